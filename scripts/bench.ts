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
 *      and the partner line (issue 21, scripts/bench/partner.ts): a plain article from another
 *      origin alone, with one countdown, with every widget, --partner-runs times each (3), medians
 *      and deltas of performance, CLS, TBT, main-thread time and bytes;
 *   5. a loopback load test of POST /api/leads against the real server (50 connections, 20 s by
 *      default): leads per second, p50/p99 latency, and rows stored = 2xx answers; on SQLite, then on
 *      PostgreSQL (a throw-away loopback cluster, scripts/bench/pg-load.ts) with one server and two.
 *
 * The table goes to stdout and, as JSON, to .bench/results.json. Progress goes to stderr.
 * Options: --no-build, --runs=5 (first-digits runs), --tick-seconds=10, --counts=1,50,
 * --load-seconds=20, --no-lighthouse, --no-load, --partner-runs=3, --no-partner, --partner-only (the
 * partner line alone: no timing, no other Lighthouse page, no load test).
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
import { runPgLoads, type PgLoadRow } from './bench/pg-load';
import { startRealServer } from './bench/real-server';
import { CHROMIUM_ARGS, CPU_THROTTLING, measureFirstDigits, measureTickCost, median, type TickCost } from './bench/timing';
import type { BenchKind } from './bench/pages';
import { measurePartner, type PartnerRow } from './bench/partner';

const ROOT = process.cwd();
const WIDGETS_DIR = path.join(ROOT, 'dist', 'widgets');
const OUT_DIR = path.join(ROOT, '.bench');
const KINDS: readonly BenchKind[] = ['embudo', 'vanilla'];
/** The goal: Embudo's per-tick cost with 50 countdowns at most this many times the vanilla reference's. */
const GOAL_RATIO = 1.5;
/** Lead API goals (issue 3): at least this many leads per second, p99 at most this many ms, none lost. */
const GOAL_LEADS_PER_SECOND = 1000;
const GOAL_P99_MS = 50;
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
  partnerRuns: number;
  partner: boolean;
  partnerOnly: boolean;
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
    load: !argv.includes('--no-load') && !argv.includes('--partner-only'),
    partnerRuns: int('partner-runs', 3, 1, 15),
    partner: !argv.includes('--no-partner') && !argv.includes('--no-lighthouse'),
    partnerOnly: argv.includes('--partner-only'),
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

/** The partner line (issue 21): medians of each page and their deltas against the article alone. */
function renderPartner(partner: PartnerRow[] | string): string[] {
  if (typeof partner === 'string') return [`Partner page: not run — ${partner}`];
  const out: string[] = [];
  const load = os.loadavg()[0]!;
  out.push(
    `Partner page (issue 21) — Lighthouse 12 mobile (simulated slow 4G, 4× CPU) on a plain article served from another origin, widgets from the Embudo server as the README embeds them; median of ${partner[0]?.runs ?? 0} runs each, interleaved; load average now ${load.toFixed(1)} on ${os.cpus().length} CPUs${load > os.cpus().length ? ' (busy machine: expect noisy TBT and main-thread time)' : ''}`,
  );
  out.push('Goals: CLS added ≤ 0.01 (0 for the countdown); every widget: TBT added ≤ 50 ms, perf ≥ 98, main thread added ≤ 300 ms; one countdown: perf 100, TBT added ≤ 10 ms');
  const base = partner.find((r) => r.variant === 'article');
  const n = (v: number | null, f: (x: number) => string) => (v === null ? '-' : f(v));
  const d = (v: number | null, b: number | null | undefined, f: (x: number) => string) => (v === null || b == null ? '' : ` (${v - b >= 0 ? '+' : ''}${f(v - b)})`);
  const ms = (x: number) => x.toFixed(0);
  const kb = (x: number) => (x / 1024).toFixed(1);
  const rows: string[][] = [['page', 'perf', 'CLS', 'TBT (ms)', 'main thread (ms)', 'KB']];
  for (const r of partner) {
    rows.push([
      r.label,
      n(r.performance, String) + d(r.performance, base?.performance, String),
      n(r.cls, (x) => x.toFixed(3)) + d(r.cls, base?.cls, (x) => x.toFixed(3)),
      n(r.tbtMs, ms) + d(r.tbtMs, base?.tbtMs, ms),
      n(r.mainThreadMs, ms) + d(r.mainThreadMs, base?.mainThreadMs, ms),
      n(r.bytes, kb) + d(r.bytes, base?.bytes, kb),
    ]);
  }
  out.push(tableText(rows, ['l', 'r', 'r', 'r', 'r', 'r']));
  for (const r of partner) if (r.errors.length) out.push(`  ${r.label}: ${r.errors.length} failed run(s): ${r.errors[0]}`);
  return out;
}

/** The partner line's goals (issue 21), against the article alone. */
function partnerGoals(partner: PartnerRow[] | string): Goal[] {
  if (typeof partner === 'string') return [];
  const row = (v: string) => partner.find((r) => r.variant === v);
  const base = row('article');
  const one = row('countdown');
  const all = row('all');
  const added = (r: PartnerRow | undefined, key: 'cls' | 'tbtMs' | 'mainThreadMs'): number | null =>
    r?.[key] == null || base?.[key] == null ? null : r[key]! - base[key]!;
  const goal = (name: string, value: number | null, ok: (v: number) => boolean, f: (v: number) => string): Goal => ({
    name,
    value: value === null ? 'not measured' : f(value),
    status: value === null ? 'n/a' : ok(value) ? 'ok' : 'MISSED',
  });
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  return [
    goal('partner: CLS added by one countdown = 0', added(one, 'cls'), (v) => v <= 0.0005, (v) => v.toFixed(3)),
    goal('partner: CLS added by every widget ≤ 0.01', added(all, 'cls'), (v) => v <= 0.01, (v) => v.toFixed(3)),
    goal('partner: one countdown, performance 100', one?.performance ?? null, (v) => v >= 100, String),
    goal('partner: one countdown, TBT added ≤ 10 ms', added(one, 'tbtMs'), (v) => v <= 10, ms),
    goal('partner: every widget, performance ≥ 98', all?.performance ?? null, (v) => v >= 98, String),
    goal('partner: every widget, TBT added ≤ 50 ms', added(all, 'tbtMs'), (v) => v <= 50, ms),
    goal('partner: every widget, main thread added ≤ 300 ms (4× CPU)', added(all, 'mainThreadMs'), (v) => v <= 300, ms),
  ];
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
  pgLoad: PgLoadRow[] | string,
  partner: PartnerRow[] | string,
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
  out.push(...renderPartner(partner));
  out.push('');
  // One row per store and number of servers; a row that could not run says why.
  out.push('Lead API load test — POST /api/leads, a new lead per request, 50 keep-alive connections, loopback, real servers (SQLite WAL synchronous=FULL; PostgreSQL with fsync on; two servers: 25 connections each, p50/p99 the higher of the two)');
  const loadRows: string[][] = [['store', 'leads/s', 'p50 (ms)', 'p99 (ms)', '2xx', 'non-2xx', 'errors', 'rows stored', 'lost']];
  const loadRow = (name: string, result: LeadLoadResult | string) =>
    loadRows.push(
      typeof result === 'string'
        ? [name, `not run — ${result}`, '', '', '', '', '', '', '']
        : [name, fmtInt(Math.round(result.leadsPerSecond)), fmtMs(result.p50Ms), fmtMs(result.p99Ms), fmtInt(result.ok2xx), fmtInt(result.non2xx), fmtInt(result.errors), fmtInt(result.stored), fmtInt(result.lost)],
    );
  loadRow('SQLite, 1 server', load);
  if (typeof pgLoad === 'string') loadRow('PostgreSQL', pgLoad);
  else for (const row of pgLoad) loadRow(`PostgreSQL, ${row.servers} server${row.servers > 1 ? 's' : ''}`, row.result);
  out.push(tableText(loadRows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
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
    if (files && options.partnerOnly) {
      timingError = 'skipped (--partner-only)';
    } else if (files) {
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
    let pgLoad: PgLoadRow[] | string = options.load ? 'not reached' : 'skipped (--no-load)';
    let partner: PartnerRow[] | string = options.partner ? 'not reached' : 'skipped (--no-partner)';
    if (options.lighthouse) {
      const real = await startRealServer(ROOT).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      if (typeof real === 'string') lighthouse = partner = `the server did not start: ${real.split('\n')[0]}`;
      else {
        try {
          if (options.partnerOnly) lighthouse = 'skipped (--partner-only)';
          else {
            log(`Lighthouse on ${LIGHTHOUSE_PAGES.map((p) => p.path).join(', ')}`);
            lighthouse = await measureLighthouse(LIGHTHOUSE_PAGES.map((p) => ({ page: p.page, url: `${real.origin}${p.path}` })));
          }
          if (options.partner && !aborted) {
            // A fixed instant a few days out: the countdown shows the same units in every run.
            const endAt = new Date(Date.now() + (3 * 24 + 5) * 3600 * 1000).toISOString();
            partner = await measurePartner(real.origin, options.partnerRuns, endAt, log).catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`);
          }
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
    if (options.load) {
      pgLoad = await runPgLoads(ROOT, options.loadSeconds, log).catch((error: unknown) => `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
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

    goals.push(...partnerGoals(partner));
    const table = render(built, sizes, manifest, time, timingError, goals, lighthouse, load, pgLoad, partner);
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
          loadPostgres: pgLoad,
          partner,
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
