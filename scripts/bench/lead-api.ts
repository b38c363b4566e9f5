/**
 * The lead API under load: POST /api/leads against the real server on SQLite (50 connections,
 * --load-seconds, --load-runs runs each on a fresh server), and the same on PostgreSQL
 * (./pg-load.ts: one server and two); their sections and goals.
 */
import Database from 'better-sqlite3';
import { fmtInt, fmtMs, log, ROOT, type Goal, type Options } from './common';
import { invalidRunNotes, runLeadLoadTest, summarizeLoadRuns, type LeadLoadResult, type LeadLoadSummary } from './load';
import { runPgLoads, type PgLoadRow } from './pg-load';
import { startRealServer } from './real-server';
import { type BenchReport, mdTable } from './report';

/** Lead API goals: at least this many leads per second, p99 at most this many ms, none lost. */
const GOAL_LEADS_PER_SECOND = 1000;
const GOAL_P99_MS = 50;

/** Rows in a lead store file. */
function countRows(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Several load-test runs and their medians. */
export interface LeadLoadRuns {
  connections: number;
  seconds: number;
  runs: LeadLoadResult[];
  median: LeadLoadSummary;
}

/** The SQLite load: --load-runs runs, each on a fresh server and store; the reason when it failed. */
export async function measureLeadApi(options: Options): Promise<LeadLoadRuns | string> {
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
    return { connections: 50, seconds: options.loadSeconds, runs, median: summarizeLoadRuns(runs) };
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The SQLite section, or why it was not run. */
export function leadApiSection(report: BenchReport, load: LeadLoadRuns | string): void {
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
}

/** The SQLite lead API goal. */
export function leadApiGoals(load: LeadLoadRuns): Goal[] {
  const m = load.median;
  return [
    {
      name: `lead API ≥ ${fmtInt(GOAL_LEADS_PER_SECOND)} leads/s, p99 ≤ ${GOAL_P99_MS} ms, none lost`,
      value: `${fmtInt(Math.round(m.leadsPerSecond))}/s, p99 ${fmtMs(m.p99Ms)} ms, ${m.lost} lost${m.invalid ? `, ${m.invalid} of ${m.runs} runs invalid` : ''}`,
      status:
        m.invalid === m.runs
          ? 'n/a'
          : m.leadsPerSecond >= GOAL_LEADS_PER_SECOND && m.p99Ms <= GOAL_P99_MS && m.lost === 0
            ? 'ok'
            : 'MISSED',
    },
  ];
}

/** The lead API on PostgreSQL (scripts/bench/pg-load.ts): the SQLite section's load and columns, one server and two. */
export async function leadApiPostgresPart(report: BenchReport, options: Options): Promise<PgLoadRow[] | string> {
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
export function pgLoadGoals(rows: readonly PgLoadRow[]): Goal[] {
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
