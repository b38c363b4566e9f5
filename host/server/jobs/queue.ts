/**
 * The durable follow-up queue: what a lead (or a payment) promises happens after the answer —
 * webhooks to the business's CRM, server-side conversions, mail — runs here, from rows in the
 * lead store (`jobs`, both engines), so a receiver that is down or a server that restarts loses
 * nothing.
 *
 * - Types: each job type has one handler, registered with `register` before `start`. A server
 *   claims only the types it has handlers for.
 * - Delivery is at least once: a run that throws is retried with exponential backoff (jittered),
 *   and after the type's last attempt the job is `dead` (kept, shown on the desk, sent again from
 *   there). A handler must be idempotent per job: `job.id` is stable across attempts (the webhook's
 *   `webhook-id`, the conversion's dedupe key).
 * - A claim is a lease: a server that dies mid-run leaves its job `running` until the lease ends,
 *   then any server runs it again. A settle presents the claim's token, so a late finisher cannot
 *   overwrite a newer claim's result.
 * - Lead follow-ups: `onLead` producers turn a lead being stored into jobs that the store commits
 *   in the same transaction as the lead (WriteContext.jobs), only when the lead is new.
 */
import { randomUUID } from 'node:crypto';
import type { Lead } from '../../../src/contracts/lead';
import type { Jobs } from '../leads/store';
import type { ClaimedJob, EnqueueResult, JobRecord, NewJob } from './job';
import { defaultLogger, logFunction } from '../log';

/** How a type's failed runs are retried. */
export interface RetryPolicy {
  /** Delay before the first retry (ms). */
  firstDelayMs: number;
  /** Each next delay is the previous times this. */
  factor: number;
  /** No delay longer than this (ms). */
  maxDelayMs: number;
  /** Runs in all, the first included; after the last failure the job is dead. */
  maxAttempts: number;
}

/**
 * The default: 5 s, 10 s, 20 s … doubling up to an hour, 36 runs: retries span about 25 hours, so
 * a receiver down for a day still gets every message.
 */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 5_000, factor: 2, maxDelayMs: 3_600_000, maxAttempts: 36 };

/** The delay before run `attempts + 1`, after `attempts` runs failed: exponential, ±20 % jitter so retries of many jobs spread out. */
export function retryDelay(policy: RetryPolicy, attempts: number, random: () => number = Math.random): number {
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * policy.factor ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The longest a job waits in all before it is dead (no jitter): for the start banner and tests. */
export function retrySpanMs(policy: RetryPolicy): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.maxAttempts; attempt += 1)
    total += Math.min(policy.maxDelayMs, policy.firstDelayMs * policy.factor ** (attempt - 1));
  return total;
}

/** Thrown by a handler when retrying cannot help (the lead is gone, the payload is wrong): the job is dead at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** One job type: what runs it, how long a run may take, how it is retried. */
export interface JobHandler<P = unknown> {
  readonly type: string;
  /** Runs one attempt; resolves when it is done, throws to retry (PermanentJobError: not). */
  run(payload: P, job: JobRecord, signal: AbortSignal): Promise<void>;
  /** One attempt's limit (default 30 s); the signal aborts then and the attempt counts as failed. */
  readonly timeoutMs?: number;
  /** Overrides of DEFAULT_RETRY. */
  readonly retry?: Partial<RetryPolicy>;
}

/** What the lead's request told the server, for follow-ups that need it (conversions). */
export interface LeadRequest {
  /** The client's address (after the trust-proxy rule). */
  ip: string;
  userAgent: string | null;
  /** The request's `Cookie` header parsed (only what follow-ups read is kept in jobs). */
  cookies: Readonly<Record<string, string>>;
  /** When the server accepted it (ms). */
  receivedAt: number;
}

/** A job a lead follow-up asks for; the queue gives it its id, lead and key. */
export interface FollowUp {
  type: string;
  payload: unknown;
  /** Distinguishes several jobs of one type for one lead (e.g. each webhook URL). */
  part?: string;
  /** Not before (ms; default: when the lead was received), e.g. a mail the business delays or a reminder. */
  runAt?: number;
}

/** Turns a lead being stored into its follow-up jobs (none when its part is not configured). */
export type LeadFollowUpProducer = (lead: Lead, request: LeadRequest) => readonly FollowUp[];

/** Options of JobQueue; everything but the store has a default. */
export interface QueueOptions {
  store: Jobs;
  now?: () => number;
  random?: () => number;
  /** How long a claim holds (default 2 min); an attempt is cut at 80 % of it whatever its type's timeout. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs (default 1 s; an enqueue here wakes it at once). */
  pollMs?: number;
  /** Jobs run at once by this server (default 16). */
  concurrency?: number;
  /** Replaces every type's retry policy (tests: short delays). */
  retry?: Partial<RetryPolicy>;
  /** Where problems are reported (default: the process's logger, log.ts). */
  log?: (message: string, error?: unknown) => void;
}

/** Options of enqueue. */
export interface EnqueueOptions {
  leadId?: string | null;
  /** Not before (default now). */
  runAt?: number;
  /** A second enqueue with the same key stores nothing (answers the first job's id). */
  key?: string | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The queue of one server: handlers, lead follow-ups, and the worker loop. */
export class JobQueue {
  readonly #store: Jobs;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #retry: Partial<RetryPolicy>;
  readonly #log: (message: string, error?: unknown) => void;
  readonly #handlers = new Map<string, JobHandler<never>>();
  readonly #producers: LeadFollowUpProducer[] = [];
  readonly #observers: Array<(run: { type: string; outcome: 'done' | 'retry' | 'dead' }) => void> = [];
  readonly #inFlight = new Map<string, { done: Promise<void>; abort: AbortController }>();
  #loop: Promise<void> | undefined;
  #stopping = false;
  #wake: (() => void) | undefined;
  #woken = false;
  #claimFailing = false;

  constructor(options: QueueOptions) {
    this.#store = options.store;
    this.#now = options.now ?? Date.now;
    this.#random = options.random ?? Math.random;
    this.#leaseMs = options.leaseMs ?? 120_000;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#concurrency = Math.max(1, options.concurrency ?? 16);
    this.#retry = options.retry ?? {};
    this.#log = options.log ?? logFunction(defaultLogger());
  }

  /** Adds a job type. Throws when the type is taken. */
  register<P>(handler: JobHandler<P>): void {
    if (this.#handlers.has(handler.type)) throw new Error(`Job type "${handler.type}" is registered twice.`);
    this.#handlers.set(handler.type, handler as JobHandler<never>);
  }

  /** The registered types, in registration order. */
  get types(): string[] {
    return [...this.#handlers.keys()];
  }

  /** The retry policy a type runs under. */
  policy(type: string): RetryPolicy {
    return { ...DEFAULT_RETRY, ...this.#handlers.get(type)?.retry, ...this.#retry };
  }

  /** Tells `observer` how each run here ends (the metrics count them): done, retry (pending again) or dead. */
  observe(observer: (run: { type: string; outcome: 'done' | 'retry' | 'dead' }) => void): void {
    this.#observers.push(observer);
  }

  /** Adds a lead follow-up: its jobs are stored with every new lead (see leadJobs). */
  onLead(producer: LeadFollowUpProducer): void {
    this.#producers.push(producer);
  }

  /** The jobs a new lead brings (to pass as WriteContext.jobs to saveLead). */
  leadJobs(lead: Lead, request: LeadRequest): NewJob[] {
    const jobs: NewJob[] = [];
    for (const producer of this.#producers) {
      for (const followUp of producer(lead, request)) {
        if (!this.#handlers.has(followUp.type))
          throw new Error(`A lead follow-up asked for job type "${followUp.type}", which has no handler.`);
        jobs.push({
          id: randomUUID(),
          type: followUp.type,
          payload: followUp.payload,
          leadId: lead.id,
          runAt: followUp.runAt ?? request.receivedAt,
          key: `${followUp.type}:${lead.id}${followUp.part === undefined ? '' : `:${followUp.part}`}`,
        });
      }
    }
    return jobs;
  }

  /** Stores a job of a registered type; the worker runs it when due. */
  async enqueue<P>(type: string, payload: P, options: EnqueueOptions = {}): Promise<EnqueueResult> {
    if (!this.#handlers.has(type)) throw new Error(`Job type "${type}" has no handler: register it before enqueueing.`);
    const now = this.#now();
    const result = await this.#store.enqueueJob(
      { id: randomUUID(), type, payload, leadId: options.leadId ?? null, runAt: options.runAt ?? now, key: options.key ?? null },
      now,
    );
    this.wake();
    return result;
  }

  /** Tells an idle worker to look for due jobs now (after a lead with follow-ups is stored). */
  wake(): void {
    this.#woken = true;
    this.#wake?.();
  }

  /** Starts the worker loop (once). */
  start(): void {
    if (this.#loop || this.#stopping) return;
    this.#loop = this.#work();
  }

  get running(): boolean {
    return this.#loop !== undefined && !this.#stopping;
  }

  /**
   * Stops claiming, waits up to `graceMs` for runs in flight, then aborts the rest: their jobs
   * stay claimed until the lease ends and run again then (at least once).
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.#stopping = true;
    this.#wake?.();
    await this.#loop;
    const runs = [...this.#inFlight.values()];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled(runs.map((run) => run.done)), late]);
    clearTimeout(timer);
    for (const run of this.#inFlight.values()) run.abort.abort(new Error('the server is shutting down'));
    await Promise.allSettled([...this.#inFlight.values()].map((run) => run.done));
  }

  /** Claims and runs what is due now until nothing is (tests and the CLI; the worker does this on its own). */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.#claim(this.#concurrency);
      if (claimed.length === 0) return ran;
      ran += claimed.length;
      await Promise.allSettled(claimed.map((job) => this.#start(job)));
    }
  }

  async #work(): Promise<void> {
    while (!this.#stopping) {
      const free = this.#concurrency - this.#inFlight.size;
      let claimed: ClaimedJob[] = [];
      this.#woken = false;
      if (free > 0) {
        claimed = await this.#claim(free);
        for (const job of claimed) void this.#start(job);
      }
      // A full claim may leave more due: look again at once. Otherwise sleep until a run ends, an
      // enqueue wakes the loop, or the poll interval passes.
      if (free > 0 && claimed.length === free) continue;
      if (this.#woken || this.#stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.#pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.#wake = done;
      });
      this.#wake = undefined;
    }
  }

  async #claim(limit: number): Promise<ClaimedJob[]> {
    if (this.#handlers.size === 0) return [];
    try {
      const claimed = await this.#store.claimJobs({
        types: this.types,
        limit,
        now: this.#now(),
        leaseMs: this.#leaseMs,
        token: randomUUID(),
      });
      this.#claimFailing = false;
      return claimed;
    } catch (error) {
      // Logged once per outage: the store answers again later and the loop carries on.
      if (!this.#claimFailing && !this.#stopping) this.#log('the job queue could not claim jobs (retrying every poll):', error);
      this.#claimFailing = true;
      return [];
    }
  }

  #start(job: ClaimedJob): Promise<void> {
    const abort = new AbortController();
    const done = this.#run(job, abort).finally(() => {
      this.#inFlight.delete(job.id);
      this.wake();
    });
    this.#inFlight.set(job.id, { done, abort });
    return done;
  }

  async #run(job: ClaimedJob, abort: AbortController): Promise<void> {
    const handler = this.#handlers.get(job.type)!;
    // An attempt never outlives its lease: past it another server may already run the job.
    const timeoutMs = Math.min(handler.timeoutMs ?? DEFAULT_TIMEOUT_MS, Math.floor(this.#leaseMs * 0.8));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`timed out after ${timeoutMs} ms`);
        abort.abort(error);
        reject(error);
      }, timeoutMs);
    });
    let failure: unknown;
    try {
      await Promise.race([handler.run(job.payload as never, job, abort.signal), timedOut]);
    } catch (error) {
      failure = error ?? new Error('failed');
    } finally {
      clearTimeout(timer);
    }
    const now = this.#now();
    const policy = this.policy(job.type);
    const message = failure instanceof Error ? failure.message : String(failure);
    const outcome =
      failure === undefined
        ? ({ status: 'done' } as const)
        : failure instanceof PermanentJobError || job.attempts >= policy.maxAttempts
          ? ({ status: 'dead', error: message } as const)
          : ({ status: 'pending', runAt: now + retryDelay(policy, job.attempts, this.#random), error: message } as const);
    for (const observer of this.#observers) observer({ type: job.type, outcome: outcome.status === 'pending' ? 'retry' : outcome.status });
    if (outcome.status === 'dead')
      this.#log(
        `job ${job.type} ${job.id}${job.leadId ? ` (lead ${job.leadId})` : ''} gave up after ${job.attempts} attempt(s): ${message}`,
      );
    try {
      const settled = await this.#store.settleJob(job.id, job.leaseToken, outcome, now);
      if (!settled)
        this.#log(
          `job ${job.type} ${job.id}: its lease ended before the run did (another run may follow); consider a longer timeout or lease.`,
        );
    } catch (error) {
      // The store is gone (shutting down) or failing: the lease ends and the job runs again.
      if (!this.#stopping)
        this.#log(`job ${job.type} ${job.id}: its result could not be stored; it runs again when its lease ends:`, error);
    }
  }
}
