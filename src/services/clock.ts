import { signal } from '@preact/signals-core';

/**
 * One wall-clock ticker for the whole page: every countdown reads `now`, so 50 countdowns cost one
 * timer. It runs only while something watches it, fires just after each wall-clock second (so all
 * countdowns flip together, in step with the system clock), and catches up at once when a hidden
 * tab (whose timers the browser throttles) becomes visible again or a page returns from bfcache.
 */

let timer: ReturnType<typeof setTimeout> | undefined;

const onVisible = (): void => {
  if (document.visibilityState === 'visible') tick();
};

function tick(): void {
  clearTimeout(timer);
  now.value = Date.now();
  // A couple of ms past the boundary, so rounding never lands on the second we just left.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 2);
}

/** Epoch milliseconds, updated once per wall-clock second while watched. */
export const now = signal(Date.now(), {
  watched() {
    tick();
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('pageshow', onVisible);
    }
  },
  unwatched() {
    clearTimeout(timer);
    timer = undefined;
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onVisible);
    }
  },
});

/** Whether the ticker is running (for tests and the bench). */
export const isTicking = (): boolean => timer !== undefined;
