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
 *   5. a loopback load test of POST /api/leads against the real server (50 connections, 10 s by
 *      default): leads per second, p50/p99 latency, and rows stored = 2xx answers.
 *
 * Then the PARTS, each a section of its own:
 *   - the partner line (scripts/bench/partner.ts): a plain article served from another
 *     origin, alone, with one countdown and with every widget, --partner-runs times each (3),
 *     Lighthouse medians and deltas of performance, CLS, TBT, main-thread time and bytes;
 *   - the lead API on PostgreSQL (scripts/bench/pg-load.ts): the same load on a
 *     throw-away loopback cluster (fsync on), one server and two, --load-runs times each;
 *   - the kill soak: leads at 30 connections, the real server SIGKILLed mid-load 5 times and
 *      restarted on the same store (every 2xx lead stored, integrity_check ok);
 *   - slow clients: 1,000 sockets dripping their headers against the real server's defaults;
 *   - the follow-up (scripts/bench/follow-up.ts): 10,000 leads with webhooks on, the CRM's receiver
 *     down for 60 s mid-run: all delivered, p50/p99 delay from lead to delivery (--no-follow-up skips it).
 *
 * The report (scripts/bench/report.ts: the date, the machine, its load, then one section per part)
 * goes to bench/REPORT.md and stdout, and as JSON to .bench/results.json. Progress goes to stderr.
 * A new bench part measures, then calls `report.addSection(title, markdown, order)`; add it to
 * PARTS below (a name, an option that skips it, and its run function).
 * Options: --no-build, --runs=5 (first-digits runs), --tick-seconds=10, --counts=1,50,
 * --load-seconds=10, --load-runs=3, --lighthouse-runs=3, --no-lighthouse (also skips the partner
 * line), --no-load (also skips PostgreSQL), --no-soak, --no-slow-clients, --partner-runs=3,
 * --no-partner, --partner-only (the build, sizes and the partner line alone: no timing, no site
 * route, no load test, no other part).
 * Timing goals are reported, never asserted: only a failed build or a crossed size budget
 * makes the exit code non-zero. Only loopback traffic: every other request gets an empty 204.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startBenchServer, snapshotDir, type BenchServer } from './bench/server';
import { globToRegExp, measureSizes, type Manifest, type OverRuntimeRow, type SizeRow } from './bench/sizes';
import Database from 'better-sqlite3';
import { measureLighthouse, type LighthouseRow } from './bench/lighthouse';
import { invalidRunNotes, runLeadLoadTest, summarizeLoadRuns, type LeadLoadResult, type LeadLoadSummary } from './bench/load';
import { startRealServer } from './bench/real-server';
import { CHROMIUM_PATH } from './chromium';
import { CHROMIUM_ARGS, CPU_THROTTLING, measureFirstDigits, measureTickCost, median, type TickCost } from './bench/timing';
import type { BenchKind } from './bench/pages';
import { BenchReport, mdTable, medianOf } from './bench/report';
import { runKillSoak, type KillSoakResult } from './bench/kill-soak';
import { runSlowClients, type SlowClientResult } from './bench/slow-clients';
import { measurePartner, type PartnerRow } from './bench/partner';
import { runPgLoads, type PgLoadRow } from './bench/pg-load';
import { startServerProcess } from './bench/server-process';
import { runFollowUpBench, type FollowUpBenchResult } from './bench/follow-up';
import { CONNECTION_LIMITS } from '../host/server/start';

const ROOT = process.cwd();
const WIDGETS_DIR = path.join(ROOT, 'dist', 'widgets');
const OUT_DIR = path.join(ROOT, '.bench');
const KINDS: readonly BenchKind[] = ['embudo', 'vanilla'];
/** The goal: Embudo's per-tick cost with 50 countdowns at most this many times the vanilla reference's. */
const GOAL_RATIO = 1.5;
/** Lead API goals: at least this many leads per second, p99 at most this many ms, none lost. */
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
  lighthouseRuns: number;
  load: boolean;
  loadRuns: number;
  soak: boolean;
  slowClients: boolean;
  /** The partner line: Lighthouse runs per partner page. */
  partner: boolean;
  partnerRuns: number;
  /** The build, sizes and the partner line only. */
  partnerOnly: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const n = Number(value(name) ?? fallback);
    return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
  };
  const counts = (value('counts') ?? '1,50')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 500);
  const partnerOnly = argv.includes('--partner-only');
  return {
    build: !argv.includes('--no-build'),
    runs: int('runs', 5, 1, 25),
    tickSeconds: int('tick-seconds', 10, 2, 60),
    counts: counts.length ? counts : [1, 50],
    loadSeconds: int('load-seconds', 10, 2, 120),
    lighthouse: !argv.includes('--no-lighthouse') && !partnerOnly,
    lighthouseRuns: int('lighthouse-runs', 3, 1, 9),
    load: !argv.includes('--no-load') && !partnerOnly,
    loadRuns: int('load-runs', 3, 1, 9),
    soak: !argv.includes('--no-soak') && !partnerOnly,
    slowClients: !argv.includes('--no-slow-clients') && !partnerOnly,
    partner: !argv.includes('--no-partner') && !argv.includes('--no-lighthouse'),
    partnerRuns: int('partner-runs', 3, 1, 15),
    partnerOnly,
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

interface Goal {
  name: string;
  value: string;
  status: 'ok' | 'MISSED' | 'n/a';
}

/** The sections of the parts measured in main(), added to `report` (the build, sizes, countdown, Lighthouse, lead API, goals). */
function addSections(
  report: BenchReport,
  build: BuildResult,
  sizes: { rows: SizeRow[]; overRuntime: OverRuntimeRow[] } | null,
  manifest: Manifest | null,
  time: TimingResult | null,
  timingError: string | null,
  goals: Goal[],
  lighthouse: LighthouseRow[] | string,
  lighthouseRuns: number,
  load: LeadLoadRuns | string,
): void {
  const out: string[] = [`Build: ${build.note}.`, ''];
  if (sizes) {
    out.push(
      `dist/widgets, bytes; budgets and goals are gzip (package.json "budgets", "sizeGoals")${manifest ? '' : '; manifest.json missing: computed by the bench'}.`,
      '',
    );
    const goalsOf = readSizeGoals();
    const goalFor = (key: string) => {
      const hit = Object.entries(goalsOf).find(([k]) => k === key || globToRegExp(k).test(key));
      return hit ? fmtInt(hit[1]) : '-';
    };
    const rows: string[][] = [['file', 'bytes', 'gzip', 'brotli', 'budget', 'goal', 'status']];
    for (const r of sizes.rows)
      rows.push([
        r.file,
        fmtInt(r.bytes),
        fmtInt(r.gzip),
        fmtInt(r.brotli),
        r.budget === null ? '-' : fmtInt(r.budget),
        goalFor(r.file),
        r.status,
      ]);
    for (const r of sizes.overRuntime)
      rows.push([
        `${r.label} (${r.key})`,
        '',
        fmtInt(r.gzip),
        fmtInt(r.brotli),
        r.budget === null ? '-' : fmtInt(r.budget),
        goalFor(r.key),
        r.status,
      ]);
    out.push(mdTable(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'l']), '');
    for (const r of sizes.overRuntime) out.push(`- ${r.key} = ${r.files.join(' + ')}`);
    if (sizes.rows.some((r) => r.status === 'stale'))
      out.push('- stale = a chunk from an earlier build that no current entry imports: rollup does not empty esm/chunks; not counted');
  } else {
    out.push('Not measured: dist/widgets unreadable.');
  }
  report.addSection('Sizes', out.join('\n'), 10);

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

  if (typeof lighthouse === 'string') {
    report.addSection('Lighthouse per site route', `Not run: ${lighthouse}.`, 30);
  } else {
    const lines = [
      `Lighthouse 12 (mobile: 360 px-class viewport, simulated slow 4G, 4× CPU), real server on loopback; each figure the median of ${lighthouseRuns} run${lighthouseRuns > 1 ? 's' : ''} per route.`,
      "Site goals: perf ≥ 95, a11y/best practices/SEO 100, CLS ≤ 0.01, TBT ≤ 100 ms, the site's own JS on the landing ≤ 100 KB.",
      '',
    ];
    const rows: string[][] = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS', 'KB', 'app JS KB']];
    const n = (v: number | null, f = (x: number) => String(Math.round(x))) => (v === null ? '-' : f(v));
    const kb = (x: number) => (x / 1024).toFixed(1);
    for (const r of lighthouse)
      rows.push([
        r.page,
        n(r.performance),
        n(r.accessibility),
        n(r.bestPractices),
        n(r.seo),
        n(r.lcpMs),
        n(r.tbtMs),
        n(r.cls, (x) => x.toFixed(3)),
        n(r.bytes, kb),
        n(r.appJsBytes, kb),
      ]);
    lines.push(mdTable(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']), '');
    for (const r of lighthouse) {
      if (r.error) lines.push(`- ${r.page}: ${r.error}`);
      else if (r.failed.length) lines.push(`- ${r.page}: audits below 90: ${r.failed.join(', ')}`);
    }
    report.addSection('Lighthouse per site route', lines.join('\n'), 30);
  }

  if (typeof load === 'string') {
    report.addSection('Lead API (SQLite)', `Not run: ${load}.`, 40);
  } else {
    const m = load.median;
    report.addSection(
      'Lead API (SQLite)',
      [
        `POST /api/leads, a new lead per request, ${load.connections} keep-alive connections, loopback, the real server (SQLite WAL, synchronous=FULL); ${load.runs.length} runs of ${load.seconds} s, each on a fresh server; medians of the valid runs (${m.runs - m.invalid} of ${m.runs}: a run with connection errors measured refused sockets, not the server, and is left out${m.invalid === m.runs ? "; none was valid, so these are the invalid runs' figures" : ''}); 2xx, errors, rows stored and lost: the sums of all runs.`,
        '',
        mdTable(
          [
            ['leads/s', 'p50 (ms)', 'p99 (ms)', '2xx (all runs)', 'non-2xx', 'errors', 'rows stored', 'lost'],
            [
              fmtInt(Math.round(m.leadsPerSecond)),
              fmtMs(m.p50Ms),
              fmtMs(m.p99Ms),
              fmtInt(m.ok2xx),
              fmtInt(m.non2xx),
              fmtInt(m.errors),
              fmtInt(m.stored),
              fmtInt(m.lost),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
        ...(m.invalid ? ['', ...invalidRunNotes('SQLite', load.runs)] : []),
      ].join('\n'),
      40,
    );
  }

  report.addSection('Goals', mdTable([['goal', 'value', 'status'], ...goals.map((g) => [g.name, g.value, g.status])], ['l', 'r', 'l']), 90);
}

/** Rows in a lead store file. */
function countRows(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Per page, the median of each figure over the runs (a run's error or failed audits kept from the last run). */
function medianLighthouse(runs: LighthouseRow[][]): LighthouseRow[] {
  const last = runs[runs.length - 1] ?? [];
  return last.map((row) => {
    const same = runs.map((run) => run.find((r) => r.page === row.page)).filter((r): r is LighthouseRow => !!r);
    const mid = (pick: (r: LighthouseRow) => number | null): number | null => {
      const xs = same.map(pick).filter((x): x is number => x !== null);
      return xs.length ? medianOf(xs) : null;
    };
    return {
      ...row,
      performance: mid((r) => r.performance),
      accessibility: mid((r) => r.accessibility),
      bestPractices: mid((r) => r.bestPractices),
      seo: mid((r) => r.seo),
      lcpMs: mid((r) => r.lcpMs),
      tbtMs: mid((r) => r.tbtMs),
      cls: mid((r) => r.cls),
      bytes: mid((r) => r.bytes),
      appJsBytes: mid((r) => r.appJsBytes),
    };
  });
}

/** Several load-test runs and their medians. */
interface LeadLoadRuns {
  connections: number;
  seconds: number;
  runs: LeadLoadResult[];
  median: LeadLoadSummary;
}

/** The kill soak section (scripts/bench/kill-soak.ts) against dist/server/main.js. */
async function killSoakPart(report: BenchReport): Promise<KillSoakResult | string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-bench-soak-'));
  try {
    const dbPath = path.join(dir, 'embudo.db');
    log('kill soak: 30 connections, 5 SIGKILLs');
    const r = await runKillSoak({
      server: { root: ROOT, entry: 'dist', env: { EMBUDO_DB: dbPath, EMBUDO_RATE_LIMIT: 'off' } },
      dbPath,
      connections: 30,
      kills: 5,
      loadMs: [1500, 3000],
    });
    const ok = r.lost === 0 && r.unexpected === 0 && r.stored === r.sent && r.integrity === 'ok';
    report.addSection(
      'Kill soak',
      [
        `Leads at ${r.connections} connections; the real server (dist/server/main.js) killed with SIGKILL mid-load ${r.kills} times and restarted on the same SQLite store and port; the leads a kill cut are sent again with their id (as the outbox does). ${ok ? 'Nothing lost.' : '**FAILED**.'}`,
        '',
        mdTable(
          [
            [
              'kills',
              'leads sent',
              '2xx under load',
              'cut, resent',
              'rows stored',
              'lost',
              'unexpected',
              'integrity_check',
              'restart (ms, median)',
              'leads/s under load',
            ],
            [
              String(r.kills),
              fmtInt(r.sent),
              fmtInt(r.answered),
              `${fmtInt(r.resent)} (${fmtInt(r.resentOk)} 2xx)`,
              fmtInt(r.stored),
              fmtInt(r.lost),
              fmtInt(r.unexpected),
              r.integrity,
              fmtInt(Math.round(r.restartMs)),
              fmtInt(r.leadsPerSecond),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r'],
        ),
      ].join('\n'),
      50,
    );
    return r;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection('Kill soak', `Not run: ${message}.`, 50);
    return message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The slow-client section (scripts/bench/slow-clients.ts) against dist/server/main.js with its defaults. */
async function slowClientsPart(report: BenchReport): Promise<SlowClientResult | string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-bench-slow-'));
  const server = await startServerProcess({ root: ROOT, entry: 'dist', env: { EMBUDO_DB: path.join(dir, 'embudo.db') } }).catch(
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    if (typeof server === 'string') throw new Error(server);
    const timeout = CONNECTION_LIMITS.headersTimeoutMs;
    log(`slow clients: 1,000 dripping sockets, header timeout ${timeout / 1000} s`);
    const r = await runSlowClients({
      port: server.port,
      sockets: 1000,
      addresses: 20,
      dripEveryMs: 1000,
      headerTimeoutMs: timeout,
      probeEveryMs: 100,
    });
    const ok = r.stillOpen === 0 && r.droppedEarly === 0 && r.probeFailures === 0;
    report.addSection(
      'Slow clients',
      [
        `1,000 sockets dripping their headers a byte a second from 20 loopback addresses, against the real server with its defaults (header timeout ${timeout / 1000} s, README "Server settings"), while a well-behaved client asks GET /healthz every 100 ms. ${ok ? 'Everyone else answered; every dripper dropped at the timeout.' : '**FAILED**.'}`,
        '',
        mdTable(
          [
            [
              'connected',
              'dropped',
              'drop (ms, median)',
              'drop (ms, last)',
              'dropped early',
              'still open',
              'probes',
              'probe failures',
              'probe p50 (ms)',
              'probe p99 (ms)',
            ],
            [
              fmtInt(r.connected),
              fmtInt(r.dropped),
              fmtInt(r.dropMedianMs),
              fmtInt(r.dropMaxMs),
              fmtInt(r.droppedEarly),
              fmtInt(r.stillOpen),
              fmtInt(r.probes),
              fmtInt(r.probeFailures),
              fmtInt(r.probeP50Ms),
              fmtInt(r.probeP99Ms),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
      ].join('\n'),
      60,
    );
    return r;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection('Slow clients', `Not run: ${message}.`, 60);
    return message;
  } finally {
    if (typeof server !== 'string') await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The partner line (scripts/bench/partner.ts) against its own real server: a section and the rows. */
async function partnerPart(report: BenchReport, options: Options): Promise<PartnerRow[] | string> {
  const title = "On a partner's page (Lighthouse)";
  const loadBefore = os.loadavg()[0]!;
  const real = await startRealServer(ROOT).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  try {
    if (typeof real === 'string') throw new Error(`the server did not start: ${real}`);
    // A fixed instant a few days out: the countdown shows the same units in every run.
    const endAt = new Date(Date.now() + (3 * 24 + 5) * 3600 * 1000).toISOString();
    const rows = await measurePartner(real.origin, options.partnerRuns, endAt, log);
    report.addSection(title, renderPartner(rows, options.partnerRuns, loadBefore), 35);
    return rows;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection(title, `Not run: ${message}.`, 35);
    return message;
  } finally {
    if (typeof real !== 'string') await real.close();
  }
}

/** The partner table: each page's medians and, in brackets, the difference from the article alone. */
function renderPartner(partner: readonly PartnerRow[], runs: number, loadBefore: number): string {
  const loadAfter = os.loadavg()[0]!;
  const cpus = os.cpus().length;
  const busy = Math.max(loadBefore, loadAfter) > cpus;
  const base = partner.find((r) => r.variant === 'article');
  const signed = (x: number, f: (v: number) => string): string => `${x < 0 ? '−' : '+'}${f(Math.abs(x))}`;
  const show = (r: PartnerRow, v: number | null, b: number | null | undefined, f: (x: number) => string, unit = ''): string => {
    if (v === null) return '-';
    const own = `${f(v)}${unit}`;
    return r.variant === 'article' || b == null ? own : `${own} (${signed(v - b, f)})`;
  };
  const ms = (x: number): string => x.toFixed(0);
  const kb = (x: number): string => (x / 1024).toFixed(1);
  const cls = (x: number): string => x.toFixed(3);
  const rows: string[][] = [['partner page', 'performance', 'CLS', 'TBT', 'main thread', "of it, the page's", 'bytes']];
  for (const r of partner) {
    rows.push([
      r.label,
      show(r, r.performance, base?.performance, String),
      show(r, r.cls, base?.cls, cls),
      show(r, r.tbtMs, base?.tbtMs, ms, ' ms'),
      show(r, r.mainThreadMs, base?.mainThreadMs, ms, ' ms'),
      show(r, r.pageMainThreadMs, base?.pageMainThreadMs, ms, ' ms'),
      show(r, r.bytes, base?.bytes, kb, ' KB'),
    ]);
  }
  const lines = [
    `Lighthouse 12 mobile (simulated slow 4G, 4× CPU) on a plain article served from another loopback origin, the widgets and embudo.css from the real Embudo server with the README's embed; the pages in turn, ${runs} run${runs > 1 ? 's' : ''} each; medians, and in brackets the difference from the article alone.`,
    `Load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus} CPUs${busy ? ': a busy machine, TBT and main-thread time are inflated' : ''}.`,
    "Goals: CLS added ≤ 0.01, 0 for the countdown; every widget: performance ≥ 98, TBT added ≤ 50 ms, main thread added ≤ 300 ms; one countdown: performance 100, TBT added ≤ 10 ms. With the tags as a partner pastes them (no optional attribute; Lighthouse's 412 px mobile screen): CLS ≤ 0.01 and every widget at performance ≥ 98.",
    "Main thread is Lighthouse's figure (the goal's); \"of it, the page's\" leaves out what Lighthouse does on the blank page before the navigation (its script coverage's start walks the renderer's heap: 8–100 ms of the figure from run to run, with or without widgets), so its difference is the steadier.",
    '',
    mdTable(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r']),
    '',
  ];
  for (const r of partner) {
    const range = (xs: (number | null)[]): string => {
      const ok = xs.filter((x): x is number => x !== null);
      return ok.length ? `${ms(Math.min(...ok))}–${ms(Math.max(...ok))} ms` : 'not measured';
    };
    if (r.all.filter((x) => !x.error).length > 1)
      lines.push(
        `- ${r.label}: main thread ${range(r.all.map((x) => x.mainThreadMs))}, of it the page's ${range(r.all.map((x) => x.pageMainThreadMs))}, across its runs`,
      );
    if (r.errors.length) lines.push(`- ${r.label}: ${r.errors.length} failed run(s): ${r.errors[0]}`);
  }
  return lines.join('\n');
}

/** The partner line's goals, against the article alone. */
function partnerGoals(partner: readonly PartnerRow[]): Goal[] {
  const row = (v: string) => partner.find((r) => r.variant === v);
  const base = row('article');
  const one = row('countdown');
  const all = row('all');
  const standalone = row('standalone');
  const onePlain = row('countdown-plain');
  const allPlain = row('all-plain');
  const added = (r: PartnerRow | undefined, key: 'cls' | 'tbtMs' | 'mainThreadMs'): number | null =>
    r?.[key] == null || base?.[key] == null ? null : r[key]! - base[key]!;
  const goal = (name: string, value: number | null, ok: (v: number) => boolean, f: (v: number) => string): Goal => ({
    name,
    value: value === null ? 'not measured' : f(value),
    status: value === null ? 'n/a' : ok(value) ? 'ok' : 'MISSED',
  });
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  return [
    goal(
      'partner: CLS added by one countdown = 0',
      added(one, 'cls'),
      (v) => v <= 0.0005,
      (v) => v.toFixed(3),
    ),
    goal(
      'partner: CLS added by every widget ≤ 0.01',
      added(all, 'cls'),
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    goal('partner: one countdown, performance 100', one?.performance ?? null, (v) => v >= 100, String),
    goal('partner: one countdown, TBT added ≤ 10 ms', added(one, 'tbtMs'), (v) => v <= 10, ms),
    goal('partner: every widget, performance ≥ 98', all?.performance ?? null, (v) => v >= 98, String),
    goal('partner: every widget, TBT added ≤ 50 ms', added(all, 'tbtMs'), (v) => v <= 50, ms),
    goal('partner: every widget, main thread added ≤ 300 ms (4× CPU)', added(all, 'mainThreadMs'), (v) => v <= 300, ms),
    goal(
      'partner, tags as written: CLS added by one countdown ≤ 0.01',
      added(onePlain, 'cls'),
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    goal(
      'partner, tags as written: CLS added by every widget ≤ 0.01',
      added(allPlain, 'cls'),
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    goal('partner, tags as written: every widget, performance ≥ 98', allPlain?.performance ?? null, (v) => v >= 98, String),
    goal(
      'partner: embudo.js no slower than the five standalone scripts (main thread)',
      all?.mainThreadMs != null && standalone?.mainThreadMs != null ? all.mainThreadMs - standalone.mainThreadMs : null,
      (v) => v <= 0,
      (v) =>
        `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)} ms (${all?.mainThreadMs?.toFixed(0)} vs ${standalone?.mainThreadMs?.toFixed(0)})`,
    ),
  ];
}

/** The lead API on PostgreSQL (scripts/bench/pg-load.ts): the SQLite section's load and columns, one server and two. */
async function pgLoadPart(report: BenchReport, options: Options): Promise<PgLoadRow[] | string> {
  const title = 'Lead API (PostgreSQL)';
  const rows = await runPgLoads(ROOT, options.loadSeconds, log, options.loadRuns).catch(
    (error: unknown) => `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  if (typeof rows === 'string') {
    report.addSection(title, `Not run: ${rows}.`, 41);
    return rows;
  }
  const table: string[][] = [['store', 'leads/s', 'p50 (ms)', 'p99 (ms)', '2xx (all runs)', 'non-2xx', 'errors', 'rows stored', 'lost']];
  for (const row of rows) {
    const name = `PostgreSQL, ${row.servers} server${row.servers > 1 ? 's' : ''}`;
    const r = row.result;
    table.push(
      typeof r === 'string'
        ? [name, `not run: ${r}`, '', '', '', '', '', '', '']
        : [
            name,
            fmtInt(Math.round(r.leadsPerSecond)),
            fmtMs(r.p50Ms),
            fmtMs(r.p99Ms),
            fmtInt(r.ok2xx),
            fmtInt(r.non2xx),
            fmtInt(r.errors),
            fmtInt(r.stored),
            fmtInt(r.lost),
          ],
    );
  }
  const notes = rows.flatMap((row) => [
    ...(row.failures.length ? [`- PostgreSQL, ${row.servers} server(s): ${row.failures.length} failed run(s): ${row.failures[0]}`] : []),
    ...invalidRunNotes(`PostgreSQL, ${row.servers} server(s)`, row.runs),
  ]);
  report.addSection(
    title,
    [
      `The load of the SQLite section above, same columns: POST /api/leads, a new lead per request, 50 keep-alive connections, loopback, the real server on a throw-away PostgreSQL cluster on loopback (fsync on, as SQLite's synchronous=FULL); then two real servers on one database, 25 connections each (p50/p99 the higher of the two). ${options.loadRuns} run${options.loadRuns > 1 ? 's' : ''} of ${options.loadSeconds} s per row, each on fresh servers and a fresh database; medians of the valid runs (a run with connection errors is flagged below, not in them; 2xx, errors, rows stored, lost: the sums of all runs).`,
      '',
      mdTable(table, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
      ...(notes.length ? ['', ...notes] : []),
    ].join('\n'),
    41,
  );
  return rows;
}

/** The lead API goal on each PostgreSQL row. */
function pgLoadGoals(rows: readonly PgLoadRow[]): Goal[] {
  return rows.map((row) => {
    const name = `lead API on PostgreSQL, ${row.servers} server${row.servers > 1 ? 's' : ''}: ≥ ${fmtInt(GOAL_LEADS_PER_SECOND)} leads/s, p99 ≤ ${GOAL_P99_MS} ms, none lost`;
    const r = row.result;
    if (typeof r === 'string') return { name, value: 'not measured', status: 'n/a' };
    return {
      name,
      value: `${fmtInt(Math.round(r.leadsPerSecond))}/s, p99 ${fmtMs(r.p99Ms)} ms, ${r.lost} lost${r.invalid ? `, ${r.invalid} of ${r.runs} runs invalid` : ''}`,
      status:
        r.invalid === r.runs
          ? 'n/a'
          : r.leadsPerSecond >= GOAL_LEADS_PER_SECOND && r.p99Ms <= GOAL_P99_MS && r.lost === 0 && r.stored === r.ok2xx
            ? 'ok'
            : 'MISSED',
    };
  });
}

/**
 * The leads desk (scripts/bench/desk.ts): 100,000 stored leads, the real server on them,
 * the leads page's whole answer (p50/p99 over 50 requests: unfiltered, filtered, searched) and the
 * CSV of all of them (time, bytes, the server's memory). Goals: page p99 ≤ 200 ms, CSV memory growth
 * ≤ 64 MB. Skipped with --no-desk.
 */
async function deskPart(report: BenchReport): Promise<unknown> {
  const goalP99Ms = 200;
  const goalCsvMb = 64;
  try {
    log('leads desk: 100,000 leads, the leads page and the CSV of all of them');
    const { runDeskBench } = await import('./bench/desk');
    const desk = await runDeskBench(ROOT);
    const c = desk.csv;
    const slowest = Math.max(...desk.pages.map((p) => p.p99Ms));
    const growth = c.rssPeakMb - c.rssBeforeMb;
    const ok = slowest <= goalP99Ms && growth <= goalCsvMb;
    report.addSection(
      'Leads desk',
      [
        `${fmtInt(desk.leads)} stored leads (SQLite), signed in, the whole answer (HTML, gzip) from the real server (dist/server/main.js), 50 requests each after 3 warm-up ones. Goal: every page's p99 ≤ ${goalP99Ms} ms and the CSV's memory growth ≤ ${goalCsvMb} MB: ${ok ? 'ok' : '**MISSED**'} (p99 ${fmtMs(slowest)} ms, +${growth.toFixed(0)} MB).`,
        '',
        mdTable([['page', 'p50 (ms)', 'p99 (ms)'], ...desk.pages.map((p) => [p.label, fmtMs(p.p50Ms), fmtMs(p.p99Ms)])], ['l', 'r', 'r']),
        '',
        mdTable(
          [
            ['CSV of all leads', 'time (ms)', 'rows', 'MB', 'server RSS before (MB)', 'server RSS peak (MB)'],
            ['/admin/leads.csv', fmtMs(c.ms), fmtInt(c.rows), (c.bytes / 1e6).toFixed(1), c.rssBeforeMb.toFixed(0), c.rssPeakMb.toFixed(0)],
          ],
          ['l', 'r', 'r', 'r', 'r', 'r'],
        ),
      ].join('\n'),
      70,
    );
    return desk;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const message = `${error instanceof Error ? error.message.split('\n')[0]! : String(error)}${cause}`;
    report.addSection('Leads desk', `Not run: ${message}.`, 70);
    return message;
  }
}

/**
 * Bench parts that only add a section: each runs unless its option skips it (--partner-only runs
 * the partner part alone). Another part plugs in here: a function `(report, options) =>
 * Promise<unknown>` that measures and calls `report.addSection(title, markdown, order)`; its result
 * lands in .bench/results.json under its name (and its goals, if any, in the Goals section).
 */
const PARTS: Array<{ name: string; enabled: (o: Options) => boolean; run: (report: BenchReport, options: Options) => Promise<unknown> }> = [
  { name: 'partner', enabled: (o) => o.partner, run: partnerPart },
  { name: 'leadApiPostgres', enabled: (o) => o.load, run: pgLoadPart },
  { name: 'killSoak', enabled: (o) => o.soak, run: killSoakPart },
  { name: 'slowClients', enabled: (o) => o.slowClients, run: slowClientsPart },
  { name: 'desk', enabled: () => !process.argv.includes('--no-desk'), run: deskPart },
  { name: 'followUp', enabled: (o) => !process.argv.includes('--no-follow-up') && !o.partnerOnly, run: followUpPart },
];

/** The follow-up section (scripts/bench/follow-up.ts) against dist/server/main.js. */
async function followUpPart(report: BenchReport): Promise<FollowUpBenchResult | string> {
  const title = 'Follow-up: webhooks with the receiver down';
  try {
    log('follow-up: 10,000 leads, the webhook receiver down for 60 s');
    const r = await runFollowUpBench({ root: ROOT, entry: 'dist', log });
    const ok = r.delivered === r.leads && r.webhookIds === r.leads && r.bad === 0;
    report.addSection(
      title,
      [
        `${fmtInt(r.leads)} leads posted at a steady pace to the real server with EMBUDO_WEBHOOK_URLS set; the loopback receiver went down for ${r.downMs / 1000} s a fifth into the run (${fmtInt(r.postedWhileDown)} leads came in meanwhile) and came back on the same port. Delay = the lead's 201 to the receiver's first 2xx for it; queue defaults (first retry 5 s, doubling). ${ok ? 'Every lead delivered, signed, under one webhook-id.' : '**FAILED**.'}`,
        '',
        mdTable(
          [
            ['leads', 'delivered', 'webhook-ids', 'requests', 'bad', 'p50 (ms)', 'p99 (ms)', 'max (ms)', 'run (s)'],
            [
              fmtInt(r.leads),
              fmtInt(r.delivered),
              fmtInt(r.webhookIds),
              fmtInt(r.requests),
              fmtInt(r.bad),
              fmtInt(r.p50Ms),
              fmtInt(r.p99Ms),
              fmtInt(r.maxMs),
              fmtInt(Math.round(r.totalSeconds)),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
      ].join('\n'),
      65,
    );
    return r;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection(title, `Not run: ${message}.`, 65);
    return message;
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const report = new BenchReport();
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
        browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
    const skipped = (option: string): string => `skipped (${options.partnerOnly ? '--partner-only' : option})`;
    let lighthouse: LighthouseRow[] | string = options.lighthouse ? 'not reached' : skipped('--no-lighthouse');
    let load: LeadLoadRuns | string = options.load ? 'not reached' : skipped('--no-load');
    if (options.lighthouse) {
      const real = await startRealServer(ROOT).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      if (typeof real === 'string') lighthouse = `the server did not start: ${real.split('\n')[0]}`;
      else {
        try {
          const runs: LighthouseRow[][] = [];
          for (let r = 0; r < options.lighthouseRuns; r++) {
            log(`Lighthouse run ${r + 1}/${options.lighthouseRuns} on ${LIGHTHOUSE_PAGES.map((p) => p.path).join(', ')}`);
            runs.push(await measureLighthouse(LIGHTHOUSE_PAGES.map((p) => ({ page: p.page, url: `${real.origin}${p.path}` }))));
          }
          lighthouse = medianLighthouse(runs);
        } finally {
          await real.close();
        }
      }
    }
    if (aborted) return 130;
    if (options.load) {
      try {
        // Each run on a fresh server (and store): a run started while the last run's 50 keep-alive
        // sockets were still open on the same server had its connections refused by the cap of
        // 64 per address, and measured that.
        const runs: LeadLoadResult[] = [];
        for (let r = 0; r < options.loadRuns; r++) {
          const real = await startRealServer(ROOT, { EMBUDO_RATE_LIMIT: 'off' }).catch((error: unknown) =>
            error instanceof Error ? error.message : String(error),
          );
          if (typeof real === 'string') throw new Error(`the server did not start: ${real.split('\n')[0]}`);
          try {
            log(`load test ${r + 1}/${options.loadRuns}: POST /api/leads, 50 connections, ${options.loadSeconds} s, a fresh server`);
            runs.push(
              await runLeadLoadTest({
                baseUrl: real.origin,
                connections: 50,
                durationSeconds: options.loadSeconds,
                countStored: () => countRows(real.dbPath),
              }),
            );
          } finally {
            await real.close();
          }
        }
        load = { connections: 50, seconds: options.loadSeconds, runs, median: summarizeLoadRuns(runs) };
      } catch (error) {
        load = `failed: ${error instanceof Error ? error.message : String(error)}`;
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
        const gzip = key.endsWith('+')
          ? sizes.overRuntime.find((r) => r.key === key)?.gzip
          : sizes.rows.find((r) => r.status !== 'stale' && pattern.test(r.file))?.gzip;
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
      const m = load.median;
      goals.push({
        name: `lead API ≥ ${fmtInt(GOAL_LEADS_PER_SECOND)} leads/s, p99 ≤ ${GOAL_P99_MS} ms, none lost`,
        value: `${fmtInt(Math.round(m.leadsPerSecond))}/s, p99 ${fmtMs(m.p99Ms)} ms, ${m.lost} lost${m.invalid ? `, ${m.invalid} of ${m.runs} runs invalid` : ''}`,
        status:
          m.invalid === m.runs
            ? 'n/a'
            : m.leadsPerSecond >= GOAL_LEADS_PER_SECOND && m.p99Ms <= GOAL_P99_MS && m.lost === 0
              ? 'ok'
              : 'MISSED',
      });
    }

    const parts: Record<string, unknown> = {};
    for (const part of PARTS) {
      if (aborted) return 130;
      const on = part.enabled(options) && (!options.partnerOnly || part.name === 'partner');
      parts[part.name] = on ? await part.run(report, options) : 'skipped';
    }
    for (const [name, result] of Object.entries(parts)) {
      if (result === 'skipped' || typeof result !== 'object' || result === null) continue;
      if (name === 'killSoak') {
        const r = result as KillSoakResult;
        goals.push({
          name: 'kill soak: every 2xx lead stored, integrity ok',
          value: `${r.lost} lost, ${r.integrity}`,
          status: r.lost === 0 && r.stored === r.sent && r.integrity === 'ok' ? 'ok' : 'MISSED',
        });
      }
      if (name === 'partner') goals.push(...partnerGoals(result as PartnerRow[]));
      if (name === 'followUp') {
        const r = result as FollowUpBenchResult;
        goals.push({
          name: 'follow-up: every lead delivered once per webhook-id through a 60 s outage',
          value: `${fmtInt(r.delivered)} of ${fmtInt(r.leads)}, p99 ${fmtInt(r.p99Ms)} ms`,
          status: r.delivered === r.leads && r.bad === 0 ? 'ok' : 'MISSED',
        });
      }
      if (name === 'leadApiPostgres') goals.push(...pgLoadGoals(result as PgLoadRow[]));
      if (name === 'slowClients') {
        const r = result as SlowClientResult;
        goals.push({
          name: 'slow clients dropped at the header timeout, others answered',
          value: `${r.stillOpen} left open, ${r.probeFailures} failed probes`,
          status: r.stillOpen === 0 && r.probeFailures === 0 ? 'ok' : 'MISSED',
        });
      }
    }
    addSections(report, built, sizes, manifest, time, timingError, goals, lighthouse, options.lighthouseRuns, load);
    const table = report.toMarkdown();
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'REPORT.md'), table);
    process.stdout.write(table);
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
          parts,
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
