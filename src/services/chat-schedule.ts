/**
 * The floating chat button's schedule (docs/product.md#chat-button, docs/product.md#timers timers) as a small state
 * machine over signals. Plain `setTimeout` only, never intervals or rAF, so vitest's fake timers
 * and Playwright's `page.clock` drive every step; `dispose()` clears everything.
 *
 *   waiting ──delay──▶ shown (badge 1, blinks) ──hideAfter──▶ waiting (again after `delay`)
 *      hover/focus while not engaged: the next appearance is `delay` from now; a shown button
 *      stays shown meanwhile (never pulled from under the pointer or the keyboard focus)
 *   shown ──click──▶ engaged (hidden, badge 0) ──idleReset without activity──▶ not engaged
 *      ──reappear──▶ shown (badge 1)
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** The durations the schedule runs on, in milliseconds. */
export interface ChatTimings {
  /** From start (and from each auto-hide, and from a hover) to the next appearance. */
  delay: number;
  /** How long the button stays shown when nobody clicks it. */
  hideAfter: number;
  /** Inactivity after a click that resets the engagement. */
  idleReset: number;
  /** From that reset to the button showing again. */
  reappear: number;
}

/** docs/product.md#chat-button: first 36000 ms, auto-hide 8000, inactivity reset 30000, reappear 5000. */
export const CHAT_TIMINGS: Readonly<ChatTimings> = Object.freeze({ delay: 36_000, hideAfter: 8_000, idleReset: 30_000, reappear: 5_000 });

/** docs/product.md#chat-button: while shown, the badge blinks for 3000 ms… */
export const BLINK_FOR = 3_000;
/** …every 10000 ms, starting when the button shows. */
export const BLINK_EVERY = 10_000;

/** The schedule's state and the inputs that move it. */
export interface ChatSchedule {
  readonly shown: ReadonlySignal<boolean>;
  /** The badge count: 1 when the button (re)appears, 0 once the visitor engaged. */
  readonly badge: ReadonlySignal<number>;
  readonly blinking: ReadonlySignal<boolean>;
  /** Clicked, and not yet reset by inactivity: the page's activity is only watched meanwhile. */
  readonly engaged: ReadonlySignal<boolean>;
  /** Pointer over (or focus on) the button. */
  hover(): void;
  /** The visitor opened the chat. */
  click(): void;
  /** Mouse, key, scroll or touch anywhere on the page (cheap: it only records the time). */
  activity(): void;
  /** Moves the first appearance to `delay` ms after the start, when it has not happened yet. */
  retime(delay: number): void;
  dispose(): void;
}

/**
 * Starts the schedule now. `timings` is read at each step, so a changed attribute applies from the
 * next one; `reducedMotion` is asked at each blink, so the badge never blinks under
 * `prefers-reduced-motion: reduce`.
 */
export function chatSchedule(timings: () => ChatTimings, reducedMotion: () => boolean): ChatSchedule {
  const shown = signal(false);
  const badge = signal(0);
  const blinking = signal(false);
  const engaged = signal(false);
  const startedAt = Date.now();
  let appeared = false;
  let lastActivity = 0;
  let step: ReturnType<typeof setTimeout> | undefined;
  let blink: ReturnType<typeof setTimeout> | undefined;

  const next = (ms: number, fn: () => void): void => {
    clearTimeout(step);
    step = setTimeout(fn, ms);
  };

  const stopBlink = (): void => {
    clearTimeout(blink);
    blinking.value = false;
  };

  const blinkOn = (): void => {
    blinking.value = !reducedMotion();
    blink = setTimeout(() => {
      blinking.value = false;
      blink = setTimeout(blinkOn, BLINK_EVERY - BLINK_FOR);
    }, BLINK_FOR);
  };

  const show = (): void => {
    appeared = true;
    badge.value = 1;
    shown.value = true;
    stopBlink();
    blinkOn();
    next(timings().hideAfter, hide);
  };

  const hide = (): void => {
    shown.value = false;
    stopBlink();
    next(timings().delay, show);
  };

  // Activity only stamps the time; the one pending timer checks it when due, so a mousemove storm
  // costs no timer churn.
  const idleCheck = (): void => {
    const idle = Date.now() - lastActivity;
    const limit = timings().idleReset;
    if (idle < limit) return next(limit - idle, idleCheck);
    engaged.value = false;
    next(timings().reappear, show);
  };

  next(timings().delay, show);

  return {
    shown,
    badge,
    blinking,
    engaged,
    hover() {
      if (!engaged.peek()) next(timings().delay, show);
    },
    click() {
      engaged.value = true;
      badge.value = 0;
      shown.value = false;
      stopBlink();
      lastActivity = Date.now();
      next(timings().idleReset, idleCheck);
    },
    activity() {
      lastActivity = Date.now();
    },
    retime(delay) {
      if (!appeared && !engaged.peek()) next(Math.max(0, startedAt + delay - Date.now()), show);
    },
    dispose() {
      clearTimeout(step);
      stopBlink();
      step = undefined;
    },
  };
}
