/**
 * The lead store's schema, one step per entry, each written in both dialects: SQLite
 * (`PRAGMA user_version` counts the steps run) and PostgreSQL (the `embudo_schema` table does).
 * Append, never edit: a released store has already run the earlier ones. A new step adds the same
 * change to both texts, so `SCHEMA_VERSION` stays one number for both engines. A new column of
 * `leads` also gets its one entry in LEAD_FIELDS (./lead-columns.ts says how; its test checks the two agree).
 *
 * PostgreSQL differences: times are BIGINT ms, `quarantined` is BOOLEAN, and `seq` (an identity
 * column) is the insertion order that SQLite's rowid gives for free (the export's keyset cursor).
 */
export interface Migration {
  /** What the step does (for the log and a reviewer). */
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    name: 'leads and crm_events',
    sqlite: `CREATE TABLE leads (
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
    postgres: `CREATE TABLE leads (
       id TEXT PRIMARY KEY,
       seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
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
       quarantined BOOLEAN NOT NULL DEFAULT FALSE,
       quarantine_reason TEXT,
       origin TEXT,
       received_at BIGINT NOT NULL
     );
     CREATE INDEX leads_received_at ON leads (received_at DESC, seq DESC);
     CREATE TABLE crm_events (
       fbclid TEXT PRIMARY KEY,
       short_code TEXT NOT NULL,
       event_name TEXT NOT NULL,
       origin TEXT,
       received_at BIGINT NOT NULL
     );`,
  },
  {
    // The phone's checks (./phone.ts); NULL for no phone and for leads stored before.
    name: 'phone checks',
    sqlite: `ALTER TABLE leads ADD COLUMN phone_valid INTEGER;
     ALTER TABLE leads ADD COLUMN phone_mobile INTEGER;`,
    postgres: `ALTER TABLE leads ADD COLUMN phone_valid BOOLEAN;
     ALTER TABLE leads ADD COLUMN phone_mobile BOOLEAN;`,
  },
  {
    // The leads desk: the form each lead came from (backfilled from the page and payload;
    // new leads get it from leadForm), indexes for the desk's filters (each also serves the
    // newest-first order), the funnel events and the desk's sign-in sessions.
    name: 'leads desk: lead form, filter indexes, funnel_events, admin_sessions',
    sqlite: `ALTER TABLE leads ADD COLUMN form TEXT NOT NULL DEFAULT 'brochure';
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
    // The filter indexes end in (received_at DESC, seq DESC): the desk's order and keyset cursor.
    postgres: `ALTER TABLE leads ADD COLUMN form TEXT NOT NULL DEFAULT 'brochure';
     UPDATE leads SET form = CASE
       WHEN kind = 'scholarship' AND (lower(page) LIKE '%masterclass%' OR lower(page) LIKE '%webinar%') THEN 'masterclass'
       WHEN kind = 'scholarship' THEN 'scholarship'
       WHEN lower(page) LIKE '%/inscripcion/%' OR lower(page) LIKE '%/enroll/%'
         OR payload LIKE '%"Plan":%' OR payload LIKE '%"formaPago":%' OR payload LIKE '%"select_mes":%'
         OR payload LIKE '%"select_turno":%' OR payload LIKE '%"fechaSelect":%' THEN 'enrolment'
       ELSE 'brochure' END;
     CREATE INDEX leads_form_received_at ON leads (form, received_at DESC, seq DESC);
     CREATE INDEX leads_country_received_at ON leads (country, received_at DESC, seq DESC);
     CREATE INDEX leads_bootcamp_received_at ON leads (bootcamp, received_at DESC, seq DESC);
     CREATE TABLE funnel_events (
       visit TEXT NOT NULL,
       stage TEXT NOT NULL,
       source TEXT NOT NULL DEFAULT '',
       campaign TEXT NOT NULL DEFAULT '',
       origin TEXT,
       received_at BIGINT NOT NULL,
       PRIMARY KEY (visit, stage)
     );
     CREATE INDEX funnel_events_received_at ON funnel_events (received_at);
     CREATE TABLE admin_sessions (
       id_hash TEXT PRIMARY KEY,
       created_at BIGINT NOT NULL,
       expires_at BIGINT NOT NULL
     );
     CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);`,
  },
  {
    // The follow-up queue (../jobs/): one row per job; `run_at` is when it is due, and while a
    // server runs it, when its lease ends (a crashed server's job is due again then). `key` makes
    // an enqueue idempotent (NULLs never clash); `lease_token` names the claim, so a server whose
    // lease ran out cannot settle a job another server now holds.
    name: 'jobs: the durable follow-up queue',
    sqlite: `CREATE TABLE jobs (
       id TEXT PRIMARY KEY,
       type TEXT NOT NULL,
       key TEXT UNIQUE,
       lead_id TEXT,
       payload TEXT NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       attempts INTEGER NOT NULL DEFAULT 0,
       run_at INTEGER NOT NULL,
       lease_token TEXT,
       last_error TEXT,
       created_at INTEGER NOT NULL,
       updated_at INTEGER NOT NULL
     );
     CREATE INDEX jobs_due ON jobs (run_at) WHERE status IN ('pending', 'running');
     CREATE INDEX jobs_lead ON jobs (lead_id, created_at);`,
    postgres: `CREATE TABLE jobs (
       id TEXT PRIMARY KEY,
       type TEXT NOT NULL,
       key TEXT UNIQUE,
       lead_id TEXT,
       payload TEXT NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       attempts INTEGER NOT NULL DEFAULT 0,
       run_at BIGINT NOT NULL,
       lease_token TEXT,
       last_error TEXT,
       created_at BIGINT NOT NULL,
       updated_at BIGINT NOT NULL
     );
     CREATE INDEX jobs_due ON jobs (run_at) WHERE status IN ('pending', 'running');
     CREATE INDEX jobs_lead ON jobs (lead_id, created_at);`,
  },
  {
    // The masterclass registration, a lead kind of its own: the instant of the class signed up for
    // (as sent, with the school's offset), NULL for "tell me the next date" and the other kinds.
    name: 'masterclass instant',
    sqlite: `ALTER TABLE leads ADD COLUMN masterclass_at TEXT;`,
    postgres: `ALTER TABLE leads ADD COLUMN masterclass_at TEXT;`,
  },
  {
    // Each scholarship application's code (./scholarship-code.ts), mailed to the applicant and shown
    // in the desk; NULL for other leads and for applications stored before. Unique, so a code names
    // one application (a collision fails that one insert: the client retries and draws another).
    name: 'scholarship codes',
    sqlite: `ALTER TABLE leads ADD COLUMN scholarship_code TEXT;
     CREATE UNIQUE INDEX leads_scholarship_code ON leads (scholarship_code);`,
    postgres: `ALTER TABLE leads ADD COLUMN scholarship_code TEXT;
     CREATE UNIQUE INDEX leads_scholarship_code ON leads (scholarship_code);`,
  },
  {
    // A desk session remembers which admin token it signed in with (a fingerprint, never the
    // token), so changing EMBUDO_ADMIN_TOKEN ends it, and when it was last used (the desk's list
    // of sessions). Sessions from before cannot show their token: they end here.
    name: 'admin sessions bound to the token, with their last use',
    sqlite: `DELETE FROM admin_sessions;
     ALTER TABLE admin_sessions ADD COLUMN token_print TEXT NOT NULL DEFAULT '';
     ALTER TABLE admin_sessions ADD COLUMN last_used_at INTEGER NOT NULL DEFAULT 0;`,
    postgres: `DELETE FROM admin_sessions;
     ALTER TABLE admin_sessions ADD COLUMN token_print TEXT NOT NULL DEFAULT '';
     ALTER TABLE admin_sessions ADD COLUMN last_used_at BIGINT NOT NULL DEFAULT 0;`,
  },
];

/** The schema version this code writes (the same number in both engines). */
export const SCHEMA_VERSION = MIGRATIONS.length;
