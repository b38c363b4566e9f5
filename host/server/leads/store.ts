/**
 * The lead store: one SQLite file (better-sqlite3, WAL, `synchronous=FULL`) holding every lead and
 * every CRM event the API accepted.
 *
 * Writes go through a group commit: every write asked for during one turn of the event loop is
 * committed in ONE transaction (one fsync) on the next `setImmediate`, and each caller's promise
 * settles only after that commit. So an answer of 201/200 always means "on disk", and throughput
 * does not collapse to one fsync per lead under load.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CrmEvent, FunnelEvent, FunnelStage } from '../../../src/contracts/events';
import { PHONE_PLACEHOLDER, quarantineReason, type Lead, type LeadKind } from '../../../src/contracts/lead';

/** The store path used when EMBUDO_DB is not set, relative to the project root. */
export const DEFAULT_DB_PATH = 'data/embudo.db';

/** How long a write waits for another connection's lock (the CLI, a backup) before failing. */
const BUSY_TIMEOUT_MS = 5000;

/** Raised when the store cannot be opened; the message says what to change. */
export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';
}

/** Raised by writes after `close()`: the server is shutting down, the client should retry. */
export class StoreClosedError extends Error {
  override readonly name = 'StoreClosedError';
}

/** One stored lead, as the export (JSON and CSV) shows it. */
export interface LeadRecord {
  id: string;
  kind: LeadKind;
  /** When the server accepted it (ms since the epoch). */
  receivedAt: number;
  quarantined: boolean;
  quarantineReason: string | null;
  email: string;
  name: string;
  /** `+` and digits, or '' when none was given (the brochure placeholder 'phone' is stored as ''). */
  phone: string;
  country: string;
  bootcamp: string;
  /** Scholarship leads only: the webinar date the form showed. */
  fecha: string | null;
  /** Brochure leads only: the page query string (utm parameters). */
  source: string | null;
  page: string | null;
  lang: string | null;
  /** The `Origin` header the lead came with (null when the client sent none). */
  origin: string | null;
  /** The export's extras, read from the stored lead (pageLeads): the notification checkbox (null: not sent). */
  notify?: boolean | null;
  /** The page state the enrolment lead carried (SPEC §3), when it did. */
  Plan?: string | null;
  formaPago?: string | null;
  select_mes?: string | null;
  select_turno?: string | null;
  fechaSelect?: string | null;
  /** Which form it came from (the leads desk's "kind"); read by deskLeads. */
  form?: LeadForm;
}

/** Which leads an export (and the leads desk) asks for; every part optional. */
export interface LeadFilter {
  kind?: LeadKind;
  bootcamp?: string;
  country?: string;
  /** Received at or after (ms since the epoch). */
  fromMs?: number;
  /** Received before (ms since the epoch). */
  toMs?: number;
}

/** Where a page of leads ends: the next page starts after this lead (newest first). */
export interface LeadCursor {
  receivedAt: number;
  rowid: number;
}

/** One page of leads, newest first, and the cursor of the next page (null after the last). */
export interface LeadPage {
  leads: LeadRecord[];
  next: LeadCursor | null;
}

/** A stored lead reduced to what may be shown publicly (social proof): no name, email, phone or id. */
export interface LeadActivity {
  kind: LeadKind;
  country: string;
  receivedAt: number;
}

/** Outcome of saving a lead (settles after the commit). */
export type SaveLeadResult =
  | { status: 'stored' | 'duplicate'; id: string; quarantined: boolean }
  /** The id is already stored with a different payload: an idempotency-key misuse. */
  | { status: 'conflict'; id: string };

/** Outcome of saving a CRM event (the fbclid is the key: a repeat is a duplicate). */
export interface SaveEventResult {
  status: 'stored' | 'duplicate';
  fbclid: string;
}

/** Where a write came from. */
export interface WriteContext {
  /** The request's `Origin` header, if any. */
  origin: string | null;
  /** Acceptance time in ms (default: now). */
  receivedAt?: number;
}

/** Options of openLeadStore. */
export interface OpenOptions {
  /** Open an existing store without writing (the export CLI); fails when the file does not exist. */
  readonly?: boolean;
}

/**
 * JSON with object keys sorted at every level, so the same lead always gives the same text and
 * the same hash whatever order the client wrote its keys in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON: the "same payload" test of idempotent retries. */
export function payloadHash(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many have run. Append,
 * never edit: a released store has already run the earlier ones.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     country TEXT NOT NULL,
     bootcamp TEXT NOT NULL,
     fecha TEXT,
     source TEXT,
     page TEXT,
     lang TEXT,
     payload TEXT NOT NULL,
     payload_hash TEXT NOT NULL,
     quarantined INTEGER NOT NULL DEFAULT 0,
     quarantine_reason TEXT,
     origin TEXT,
     received_at INTEGER NOT NULL
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE TABLE crm_events (
     fbclid TEXT PRIMARY KEY,
     short_code TEXT NOT NULL,
     event_name TEXT NOT NULL,
     origin TEXT,
     received_at INTEGER NOT NULL
   );`,
  // Issue 14, the leads desk: the form each lead came from (backfilled from the page and payload;
  // new leads get it from leadForm), indexes for the desk's filters (each also serves the newest-first
  // order), the funnel events and the desk's sign-in sessions.
  `ALTER TABLE leads ADD COLUMN form TEXT NOT NULL DEFAULT 'brochure';
   UPDATE leads SET form = CASE
     WHEN kind = 'scholarship' AND (lower(page) LIKE '%masterclass%' OR lower(page) LIKE '%webinar%') THEN 'masterclass'
     WHEN kind = 'scholarship' THEN 'scholarship'
     WHEN lower(page) LIKE '%/inscripcion/%' OR lower(page) LIKE '%/enroll/%'
       OR payload LIKE '%"Plan":%' OR payload LIKE '%"formaPago":%' OR payload LIKE '%"select_mes":%'
       OR payload LIKE '%"select_turno":%' OR payload LIKE '%"fechaSelect":%' THEN 'enrolment'
     ELSE 'brochure' END;
   CREATE INDEX leads_form_received_at ON leads (form, received_at);
   CREATE INDEX leads_country_received_at ON leads (country, received_at);
   CREATE INDEX leads_bootcamp_received_at ON leads (bootcamp, received_at);
   CREATE TABLE funnel_events (
     visit TEXT NOT NULL,
     stage TEXT NOT NULL,
     source TEXT NOT NULL DEFAULT '',
     campaign TEXT NOT NULL DEFAULT '',
     origin TEXT,
     received_at INTEGER NOT NULL,
     PRIMARY KEY (visit, stage)
   );
   CREATE INDEX funnel_events_received_at ON funnel_events (received_at);
   CREATE TABLE admin_sessions (
     id_hash TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);`,
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

interface LeadRow {
  rowid?: number;
  payload?: string;
  id: string;
  kind: LeadKind;
  email: string;
  name: string;
  phone: string;
  country: string;
  bootcamp: string;
  fecha: string | null;
  source: string | null;
  page: string | null;
  lang: string | null;
  quarantined: number;
  quarantine_reason: string | null;
  origin: string | null;
  received_at: number;
}

function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.received_at,
    quarantined: row.quarantined !== 0,
    quarantineReason: row.quarantine_reason,
    email: row.email,
    name: row.name,
    phone: row.phone,
    country: row.country,
    bootcamp: row.bootcamp,
    fecha: row.fecha,
    source: row.source,
    page: row.page,
    lang: row.lang,
    origin: row.origin,
  };
}

const EXTRAS = ['Plan', 'formaPago', 'select_mes', 'select_turno', 'fechaSelect'] as const;

/** A record with what only the stored lead holds: notify and the page state (a broken payload gives nulls). */
function withExtras(row: LeadRow): LeadRecord {
  const record = toRecord(row);
  let lead: Record<string, unknown> | undefined;
  // Most payloads are parsed (the forms send notify); one that cannot hold any extra is not.
  if (row.payload && row.payload.length > 2) {
    try {
      const parsed: unknown = JSON.parse(row.payload);
      if (parsed !== null && typeof parsed === 'object') lead = parsed as Record<string, unknown>;
    } catch {
      // an older or damaged payload: the columns are still there
    }
  }
  record.notify = typeof lead?.notify === 'boolean' ? lead.notify : null;
  for (const key of EXTRAS) record[key] = typeof lead?.[key] === 'string' ? lead[key] : null;
  return record;
}

type BatchOutcome = { ok: true; value: SaveLeadResult | SaveEventResult | SaveFunnelResult } | { ok: false; error: unknown };

type PendingWrite =
  | { kind: 'lead'; lead: Lead; context: WriteContext; resolve(result: SaveLeadResult): void; reject(error: unknown): void }
  | { kind: 'event'; event: CrmEvent; context: WriteContext; resolve(result: SaveEventResult): void; reject(error: unknown): void }
  | { kind: 'funnel'; event: FunnelEvent; context: WriteContext; resolve(result: SaveFunnelResult): void; reject(error: unknown): void };

/**
 * Opens (creating the folder and file when needed) and migrates the store. Throws a StoreOpenError
 * naming the path when it cannot, so the server refuses to start rather than accepting leads it
 * could not keep. `':memory:'` gives a throwaway store (tests).
 */
export function openLeadStore(file: string, options: OpenOptions = {}): LeadStore {
  const inMemory = file === ':memory:';
  const where = inMemory ? file : path.resolve(file);
  let db: Database.Database | undefined;
  try {
    if (!inMemory && !options.readonly) mkdirSync(path.dirname(where), { recursive: true });
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
        throw new StoreOpenError(`The lead store at ${where} has schema version ${version}, newer than this Embudo (${SCHEMA_VERSION}). Upgrade Embudo or point EMBUDO_DB at another file.`);
      }
      if (version < SCHEMA_VERSION) {
        if (options.readonly) {
          throw new StoreOpenError(`The lead store at ${where} is not initialised yet (schema ${version} of ${SCHEMA_VERSION}). Start the server once (npm start) to create it.`);
        }
        migrate(opened);
      }
    });
    return new LeadStore(db, where);
  } catch (error) {
    db?.close();
    if (error instanceof StoreOpenError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreOpenError(`Cannot open the lead store at ${where}: ${reason}. Set EMBUDO_DB to a writable file path (default ${DEFAULT_DB_PATH}).`, { cause: error });
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
    db.exec(MIGRATIONS[version] ?? '');
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

// ───────────────────────── Leads desk (issue 14): types and the form of a lead ─────────────────────────
// The desk's queries are plain SQL a PostgreSQL store can run as well (LIKE with ESCAPE, lower(),
// integer division, count over a LIMITed subquery); each is served by an index of migration 2.

/** The form a lead came from, as the leads desk filters it. */
export const LEAD_FORMS = ['scholarship', 'enrolment', 'brochure', 'masterclass'] as const;
/** One of LEAD_FORMS. */
export type LeadForm = (typeof LEAD_FORMS)[number];

const ENROLMENT_PATH = /^\/(?:en\/)?(?:inscripcion|enroll)\//;

/**
 * Which form a lead came from: a scholarship lead sent from the masterclass or webinar pages is a
 * masterclass registration; a brochure lead sent from an enrolment page, or carrying the page state
 * a visitor chooses before enrolling (plan, payment, start), is an enrolment lead.
 */
export function leadForm(lead: Lead): LeadForm {
  let path = '';
  try {
    path = lead.meta?.page ? new URL(lead.meta.page).pathname.toLowerCase() : '';
  } catch {
    // not a URL: no path to judge by
  }
  if (lead.kind === 'scholarship') return /masterclass|webinar/.test(path) ? 'masterclass' : 'scholarship';
  const chose = lead.Plan ?? lead.formaPago ?? lead.select_mes ?? lead.select_turno ?? lead.fechaSelect;
  return chose !== undefined || ENROLMENT_PATH.test(`${path}/`) ? 'enrolment' : 'brochure';
}

/** Which leads the desk lists: the export's filters with the form and a search. */
export interface DeskFilter {
  form?: LeadForm;
  bootcamp?: string;
  country?: string;
  /** Received at or after (ms since the epoch). */
  fromMs?: number;
  /** Received before (ms since the epoch). */
  toMs?: number;
  /** Part of the name or email (any case), or of the phone's digits. */
  search?: string;
}

/** A time range (ms since the epoch, `toMs` excluded) and optionally a funnel source and campaign. */
export interface FunnelFilter {
  fromMs: number;
  toMs: number;
  /** utm_source ('' = visits without one); undefined = all. */
  source?: string;
  /** utm_campaign ('' = visits without one); undefined = all. */
  campaign?: string;
}

/** Visits that reached a stage. */
export interface StageCount {
  stage: FunnelStage;
  visits: number;
}

/** A source and campaign seen in a range, with its visits. */
export interface SourceCount {
  source: string;
  campaign: string;
  visits: number;
}

/** Outcome of saving a funnel event: a visit counts once per stage. */
export interface SaveFunnelResult {
  status: 'stored' | 'duplicate';
}

/** A desk sign-in session as stored (its id only as a hash). */
export interface AdminSessionRow {
  createdAt: number;
  expiresAt: number;
}

/** `%` `_` and `\` taken literally in a LIKE pattern (with ESCAPE '\'). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE clause and parameters of a desk filter (and of a keyset cursor). */
export function deskWhere(filter: DeskFilter, cursor: LeadCursor | null = null): { sql: string; params: (string | number)[] } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, ...values: (string | number)[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (filter.form !== undefined) add('form = ?', filter.form);
  if (filter.bootcamp !== undefined) add('bootcamp = ?', filter.bootcamp);
  if (filter.country !== undefined) add('country = ?', filter.country);
  if (filter.fromMs !== undefined) add('received_at >= ?', filter.fromMs);
  if (filter.toMs !== undefined) add('received_at < ?', filter.toMs);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const text = `%${likeLiteral(search)}%`;
    const digits = search.replace(/[\s()+.-]/g, '');
    if (/^\d+$/.test(digits)) {
      add(`(lower(name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\')`, text, text, `%${digits}%`);
    } else {
      add(`(lower(name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\')`, text, text);
    }
  }
  if (cursor) add('(received_at < ? OR (received_at = ? AND rowid < ?))', cursor.receivedAt, cursor.receivedAt, cursor.rowid);
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
function funnelWhere(filter: FunnelFilter): { sql: string; params: (string | number)[] } {
  const where = ['received_at >= ?', 'received_at < ?'];
  const params: (string | number)[] = [filter.fromMs, filter.toMs];
  if (filter.source !== undefined) {
    where.push('source = ?');
    params.push(filter.source);
  }
  if (filter.campaign !== undefined) {
    where.push('campaign = ?');
    params.push(filter.campaign);
  }
  return { sql: `WHERE ${where.join(' AND ')}`, params };
}
// ───────────────────────── end of the leads desk's types ─────────────────────────

/** The open store. Create it with openLeadStore. */
export class LeadStore {
  #pending: PendingWrite[] = [];
  #flushScheduled = false;
  #closed = false;
  #leadsStored = 0;
  readonly #db: Database.Database;
  readonly #insertLead: Database.Statement | undefined;
  readonly #findLead: Database.Statement<[string], { payload_hash: string; quarantined: number }> | undefined;
  readonly #insertEvent: Database.Statement | undefined;
  readonly #insertFunnel: Database.Statement | undefined;
  readonly #commitBatch: ((batch: PendingWrite[]) => BatchOutcome[]) | undefined;

  /** Absolute path of the database file (or ':memory:'). */
  readonly file: string;

  /** @internal use openLeadStore. */
  constructor(db: Database.Database, file: string) {
    this.#db = db;
    this.file = file;
    if (db.readonly) return;
    this.#insertLead = db.prepare(
      `INSERT INTO leads (id, kind, email, name, phone, country, bootcamp, form, fecha, source, page, lang, payload, payload_hash, quarantined, quarantine_reason, origin, received_at)
       VALUES (@id, @kind, @email, @name, @phone, @country, @bootcamp, @form, @fecha, @source, @page, @lang, @payload, @payload_hash, @quarantined, @quarantine_reason, @origin, @received_at)
       ON CONFLICT (id) DO NOTHING`,
    );
    this.#findLead = db.prepare('SELECT payload_hash, quarantined FROM leads WHERE id = ?');
    this.#insertEvent = db.prepare(
      `INSERT INTO crm_events (fbclid, short_code, event_name, origin, received_at)
       VALUES (@fbclid, @short_code, @event_name, @origin, @received_at)
       ON CONFLICT (fbclid) DO NOTHING`,
    );
    this.#insertFunnel = db.prepare(
      `INSERT INTO funnel_events (visit, stage, source, campaign, origin, received_at)
       VALUES (@visit, @stage, @source, @campaign, @origin, @received_at)
       ON CONFLICT (visit, stage) DO NOTHING`,
    );
    // Each write runs on its own, so one refused row (a constraint, a trigger) fails only its own
    // caller; an error that ends the transaction (disk full, I/O) fails the commit and so every caller.
    this.#commitBatch = db.transaction((batch: PendingWrite[]) =>
      batch.map((write): BatchOutcome => {
        try {
          const value =
            write.kind === 'lead' ? this.#writeLead(write.lead, write.context)
            : write.kind === 'event' ? this.#writeEvent(write.event, write.context)
            : this.#writeFunnel(write.event, write.context);
          return { ok: true, value };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
  }

  /**
   * Saves a valid lead; resolves once it is committed: `stored` the first time, `duplicate` (with
   * the stored quarantine flag) for the same id and payload, `conflict` for the same id with another
   * payload. Rejects when the database fails (answer 503: the client keeps the lead and retries).
   */
  saveLead(lead: Lead, context: WriteContext): Promise<SaveLeadResult> {
    return new Promise((resolve, reject) => this.#enqueue({ kind: 'lead', lead, context, resolve, reject }));
  }

  /** Saves a CRM event; `duplicate` when that fbclid is already stored. Settles after the commit. */
  saveEvent(event: CrmEvent, context: WriteContext): Promise<SaveEventResult> {
    return new Promise((resolve, reject) => this.#enqueue({ kind: 'event', event, context, resolve, reject }));
  }

  /** Every lead, newest first (all in memory: the HTTP export streams pages of `pageLeads` instead). */
  listLeads(): LeadRecord[] {
    const rows = this.#db
      .prepare<[], LeadRow>(
        `SELECT id, kind, email, name, phone, country, bootcamp, fecha, source, page, lang, quarantined, quarantine_reason, origin, received_at
         FROM leads ORDER BY received_at DESC, rowid DESC`,
      )
      .all();
    return rows.map(toRecord);
  }

  /**
   * One page of at most `limit` leads matching `filter`, newest first, after `cursor` (a keyset
   * cursor on received_at and rowid, served by the received_at index). Each page is one short
   * query, so a caller that yields between pages (the streamed export) never holds the event loop
   * for long and keeps one page in memory whatever the store's size. The export and the leads
   * desk share it.
   */
  pageLeads(filter: LeadFilter, cursor: LeadCursor | null, limit: number): LeadPage {
    const where: string[] = [];
    const params: (string | number)[] = [];
    const add = (clause: string, ...values: (string | number)[]) => {
      where.push(clause);
      params.push(...values);
    };
    if (filter.kind !== undefined) add('kind = ?', filter.kind);
    if (filter.bootcamp !== undefined) add('bootcamp = ?', filter.bootcamp);
    if (filter.country !== undefined) add('country = ?', filter.country);
    if (filter.fromMs !== undefined) add('received_at >= ?', filter.fromMs);
    if (filter.toMs !== undefined) add('received_at < ?', filter.toMs);
    if (cursor) add('(received_at < ? OR (received_at = ? AND rowid < ?))', cursor.receivedAt, cursor.receivedAt, cursor.rowid);
    const size = Math.max(1, Math.floor(limit));
    const sql = `SELECT rowid, payload, id, kind, email, name, phone, country, bootcamp, fecha, source, page, lang, quarantined, quarantine_reason, origin, received_at
      FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, rowid DESC LIMIT ${size}`;
    const rows = this.#db.prepare<(string | number)[], LeadRow>(sql).all(...params);
    const last = rows[rows.length - 1];
    return { leads: rows.map(withExtras), next: rows.length === size && last ? { receivedAt: last.received_at, rowid: last.rowid! } : null };
  }

  /**
   * The newest non-quarantined leads received at or after `sinceMs`, at most `limit`, newest
   * first, as kind, country and time only: the query never reads a personal column, so nothing
   * personal can leak from here by mistake.
   */
  recentActivity(limit: number, sinceMs: number): LeadActivity[] {
    return this.#db
      .prepare<[number, number], { kind: LeadKind; country: string; received_at: number }>(
        `SELECT kind, country, received_at FROM leads
         WHERE quarantined = 0 AND received_at >= ? ORDER BY received_at DESC, rowid DESC LIMIT ?`,
      )
      .all(sinceMs, Math.max(0, Math.floor(limit)))
      .map((row) => ({ kind: row.kind, country: row.country, receivedAt: row.received_at }));
  }

  /** How many new leads this connection has stored since it opened: a cheap "has anything changed" for caches. */
  get leadsStored(): number {
    return this.#leadsStored;
  }

  /** Number of stored leads (quarantined included). */
  countLeads(): number {
    return (this.#db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  }

  /** Number of stored CRM events. */
  countEvents(): number {
    return (this.#db.prepare('SELECT count(*) AS n FROM crm_events').get() as { n: number }).n;
  }

  /** The durability settings in force on this connection (diagnostics and tests): `synchronous` 2 = FULL. */
  settings(): { journalMode: string; synchronous: number; busyTimeoutMs: number } {
    return {
      journalMode: String(this.#db.pragma('journal_mode', { simple: true })),
      synchronous: Number(this.#db.pragma('synchronous', { simple: true })),
      busyTimeoutMs: Number(this.#db.pragma('busy_timeout', { simple: true })),
    };
  }

  /** Whether close() has run. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Commits writes still queued, then closes the file. Later writes reject with StoreClosedError. */
  close(): void {
    if (this.#closed) return;
    this.#flush();
    this.#closed = true;
    this.#db.close();
  }

  // ───────────────────────── Leads desk (issue 14): queries and writes ─────────────────────────

  /** Saves a funnel event (a visit reaching a stage); `duplicate` when that visit already reached it. Settles after the commit. */
  saveFunnelEvent(event: FunnelEvent, context: WriteContext): Promise<SaveFunnelResult> {
    return new Promise((resolve, reject) => this.#enqueue({ kind: 'funnel', event, context, resolve, reject }));
  }

  /**
   * One page of the desk's leads, newest first, after `cursor` (keyset: the same cursor as
   * pageLeads). With a form, country or bootcamp filter its (column, received_at) index gives the
   * order, so the first page reads `limit` rows whatever the store's size; a search reads rows
   * newest first until the page is full.
   */
  deskLeads(filter: DeskFilter, cursor: LeadCursor | null, limit: number): LeadPage {
    const { sql, params } = deskWhere(filter, cursor);
    const size = Math.max(1, Math.floor(limit));
    const rows = this.#db
      .prepare<(string | number)[], LeadRow & { form: LeadForm }>(
        `SELECT rowid, payload, id, kind, form, email, name, phone, country, bootcamp, fecha, source, page, lang, quarantined, quarantine_reason, origin, received_at
         FROM leads ${sql} ORDER BY received_at DESC, rowid DESC LIMIT ${size}`,
      )
      .all(...params);
    const last = rows[rows.length - 1];
    return {
      leads: rows.map((row) => ({ ...withExtras(row), form: row.form })),
      next: rows.length === size && last ? { receivedAt: last.received_at, rowid: last.rowid! } : null,
    };
  }

  /** How many leads match, counting at most `cap + 1` rows (so "more than cap" costs no more than cap rows). */
  countDeskLeads(filter: DeskFilter, cap: number): number {
    const { sql, params } = deskWhere(filter);
    const limit = Math.max(1, Math.floor(cap)) + 1;
    return (this.#db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM leads ${sql} LIMIT ${limit}) AS matched`).get(...params) as { n: number }).n;
  }

  /** Visits per funnel stage in a range (and source/campaign), from the funnel events. */
  funnelCounts(filter: FunnelFilter): StageCount[] {
    const { sql, params } = funnelWhere(filter);
    return this.#db
      .prepare<(string | number)[], { stage: FunnelStage; visits: number }>(`SELECT stage, count(*) AS visits FROM funnel_events ${sql} GROUP BY stage`)
      .all(...params);
  }

  /** The sources and campaigns of a range's visits, most visits first (at most `limit`). */
  funnelSources(range: { fromMs: number; toMs: number }, limit: number): SourceCount[] {
    return this.#db
      .prepare<[number, number], SourceCount>(
        `SELECT source, campaign, count(DISTINCT visit) AS visits FROM funnel_events WHERE received_at >= ? AND received_at < ?
         GROUP BY source, campaign ORDER BY visits DESC, source, campaign LIMIT ${Math.max(1, Math.floor(limit))}`,
      )
      .all(range.fromMs, range.toMs);
  }

  /** Leads (quarantined ones left out) per hour of a range: `hour` is ms since the epoch / 3,600,000. */
  leadsPerHour(range: { fromMs: number; toMs: number }): { hour: number; leads: number }[] {
    return this.#db
      .prepare<[number, number], { hour: number; leads: number }>(
        `SELECT received_at / 3600000 AS hour, count(*) AS leads FROM leads
         WHERE received_at >= ? AND received_at < ? AND quarantined = 0 GROUP BY received_at / 3600000 ORDER BY hour`,
      )
      .all(range.fromMs, range.toMs);
  }

  /** Leads (quarantined ones left out) per country in a range, most first. */
  leadsByCountry(range: { fromMs: number; toMs: number }): { country: string; leads: number }[] {
    return this.#db
      .prepare<[number, number], { country: string; leads: number }>(
        `SELECT country, count(*) AS leads FROM leads WHERE received_at >= ? AND received_at < ? AND quarantined = 0
         GROUP BY country ORDER BY leads DESC, country`,
      )
      .all(range.fromMs, range.toMs);
  }

  /** Stores a new desk session (by the hash of its id) and forgets the expired ones. */
  createAdminSession(idHash: string, createdAt: number, expiresAt: number): void {
    this.#db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?').run(createdAt);
    this.#db.prepare('INSERT INTO admin_sessions (id_hash, created_at, expires_at) VALUES (?, ?, ?)').run(idHash, createdAt, expiresAt);
  }

  /** The stored session with this id hash (expired or not), or undefined (signed out, or never was). */
  adminSession(idHash: string): AdminSessionRow | undefined {
    const row = this.#db.prepare<[string], { created_at: number; expires_at: number }>('SELECT created_at, expires_at FROM admin_sessions WHERE id_hash = ?').get(idHash);
    return row ? { createdAt: row.created_at, expiresAt: row.expires_at } : undefined;
  }

  /** Ends a desk session (sign-out). */
  deleteAdminSession(idHash: string): void {
    this.#db.prepare('DELETE FROM admin_sessions WHERE id_hash = ?').run(idHash);
  }

  #writeFunnel(event: FunnelEvent, context: WriteContext): SaveFunnelResult {
    const inserted = this.#insertFunnel!.run({
      visit: event.visit,
      stage: event.stage,
      source: event.source ?? '',
      campaign: event.campaign ?? '',
      origin: context.origin,
      received_at: context.receivedAt ?? Date.now(),
    });
    return { status: inserted.changes === 1 ? 'stored' : 'duplicate' };
  }
  // ───────────────────────── end of the leads desk's queries ─────────────────────────

  #enqueue(write: PendingWrite): void {
    if (this.#closed || !this.#commitBatch) {
      write.reject(new StoreClosedError(this.#closed ? 'The lead store is closed (the server is shutting down).' : 'The lead store is open read-only.'));
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
      else write.resolve(outcome.value as SaveFunnelResult);
    });
  }

  #writeLead(lead: Lead, context: WriteContext): SaveLeadResult {
    const payload = canonicalJson(lead);
    const hash = payloadHash(payload);
    const reason = quarantineReason(lead);
    const inserted = this.#insertLead!.run({
      id: lead.id,
      kind: lead.kind,
      email: lead.email,
      name: lead.name,
      phone: lead.phone === PHONE_PLACEHOLDER ? '' : lead.phone,
      country: lead.country,
      bootcamp: lead.bootcamp,
      form: leadForm(lead),
      fecha: lead.kind === 'scholarship' ? lead.fecha : null,
      source: lead.kind === 'brochure' ? lead.source : null,
      page: lead.meta?.page ?? null,
      lang: lead.meta?.lang ?? null,
      payload,
      payload_hash: hash,
      quarantined: reason ? 1 : 0,
      quarantine_reason: reason,
      origin: context.origin,
      received_at: context.receivedAt ?? Date.now(),
    });
    if (inserted.changes === 1) {
      this.#leadsStored += 1;
      return { status: 'stored', id: lead.id, quarantined: reason !== null };
    }
    // The id exists (an earlier commit, or earlier in this very batch): replay or refuse.
    const existing = this.#findLead!.get(lead.id);
    if (!existing) throw new Error(`lead store: insert of ${lead.id} was ignored but no row exists`);
    return existing.payload_hash === hash ? { status: 'duplicate', id: lead.id, quarantined: existing.quarantined !== 0 } : { status: 'conflict', id: lead.id };
  }

  #writeEvent(event: CrmEvent, context: WriteContext): SaveEventResult {
    const inserted = this.#insertEvent!.run({
      fbclid: event.fbclid,
      short_code: event.fbclid_short_code,
      event_name: event.event_name,
      origin: context.origin,
      received_at: context.receivedAt ?? Date.now(),
    });
    return { status: inserted.changes === 1 ? 'stored' : 'duplicate', fbclid: event.fbclid };
  }
}
