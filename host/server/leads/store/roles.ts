/**
 * The lead store's contract, by role: each consumer takes the role it uses (the follow-up queue
 * `Jobs`, the desk `DeskQueries & Sessions & …`), and LeadStore, every role at once, is what the
 * two engines implement and what the server opens. Every method that touches the database is async
 * and rejects (never throws synchronously) when the database fails; the API turns that into 503.
 */
import type { CrmEvent, FunnelEvent, FunnelStage } from '../../../../src/contracts/events';
import type { Lead, LeadKind } from '../../../../src/contracts/lead';
import type { ClaimRequest, ClaimedJob, EnqueueResult, JobOutcome, JobRecord, JobStatus, NewJob } from '../../jobs/job';
import type { LeadForm, LeadRecord, WriteContext } from './lead-columns';

/** Which engine answers and where, whether it is up, and closing it (the server's start, `/healthz`, shutdown). */
export interface StoreLifecycle {
  /** Which engine answers. */
  readonly engine: 'sqlite' | 'postgres';
  /** Where the data is, for the start banner: the SQLite file, or the PostgreSQL URL without its password. */
  readonly location: string;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise (`/healthz`). */
  ping(timeoutMs?: number): Promise<void>;
  /** Whether close() has run. */
  readonly closed: boolean;
  /** Commits writes still queued, then closes. Later writes reject with StoreClosedError. */
  close(): Promise<void>;
}

/** Leads coming in (`POST /api/leads`). */
export interface LeadWrites {
  /**
   * Saves a valid lead; resolves once it is committed: `stored` the first time, `duplicate` (with
   * the stored quarantine flag) for the same id and payload, `conflict` for the same id with another
   * payload. Rejects when the database fails (answer 503: the client keeps the lead and retries).
   */
  saveLead(lead: Lead, context: WriteContext): Promise<SaveLeadResult>;
  /** How many new leads THIS process has stored since it opened: a cheap "has anything changed" for caches. */
  readonly leadsStored: number;
}

/** Stored leads going out: the export (JSON, CSV, the CLI), one lead (the follow-up jobs), the public activity feed. */
export interface LeadReads {
  /** Every lead, newest first (all in memory: the HTTP export streams pages of `pageLeads` instead). */
  listLeads(): Promise<LeadRecord[]>;
  /**
   * One page of at most `limit` leads matching `filter`, newest first, after `cursor` (a keyset
   * cursor on received_at and insertion order, served by an index). Each page is one short query,
   * so the streamed export keeps one page in memory whatever the store's size. The export and the
   * leads desk share it.
   */
  pageLeads(filter: LeadFilter, cursor: LeadCursor | null, limit: number): Promise<LeadPage>;
  /** One stored lead as the export shows it (extras included), or undefined. */
  getLead(id: string): Promise<LeadRecord | undefined>;
  /** Number of stored leads (quarantined included). */
  countLeads(): Promise<number>;
  /**
   * The newest non-quarantined leads received at or after `sinceMs`, at most `limit`, newest
   * first, as kind, country and time only: the query never reads a personal column, so nothing
   * personal can leak from here by mistake.
   */
  recentActivity(limit: number, sinceMs: number): Promise<LeadActivity[]>;
}

/** The CRM's events (`POST /api/events` with an fbclid). */
export interface CrmEvents {
  /** Saves a CRM event; `duplicate` when that fbclid is already stored. Settles after the commit. */
  saveEvent(event: CrmEvent, context: WriteContext): Promise<SaveEventResult>;
  /** Number of stored CRM events. */
  countEvents(): Promise<number>;
}

/** The funnel's events and counts (the site reports stages; the desk's funnel page reads them). */
export interface Funnel {
  /** Saves a funnel event (a visit reaching a stage); `duplicate` when that visit already reached it. Settles after the commit. */
  saveFunnelEvent(event: FunnelEvent, context: WriteContext): Promise<SaveFunnelResult>;
  /** Visits per funnel stage in a range (and source/campaign), from the funnel events. */
  funnelCounts(filter: FunnelFilter): Promise<StageCount[]>;
  /** The sources and campaigns of a range's visits, most visits first (at most `limit`). */
  funnelSources(range: TimeRange, limit: number): Promise<SourceCount[]>;
}

/** The leads desk's lists and charts of leads. */
export interface DeskQueries {
  /**
   * One page of the desk's leads, newest first, after `cursor` (keyset: the same cursor as
   * pageLeads), each with its form. With a form, country or bootcamp filter its (column,
   * received_at) index gives the order, so the first page reads `limit` rows whatever the store's
   * size; a search reads rows newest first until the page is full.
   */
  deskLeads(filter: DeskFilter, cursor: LeadCursor | null, limit: number): Promise<LeadPage>;
  /** How many leads match, counting at most `cap + 1` rows (so "more than cap" costs no more than cap rows). */
  countDeskLeads(filter: DeskFilter, cap: number): Promise<number>;
  /** Leads (quarantined ones left out) per hour of a range: `hour` is ms since the epoch / 3,600,000. */
  leadsPerHour(range: TimeRange): Promise<{ hour: number; leads: number }[]>;
  /** Leads (quarantined ones left out) per country in a range, most first. */
  leadsByCountry(range: TimeRange): Promise<{ country: string; leads: number }[]>;
}

/** The leads desk's sign-in sessions. */
export interface Sessions {
  /**
   * Stores a new desk session (by the hash of its id, with the fingerprint of the token it signed in
   * with) and forgets the expired ones and those of another token.
   */
  createAdminSession(session: NewAdminSession): Promise<void>;
  /** The stored session with this id hash (expired or not), or undefined (signed out, or never was). */
  adminSession(idHash: string): Promise<AdminSessionRow | undefined>;
  /** Records a use of a session (its last use never goes back in time). */
  touchAdminSession(idHash: string, at: number): Promise<void>;
  /** The sessions of this token not expired at `now`, most recently used first. */
  adminSessions(tokenPrint: string, now: number): Promise<AdminSessionRow[]>;
  /** Ends a desk session (sign-out). */
  deleteAdminSession(idHash: string): Promise<void>;
  /** Ends every desk session ('sign out everywhere'); resolves to how many there were. */
  deleteAllAdminSessions(): Promise<number>;
}

/** The follow-up queue (../../jobs/). */
export interface Jobs {
  /** Stores a job; with a key already stored, stores nothing and answers that job's id as duplicate. */
  enqueueJob(job: NewJob, now: number): Promise<EnqueueResult>;
  /**
   * Takes up to `limit` due jobs of the given types (pending with run_at passed, or running with a
   * lease that ran out), oldest due first: each becomes running, attempts + 1, run_at = now +
   * leaseMs, under the request's token. On PostgreSQL, `FOR UPDATE SKIP LOCKED`: servers claiming
   * at once never get the same job.
   */
  claimJobs(request: ClaimRequest): Promise<ClaimedJob[]>;
  /** Settles a claimed job; false (nothing changed) when that claim no longer holds it. */
  settleJob(id: string, leaseToken: string, outcome: JobOutcome, now: number): Promise<boolean>;
  /** Puts a done or dead job back to run now, attempts from zero (the desk's "send again"); false when it is pending or running, or unknown. */
  retryJob(id: string, now: number): Promise<boolean>;
  /** One job, or undefined. */
  getJob(id: string): Promise<JobRecord | undefined>;
  /** A lead's jobs, oldest first. */
  leadJobs(leadId: string): Promise<JobRecord[]>;
  /** Jobs per status (every status present, 0 when none). */
  jobCounts(): Promise<Record<JobStatus, number>>;
}

/** The whole store: every role (what both engines implement). */
export interface LeadStore extends StoreLifecycle, LeadWrites, LeadReads, CrmEvents, Funnel, DeskQueries, Sessions, Jobs {}

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

/**
 * Where a page of leads ends: the next page starts after this lead (newest first). `rowid` is the
 * insertion order (SQLite's rowid, PostgreSQL's `seq` identity column), the tie-break of equal times.
 */
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
  /** `scholarshipCode`: the stored application's code (the first one stored, on a duplicate); null for other leads. */
  | { status: 'stored' | 'duplicate'; id: string; quarantined: boolean; scholarshipCode: string | null }
  /** The id is already stored with a different payload: an idempotency-key misuse. */
  | { status: 'conflict'; id: string };

/** Outcome of saving a CRM event (the fbclid is the key: a repeat is a duplicate). */
export interface SaveEventResult {
  status: 'stored' | 'duplicate';
  fbclid: string;
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

/** A time range in ms since the epoch (`toMs` excluded). */
export interface TimeRange {
  fromMs: number;
  toMs: number;
}

/** A time range and optionally a funnel source and campaign. */
export interface FunnelFilter extends TimeRange {
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

/** A new desk sign-in session: its id only as a hash, its token only as a fingerprint. */
export interface NewAdminSession {
  idHash: string;
  /** The fingerprint of the admin token it signed in with (../admin/session.ts tokenPrint). */
  tokenPrint: string;
  createdAt: number;
  expiresAt: number;
}

/** A desk sign-in session as stored. */
export interface AdminSessionRow extends NewAdminSession {
  /** When it last opened a desk page (ms; kept to the minute: see the desk's routes). */
  lastUsedAt: number;
}
