import { signal } from '@preact/signals-core';
import { getConfig } from './config';

/**
 * How far the visitor's clock is from the server's, in ms (server − visitor), once known: 0 until
 * then, and 0 when within {@link CLOCK_SKEW_MS} (a clock that is nearly right is left alone, so
 * countdowns on the same page never disagree by a jump). A countdown to a fixed instant (the
 * enrolment close, a marketer's date) adds it; evergreen windows (the 24 h / 48 h cookies) do not,
 * since they were set from the visitor's own clock.
 */
export const clockOffset = signal(0);

/** The smallest difference that is corrected. */
export const CLOCK_SKEW_MS = 2000;

let asked = false;

/**
 * Reads the server's clock once per page (`GET {apiBase}/api/time`, open to partner origins): called
 * by the first countdown to a fixed instant, so a page without one makes no request. The answer's
 * time is taken at the middle of the round trip. A failed call changes nothing.
 */
export function correctClock(): void {
  if (asked) return;
  asked = true;
  try {
    const sent = Date.now();
    fetch(`${getConfig().apiBase}/api/time`, { cache: 'no-store', credentials: 'omit' })
      .then((res) => res.json() as Promise<{ now?: unknown }>)
      .then(({ now }) => {
        const back = Date.now();
        const offset = Number(now) + (back - sent) / 2 - back;
        if (Number.isFinite(offset) && Math.abs(offset) > CLOCK_SKEW_MS) clockOffset.value = offset;
      })
      .catch(() => undefined);
  } catch {
    // No fetch, or no URL to ask: the visitor's clock it is.
  }
}

/** Forgets the reading (tests). */
export function resetClockForTests(): void {
  asked = false;
  clockOffset.value = 0;
}
