/**
 * SQL both engines share: the WHERE clauses of the export's and the desk's filters (placeholders
 * written by the engine's dialect), the funnel and session rows, and (./queries.ts) whole queries.
 */
import type { FunnelEvent, FunnelStage } from '../../../../src/contracts/events';
import type { WriteContext } from './lead-columns';
import type { AdminSessionRow, DeskFilter, FunnelFilter, LeadCursor, LeadFilter } from './roles';

/**
 * Collects WHERE clauses and their parameters for either engine: `add(clause, ...values)` gives the
 * clause one placeholder per value, written by `param(n)` (`?` for SQLite, `$n` for PostgreSQL).
 */
function whereClauses(param: (n: number) => string) {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: (...marks: string[]) => string, ...values: (string | number)[]): void => {
    const marks = values.map((value) => {
      params.push(value);
      return param(params.length);
    });
    clauses.push(clause(...marks));
  };
  const done = (): { where: string; params: (string | number)[] } => ({
    where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '',
    params,
  });
  return { add, done };
}

/**
 * The WHERE clauses of pageLeads, shared by both engines; `param(n)` writes the n-th placeholder
 * (`?` for SQLite, `$n` for PostgreSQL) and `order` names the insertion-order column.
 */
export function pageWhere(
  filter: LeadFilter,
  cursor: LeadCursor | null,
  param: (n: number) => string,
  order: string,
): { where: string; params: (string | number)[] } {
  const { add, done } = whereClauses(param);
  if (filter.kind !== undefined) add((p) => `kind = ${p}`, filter.kind);
  if (filter.bootcamp !== undefined) add((p) => `bootcamp = ${p}`, filter.bootcamp);
  if (filter.country !== undefined) add((p) => `country = ${p}`, filter.country);
  if (filter.fromMs !== undefined) add((p) => `received_at >= ${p}`, filter.fromMs);
  if (filter.toMs !== undefined) add((p) => `received_at < ${p}`, filter.toMs);
  if (cursor)
    add(
      (a, b, c) => `(received_at < ${a} OR (received_at = ${b} AND ${order} < ${c}))`,
      cursor.receivedAt,
      cursor.receivedAt,
      cursor.rowid,
    );
  return done();
}

// ───────────────────────── Leads desk: types, the form of a lead, the WHERE clauses ─────────────────────────
// The desk's queries are plain SQL both engines run (LIKE with ESCAPE, lower(), integer division,
// count over a LIMITed subquery); each is served by an index of migration 2.

/** The admin_sessions columns both engines read. */
export const ADMIN_SESSION_COLUMNS = 'id_hash, token_print, created_at, expires_at, last_used_at';

/** An admin_sessions row as either engine reads it. */
export interface AdminSessionColumns {
  id_hash: string;
  token_print: string;
  created_at: number;
  expires_at: number;
  last_used_at: number;
}

export function toAdminSession(row: AdminSessionColumns): AdminSessionRow {
  return {
    idHash: row.id_hash,
    tokenPrint: row.token_print,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}

/** The funnel_events columns a funnel event is written to, the same for both engines. */
export function funnelColumns(
  event: FunnelEvent,
  context: WriteContext,
): { visit: string; stage: FunnelStage; source: string; campaign: string; origin: string | null; received_at: number } {
  return {
    visit: event.visit,
    stage: event.stage,
    source: event.source ?? '',
    campaign: event.campaign ?? '',
    origin: context.origin,
    received_at: context.receivedAt ?? Date.now(),
  };
}

/** `%` `_` and `\` taken literally in a LIKE pattern (with ESCAPE '\'). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE clause and parameters of a desk filter (and of a keyset cursor), shared by both engines;
 * `param(n)` writes the n-th placeholder and `order` names the insertion-order column, as pageWhere.
 */
export function deskWhere(
  filter: DeskFilter,
  cursor: LeadCursor | null,
  param: (n: number) => string,
  order: string,
): { where: string; params: (string | number)[] } {
  const { add, done } = whereClauses(param);
  if (filter.form !== undefined) add((p) => `form = ${p}`, filter.form);
  if (filter.bootcamp !== undefined) add((p) => `bootcamp = ${p}`, filter.bootcamp);
  if (filter.country !== undefined) add((p) => `country = ${p}`, filter.country);
  if (filter.fromMs !== undefined) add((p) => `received_at >= ${p}`, filter.fromMs);
  if (filter.toMs !== undefined) add((p) => `received_at < ${p}`, filter.toMs);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const text = `%${likeLiteral(search)}%`;
    const digits = search.replace(/[\s()+.-]/g, '');
    if (/^\d+$/.test(digits)) {
      add(
        (a, b, c) => `(lower(name) LIKE ${a} ESCAPE '\\' OR lower(email) LIKE ${b} ESCAPE '\\' OR phone LIKE ${c} ESCAPE '\\')`,
        text,
        text,
        `%${digits}%`,
      );
    } else {
      add((a, b) => `(lower(name) LIKE ${a} ESCAPE '\\' OR lower(email) LIKE ${b} ESCAPE '\\')`, text, text);
    }
  }
  if (cursor)
    add(
      (a, b, c) => `(received_at < ${a} OR (received_at = ${b} AND ${order} < ${c}))`,
      cursor.receivedAt,
      cursor.receivedAt,
      cursor.rowid,
    );
  return done();
}

/** The WHERE clause of the funnel queries (`param` as in deskWhere). */
export function funnelWhere(filter: FunnelFilter, param: (n: number) => string): { where: string; params: (string | number)[] } {
  const clauses = [`received_at >= ${param(1)}`, `received_at < ${param(2)}`];
  const params: (string | number)[] = [filter.fromMs, filter.toMs];
  if (filter.source !== undefined) {
    params.push(filter.source);
    clauses.push(`source = ${param(params.length)}`);
  }
  if (filter.campaign !== undefined) {
    params.push(filter.campaign);
    clauses.push(`campaign = ${param(params.length)}`);
  }
  return { where: `WHERE ${clauses.join(' AND ')}`, params };
}
// ───────────────────────── end of the leads desk's shared parts ─────────────────────────
