/**
 * The leads desk at `/admin`: a small private site on the lead server.
 *
 * - `GET /admin/login`, `POST /admin/login` (the admin token, never in a URL), `POST /admin/logout`;
 * - `GET /admin/leads` (filters, search, keyset pages), `GET /admin/leads.csv` (the same filter,
 *   streamed a page at a time through the export's CSV writer), `GET /admin/funnel`;
 * - `GET /admin/sessions` (the signed-in sessions), `POST /admin/sessions/end-all` (sign out everywhere);
 * - `/admin/desk.css`, `/admin/desk.js`.
 *
 * Every answer is `Cache-Control: no-store`, with a CSP of its own (`default-src 'none'`, the
 * desk's own script and stylesheet only, `frame-ancestors 'none'`) and `X-Robots-Tag: noindex`.
 * Forms that change state carry a CSRF token and must come from this origin. Wrong tokens are
 * counted per client address with the bearer endpoints' (lockout.ts: 10 per 15 minutes, then 429)
 * and logged without the token. A session is bound to the token it signed in with: after a change
 * of EMBUDO_ADMIN_TOKEN it ends.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { zonedDate } from '../../../src/data/class-time';
import { scheduleGaps } from '../../../src/data/cohorts';
import type { Schedule } from '../../../src/contracts/site-content';
import { CSV_HEAD, csvLine } from '../leads/csv';
import type { DeskFilter, DeskQueries, Funnel, Jobs, LeadCursor, LeadPage, LeadReads, Sessions } from '../leads/store';
import { DESK_CSS, DESK_JS } from './assets';
import type { Html } from './html';
import {
  LOCKOUT_FAILURES,
  LOCKOUT_WINDOW_MS,
  Lockout,
  lockedOutLine,
  lockoutClient,
  retryAfterSeconds,
  tokenMatches,
  wrongTokenLine,
} from './lockout';
import { fill, MESSAGES, negotiateLang, type Lang } from './messages';
import { parseDeskQuery, parseFunnelQuery } from './query';
import {
  cookie,
  csrfMatches,
  csrfToken,
  DEFAULT_SESSION_MS,
  isLoopbackHost,
  LANG_COOKIE,
  LAST_USE_STEP_MS,
  LOGIN_COOKIE,
  LOGIN_FORM_SECONDS,
  newSecret,
  sameOrigin,
  SESSION_COOKIE,
  sessionHash,
  tokenPrint,
} from './session';
import { disabledPage, funnelPage, leadPage, leadsPage, messagePage, sessionsPage, signInPage, type PageContext } from './views';
import { defaultLogger, logFunction } from '../log';

/** Leads per desk page. */
export const DESK_PAGE_SIZE = 50;
/** Counting stops past this many matching leads ("more than 10,000"). */
export const COUNT_CAP = 10_000;
/** With a search (rows read one by one, no index), counting stops sooner. */
export const SEARCH_COUNT_CAP = 1_000;
/** Leads per page of the CSV stream (as the export's). */
export const CSV_PAGE_SIZE = 200;
/** Wrong tokens allowed per client address in LOGIN_WINDOW_MS (the server's one lockout). */
export const LOGIN_FAILURES = LOCKOUT_FAILURES;
export const LOGIN_WINDOW_MS = LOCKOUT_WINDOW_MS;

/** The desk's Content-Security-Policy: its own files only, no framing, forms only to itself. */
export const DESK_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What adminRoutes needs. */
export interface AdminOptions {
  /** The store's roles the desk uses (its methods may return values or promises: every call is awaited). */
  store: DeskQueries & Funnel & Sessions & Jobs & LeadReads;
  /** EMBUDO_ADMIN_TOKEN; undefined = the desk answers 503 with how to turn it on. */
  adminToken: string | undefined;
  /** How long a sign-in lasts (EMBUDO_ADMIN_SESSION, default 8 hours). */
  sessionMs?: number;
  /** The school's IANA time zone: days of the filters and charts, times of the table. */
  zone: string;
  /** content/schedule.json: the leads page warns when it has no start open or no masterclass ahead. */
  schedule?: Schedule;
  /** Proxies in front whose X-Forwarded-For / -Proto / -Host to believe. */
  trustProxy: number;
  now?: () => number;
  log?: (message: string) => void;
  /** The server's one count of wrong admin tokens, shared with the bearer endpoints (default: the desk's own). */
  lockout?: Lockout;
  /** The follow-up queue, woken after a "send again" (without it the job runs at the worker's next poll). */
  queue?: { wake(): void };
}

type Session = { id: string; idHash: string; csrf: string };

/** Why a session cookie no longer signs in: it ran out (or was signed out), or the admin token changed since. */
type Ended = 'expired' | 'token';

/** Builds the `/admin` routes (mount with `app.route('/admin', adminRoutes(...))`, before the site's catch-all). */
export function adminRoutes(options: AdminOptions): Hono {
  const { store, zone } = options;
  const now = options.now ?? Date.now;
  const sessionMs = options.sessionMs ?? DEFAULT_SESSION_MS;
  const log = options.log ?? logFunction(defaultLogger().child({ part: 'admin' }), 'warn');
  const lockout = options.lockout ?? new Lockout();
  // The fingerprint every live session must carry: the configured token's, computed once.
  const print = options.adminToken === undefined ? '' : tokenPrint(options.adminToken);
  const routes = new Hono();

  const origin = (c: Context): string => {
    const url = new URL(c.req.url);
    const proto = options.trustProxy > 0 ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const host =
      (options.trustProxy > 0 ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined) || c.req.header('host') || url.host;
    return `${proto ? `${proto}:` : url.protocol}//${host}`;
  };
  const secure = (c: Context): boolean => {
    const url = new URL(origin(c));
    return url.protocol === 'https:' || !isLoopbackHost(url.hostname);
  };
  const ip = (c: Context): string => lockoutClient(c, options.trustProxy).address;
  const langOf = (c: Context): Lang => {
    const asked = c.req.query('lang');
    if (asked === 'es' || asked === 'en') {
      c.header('Set-Cookie', cookie(LANG_COOKIE, asked, { maxAgeSeconds: 365 * 86_400, secure: secure(c) }), { append: true });
      return asked;
    }
    return negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
  };
  const context = (c: Context, csrf?: string): PageContext => {
    const here = new URL(c.req.url);
    here.searchParams.delete('lang');
    return { lang: langOf(c), zone, here, csrf };
  };
  const page = (c: Context, body: Html, status: 200 | 400 | 401 | 403 | 404 | 429 | 503 = 200): Response => c.html(body.text, status);

  // Headers of every desk answer.
  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Content-Security-Policy', DESK_CSP);
    c.res.headers.set('X-Frame-Options', 'DENY');
    // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the desk's own form posts.
    c.res.headers.set('Referrer-Policy', 'same-origin');
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    c.res.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    c.res.headers.append('Vary', 'Cookie, Accept-Language');
  });

  routes.get('/desk.css', (c) => c.body(DESK_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  routes.get('/desk.js', (c) => c.body(DESK_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  // With no token configured, every page says how to turn the desk on.
  routes.use('*', async (c, next) => {
    if (options.adminToken === undefined) return page(c, disabledPage(context(c)), 503);
    return next();
  });

  /**
   * The signed-in session; why not when a session cookie came but no longer signs in (expired,
   * signed out, or signed in with another admin token); null without a cookie. A use is recorded
   * at most once a minute per session, so browsing the desk writes next to nothing.
   */
  const currentSession = async (c: Context): Promise<Session | Ended | null> => {
    const id = getCookie(c, SESSION_COOKIE);
    if (!id) return null;
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return 'expired';
    const idHash = sessionHash(id);
    const row = await store.adminSession(idHash);
    const at = now();
    if (!row || row.expiresAt <= at) return 'expired';
    if (!tokenMatches(row.tokenPrint, print)) return 'token';
    if (at - row.lastUsedAt >= LAST_USE_STEP_MS) await store.touchAdminSession(idHash, at);
    return { id, idHash, csrf: csrfToken(id, 'session') };
  };
  const ended = (session: Session | Ended | null): session is Ended => session === 'expired' || session === 'token';
  const clearSession = (c: Context) =>
    c.header('Set-Cookie', cookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: secure(c) }), { append: true });

  /** Runs `handler` for a signed-in desk user; otherwise sends them to the sign-in form. */
  const signedIn =
    (handler: (c: Context, session: Session) => Promise<Response> | Response) =>
    async (c: Context): Promise<Response> => {
      const session = await currentSession(c);
      if (session === null || ended(session)) {
        if (session !== null) clearSession(c);
        return c.redirect(session === null ? '/admin/login' : `/admin/login?m=${session}`, 303);
      }
      return handler(c, session);
    };

  const signInForm = (
    c: Context,
    message?: { text: string; kind: 'error' | 'ok' | 'info' },
    status: 200 | 401 | 403 | 429 = 200,
  ): Response => {
    const secret = newSecret();
    c.header('Set-Cookie', cookie(LOGIN_COOKIE, secret, { maxAgeSeconds: LOGIN_FORM_SECONDS, secure: secure(c) }), { append: true });
    return page(c, signInPage(context(c), csrfToken(secret, 'login'), message), status);
  };

  routes.get('/', (c) => c.redirect('/admin/leads', 303));

  routes.get('/login', async (c) => {
    const session = await currentSession(c);
    if (session && !ended(session)) return c.redirect('/admin/leads', 303);
    const t = MESSAGES[context(c).lang];
    const m = c.req.query('m');
    if (ended(session)) clearSession(c);
    const message =
      m === 'token' || session === 'token'
        ? { text: t.tokenChanged, kind: 'info' as const }
        : m === 'expired' || session === 'expired'
          ? { text: t.expired, kind: 'info' as const }
          : m === 'signedout'
            ? { text: t.signedOut, kind: 'ok' as const }
            : m === 'everywhere'
              ? { text: t.signedOutEverywhere, kind: 'ok' as const }
              : undefined;
    return signInForm(c, message);
  });

  const smallForm = bodyLimit({ maxSize: 4096, onError: (c) => c.text('The form is larger than 4 KB.', 413) });

  routes.post('/login', smallForm, async (c) => {
    const t = MESSAGES[context(c).lang];
    const form = await c.req.parseBody();
    const fromHere = sameOrigin({ origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }, origin(c));
    if (!fromHere || !csrfMatches(getCookie(c, LOGIN_COOKIE), 'login', form.csrf)) {
      return signInForm(c, { text: t.formExpired, kind: 'error' }, 403);
    }
    const client = lockoutClient(c, options.trustProxy);
    const where = `${c.req.method} ${c.req.path}`;
    const blocked = lockout.blockedFor(client.key, now());
    if (blocked > 0) {
      const seconds = retryAfterSeconds(blocked);
      log(lockedOutLine(lockout, client.address, where, seconds));
      c.header('Retry-After', String(seconds));
      return signInForm(c, { text: fill(t.tooMany, { minutes: Math.ceil(seconds / 60) }), kind: 'error' }, 429);
    }
    const token = typeof form.token === 'string' ? form.token.trim() : '';
    if (!tokenMatches(token, options.adminToken!)) {
      const count = lockout.fail(client.key, now());
      log(wrongTokenLine(lockout, client.address, where, count));
      return signInForm(c, { text: t.wrongToken, kind: 'error' }, 401);
    }
    const id = newSecret();
    const at = now();
    await store.createAdminSession({ idHash: sessionHash(id), tokenPrint: print, createdAt: at, expiresAt: at + sessionMs });
    c.header('Set-Cookie', cookie(SESSION_COOKIE, id, { maxAgeSeconds: Math.floor(sessionMs / 1000), secure: secure(c) }), {
      append: true,
    });
    c.header('Set-Cookie', cookie(LOGIN_COOKIE, '', { maxAgeSeconds: 0, secure: secure(c) }), { append: true });
    return c.redirect('/admin/leads', 303);
  });

  routes.post('/logout', smallForm, async (c) => {
    const session = await currentSession(c);
    if (session === null || ended(session)) {
      clearSession(c);
      return c.redirect('/admin/login', 303);
    }
    const form = await c.req.parseBody();
    const fromHere = sameOrigin({ origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }, origin(c));
    if (!fromHere || !csrfMatches(session.id, 'session', form.csrf)) {
      const ctx = context(c, session.csrf);
      return page(c, messagePage(ctx, MESSAGES[ctx.lang].signOut, MESSAGES[ctx.lang].formExpired), 403);
    }
    await store.deleteAdminSession(session.idHash);
    clearSession(c);
    return c.redirect('/admin/login?m=signedout', 303);
  });

  routes.get(
    '/sessions',
    signedIn(async (c, session) => {
      const ctx = context(c, session.csrf);
      const sessions = await store.adminSessions(print, now());
      return page(c, sessionsPage(ctx, { sessions, current: session.idHash }));
    }),
  );

  // Sign out everywhere: every desk session ends, this one included (a lost laptop, a colleague who
  // left). The desk's form protection: same origin and the session's CSRF token.
  routes.post(
    '/sessions/end-all',
    smallForm,
    signedIn(async (c, session) => {
      const form = await c.req.parseBody();
      const fromHere = sameOrigin({ origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }, origin(c));
      if (!fromHere || !csrfMatches(session.id, 'session', form.csrf)) {
        const ctx = context(c, session.csrf);
        return page(c, messagePage(ctx, MESSAGES[ctx.lang].signOutEverywhere, MESSAGES[ctx.lang].formExpired), 403);
      }
      const count = await store.deleteAllAdminSessions();
      log(`leads desk: every session signed out (${count}) from ${ip(c)}.`);
      clearSession(c);
      return c.redirect('/admin/login?m=everywhere', 303);
    }),
  );

  routes.get(
    '/leads',
    signedIn(async (c, session) => {
      const ctx = context(c, session.csrf);
      const query = parseDeskQuery(new URL(c.req.url).searchParams, zone);
      const cap = query.filter.search ? SEARCH_COUNT_CAP : COUNT_CAP;
      const [pageOf, count] = await Promise.all([
        store.deskLeads(query.filter, query.cursor, DESK_PAGE_SIZE),
        store.countDeskLeads(query.filter, cap),
      ]);
      const gaps = options.schedule && scheduleGaps(options.schedule, now());
      return page(c, leadsPage(ctx, { query, leads: pageOf.leads, next: pageOf.next, count, countCap: cap, gaps }));
    }),
  );

  routes.get(
    '/leads/:id',
    signedIn(async (c, session) => {
      const ctx = context(c, session.csrf);
      const id = c.req.param('id') ?? '';
      const lead = await store.getLead(id);
      if (!lead) return page(c, messagePage(ctx, '404', MESSAGES[ctx.lang].leadGone), 404);
      const t = MESSAGES[ctx.lang];
      const m = c.req.query('m');
      const message =
        m === 'again' ? { text: t.sentAgain, kind: 'ok' as const } : m === 'busy' ? { text: t.notAgain, kind: 'info' as const } : undefined;
      return page(c, leadPage(ctx, { lead, jobs: await store.leadJobs(id), message }));
    }),
  );

  // "Send again": a settled job (done or dead) runs anew, attempts from zero. The desk's form
  // protection as sign-out: same origin and the session's CSRF token.
  routes.post(
    '/jobs/:id/again',
    smallForm,
    signedIn(async (c, session) => {
      const form = await c.req.parseBody();
      const fromHere = sameOrigin({ origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }, origin(c));
      const ctx = context(c, session.csrf);
      if (!fromHere || !csrfMatches(session.id, 'session', form.csrf))
        return page(c, messagePage(ctx, MESSAGES[ctx.lang].sendAgain, MESSAGES[ctx.lang].formExpired), 403);
      const job = await store.getJob(c.req.param('id') ?? '');
      if (!job) return page(c, messagePage(ctx, '404', MESSAGES[ctx.lang].notFound), 404);
      const again = await store.retryJob(job.id, now());
      if (again) {
        log(`leads desk: job ${job.type} ${job.id} sent again from ${ip(c)}.`);
        options.queue?.wake();
      }
      const back = job.leadId ? `/admin/leads/${encodeURIComponent(job.leadId)}` : '/admin/leads';
      return c.redirect(`${back}?m=${again ? 'again' : 'busy'}`, 303);
    }),
  );

  routes.get(
    '/leads.csv',
    signedIn((c) => {
      const { filter } = parseDeskQuery(new URL(c.req.url).searchParams, zone);
      const stamp = zonedDate(now(), zone);
      return c.body(csvStream(store, filter), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="embudo-leads-${stamp}.csv"`,
      });
    }),
  );

  routes.get(
    '/funnel',
    signedIn(async (c, session) => {
      const ctx = context(c, session.csrf);
      const query = parseFunnelQuery(new URL(c.req.url).searchParams, zone, now());
      const range = { fromMs: query.filter.fromMs, toMs: query.filter.toMs };
      const [stages, channels, perHour, byCountry] = await Promise.all([
        store.funnelCounts(query.filter),
        store.funnelSources(range, 100),
        store.leadsPerHour(range),
        store.leadsByCountry(range),
      ]);
      // Hours to the school's calendar days (exact for every whole-hour offset and across DST).
      const perDay = new Map(query.days.map((day) => [day, 0]));
      for (const { hour, leads } of perHour) {
        const day = zonedDate(hour * 3_600_000, zone);
        if (perDay.has(day)) perDay.set(day, perDay.get(day)! + leads);
      }
      return page(c, funnelPage(ctx, { query, stages, channels, perDay: [...perDay].map(([day, leads]) => ({ day, leads })), byCountry }));
    }),
  );

  routes.all('*', (c) => {
    const ctx = context(c);
    return page(c, messagePage(ctx, '404', MESSAGES[ctx.lang].notFound), 404);
  });
  return routes;
}

/**
 * The CSV of every lead matching `filter`: the export's header and lines (same columns, same
 * formula neutralising), read a page at a time with a macrotask between pages, so memory holds one
 * page and other requests are answered meanwhile.
 */
export function csvStream(store: DeskQueries, filter: DeskFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: LeadCursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_HEAD));
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
      let page: LeadPage;
      try {
        page = await store.deskLeads(filter, cursor, CSV_PAGE_SIZE);
      } catch (error) {
        controller.error(error);
        return;
      }
      let text = '';
      for (const lead of page.leads) text += csvLine(lead);
      if (text) controller.enqueue(encoder.encode(text));
      if (page.next) cursor = page.next;
      else controller.close();
    },
  });
}
