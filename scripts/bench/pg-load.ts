/**
 * The lead API load test on PostgreSQL (issue 15): a throw-away cluster on loopback (durable: fsync
 * on, as SQLite's synchronous=FULL), then the same load as the SQLite row — 50 keep-alive
 * connections posting new leads — against one real server, and against two real servers on one
 * database (25 connections each).
 */
import pg from 'pg';
import { PG_MISSING, postgresBinaries, startPgCluster } from '../../host/server/leads/pg-test-cluster';
import { runLeadLoadTest, type LeadLoadResult } from './load';
import { startRealServer, type RealServer } from './real-server';

/** One PostgreSQL row of the table. */
export interface PgLoadRow {
  servers: number;
  result: LeadLoadResult | string;
}

/** Runs both rows; a string when PostgreSQL is not there to run them. */
export async function runPgLoads(root: string, seconds: number, log: (message: string) => void): Promise<PgLoadRow[] | string> {
  if (!postgresBinaries()) return `skipped: ${PG_MISSING}`;
  const cluster = await startPgCluster({ durable: true });
  const rows: PgLoadRow[] = [];
  try {
    for (const servers of [1, 2]) {
      const url = await cluster.createDatabase();
      const started: RealServer[] = [];
      try {
        for (let n = 0; n < servers; n += 1) {
          started.push(await startRealServer(root, { EMBUDO_RATE_LIMIT: 'off', EMBUDO_DATABASE_URL: url }));
        }
        log(`load test on PostgreSQL: ${servers} server(s), 50 connections, ${seconds} s`);
        const result = await runLeadLoadTest({
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
        });
        rows.push({ servers, result });
      } catch (error) {
        rows.push({ servers, result: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` });
      } finally {
        await Promise.all(started.map((server) => server.close()));
      }
    }
  } finally {
    cluster.destroy();
  }
  return rows;
}
