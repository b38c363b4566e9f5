/**
 * The page's own share of Lighthouse's main-thread figure (the partner bench). Lighthouse sums every
 * task of the renderer's main thread in its trace, times its CPU multiplier (4 when it simulates a
 * phone), and its trace starts on the blank page it loads first: its own set-up there counts too.
 * Measured on the bench machine, the largest part of that is the start of its script coverage, a
 * walk of the renderer's heap that took 2 to 25 ms from run to run, 8 to 100 ms of the figure,
 * on a page with widgets or without: most of the spread between two benches of the same build.
 * This counts the same tasks from the one in which the page's navigation commits: the page's work.
 * (With Lighthouse's own launch flags, ./lighthouse's since then, that walk is short and the two
 * figures agree within a few ms; this stays as the check that they do.)
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/**
 * The main-thread work of the page (ms, times `multiplier`) from the task in which its navigation
 * commits (the trace's last `DocumentLoader::CommitNavigation`) to the trace's end; null when the
 * trace has no commit (the page never loaded).
 */
export function pageMainThreadMs(traceEvents: readonly TraceEvent[], multiplier = 4): number | null {
  let commit: TraceEvent | undefined;
  for (const e of traceEvents) if (e.name === 'DocumentLoader::CommitNavigation' && (!commit || e.ts >= commit.ts)) commit = e;
  if (!commit) return null;
  const tasks = traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === commit.pid && e.tid === commit.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const start = tasks.find((t) => t.ts <= commit.ts && t.ts + t.dur! >= commit.ts)?.ts ?? commit.ts;
  let total = 0;
  let end = -Infinity;
  for (const t of tasks) {
    if (t.ts < start || t.ts < end) continue; // before the page, or nested in a task already counted
    total += t.dur!;
    end = t.ts + t.dur!;
  }
  return (total / 1000) * multiplier;
}
