/**
 * Loopback load test of `POST /api/leads`: N keep-alive connections post a NEW
 * lead each time (unique id) for D seconds, then the store is counted: every lead answered 2xx must
 * be a row, none lost.
 *
 * Requests in flight when autocannon stops the run have no answer yet, though the server may well
 * store them. They are re-sent once with the same id afterwards, as the browser outbox would; the
 * server answers 201 or 200 (duplicate) and they join `ok2xx`. That makes `stored === ok2xx` exact.
 *
 * The server under test should run with `EMBUDO_RATE_LIMIT=off` (one IP sends everything) and its
 * own temporary `EMBUDO_DB`.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { medianOf } from './report';

/** Options of runLeadLoadTest. */
export interface LeadLoadOptions {
  /** e.g. `http://127.0.0.1:4173` (no trailing slash needed). */
  baseUrl: string;
  /**
   * Several servers sharing one store (the PostgreSQL rows): the connections are split evenly
   * across them (`baseUrl` is then only where in-flight leads are re-sent). Latency percentiles are
   * then the highest of the servers' own (an upper bound of the merged percentile).
   */
  baseUrls?: readonly string[];
  /** Concurrent keep-alive connections (default 50). */
  connections?: number;
  /** Length of the timed run (default 20). */
  durationSeconds?: number;
  /** Counts the rows in the lead store under test, after the run. */
  countStored: () => Promise<number> | number;
}

/** What runLeadLoadTest measured. */
export interface LeadLoadResult {
  /** Responses received during the timed run. */
  requests: number;
  /** Distinct leads answered 2xx (the timed run plus the re-sent in-flight ones). */
  ok2xx: number;
  /** Answers other than 2xx during the timed run. */
  non2xx: number;
  /** Connection errors and timeouts (during the run and the re-send). */
  errors: number;
  /** 2xx answers per second of the timed run. */
  leadsPerSecond: number;
  /** Latency percentiles of the timed run, ms. */
  p50Ms: number;
  p99Ms: number;
  /** Rows counted by countStored after the run. */
  stored: number;
  /** Leads answered 2xx that are not in the store (must be 0). */
  lost: number;
  /** In-flight leads re-sent after the run (at most about `connections`). */
  resent: number;
}

// autocannon@8 ships no type declarations; these are the parts used here.
interface CannonRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface CannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Seconds. */
  duration: number;
  latency: { p50: number; p99: number };
  requests: { total: number };
}
type Autocannon = (
  options: { url: string; connections: number; duration: number; pipelining: number; timeout: number; requests: CannonRequest[] },
  done: (error: Error | null, result: CannonResult) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A valid scholarship lead body (docs/product.md#lead-calls + envelope) with the given id; filled in 5 s, so not quarantined. */
export function loadTestLead(id: string): string {
  return JSON.stringify({
    id,
    kind: 'scholarship',
    lead: true,
    beca: true,
    bootcamp: 'fullstack',
    email: `load-${id}@example.com`,
    name: 'Carga Prueba',
    phone: '+51987654321',
    country: 'PE',
    fecha: '2026-03-14',
    meta: { fillMs: 5000, hp: '', page: 'http://127.0.0.1/bench', lang: 'es' },
  });
}

/** Runs the load test against a server already listening at `baseUrl`. */
export async function runLeadLoadTest(options: LeadLoadOptions): Promise<LeadLoadResult> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/api/leads`;
  const tag = randomBytes(6).toString('hex');
  let next = 0;
  // Bodies sent and not yet answered, by id: what is left here when the run stops is re-sent.
  const unanswered = new Map<string, string>();
  let answered2xx = 0;

  const request: CannonRequest = {
    method: 'POST',
    path: '/api/leads',
    headers: { 'Content-Type': 'application/json' },
    setupRequest: (req, context) => {
      next += 1;
      const id = `load-${tag}-${next}`;
      const body = loadTestLead(id);
      unanswered.set(id, body);
      context.id = id;
      return { ...req, body };
    },
    // With pipelining 1, the context holds the id of the request this answer is for.
    onResponse: (status, _body, context) => {
      if (typeof context.id === 'string') unanswered.delete(context.id);
      if (status >= 200 && status < 300) answered2xx += 1;
    },
  };

  const targets = options.baseUrls?.length ? options.baseUrls.map((base) => `${base.replace(/\/+$/, '')}/api/leads`) : [url];
  const connections = options.connections ?? 50;
  const results = await Promise.all(
    targets.map(
      (target, index) =>
        new Promise<CannonResult>((resolve, reject) => {
          // 50 over 2 servers: 25 each (the first takes any remainder).
          const share = Math.floor(connections / targets.length) + (index === 0 ? connections % targets.length : 0);
          autocannon(
            { url: target, connections: share, duration: options.durationSeconds ?? 20, pipelining: 1, timeout: 10, requests: [request] },
            (error, value) => (error ? reject(error) : resolve(value)),
          );
        }),
    ),
  );
  const result: CannonResult = {
    '2xx': results.reduce((sum, r) => sum + r['2xx'], 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    duration: Math.max(...results.map((r) => r.duration)),
    latency: { p50: Math.max(...results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)) },
    requests: { total: results.reduce((sum, r) => sum + r.requests.total, 0) },
  };

  let resent2xx = 0;
  let resendErrors = 0;
  const pending = [...unanswered.values()];
  for (let i = 0; i < pending.length; i += 20) {
    await Promise.all(
      pending.slice(i, i + 20).map(async (body) => {
        try {
          const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
          await res.arrayBuffer();
          if (res.ok) resent2xx += 1;
        } catch {
          resendErrors += 1;
        }
      }),
    );
  }

  const ok2xx = answered2xx + resent2xx;
  const stored = await options.countStored();
  return {
    requests: result.requests.total,
    ok2xx,
    non2xx: result.non2xx,
    errors: result.errors + resendErrors,
    leadsPerSecond: result.duration > 0 ? Math.round(result['2xx'] / result.duration) : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    stored,
    lost: Math.max(0, ok2xx - stored),
    resent: pending.length,
  };
}

/**
 * Whether a run measured the server: a run with connection errors or timeouts measured refused or
 * stuck sockets instead (the server's cap of 64 open connections per address refused the next
 * run's connections while the last run's 50 keep-alive sockets were still open: 3,059 errors and a
 * p99 of 1,194 ms, where a run on a fresh server made 8,498 leads/s, p99 11 ms, no error).
 */
export const isValidRun = (run: LeadLoadResult): boolean => run.errors === 0;

/** Several runs as one row, with how many were left out of its medians. */
export interface LeadLoadSummary extends LeadLoadResult {
  /** Runs made. */
  runs: number;
  /** Runs with connection errors: flagged, not in the medians. */
  invalid: number;
}

/**
 * Several runs as one row: the median of requests, leads per second and each percentile over the
 * valid runs (`isValidRun`; over all of them, flagged, when none is); the 2xx, non-2xx, errors,
 * rows stored, lost and re-sent counts summed over every run (so "lost" is every lost lead of the
 * whole part, and rows stored = 2xx stays exact).
 */
export function summarizeLoadRuns(runs: readonly LeadLoadResult[]): LeadLoadSummary {
  const valid = runs.filter(isValidRun);
  const measured = valid.length ? valid : runs;
  const mid = (pick: (r: LeadLoadResult) => number): number => medianOf(measured.map(pick));
  const sum = (pick: (r: LeadLoadResult) => number): number => runs.reduce((n, r) => n + pick(r), 0);
  return {
    requests: mid((r) => r.requests),
    ok2xx: sum((r) => r.ok2xx),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    leadsPerSecond: mid((r) => r.leadsPerSecond),
    p50Ms: mid((r) => r.p50Ms),
    p99Ms: mid((r) => r.p99Ms),
    stored: sum((r) => r.stored),
    lost: sum((r) => r.lost),
    resent: sum((r) => r.resent),
    runs: runs.length,
    invalid: runs.length - valid.length,
  };
}

/** The report's lines for the invalid runs of `runs` (1-based), empty when every run is valid. */
export function invalidRunNotes(name: string, runs: readonly LeadLoadResult[]): string[] {
  return runs.flatMap((run, i) =>
    isValidRun(run)
      ? []
      : [`- ${name}, run ${i + 1} of ${runs.length}: **invalid**, ${run.errors} connection errors (${fmt(run.leadsPerSecond)} leads/s, p99 ${fmt(run.p99Ms)} ms): not in the medians`],
  );
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
