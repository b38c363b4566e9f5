/**
 * LeadForm's unit-test harness (src/services/lead-form*.test.ts): a form model with its signals and
 * hooks, and the clean slate around each test. The outbox, geo and tracking mocks stay in each
 * test file (vi.mock is per file; the outbox's module comes from ./outbox-mock); `resetOutbox` clears the outbox mock's own state.
 */
import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, vi } from 'vitest';
import type { LeadKind } from '../../src/contracts/lead';
import type { Lang } from '../../src/i18n/lang';
import { brochureForm } from '../../src/services/brochure-form';
import { resetConfigForTests } from '../../src/services/config';
import { LeadForm } from '../../src/services/lead-form';
import { scholarshipForm } from '../../src/services/scholarship-form';
import { resetToasterForTests, toaster } from '../../src/ui/toaster';

export const T0 = Date.UTC(2026, 2, 1, 15, 0, 0);
const models: LeadForm[] = [];

/** Disposes `model` after the test, like the ones makeForm makes. */
export const disposeAfterTest = (model: LeadForm): void => void models.push(model);

export interface LeadFormOptions {
  country?: string;
  webinarDate?: string;
  lang?: Lang;
  open?: boolean;
  bootcamp?: string;
  topic?: string;
  masterclassAt?: string;
}

/** A form model as the modal makes it, disposed after the test. */
export function makeForm(kind: LeadKind, o: LeadFormOptions = {}) {
  const open = signal(o.open ?? true);
  const lang = signal<Lang>(o.lang ?? 'es');
  const hooks = {
    onLead: vi.fn(),
    setOpen: vi.fn((value: boolean) => {
      open.value = value;
    }),
    toaster,
  };
  const model = new LeadForm(
    {
      form: kind === 'scholarship' ? scholarshipForm : brochureForm,
      bootcamp: signal(o.bootcamp ?? 'fullstack'),
      country: signal(o.country ?? 'PE'),
      webinarDate: signal(o.webinarDate ?? ''),
      topic: signal(o.topic ?? 'scholarship'),
      masterclassAt: signal(o.masterclassAt ?? ''),
      lang,
      open,
    },
    hooks,
  );
  models.push(model);
  return { model, hooks, open, lang };
}

/** Fake timers from T0, a clean storage, URL, toaster and config around each test. */
export function useLeadFormHarness(resetOutbox: () => void): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    vi.clearAllMocks();
    // happy-dom's window.open would really fetch the URL: tests never leave the machine.
    vi.spyOn(window, 'open').mockReturnValue(null);
    localStorage.clear();
    resetOutbox();
    history.replaceState(null, '', '/beca?utm_source=tiktok&utm_campaign=x');
  });
  afterEach(() => {
    for (const model of models.splice(0)) model[Symbol.dispose]();
    resetToasterForTests();
    resetConfigForTests();
    document.body.replaceChildren();
    vi.useRealTimers();
  });
}
