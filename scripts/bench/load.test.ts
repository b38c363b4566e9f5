import { describe, expect, it } from 'vitest';
import { invalidRunNotes, isValidRun, summarizeLoadRuns, type LeadLoadResult } from './load';

const run = (leadsPerSecond: number, p99Ms: number, errors = 0): LeadLoadResult => ({
  requests: leadsPerSecond * 10,
  ok2xx: leadsPerSecond * 10,
  non2xx: 0,
  errors,
  leadsPerSecond,
  p50Ms: 2,
  p99Ms,
  stored: leadsPerSecond * 10,
  lost: 0,
  resent: 3,
});

describe('summarizeLoadRuns', () => {
  it('leaves a run with connection errors out of the medians, and counts it', () => {
    // The bench's figures: a run refused by the per-address cap beside two true ones.
    const runs = [run(8498, 11), run(3100, 1194, 3059), run(8300, 12)];
    expect(runs.map(isValidRun)).toEqual([true, false, true]);
    const summary = summarizeLoadRuns(runs);
    expect(summary.leadsPerSecond).toBe((8498 + 8300) / 2);
    expect(summary.p99Ms).toBe(11.5);
    expect(summary).toMatchObject({ runs: 3, invalid: 1, errors: 3059, ok2xx: (8498 + 3100 + 8300) * 10, resent: 9 });
    expect(invalidRunNotes('SQLite', runs)).toEqual(['- SQLite, run 2 of 3: **invalid**, 3059 connection errors (3,100 leads/s, p99 1,194 ms): not in the medians']);
  });

  it('keeps every run when all are valid, and flags all when none is', () => {
    expect(summarizeLoadRuns([run(100, 5), run(300, 7), run(200, 6)])).toMatchObject({ leadsPerSecond: 200, p99Ms: 6, invalid: 0 });
    expect(invalidRunNotes('SQLite', [run(100, 5)])).toEqual([]);
    expect(summarizeLoadRuns([run(100, 900, 4), run(300, 700, 2)])).toMatchObject({ leadsPerSecond: 200, invalid: 2, runs: 2 });
  });
});
