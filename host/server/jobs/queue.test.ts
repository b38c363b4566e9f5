// @vitest-environment node
/**
 * The follow-up queue on both lead-store engines (SQLite file, PostgreSQL throw-away cluster):
 * jobs committed with their lead, idempotent enqueue, retries with backoff, dead letter, "send
 * again", leases that expire, and two workers sharing one store without running a job twice
 * (SKIP LOCKED on PostgreSQL). Retry delays are milliseconds here; no test sleeps for long.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateLead, type Lead, type LeadInput } from '../../../src/contracts/lead';
import { openStore, type StoreSettings } from '../leads/store/open';
import { PG_MISSING } from '../../../tests/support/pg-test-cluster';
import { storeEngines } from '../leads/store/engines';
import type { LeadStore } from '../leads/store';
import { brochureLead, scholarshipLead } from '../../../tests/support/lead-api';
import { DEFAULT_RETRY, JobQueue, PermanentJobError, retryDelay, retrySpanMs, type LeadRequest } from './queue';
import { until } from '../../../tests/support/until';

function valid(input: LeadInput): Lead {
  const check = validateLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.lead;
}

const request = (receivedAt = Date.now()): LeadRequest => ({ ip: '127.0.0.1', userAgent: 'test', cookies: {}, receivedAt });
const FAST = { firstDelayMs: 5, factor: 2, maxDelayMs: 20, maxAttempts: 4 };

describe('retry policy', () => {
  it('the default retries first within 10 s, doubles, and keeps trying for more than 24 h', () => {
    expect(retryDelay(DEFAULT_RETRY, 1, () => 1)).toBeLessThanOrEqual(10_000);
    expect(retryDelay(DEFAULT_RETRY, 2, () => 0.5)).toBe(10_000);
    expect(retryDelay(DEFAULT_RETRY, 30, () => 0.5)).toBe(3_600_000);
    expect(retrySpanMs(DEFAULT_RETRY)).toBeGreaterThan(24 * 3_600_000);
  });
});

const engines = storeEngines('embudo-queue-', { poolSize: 10, poolWaitMs: 2000, statementTimeoutMs: 5000 });

describe.each(engines)('job queue on $name', (engine) => {
  describe.skipIf(engine.skip)(engine.skip ? `skipped: ${PG_MISSING}` : 'queue', () => {
    const stores: LeadStore[] = [];
    const queues: JobQueue[] = [];
    let settings: StoreSettings;
    beforeAll(() => engine.beforeAll(), 30_000);
    afterAll(() => engine.afterAll());
    afterEach(async () => {
      for (const queue of queues.splice(0)) await queue.stop(100);
      for (const store of stores.splice(0)) await store.close();
    });
    const open = async () => {
      const store = await openStore(settings);
      stores.push(store);
      return store;
    };
    const fresh = async () => {
      settings = await engine.fresh();
      return open();
    };
    const queueOn = (store: LeadStore, options: Partial<ConstructorParameters<typeof JobQueue>[0]> = {}) => {
      const queue = new JobQueue({ store, pollMs: 10, retry: FAST, log: () => {}, ...options });
      queues.push(queue);
      return queue;
    };

    it('a lead and its follow-up jobs commit together, only when the lead is new', async () => {
      const store = await fresh();
      const queue = queueOn(store);
      queue.register({ type: 'hook', run: async () => {} });
      queue.onLead(() => [
        { type: 'hook', payload: { url: 'a' }, part: 'a' },
        { type: 'hook', payload: { url: 'b' }, part: 'b' },
      ]);
      const leads = [valid(scholarshipLead()), valid(brochureLead())];
      // Saved at once: SQLite's group commit and PostgreSQL's multi-row insert carry the jobs too.
      const results = await Promise.all(
        [...leads, leads[0]!].map((lead) => store.saveLead(lead, { origin: null, jobs: queue.leadJobs(lead, request()) })),
      );
      expect(results.map((r) => r.status)).toEqual(['stored', 'stored', 'duplicate']);
      for (const lead of leads) {
        const jobs = await store.leadJobs(lead.id);
        const shown = jobs
          .map((job) => [job.type, job.key, job.payload, job.status, job.attempts])
          .sort((x, y) => String(x[1]).localeCompare(String(y[1])));
        expect(shown).toEqual([
          ['hook', `hook:${lead.id}:a`, { url: 'a' }, 'pending', 0],
          ['hook', `hook:${lead.id}:b`, { url: 'b' }, 'pending', 0],
        ]);
      }
      // A replay later (a client retrying) brings no second set either.
      await store.saveLead(leads[1]!, { origin: null, jobs: queue.leadJobs(leads[1]!, request()) });
      expect(await store.jobCounts()).toEqual({ pending: 4, running: 0, done: 0, dead: 0 });
    });

    it('enqueue with a key is idempotent; an unknown type is refused', async () => {
      const store = await fresh();
      const queue = queueOn(store);
      queue.register({ type: 'purchase', run: async () => {} });
      const first = await queue.enqueue('purchase', { n: 1 }, { key: 'purchase:abc' });
      const again = await queue.enqueue('purchase', { n: 2 }, { key: 'purchase:abc' });
      expect(first.status).toBe('queued');
      expect(again).toEqual({ status: 'duplicate', id: first.id });
      expect((await store.getJob(first.id))?.payload).toEqual({ n: 1 });
      await expect(queue.enqueue('nope', {})).rejects.toThrow(/no handler/);
    });

    it('runs jobs, retries a failing one with backoff until it succeeds, keeps the last error', async () => {
      const store = await fresh();
      const queue = queueOn(store);
      const runs: { id: string; at: number }[] = [];
      queue.register<{ failTimes: number }>({
        type: 'flaky',
        async run(payload, job) {
          runs.push({ id: job.id, at: Date.now() });
          if (job.attempts <= payload.failTimes) throw new Error(`receiver answered 503 (attempt ${job.attempts})`);
        },
      });
      const ok = await queue.enqueue('flaky', { failTimes: 0 });
      const flaky = await queue.enqueue('flaky', { failTimes: 2 });
      queue.start();
      await until(async () => (await store.jobCounts()).done === 2);
      expect(runs.filter((run) => run.id === ok.id)).toHaveLength(1);
      const flakyRuns = runs.filter((run) => run.id === flaky.id);
      expect(flakyRuns).toHaveLength(3);
      // The second gap is at least the first delay's lower bound (5 ms × 0.8): a backoff, not a spin.
      expect(flakyRuns[1]!.at - flakyRuns[0]!.at).toBeGreaterThanOrEqual(3);
      expect(await store.getJob(flaky.id)).toMatchObject({ status: 'done', attempts: 3, lastError: 'receiver answered 503 (attempt 2)' });
    });

    it('a job failing every time is dead after the limit; a permanent error at once; send again runs it anew', async () => {
      const store = await fresh();
      const queue = queueOn(store);
      let healthy = false;
      queue.register({
        type: 'down',
        async run() {
          if (!healthy) throw new Error('connect ECONNREFUSED 127.0.0.1:9');
        },
      });
      queue.register({
        type: 'broken',
        async run() {
          throw new PermanentJobError('the lead is gone');
        },
      });
      const down = await queue.enqueue('down', {});
      const broken = await queue.enqueue('broken', {});
      queue.start();
      await until(async () => (await store.jobCounts()).dead === 2);
      expect(await store.getJob(down.id)).toMatchObject({
        status: 'dead',
        attempts: FAST.maxAttempts,
        lastError: 'connect ECONNREFUSED 127.0.0.1:9',
      });
      expect(await store.getJob(broken.id)).toMatchObject({ status: 'dead', attempts: 1 });
      healthy = true;
      expect(await store.retryJob(down.id, Date.now())).toBe(true);
      queue.wake();
      await until(async () => (await store.getJob(down.id))?.status === 'done');
      expect(await store.getJob(down.id)).toMatchObject({ attempts: 1 });
      // Only a settled job can be sent again.
      expect(await store.retryJob(down.id, Date.now())).toBe(true);
      expect(await store.retryJob(down.id, Date.now())).toBe(false);
    });

    it("a claim is a lease: when it runs out another claim takes the job, and the first claim's late result is refused", async () => {
      const store = await fresh();
      let now = 1_000_000;
      const queue = queueOn(store, { now: () => now });
      queue.register({ type: 'slow', run: async () => {} });
      const job = await queue.enqueue('slow', {});
      const first = await store.claimJobs({ types: ['slow'], limit: 5, now, leaseMs: 1000, token: 'a' });
      expect(first.map((j) => [j.id, j.attempts, j.status])).toEqual([[job.id, 1, 'running']]);
      expect(await store.claimJobs({ types: ['slow'], limit: 5, now: now + 999, leaseMs: 1000, token: 'b' })).toEqual([]);
      now += 1000;
      const second = await store.claimJobs({ types: ['slow'], limit: 5, now, leaseMs: 1000, token: 'b' });
      expect(second.map((j) => [j.id, j.attempts])).toEqual([[job.id, 2]]);
      expect(await store.settleJob(job.id, 'a', { status: 'done' }, now)).toBe(false);
      expect(await store.settleJob(job.id, 'b', { status: 'done' }, now)).toBe(true);
      // Types without a handler here are left for a server that has one.
      await queue.enqueue('slow', {}, { runAt: now });
      expect(await store.claimJobs({ types: ['other'], limit: 5, now, leaseMs: 1000, token: 'c' })).toEqual([]);
    });

    it('two workers (two servers) on one store run each of 300 jobs exactly once', { timeout: 30_000 }, async () => {
      const a = await fresh();
      const b = await open();
      const runs = new Map<string, number>();
      const handler = {
        type: 'count',
        async run(_payload: unknown, job: { id: string }) {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      };
      const qa = queueOn(a, { concurrency: 8 });
      const qb = queueOn(b, { concurrency: 8 });
      qa.register(handler);
      qb.register(handler);
      await Promise.all(Array.from({ length: 300 }, (_, n) => (n % 2 ? qa : qb).enqueue('count', { n })));
      qa.start();
      qb.start();
      await until(async () => (await a.jobCounts()).done === 300, 20_000);
      expect(runs.size).toBe(300);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    });

    it('stop waits for runs in flight, and the worker does not claim after it', async () => {
      const store = await fresh();
      const queue = queueOn(store);
      let finished = 0;
      queue.register({
        type: 'work',
        async run() {
          await new Promise((resolve) => setTimeout(resolve, 30));
          finished += 1;
        },
      });
      await queue.enqueue('work', {});
      queue.start();
      await until(async () => (await store.jobCounts()).running === 1);
      await queue.stop(1000);
      expect(finished).toBe(1);
      expect((await store.jobCounts()).done).toBe(1);
      await queue.enqueue('work', {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await store.jobCounts()).pending).toBe(1);
    });
  });
});
