/**
 * The SQLite lead store (the default engine): one file (better-sqlite3, WAL, `synchronous=FULL`)
 * holding every lead and every CRM event the API accepted. Implements the LeadStore of ./roles.ts.
 *
 * Writes go through a group commit: every write asked for during one turn of the event loop is
 * committed in ONE transaction (one fsync) on the next `setImmediate`, and each caller's promise
 * settles only after that commit. So an answer of 201/200 always means "on disk", and throughput
 * does not collapse to one fsync per lead under load.
 */
import { closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CrmEvent, FunnelEvent } from '../../../../src/contracts/events';
import type { Lead, LeadKind } from '../../../../src/contracts/lead';
import {
  JOB_COLUMNS,
  JOB_STATUSES,
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
import { DEFAULT_DB_PATH, StoreClosedError, StoreOpenError } from './errors';
import { LEAD_COLUMNS, leadColumns, toRecord, withExtras, type LeadRecord, type LeadRow, type WriteContext } from './lead-columns';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { queries, SQLITE, toPage, type Query } from './queries';
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

const SQL = queries(SQLITE);

export { SCHEMA_VERSION };

/** How long a write waits for another connection's lock (the CLI, a backup) before failing. */
const BUSY_TIMEOUT_MS = 5000;

/** Options of openLeadStore. */
export interface OpenOptions {
  /** Open an existing store without writing (the export CLI); fails when the file does not exist. */
  readonly?: boolean;
}

type BatchOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

type PendingWrite =
  | { kind: 'lead'; lead: Lead; context: WriteContext; resolve(result: SaveLeadResult): void; reject(error: unknown): void }
  | { kind: 'event'; event: CrmEvent; context: WriteContext; resolve(result: SaveEventResult): void; reject(error: unknown): void }
  | { kind: 'funnel'; event: FunnelEvent; context: WriteContext; resolve(result: SaveFunnelResult): void; reject(error: unknown): void }
  /** A follow-up queue write (enqueue, claim, settle): statements run inside the batch's transaction. */
  | { kind: 'job'; run(): unknown; resolve(result: unknown): void; reject(error: unknown): void };

/** The mode of a store file this server creates: read and write for its own user only. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * The store's files (the database, its -wal and -shm) that other users of the machine may read or
 * write, as "name (mode 0644)"; [] when all are private or absent (':memory:' has none).
 */
export function looseStoreFiles(file: string): string[] {
  if (file === ':memory:') return [];
  const loose: string[] = [];
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    let mode: number;
    try {
      mode = statSync(name).mode & 0o777;
    } catch {
      continue;
    }
    if (mode & 0o077) loose.push(`${path.basename(name)} (mode ${mode.toString(8).padStart(4, '0')})`);
  }
  return loose;
}

/**
 * Opens (creating the folder and file when needed) and migrates the store. Throws a StoreOpenError
 * naming the path when it cannot, so the server refuses to start rather than accepting leads it
 * could not keep. `':memory:'` gives a throwaway store (tests).
 */
export function openLeadStore(file: string, options: OpenOptions = {}): SqliteLeadStore {
  const inMemory = file === ':memory:';
  const where = inMemory ? file : path.resolve(file);
  let db: Database.Database | undefined;
  try {
    if (!inMemory && !options.readonly) {
      mkdirSync(path.dirname(where), { recursive: true });
      // Leads are personal data: a new store file is the server user's alone (0600, whatever the
      // umask). SQLite gives its -wal and -shm files the database file's mode.
      closeSync(openSync(where, 'a', PRIVATE_FILE_MODE));
    }
    db = new Database(where, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false, timeout: BUSY_TIMEOUT_MS });
    const opened = db;
    // Two servers (or the server and `npm run leads`) may open a fresh file at the same moment: the
    // switch to WAL does not wait on SQLite's busy handler, so a lock held by the other is waited out here.
    whileBusy(() => {
      if (!options.readonly) {
        opened.pragma('journal_mode = WAL');
        // FULL: a commit is on disk (WAL fsynced) before it returns, so a 201 survives a power cut.
        opened.pragma('synchronous = FULL');
      }
      const version = opened.pragma('user_version', { simple: true }) as number;
      if (version > SCHEMA_VERSION) {
        throw new StoreOpenError(
          `The lead store at ${where} has schema version ${version}, newer than this Embudo (${SCHEMA_VERSION}). Upgrade Embudo or point EMBUDO_DB at another file.`,
        );
      }
      if (version < SCHEMA_VERSION) {
        if (options.readonly) {
          throw new StoreOpenError(
            `The lead store at ${where} is not initialised yet (schema ${version} of ${SCHEMA_VERSION}). Start the server once (npm start) to create it.`,
          );
        }
        migrate(opened);
      }
    });
    return new SqliteLeadStore(db, where);
  } catch (error) {
    db?.close();
    if (error instanceof StoreOpenError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreOpenError(
      `Cannot open the lead store at ${where}: ${reason}. Set EMBUDO_DB to a writable file path (default ${DEFAULT_DB_PATH}).`,
      { cause: error },
    );
  }
}

/**
 * Brings the schema up to SCHEMA_VERSION. One transaction per step, with the version bump inside it,
 * so a crash never leaves a half-applied step; each step reads the version under the write lock, so
 * a store another process migrated meanwhile is left as it is.
 */
export function migrate(db: Database.Database): void {
  const step = db.transaction((): boolean => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version >= MIGRATIONS.length) return false;
    db.exec(MIGRATIONS[version]?.sqlite ?? '');
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate()) {
    // one more step applied
  }
}

/** Runs `fn`, again after a short sleep while SQLite answers SQLITE_BUSY, for at most BUSY_TIMEOUT_MS. */
function whileBusy(fn: () => void): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fn();
      return;
    } catch (error) {
      const busy = error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
      if (!busy || Date.now() >= deadline) throw error;
      Atomics.wait(sleeper, 0, 0, 25); // a synchronous pause: opening happens once, before listening
    }
  }
}

/** The open SQLite store. Create it with openLeadStore. */
export class SqliteLeadStore implements LeadStore {
  readonly engine = 'sqlite';
  #pending: PendingWrite[] = [];
  #flushScheduled = false;
  #closed = false;
  #leadsStored = 0;
  readonly #db: Database.Database;
  readonly #insertLead: Database.Statement | undefined;
  readonly #findLead:
    Database.Statement<[string], { payload_hash: string; quarantined: number; scholarship_code: string | null }> | undefined;
  readonly #commitBatch: ((batch: PendingWrite[]) => BatchOutcome[]) | undefined;
  readonly #statements = new Map<string, Database.Statement>();

  /** Absolute path of the database file (or ':memory:'). */
  readonly file: string;

  /** @internal use openLeadStore. */
  constructor(db: Database.Database, file: string) {
    this.#db = db;
    this.file = file;
    if (db.readonly) return;
    this.#insertLead = db.prepare(
      `INSERT INTO leads (${LEAD_COLUMNS.map((column) => column.name).join(', ')})
       VALUES (${LEAD_COLUMNS.map((column) => `@${column.name}`).join(', ')})
       ON CONFLICT (id) DO NOTHING`,
    );
    this.#findLead = db.prepare('SELECT payload_hash, quarantined, scholarship_code FROM leads WHERE id = ?');
    // Each write runs on its own, so one refused row (a constraint, a trigger) fails only its own
    // caller; an error that ends the transaction (disk full, I/O) fails the commit and so every caller.
    this.#commitBatch = db.transaction((batch: PendingWrite[]) =>
      batch.map((write): BatchOutcome => {
        try {
          const value =
            write.kind === 'lead'
              ? this.#writeLead(write.lead, write.context)
              : write.kind === 'event'
                ? this.#writeEvent(write.event, write.context)
                : write.kind === 'job'
                  ? write.run()
                  : this.#writeFunnel(write.event, write.context);
          return { ok: true, value };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
  }

  get location(): string {
    return this.file;
  }

  saveLead(lead: Lead, context: WriteContext): Promise<SaveLeadResult> {
    return new Promise((resolve, reject) => this.#enqueue({ kind: 'lead', lead, context, resolve, reject }));
  }

  saveEvent(event: CrmEvent, context: WriteContext): Promise<SaveEventResult> {
    return new Promise((resolve, reject) => this.#enqueue({ kind: 'event', event, context, resolve, reject }));
  }

  /** A statement of ./queries.ts, prepared once per text (the texts are few: filters, page sizes). */
  #prepare(query: Query): Database.Statement {
    let prepared = this.#statements.get(query.text);
    if (!prepared) {
      if (this.#statements.size >= 200) this.#statements.clear();
      prepared = this.#db.prepare(query.text);
      this.#statements.set(query.text, prepared);
    }
    return prepared;
  }

  #all<R>(query: Query): R[] {
    return this.#prepare(query).all(...query.params) as R[];
  }

  #get<R>(query: Query): R | undefined {
    return this.#prepare(query).get(...query.params) as R | undefined;
  }

  #run(query: Query): Database.RunResult {
    return this.#prepare(query).run(...query.params);
  }

  async listLeads(): Promise<LeadRecord[]> {
    return this.#all<LeadRow>(SQL.listLeads()).map(toRecord);
  }

  async pageLeads(filter: LeadFilter, cursor: LeadCursor | null, limit: number): Promise<LeadPage> {
    const size = Math.max(1, Math.floor(limit));
    return toPage(this.#all<LeadRow>(SQL.pageLeads(filter, cursor, size)), size);
  }

  async recentActivity(limit: number, sinceMs: number): Promise<LeadActivity[]> {
    return this.#all<{ kind: LeadKind; country: string; received_at: number }>(SQL.recentActivity(limit, sinceMs)).map((row) => ({
      kind: row.kind,
      country: row.country,
      receivedAt: row.received_at,
    }));
  }

  get leadsStored(): number {
    return this.#leadsStored;
  }

  async countLeads(): Promise<number> {
    return this.#get<{ n: number }>(SQL.countLeads())!.n;
  }

  async countEvents(): Promise<number> {
    return this.#get<{ n: number }>(SQL.countEvents())!.n;
  }

  // ───────────────────────── Leads desk: queries and writes ─────────────────────────

  saveFunnelEvent(event: FunnelEvent, context: WriteContext): Promise<SaveFunnelResult> {
    return new Promise((resolve, reject) => this.#enqueue({ kind: 'funnel', event, context, resolve, reject }));
  }

  async deskLeads(filter: DeskFilter, cursor: LeadCursor | null, limit: number): Promise<LeadPage> {
    const size = Math.max(1, Math.floor(limit));
    return toPage(this.#all<LeadRow>(SQL.deskLeads(filter, cursor, size)), size);
  }

  async countDeskLeads(filter: DeskFilter, cap: number): Promise<number> {
    return this.#get<{ n: number }>(SQL.countDeskLeads(filter, cap))!.n;
  }

  async funnelCounts(filter: FunnelFilter): Promise<StageCount[]> {
    return this.#all<StageCount>(SQL.funnelCounts(filter));
  }

  async funnelSources(range: TimeRange, limit: number): Promise<SourceCount[]> {
    return this.#all<SourceCount>(SQL.funnelSources(range, limit));
  }

  async leadsPerHour(range: TimeRange): Promise<{ hour: number; leads: number }[]> {
    return this.#all(SQL.leadsPerHour(range));
  }

  async leadsByCountry(range: TimeRange): Promise<{ country: string; leads: number }[]> {
    return this.#all(SQL.leadsByCountry(range));
  }

  async createAdminSession(session: NewAdminSession): Promise<void> {
    this.#db.transaction(() => {
      this.#db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ? OR token_print <> ?').run(session.createdAt, session.tokenPrint);
      this.#db
        .prepare('INSERT INTO admin_sessions (id_hash, token_print, created_at, expires_at, last_used_at) VALUES (?, ?, ?, ?, ?)')
        .run(session.idHash, session.tokenPrint, session.createdAt, session.expiresAt, session.createdAt);
    })();
  }

  async adminSession(idHash: string): Promise<AdminSessionRow | undefined> {
    const row = this.#get<AdminSessionColumns>(SQL.adminSession(idHash));
    return row ? toAdminSession(row) : undefined;
  }

  async touchAdminSession(idHash: string, at: number): Promise<void> {
    this.#run(SQL.touchAdminSession(idHash, at));
  }

  async adminSessions(tokenPrint: string, now: number): Promise<AdminSessionRow[]> {
    return this.#all<AdminSessionColumns>(SQL.adminSessions(tokenPrint, now)).map(toAdminSession);
  }

  async deleteAdminSession(idHash: string): Promise<void> {
    this.#run(SQL.deleteAdminSession(idHash));
  }

  async deleteAllAdminSessions(): Promise<number> {
    return this.#run(SQL.deleteAllAdminSessions()).changes;
  }
  // ───────────────────────── end of the leads desk's queries ─────────────────────────

  // ───────────────────────── The follow-up queue (../jobs/) ─────────────────────────
  // Every write joins the group commit (one transaction, one fsync per turn of the event loop, with
  // the leads of that turn): settling a hundred jobs a second then costs a few fsyncs, not a
  // hundred, each of which would hold the event loop. The promise settles after the commit, so a
  // claim is on disk before its job runs (a crash cannot run it again without counting the attempt).

  #job<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => this.#enqueue({ kind: 'job', run, resolve: resolve as (value: unknown) => void, reject }));
  }

  enqueueJob(job: NewJob, now: number): Promise<EnqueueResult> {
    return this.#job(() => {
      const inserted = this.#run(SQL.insertJob(job, now));
      if (inserted.changes === 1) return { status: 'queued' as const, id: job.id };
      const existing = job.key === null ? undefined : this.#get<{ id: string }>(SQL.jobByKey(job.key));
      return { status: 'duplicate' as const, id: existing?.id ?? job.id };
    });
  }

  async claimJobs(request: ClaimRequest): Promise<ClaimedJob[]> {
    if (request.types.length === 0 || request.limit < 1) return [];
    return this.#job(() => this.#claim(request));
  }

  #claim(request: ClaimRequest): ClaimedJob[] {
    // One UPDATE … RETURNING: SQLite takes the write lock for it, so two processes on one file
    // cannot claim the same row.
    const rows = this.#db
      .prepare<[number, string, number, number, string, number], JobRow>(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, run_at = ?, lease_token = ?, updated_at = ?
         WHERE id IN (SELECT id FROM jobs WHERE status IN ('pending', 'running') AND run_at <= ?
           AND type IN (SELECT value FROM json_each(?)) ORDER BY run_at LIMIT ?)
         RETURNING ${JOB_COLUMNS}`,
      )
      .all(
        request.now + request.leaseMs,
        request.token,
        request.now,
        request.now,
        JSON.stringify(request.types),
        Math.floor(request.limit),
      );
    return rows.map(toClaimedJob).sort((a, b) => a.createdAt - b.createdAt);
  }

  settleJob(id: string, leaseToken: string, outcome: JobOutcome, now: number): Promise<boolean> {
    return this.#job(() => this.#run(SQL.settleJob(id, leaseToken, outcome, now)).changes === 1);
  }

  retryJob(id: string, now: number): Promise<boolean> {
    return this.#job(() => this.#run(SQL.retryJob(id, now)).changes === 1);
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    const row = this.#get<JobRow>(SQL.getJob(id));
    return row ? toJobRecord(row) : undefined;
  }

  async leadJobs(leadId: string): Promise<JobRecord[]> {
    return this.#all<JobRow>(SQL.leadJobs(leadId)).map(toJobRecord);
  }

  async jobCounts(): Promise<Record<JobStatus, number>> {
    const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
    for (const row of this.#all<{ status: JobStatus; n: number }>(SQL.jobCounts())) counts[row.status] = row.n;
    return counts;
  }

  async getLead(id: string): Promise<LeadRecord | undefined> {
    const row = this.#get<LeadRow>(SQL.getLead(id));
    return row ? withExtras(row) : undefined;
  }
  // ───────────────────────── end of the follow-up queue ─────────────────────────

  async ping(): Promise<void> {
    if (this.#closed) throw new StoreClosedError('The lead store is closed.');
    this.#db.prepare('SELECT 1').get();
  }

  /** The durability settings in force on this connection (diagnostics and tests): `synchronous` 2 = FULL. */
  settings(): { journalMode: string; synchronous: number; busyTimeoutMs: number } {
    return {
      journalMode: String(this.#db.pragma('journal_mode', { simple: true })),
      synchronous: Number(this.#db.pragma('synchronous', { simple: true })),
      busyTimeoutMs: Number(this.#db.pragma('busy_timeout', { simple: true })),
    };
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Commits writes still queued, then closes the file (synchronously: the promise is already settled work). */
  async close(): Promise<void> {
    this.closeNow();
  }

  /** close() without waiting for a turn of the event loop (a process about to exit). */
  closeNow(): void {
    if (this.#closed) return;
    this.#flush();
    this.#closed = true;
    this.#db.close();
  }
  #enqueue(write: PendingWrite): void {
    if (this.#closed || !this.#commitBatch) {
      write.reject(
        new StoreClosedError(
          this.#closed ? 'The lead store is closed (the server is shutting down).' : 'The lead store is open read-only.',
        ),
      );
      return;
    }
    this.#pending.push(write);
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      // setImmediate runs after the current I/O phase: every request parsed in it joins this commit.
      setImmediate(() => this.#flush());
    }
  }

  #flush(): void {
    this.#flushScheduled = false;
    const batch = this.#pending;
    if (batch.length === 0 || this.#closed || !this.#commitBatch) return;
    this.#pending = [];
    let outcomes: BatchOutcome[];
    try {
      outcomes = this.#commitBatch(batch);
    } catch (error) {
      // The commit itself failed: nothing in the batch is stored, so nobody may hear "stored".
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, index) => {
      const outcome = outcomes[index];
      if (!outcome) write.reject(new Error('lead store: missing batch outcome'));
      else if (!outcome.ok) write.reject(outcome.error);
      else if (write.kind === 'lead') write.resolve(outcome.value as SaveLeadResult);
      else if (write.kind === 'event') write.resolve(outcome.value as SaveEventResult);
      else if (write.kind === 'job') write.resolve(outcome.value);
      else write.resolve(outcome.value as SaveFunnelResult);
    });
  }

  #writeLead(lead: Lead, context: WriteContext): SaveLeadResult {
    const row = leadColumns(lead, context);
    // SQLite has no boolean: a flag is bound as 1 or 0.
    const inserted = this.#insertLead!.run(
      Object.fromEntries(Object.entries(row).map(([name, value]) => [name, typeof value === 'boolean' ? Number(value) : value])),
    );
    if (inserted.changes === 1) {
      this.#leadsStored += 1;
      for (const job of context.jobs ?? []) this.#run(SQL.insertJob(job, row.received_at));
      return { status: 'stored', id: lead.id, quarantined: row.quarantined, scholarshipCode: row.scholarship_code };
    }
    // The id exists (an earlier commit, or earlier in this very batch): replay or refuse.
    const existing = this.#findLead!.get(lead.id);
    if (!existing) throw new Error(`lead store: insert of ${lead.id} was ignored but no row exists`);
    return existing.payload_hash === row.payload_hash
      ? { status: 'duplicate', id: lead.id, quarantined: existing.quarantined !== 0, scholarshipCode: existing.scholarship_code }
      : { status: 'conflict', id: lead.id };
  }

  #writeEvent(event: CrmEvent, context: WriteContext): SaveEventResult {
    const inserted = this.#run(SQL.insertEvent(event, context));
    return { status: inserted.changes === 1 ? 'stored' : 'duplicate', fbclid: event.fbclid };
  }

  #writeFunnel(event: FunnelEvent, context: WriteContext): SaveFunnelResult {
    const inserted = this.#run(SQL.insertFunnel(event, context));
    return { status: inserted.changes === 1 ? 'stored' : 'duplicate' };
  }
}
