import { describe, expect, it } from 'vitest';
import { pageMainThreadMs, type TraceEvent } from './page-main-thread';

const MAIN = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, at = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, ...at });
const commit = (ts: number, at = MAIN): TraceEvent => ({ name: 'DocumentLoader::CommitNavigation', ph: 'X', ts, dur: 500, ...at });

describe('pageMainThreadMs (the page\'s own share of Lighthouse\'s main-thread figure)', () => {
  it('counts the main thread\'s tasks from the one in which the page commits, times the multiplier', () => {
    const events = [
      task(1_000, 20_000), // the blank page's set-up: not the page's
      commit(2_000), // the blank page's own commit, inside that set-up
      task(30_000, 9_000),
      commit(31_000), // the page's: its task counts from its start
      task(40_000, 3_000),
      task(41_000, 1_000), // nested in the one before: counted once
      task(50_000, 2_000, { pid: 2, tid: 7 }), // another thread
    ];
    expect(pageMainThreadMs(events)).toBe((9 + 3) * 4);
    expect(pageMainThreadMs(events, 1)).toBe(12);
  });

  it('has nothing to say of a trace where no page committed', () => {
    expect(pageMainThreadMs([task(0, 5_000)])).toBeNull();
  });
});
