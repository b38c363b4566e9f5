// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN_ONLY, SettingError, checkOrigin, clientIp, parseAllowedOrigins, parseTrustProxy } from './origin';

describe('parseAllowedOrigins', () => {
  it('unset or blank is same origin only', () => {
    expect(parseAllowedOrigins(undefined)).toEqual(SAME_ORIGIN_ONLY);
    expect(parseAllowedOrigins(' , ')).toEqual(SAME_ORIGIN_ONLY);
  });

  it('normalises origins (case, default port, trailing slash)', () => {
    expect(parseAllowedOrigins('HTTPS://Partner.Example:443/, http://localhost:8080')).toEqual({
      any: false,
      origins: new Set(['https://partner.example', 'http://localhost:8080']),
    });
  });

  it('* allows any', () => {
    expect(parseAllowedOrigins('https://a.example,*')).toEqual({ any: true });
  });

  it.each([
    'partner.example',
    'https://partner.example/landing',
    'https://partner.example?x=1',
    'ftp://partner.example',
    'https://user@partner.example',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => parseAllowedOrigins(value)).toThrow(SettingError);
    expect(() => parseAllowedOrigins(value)).toThrow(/Invalid EMBUDO_ALLOWED_ORIGINS entry/);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
  ])('%j → %d', (value, hops) => {
    expect(parseTrustProxy(value)).toBe(hops);
  });

  it.each(['maybe', '-1', '1.5', '100'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/Invalid EMBUDO_TRUST_PROXY/);
  });
});

describe('checkOrigin', () => {
  const partner = parseAllowedOrigins('https://partner.example');
  it.each([
    [undefined, ['embudo.example'], { kind: 'absent' }],
    ['https://embudo.example', ['embudo.example'], { kind: 'same' }],
    ['http://embudo.example', ['embudo.example'], { kind: 'same' }],
    ['http://127.0.0.1:4173', ['127.0.0.1:4173'], { kind: 'same' }],
    ['http://127.0.0.1:4174', ['127.0.0.1:4173'], { kind: 'denied', origin: 'http://127.0.0.1:4174' }],
    ['https://EMBUDO.example', ['Embudo.Example:443'], { kind: 'same' }],
    ['https://partner.example', ['embudo.example'], { kind: 'allowed', origin: 'https://partner.example' }],
    ['https://partner.example:444', ['embudo.example'], { kind: 'denied', origin: 'https://partner.example:444' }],
    ['https://evil.example', ['embudo.example'], { kind: 'denied', origin: 'https://evil.example' }],
    ['null', ['embudo.example'], { kind: 'denied', origin: 'null' }],
    ['https://evil.example', ['', 'embudo.example'], { kind: 'denied', origin: 'https://evil.example' }],
  ] as const)('%s on %j → %j', (origin, hosts, verdict) => {
    expect(checkOrigin(origin, hosts, partner)).toEqual(verdict);
  });

  it('with * everything is allowed', () => {
    expect(checkOrigin('null', ['x'], { any: true })).toEqual({ kind: 'allowed', origin: 'null' });
  });
});

describe('clientIp', () => {
  it('uses the socket unless proxies are trusted', () => {
    expect(clientIp('198.51.100.1', '203.0.113.9', 0)).toBe('198.51.100.1');
    expect(clientIp(undefined, undefined, 0)).toBe('unknown');
  });

  it('takes the entry N hops from the right', () => {
    expect(clientIp('10.0.0.1', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.1', 'forged, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.1', '203.0.113.9', 3)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
  });
});
