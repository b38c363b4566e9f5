/**
 * Prometheus metrics (prom-client), served at `GET /metrics` behind the admin token.
 *
 * Each app has its own Registry (tests build many apps in one process); the process metrics
 * (`process_*`, `nodejs_*`: CPU, memory, event-loop lag, GC) are one registry per process, started
 * with the first app, since they describe the process whichever app asks. The names:
 *
 * - `embudo_http_request_duration_seconds{method,route,status}`: histogram; `route` is the route
 *   pattern (`/api/leads`, `/widgets/*`, `site` for the site's pages and files and requests no other route takes), `status` the
 *   class (`2xx`…`5xx`), so the series stay bounded whatever paths clients ask for;
 * - `embudo_leads_stored_total{kind}`, `embudo_leads_quarantined_total{kind}` (stored too, held
 *   back as likely bots), `embudo_leads_refused_total{reason}` (POST /api/leads not stored:
 *   `invalid`, `not_json`, `too_large`, `content_type`, `origin`, `rate_limited`, `store_unavailable`);
 * - `embudo_jobs{status}`: the follow-up queue's jobs per status (pending, running, done, dead),
 *   read from the store at each scrape; `embudo_job_runs_total{type,outcome}` (done, retry, dead);
 * - `embudo_store_call_duration_seconds{call,outcome}`: every store call the app makes, timed;
 *   `embudo_store_ping_seconds` and `embudo_store_up`: a `SELECT 1` at each scrape;
 *   `embudo_db_pool_connections{state}` (total, idle) and `embudo_db_pool_waiting` on PostgreSQL;
 * - `embudo_page_renders_total`, `embudo_page_cache_hits_total`, `embudo_page_cache_entries`.
 */
import type { Context } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LeadKind } from '../../src/contracts/lead';
import type { RequestObserver } from './access-log';
import type { LeadStore } from './leads/store';

/** Why POST /api/leads stored nothing, by its answer's status. */
export const REFUSAL_REASONS: Readonly<Record<number, string>> = {
  400: 'not_json',
  403: 'origin',
  413: 'too_large',
  415: 'content_type',
  422: 'invalid',
  429: 'rate_limited',
  503: 'store_unavailable',
};

/** What the lead routes report (leads/routes.ts LeadRouteOptions.observe). */
export interface LeadObserver {
  stored(kind: LeadKind, quarantined: boolean): void;
  refused(reason: string): void;
}

/** What the page cache reports (site.ts SiteOptions.observe). */
export interface PageObserver {
  rendered(): void;
  hit(): void;
}

/** A job run's end as the queue reports it (jobs/queue.ts JobQueue.observe). */
export type JobObserver = (run: { type: string; outcome: 'done' | 'retry' | 'dead' }) => void;

let processRegistry: Registry | undefined;

/** The process's own metrics, collected once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface AppMetrics {
  readonly registry: Registry;
  readonly observeRequest: RequestObserver;
  readonly leads: LeadObserver;
  readonly pages: PageObserver;
  readonly jobs: JobObserver;
  /** The store with each call timed; pass it to whatever the app serves from. */
  readonly store: LeadStore;
  /** Tells the metrics how many pages the cache holds (read at each scrape). */
  pageCacheSize(read: () => number): void;
  /** The exposition text (process metrics, then the app's). */
  text(): Promise<string>;
}

/** Builds an app's metrics around its store (the store is read at scrape time for jobs, ping and pool). */
export function createMetrics(options: { store: LeadStore; pingTimeoutMs?: number }): AppMetrics {
  const registry = new Registry();
  const raw = options.store;
  const http = new Histogram({
    name: 'embudo_http_request_duration_seconds',
    help: 'Time from a request to its response headers, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const stored = new Counter({
    name: 'embudo_leads_stored_total',
    help: 'New leads stored (quarantined ones included), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const quarantined = new Counter({
    name: 'embudo_leads_quarantined_total',
    help: 'New leads stored in quarantine (likely bots), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'embudo_leads_refused_total',
    help: 'Lead posts not stored, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'embudo_job_runs_total',
    help: 'Follow-up job runs by type and outcome (done, retry, dead).',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const renders = new Counter({
    name: 'embudo_page_renders_total',
    help: 'Site pages rendered (page cache misses).',
    registers: [registry],
  });
  const hits = new Counter({ name: 'embudo_page_cache_hits_total', help: 'Site pages served from the page cache.', registers: [registry] });
  let cacheSize: () => number = () => 0;
  new Gauge({
    name: 'embudo_page_cache_entries',
    help: 'Rendered pages held in memory.',
    registers: [registry],
    collect() {
      this.set(cacheSize());
    },
  });
  const storeCalls = new Histogram({
    name: 'embudo_store_call_duration_seconds',
    help: 'Lead store calls made by the web app, by call and outcome.',
    labelNames: ['call', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ping = new Gauge({
    name: 'embudo_store_ping_seconds',
    help: 'Time the lead store took to answer SELECT 1 at this scrape.',
    registers: [registry],
  });
  const up = new Gauge({
    name: 'embudo_store_up',
    help: '1 when the lead store answered SELECT 1 at this scrape, else 0.',
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'embudo_jobs',
    help: 'Follow-up jobs in the store, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const poolConnections = new Gauge({
    name: 'embudo_db_pool_connections',
    help: 'PostgreSQL pool connections of this server, by state (total, idle).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const poolWaiting = new Gauge({
    name: 'embudo_db_pool_waiting',
    help: 'Queries of this server waiting for a PostgreSQL connection.',
    registers: [registry],
  });

  // The store-backed values are read once per scrape, before the text is written.
  const readStore = async (): Promise<void> => {
    const started = performance.now();
    try {
      await raw.ping(options.pingTimeoutMs ?? 1000);
      ping.set((performance.now() - started) / 1000);
      up.set(1);
    } catch {
      up.set(0);
      ping.reset();
    }
    try {
      for (const [status, count] of Object.entries(await raw.jobCounts())) jobs.set({ status }, count);
    } catch {
      // The store did not answer: no job figures this scrape (embudo_store_up says why).
      jobs.reset();
    }
    const pool = (raw as Partial<{ poolStats(): { total: number; idle: number; waiting: number } }>).poolStats?.();
    if (pool) {
      poolConnections.set({ state: 'total' }, pool.total);
      poolConnections.set({ state: 'idle' }, pool.idle);
      poolWaiting.set(pool.waiting);
    }
  };

  return {
    registry,
    observeRequest: ({ method, route, status, seconds }) => {
      http.observe({ method: KNOWN_METHODS.has(method) ? method : 'other', route, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
    leads: {
      stored(kind, isQuarantined) {
        stored.inc({ kind });
        if (isQuarantined) quarantined.inc({ kind });
      },
      refused(reason) {
        refused.inc({ reason });
      },
    },
    pages: { rendered: () => renders.inc(), hit: () => hits.inc() },
    jobs: ({ type, outcome }) => jobRuns.inc({ type, outcome }),
    store: timedStore(raw, storeCalls),
    pageCacheSize(read) {
      cacheSize = read;
    },
    async text() {
      await readStore();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}

/**
 * The store with every method call timed into `histogram` (label `call`: the method's name, so a
 * bounded set). Methods run on the store itself (its private fields need it); what the store holds
 * is read afresh at each call, so a test's spy on the store is still seen.
 */
export function timedStore(store: LeadStore, histogram: Histogram<'call' | 'outcome'>): LeadStore {
  const wrappers = new WeakMap<(...args: unknown[]) => unknown, (...args: unknown[]) => unknown>();
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const method = value as (...args: unknown[]) => unknown;
      let wrapper = wrappers.get(method);
      if (!wrapper) {
        wrapper = (...args: unknown[]) => {
          const end = histogram.startTimer({ call: property });
          let result: unknown;
          try {
            result = method.apply(target, args);
          } catch (error) {
            end({ outcome: 'error' });
            throw error;
          }
          if (result instanceof Promise) {
            return result.then(
              (settled: unknown) => {
                end({ outcome: 'ok' });
                return settled;
              },
              (error: unknown) => {
                end({ outcome: 'error' });
                throw error;
              },
            );
          }
          end({ outcome: 'ok' });
          return result;
        };
        wrappers.set(method, wrapper);
      }
      return wrapper;
    },
  });
}

/**
 * `GET /metrics`: the exposition text. app.ts mounts it behind the admin token's bearer check
 * (../admin/lockout.ts adminBearer: 503 with no token configured, 401 for a missing or wrong one,
 * 429 once the address is locked out), so wrong tokens here count with the desk's and the API's.
 */
export function metricsHandler(metrics: AppMetrics): (c: Context) => Promise<Response> {
  return async (c) => c.body(await metrics.text(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
}

/** The 503 answer's text when no admin token is configured (the bearer check in ../admin/lockout.ts answers it). */
export const METRICS_OFF =
  'Metrics are off: no EMBUDO_ADMIN_TOKEN is configured. Make one with `openssl rand -base64 32`, set it on the server and restart, then scrape with "Authorization: Bearer <token>".';
