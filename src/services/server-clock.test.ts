import { effect, signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Unit } from '../i18n';
import { countdownSignals } from './countdown';
import { clockOffset, resetClockForTests } from './server-clock';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
const HOUR = 3_600_000;
const units = signal<readonly Unit[]>(['day', 'hour', 'minute', 'second']);

/** The server's clock `ahead` ms from the visitor's, answering at once. */
function serverAhead(ahead: number) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(JSON.stringify({ now: Date.now() + ahead })));
  });
  return calls;
}

async function watch(fixed?: boolean, end = T0 + 2 * HOUR) {
  const endAt = signal<number | null>(end);
  const { remaining } = countdownSignals(endAt, units, () => undefined, fixed === undefined ? undefined : signal(fixed));
  const seen: number[] = [];
  const stop = effect(() => void seen.push(remaining.value));
  await vi.advanceTimersByTimeAsync(0);
  stop();
  return seen.at(-1)!;
}

describe('countdowns right on a wrong clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    resetClockForTests();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['one hour behind the server', HOUR, HOUR],
    ['one hour ahead of the server', -HOUR, 3 * HOUR],
  ])('a fixed instant: the visitor clock %s shows the true remaining time', async (_, ahead, left) => {
    const calls = serverAhead(ahead);
    expect(await watch()).toBe(left / 1000);
    expect(calls).toEqual([expect.stringMatching(/\/api\/time$/)]);
    // Once per page: a second countdown asks nothing.
    await watch();
    expect(calls).toHaveLength(1);
  });

  it('leaves a clock within 2 s alone', async () => {
    serverAhead(1500);
    expect(await watch()).toBe((2 * HOUR) / 1000);
    expect(clockOffset.value).toBe(0);
  });

  it('an evergreen window stays on the visitor clock, and asks nothing', async () => {
    const calls = serverAhead(HOUR);
    expect(await watch(false)).toBe((2 * HOUR) / 1000);
    expect(calls).toEqual([]);
  });

  it('a failed call changes nothing', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await watch()).toBe((2 * HOUR) / 1000);
  });
});
