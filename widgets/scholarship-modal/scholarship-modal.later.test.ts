import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot, defineElement } from '../../src/element';
import type { LeadModalParts } from '../../src/ui/lead-modal-element';
import { resetToasterForTests } from '../../src/ui/toaster';
import { EmbudoScholarshipModal } from './scholarship-modal.element';
import type * as Geo from '../../src/services/geo';

// The page's idle callbacks, run by the tests: the element module schedules its preload (after the first move) at import.
const idle = vi.hoisted(() => {
  const callbacks: (() => void)[] = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => callbacks.push(callback);
  return callbacks;
});
vi.mock('../../src/services/outbox', async () => {
  const { signal } = await import('@preact/signals-core');
  return {
    newLeadId: () => 'lead-id-0001',
    queueLead: (lead: { id: string }) => ({ id: lead.id, delivery: signal({ state: 'queued', attempts: 0 }) }),
    resumeOutbox: () => undefined,
  };
});
vi.mock('../../src/services/geo', async (importOriginal) => ({
  ...(await importOriginal<typeof Geo>()),
  detectCountry: () => Promise.resolve({ countryCode: 'PE', method: 'default' }),
}));

type Modal = EmbudoScholarshipModal & { open: boolean };

const dialog = (el: Element) => el.shadowRoot!.querySelector('dialog');
/** Lets the chunk's promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A form chunk that arrives when the test says so (the real one, from ./scholarship-modal.later). */
function deferredChunk() {
  let arrive!: () => Promise<void>;
  const promise = new Promise<LeadModalParts>((resolve) => {
    arrive = async () => {
      resolve((await import('./scholarship-modal.later')).later);
      await settle();
    };
  });
  return { promise, arrive };
}

describe('embudo-scholarship-modal before its form has loaded', () => {
  // The loads asked for, answered by the test's next answer, else by the real chunk (not a vi.spyOn: restoreMocks would undo it between tests).
  const loads = { count: 0, answers: [] as (() => Promise<LeadModalParts>)[] };
  const real = EmbudoScholarshipModal.later;
  const answerNextLoad = (answer: () => Promise<LeadModalParts>) => loads.answers.push(answer);
  const loadCount = () => loads.count;
  /** The load the second test leaves in flight for the third. */
  let pending: ReturnType<typeof deferredChunk> | undefined;
  beforeAll(() => {
    EmbudoScholarshipModal.later = () => {
      loads.count++;
      return (loads.answers.shift() ?? real)();
    };
    boot('http://localhost/widgets/scholarship-modal.js', [EmbudoScholarshipModal]);
    defineElement(EmbudoScholarshipModal);
  });
  afterEach(() => {
    document.body.replaceChildren();
    resetToasterForTests();
  });

  it("loads nothing on a page only loaded; the visitor's first move loads the chunk on idle", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(loadCount()).toBe(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    if (!idle.length) window.dispatchEvent(new Event('load')); // a page still loading waits for its load event first
    expect(idle).toHaveLength(1);
    // This preload fails (the next test's open tries again).
    answerNextLoad(() => Promise.reject(new Error('offline')));
    idle.splice(0)[0]!();
    await settle();
    expect(loadCount()).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('a failed load is reported, leaves the modal closed, and the next open tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerNextLoad(() => Promise.reject(new Error('offline')));
    const el = document.body.appendChild(document.createElement('embudo-scholarship-modal')) as Modal;
    el.show();
    await settle();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[embudo-scholarship-modal] the form could not be loaded (offline)'));
    expect(el.hasAttribute('open')).toBe(false);
    expect(dialog(el)).toBeNull();
    const chunk = deferredChunk();
    answerNextLoad(() => chunk.promise);
    el.show();
    expect(loadCount()).toBe(3);
    // Leave this load pending: the next test is the one that sees it arrive.
    error.mockRestore();
    pending = chunk;
  });

  it('an open before the chunk arrives opens the dialog when it does, and focus goes back to the invoker', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.setAttribute('data-embudo-open', 'scholarship');
    button.focus();
    button.click();
    const el = document.querySelector('embudo-scholarship-modal') as Modal;
    expect(el.open).toBe(true);
    expect(dialog(el)).toBeNull(); // nothing yet: focus stays on the button
    expect(document.activeElement).toBe(button);
    expect(loadCount()).toBe(3); // the load in flight is reused
    await pending!.arrive();
    expect(dialog(el)!.open).toBe(true);
    expect(el.shadowRoot!.activeElement?.id).toBe('name');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=close-button]')!.click();
    expect(el.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('once loaded, a new element renders at once and a later preload does not load again', () => {
    const el = document.body.appendChild(document.createElement('embudo-scholarship-modal')) as Modal;
    el.show();
    expect(dialog(el)!.open).toBe(true);
    EmbudoScholarshipModal.preloadAfterFirstMove();
    window.dispatchEvent(new Event('scroll'));
    if (!idle.length) window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    for (const callback of idle.splice(0)) callback();
    expect(loadCount()).toBe(3);
  });
});
