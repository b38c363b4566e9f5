import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { parsePhone } from '../../src/services/contact';
import { resetLayersForTests } from '../../src/ui/layers';
import { EmbudoChatButton } from './chat-button.element';
import { phoneDigits, type ChatButtonPart } from './chat-button.model';

// The page's idle callbacks, run by the tests: the element module schedules its preload at import.
const idle = vi.hoisted(() => {
  const callbacks: (() => void)[] = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => callbacks.push(callback);
  return callbacks;
});

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
const base = (el: Element) => el.shadowRoot!.querySelector('[part=base]');
const shown = (el: Element) => base(el)?.classList.contains('shown') ?? false;
/** Runs the fake clock, letting the part's promise chain settle between timers. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A part that arrives when the test says so (the real one, from ./chat-button.later). */
function deferredPart() {
  let arrive!: () => Promise<void>;
  const promise = new Promise<ChatButtonPart>((resolve) => {
    arrive = async () => {
      resolve((await import('./chat-button.later')).later);
      await advance(0);
    };
  });
  return { promise, arrive };
}

describe('embudo-chat-button before its later part has loaded', () => {
  // The loads asked for, answered by the test's next answer, else by the real part (not a vi.spyOn: restoreMocks would undo it between tests).
  const loads = { count: 0, answers: [] as (() => Promise<ChatButtonPart>)[] };
  const real = EmbudoChatButton.later;
  // The console errors (not a vi.spyOn either: the tests follow each other on one page).
  const errors: string[] = [];
  const consoleError = console.error;
  let el: EmbudoChatButton;
  let pending: ReturnType<typeof deferredPart> | undefined;
  beforeAll(() => {
    EmbudoChatButton.later = () => {
      loads.count++;
      return (loads.answers.shift() ?? real)();
    };
    defineElement(EmbudoChatButton);
    vi.useFakeTimers({ now: T0 });
    console.error = (message: string) => void errors.push(message);
  });
  afterAll(() => {
    document.body.replaceChildren();
    resetLayersForTests();
    vi.useRealTimers();
    console.error = consoleError;
  });

  it('keeps its phone check in step with parsePhone (it reports a bad `phone` at connect, before the part)', () => {
    for (const value of [
      '+51 987 654 321',
      '(01) 234-5678',
      '1234567',
      '1234567890123456',
      '51.987.654.321',
      'abc12345678',
      '+1 555 0100',
      '',
    ]) {
      expect(phoneDigits(value)).toBe(parsePhone(value));
    }
  });

  it('loads nothing at connect; the schedule and the attribute checks run from the connection', () => {
    el = document.createElement('embudo-chat-button') as EmbudoChatButton;
    el.setAttribute('delay', '1000');
    el.setAttribute('hide-after', '2000');
    el.setAttribute('phone', 'not a phone');
    document.body.append(el);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('[embudo-chat-button] phone="not a phone" is not valid');
    expect(loads.count).toBe(0);
    expect(base(el)).toBeNull();
  });

  it('a failed load when the button is due: one console error, nothing shown, and its next appearance tries again', async () => {
    loads.answers.push(() => Promise.reject(new Error('offline')));
    await advance(999);
    expect(loads.count).toBe(0);
    await advance(1); // due at 1 s from connection: the part is asked for at once
    expect(loads.count).toBe(1);
    expect(errors).toHaveLength(2);
    expect(errors[1]).toBe('[embudo-chat-button] the button could not be loaded (offline); its next appearance tries again.');
    expect(base(el)).toBeNull();
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
    // Its schedule went on: hidden at 3 s, due again at 4 s, when the part is asked for again.
    pending = deferredPart();
    loads.answers.push(() => pending!.promise);
    await advance(2_999);
    expect(loads.count).toBe(1);
    await advance(1);
    expect(loads.count).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it('due before the part arrives: shown as soon as it arrives, on the schedule counted from the connection', async () => {
    await advance(500); // 4.5 s: due since 4 s, the part still on its way
    expect(base(el)).toBeNull();
    await pending!.arrive();
    expect(shown(el)).toBe(true);
    expect(el.shadowRoot!.querySelector('[part=badge]')!.textContent).toBe('1');
    // The 2 s auto-hide counts from the appearance the schedule made at 4 s, not from the arrival.
    await advance(1_499);
    expect(shown(el)).toBe(true);
    await advance(1);
    expect(shown(el)).toBe(false);
    await advance(1_000); // 7 s: the next appearance, now instant
    expect(shown(el)).toBe(true);
    expect(loads.count).toBe(2);
  });

  it('once loaded, a new button renders at once and the idle preload loads nothing again', () => {
    const other = document.body.appendChild(document.createElement('embudo-chat-button'));
    expect(base(other)).not.toBeNull();
    expect(shown(other)).toBe(false);
    if (!idle.length) window.dispatchEvent(new Event('load'));
    for (const callback of idle.splice(0)) callback();
    expect(loads.count).toBe(2);
  });
});
