/**
 * `npm run bench`: Embudo's performance table.
 *
 *   1. build (skip with --no-build): rollup, then scripts/size.ts (budgets; a crossed budget is
 *      reported and makes the exit code non-zero, but the bench goes on);
 *   2. sizes of every shipped widget script against its gzip budget;
 *   3. timing in real Chromium with the CPU throttled 4× (a phone): time to first digits and
 *      per-tick main-thread cost for 1 and 50 countdowns, Embudo vs a hand-written vanilla
 *      countdown (scripts/bench/vanilla-countdown.js) that plays the same digit flips; and, at the
 *      largest count, both again under prefers-reduced-motion (no flips on either side);
 *   4. Lighthouse (mobile) on the landing and the partner example, served by the real server;
 *   5. a loopback load test of POST /api/leads against the real server (50 connections, 20 s by
 *      default): leads per second, p50/p99 latency, and rows stored = 2xx answers;
 *   6. the leads desk on a store of 100,000 leads: the leads page's answer (p50/p99 over 50
 *      requests) and the CSV of all of them (time, bytes, the server's memory).
 *
 * The table goes to stdout and, as JSON, to .bench/results.json. Progress goes to stderr.
 * Options: --no-build, --runs=5 (first-digits runs), --tick-seconds=10, --counts=1,50,
 * --load-seconds=20, --no-lighthouse, --no-load, --no-desk.
 * Timing goals are reported, never asserted: only a failed build or a crossed size budget
 * makes the exit code non-zero. Only loopback traffic: every other request gets an empty 204.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startBenchServer, snapshotDir, type BenchServer } from './bench/server';
import { globToRegExp, measureSizes, type Manifest, type OverRuntimeRow, type SizeRow } from './bench/sizes';
import Database from 'better-sqlite3';
import { measureLighthouse, type LighthouseRow } from './bench/lighthouse';
import { runLeadLoadTest, type LeadLoadResult } from './bench/load';
import { runDeskBench, type DeskBenchResult } from './bench/desk';
import { startRealServer } from './bench/real-server';
import { CHROMIUM_ARGS, CPU_THROTTLING, measureFirstDigits, measureTickCost, median, type TickCost } from './bench/timing';
import type { BenchKind } from './bench/pages';

const ROOT = process.cwd();
const WIDGETS_DIR = path.join(ROOT, 'dist', 'widgets');
const OUT_DIR = path.join(ROOT, '.bench');
const KINDS: readonly BenchKind[] = ['embudo', 'vanilla'];
/** The goal: Embudo's per-tick cost with 50 countdowns at most this many times the vanilla reference's. */
const GOAL_RATIO = 1.5;
/** Lead API goals (issue 3): at least this many leads per second, p99 at most this many ms, none lost. */
const GOAL_LEADS_PER_SECOND = 1000;
const GOAL_P99_MS = 50;
/** Leads desk goals (issue 14): each leads page's p99 with 100,000 leads, and the CSV's memory growth on the server. */
const GOAL_DESK_P99_MS = 200;
const GOAL_DESK_CSV_MB = 64;
/** Pages Lighthouse audits. */
const LIGHTHOUSE_PAGES = [
  { page: 'landing /', path: '/' },
  { page: 'landing /us', path: '/us' },
  { page: '/payment-success', path: '/payment-success' },
  { page: 'enrolment (en)', path: '/en/enroll/fullstack/US' },
  { page: 'blog', path: '/blog' },
  { page: 'blog post', path: '/blog/como-empezar-a-programar-desde-cero' },
  { page: 'partner example', path: '/examples/partner.html' },
];

interface Options {
  build: boolean;
  runs: number;
  tickSeconds: number;
  counts: number[];
  loadSeconds: number;
  lighthouse: boolean;
  load: boolean;
  desk: boolean;
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
    loadSeconds: int('load-seconds', 20, 2, 120),
    lighthouse: !argv.includes('--no-lighthouse'),
    load: !argv.includes('--no-load'),
    desk: !argv.includes('--no-desk'),
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
  const rollup = await run('npx', ['rollup', '-c', 'rollup.config.ts', '--configPlugin', 'esbuild', '--silent']);
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
  return readPackageField('budgets');
}

/** The issues' size targets (package.json `sizeGoals`, gzip bytes): reported as goals, never enforced. */
function readSizeGoals(): Record<string, number> {
  const goals = readPackageField('sizeGoals');
  return Object.fromEntries(Object.entries(goals).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

function readPackageField(field: 'budgets' | 'sizeGoals'): Record<string, unknown> {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, unknown> | undefined>;
    return pkg[field] ?? {};
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
  lighthouse: LighthouseRow[] | string,
  load: LeadLoadResult | string,
  desk: DeskBenchResult | string,
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
    out.push('  flips: both sides flip each changed digit on screen (same keyframes); reduced motion: neither flips');
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
    out.push(tableText(rows, ['l', 'r', 'r', 'r']));
  } else {
    out.push(`Timing: not measured — ${timingError ?? 'unknown error'}`);
  }
  out.push('');

  if (typeof lighthouse === 'string') {
    out.push(`Lighthouse: not run — ${lighthouse}`);
  } else {
    out.push('Lighthouse 12 (mobile: 360 px-class viewport, simulated slow 4G, 4× CPU), real server on loopback');
    out.push('Site goals (issues 12, 13): perf ≥ 95, a11y/best practices/SEO 100, CLS ≤ 0.01, TBT ≤ 100 ms, the site\'s own JS on the landing ≤ 100 KB');
    const rows: string[][] = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS', 'KB', 'app JS KB']];
    const n = (v: number | null, f = (x: number) => String(Math.round(x))) => (v === null ? '-' : f(v));
    for (const r of lighthouse) {
      const kb = (x: number) => (x / 1024).toFixed(1);
      rows.push([r.page, n(r.performance), n(r.accessibility), n(r.bestPractices), n(r.seo), n(r.lcpMs), n(r.tbtMs), n(r.cls, (x) => x.toFixed(3)), n(r.bytes, kb), n(r.appJsBytes, kb)]);
    }
    out.push(tableText(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
    for (const r of lighthouse) {
      if (r.error) out.push(`  ${r.page}: ${r.error}`);
      else if (r.failed.length) out.push(`  ${r.page}: audits below 90: ${r.failed.join(', ')}`);
    }
  }
  out.push('');
  if (typeof load === 'string') {
    out.push(`Lead API load test: not run — ${load}`);
  } else {
    out.push('Lead API load test — POST /api/leads, a new lead per request, 50 keep-alive connections, loopback, real server (SQLite WAL, synchronous=FULL)');
    out.push(
      tableText(
        [
          ['leads/s', 'p50 (ms)', 'p99 (ms)', '2xx', 'non-2xx', 'errors', 'rows stored', 'lost'],
          [fmtInt(Math.round(load.leadsPerSecond)), fmtMs(load.p50Ms), fmtMs(load.p99Ms), fmtInt(load.ok2xx), fmtInt(load.non2xx), fmtInt(load.errors), fmtInt(load.stored), fmtInt(load.lost)],
        ],
        ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
  }
  out.push('');
  if (typeof desk === 'string') {
    out.push(`Leads desk: not run — ${desk}`);
  } else {
    out.push(`Leads desk — ${fmtInt(desk.leads)} stored leads, signed in, whole answer (HTML, gzip), real server, 50 requests each`);
    out.push(tableText([['page', 'p50 (ms)', 'p99 (ms)'], ...desk.pages.map((p) => [p.label, fmtMs(p.p50Ms), fmtMs(p.p99Ms)])], ['l', 'r', 'r']));
    const c = desk.csv;
    out.push(
      tableText(
        [
          ['CSV of all leads', 'time (ms)', 'rows', 'MB', 'server RSS before (MB)', 'server RSS peak (MB)'],
          ['/admin/leads.csv', fmtMs(c.ms), fmtInt(c.rows), (c.bytes / 1e6).toFixed(1), c.rssBeforeMb.toFixed(0), c.rssPeakMb.toFixed(0)],
        ],
        ['l', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
  }
  out.push('');
  out.push('Goals');
  out.push(tableText(goals.map((g) => [g.name, g.value, g.status]), ['l', 'r', 'l']));
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

    // The real server: Lighthouse pages and the lead load test.
    let lighthouse: LighthouseRow[] | string = options.lighthouse ? 'not reached' : 'skipped (--no-lighthouse)';
    let load: LeadLoadResult | string = options.load ? 'not reached' : 'skipped (--no-load)';
    let desk: DeskBenchResult | string = options.desk ? 'not reached' : 'skipped (--no-desk)';
    if (options.lighthouse) {
      const real = await startRealServer(ROOT).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      if (typeof real === 'string') lighthouse = `the server did not start: ${real.split('\n')[0]}`;
      else {
        try {
          log(`Lighthouse on ${LIGHTHOUSE_PAGES.map((p) => p.path).join(', ')}`);
          lighthouse = await measureLighthouse(LIGHTHOUSE_PAGES.map((p) => ({ page: p.page, url: `${real.origin}${p.path}` })));
        } finally {
          await real.close();
        }
      }
    }
    if (aborted) return 130;
    if (options.load) {
      const real = await startRealServer(ROOT, { EMBUDO_RATE_LIMIT: 'off' }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      if (typeof real === 'string') load = `the server did not start: ${real.split('\n')[0]}`;
      else {
        try {
          log(`load test: POST /api/leads, 50 connections, ${options.loadSeconds} s`);
          load = await runLeadLoadTest({
            baseUrl: real.origin,
            connections: 50,
            durationSeconds: options.loadSeconds,
            countStored: () => {
              const db = new Database(real.dbPath, { readonly: true, fileMustExist: true });
              try {
                return (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
              } finally {
                db.close();
              }
            },
          });
        } catch (error) {
          load = `failed: ${error instanceof Error ? error.message : String(error)}`;
        } finally {
          await real.close();
        }
      }
    }
    if (aborted) return 130;
    if (options.desk) {
      try {
        log('leads desk: 100,000 leads, the leads page and the CSV of all of them');
        desk = await runDeskBench(ROOT);
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        desk = `failed: ${error instanceof Error ? error.message : String(error)}${cause}`;
      }
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
    if (sizes) {
      for (const [key, goal] of Object.entries(readSizeGoals())) {
        const pattern = globToRegExp(key);
        const gzip = key.endsWith('+') ? sizes.overRuntime.find((r) => r.key === key)?.gzip : sizes.rows.find((r) => r.status !== 'stale' && pattern.test(r.file))?.gzip;
        goals.push({
          name: `${key} ≤ ${fmtInt(goal)} B gzip${key.endsWith('+') ? ' over the runtime' : ''}`,
          value: gzip === undefined ? 'not built' : `${fmtInt(gzip)} B (${gzip <= goal ? '' : '+'}${fmtInt(gzip - goal)} B)`,
          status: gzip === undefined ? 'n/a' : gzip <= goal ? 'ok' : 'MISSED',
        });
      }
    }
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

    if (typeof load !== 'string') {
      goals.push({
        name: `lead API ≥ ${fmtInt(GOAL_LEADS_PER_SECOND)} leads/s, p99 ≤ ${GOAL_P99_MS} ms, none lost`,
        value: `${fmtInt(Math.round(load.leadsPerSecond))}/s, p99 ${fmtMs(load.p99Ms)} ms, ${load.lost} lost`,
        status: load.leadsPerSecond >= GOAL_LEADS_PER_SECOND && load.p99Ms <= GOAL_P99_MS && load.lost === 0 ? 'ok' : 'MISSED',
      });
    }

    if (typeof desk !== 'string') {
      const slowest = Math.max(...desk.pages.map((p) => p.p99Ms));
      goals.push({
        name: `leads desk with ${fmtInt(desk.leads)} leads: page p99 ≤ ${GOAL_DESK_P99_MS} ms, CSV memory growth ≤ ${GOAL_DESK_CSV_MB} MB`,
        value: `p99 ${fmtMs(slowest)} ms, +${(desk.csv.rssPeakMb - desk.csv.rssBeforeMb).toFixed(0)} MB`,
        status: slowest <= GOAL_DESK_P99_MS && desk.csv.rssPeakMb - desk.csv.rssBeforeMb <= GOAL_DESK_CSV_MB ? 'ok' : 'MISSED',
      });
    }
    const table = render(built, sizes, manifest, time, timingError, goals, lighthouse, load, desk);
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
          lighthouse,
          load,
          desk,
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
