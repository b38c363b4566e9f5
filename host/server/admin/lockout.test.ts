// @vitest-environment node
// One lockout for every way in with the admin token: the desk's sign-in and the bearer endpoints.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { memoryLeadOptions } from '../../../tests/support/lead-api';
import { createFixture, type Fixture } from '../../../tests/support/test-fixtures';
import { adminBearer, LOCKOUT_FAILURES, LOCKOUT_WINDOW_MS, Lockout, proxyHeaderWarning } from './lockout';

const TOKEN = 'test-Zq2c0Hk8WbT3uYf5xRmN1pLs7eVd9aGj4oIyKtCw6hE';
// Wrong tokens that share no 4 characters with anything a log line says.
const WRONG = (i: number) => `Wq${i}vXz8Jk3Rt6Fp0Ny9Bm2Hs5Lc7Gd4Qe1Ta${i}`;
const ORIGIN = 'http://127.0.0.1:4421';

/** The node-server bindings `app.request` passes on: the socket's address is the client's. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

let fixture: Fixture;
beforeAll(() => (fixture = createFixture()));
afterAll(() => fixture.remove());

function server(overrides: { trustProxy?: number } = {}) {
  let clock = Date.UTC(2026, 2, 10, 15);
  const logs: string[] = [];
  const app = createApp({
    distDir: fixture.distDir,
    examplesDir: fixture.examplesDir,
    leads: memoryLeadOptions({ adminToken: TOKEN, now: () => clock, log: (message) => logs.push(message), ...overrides }),
  });
  const bearer = (address: string, token: string | null = TOKEN, headers: Record<string, string> = {}) =>
    app.request(
      `${ORIGIN}/api/leads`,
      { headers: { ...(token === null ? {} : { Authorization: `Bearer ${token}` }), ...headers } },
      from(address),
    );
  /** The desk's sign-in as a browser does it: the form (its CSRF cookie and field), then the post. */
  const signIn = async (address: string, token: string) => {
    const form = await app.request(`${ORIGIN}/admin/login`, {}, from(address));
    const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
    return app.request(
      `${ORIGIN}/admin/login`,
      {
        method: 'POST',
        body: new URLSearchParams({ csrf, token }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
      },
      from(address),
    );
  };
  return { app, logs, bearer, signIn, advance: (ms: number) => (clock += ms) };
}

describe('one lockout for every way in', () => {
  it('15 wrong bearer tokens: 10 × 401, then 429 with Retry-After and a JSON message', async () => {
    const s = server();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 15; i++) {
      last = await s.bearer('203.0.113.7', WRONG(i));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(LOCKOUT_FAILURES).fill(401), ...Array<number>(15 - LOCKOUT_FAILURES).fill(429)]);
    expect(Number(last!.headers.get('retry-after'))).toBe(LOCKOUT_WINDOW_MS / 1000);
    expect(last!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await last!.json()) as { error: string }).error).toMatch(/Too many wrong admin tokens from this address: try again in 15 min/);
    // Locked out means locked out: the right token from this address waits too (no oracle for a guesser).
    expect((await s.bearer('203.0.113.7')).status).toBe(429);
  });

  it('a request with no Authorization is refused and logged, but guessed nothing and is not counted', async () => {
    const s = server();
    for (let i = 0; i < 20; i++) expect((await s.bearer('203.0.113.8', null)).status).toBe(401);
    expect(s.logs.at(-1)).toBe('admin token refused: none sent by 203.0.113.8 on GET /api/leads.');
    expect((await s.bearer('203.0.113.8')).status).toBe(200);
  });

  it('wrong tokens on the desk and on the API count together per address', async () => {
    const s = server();
    for (let i = 0; i < 5; i++) expect((await s.signIn('198.51.100.4', WRONG(i))).status).toBe(401);
    for (let i = 5; i < LOCKOUT_FAILURES; i++) expect((await s.bearer('198.51.100.4', WRONG(i))).status).toBe(401);
    const api = await s.bearer('198.51.100.4', WRONG(99));
    expect(api.status).toBe(429);
    const desk = await s.signIn('198.51.100.4', TOKEN);
    expect(desk.status).toBe(429);
    expect(Number(desk.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(desk.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await desk.text()).toContain('Demasiados intentos fallidos');
  });

  it('the right token still works from another address during a lockout', async () => {
    const s = server();
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await s.signIn('192.0.2.66', WRONG(i));
    expect((await s.bearer('192.0.2.66')).status).toBe(429);
    const elsewhere = await s.bearer('192.0.2.10');
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toEqual({ leads: [] });
    const desk = await s.signIn('192.0.2.10', TOKEN);
    expect(desk.status).toBe(303);
    expect(desk.headers.get('location')).toBe('/admin/leads');
  });

  it('behind a trusted proxy, clients are told apart by X-Forwarded-For', async () => {
    const s = server({ trustProxy: 1 });
    for (let i = 0; i < LOCKOUT_FAILURES + 1; i++) await s.bearer('10.0.0.2', WRONG(i), { 'X-Forwarded-For': '203.0.113.50' });
    expect((await s.bearer('10.0.0.2', TOKEN, { 'X-Forwarded-For': '203.0.113.50' })).status).toBe(429);
    expect((await s.bearer('10.0.0.2', TOKEN, { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(200);
    expect(s.logs.some((line) => line.includes('203.0.113.50') && !line.includes('10.0.0.2'))).toBe(true);
  });

  it('logs each refusal with the address and path, never the token or any part of it', async () => {
    const s = server();
    for (let i = 0; i < LOCKOUT_FAILURES - 1; i++) await s.bearer('203.0.113.9', WRONG(i));
    await s.signIn('203.0.113.9', WRONG(50));
    await s.bearer('203.0.113.9', WRONG(51));
    await s.signIn('203.0.113.9', TOKEN);
    const refusals = s.logs.filter((line) => line.startsWith('admin token refused'));
    expect(refusals).toHaveLength(LOCKOUT_FAILURES + 2);
    expect(refusals[0]).toBe('admin token refused: wrong token from 203.0.113.9 on GET /api/leads (1 of 10 in 15 min).');
    expect(refusals[LOCKOUT_FAILURES - 1]).toBe(
      'admin token refused: wrong token from 203.0.113.9 on POST /admin/login (10 of 10 in 15 min).',
    );
    expect(refusals[LOCKOUT_FAILURES]).toBe(
      'admin token refused: 203.0.113.9 is locked out on GET /api/leads for 900 s more (10 wrong tokens in 15 min).',
    );
    expect(refusals[LOCKOUT_FAILURES + 1]).toMatch(/^admin token refused: 203\.0\.113\.9 is locked out on POST \/admin\/login/);
    const text = s.logs.join('\n');
    for (const token of [TOKEN, ...Array.from({ length: 52 }, (_, i) => WRONG(i))]) {
      for (let at = 0; at + 4 <= token.length; at++) expect(text).not.toContain(token.slice(at, at + 4));
    }
  });

  it('forgets an address when its window ends (an injected clock)', async () => {
    const s = server();
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await s.bearer('203.0.113.20', WRONG(i));
    s.advance(LOCKOUT_WINDOW_MS - 1000);
    const late = await s.bearer('203.0.113.20');
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toBe('1');
    s.advance(1000);
    expect((await s.bearer('203.0.113.20')).status).toBe(200);
    // A fresh window: ten wrong tokens again before the next lockout.
    for (let i = 0; i < LOCKOUT_FAILURES; i++) expect((await s.bearer('203.0.113.20', WRONG(i))).status).toBe(401);
    expect((await s.bearer('203.0.113.20', WRONG(0))).status).toBe(429);
  });
});

describe('Lockout', () => {
  it('remembers at most maxTracked addresses, forgetting the oldest windows first', () => {
    const lockout = new Lockout({ failures: 2, windowMs: 1000, maxTracked: 3 });
    lockout.fail('a', 0);
    lockout.fail('a', 0);
    for (const key of ['b', 'c', 'd']) lockout.fail(key, 1);
    expect(lockout.size).toBe(3);
    expect(lockout.blockedFor('a', 1)).toBe(0); // forgotten: the oldest
    lockout.fail('d', 2);
    expect(lockout.blockedFor('d', 2)).toBe(999);
    for (let i = 0; i < 10_000; i++) lockout.fail(`x${i}`, 3);
    expect(lockout.size).toBe(3);
  });
});

describe('adminBearer (for any endpoint behind the admin token)', () => {
  it('guards a route with the same lockout as the rest', async () => {
    const lockout = new Lockout();
    const logs: string[] = [];
    const app = new Hono();
    app.get('/metrics', adminBearer({ adminToken: TOKEN, lockout, trustProxy: 0, now: () => 0, log: (m) => logs.push(m) }), (c) =>
      c.text('up 1\n'),
    );
    const get = (token: string) => app.request('/metrics', { headers: { Authorization: `Bearer ${token}` } }, from('203.0.113.30'));
    const ok = await get(TOKEN);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('up 1\n');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    lockout.fail('203.0.113.30', 0);
    for (let i = 1; i < LOCKOUT_FAILURES; i++) expect((await get(WRONG(i))).status).toBe(401);
    expect((await get(TOKEN)).status).toBe(429);
    expect(logs.at(-1)).toMatch(/203\.0\.113\.30 is locked out on GET \/metrics/);
    const off = new Hono();
    off.get('/metrics', adminBearer({ adminToken: undefined, lockout, trustProxy: 0, log: () => {} }), (c) => c.text('up 1\n'));
    expect((await off.request('/metrics')).status).toBe(503);
  });
});

describe('the proxy-header warning', () => {
  it('warns once, at the first request with proxy headers, when EMBUDO_TRUST_PROXY is unset', async () => {
    const s = server();
    expect((await s.app.request(`${ORIGIN}/healthz`)).status).toBe(200);
    expect(s.logs).toEqual([]);
    await s.app.request(`${ORIGIN}/healthz`, { headers: { 'X-Forwarded-For': '203.0.113.1' } });
    await s.app.request(`${ORIGIN}/api/leads`, { headers: { 'X-Forwarded-For': '203.0.113.2' } });
    const warnings = s.logs.filter((line) => line.includes('EMBUDO_TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /proxy headers \(x-forwarded-for\).*every client behind the proxy has the proxy's address.*lock every operator out.*15 minutes.*EMBUDO_TRUST_PROXY/,
    );
  });

  it.each(['Forwarded', 'X-Real-IP'])('also for %s, and says the proxy must send X-Forwarded-For', async (header) => {
    const warned: string[] = [];
    const app = new Hono();
    app.use('*', proxyHeaderWarning({ trustProxy: 0, warn: (m) => warned.push(m) }));
    app.get('/', (c) => c.text('ok'));
    await app.request('/', { headers: { [header]: header === 'Forwarded' ? 'for=203.0.113.3' : '203.0.113.3' } });
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain(`(${header.toLowerCase()})`);
    expect(warned[0]).toContain('send X-Forwarded-For');
  });

  it('stays quiet when EMBUDO_TRUST_PROXY is set', async () => {
    const s = server({ trustProxy: 1 });
    await s.app.request(`${ORIGIN}/healthz`, {
      headers: { 'X-Forwarded-For': '203.0.113.1', Forwarded: 'for=203.0.113.1', 'X-Real-IP': '203.0.113.1' },
    });
    expect(s.logs).toEqual([]);
  });
});
