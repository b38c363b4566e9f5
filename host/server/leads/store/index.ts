/**
 * The lead store: one contract, two engines. What the rest of the server imports (`./leads/store`).
 *
 * - `roles.ts`: the contract, by role (leads in, leads out, CRM events, funnel, desk queries,
 *   sessions, jobs), and LeadStore, all of them;
 * - `lead-columns.ts`: the leads table's columns in one list (inserts, reads, LeadRecord and the
 *   CSV derive from it; how to add a column is written there);
 * - `migrations.ts`: the schema steps, each in both dialects;
 * - `sql.ts`, `queries.ts`: the SQL both engines share, written for either dialect;
 * - `sqlite.ts`: one SQLite file (better-sqlite3, WAL, `synchronous=FULL`), the default;
 * - `pg.ts`: PostgreSQL (`EMBUDO_DATABASE_URL=postgres://…`), shared by several servers;
 * - `open.ts`: picks one from the settings.
 *
 * A new store method is declared in its role and implemented in both engines; the
 * engine-independent tests in `contract.test.ts` run it against both.
 */
export { DEFAULT_DB_PATH, StoreClosedError, StoreOpenError, StoreUnavailableError } from './errors';
export {
  canonicalJson,
  CSV_HEADERS,
  csvValues,
  DESK_COLUMNS,
  LEAD_COLUMNS,
  LEAD_FIELDS,
  LEAD_FORMS,
  leadColumns,
  leadForm,
  payloadHash,
  RECORD_COLUMNS,
  toRecord,
  withExtras,
  type CsvHeader,
  type LeadColumnName,
  type LeadColumns,
  type LeadForm,
  type LeadRecord,
  type LeadRow,
  type WriteContext,
} from './lead-columns';
export type * from './roles';
export { deskWhere, funnelWhere, likeLiteral, pageWhere } from './sql';
