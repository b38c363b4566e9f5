/**
 * The follow-up queue's rows, as the lead store keeps them (both engines; ../leads/store/roles.ts
 * declares the methods, migrations.ts the `jobs` table). queue.ts builds the typed API on these.
 */

/** Where a job is: waiting (maybe for a retry), held by a server, finished, or given up. */
export type JobStatus = 'pending' | 'running' | 'done' | 'dead';

export const JOB_STATUSES: readonly JobStatus[] = ['pending', 'running', 'done', 'dead'];

/** A job to store. */
export interface NewJob {
  /** Unique id (also what a receiver may dedupe on: the webhook's `webhook-id`). */
  id: string;
  /** The handler that runs it (queue.ts `register`). */
  type: string;
  /** Anything JSON can hold; stored as JSON text. */
  payload: unknown;
  /** The lead it follows up, when it does (the desk lists a lead's jobs). */
  leadId: string | null;
  /** Not before (ms since the epoch). */
  runAt: number;
  /** When set, a second enqueue with the same key stores nothing and answers the first job's id. */
  key: string | null;
}

/** A stored job. */
export interface JobRecord {
  id: string;
  type: string;
  key: string | null;
  leadId: string | null;
  payload: unknown;
  status: JobStatus;
  /** Runs started so far (a run cut by a crash counts too). */
  attempts: number;
  /** When it is due; while running, when its lease ends. */
  runAt: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A job a server claimed: it holds it until `runAt` (the lease's end) under `leaseToken`. */
export interface ClaimedJob extends JobRecord {
  leaseToken: string;
}

/** What a claim asks for. */
export interface ClaimRequest {
  /** Only these types (the ones this server has handlers for). */
  types: readonly string[];
  limit: number;
  now: number;
  /** How long the claim holds before another server may take the job again. */
  leaseMs: number;
  /** Names this claim (settleJob must present it). */
  token: string;
}

/** How a run ended, as stored. */
export type JobOutcome =
  | { status: 'done' }
  /** Run again at `runAt`. */
  | { status: 'pending'; runAt: number; error: string }
  | { status: 'dead'; error: string };

/** Outcome of enqueueJob. */
export interface EnqueueResult {
  status: 'queued' | 'duplicate';
  /** The stored job's id (the first one's, for a duplicate key). */
  id: string;
}

/** A jobs row as either engine reads it back. */
export interface JobRow {
  id: string;
  type: string;
  key: string | null;
  lead_id: string | null;
  payload: string;
  status: JobStatus;
  attempts: number;
  run_at: number;
  lease_token: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** The columns read back (both engines). */
export const JOB_COLUMNS = 'id, type, key, lead_id, payload, status, attempts, run_at, lease_token, last_error, created_at, updated_at';

/** Longest last_error kept: enough to read a receiver's answer, not a whole page of it. */
export const MAX_ERROR_LENGTH = 500;

export function toJobRecord(row: JobRow): JobRecord {
  let payload: unknown = null;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    // a payload that is not JSON cannot have been written by enqueueJob; keep the row readable
  }
  return {
    id: row.id,
    type: row.type,
    key: row.key,
    leadId: row.lead_id,
    payload,
    status: row.status,
    attempts: row.attempts,
    runAt: row.run_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toClaimedJob(row: JobRow): ClaimedJob {
  return { ...toJobRecord(row), leaseToken: row.lease_token ?? '' };
}

/** The row a NewJob is written as (the same for both engines). */
export function jobColumns(job: NewJob, now: number): Omit<JobRow, 'lease_token' | 'last_error' | 'status' | 'attempts'> {
  return {
    id: job.id,
    type: job.type,
    key: job.key,
    lead_id: job.leadId,
    payload: JSON.stringify(job.payload ?? null),
    run_at: job.runAt,
    created_at: now,
    updated_at: now,
  };
}

/** The error text as stored: one line, at most MAX_ERROR_LENGTH characters. */
export function errorText(error: string): string {
  const line = error.replace(/\s+/g, ' ').trim();
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}
