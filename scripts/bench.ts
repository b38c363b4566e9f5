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
 * PARTS in scripts/bench/parts.ts (a name, an option that skips it, its run function, its goals).
 * Each step lives in scripts/bench/: common.ts (options, formats), build-sizes.ts, countdown.ts,
 * site-lighthouse.ts, lead-api.ts (SQLite and PostgreSQL), partner-part.ts, server-parts.ts (kill
 * soak, slow clients, follow-up, desk); this file runs them in turn and writes the report.
 * Options: --no-build, --runs=5 (first-digits runs), --tick-seconds=10, --counts=1,50,
 * --load-seconds=10, --load-runs=3, --lighthouse-runs=3, --no-lighthouse (also skips the partner
 * line), --no-load (also skips PostgreSQL), --no-soak, --no-slow-clients, --partner-runs=3,
 * --no-partner, --partner-only (the build, sizes and the partner line alone: no timing, no site
 * route, no load test, no other part).
 * Timing goals are reported, never asserted: only a failed build or a crossed size budget
 * makes the exit code non-zero. Only loopback traffic: every other request gets an empty 204.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, measureWidgets, overBudget, sizeGoals, sizesSection } from './bench/build-sizes';
import { closeAll, log, OUT_DIR, parseArgs, ROOT, type Goal } from './bench/common';
import { countdownGoals, countdownSection, measureCountdown, type TimingResult } from './bench/countdown';
import { leadApiGoals, leadApiSection, measureLeadApi, type LeadLoadRuns } from './bench/lead-api';
import { partGoals, runParts } from './bench/parts';
import { BenchReport, mdTable } from './bench/report';
import { lighthouseSection, measureSiteLighthouse } from './bench/site-lighthouse';
import type { LighthouseRow } from './bench/lighthouse';

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const report = new BenchReport();
  let exitCode = 0;
  let aborted = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    aborted = true;
    log(`${signal}: closing the browser and the server`);
    void closeAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const built = await build(options);
    if ((built.rollup ?? 0) !== 0 || (built.size ?? 0) !== 0) exitCode = 1;

    const measured = await measureWidgets();
    const widgets = typeof measured === 'string' ? null : measured;
    if (typeof measured === 'string') log(measured);
    if (!widgets || overBudget(widgets.sizes)) exitCode = 1;

    const countdown = !widgets
      ? 'no widget build to load'
      : options.partnerOnly
        ? 'skipped (--partner-only)'
        : await measureCountdown(widgets.files, options);
    const time: TimingResult | null = typeof countdown === 'string' ? null : countdown;
    const timingError = typeof countdown === 'string' ? countdown : null;
    if (aborted) return 130;

    // The real server: Lighthouse pages and the lead load test.
    const skipped = (option: string): string => `skipped (${options.partnerOnly ? '--partner-only' : option})`;
    const lighthouse: LighthouseRow[] | string = options.lighthouse ? await measureSiteLighthouse(options) : skipped('--no-lighthouse');
    if (aborted) return 130;
    const load: LeadLoadRuns | string = options.load ? await measureLeadApi(options) : skipped('--no-load');
    if (aborted) return 130;

    const goals: Goal[] = [
      ...(widgets ? sizeGoals(widgets.sizes) : []),
      ...countdownGoals(time, options),
      ...(typeof load === 'string' ? [] : leadApiGoals(load)),
    ];
    const parts = await runParts(report, options, () => aborted);
    if (aborted) return 130;
    goals.push(...partGoals(parts));

    sizesSection(report, built, widgets);
    countdownSection(report, time, timingError);
    lighthouseSection(report, lighthouse, options.lighthouseRuns);
    leadApiSection(report, load);
    report.addSection(
      'Goals',
      mdTable([['goal', 'value', 'status'], ...goals.map((g) => [g.name, g.value, g.status])], ['l', 'r', 'l']),
      90,
    );
    const table = report.toMarkdown();
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'REPORT.md'), table);
    process.stdout.write(table);
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s${exitCode ? `; exit code ${exitCode} (build or size budget)` : ''}`);

    const sizes = widgets?.sizes ?? null;
    const manifest = widgets?.manifest ?? null;
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
    await closeAll();
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
