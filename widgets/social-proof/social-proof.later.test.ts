import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { resetLayersForTests, setModalOpen } from '../../src/ui/layers';
import { EmbudoSocialProof } from './social-proof.element';
import type { SocialProofPart } from './social-proof.model';

// The page's idle callbacks, run by the tests: the element module schedules its preload at import.
const idle = vi.hoisted(() => {
  const callbacks: (() => void)[] = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => callbacks.push(callback);
  return callbacks;
});

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MIN = 60_000;
const SOURCE = 'https://api.example.test/api/social-proof';
const ITEMS = {
  activity: [
    { kind: 'scholarship', country: 'PE', at: T0 - 12 * MIN },
    { kind: 'brochure', country: 'MX', at: T0 - 5 * MIN },
  ],
  testimonials: [],
};

const text = (el: Element) => el.shadowRoot!.querySelector('[part=text]')?.textContent ?? null;
/** Runs the fake clock, letting fetches and the part's promise chain settle between timers. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Scrolls the (fake) page to `depth` of its scrollable room and fires the scroll event. */
function scrollTo(depth: number): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: depth * 2000, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** A part that arrives when the test says so (the real one, from ./social-proof.later). */
function deferredPart() {
  let arrive!: () => Promise<void>;
  const promise = new Promise<SocialProofPart>((resolve) => {
    arrive = async () => {
      resolve((await import('./social-proof.later')).later);
      await advance(0);
    };
  });
  return { promise, arrive };
}

describe('embudo-social-proof before its later part has loaded', () => {
  // The loads asked for, answered by the test's next answer, else by the real part (not a vi.spyOn: restoreMocks would undo it between tests).
  const loads = { count: 0, answers: [] as (() => Promise<SocialProofPart>)[] };
  const real = EmbudoSocialProof.later;
  // The console's errors and warnings, and the show events (not spies either: the tests follow each other on one page).
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error: consoleError, warn: consoleWarn } = console;
  const { random } = Math;
  const shows: unknown[] = [];
  const fetches: string[] = [];
  let el: EmbudoSocialProof;
  let pending: ReturnType<typeof deferredPart> | undefined;
  beforeAll(() => {
    EmbudoSocialProof.later = () => {
      loads.count++;
      return (loads.answers.shift() ?? real)();
    };
    defineElement(EmbudoSocialProof);
    vi.useFakeTimers({ now: T0 });
    console.error = (message: string) => void errors.push(message);
    console.warn = (message: string) => void warnings.push(message);
    globalThis.fetch = ((url: string) => {
      fetches.push(url);
      return Promise.resolve(new Response(JSON.stringify(ITEMS), { headers: { 'content-type': 'application/json' } }));
    }) as typeof fetch;
    Math.random = () => 0; // every pick the first choice
  });
  afterAll(() => {
    document.body.replaceChildren();
    resetLayersForTests();
    vi.useRealTimers();
    console.error = consoleError;
    console.warn = consoleWarn;
    Math.random = random;
  });

  it('checks its attributes at setup; fetches nothing and loads no part on a page only loaded', async () => {
    el = document.createElement('embudo-social-proof') as EmbudoSocialProof;
    el.setAttribute('source', SOURCE);
    el.setAttribute('max', 'lots');
    el.addEventListener('embudo-social-proof-show', (e) => shows.push((e as CustomEvent).detail));
    document.body.append(el);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('[embudo-social-proof] max="lots" is not valid');
    await advance(0);
    expect(fetches).toEqual([]);
    expect(loads.count).toBe(0);
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('a failed load at the 15 s trigger: one console error, nothing shown, and the next trigger tries again', async () => {
    loads.answers.push(() => Promise.reject(new Error('offline')));
    await advance(14_999);
    expect(loads.count).toBe(0);
    await advance(1); // 15 s after setup: the trigger asks for the items and the part at once
    expect(fetches).toEqual([`${SOURCE}?lang=es`]);
    expect(loads.count).toBe(1);
    expect(errors).toHaveLength(2);
    expect(errors[1]).toBe('[embudo-social-proof] the popup could not be loaded (offline); the next popup tries again.');
    expect(warnings).toEqual([]);
    expect(shows).toEqual([]);
    expect(text(el)).toBeNull();
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
    // The next trigger (40 % scroll) asks again; this load stays in flight for the next test.
    pending = deferredPart();
    loads.answers.push(() => pending!.promise);
    scrollTo(0.45);
    expect(loads.count).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it('triggers that fire before the part arrives are kept: the popups show as soon as it arrives, none lost', async () => {
    setModalOpen('dialog', true); // a modal opened and closed meanwhile: without the part there is nothing to step aside
    setModalOpen('dialog', false);
    await advance(5_000);
    expect(shows).toEqual([]);
    await pending!.arrive();
    // The 15 s trigger that found no part, and the 40 % one: the first popup now…
    expect(text(el)).toContain('Alguien de Perú solicitó su beca');
    expect(shows).toEqual([{ kind: 'scholarship', country: 'PE' }]);
    expect(loads.count).toBe(2);
    // …up for its 8 s, then after the 1 s gap the second (never the same twice in a row).
    await advance(8_000);
    expect(text(el)).toBeNull();
    await advance(1_000);
    expect(text(el)).toContain('Alguien de México descargó el brochure');
    expect(shows).toHaveLength(2);
    // Once here, a trigger shows with no load: the 60 % mark, after this one goes.
    scrollTo(0.65);
    await advance(9_000);
    expect(shows).toHaveLength(3);
    expect(loads.count).toBe(2);
  });

  it('once loaded, a new element renders at once and the idle preload loads nothing again', () => {
    const other = document.body.appendChild(document.createElement('embudo-social-proof'));
    other.setAttribute('source', SOURCE);
    expect(other.shadowRoot!.querySelector('[role=status]')).not.toBeNull();
    if (!idle.length) window.dispatchEvent(new Event('load'));
    for (const callback of idle.splice(0)) callback();
    expect(loads.count).toBe(2);
  });
});
