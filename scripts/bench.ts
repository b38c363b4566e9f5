/**
 * `npm run bench`: Embudo's performance table.
 *
 *   1. build (skip with --no-build): rollup, then scripts/size.ts (budgets; a crossed budget is
 *      reported and makes the exit code non-zero, but the bench goes on);
 *   2. sizes of every shipped widget script against its gzip budget;
 *   3. timing in real Chromium with the CPU throttled 4× (a phone): time to first digits and
 *      per-tick main-thread cost for 1 and 50 countdowns, Embudo vs a hand-written vanilla
 *      countdown (scripts/bench/vanilla-countdown.js);
 *   4. Lighthouse: not here yet (arrives with the host-site issue).
 *
 * The table goes to stdout and, as JSON, to .bench/results.json. Progress goes to stderr.
 * Options: --no-build, --runs=5 (first-digits runs), --tick-seconds=10, --counts=1,50.
 * Timing goals are reported, never asserted: only a failed build or a crossed size budget
 * makes the exit code non-zero. Only loopback traffic: every other request gets an empty 204.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startBenchServer, snapshotDir, type BenchServer } from './bench/server';
import { measureSizes, type Manifest, type OverRuntimeRow, type SizeRow } from './bench/sizes';
import { CHROMIUM_ARGS, CPU_THROTTLING, measureFirstDigits, measureTickCost, median, type TickCost } from './bench/timing';
import type { BenchKind } from './bench/pages';

const ROOT = process.cwd();
const WIDGETS_DIR = path.join(ROOT, 'dist', 'widgets');
const OUT_DIR = path.join(ROOT, '.bench');
const KINDS: readonly BenchKind[] = ['embudo', 'vanilla'];
/** The goal: Embudo's per-tick cost with 50 countdowns at most this many times the vanilla reference's. */
const GOAL_RATIO = 1.5;

interface Options {
  build: boolean;
  runs: number;
  tickSeconds: number;
  counts: number[];
}

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string): string | undefined =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const n = Number(value(name) ?? fallback);
    return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
  };
  const counts = (value('counts') ?? '1,50')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 500);
  return {
    build: !argv.includes('--no-build'),
    runs: int('runs', 5, 1, 25),
    tickSeconds: int('tick-seconds', 10, 2, 60),
    counts: counts.length ? counts : [1, 50],
  };
}

const log = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/** Runs a command with its output on stderr (stdout is the table); resolves with its exit code. */
function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    log(`$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', (error) => {
      log(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

interface BuildResult {
  skipped: boolean;
  rollup: number | null;
  size: number | null;
  note: string;
}

async function build(options: Options): Promise<BuildResult> {
  if (!options.build) return { skipped: true, rollup: null, size: null, note: 'skipped (--no-build)' };
  const started = Date.now();
  const rollup = await run('npx', ['rollup', '-c', 'rollup.config.ts', '--configPlugin', 'typescript', '--silent']);
  if (rollup !== 0) return { skipped: false, rollup, size: null, note: `rollup failed (exit ${rollup})` };
  if (!existsSync(path.join(ROOT, 'scripts', 'size.ts'))) {
    return { skipped: false, rollup, size: null, note: 'scripts/size.ts not found: sizes computed by the bench' };
  }
  const size = await run('npx', ['tsx', 'scripts/size.ts']);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const note =
    size === 0
      ? `ok in ${seconds} s`
      : size === 1
        ? `scripts/size.ts exit 1: a size budget crossed or a budget key matched nothing (its lines are on stderr)`
        : `scripts/size.ts failed (exit ${size})`;
  return { skipped: false, rollup, size, note };
}

/**
 * Reads dist/widgets into memory once, so the timing runs are immune to a concurrent rebuild. A
 * rebuild in progress empties and refills the folder: take the snapshot only when two reads a
 * second apart agree, countdown.js is there, and every file manifest.json lists is present.
 */
async function snapshotWidgets(): Promise<Map<string, Buffer>> {
  const complete = (files: Map<string, Buffer>): string | null => {
    if (!files.has('countdown.js')) return 'dist/widgets/countdown.js is missing';
    const manifest = readManifest(files);
    const missing = (manifest?.files ?? []).map((f) => f.file).filter((f) => !files.has(f));
    return missing.length ? `files listed in manifest.json are missing (${missing.slice(0, 3).join(', ')})` : null;
  };
  const same = (a: Map<string, Buffer>, b: Map<string, Buffer>): boolean =>
    a.size === b.size && [...a].every(([file, buf]) => b.get(file)?.equals(buf) === true);
  let problem = 'unknown';
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const first = snapshotDir(WIDGETS_DIR);
      await new Promise((r) => setTimeout(r, 1000));
      const second = snapshotDir(WIDGETS_DIR);
      problem = same(first, second) ? (complete(second) ?? '') : 'dist/widgets is changing';
      if (problem === '') return second;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (attempt === 0) log(`${problem} (a rebuild in progress?); waiting up to 60 s…`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`cannot read dist/widgets: ${problem}. Build first (npm run build) or drop --no-build.`);
}

function readManifest(files: Map<string, Buffer>): Manifest | null {
  const raw = files.get('manifest.json');
  if (!raw) return null;
  try {
    return JSON.parse(raw.toString('utf8')) as Manifest;
  } catch {
    return null;
  }
}

function readBudgets(): Record<string, unknown> {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { budgets?: Record<string, unknown> };
    return pkg.budgets ?? {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Timing.

interface TimingResult {
  chromium: string;
  cpuThrottling: number;
  runs: number;
  tickSeconds: number;
  /** ms from navigation start to digits in every countdown: all runs and the median, per kind and count. */
  firstDigits: Record<BenchKind, Record<string, { runs: number[]; median: number }>>;
  perTick: Record<BenchKind, Record<string, TickCost>>;
  /** Embudo at the largest count with prefers-reduced-motion: reduce — the same ticks without the flip animations. */
  perTickReducedMotion: { n: number; embudo: TickCost } | null;
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
  // Where the time goes: the same page without the digit flips (the vanilla reference never animates).
  const most = Math.max(...options.counts);
  log(`per tick: ${most} × embudo, reduced motion, ${options.tickSeconds} s`);
  const still = await measureTickCost(browser, server.origin, 'embudo', most, options.tickSeconds, true);
  return {
    chromium: browser.version(),
    cpuThrottling: CPU_THROTTLING,
    runs: options.runs,
    tickSeconds: options.tickSeconds,
    firstDigits,
    perTick,
    perTickReducedMotion: { n: most, embudo: still },
    load: { before: loadBefore, after: os.loadavg()[0]!, cpus: os.cpus().length },
  };
}

// ---------------------------------------------------------------------------------------------
// The table.

const fmtInt = (n: number): string => n.toLocaleString('en-US');
const fmtMs = (n: number): string => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const fmtRatio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');

function tableText(rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[]): string {
  const widths = align.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (align[i] === 'l' ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `  ${line}`)
    .join('\n');
}

interface Goal {
  name: string;
  value: string;
  status: 'ok' | 'MISSED' | 'n/a';
}

function render(
  build: BuildResult,
  sizes: { rows: SizeRow[]; overRuntime: OverRuntimeRow[] } | null,
  manifest: Manifest | null,
  time: TimingResult | null,
  timingError: string | null,
  goals: Goal[],
): string {
  const out: string[] = [];
  out.push(`Embudo bench — ${new Date().toISOString()} — node ${process.version}`);
  out.push(`Build: ${build.note}`);
  out.push('');

  out.push(`Sizes (dist/widgets; bytes; budgets are gzip)${manifest ? '' : ' — manifest.json missing: computed by the bench'}`);
  if (sizes) {
    const rows: string[][] = [['file', 'bytes', 'gzip', 'brotli', 'budget', 'status']];
    for (const r of sizes.rows) {
      rows.push([r.file, fmtInt(r.bytes), fmtInt(r.gzip), fmtInt(r.brotli), r.budget === null ? '-' : fmtInt(r.budget), r.status]);
    }
    for (const r of sizes.overRuntime) {
      rows.push([`${r.label} (${r.key})`, '', fmtInt(r.gzip), fmtInt(r.brotli), r.budget === null ? '-' : fmtInt(r.budget), r.status]);
    }
    out.push(tableText(rows, ['l', 'r', 'r', 'r', 'r', 'l']));
    for (const r of sizes.overRuntime) out.push(`  (${r.key} = ${r.files.join(' + ')})`);
    if (sizes.rows.some((r) => r.status === 'stale')) {
      out.push('  (stale = a chunk from an earlier build that no current entry imports: rollup does not empty esm/chunks; not counted)');
    }
  } else {
    out.push('  not measured: dist/widgets unreadable');
  }
  out.push('');

  if (time) {
    out.push(
      `Timing — Chromium ${time.chromium} headless, CPU throttled ${time.cpuThrottling}× (≈ a mid-range phone), 412×915 viewport`,
    );
    out.push(`  first digits: navigation start → digits in every countdown, median of ${time.runs} cold loads`);
    out.push(`  per tick: CDP Performance.getMetrics deltas over ${time.tickSeconds} s ÷ ticks (one tick per second)`);
    const load = Math.max(time.load.before, time.load.after);
    out.push(
      `  machine: ${time.load.cpus} CPUs, load average ${time.load.before.toFixed(1)} → ${time.load.after.toFixed(1)}` +
        (load > time.load.cpus ? ' — busy: other work competes with the browser, expect noisy numbers' : ''),
    );
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
      const label = `${n} countdown${n > 1 ? 's' : ''}`;
      rows.push([`per tick, ${label}: script (ms)`, fmtMs(e.scriptMs), fmtMs(v.scriptMs), fmtRatio(e.scriptMs, v.scriptMs)]);
      rows.push([`per tick, ${label}: main thread (ms)`, fmtMs(e.taskMs), fmtMs(v.taskMs), fmtRatio(e.taskMs, v.taskMs)]);
    }
    if (time.perTickReducedMotion) {
      const { n, embudo: e } = time.perTickReducedMotion;
      const v = time.perTick.vanilla[n]!;
      const label = `${n} countdown${n > 1 ? 's' : ''}, reduced motion (no flips)`;
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
    out.push(tableText(rows, ['l', 'r', 'r', 'r']));
  } else {
    out.push(`Timing: not measured — ${timingError ?? 'unknown error'}`);
  }
  out.push('');

  out.push('Goals');
  out.push(tableText(goals.map((g) => [g.name, g.value, g.status]), ['l', 'r', 'l']));
  out.push('');
  out.push('Lighthouse: not run — Lighthouse runs arrive with the host-site issue (lighthouse is not installed here).');
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let exitCode = 0;
  let browser: Browser | null = null;
  let server: BenchServer | null = null;

  const cleanup = async (): Promise<void> => {
    const b = browser;
    const s = server;
    browser = null;
    server = null;
    await Promise.allSettled([b?.close(), s?.close()]);
  };
  let aborted = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    aborted = true;
    log(`${signal}: closing the browser and the server`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const built = await build(options);
    if ((built.rollup ?? 0) !== 0 || (built.size ?? 0) !== 0) exitCode = 1;

    let files: Map<string, Buffer> | null = null;
    let sizes: ReturnType<typeof measureSizes> | null = null;
    let manifest: Manifest | null = null;
    try {
      files = await snapshotWidgets();
      manifest = readManifest(files);
      sizes = measureSizes(files, manifest, readBudgets());
      if ([...sizes.rows, ...sizes.overRuntime].some((r) => r.status === 'OVER')) exitCode = 1;
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      exitCode = 1;
    }

    let time: TimingResult | null = null;
    let timingError: string | null = null;
    if (files) {
      try {
        server = await startBenchServer(files);
        log(`serving the bench pages at ${server.origin}`);
        browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
        time = await timing(browser, server, options);
      } catch (error) {
        timingError = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        log(`timing failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      } finally {
        await cleanup();
      }
    } else {
      timingError = 'no widget build to load';
    }

    if (aborted) return 130;

    const goals: Goal[] = [];
    if (sizes) {
      const over = [...sizes.rows, ...sizes.overRuntime].filter((r) => r.status === 'OVER');
      goals.push({
        name: 'every widget script within its gzip budget',
        value: over.length ? `${over.length} over` : 'all within',
        status: over.length ? 'MISSED' : 'ok',
      });
    }
    const hi = Math.max(...options.counts);
    const e = time?.perTick.embudo[hi];
    const v = time?.perTick.vanilla[hi];
    goals.push({
      name: `${hi}-countdown per-tick cost ≤ ${GOAL_RATIO}× vanilla (main thread, CPU 4×)`,
      value: e && v ? `${fmtRatio(e.taskMs, v.taskMs)} (${fmtMs(e.taskMs)} vs ${fmtMs(v.taskMs)} ms)` : 'not measured',
      status: e && v ? (e.taskMs <= GOAL_RATIO * v.taskMs ? 'ok' : 'MISSED') : 'n/a',
    });

    const table = render(built, sizes, manifest, time, timingError, goals);
    process.stdout.write(`${table}\n`);
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s${exitCode ? `; exit code ${exitCode} (build or size budget)` : ''}`);

    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(
      path.join(OUT_DIR, 'results.json'),
      `${JSON.stringify(
        {
          generated: new Date().toISOString(),
          node: process.version,
          options,
          build: built,
          sizes: sizes && { source: manifest ? 'manifest.json (fresh entries) + bench' : 'bench (manifest.json missing)', ...sizes },
          timing: time,
          timingError,
          goals,
          lighthouse: 'not run: Lighthouse runs arrive with the host-site issue',
          exitCode,
          table,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
