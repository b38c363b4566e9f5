/**
 * Who may send leads, and from which address (RELIABILITY row 22).
 *
 * - `Origin` header absent: not a browser page (curl, a server-side integration): allowed.
 * - `Origin` equal to the server's own host: the site itself: allowed.
 * - Any other origin: allowed only when listed in `EMBUDO_ALLOWED_ORIGINS` (comma-separated
 *   origins, or `*` for any); otherwise 403. The browser enforces nothing for `text/plain` beacons,
 *   so this check has to happen on the server.
 * - Client IP: the socket's remote address; `X-Forwarded-For` only when `EMBUDO_TRUST_PROXY` says how
 *   many proxies in front of the server append to it, since anyone can send that header.
 */

/** Which cross origins may post: any, or an exact set of `scheme://host[:port]` origins. */
export type AllowedOrigins = { any: true } | { any: false; origins: ReadonlySet<string> };

/** The default: same-origin pages only. */
export const SAME_ORIGIN_ONLY: AllowedOrigins = { any: false, origins: new Set() };

/** A setting whose text cannot be used; the message names the variable and the expected form. */
export class SettingError extends Error {
  override readonly name = 'SettingError';
}

/**
 * Parses EMBUDO_ALLOWED_ORIGINS: `*`, or a comma list such as
 * `https://partner.example,https://landing.example:8443`. A trailing `/` is tolerated; a path is not
 * (an origin has none), and neither is a missing scheme: both are likely typos that would silently
 * block a partner, so they fail the start instead.
 */
export function parseAllowedOrigins(value: string | undefined): AllowedOrigins {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.includes('*')) return { any: true };
  const origins = new Set<string>();
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const pathless = url !== undefined && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
    if (!url || !pathless || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new SettingError(
        `Invalid EMBUDO_ALLOWED_ORIGINS entry "${entry}": expected origins like https://partner.example or http://localhost:8080 (scheme, host, optional port; no path), separated by commas, or "*".`,
      );
    }
    origins.add(url.origin);
  }
  return { any: false, origins };
}

/** Parses EMBUDO_TRUST_PROXY: unset/`false`/`0` → 0 hops; `true` → 1; a whole number → that many proxies. */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'no') return 0;
  if (text === 'true' || text === 'yes') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new SettingError(
    `Invalid EMBUDO_TRUST_PROXY "${value}": expected the number of proxies in front of the server (e.g. 1), "true" (= 1) or "false".`,
  );
}

/** Longest `Origin` header accepted (and stored). */
export const MAX_ORIGIN_LENGTH = 300;
const ORIGIN_TEXT = new RegExp(`^[\\x20-\\x7e]{1,${MAX_ORIGIN_LENGTH}}$`);

/**
 * The `Origin` header as stored with a lead: the normalised origin (`new URL(…).origin`: lower-case
 * host, no default port, nothing after it) for http(s), the text as sent for the rest (`null` from
 * sandboxed frames, under `*`), at most MAX_ORIGIN_LENGTH characters; null when there was none.
 */
export function storedOrigin(origin: string | undefined): string | null {
  if (origin === undefined) return null;
  const text = origin.trim().slice(0, MAX_ORIGIN_LENGTH);
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // not a URL: kept as sent, bounded
  }
  return ORIGIN_TEXT.test(text) ? text : null;
}

/** What the `Origin` header means for this request. */
export type OriginVerdict =
  | { kind: 'absent' }
  | { kind: 'same' }
  /** A listed cross origin: answer with CORS headers for it. */
  | { kind: 'allowed'; origin: string }
  | { kind: 'denied'; origin: string };

function withoutDefaultPort(host: string, protocol: string): string {
  const lower = host.trim().toLowerCase();
  if (protocol === 'http:' && lower.endsWith(':80')) return lower.slice(0, -3);
  if (protocol === 'https:' && lower.endsWith(':443')) return lower.slice(0, -4);
  return lower;
}

/**
 * Judges an `Origin` header. `requestHosts` are the host names this request reached (the Host
 * header, a trusted X-Forwarded-Host): an origin on one of them is the site itself. The scheme is
 * not compared, because behind a TLS-terminating proxy the server sees http for an https page.
 */
export function checkOrigin(origin: string | undefined, requestHosts: readonly string[], allowed: AllowedOrigins): OriginVerdict {
  if (origin === undefined) return { kind: 'absent' };
  // No browser sends more (scheme, a DNS name of at most 253 characters, a port) or anything but
  // printable ASCII: such a header is refused whatever EMBUDO_ALLOWED_ORIGINS says, `*` included.
  if (!ORIGIN_TEXT.test(origin)) return { kind: 'denied', origin: origin.slice(0, MAX_ORIGIN_LENGTH) };
  let url: URL | undefined;
  try {
    url = new URL(origin);
  } catch {
    url = undefined; // "null" (sandboxed frames, file: pages) and junk: only `*` lets them in
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const originHost = url.host.toLowerCase();
    if (requestHosts.some((host) => host !== '' && withoutDefaultPort(host, url.protocol) === originHost)) return { kind: 'same' };
    if (allowed.any || allowed.origins.has(url.origin)) return { kind: 'allowed', origin };
    return { kind: 'denied', origin };
  }
  return allowed.any ? { kind: 'allowed', origin } : { kind: 'denied', origin };
}

/**
 * The client's IP: with `trustedHops` = 0 the socket address; with N the address N hops from the
 * right of `X-Forwarded-For` + the socket address (each trusted proxy appends the address it saw,
 * so everything further left may be forged). Falls back to the leftmost when the chain is shorter.
 * `'unknown'` when there is no socket (in-process test requests).
 */
export function clientIp(remoteAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const socket = remoteAddress?.trim() || 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
    socket,
  ];
  return chain[chain.length - 1 - trustedHops] ?? chain[0] ?? socket;
}
