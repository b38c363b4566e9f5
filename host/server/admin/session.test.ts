// The desk's session, CSRF and language helpers.
import { describe, expect, it } from 'vitest';
import { negotiateLang } from './messages';
import { cookie, csrfMatches, csrfToken, isLoopbackHost, newSecret, parseSessionLength, sameOrigin, sessionHash } from './session';

describe('session ids and CSRF tokens', () => {
  it('ids are 256 random bits; the store keeps a hash that is not the id', () => {
    const id = newSecret();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(id);
    expect(sessionHash(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionHash(id)).not.toContain(id);
  });

  it('a CSRF token matches only its own secret and purpose', () => {
    const a = newSecret();
    const b = newSecret();
    expect(csrfMatches(a, 'session', csrfToken(a, 'session'))).toBe(true);
    expect(csrfMatches(a, 'login', csrfToken(a, 'session'))).toBe(false);
    expect(csrfMatches(b, 'session', csrfToken(a, 'session'))).toBe(false);
    expect(csrfMatches(undefined, 'session', csrfToken(a, 'session'))).toBe(false);
    expect(csrfMatches(a, 'session', '')).toBe(false);
    expect(csrfMatches(a, 'session', ['x'])).toBe(false);
  });

  it('a state-changing request must come from this origin', () => {
    const origin = 'https://desk.example';
    expect(sameOrigin({ origin, secFetchSite: 'same-origin' }, origin)).toBe(true);
    expect(sameOrigin({}, origin)).toBe(true); // an old browser: the CSRF token still decides
    expect(sameOrigin({ origin: 'https://evil.example' }, origin)).toBe(false);
    expect(sameOrigin({ secFetchSite: 'cross-site' }, origin)).toBe(false);
    expect(sameOrigin({ secFetchSite: 'same-site' }, origin)).toBe(false);
  });
});

describe('cookies', () => {
  it('HttpOnly, SameSite=Strict, path /admin; Secure when asked; an expired one has Max-Age=0', () => {
    expect(cookie('a', 'v', { maxAgeSeconds: 60, secure: true })).toBe('a=v; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict; Secure');
    expect(cookie('a', '', { maxAgeSeconds: 0, secure: false })).toBe(
      'a=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['127.10.0.5', true],
    ['localhost', true],
    ['[::1]', true],
    ['desk.example', false],
    ['127.0.0.1.evil.example', false],
    ['10.0.0.2', false],
  ])('%s is loopback: %s', (host, loopback) => expect(isLoopbackHost(host)).toBe(loopback));
});

describe('EMBUDO_ADMIN_SESSION', () => {
  it('reads lengths from 1 s to 30 days and refuses the rest, naming the variable', () => {
    expect(parseSessionLength(undefined)).toBe(8 * 3_600_000);
    expect(parseSessionLength('30min')).toBe(1_800_000);
    expect(parseSessionLength('2s')).toBe(2000);
    expect(parseSessionLength('1d')).toBe(86_400_000);
    for (const bad of ['0s', '31d', 'forever', '5 ms', '-1h']) expect(() => parseSessionLength(bad)).toThrow(/EMBUDO_ADMIN_SESSION/);
  });
});

describe('the desk language', () => {
  it('the switch wins, then Accept-Language by weight, then Spanish', () => {
    expect(negotiateLang('en', 'es-PE')).toBe('en');
    expect(negotiateLang(undefined, 'fr-FR, en-US;q=0.8, es;q=0.9')).toBe('es');
    expect(negotiateLang(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLang(undefined, 'de')).toBe('es');
    expect(negotiateLang('xx', undefined)).toBe('es');
  });
});
