/**
 * The lead API load test on PostgreSQL: a throw-away cluster on loopback (durable: fsync
 * on, as SQLite's synchronous=FULL), then the same load as the SQLite row — 50 keep-alive
 * connections posting new leads — against one real server, and against two real servers on one
 * database (25 connections each). Each row runs `runs` times, each run on a fresh database and
 * fresh servers; the row is their summary as the SQLite row's (summarizeLoadRuns).
 */
import pg from 'pg';
import { PG_MISSING, postgresBinaries, startPgCluster } from '../../tests/support/pg-test-cluster';
import { runLeadLoadTest, summarizeLoadRuns, type LeadLoadResult, type LeadLoadSummary } from './load';
import { startRealServer, type RealServer } from './real-server';

/** One PostgreSQL row of the table. */
export interface PgLoadRow {
  servers: number;
  /** The summary of the runs that completed (medians; counts summed), or why none did. */
  result: LeadLoadSummary | string;
  /** Every completed run. */
  runs: LeadLoadResult[];
  /** Why the other runs failed. */
  failures: string[];
}

/** Runs both rows, `runs` times each; a string when PostgreSQL is not there to run them. */
export async function runPgLoads(root: string, seconds: number, log: (message: string) => void, runs = 1): Promise<PgLoadRow[] | string> {
  if (!postgresBinaries()) return `skipped: ${PG_MISSING}`;
  const cluster = await startPgCluster({ durable: true });
  const rows: PgLoadRow[] = [];
  try {
    for (const servers of [1, 2]) {
      const row: PgLoadRow = { servers, result: 'no run', runs: [], failures: [] };
      for (let r = 0; r < runs; r += 1) {
        const url = await cluster.createDatabase();
        const started: RealServer[] = [];
        try {
          for (let n = 0; n < servers; n += 1) {
            started.push(await startRealServer(root, { EMBUDO_RATE_LIMIT: 'off', EMBUDO_DATABASE_URL: url }));
          }
          log(`load test on PostgreSQL ${r + 1}/${runs}: ${servers} server(s), 50 connections, ${seconds} s`);
          row.runs.push(
            await runLeadLoadTest({
              baseUrl: started[0]!.origin,
              baseUrls: started.map((server) => server.origin),
              connections: 50,
              durationSeconds: seconds,
              countStored: async () => {
                const client = new pg.Client({ connectionString: url });
                await client.connect();
                try {
                  return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n;
                } finally {
                  await client.end();
                }
              },
            }),
          );
        } catch (error) {
          row.failures.push(`failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        } finally {
          await Promise.all(started.map((server) => server.close()));
        }
      }
      row.result = row.runs.length ? summarizeLoadRuns(row.runs) : (row.failures[0] ?? 'no run');
      rows.push(row);
    }
  } finally {
    cluster.destroy();
  }
  return rows;
}
