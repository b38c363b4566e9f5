/**
 * The countdown part: Embudo against a hand-written vanilla countdown (./vanilla-countdown.js) in
 * real Chromium with the CPU throttled 4×: time to first digits and per-tick main-thread cost for
 * each count, and at the largest count both again under prefers-reduced-motion.
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH } from '../chromium';
import { firstLine, fmtMs, fmtRatio, log, openNow, type Goal, type Options } from './common';
import type { BenchKind } from './pages';
import { type BenchReport, mdTable } from './report';
import { startBenchServer, type BenchServer } from './server';
import { CHROMIUM_ARGS, CPU_THROTTLING, measureFirstDigits, measureTickCost, median, type TickCost } from './timing';

export const KINDS: readonly BenchKind[] = ['embudo', 'vanilla'];
/** The goal: Embudo's per-tick cost with 50 countdowns at most this many times the vanilla reference's. */
export const GOAL_RATIO = 1.5;

export interface TimingResult {
  chromium: string;
  cpuThrottling: number;
  runs: number;
  tickSeconds: number;
  /** ms from navigation start to digits in every countdown: all runs and the median, per kind and count. */
  firstDigits: Record<BenchKind, Record<string, { runs: number[]; median: number }>>;
  /** With motion allowed: both implementations flip the digits that changed (on screen). */
  perTick: Record<BenchKind, Record<string, TickCost>>;
  /** Both at the largest count with prefers-reduced-motion: reduce — the same ticks, no flips on either side. */
  perTickReducedMotion: ({ n: number } & Record<BenchKind, TickCost>) | null;
  /** 1-minute load average before and after, and the CPU count: other work on the machine makes the numbers noisy. */
  load: { before: number; after: number; cpus: number };
}

async function timing(browser: Browser, server: BenchServer, options: Options): Promise<TimingResult> {
  const loadBefore = os.loadavg()[0]!;
  const firstDigits = { embudo: {}, vanilla: {} } as TimingResult['firstDigits'];
  const perTick = { embudo: {}, vanilla: {} } as TimingResult['perTick'];

  // Warm-up: the first renderer, fonts and the disk cache of the browser itself are not the page's cost.
  for (const kind of KINDS) await measureFirstDigits(browser, server.origin, kind, 1);

  for (const n of options.counts) for (const kind of KINDS) firstDigits[kind][n] = { runs: [], median: 0 };
  for (let r = 0; r < options.runs; r++) {
    log(`first digits: run ${r + 1}/${options.runs}`);
    // Interleaved, so a slow moment of the machine hits both implementations alike.
    for (const n of options.counts) {
      for (const kind of KINDS) firstDigits[kind][n]!.runs.push(await measureFirstDigits(browser, server.origin, kind, n));
    }
  }
  for (const n of options.counts) for (const kind of KINDS) firstDigits[kind][n]!.median = median(firstDigits[kind][n]!.runs);

  for (const n of options.counts) {
    for (const kind of KINDS) {
      log(`per tick: ${n} × ${kind}, ${options.tickSeconds} s`);
      perTick[kind][n] = await measureTickCost(browser, server.origin, kind, n, options.tickSeconds);
    }
  }
  // The same ticks without motion: neither side flips, so this isolates the cost of the ticking itself.
  const most = Math.max(...options.counts);
  const still = {} as Record<BenchKind, TickCost>;
  for (const kind of KINDS) {
    log(`per tick: ${most} × ${kind}, reduced motion, ${options.tickSeconds} s`);
    still[kind] = await measureTickCost(browser, server.origin, kind, most, options.tickSeconds, true);
  }
  return {
    chromium: browser.version(),
    cpuThrottling: CPU_THROTTLING,
    runs: options.runs,
    tickSeconds: options.tickSeconds,
    firstDigits,
    perTick,
    perTickReducedMotion: { n: most, ...still },
    load: { before: loadBefore, after: os.loadavg()[0]!, cpus: os.cpus().length },
  };
}

/** Serves the snapshot, launches Chromium and times both countdowns; the reason when it could not. */
export async function measureCountdown(files: Map<string, Buffer>, options: Options): Promise<TimingResult | string> {
  let browser: Browser | undefined;
  let server: BenchServer | undefined;
  const close = async (): Promise<void> => {
    openNow.delete(close);
    const [b, s] = [browser, server];
    browser = server = undefined;
    await Promise.allSettled([b?.close(), s?.close()]);
  };
  openNow.add(close);
  try {
    server = await startBenchServer(files);
    log(`serving the bench pages at ${server.origin}`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    return await timing(browser, server, options);
  } catch (error) {
    log(`timing failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return firstLine(error);
  } finally {
    await close();
  }
}

/** The Countdown section: both implementations side by side, or why it was not measured. */
export function countdownSection(report: BenchReport, time: TimingResult | null, timingError: string | null): void {
  if (time) {
    const notes = [
      `Chromium ${time.chromium} headless, CPU throttled ${time.cpuThrottling}× (≈ a mid-range phone), 412×915 viewport; Embudo against a vanilla-JS countdown playing the same digit flips, in the same run.`,
      `- first digits: navigation start → digits in every countdown, median of ${time.runs} cold loads`,
      `- per tick: CDP Performance.getMetrics deltas over ${time.tickSeconds} s ÷ ticks (one tick per second)`,
      '- flips: both sides flip each changed digit on screen (same keyframes); reduced motion: neither flips',
      `- load average during this part: ${time.load.before.toFixed(1)} → ${time.load.after.toFixed(1)} on ${time.load.cpus} CPUs`,
      '',
    ];
    const counts = Object.keys(time.firstDigits.embudo).map(Number);
    const rows: string[][] = [['', 'Embudo', 'vanilla', 'Embudo ÷ vanilla']];
    for (const n of counts) {
      const e = time.firstDigits.embudo[n]!.median;
      const v = time.firstDigits.vanilla[n]!.median;
      rows.push([`first digits, ${n} countdown${n > 1 ? 's' : ''} (ms)`, fmtMs(e), fmtMs(v), fmtRatio(e, v)]);
    }
    for (const n of counts) {
      const e = time.perTick.embudo[n]!;
      const v = time.perTick.vanilla[n]!;
      const label = `${n} countdown${n > 1 ? 's' : ''}, flips`;
      rows.push([`per tick, ${label}: script (ms)`, fmtMs(e.scriptMs), fmtMs(v.scriptMs), fmtRatio(e.scriptMs, v.scriptMs)]);
      rows.push([`per tick, ${label}: main thread (ms)`, fmtMs(e.taskMs), fmtMs(v.taskMs), fmtRatio(e.taskMs, v.taskMs)]);
    }
    if (time.perTickReducedMotion) {
      const { n, embudo: e, vanilla: v } = time.perTickReducedMotion;
      const label = `${n} countdown${n > 1 ? 's' : ''}, reduced motion`;
      rows.push([`per tick, ${label}: script (ms)`, fmtMs(e.scriptMs), fmtMs(v.scriptMs), fmtRatio(e.scriptMs, v.scriptMs)]);
      rows.push([`per tick, ${label}: main thread (ms)`, fmtMs(e.taskMs), fmtMs(v.taskMs), fmtRatio(e.taskMs, v.taskMs)]);
    }
    if (counts.length >= 2) {
      const lo = Math.min(...counts);
      const hi = Math.max(...counts);
      for (const metric of ['taskMs', 'scriptMs'] as const) {
        const e = time.perTick.embudo[hi]![metric] / time.perTick.embudo[lo]![metric];
        const v = time.perTick.vanilla[hi]![metric] / time.perTick.vanilla[lo]![metric];
        rows.push([
          `scaling ${hi}/${lo}, per tick ${metric === 'taskMs' ? 'main thread' : 'script'}`,
          `${e.toFixed(1)}×`,
          `${v.toFixed(1)}×`,
          '',
        ]);
      }
    }
    report.addSection('Countdown', [...notes, mdTable(rows, ['l', 'r', 'r', 'r'])].join('\n'), 20);
  } else {
    report.addSection('Countdown', `Not measured: ${timingError ?? 'unknown error'}.`, 20);
  }
}

/** The per-tick goal at the largest count, with flips and with reduced motion. */
export function countdownGoals(time: TimingResult | null, options: Options): Goal[] {
  const goals: Goal[] = [];
  const hi = Math.max(...options.counts);
  const still = time?.perTickReducedMotion;
  for (const [what, e, v] of [
    ['flips', time?.perTick.embudo[hi], time?.perTick.vanilla[hi]],
    ['reduced motion', still?.embudo, still?.vanilla],
  ] as const) {
    goals.push({
      name: `${hi}-countdown per-tick cost ≤ ${GOAL_RATIO}× vanilla, ${what} (main thread, CPU 4×)`,
      value: e && v ? `${fmtRatio(e.taskMs, v.taskMs)} (${fmtMs(e.taskMs)} vs ${fmtMs(v.taskMs)} ms)` : 'not measured',
      status: e && v ? (e.taskMs <= GOAL_RATIO * v.taskMs ? 'ok' : 'MISSED') : 'n/a',
    });
  }
  return goals;
}
