/**
 * The lead table in one place: every column of `leads` and every field of the export, in one typed
 * list, LEAD_FIELDS. Both engines' inserts, the columns their queries read, the row → LeadRecord
 * mapping, the LeadRecord type itself and the CSV's columns all derive from it. The DDL stays in
 * ./migrations.ts (a released store has run those steps; they never change), and
 * lead-columns.test.ts fails when this list and the schema the migrations build disagree, on both
 * engines.
 *
 * How to add a column to the lead store:
 * 1. Append a migration to MIGRATIONS (./migrations.ts) that adds the column, in both dialects
 *    (`ALTER TABLE leads ADD COLUMN …`; the types: SQL_TYPES below).
 * 2. Add one entry to LEAD_FIELDS: its name, neutral type, whether it may be NULL, what a new lead
 *    stores (`write`), and optionally the LeadRecord key it is read into (`record`) and its CSV
 *    header (`csv`: the CSV's columns follow this list's order, so a new CSV column goes after the
 *    last one that has a header).
 * Done: the inserts, the reads, LeadRecord, the JSON and CSV exports follow.
 */
import { createHash } from 'node:crypto';
import { quarantineReason, type Lead } from '../../../../src/contracts/lead';
import type { NewJob } from '../../jobs/job';
import { normalisePhone, type StoredPhone } from '../phone';
import { newScholarshipCode } from '../scholarship-code';

/** Where a write came from. */
export interface WriteContext {
  /** The request's `Origin` header, if any. */
  origin: string | null;
  /** Acceptance time in ms (default: now). */
  receivedAt?: number;
  /**
   * saveLead only: follow-up jobs stored in the same transaction as the lead, and only when the
   * lead is new (a duplicate or conflict stores none). So a stored lead always has its jobs, even
   * when the server dies right after the commit.
   */
  jobs?: readonly NewJob[];
}

/**
 * A column's type, the same for both engines: `text`; `ms`, a time in ms since the epoch (or a
 * count); `flag`, a yes/no (SQLite has no boolean: 0/1 there).
 */
export type NeutralType = 'text' | 'ms' | 'flag';

/** Each neutral type as each engine's DDL writes it (what the migrations must say). */
export const SQL_TYPES: Record<NeutralType, { sqlite: string; postgres: string }> = {
  text: { sqlite: 'TEXT', postgres: 'TEXT' },
  ms: { sqlite: 'INTEGER', postgres: 'BIGINT' },
  flag: { sqlite: 'INTEGER', postgres: 'BOOLEAN' },
};

/** What is worked out once per new lead, for the columns to take their values from. */
export interface LeadFacts {
  lead: Lead;
  context: WriteContext;
  /** The canonical JSON of the lead (stored whole: the page state and anything without a column). */
  payload: string;
  /** Why the lead is held (quarantined), or null. */
  reason: string | null;
  /** The phone as stored (./phone.ts), or null when none was given. */
  phone: StoredPhone | null;
  form: LeadForm;
  receivedAt: number;
}

/**
 * How the CSV shows a field: its header, or its header and its cell when the plain rendering (the
 * text, '' for null; a flag as 'yes', 'no' or '') does not fit. The cell reads the record as a plain
 * object: LeadRecord is derived from this list, so the list cannot name it.
 */
type CsvOut = string | { header: string; cell(record: Readonly<Record<string, unknown>>): string };

/** A column of the leads table. */
interface StoredField {
  readonly name: string;
  readonly type: NeutralType;
  /** NOT NULL in the schema. */
  readonly notNull: boolean;
  /** The primary key (SQLite reports a TEXT primary key as nullable; it never is here). */
  readonly key?: true;
  /** The value a new lead stores (a flag as a boolean: each engine binds it its way). */
  readonly write: (facts: LeadFacts) => string | number | boolean | null;
  /** The LeadRecord key it is read into; none: not read back (the payload, its hash). */
  readonly record?: string;
  /**
   * The record keeps the narrow type `write` gives (a lead kind, a form) instead of the plain one
   * (text: string; ms: number; flag: boolean), for values the store alone ever writes.
   */
  readonly narrow?: true;
  /** Read by the desk's queries only (the export's JSON keeps its fields). */
  readonly deskOnly?: true;
  readonly csv?: CsvOut;
}

/** A field of the export read from the stored lead's JSON (the page state), not a column of its own. */
interface PayloadField {
  readonly name: string;
  readonly type: 'payload';
  /** The key in the stored lead, and in LeadRecord. */
  readonly record: string;
  readonly value: 'string' | 'boolean';
  readonly csv: CsvOut;
}

const text = (value: string | null): string => value ?? '';

/**
 * Every column of `leads` and every field of the export. The order is the CSV's (columns that are
 * not in the CSV last); the columns' order in the database does not matter.
 */
export const LEAD_FIELDS = [
  {
    name: 'received_at',
    type: 'ms',
    notNull: true,
    write: (f) => f.receivedAt,
    record: 'receivedAt',
    csv: { header: 'received_at', cell: (r) => new Date(r.receivedAt as number).toISOString() },
  },
  { name: 'id', type: 'text', notNull: true, key: true, write: (f) => f.lead.id, record: 'id', csv: 'id' },
  { name: 'kind', type: 'text', notNull: true, write: (f) => f.lead.kind, record: 'kind', narrow: true, csv: 'kind' },
  { name: 'quarantined', type: 'flag', notNull: true, write: (f) => f.reason !== null, record: 'quarantined', csv: 'quarantined' },
  { name: 'quarantine_reason', type: 'text', notNull: false, write: (f) => f.reason, record: 'quarantineReason', csv: 'quarantine_reason' },
  { name: 'email', type: 'text', notNull: true, write: (f) => f.lead.email, record: 'email', csv: 'email' },
  { name: 'name', type: 'text', notNull: true, write: (f) => f.lead.name, record: 'name', csv: 'name' },
  // E.164 (`+5491123456789`: the form the chat app dials, ./phone.ts), or what was sent when it is
  // no valid number; '' when none was given (the brochure placeholder 'phone' is stored as '').
  { name: 'phone', type: 'text', notNull: true, write: (f) => f.phone?.e164 ?? '', record: 'phone', csv: 'phone' },
  { name: 'country', type: 'text', notNull: true, write: (f) => f.lead.country, record: 'country', csv: 'country' },
  { name: 'bootcamp', type: 'text', notNull: true, write: (f) => f.lead.bootcamp, record: 'bootcamp', csv: 'bootcamp' },
  // Scholarship leads only: the webinar date the form showed.
  {
    name: 'fecha',
    type: 'text',
    notNull: false,
    write: (f) => (f.lead.kind === 'scholarship' ? f.lead.fecha : null),
    record: 'fecha',
    csv: 'fecha',
  },
  // Brochure leads only: the page query string (utm parameters).
  {
    name: 'source',
    type: 'text',
    notNull: false,
    write: (f) => (f.lead.kind === 'brochure' ? f.lead.source : null),
    record: 'source',
    csv: 'source',
  },
  { name: 'page', type: 'text', notNull: false, write: (f) => f.lead.meta?.page ?? null, record: 'page', csv: 'page' },
  { name: 'lang', type: 'text', notNull: false, write: (f) => f.lead.meta?.lang ?? null, record: 'lang', csv: 'lang' },
  // The `Origin` header the lead came with (null when the client sent none).
  { name: 'origin', type: 'text', notNull: false, write: (f) => f.context.origin, record: 'origin', csv: 'origin' },
  // The page state the lead carried, read from the stored lead (pageLeads, deskLeads, getLead); null when not sent.
  { name: 'notify', type: 'payload', record: 'notify', value: 'boolean', csv: 'notify' },
  { name: 'Plan', type: 'payload', record: 'Plan', value: 'string', csv: 'plan' },
  { name: 'formaPago', type: 'payload', record: 'formaPago', value: 'string', csv: 'forma_pago' },
  { name: 'select_mes', type: 'payload', record: 'select_mes', value: 'string', csv: 'select_mes' },
  { name: 'select_turno', type: 'payload', record: 'select_turno', value: 'string', csv: 'select_turno' },
  { name: 'fechaSelect', type: 'payload', record: 'fechaSelect', value: 'string', csv: 'fecha_select' },
  // The phone's checks: null for no phone (and leads stored before the check); mobile also null
  // where the numbering plan does not tell (US, MX). CSV: 'yes', 'no' or ''.
  {
    name: 'phone_valid',
    type: 'flag',
    notNull: false,
    write: (f) => (f.phone ? f.phone.valid : null),
    record: 'phoneValid',
    csv: 'phone_valid',
  },
  { name: 'phone_mobile', type: 'flag', notNull: false, write: (f) => f.phone?.mobile ?? null, record: 'phoneMobile', csv: 'phone_mobile' },
  // Masterclass leads only: the instant of the class signed up for, as sent (ISO 8601 with the
  // school's offset); null for a sign-up to hear of the next date, and for the other kinds.
  {
    name: 'masterclass_at',
    type: 'text',
    notNull: false,
    write: (f) => (f.lead.kind === 'masterclass' ? f.lead.masterclassAt : null),
    record: 'masterclassAt',
    csv: 'masterclass_at',
  },
  // ── not in the CSV ──
  // Which form it came from (leadForm): the desk's "kind".
  { name: 'form', type: 'text', notNull: true, write: (f) => f.form, record: 'form', narrow: true, deskOnly: true },
  { name: 'payload', type: 'text', notNull: true, write: (f) => f.payload },
  // SHA-256 of the payload: the "same payload" test of an idempotent retry.
  { name: 'payload_hash', type: 'text', notNull: true, write: (f) => payloadHash(f.payload) },
  // Scholarship applications only: the code mailed to the applicant (a new one per insert, kept
  // only when this insert stores the lead); null for other leads and older applications.
  {
    name: 'scholarship_code',
    type: 'text',
    notNull: false,
    write: (f) => (f.form === 'scholarship' ? newScholarshipCode() : null),
    record: 'scholarshipCode',
  },
] as const satisfies readonly (StoredField | PayloadField)[];

type Field = (typeof LEAD_FIELDS)[number];
type Stored = Extract<Field, { write: unknown }>;
type Payload = Extract<Field, { type: 'payload' }>;

/** The names of the leads table's columns. */
export type LeadColumnName = Stored['name'];

/** A new lead as the row both engines insert (flags as booleans). */
export type LeadColumns = { [F in Stored as F['name']]: ReturnType<F['write']> };

type Flatten<T> = { [K in keyof T]: T[K] };

/** A column's value as read back: the plain type of its neutral type, or write's own for a `narrow` one. */
type ReadValue<F extends Stored> = F extends { narrow: true }
  ? ReturnType<F['write']>
  : (F['type'] extends 'text' ? string : F['type'] extends 'ms' ? number : boolean) | (F['notNull'] extends true ? never : null);

/**
 * One stored lead, as the export (JSON and CSV) and the desk show it: the columns read back, and
 * (pageLeads, deskLeads, getLead) the page state from the stored lead; `form` from the desk's
 * queries only. Derived from LEAD_FIELDS: a new column with a `record` key appears here.
 */
export type LeadRecord = Flatten<
  { [F in Extract<Stored, { record: string }> as F extends { deskOnly: true } ? never : F['record']]: ReadValue<F> } & {
    [F in Extract<Stored, { deskOnly: true }> as F['record']]?: ReadValue<F>;
  } & { [F in Payload as F['record']]?: (F['value'] extends 'boolean' ? boolean : string) | null }
>;

/** The columns of the leads table, in LEAD_FIELDS order. */
export const LEAD_COLUMNS: readonly Stored[] = LEAD_FIELDS.filter((field): field is Stored => field.type !== 'payload');

/** The payload fields (read from the stored lead). */
const PAYLOAD_FIELDS: readonly Payload[] = LEAD_FIELDS.filter((field): field is Payload => field.type === 'payload');

/** The columns the export's reads select (listLeads, pageLeads). */
export const RECORD_COLUMNS = LEAD_COLUMNS.filter((column) => 'record' in column && !('deskOnly' in column))
  .map((column) => column.name)
  .join(', ');

/** The columns the desk's reads select (deskLeads, getLead): the export's and the desk's own. */
export const DESK_COLUMNS = `${RECORD_COLUMNS}, ${LEAD_COLUMNS.filter((column) => 'deskOnly' in column)
  .map((column) => column.name)
  .join(', ')}`;

/** A new lead as the row both engines insert (the quarantine verdict, phone and payload hash worked out here, once). */
export function leadColumns(lead: Lead, context: WriteContext): LeadColumns {
  const payload = canonicalJson(lead);
  const facts: LeadFacts = {
    lead,
    context,
    payload,
    reason: quarantineReason(lead),
    phone: normalisePhone(lead.phone),
    form: leadForm(lead),
    receivedAt: context.receivedAt ?? Date.now(),
  };
  const row: Record<string, unknown> = {};
  for (const column of LEAD_COLUMNS) row[column.name] = column.write(facts);
  return row as LeadColumns;
}

/**
 * A leads row as either engine reads it back: the selected columns (a flag is 0/1 from SQLite, a
 * boolean from PostgreSQL), and the insertion order and payload when the query selects them.
 */
export type LeadRow = { [name: string]: unknown; rowid?: number; payload?: string; received_at: number };

const readFlag = (value: unknown): boolean | null => (value === null || value === undefined ? null : value === true || value === 1);

/** The LeadRecord of a row: every column the query selected that has a record key. */
export function toRecord(row: LeadRow): LeadRecord {
  const record: Record<string, unknown> = {};
  for (const column of LEAD_COLUMNS) {
    if (!('record' in column) || !(column.name in row)) continue;
    const value = row[column.name];
    record[column.record] =
      column.type === 'flag'
        ? column.notNull
          ? value === true || value === 1
          : readFlag(value)
        : column.type === 'ms'
          ? Number(value)
          : value;
  }
  return record as LeadRecord;
}

/** A record with what only the stored lead holds: the page state (a broken payload gives nulls). */
export function withExtras(row: LeadRow): LeadRecord {
  const record = toRecord(row) as Record<string, unknown>;
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
  for (const field of PAYLOAD_FIELDS) {
    const value = lead?.[field.name];
    record[field.record] = typeof value === field.value ? value : null;
  }
  return record as LeadRecord;
}

const yesNo = (value: unknown): string => (value === true ? 'yes' : value === false ? 'no' : '');

/** The CSV's columns: every field with a CSV header, in LEAD_FIELDS order. */
const CSV_FIELDS = LEAD_FIELDS.filter((field) => 'csv' in field).map((field) => {
  const csv = field.csv as CsvOut;
  if (typeof csv !== 'string') return csv;
  const key = field.record;
  const flag = field.type === 'flag' || (field.type === 'payload' && field.value === 'boolean');
  return {
    header: csv,
    cell: (record: Readonly<Record<string, unknown>>) =>
      flag ? yesNo(record[key]) : text((record[key] as string | null | undefined) ?? null),
  };
});

/** One of the CSV's header names. */
export type CsvHeader = CsvOf<Field>;
type CsvOf<F> = F extends { csv: infer C } ? (C extends string ? C : C extends { header: infer H } ? H : never) : never;

/** The CSV's header names, in order. */
export const CSV_HEADERS = CSV_FIELDS.map((field) => field.header) as readonly CsvHeader[];

/** A record's CSV values (plain text, before the spreadsheet escaping), in CSV_HEADERS order. */
export function csvValues(record: LeadRecord): string[] {
  return CSV_FIELDS.map((field) => field.cell(record as Readonly<Record<string, unknown>>));
}

// ───────────────────────── what a lead's columns are worked out from ─────────────────────────

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

/** The form a lead came from, as the leads desk filters it. */
export const LEAD_FORMS = ['scholarship', 'enrolment', 'brochure', 'masterclass', 'advisor'] as const;
/** One of LEAD_FORMS. */
export type LeadForm = (typeof LEAD_FORMS)[number];

const ENROLMENT_PATH = /^\/(?:en\/)?(?:inscripcion|enroll)\//;

/**
 * Which form a lead came from: a masterclass lead is a masterclass registration (so were the
 * scholarship leads the masterclass page sent before it had a form of its own: migration 3 filed
 * those); a brochure lead sent from an enrolment page, or carrying the page state a visitor
 * chooses before enrolling (plan, payment, start), is an enrolment lead.
 */
export function leadForm(lead: Lead): LeadForm {
  let path = '';
  try {
    path = lead.meta?.page ? new URL(lead.meta.page).pathname.toLowerCase() : '';
  } catch {
    // not a URL: no path to judge by
  }
  if (lead.kind === 'masterclass') return 'masterclass';
  // The masterclass page's own form sends masterclass leads now: a scholarship lead from there is
  // a scholarship application (its "apply for your scholarship" button).
  if (lead.kind === 'scholarship') return 'scholarship';
  // A request to talk to an advisor is its own form (earlier ones were stored as scholarship
  // applications and stay filed so: their visitors were sent a code).
  if (lead.kind === 'advisor') return 'advisor';
  const chose = lead.Plan ?? lead.formaPago ?? lead.select_mes ?? lead.select_turno ?? lead.fechaSelect;
  return chose !== undefined || ENROLMENT_PATH.test(`${path}/`) ? 'enrolment' : 'brochure';
}
