/**
 * The leads desk's sign-in: a random session id in an `HttpOnly`, `SameSite=Strict` cookie
 * (`Secure` unless the desk is reached on loopback), kept in the store only as its SHA-256, so a
 * copy of the database holds no usable session; a CSRF token derived from the session id for every
 * state-changing form, and one derived from a short-lived pre-session cookie for the sign-in form.
 * A session also keeps the fingerprint of the admin token it signed in with: a new token ends it.
 * Pure functions: the routes hold the store and the clock.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The session cookie (path /admin only). */
export const SESSION_COOKIE = 'embudo_admin';
/** The sign-in form's pre-session cookie (CSRF of the sign-in itself). */
export const LOGIN_COOKIE = 'embudo_admin_login';
/** The desk's language choice. */
export const LANG_COOKIE = 'embudo_admin_lang';
/** Where the desk's cookies apply. */
export const COOKIE_PATH = '/admin';
/** How long the sign-in form stays valid. */
export const LOGIN_FORM_SECONDS = 30 * 60;

/** A new session (or sign-in form) id: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a session id. */
export function sessionHash(id: string): string {
  return createHash('sha256').update(`embudo-admin-session:${id}`).digest('hex');
}

/**
 * The fingerprint of the admin token a session signed in with: HMAC-SHA256 keyed by the token over
 * a fixed label. The store keeps this, never the token (one-way: a copy of the database does not
 * give the token back, and the label makes it match no other use of the token). A session whose
 * fingerprint is not the configured token's has ended: the token changed.
 */
export function tokenPrint(token: string): string {
  return createHmac('sha256', token).update('embudo-admin-session-token').digest('hex');
}

/** How often a session's last use is written at most: a desk page view is a read, not a write per request. */
export const LAST_USE_STEP_MS = 60_000;

/** The CSRF token of a session (or of a sign-in form): unguessable without the HttpOnly cookie. */
export function csrfToken(secret: string, purpose: 'session' | 'login'): string {
  return createHash('sha256').update(`embudo-admin-csrf:${purpose}:${secret}`).digest('base64url');
}

/** Whether `presented` is the CSRF token of `secret` (constant time). */
export function csrfMatches(secret: string | undefined, purpose: 'session' | 'login', presented: unknown): boolean {
  if (!secret || typeof presented !== 'string' || presented.length === 0 || presented.length > 100) return false;
  const expected = Buffer.from(csrfToken(secret, purpose));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a host name is the machine itself (cookies may then go without `Secure`: no TLS on loopback). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** A Set-Cookie value of the desk: HttpOnly, SameSite=Strict, path /admin, Secure outside loopback. */
export function cookie(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  const parts = [
    `${name}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.maxAgeSeconds <= 0) parts.push(`Expires=${new Date(0).toUTCString()}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Whether a state-changing request comes from the desk's own pages: a browser's `Sec-Fetch-Site`
 * must be same-origin (or none: typed by the user) and an `Origin`, when sent, must be this origin.
 * A check beside the CSRF token, not instead of it.
 */
export function sameOrigin(headers: { origin?: string; secFetchSite?: string }, origin: string): boolean {
  if (headers.secFetchSite !== undefined && headers.secFetchSite !== 'same-origin' && headers.secFetchSite !== 'none') return false;
  if (headers.origin !== undefined && headers.origin !== origin) return false;
  return true;
}

/** Parses EMBUDO_ADMIN_SESSION (`8h`, `30min`, `90s`, `1d`): the session length in ms; unset = 8 hours. */
export function parseSessionLength(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return DEFAULT_SESSION_MS;
  const match = /^(\d{1,6})\s*(s|sec|min|m|h|d)$/.exec(text);
  const unit = { s: 1000, sec: 1000, min: 60_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match?.[2] ?? ''];
  const ms = Number(match?.[1]) * (unit ?? Number.NaN);
  if (!(ms >= 1000 && ms <= 30 * 86_400_000)) {
    throw new RangeError(
      `Invalid EMBUDO_ADMIN_SESSION "${value}": expected how long a leads desk sign-in lasts, from 1s to 30d, e.g. 8h, 30min or 1d.`,
    );
  }
  return ms;
}

/** A desk session lasts 8 hours (a working day) unless EMBUDO_ADMIN_SESSION says otherwise. */
export const DEFAULT_SESSION_MS = 8 * 3_600_000;
