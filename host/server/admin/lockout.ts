/**
 * One lockout for every way in with the admin token: the desk's sign-in form and every endpoint
 * that takes `Authorization: Bearer <EMBUDO_ADMIN_TOKEN>` (the lead export, `/metrics`) count wrong
 * tokens together, per client address: LOCKOUT_FAILURES in LOCKOUT_WINDOW_MS, then 429 with
 * `Retry-After` until the window ends. Only wrong tokens count, so the right one is never slowed;
 * an address that is locked out is refused even with the right token (else the lockout would
 * tell a guesser when it had guessed), while every other address keeps working.
 *
 * Each refusal is logged with the address and path, never the token or anything about it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../leads/origin';
import { rateLimitKey } from '../leads/rate-limit';

/** Wrong tokens allowed per client address in LOCKOUT_WINDOW_MS. */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/** Most client addresses remembered at once; past it the oldest are forgotten. */
export const LOCKOUT_MAX_TRACKED = 10_000;

/** Constant-time comparison of a presented token with the configured one (hashes first, so lengths match). */
export function tokenMatches(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Wrong tokens per client address in a fixed window (shared by the desk and the bearer endpoints). */
export class Lockout {
  readonly #entries = new Map<string, { count: number; resetAt: number }>();
  readonly failures: number;
  readonly windowMs: number;
  readonly #maxTracked: number;

  constructor(limits: { failures?: number; windowMs?: number; maxTracked?: number } = {}) {
    this.failures = limits.failures ?? LOCKOUT_FAILURES;
    this.windowMs = limits.windowMs ?? LOCKOUT_WINDOW_MS;
    this.#maxTracked = limits.maxTracked ?? LOCKOUT_MAX_TRACKED;
  }

  /** How many ms `key` must still wait (0: it may try). */
  blockedFor(key: string, now: number): number {
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.failures ? entry.resetAt - now : 0;
  }

  /** Counts a wrong token from `key`; returns the wrong tokens of its window so far. */
  fail(key: string, now: number): number {
    const entry = this.#entries.get(key);
    if (entry && entry.resetAt > now) return (entry.count += 1);
    // A new window goes to the back of the map, so the first keys are the oldest windows.
    this.#entries.delete(key);
    this.#entries.set(key, { count: 1, resetAt: now + this.windowMs });
    for (const old of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxTracked) break;
      this.#entries.delete(old);
    }
    return 1;
  }

  /** Addresses remembered now (bounded by maxTracked). */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The client's address as the server derives it everywhere (the socket's, or the entry
 * EMBUDO_TRUST_PROXY says to believe in X-Forwarded-For), and the key the lockout counts it
 * under (IPv6 by its /64, as the rate limit does).
 */
export function lockoutClient(c: Context, trustProxy: number): { address: string; key: string } {
  const env = c.env as Partial<HttpBindings> | undefined;
  const address = clientIp(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), trustProxy);
  // Shown in logs: whatever a trusted proxy passed on, but never a whole header's worth.
  return { address: address.slice(0, 64), key: rateLimitKey(address) };
}

/** The seconds of a Retry-After for `ms` (at least 1). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The log line of a request refused because its address is locked out. */
export function lockedOutLine(lockout: Lockout, address: string, where: string, seconds: number): string {
  return `admin token refused: ${address} is locked out on ${where} for ${seconds} s more (${lockout.failures} wrong tokens in ${lockout.windowMs / 60_000} min).`;
}

/** The log line of a wrong token, the `count`th of its window. */
export function wrongTokenLine(lockout: Lockout, address: string, where: string, count: number): string {
  return `admin token refused: wrong token from ${address} on ${where} (${count} of ${lockout.failures} in ${lockout.windowMs / 60_000} min).`;
}

/** What a bearer check needs. */
export interface BearerOptions {
  /** EMBUDO_ADMIN_TOKEN; undefined: every request is answered 503 (`disabled`). */
  adminToken: string | undefined;
  /** The server's one lockout (createApp makes it; shared with the desk). */
  lockout: Lockout;
  /** EMBUDO_TRUST_PROXY. */
  trustProxy: number;
  now?: () => number;
  /** Where refusals are reported: address and path, never the token. */
  log: (message: string) => void;
  /** The 503 answer's text when no token is configured. */
  disabled?: string;
  /** The `WWW-Authenticate` realm of a 401 (default `embudo-leads`). */
  realm?: string;
}

/**
 * Checks `Authorization: Bearer <token>` against the lockout: null when the request may go on,
 * else the JSON answer (401 + WWW-Authenticate for a missing or wrong token, 429 + Retry-After for a
 * locked-out address, 503 when no token is configured), each refusal logged.
 */
export function refuseBearer(c: Context, options: BearerOptions): Response | null {
  if (options.adminToken === undefined) {
    return c.json(
      {
        error:
          options.disabled ??
          'Disabled: no EMBUDO_ADMIN_TOKEN is configured. Make one with `openssl rand -base64 32`, set it on the server and restart.',
      },
      503,
    );
  }
  const now = (options.now ?? Date.now)();
  const client = lockoutClient(c, options.trustProxy);
  const where = `${c.req.method} ${c.req.path}`;
  const blocked = options.lockout.blockedFor(client.key, now);
  if (blocked > 0) {
    const seconds = retryAfterSeconds(blocked);
    options.log(lockedOutLine(options.lockout, client.address, where, seconds));
    c.header('Retry-After', String(seconds));
    return c.json(
      { error: `Too many wrong admin tokens from this address: try again in ${Math.ceil(seconds / 60)} min (Retry-After: ${seconds} s).` },
      429,
    );
  }
  const header = c.req.header('authorization');
  const presented = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
  if (presented !== undefined && tokenMatches(presented, options.adminToken)) return null;
  // A request with no Authorization at all guessed nothing: refused and logged, but not counted.
  if (header === undefined) {
    options.log(`admin token refused: none sent by ${client.address} on ${where}.`);
  } else {
    const count = options.lockout.fail(client.key, now);
    options.log(wrongTokenLine(options.lockout, client.address, where, count));
  }
  c.header('WWW-Authenticate', `Bearer realm="${options.realm ?? 'embudo-leads'}"`);
  return c.json({ error: 'Send the admin token as "Authorization: Bearer <EMBUDO_ADMIN_TOKEN>".' }, 401);
}

/**
 * The bearer check as middleware, for any endpoint behind the admin token (`/metrics`):
 * `app.get('/metrics', adminBearer({ adminToken, lockout, trustProxy, log }), handler)`.
 */
export function adminBearer(options: BearerOptions): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const refused = refuseBearer(c, options);
    if (refused) return refused;
    await next();
  };
}

/** Headers a proxy adds in front of the server. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Warns once, at the first request that carries proxy headers while EMBUDO_TRUST_PROXY is unset:
 * behind a proxy every client then has the proxy's address, so one person's wrong tokens lock
 * every operator out, and the per-address rate limit is shared by all visitors. Not limited to
 * production: a staging server behind a proxy trips over it the same way, and a server nobody
 * proxies never sees these headers, so it stays quiet.
 */
export function proxyHeaderWarning(options: { trustProxy: number; warn: (message: string) => void }): MiddlewareHandler {
  let warned = options.trustProxy > 0;
  return async (c, next) => {
    if (!warned) {
      const seen = PROXY_HEADERS.find((name) => c.req.header(name) !== undefined);
      if (seen) {
        warned = true;
        // The server reads the client's address from X-Forwarded-For only: a proxy sending another header must be told to send it.
        const send = seen === 'x-forwarded-for' ? '' : ' and have it send X-Forwarded-For (the header the server reads)';
        options.warn(
          `Requests arrive with proxy headers (${seen}) but EMBUDO_TRUST_PROXY is not set, so every client behind the proxy has the proxy's address: one address's wrong admin tokens lock every operator out of the desk and the lead export for ${LOCKOUT_WINDOW_MS / 60_000} minutes, and all visitors share one rate limit. If a proxy you run adds these headers, set EMBUDO_TRUST_PROXY to the number of proxies in front (usually 1)${send}. Said once.`,
        );
      }
    }
    await next();
  };
}
