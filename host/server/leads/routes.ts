/**
 * The lead API, mounted under `/api`:
 *
 * - `POST /api/leads`: a lead (JSON of a LeadInput) as `application/json` or `text/plain` (beacons and
 *   the outbox use text/plain to avoid a CORS preflight). 201 stored (committed before the answer;
 *   the body `{ status, id, mail }`, `mail` true only when a mail really goes to the lead: never for
 *   a quarantined lead, an advisor request or a server without mail),
 *   200 duplicate (same id and payload: the stored result replayed), 422 invalid field or id reused
 *   for another payload, 400 not JSON, 413 over 16 KB, 415 other content types, 429 + Retry-After,
 *   403 origin not allowed, 503 + Retry-After when the store fails (the client keeps the lead and retries).
 * - `POST /api/events`: the CRM `event-fbclid` call (201 stored, 200 duplicate fbclid, 422), or a
 *   funnel stage a visit reached, `event_name` "funnel" (201 stored, 200 already reached, 422).
 * - `GET /api/leads`: every lead, newest first, as JSON `{ leads }` or `?format=csv`, behind
 *   `Authorization: Bearer $EMBUDO_ADMIN_TOKEN`; 401 without it, 503 when no token is configured, 429 +
 *   Retry-After after 10 wrong tokens from one address in 15 minutes (counted with the desk's, ../admin/lockout.ts).
 *
 * Every answer is `Cache-Control: no-store` and `Vary: Origin`. Nothing a client sends leads to a 500.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BOOTCAMP_SLUGS } from '../../../src/contracts/bootcamp';
import { COUNTRY_CODES } from '../../../src/contracts/country';
import { FUNNEL_EVENT, PURCHASE_EVENT, validateCrmEvent, validateFunnelEvent, validatePurchaseEvent } from '../../../src/contracts/events';
import { enqueuePurchase } from '../jobs/conversions';
import { LEAD_KINDS, MAX_LEAD_BYTES, quarantineReason, validateLead, type FieldIssue, type Lead } from '../../../src/contracts/lead';
import { phoneProblem } from './phone';
import type { LeadSettings } from '../config';
import type { JobQueue, LeadRequest } from '../jobs/queue';
import { CSV_FILE_NAME, CSV_HEAD, csvLine } from './csv';
import { checkOrigin, clientIp, storedOrigin } from './origin';
import { RateLimiter, rateLimitKey } from './rate-limit';
import type { LeadCursor, LeadFilter, LeadPage, LeadRecord, LeadStore } from './store';
import { Lockout, refuseBearer } from '../admin/lockout';
import { REFUSAL_REASONS, type LeadObserver } from '../metrics';
import { defaultLogger, logFunction } from '../log';

/** What leadRoutes needs: the open store and the lead settings of the server config. */
export interface LeadRouteOptions extends LeadSettings {
  store: LeadStore;
  /** Clock for the rate limiter and received_at (tests). */
  now?: () => number;
  /** Where operational problems are reported (default: the process's logger, log.ts). */
  log?: (message: string, error?: unknown) => void;
  /** The follow-up queue: each new lead is stored with the jobs its producers ask for (none when absent). */
  queue?: JobQueue;
  /** The server's one count of wrong admin tokens, shared with the desk's sign-in (default: this API's own). */
  lockout?: Lockout;
  /** Whether a lead gets a mail (../mail/jobs.ts; absent: none does), answered as `mail` so the form promises only that. */
  mail?: { sends(lead: Lead): boolean };
  /** Told of each new lead and each lead post not stored (the metrics, ../metrics.ts). */
  observe?: LeadObserver;
}

/** The cookies of a `Cookie` header (first of each name; values not decoded: they are passed on as the browser set them). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** Seconds a client is asked to wait after a store failure: long enough for a disk to be freed, short for a visitor. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Leads read from the store per page of the streamed export: small enough that a page takes a few ms. */
export const EXPORT_PAGE_SIZE = 200;

/** A lead as `GET /api/leads` lists it. */
export type ExportedLead = Omit<LeadRecord, 'receivedAt'> & { receivedAt: string };

const KB = Math.round(MAX_LEAD_BYTES / 1024);
const ALLOWED_CHARSETS = new Set(['utf-8', 'utf8']);
// Denied origins are logged once each (bounded), so a misconfigured partner is visible without flooding the log.
const MAX_LOGGED_ORIGINS = 100;

type Handler = (c: Context) => Promise<Response> | Response;

function invalid(c: Context, status: ContentfulStatusCode, error: string, issues: FieldIssue[]): Response {
  return c.json({ status: 'invalid', error, issues }, status);
}

/** The one-sentence summary of field issues that goes with a 422. */
export function describeIssues(what: string, issues: readonly FieldIssue[]): string {
  return `The ${what} was not stored: ${issues.map((issue) => issue.message).join('; ')}.`;
}

const NOT_AN_OBJECT: FieldIssue = { field: '(body)', message: 'expected a JSON object' };

// Arrays are objects to a schema too; a body of `[]` must be blamed on the body, not on `kind`.
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads at most MAX_LEAD_BYTES of body, whatever Content-Length claims (chunked bodies have none). */
async function readLimitedBody(c: Context): Promise<Uint8Array | 'too-large'> {
  const declared = c.req.header('content-length')?.trim();
  if (declared !== undefined && /^\d+$/.test(declared)) {
    if (Number(declared) > MAX_LEAD_BYTES) return 'too-large';
    // Node's HTTP parser never delivers more than Content-Length, so buffering is bounded here;
    // the length is still checked below in case the request did not come through that parser.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return bytes.byteLength > MAX_LEAD_BYTES ? 'too-large' : bytes;
  }
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_LEAD_BYTES) {
      // Stop reading: the rest of a huge body is never buffered.
      reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Content type, size and JSON checks shared by both POST routes: the parsed body, or the 4xx answer. */
async function readJsonBody(c: Context): Promise<BodyResult> {
  const contentType = c.req.header('content-type') ?? '';
  const [mediaType = '', ...params] = contentType.split(';');
  const type = mediaType.trim().toLowerCase();
  const charset = params
    .map((param) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(param)?.[1]?.toLowerCase())
    .find((value) => value !== undefined);
  if ((type !== 'application/json' && type !== 'text/plain') || (charset !== undefined && !ALLOWED_CHARSETS.has(charset))) {
    const shown = contentType === '' ? 'none' : `"${contentType.slice(0, 100)}"`;
    return {
      ok: false,
      response: invalid(c, 415, `Unsupported Content-Type (${shown}): send the body as application/json or text/plain, UTF-8.`, [
        { field: '(content-type)', message: 'expected application/json or text/plain (UTF-8)' },
      ]),
    };
  }
  const tooLarge = (): BodyResult => ({
    ok: false,
    response: invalid(c, 413, `The body is larger than ${KB} KB (${MAX_LEAD_BYTES} bytes); a lead is far smaller.`, [
      { field: '(body)', message: `expected at most ${MAX_LEAD_BYTES} bytes` },
    ]),
  });
  const notJson = (message: string): BodyResult => ({
    ok: false,
    response: invalid(c, 400, `The body is not JSON: ${message}.`, [{ field: '(body)', message }]),
  });

  let bytes: Uint8Array | 'too-large';
  try {
    bytes = await readLimitedBody(c);
  } catch {
    // The client went away or sent a broken stream: nothing to store, and no one to tell.
    return notJson('the body could not be read completely');
  }
  if (bytes === 'too-large') return tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return notJson('expected UTF-8 text');
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return notJson(text.trim() === '' ? 'the body is empty; expected a JSON object' : 'expected a JSON object');
  }
}

type FilterCheck = { ok: true; value: LeadFilter } | { ok: false; field: string; error: string };

// `2026-01-31` (a whole UTC day) or a full ISO 8601 time with its offset.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The export's filters from the query string: `kind`, `bootcamp`, `country` (one value each, from
 * the contract's lists) and `from` / `to` (a day `2026-01-31`, UTC, or an ISO time with offset;
 * `to` a day includes that whole day). Anything else there is a 400 naming the parameter.
 */
export function exportFilter(c: Context): FilterCheck {
  const value: LeadFilter = {};
  const one = (name: string, list: readonly string[]): string | FilterCheck | undefined => {
    const given = c.req.queries(name);
    if (!given) return undefined;
    const text = given[0] ?? '';
    if (given.length > 1 || !list.includes(text)) return { ok: false, field: name, error: `${name}: expected one of ${list.join(', ')}` };
    return text;
  };
  const kind = one('kind', LEAD_KINDS);
  if (typeof kind === 'object') return kind;
  const bootcamp = one('bootcamp', BOOTCAMP_SLUGS);
  if (typeof bootcamp === 'object') return bootcamp;
  const country = one('country', COUNTRY_CODES);
  if (typeof country === 'object') return country;
  if (kind) value.kind = kind as LeadFilter['kind'];
  if (bootcamp) value.bootcamp = bootcamp;
  if (country) value.country = country;
  for (const name of ['from', 'to'] as const) {
    const given = c.req.queries(name);
    if (!given) continue;
    const text = given[0] ?? '';
    const day = DAY.test(text);
    const ms = day ? Date.parse(`${text}T00:00:00Z`) : INSTANT.test(text) ? Date.parse(text) : Number.NaN;
    if (given.length > 1 || !Number.isFinite(ms)) {
      return {
        ok: false,
        field: name,
        error: `${name}: expected a date like 2026-01-31 (UTC) or an ISO 8601 time with its offset, e.g. 2026-01-31T18:00:00-05:00`,
      };
    }
    if (name === 'from') value.fromMs = ms;
    else value.toMs = day ? ms + 86_400_000 : ms;
  }
  return { ok: true, value };
}

/** Builds the `/leads` and `/events` routes (mount with `app.route('/api', leadRoutes(...))`). */
export function leadRoutes(options: LeadRouteOptions): Hono {
  const { store } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? logFunction(defaultLogger());
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : null;
  const lockout = options.lockout ?? new Lockout();
  const loggedOrigins = new Set<string>();
  const routes = new Hono();

  const storeUnavailable = (c: Context, what: string, error: unknown): Response => {
    log(`storing a ${what} failed; answered 503 so the client retries:`, error);
    c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
    return c.json({ error: `The ${what} could not be stored right now; retry in ${STORE_RETRY_AFTER_SECONDS} seconds.` }, 503);
  };

  /**
   * Wraps a resource's method handlers with what every answer needs, in this order: no-store and
   * Vary, the Origin check (403, before anything is read or stored), CORS for allowed cross origins,
   * the preflight, 405 for other methods, then the per-IP rate limit (429).
   */
  const resource = (handlers: Partial<Record<'GET' | 'POST', Handler>>): Handler => {
    const methods = Object.keys(handlers);
    const allow = [...methods, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    return async (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Origin');
      const hosts = [c.req.header('host') ?? '', new URL(c.req.url).host];
      if (options.trustProxy > 0) hosts.push(c.req.header('x-forwarded-host')?.split(',')[0]?.trim() ?? '');
      const verdict = checkOrigin(c.req.header('origin'), hosts, options.allowedOrigins);
      if (verdict.kind === 'denied') {
        if (loggedOrigins.size < MAX_LOGGED_ORIGINS && !loggedOrigins.has(verdict.origin)) {
          loggedOrigins.add(verdict.origin);
          log(
            `refused ${c.req.method} ${c.req.path} from origin ${JSON.stringify(verdict.origin.slice(0, 200))}: not in EMBUDO_ALLOWED_ORIGINS.`,
          );
        }
        // No CORS headers: the page cannot read this answer and keeps the lead to retry, so leads
        // from a partner page wait in the visitor's outbox until the origin is added.
        return c.json(
          {
            error: `Origin ${verdict.origin.slice(0, 200)} is not allowed to use this API. Add it to EMBUDO_ALLOWED_ORIGINS (comma-separated origins) on the server.`,
          },
          403,
        );
      }
      if (verdict.kind === 'allowed') {
        c.header('Access-Control-Allow-Origin', verdict.origin);
        // Retry-After is not a CORS-safelisted header: without this the outbox could not honour it.
        c.header('Access-Control-Expose-Headers', 'Retry-After');
      }
      const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
      if (method === 'OPTIONS') {
        c.header('Allow', allow);
        if (verdict.kind === 'allowed') {
          c.header('Access-Control-Allow-Methods', allow);
          c.header('Access-Control-Allow-Headers', 'Content-Type, Authorization');
          c.header('Access-Control-Max-Age', '7200');
        }
        return c.body(null, 204);
      }
      const handler = method === 'GET' || method === 'POST' ? handlers[method] : undefined;
      if (!handler) {
        c.header('Allow', allow);
        return c.json({ error: `Method ${c.req.method} is not allowed here; use ${allow}.` }, 405);
      }
      if (limiter) {
        const env = c.env as Partial<HttpBindings> | undefined;
        const ip = clientIp(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), options.trustProxy);
        const decision = limiter.take(rateLimitKey(ip), now());
        if (!decision.ok) {
          c.header('Retry-After', String(decision.retryAfterSeconds));
          return c.json({ error: `Too many requests from this address; retry in ${decision.retryAfterSeconds} seconds.` }, 429);
        }
      }
      return handler(c);
    };
  };

  /** What a follow-up may need of the request: the client's address (trust-proxy rule), user agent, cookies. */
  const leadRequest = (c: Context, receivedAt: number): LeadRequest => {
    const env = c.env as Partial<HttpBindings> | undefined;
    return {
      ip: clientIp(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), options.trustProxy),
      userAgent: c.req.header('user-agent') ?? null,
      cookies: parseCookies(c.req.header('cookie')),
      receivedAt,
    };
  };

  const postLead: Handler = async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    if (!isJsonObject(body.value)) return invalid(c, 422, describeIssues('lead', [NOT_AN_OBJECT]), [NOT_AN_OBJECT]);
    const check = validateLead(body.value);
    if (!check.ok) return invalid(c, 422, describeIssues('lead', check.issues), check.issues);
    // The contract checks the phone's form; the full numbering plan, only here, whether it can
    // belong to its prefix (the browser has no plan to ask).
    const wrongPhone = phoneProblem(check.lead.phone);
    if (wrongPhone) {
      const issues = [{ field: 'phone', message: `phone: ${wrongPhone}` }];
      return invalid(c, 422, describeIssues('lead', issues), issues);
    }
    let result;
    const receivedAt = now();
    try {
      const jobs = options.queue?.leadJobs(check.lead, leadRequest(c, receivedAt));
      result = await store.saveLead(check.lead, { origin: storedOrigin(c.req.header('origin')), receivedAt, jobs });
    } catch (error) {
      return storeUnavailable(c, 'lead', error);
    }
    if (result.status === 'stored') {
      options.queue?.wake();
      options.observe?.stored(check.lead.kind, result.quarantined);
    }
    if (result.status === 'conflict') {
      const issues = [{ field: 'id', message: 'id: already used for a different lead' }];
      return invalid(c, 422, describeIssues('lead', issues), issues);
    }
    // The quarantine verdict stays in the store and the export: the status and code are those of
    // any other lead, so a bot is not told which of its tricks gave it away.
    // `mail` is the truth: whether a mail goes to the lead (mail configured, this form sends one,
    // and the lead is not quarantined, as quarantined leads are mailed nothing). The form's
    // confirmation says "we sent… to {email}" only then: a person held by mistake (a password
    // manager filled the hidden field, a submit within a second) must not wait for a mail that
    // never comes. The cost: with mail on, a bot that compares answers can tell it was held; the
    // page's promise comes first (docs/product.md#modals, "confirmations"). A duplicate answers
    // the same as the first post.
    const mail = quarantineReason(check.lead) === null && (options.mail?.sends(check.lead) ?? false);
    return c.json({ status: result.status, id: result.id, mail }, result.status === 'stored' ? 201 : 200);
  };

  const postEvent: Handler = async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    if (!isJsonObject(body.value)) return invalid(c, 422, describeIssues('event', [NOT_AN_OBJECT]), [NOT_AN_OBJECT]);
    if (body.value.event_name === FUNNEL_EVENT) return postFunnelEvent(c, body.value);
    if (body.value.event_name === PURCHASE_EVENT) return postPurchase(c, body.value);
    const check = validateCrmEvent(body.value);
    if (!check.ok) {
      const issues = [{ field: check.field, message: check.message }];
      return invalid(c, 422, describeIssues('event', issues), issues);
    }
    let result;
    try {
      result = await store.saveEvent(check.event, { origin: storedOrigin(c.req.header('origin')), receivedAt: now() });
    } catch (error) {
      return storeUnavailable(c, 'event', error);
    }
    return c.json({ status: result.status }, result.status === 'stored' ? 201 : 200);
  };

  // The leads desk's funnel: same body checks, origin check and rate limit as the CRM event.
  const postFunnelEvent = async (c: Context, value: Record<string, unknown>): Promise<Response> => {
    const check = validateFunnelEvent(value);
    if (!check.ok) {
      const issues = [{ field: check.field, message: check.message }];
      return invalid(c, 422, describeIssues('event', issues), issues);
    }
    let result;
    try {
      result = await store.saveFunnelEvent(check.event, { origin: storedOrigin(c.req.header('origin')), receivedAt: now() });
    } catch (error) {
      return storeUnavailable(c, 'event', error);
    }
    return c.json({ status: result.status }, result.status === 'stored' ? 201 : 200);
  };

  // The payment-success page's Purchase, for the server-side conversion APIs: queued once per
  // event id (a reload or a second report is a duplicate). 202 whether or not a platform is
  // configured: the page has nothing to do differently.
  const postPurchase = async (c: Context, value: Record<string, unknown>): Promise<Response> => {
    const check = validatePurchaseEvent(value);
    if (!check.ok) {
      const issues = [{ field: check.field, message: check.message }];
      return invalid(c, 422, describeIssues('event', issues), issues);
    }
    let queued = false;
    if (options.queue) {
      try {
        const event = check.event;
        queued = await enqueuePurchase(
          options.queue,
          { eventId: event.event_id, value: event.value, currency: event.currency, page: event.page ?? null },
          leadRequest(c, now()),
        );
      } catch (error) {
        return storeUnavailable(c, 'event', error);
      }
    }
    return c.json({ status: queued ? 'queued' : 'off' }, 202);
  };

  const listLeads: Handler = async (c) => {
    const refused = refuseBearer(c, {
      adminToken: options.adminToken,
      lockout,
      trustProxy: options.trustProxy,
      now,
      log,
      disabled:
        'Lead export over HTTP is disabled: no EMBUDO_ADMIN_TOKEN is configured. Set EMBUDO_ADMIN_TOKEN on the server (make one with `openssl rand -base64 32`) and send it as "Authorization: Bearer <token>", or run `npm run leads` on the server.',
    });
    if (refused) return refused;
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json' && format !== 'csv') {
      return c.json({ error: `Unknown format "${format.slice(0, 50)}": expected format=json (default) or format=csv.` }, 400);
    }
    const filter = exportFilter(c);
    if (!filter.ok) return c.json({ error: filter.error, issues: [{ field: filter.field, message: filter.error }] }, 400);
    let first: LeadPage;
    try {
      first = await store.pageLeads(filter.value, null, EXPORT_PAGE_SIZE);
    } catch (error) {
      log('reading the leads failed; answered 503:', error);
      c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      return c.json({ error: 'The lead store could not be read right now; retry shortly.' }, 503);
    }
    const csv = format === 'csv';
    const encoder = new TextEncoder();
    const json = (lead: LeadRecord): string =>
      JSON.stringify({ ...lead, receivedAt: new Date(lead.receivedAt).toISOString() } satisfies ExportedLead);
    let page: LeadPage | null = first;
    let cursor: LeadCursor | null = null;
    let written = 0;
    // Streamed a page at a time from a keyset cursor: one page in memory, and between pages the
    // event loop answers everyone else (a pull waits for the previous chunk to be taken, so a slow
    // reader holds one page, not the export).
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csv ? CSV_HEAD : '{"leads":['));
      },
      async pull(controller) {
        if (!page) {
          // A macrotask between pages: requests waiting on the socket are parsed and answered first.
          await new Promise((resolve) => setImmediate(resolve));
          try {
            page = await store.pageLeads(filter.value, cursor, EXPORT_PAGE_SIZE);
          } catch (error) {
            log('reading the leads failed during an export; the answer was cut short:', error);
            controller.error(error);
            return;
          }
        }
        const { leads, next } = page;
        page = null;
        let text = '';
        for (const lead of leads) text += csv ? csvLine(lead) : `${written++ === 0 ? '' : ','}${json(lead)}`;
        if (next) {
          cursor = next;
          if (text) controller.enqueue(encoder.encode(text));
        } else {
          controller.enqueue(encoder.encode(csv ? text : `${text}]}`));
          controller.close();
        }
      },
    });
    return c.body(
      body,
      200,
      csv
        ? { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${CSV_FILE_NAME}"` }
        : { 'Content-Type': 'application/json; charset=UTF-8' },
    );
  };

  const leads = resource({ POST: postLead, GET: listLeads });
  // Every lead post that stored nothing is counted by why (its answer's status), the origin and
  // rate-limit refusals of resource() included.
  routes.all('/leads', async (c) => {
    const response = await leads(c);
    const reason = c.req.method === 'POST' ? REFUSAL_REASONS[response.status] : undefined;
    if (reason) options.observe?.refused(reason);
    return response;
  });
  routes.all('/events', resource({ POST: postEvent }));
  return routes;
}
