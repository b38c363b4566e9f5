// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT, RateLimitSyntaxError, RateLimiter, parseRateLimit, rateLimitKey } from './rate-limit';

describe('parseRateLimit', () => {
  it.each([
    [undefined, DEFAULT_RATE_LIMIT],
    ['', DEFAULT_RATE_LIMIT],
    ['60/min', { limit: 60, windowMs: 60_000 }],
    ['10/s', { limit: 10, windowMs: 1000 }],
    ['10 / second', { limit: 10, windowMs: 1000 }],
    ['500/10min', { limit: 500, windowMs: 600_000 }],
    ['1000/hour', { limit: 1000, windowMs: 3_600_000 }],
    ['5/2hours', { limit: 5, windowMs: 7_200_000 }],
    ['100000/S', { limit: 100_000, windowMs: 1000 }],
    ['off', null],
    ['none', null],
    ['0', null],
  ])('%j → %j', (value, rule) => {
    expect(parseRateLimit(value)).toEqual(rule);
  });

  it.each(['fast', '60', '60/', '/min', '0/min', '60/ms', '60/10ms', '60/day', '60/constructor', '-1/min', '1.5/s', '60/0min'])(
    'refuses %j',
    (value) => {
      expect(() => parseRateLimit(value)).toThrow(RateLimitSyntaxError);
      expect(() => parseRateLimit(value)).toThrow(/EMBUDO_RATE_LIMIT .*60\/min/);
    },
  );
});

describe('RateLimiter', () => {
  it('lets a burst of `limit` through, then asks to wait for the next token', () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('a', t).ok)).toEqual([true, true, true]);
    expect(limiter.take('a', t)).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(limiter.take('a', t + 10_000)).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect(limiter.take('a', t + 20_000)).toEqual({ ok: true });
    expect(limiter.take('b', t)).toEqual({ ok: true });
  });

  it('never answers Retry-After 0', () => {
    const limiter = new RateLimiter({ limit: 1000, windowMs: 1000 });
    for (let i = 0; i < 1000; i++) limiter.take('a', 0);
    expect(limiter.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('refills to the burst size, not beyond', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000 });
    limiter.take('a', 0);
    const later = 3_600_000;
    expect([limiter.take('a', later).ok, limiter.take('a', later).ok, limiter.take('a', later).ok]).toEqual([true, true, false]);
  });

  it('forgets the least recently seen clients past maxClients', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.take(key, 0);
    expect(limiter.size).toBe(3);
    expect(limiter.take('a', 0).ok).toBe(true); // 'a' was evicted: a fresh bucket
    expect(limiter.take('d', 0).ok).toBe(false);
  });
});

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });
});
