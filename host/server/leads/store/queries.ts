/**
 * The queries both engines run, written once for either dialect: each builder gives the SQL text
 * and its parameters, and the engine only runs it (SQLite synchronously on its connection,
 * PostgreSQL on its pool). What differs between the two is in Dialect; what cannot be said the same
 * way in both (the group-committed inserts, claiming jobs, the schema steps) stays in the engine.
 */
import type { CrmEvent, FunnelEvent } from '../../../../src/contracts/events';
import { errorText, JOB_COLUMNS, jobColumns, type JobOutcome, type NewJob } from '../../jobs/job';
import { DESK_COLUMNS, RECORD_COLUMNS, withExtras, type LeadRow, type WriteContext } from './lead-columns';
import type { DeskFilter, FunnelFilter, LeadCursor, LeadFilter, LeadPage, TimeRange } from './roles';
import { ADMIN_SESSION_COLUMNS, deskWhere, funnelColumns, funnelWhere, pageWhere } from './sql';

/** How one engine writes what the other writes differently. */
export interface Dialect {
  /** The n-th placeholder (from 1): `?` (SQLite, positional) or `$n` (PostgreSQL). */
  param(n: number): string;
  /** The insertion-order column, the tie-break of equal times: SQLite's rowid, PostgreSQL's `seq`. */
  order: string;
  /** "Not quarantined": SQLite stores 0/1, PostgreSQL a boolean. */
  notHeld: string;
  /** After a text ORDER BY: byte order, as SQLite's default, whatever the PostgreSQL database's locale. */
  bytes: string;
}

export const SQLITE: Dialect = { param: () => '?', order: 'rowid', notHeld: 'quarantined = 0', bytes: '' };
export const POSTGRES: Dialect = { param: (n) => `$${n}`, order: 'seq', notHeld: 'NOT quarantined', bytes: ' COLLATE "C"' };

/** A statement and its parameters, in placeholder order. */
export interface Query {
  text: string;
  params: (string | number | null)[];
}

/** Collects parameters while a statement is written: `v(value)` gives the value's placeholder. */
function statement(d: Dialect) {
  const params: (string | number | null)[] = [];
  const v = (value: string | number | null): string => {
    params.push(value);
    return d.param(params.length);
  };
  return { v, done: (text: string): Query => ({ text, params }) };
}

const whole = (n: number, min: number): number => Math.max(min, Math.floor(n));

/** A page of lead rows (newest first) as a LeadPage: the cursor of the next page when this one is full. */
export function toPage(rows: LeadRow[], size: number): LeadPage {
  const last = rows[rows.length - 1];
  return { leads: rows.map(withExtras), next: rows.length === size && last ? { receivedAt: last.received_at, rowid: last.rowid! } : null };
}

/** Every shared query, for one dialect. */
export function queries(d: Dialect) {
  const newestFirst = `ORDER BY received_at DESC, ${d.order} DESC`;
  return {
    // ── writes besides the leads (whose insert is each engine's own: see there) ──
    insertEvent(event: CrmEvent, context: WriteContext): Query {
      const { v, done } = statement(d);
      return done(
        `INSERT INTO crm_events (fbclid, short_code, event_name, origin, received_at)
         VALUES (${v(event.fbclid)}, ${v(event.fbclid_short_code)}, ${v(event.event_name)}, ${v(context.origin)}, ${v(context.receivedAt ?? Date.now())})
         ON CONFLICT (fbclid) DO NOTHING`,
      );
    },
    insertFunnel(event: FunnelEvent, context: WriteContext): Query {
      const { v, done } = statement(d);
      const row = funnelColumns(event, context);
      return done(
        `INSERT INTO funnel_events (visit, stage, source, campaign, origin, received_at)
         VALUES (${v(row.visit)}, ${v(row.stage)}, ${v(row.source)}, ${v(row.campaign)}, ${v(row.origin)}, ${v(row.received_at)})
         ON CONFLICT (visit, stage) DO NOTHING`,
      );
    },
    /** A job (enqueueJob); a key already stored makes it nothing (NULL keys never clash). */
    insertJob(job: NewJob, now: number): Query {
      const { v, done } = statement(d);
      const row = jobColumns(job, now);
      return done(
        `INSERT INTO jobs (id, type, key, lead_id, payload, run_at, created_at, updated_at)
         VALUES (${v(row.id)}, ${v(row.type)}, ${v(row.key)}, ${v(row.lead_id)}, ${v(row.payload)}, ${v(row.run_at)}, ${v(row.created_at)}, ${v(row.updated_at)})
         ON CONFLICT DO NOTHING`,
      );
    },

    // ── leads out ──
    listLeads: (): Query => ({ text: `SELECT ${RECORD_COLUMNS} FROM leads ${newestFirst}`, params: [] }),
    pageLeads(filter: LeadFilter, cursor: LeadCursor | null, size: number): Query {
      const { where, params } = pageWhere(filter, cursor, d.param, d.order);
      return {
        text: `SELECT ${d.order} AS rowid, payload, ${RECORD_COLUMNS} FROM leads ${where} ${newestFirst} LIMIT ${whole(size, 1)}`,
        params,
      };
    },
    getLead: (id: string): Query => ({ text: `SELECT payload, ${DESK_COLUMNS} FROM leads WHERE id = ${d.param(1)}`, params: [id] }),
    recentActivity: (limit: number, sinceMs: number): Query => ({
      text: `SELECT kind, country, received_at FROM leads WHERE ${d.notHeld} AND received_at >= ${d.param(1)} ${newestFirst} LIMIT ${d.param(2)}`,
      params: [sinceMs, whole(limit, 0)],
    }),
    countLeads: (): Query => ({ text: 'SELECT count(*) AS n FROM leads', params: [] }),
    countEvents: (): Query => ({ text: 'SELECT count(*) AS n FROM crm_events', params: [] }),

    // ── the desk ──
    deskLeads(filter: DeskFilter, cursor: LeadCursor | null, size: number): Query {
      const { where, params } = deskWhere(filter, cursor, d.param, d.order);
      return {
        text: `SELECT ${d.order} AS rowid, payload, ${DESK_COLUMNS} FROM leads ${where} ${newestFirst} LIMIT ${whole(size, 1)}`,
        params,
      };
    },
    countDeskLeads(filter: DeskFilter, cap: number): Query {
      const { where, params } = deskWhere(filter, null, d.param, d.order);
      return { text: `SELECT count(*) AS n FROM (SELECT 1 FROM leads ${where} LIMIT ${whole(cap, 1) + 1}) AS matched`, params };
    },
    leadsPerHour: (range: TimeRange): Query => ({
      text: `SELECT received_at / 3600000 AS hour, count(*) AS leads FROM leads
       WHERE received_at >= ${d.param(1)} AND received_at < ${d.param(2)} AND ${d.notHeld} GROUP BY received_at / 3600000 ORDER BY hour`,
      params: [range.fromMs, range.toMs],
    }),
    leadsByCountry: (range: TimeRange): Query => ({
      text: `SELECT country, count(*) AS leads FROM leads WHERE received_at >= ${d.param(1)} AND received_at < ${d.param(2)} AND ${d.notHeld}
       GROUP BY country ORDER BY leads DESC, country${d.bytes}`,
      params: [range.fromMs, range.toMs],
    }),

    // ── the funnel ──
    funnelCounts(filter: FunnelFilter): Query {
      const { where, params } = funnelWhere(filter, d.param);
      return { text: `SELECT stage, count(*) AS visits FROM funnel_events ${where} GROUP BY stage`, params };
    },
    funnelSources: (range: TimeRange, limit: number): Query => ({
      text: `SELECT source, campaign, count(DISTINCT visit) AS visits FROM funnel_events WHERE received_at >= ${d.param(1)} AND received_at < ${d.param(2)}
       GROUP BY source, campaign ORDER BY visits DESC, source${d.bytes}, campaign${d.bytes} LIMIT ${whole(limit, 1)}`,
      params: [range.fromMs, range.toMs],
    }),

    // ── desk sessions ──
    adminSession: (idHash: string): Query => ({
      text: `SELECT ${ADMIN_SESSION_COLUMNS} FROM admin_sessions WHERE id_hash = ${d.param(1)}`,
      params: [idHash],
    }),
    touchAdminSession(idHash: string, at: number): Query {
      const { v, done } = statement(d);
      return done(`UPDATE admin_sessions SET last_used_at = ${v(at)} WHERE id_hash = ${v(idHash)} AND last_used_at < ${v(at)}`);
    },
    adminSessions: (tokenPrint: string, now: number): Query => ({
      text: `SELECT ${ADMIN_SESSION_COLUMNS} FROM admin_sessions WHERE token_print = ${d.param(1)} AND expires_at > ${d.param(2)} ORDER BY last_used_at DESC, created_at DESC`,
      params: [tokenPrint, now],
    }),
    deleteAdminSession: (idHash: string): Query => ({ text: `DELETE FROM admin_sessions WHERE id_hash = ${d.param(1)}`, params: [idHash] }),
    deleteAllAdminSessions: (): Query => ({ text: 'DELETE FROM admin_sessions', params: [] }),

    // ── the follow-up queue ──
    settleJob(id: string, leaseToken: string, outcome: JobOutcome, now: number): Query {
      const { v, done } = statement(d);
      const runAt = outcome.status === 'pending' ? outcome.runAt : now;
      const error = outcome.status === 'done' ? null : errorText(outcome.error);
      return done(
        `UPDATE jobs SET status = ${v(outcome.status)}, run_at = ${v(runAt)}, last_error = COALESCE(${v(error)}, last_error), lease_token = NULL, updated_at = ${v(now)}
         WHERE id = ${v(id)} AND status = 'running' AND lease_token = ${v(leaseToken)}`,
      );
    },
    retryJob(id: string, now: number): Query {
      const { v, done } = statement(d);
      return done(
        `UPDATE jobs SET status = 'pending', attempts = 0, run_at = ${v(now)}, lease_token = NULL, updated_at = ${v(now)} WHERE id = ${v(id)} AND status IN ('done', 'dead')`,
      );
    },
    jobByKey: (key: string): Query => ({ text: `SELECT id FROM jobs WHERE key = ${d.param(1)}`, params: [key] }),
    getJob: (id: string): Query => ({ text: `SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ${d.param(1)}`, params: [id] }),
    leadJobs: (leadId: string): Query => ({
      text: `SELECT ${JOB_COLUMNS} FROM jobs WHERE lead_id = ${d.param(1)} ORDER BY created_at, type${d.bytes}, id${d.bytes}`,
      params: [leadId],
    }),
    jobCounts: (): Query => ({ text: 'SELECT status, count(*) AS n FROM jobs GROUP BY status', params: [] }),
  };
}
