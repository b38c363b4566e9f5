// @vitest-environment node
/**
 * PostgreSQL behind several servers, and its faults, end to end: a throw-away cluster on loopback
^ * (tests/support/pg-test-cluster.ts), two real server processes (main.ts) on one EMBUDO_DATABASE_URL, and HTTP
 * clients that behave like the browser outbox (a lead is re-sent until the server answers 2xx, on a
 * 503 or a dropped connection; after 150 ms here instead of the Retry-After, to keep the test short).
 * Skipped, with the reason in its name, only when the PostgreSQL binaries are missing. The 5,000
 * leads are bound by HTTP work in three processes on the test machine's cores; the timeouts leave
 * room for a machine shared with other test runs (73 s for this file at a load average of 25 on 2 cores).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsCli } from '../../leads-cli';
import { createFixture, type Fixture } from '../../../../tests/support/test-fixtures';
import { openPgStore } from './pg';
import { PG_MISSING, postgresBinaries, startPgCluster, type PgCluster } from '../../../../tests/support/pg-test-cluster';
import { leadRoutes } from '../routes';
import { StoreUnavailableError } from './index';
import { brochureLead, memoryLeadOptions, scholarshipLead } from '../../../../tests/support/lead-api';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TOKEN = 'test-6RAdjmz99vdpCek_9EQcRDBdGmzreBmGUycaYq6bYlI';
const hasPostgres = postgresBinaries() !== null;

let cluster: PgCluster;
let url: string;
let fixture: Fixture;
const servers: { child: ChildProcess; url: string }[] = [];

/** Starts `main.ts` in its own process on a free port; resolves with its URL once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', EMBUDO_ROOT: fixture.root, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Embudo is running at (http:\/\/[^\s"]+)/.exec(stdout);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr.slice(-2000)}`)));
  });
}

interface Tally {
  /** Answers by status, every attempt. */
  statuses: Map<number, number>;
  /** 503 answers without a Retry-After header (must stay 0). */
  missingRetryAfter: number;
  /** Attempts that got no HTTP answer (connection refused or reset). */
  dropped: number;
}

const newTally = (): Tally => ({ statuses: new Map(), missingRetryAfter: 0, dropped: 0 });

/** Posts one lead like the outbox: again after a pause until a 2xx; any other answer than 2xx/503 is returned as is. */
async function send(server: string, body: string, tally: Tally): Promise<{ status: number; body: { status?: string } }> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(`${server}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    } catch {
      tally.dropped += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
      continue;
    }
    tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
    const answer = (await res.json()) as { status?: string };
    if (res.status === 503) {
      if (!res.headers.get('retry-after')) tally.missingRetryAfter += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
      continue;
    }
    return { status: res.status, body: answer };
  }
  throw new Error('a lead was never accepted');
}

/** Runs `jobs` with at most `width` in flight. */
async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

async function sql<R extends pg.QueryResultRow>(text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

async function csvFrom(server: string): Promise<string> {
  const res = await fetch(`${server}/api/leads?format=csv`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
}

describe.skipIf(!hasPostgres)(
  hasPostgres ? 'PostgreSQL, two servers' : `PostgreSQL, two servers (skipped: ${PG_MISSING})`,
  { timeout: 240_000 },
  () => {
    beforeAll(async () => {
      cluster = await startPgCluster();
      url = await cluster.createDatabase();
      fixture = createFixture();
      const env = {
        EMBUDO_DATABASE_URL: url,
        EMBUDO_RATE_LIMIT: 'off',
        EMBUDO_MAX_CONNECTIONS_PER_IP: 'off',
        EMBUDO_ADMIN_TOKEN: TOKEN,
        EMBUDO_DB_POOL: '8',
        EMBUDO_DB_POOL_WAIT_MS: '10000',
      };
      // Both at once: the migrations run once, under the advisory lock.
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    }, 60_000);

    afterAll(async () => {
      for (const { child } of servers) child.kill('SIGKILL');
      fixture?.remove();
      cluster?.destroy();
    });

    it('5,000 leads split across both, 1,000 of them posted to both at once: each stored once, one CSV from either', async () => {
      const [a, b] = [servers[0]!, servers[1]!];
      const tally = newTally();
      const leads = Array.from({ length: 5000 }, (_, n) => JSON.stringify(n % 2 ? scholarshipLead() : brochureLead()));
      const jobs = leads.map((body, n) => async () => {
        // Every fifth lead goes to both servers at the same moment (a retry racing the original).
        if (n % 5 === 0) return Promise.all([send(a.url, body, tally), send(b.url, body, tally)]);
        return [await send(n % 2 ? a.url : b.url, body, tally)];
      });
      const answers = await pool(jobs, 50);
      expect(answers.flat().every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
      // Of each pair posted to both, exactly one was "stored" and the other "duplicate".
      const pairs = answers.filter((pair) => pair.length === 2);
      expect(pairs).toHaveLength(1000);
      expect(
        pairs.every(
          (pair) =>
            pair
              .map((answer) => answer.body.status)
              .sort()
              .join() === 'duplicate,stored',
        ),
      ).toBe(true);
      // No 503 either: overlapping batches of the two servers must wait for each other, never deadlock.
      expect([...tally.statuses.keys()].sort()).toEqual([200, 201]);
      expect(tally.dropped).toBe(0);
      const [counts] = await sql<{ rows: number; ids: number }>('SELECT count(*)::int AS rows, count(DISTINCT id)::int AS ids FROM leads');
      expect(counts).toEqual({ rows: 5000, ids: 5000 });
      const ids = new Set(leads.map((body) => (JSON.parse(body) as { id: string }).id));
      const stored = await sql<{ id: string }>('SELECT id FROM leads');
      expect(stored.every((row) => ids.has(row.id))).toBe(true);
      // The same export from either server, and from `npm run leads` on the same database.
      const csvA = await csvFrom(a.url);
      expect(csvA.split('\r\n')).toHaveLength(5002);
      expect(await csvFrom(b.url)).toBe(csvA);
      let cli = '';
      expect(
        await runLeadsCli(
          { EMBUDO_DATABASE_URL: url },
          projectRoot,
          (text) => (cli += text),
          () => {},
        ),
      ).toBe(0);
      expect(cli).toBe(csvA);
    });

    it('PostgreSQL restarting under load: 503 + Retry-After (never 500), /healthz says so, every 2xx stored, the rest stored on retry', async () => {
      const [a, b] = [servers[0]!, servers[1]!];
      const before = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM leads'))[0]!.n;
      const tally = newTally();
      const leads = Array.from({ length: 1000 }, () => JSON.stringify(scholarshipLead()));
      const answered: string[] = [];
      const health: { during?: number; after?: number } = {};
      const load = pool(
        leads.map((body, n) => async () => {
          const answer = await send(n % 2 ? a.url : b.url, body, tally);
          answered.push((JSON.parse(body) as { id: string }).id);
          return answer;
        }),
        30,
      );
      // Crash PostgreSQL (immediate: no checkpoint) once some leads are in, keep it down a moment, start it.
      while (answered.length < 200) await new Promise((resolve) => setTimeout(resolve, 20));
      const committedBeforeCrash = answered.slice();
      cluster.stop('immediate');
      const down = await fetch(`${a.url}/healthz`);
      health.during = down.status;
      const downBody = (await down.json()) as { store?: string };
      await new Promise((resolve) => setTimeout(resolve, 1000));
      cluster.start();
      const answers = await load;
      health.after = (await fetch(`${b.url}/healthz`)).status;
      expect(health).toEqual({ during: 503, after: 200 });
      expect(downBody.store).toBe('down');
      expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
      expect(tally.statuses.get(500) ?? 0).toBe(0);
      expect(tally.statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect(tally.missingRetryAfter).toBe(0);
      // Every lead answered 2xx before the crash survived it, and every lead is stored exactly once.
      const stored = new Set((await sql<{ id: string }>('SELECT id FROM leads')).map((row) => row.id));
      expect(committedBeforeCrash.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size - before).toBe(1000);
    });
  },
);

describe.skipIf(!hasPostgres)(
  hasPostgres ? 'PostgreSQL faults in the lead API' : `PostgreSQL faults in the lead API (skipped: ${PG_MISSING})`,
  () => {
    let faults: PgCluster;
    beforeAll(async () => {
      faults = await startPgCluster();
    }, 30_000);
    afterAll(() => faults?.destroy());

    it('a slow statement hits the statement timeout and a full pool times out in the queue: both 503 + Retry-After, then 201', async () => {
      const where = await faults.createDatabase();
      const store = await openPgStore({ url: where, poolSize: 1, poolWaitMs: 300, statementTimeoutMs: 600, log: () => {} });
      const logged: string[] = [];
      const app = new Hono();
      app.route(
        '/api',
        leadRoutes(
          memoryLeadOptions({
            store,
            log: (message, error) => logged.push(`${message} ${error instanceof Error ? `${error.name}: ${error.message}` : ''}`),
          }),
        ),
      );
      const post = (body: string) => app.request('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      // Another session holds the leads table: every insert waits on it.
      const blocker = new pg.Client({ connectionString: where });
      await blocker.connect();
      await blocker.query('BEGIN; LOCK TABLE leads IN ACCESS EXCLUSIVE MODE');
      try {
        const started = Date.now();
        // The first insert takes the pool's only connection and waits on the lock; the second (a later
        // turn of the event loop, so another insert) waits for that connection in the pool's queue.
        const slowly = post(JSON.stringify(scholarshipLead()));
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [slow, queued] = await Promise.all([slowly, post(JSON.stringify(brochureLead()))]);
        expect(Date.now() - started).toBeLessThan(5000);
        expect([slow.status, queued.status]).toEqual([503, 503]);
        expect(slow.headers.get('retry-after')).toBe('5');
        expect(queued.headers.get('retry-after')).toBe('5');
        expect(logged.join('\n')).toMatch(/StoreUnavailableError: A statement ran past the 600 ms statement timeout/);
        expect(logged.join('\n')).toMatch(/StoreUnavailableError: No PostgreSQL connection became free within 300 ms/);
        await expect(store.countLeads()).rejects.toBeInstanceOf(StoreUnavailableError);
      } finally {
        await blocker.query('ROLLBACK');
        await blocker.end();
      }
      const lead = scholarshipLead();
      expect((await post(JSON.stringify(lead))).status).toBe(201);
      expect((await post(JSON.stringify(lead))).status).toBe(200);
      expect(store.poolStats().total).toBe(1);
      await store.close();
    });
  },
);
