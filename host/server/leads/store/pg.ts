/**
 * The PostgreSQL lead store (`EMBUDO_DATABASE_URL=postgres://…`): the same LeadStore as the SQLite
 * one, over a connection pool (`pg`, plain SQL), so several Embudo servers can share one database.
 *
 * - Idempotency across servers: `INSERT … ON CONFLICT (id) DO NOTHING`. Two servers inserting one id
 *   at once: PostgreSQL makes the second wait on the first's commit, then skip; that one then reads
 *   the stored row and answers duplicate (same payload hash) or conflict. One row, always.
 * - Group commit, as the SQLite store: the leads asked for in one turn of the event loop go to the
 *   database as ONE multi-row insert (one statement, one transaction, one WAL flush; at most
 *   MAX_BATCH rows), and each caller's promise settles after that commit. So a 201 means stored,
 *   and a busy server makes a few large round trips instead of many small ones. The statement is
 *   all or nothing: when it fails, every lead in it is answered 503 and retried.
 * - Faults: a query the database cannot answer (restarting, unreachable, every pooled connection
 *   busy past `poolWaitMs`, a statement over `statementTimeoutMs`) rejects with
 *   StoreUnavailableError; the API answers 503 + Retry-After and the client's outbox retries.
 * - Migrations (migrations.ts, the `postgres` text of each step) run at open under
 *   `pg_advisory_lock`, so servers starting at once migrate once; the version is in `embudo_schema`.
 */
import pg from 'pg';
import type { CrmEvent, FunnelEvent } from '../../../../src/contracts/events';
import type { Lead, LeadKind } from '../../../../src/contracts/lead';
import {
  JOB_COLUMNS,
  JOB_STATUSES,
  jobColumns,
  toClaimedJob,
  toJobRecord,
  type ClaimRequest,
  type ClaimedJob,
  type EnqueueResult,
  type JobOutcome,
  type JobRecord,
  type JobRow,
  type JobStatus,
  type NewJob,
} from '../../jobs/job';
import { StoreClosedError, StoreOpenError, StoreUnavailableError } from './errors';
import {
  LEAD_COLUMNS,
  leadColumns,
  toRecord,
  withExtras,
  type LeadColumns,
  type LeadRecord,
  type LeadRow,
  type NeutralType,
  type WriteContext,
} from './lead-columns';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { POSTGRES, queries, toPage, type Query } from './queries';
import type {
  AdminSessionRow,
  DeskFilter,
  FunnelFilter,
  LeadActivity,
  LeadCursor,
  LeadFilter,
  LeadPage,
  LeadStore,
  NewAdminSession,
  SaveEventResult,
  SaveFunnelResult,
  SaveLeadResult,
  SourceCount,
  StageCount,
  TimeRange,
} from './roles';
import { toAdminSession, type AdminSessionColumns } from './sql';
import { defaultLogger, logFunction } from '../../log';

const SQL = queries(POSTGRES);

/** The pool and timeout settings (environment names in open.ts). */
export interface PgStoreOptions {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /** Connections per server (default 10). */
  poolSize?: number;
  /** How long a query waits for a free connection (or a new one to connect) before failing with 503 (default 2000 ms). */
  poolWaitMs?: number;
  /** PostgreSQL `statement_timeout` of every connection (default 5000 ms). */
  statementTimeoutMs?: number;
  /** Open without migrating or writing (the export CLI): fails when the schema is not there yet. */
  readonly?: boolean;
  /** Where pool errors are reported (default: the process's logger, log.ts). */
  log?: (message: string, error?: unknown) => void;
}

export const PG_DEFAULTS = { poolSize: 10, poolWaitMs: 2000, statementTimeoutMs: 5000 } as const;

/** The advisory lock key that serialises migrations ("embudo" as a number: any constant shared by every server). */
export const MIGRATION_LOCK_KEY = 0x656d6275646f;

// BIGINT (oid 20) comes back as a string by default; every BIGINT here is ms or a count, far below 2^53.
const TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The URL with its password masked, for messages and the start banner. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an EMBUDO_DATABASE_URL that is not a URL)';
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens the pool, checks the server answers, and migrates under the advisory lock. Throws a
 * StoreOpenError naming the (redacted) URL and EMBUDO_DATABASE_URL when it cannot.
 */
export async function openPgStore(options: PgStoreOptions): Promise<PgLeadStore> {
  const where = redactUrl(options.url);
  const log = options.log ?? logFunction(defaultLogger());
  const statementTimeoutMs = options.statementTimeoutMs ?? PG_DEFAULTS.statementTimeoutMs;
  const poolWaitMs = options.poolWaitMs ?? PG_DEFAULTS.poolWaitMs;
  let pool: pg.Pool;
  try {
    pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? PG_DEFAULTS.poolSize,
      connectionTimeoutMillis: poolWaitMs,
      statement_timeout: statementTimeoutMs,
      // A backstop for a database that stops answering without closing the socket (a frozen host).
      query_timeout: statementTimeoutMs + 2000,
      idle_in_transaction_session_timeout: statementTimeoutMs * 2,
      application_name: 'embudo',
      types: TYPES,
    });
  } catch (error) {
    throw new StoreOpenError(
      `Cannot use EMBUDO_DATABASE_URL (${where}): ${describe(error)}. Expected postgres://user:password@host:5432/database.`,
      { cause: error },
    );
  }
  // An idle pooled connection dropped by the server (a restart) emits here; without a listener the
  // process would crash. The pool forgets that connection and opens a new one when needed.
  pool.on('error', (error) => log('a pooled PostgreSQL connection failed (the pool replaces it):', error));
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        // Read-only (the export CLI) writes nothing, not even the version table.
        const exists = (await client.query<{ table: string | null }>("SELECT to_regclass('embudo_schema')::text AS table")).rows[0]?.table;
        if (!exists && !options.readonly) await client.query('CREATE TABLE embudo_schema (version INTEGER NOT NULL)');
        let version =
          exists || !options.readonly ? (await client.query<{ version: number }>('SELECT version FROM embudo_schema')).rows[0]?.version : 0;
        if (version === undefined) {
          await client.query('INSERT INTO embudo_schema (version) VALUES (0)');
          version = 0;
        }
        if (version > SCHEMA_VERSION) {
          throw new StoreOpenError(
            `The lead store at ${where} has schema version ${version}, newer than this Embudo (${SCHEMA_VERSION}). Upgrade Embudo or point EMBUDO_DATABASE_URL at another database.`,
          );
        }
        if (version < SCHEMA_VERSION && options.readonly) {
          throw new StoreOpenError(
            `The lead store at ${where} is not initialised yet (schema ${version} of ${SCHEMA_VERSION}). Start the server once (npm start) to create it.`,
          );
        }
        // One transaction per step with the version bump inside it: a crash never leaves half a step.
        for (; version < SCHEMA_VERSION; version += 1) {
          await client.query('BEGIN');
          try {
            await client.query(MIGRATIONS[version]!.postgres);
            await client.query('UPDATE embudo_schema SET version = $1', [version + 1]);
            await client.query('COMMIT');
          } catch (error) {
            await client.query('ROLLBACK').catch(() => {});
            throw error;
          }
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    if (error instanceof StoreOpenError) throw error;
    throw new StoreOpenError(
      `Cannot open the lead store at ${where}: ${describe(error)}. Check that PostgreSQL runs there and EMBUDO_DATABASE_URL is right (or unset it to use the SQLite file).`,
      { cause: error },
    );
  }
  return new PgLeadStore(pool, where, { readonly: options.readonly ?? false, poolWaitMs, statementTimeoutMs });
}

/** Each neutral column type as a PostgreSQL array element (the insert's parallel arrays). */
const PG_ARRAY: Record<NeutralType, string> = { text: 'text', ms: 'bigint', flag: 'boolean' };

// One row per element of parallel arrays, one per column of LEAD_COLUMNS: one statement (and one
// plan) whatever the batch size. The follow-up jobs (parallel arrays too, after the leads') are
// inserted by the same statement, only for the leads it inserted: a lead and its jobs commit
// together or not at all.
const JOBS_AT = LEAD_COLUMNS.length + 1;
const INSERT_LEADS = `WITH inserted AS (
  INSERT INTO leads (${LEAD_COLUMNS.map((column) => column.name).join(', ')})
  SELECT * FROM unnest(${LEAD_COLUMNS.map((column, i) => `$${i + 1}::${PG_ARRAY[column.type]}[]`).join(', ')})
  ON CONFLICT (id) DO NOTHING RETURNING id
), queued AS (
  INSERT INTO jobs (id, type, key, lead_id, payload, run_at, created_at, updated_at)
  SELECT j.id, j.type, j.key, j.lead_id, j.payload, j.run_at, j.created_at, j.created_at
  FROM unnest(${['text', 'text', 'text', 'text', 'text', 'bigint', 'bigint'].map((type, i) => `$${JOBS_AT + i}::${type}[]`).join(', ')}) AS j(id, type, key, lead_id, payload, run_at, created_at)
  WHERE j.lead_id IN (SELECT id FROM inserted)
  ON CONFLICT DO NOTHING
)
SELECT id FROM inserted`;

/** Most leads in one insert statement; more wait for the next. */
export const MAX_BATCH = 500;

interface PendingLead {
  row: LeadColumns;
  jobs: readonly NewJob[];
  resolve(result: SaveLeadResult): void;
  reject(error: unknown): void;
}

// PostgreSQL error classes that mean "not now" rather than "never": connection exceptions (08),
// insufficient resources (53), operator intervention (57: shutdown, statement timeout), and
// serialization/deadlock (40).
const TRANSIENT_SQLSTATE = /^(08|53|57|40)/;

/** The open PostgreSQL store. Create it with openPgStore. */
export class PgLeadStore implements LeadStore {
  readonly engine = 'postgres';
  readonly #pool: pg.Pool;
  readonly #readonly: boolean;
  readonly #poolWaitMs: number;
  readonly #statementTimeoutMs: number;
  #closed = false;
  #leadsStored = 0;
  #pending: PendingLead[] = [];
  #flushScheduled = false;
  readonly #inFlight = new Set<Promise<void>>();

  /** The URL with the password masked. */
  readonly location: string;

  /** @internal use openPgStore. */
  constructor(pool: pg.Pool, location: string, settings: { readonly: boolean; poolWaitMs: number; statementTimeoutMs: number }) {
    this.#pool = pool;
    this.location = location;
    this.#readonly = settings.readonly;
    this.#poolWaitMs = settings.poolWaitMs;
    this.#statementTimeoutMs = settings.statementTimeoutMs;
  }

  /** Runs one statement; a failure that may pass becomes StoreUnavailableError (503), others pass through. */
  async #query<R extends pg.QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<pg.QueryResult<R>> {
    if (this.#closed) throw new StoreClosedError('The lead store is closed (the server is shutting down).');
    try {
      return await this.#pool.query<R>(name ? { name, text, values } : { text, values });
    } catch (error) {
      throw this.#classify(error);
    }
  }

  #classify(error: unknown): unknown {
    const message = describe(error);
    const code = (error as { code?: unknown } | null)?.code;
    if (message.includes('timeout exceeded when trying to connect')) {
      return new StoreUnavailableError(
        `No PostgreSQL connection became free within ${this.#poolWaitMs} ms (pool exhausted or the database unreachable).`,
        { cause: error },
      );
    }
    if (code === '57014')
      return new StoreUnavailableError(`A statement ran past the ${this.#statementTimeoutMs} ms statement timeout.`, { cause: error });
    if (message.includes('Query read timeout'))
      return new StoreUnavailableError(`PostgreSQL did not answer within ${this.#statementTimeoutMs + 2000} ms.`, { cause: error });
    if (typeof code === 'string' && (TRANSIENT_SQLSTATE.test(code) || /^E[A-Z]+$/.test(code))) {
      // SQLSTATE classes above, or a socket error (ECONNREFUSED, ECONNRESET, EPIPE…)
      return new StoreUnavailableError(`PostgreSQL is unavailable: ${message}`, { cause: error });
    }
    if (/Connection terminated|connection .*closed|Client has encountered a connection error/i.test(message)) {
      return new StoreUnavailableError(`PostgreSQL closed the connection: ${message}`, { cause: error });
    }
    return error;
  }

  #writable(): void {
    if (this.#readonly) throw new StoreClosedError('The lead store is open read-only.');
  }

  saveLead(lead: Lead, context: WriteContext): Promise<SaveLeadResult> {
    return new Promise((resolve, reject) => {
      if (this.#closed || this.#readonly) {
        reject(
          new StoreClosedError(
            this.#closed ? 'The lead store is closed (the server is shutting down).' : 'The lead store is open read-only.',
          ),
        );
        return;
      }
      this.#pending.push({ row: leadColumns(lead, context), jobs: context.jobs ?? [], resolve, reject });
      if (!this.#flushScheduled) {
        this.#flushScheduled = true;
        // setImmediate runs after the current I/O phase: every request parsed in it joins this insert.
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#flushScheduled = false;
    while (this.#pending.length) {
      const batch = this.#pending.splice(0, MAX_BATCH);
      const done = this.#insertBatch(batch).finally(() => this.#inFlight.delete(done));
      this.#inFlight.add(done);
    }
  }

  async #insertBatch(batch: PendingLead[]): Promise<void> {
    // The first of each id in the batch is inserted; a repeat inside the batch is judged after it.
    const first = new Map<string, LeadColumns>();
    const jobs: ReturnType<typeof jobColumns>[] = [];
    for (const { row, jobs: wanted } of batch) {
      if (first.has(row.id)) continue;
      first.set(row.id, row);
      for (const job of wanted) jobs.push(jobColumns(job, row.received_at));
    }
    const jobColumn = <K extends keyof ReturnType<typeof jobColumns>>(key: K) => jobs.map((job) => job[key]);
    // In id order: two servers inserting overlapping batches then take the rows' locks in the same
    // order, so one waits for the other instead of both deadlocking (and one batch failing with 503).
    const rows = [...first.values()].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    let insertedIds: Set<string>;
    let existing: Map<string, { payload_hash: string; quarantined: boolean; scholarship_code: string | null }>;
    try {
      const inserted = await this.#query<{ id: string }>(
        INSERT_LEADS,
        [
          ...LEAD_COLUMNS.map((column) => rows.map((row) => row[column.name])),
          jobColumn('id'),
          jobColumn('type'),
          jobColumn('key'),
          jobColumn('lead_id'),
          jobColumn('payload'),
          jobColumn('run_at'),
          jobColumn('created_at'),
        ],
        'embudo-insert-leads',
      );
      insertedIds = new Set(inserted.rows.map((row) => row.id));
      // Ids already there (stored earlier, or by another server a moment ago): replay or refuse.
      const others = rows.filter((row) => !insertedIds.has(row.id)).map((row) => row.id);
      existing = new Map();
      if (others.length) {
        const found = await this.#query<{ id: string; payload_hash: string; quarantined: boolean; scholarship_code: string | null }>(
          'SELECT id, payload_hash, quarantined, scholarship_code FROM leads WHERE id = ANY($1::text[])',
          [others],
          'embudo-find-leads',
        );
        for (const row of found.rows) existing.set(row.id, row);
      }
    } catch (error) {
      // Nothing in the batch is known to be stored: nobody may hear "stored".
      for (const write of batch) write.reject(error);
      return;
    }
    this.#leadsStored += insertedIds.size;
    for (const row of insertedIds) {
      const stored = first.get(row)!;
      existing.set(row, { payload_hash: stored.payload_hash, quarantined: stored.quarantined, scholarship_code: stored.scholarship_code });
    }
    for (const { row, resolve, reject } of batch) {
      const current = existing.get(row.id);
      if (!current) reject(new Error(`lead store: insert of ${row.id} was ignored but no row exists`));
      else if (insertedIds.delete(row.id))
        resolve({ status: 'stored', id: row.id, quarantined: row.quarantined, scholarshipCode: current.scholarship_code });
      else if (current.payload_hash === row.payload_hash)
        resolve({ status: 'duplicate', id: row.id, quarantined: current.quarantined, scholarshipCode: current.scholarship_code });
      else resolve({ status: 'conflict', id: row.id });
    }
  }

  async saveEvent(event: CrmEvent, context: WriteContext): Promise<SaveEventResult> {
    this.#writable();
    const inserted = await this.#run(SQL.insertEvent(event, context), 'embudo-insert-event');
    return { status: inserted.rowCount === 1 ? 'stored' : 'duplicate', fbclid: event.fbclid };
  }

  /** Runs a statement of ./queries.ts (`name`: a prepared statement, for the queries every request makes). */
  async #run<R extends pg.QueryResultRow>(query: Query, name?: string): Promise<pg.QueryResult<R>> {
    return this.#query<R>(query.text, query.params, name);
  }

  async #rows<R extends pg.QueryResultRow>(query: Query, name?: string): Promise<R[]> {
    return (await this.#run<R>(query, name)).rows;
  }

  async listLeads(): Promise<LeadRecord[]> {
    return (await this.#rows<LeadRow>(SQL.listLeads())).map(toRecord);
  }

  async pageLeads(filter: LeadFilter, cursor: LeadCursor | null, limit: number): Promise<LeadPage> {
    const size = Math.max(1, Math.floor(limit));
    return toPage(await this.#rows<LeadRow>(SQL.pageLeads(filter, cursor, size)), size);
  }

  async recentActivity(limit: number, sinceMs: number): Promise<LeadActivity[]> {
    const rows = await this.#rows<{ kind: LeadKind; country: string; received_at: number }>(
      SQL.recentActivity(limit, sinceMs),
      'embudo-recent-activity',
    );
    return rows.map((row) => ({ kind: row.kind, country: row.country, receivedAt: row.received_at }));
  }

  get leadsStored(): number {
    return this.#leadsStored;
  }

  async countLeads(): Promise<number> {
    return (await this.#rows<{ n: number }>(SQL.countLeads()))[0]!.n;
  }

  async countEvents(): Promise<number> {
    return (await this.#rows<{ n: number }>(SQL.countEvents()))[0]!.n;
  }

  // ───────────────────────── Leads desk: queries and writes ─────────────────────────

  async saveFunnelEvent(event: FunnelEvent, context: WriteContext): Promise<SaveFunnelResult> {
    this.#writable();
    const inserted = await this.#run(SQL.insertFunnel(event, context), 'embudo-insert-funnel');
    return { status: inserted.rowCount === 1 ? 'stored' : 'duplicate' };
  }

  async deskLeads(filter: DeskFilter, cursor: LeadCursor | null, limit: number): Promise<LeadPage> {
    const size = Math.max(1, Math.floor(limit));
    return toPage(await this.#rows<LeadRow>(SQL.deskLeads(filter, cursor, size)), size);
  }

  async countDeskLeads(filter: DeskFilter, cap: number): Promise<number> {
    return (await this.#rows<{ n: number }>(SQL.countDeskLeads(filter, cap)))[0]!.n;
  }

  async funnelCounts(filter: FunnelFilter): Promise<StageCount[]> {
    return this.#rows<StageCount>(SQL.funnelCounts(filter));
  }

  async funnelSources(range: TimeRange, limit: number): Promise<SourceCount[]> {
    return this.#rows<SourceCount>(SQL.funnelSources(range, limit));
  }

  async leadsPerHour(range: TimeRange): Promise<{ hour: number; leads: number }[]> {
    return this.#rows(SQL.leadsPerHour(range));
  }

  async leadsByCountry(range: TimeRange): Promise<{ country: string; leads: number }[]> {
    return this.#rows(SQL.leadsByCountry(range));
  }

  async createAdminSession(session: NewAdminSession): Promise<void> {
    this.#writable();
    // One statement: the purge of expired sessions (and those of another token) and the new one commit together.
    await this.#query(
      `WITH purged AS (DELETE FROM admin_sessions WHERE expires_at <= $3 OR token_print <> $2)
       INSERT INTO admin_sessions (id_hash, token_print, created_at, expires_at, last_used_at) VALUES ($1, $2, $3, $4, $3)`,
      [session.idHash, session.tokenPrint, session.createdAt, session.expiresAt],
    );
  }

  async adminSession(idHash: string): Promise<AdminSessionRow | undefined> {
    const row = (await this.#rows<AdminSessionColumns>(SQL.adminSession(idHash), 'embudo-admin-session'))[0];
    return row ? toAdminSession(row) : undefined;
  }

  async touchAdminSession(idHash: string, at: number): Promise<void> {
    this.#writable();
    await this.#run(SQL.touchAdminSession(idHash, at), 'embudo-touch-admin-session');
  }

  async adminSessions(tokenPrint: string, now: number): Promise<AdminSessionRow[]> {
    return (await this.#rows<AdminSessionColumns>(SQL.adminSessions(tokenPrint, now))).map(toAdminSession);
  }

  async deleteAdminSession(idHash: string): Promise<void> {
    this.#writable();
    await this.#run(SQL.deleteAdminSession(idHash));
  }

  async deleteAllAdminSessions(): Promise<number> {
    this.#writable();
    return (await this.#run(SQL.deleteAllAdminSessions())).rowCount ?? 0;
  }
  // ───────────────────────── end of the leads desk's queries ─────────────────────────

  // ───────────────────────── The follow-up queue (../jobs/) ─────────────────────────

  async enqueueJob(job: NewJob, now: number): Promise<EnqueueResult> {
    this.#writable();
    const inserted = await this.#run(SQL.insertJob(job, now), 'embudo-insert-job');
    if (inserted.rowCount === 1) return { status: 'queued', id: job.id };
    const existing = job.key === null ? undefined : (await this.#rows<{ id: string }>(SQL.jobByKey(job.key)))[0];
    return { status: 'duplicate', id: existing?.id ?? job.id };
  }

  async claimJobs(request: ClaimRequest): Promise<ClaimedJob[]> {
    this.#writable();
    if (request.types.length === 0 || request.limit < 1) return [];
    // SKIP LOCKED: a row another server is claiming right now is passed over, not waited for, so
    // servers claiming at once each get different jobs and none blocks.
    const { rows } = await this.#query<JobRow>(
      `UPDATE jobs SET status = 'running', attempts = jobs.attempts + 1, run_at = $1, lease_token = $2, updated_at = $3
       FROM (SELECT id FROM jobs WHERE status IN ('pending', 'running') AND run_at <= $3 AND type = ANY($4::text[])
             ORDER BY run_at LIMIT $5 FOR UPDATE SKIP LOCKED) AS due
       WHERE jobs.id = due.id
       RETURNING ${JOB_COLUMNS.split(', ')
         .map((column) => `jobs.${column}`)
         .join(', ')}`,
      [request.now + request.leaseMs, request.token, request.now, [...request.types], Math.floor(request.limit)],
      'embudo-claim-jobs',
    );
    return rows.map(toClaimedJob).sort((a, b) => a.createdAt - b.createdAt);
  }

  async settleJob(id: string, leaseToken: string, outcome: JobOutcome, now: number): Promise<boolean> {
    this.#writable();
    return (await this.#run(SQL.settleJob(id, leaseToken, outcome, now), 'embudo-settle-job')).rowCount === 1;
  }

  async retryJob(id: string, now: number): Promise<boolean> {
    this.#writable();
    return (await this.#run(SQL.retryJob(id, now))).rowCount === 1;
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    const row = (await this.#rows<JobRow>(SQL.getJob(id)))[0];
    return row ? toJobRecord(row) : undefined;
  }

  async leadJobs(leadId: string): Promise<JobRecord[]> {
    return (await this.#rows<JobRow>(SQL.leadJobs(leadId))).map(toJobRecord);
  }

  async jobCounts(): Promise<Record<JobStatus, number>> {
    const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
    for (const row of await this.#rows<{ status: JobStatus; n: number }>(SQL.jobCounts())) counts[row.status] = row.n;
    return counts;
  }

  async getLead(id: string): Promise<LeadRecord | undefined> {
    const row = (await this.#rows<LeadRow>(SQL.getLead(id)))[0];
    return row ? withExtras(row) : undefined;
  }
  // ───────────────────────── end of the follow-up queue ─────────────────────────

  async ping(timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError(`PostgreSQL did not answer within ${timeoutMs} ms.`)), timeoutMs);
    });
    try {
      await Promise.race([this.#query('SELECT 1'), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Connections open, idle, and queries waiting for one (diagnostics and tests). */
  poolStats(): { total: number; idle: number; waiting: number } {
    return { total: this.#pool.totalCount, idle: this.#pool.idleCount, waiting: this.#pool.waitingCount };
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Sends the leads still queued, lets queries in flight finish, then closes every connection. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#flush();
    await Promise.allSettled([...this.#inFlight]);
    this.#closed = true;
    await this.#pool.end();
  }
}
