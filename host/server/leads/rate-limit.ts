/**
 * Per-client rate limiting of the lead API (RELIABILITY row 22): a token bucket per client IP.
 *
 * `EMBUDO_RATE_LIMIT` = `<requests>/<period>`, e.g. `60/min` (the default), `10/s`, `500/10min`,
 * `1000/hour`; `off` (or `0`) disables it. A client may burst up to `<requests>` at once, then gets
 * one more every `<period> / <requests>`; past that it hears 429 with `Retry-After` (seconds), which
 * the browser outbox honours, so a limited lead is delayed, never lost.
 */
import { isIPv6 } from 'node:net';

/** A limit of `limit` requests per `windowMs` (also the burst size). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The limit when EMBUDO_RATE_LIMIT is not set: 60 requests a minute per IP, bursts of 60. */
export const DEFAULT_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };

const UNIT_MS: Record<string, number> = {
  s: 1000,
  sec: 1000,
  second: 1000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  h: 3_600_000,
  hr: 3_600_000,
  hour: 3_600_000,
};

/** A limit written as text that is not `<requests>/<period>`; the message shows the accepted forms. */
export class RateLimitSyntaxError extends Error {
  override readonly name = 'RateLimitSyntaxError';
}

/**
 * Parses EMBUDO_RATE_LIMIT: unset/blank → the default; `off`, `none`, `0` → null (no limit);
 * `<n>/<period>` where period is `[count]` + s|sec|second|m|min|minute|h|hr|hour (plural allowed).
 */
export function parseRateLimit(value: string | undefined): RateLimit | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return DEFAULT_RATE_LIMIT;
  if (text === 'off' || text === 'none' || text === '0') return null;
  const match = /^(\d+)\s*\/\s*(\d*)\s*([a-z]+?)s?$/.exec(text);
  const unitName = match?.[3] ?? '';
  const unit = Object.hasOwn(UNIT_MS, unitName) ? UNIT_MS[unitName] : undefined;
  const limit = Number(match?.[1]);
  const count = match?.[2] ? Number(match[2]) : 1;
  // `ms` would otherwise read as "m" plural (minutes): refuse it rather than guess.
  if (!match || unit === undefined || text.endsWith('ms') || !Number.isSafeInteger(limit) || limit < 1 || count < 1) {
    throw new RateLimitSyntaxError(
      `Invalid EMBUDO_RATE_LIMIT "${value}": expected <requests>/<period>, e.g. 60/min, 10/s, 500/10min, 1000/hour, or "off".`,
    );
  }
  return { limit, windowMs: count * unit };
}

/** Outcome of one request against the limit. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Token buckets keyed by client (IP); memory stays bounded by evicting the least recently seen. */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perMs: number;

  constructor(
    readonly rule: RateLimit,
    /** Most clients tracked at once; past it the least recently seen is forgotten (gets a full bucket back). */
    readonly maxClients = 100_000,
  ) {
    this.#perMs = rule.limit / rule.windowMs;
  }

  /** Takes one token for `key` at time `now` (ms). */
  take(key: string, now: number): RateDecision {
    const bucket = this.#buckets.get(key);
    let tokens = this.rule.limit;
    if (bucket) {
      tokens = Math.min(this.rule.limit, bucket.tokens + Math.max(0, now - bucket.updatedAt) * this.#perMs);
      // Re-insert so Map order is "least recently seen first", which eviction relies on.
      this.#buckets.delete(key);
    }
    if (tokens >= 1) {
      this.#buckets.set(key, { tokens: tokens - 1, updatedAt: now });
      this.#evict();
      return { ok: true };
    }
    this.#buckets.set(key, { tokens, updatedAt: now });
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.#perMs / 1000)) };
  }

  /** Number of clients currently tracked (tests). */
  get size(): number {
    return this.#buckets.size;
  }

  #evict(): void {
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= this.maxClients) return;
      this.#buckets.delete(key);
    }
  }
}

/**
 * The key a client is limited by: IPv4 addresses as they are (IPv4-mapped IPv6 unwrapped), IPv6
 * addresses by their /64 prefix, because one home or phone gets a whole /64 and could otherwise
 * rotate addresses to escape the limit.
 */
export function rateLimitKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const [head = '', tail = ''] = bare.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  const missing = bare.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
