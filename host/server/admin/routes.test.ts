// @vitest-environment node
// The leads desk's routes — sign-in, CSRF, sessions, headers, the table, the CSV, the funnel.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateLead } from '../../../src/contracts/lead';
import { createApp } from '../app';
import { unneutralise } from '../leads/csv';
import { advisorLead, brochureLead, masterclassLead, memoryLeadOptions, scholarshipLead } from '../../../tests/support/lead-api';
import { openLeadStore } from '../leads/store/sqlite';
import type { LeadStore } from '../leads/store';
import { createFixture, type Fixture } from '../../../tests/support/test-fixtures';
import { adminRoutes, DESK_CSP, LOGIN_FAILURES } from './routes';
import { SESSION_COOKIE, tokenPrint } from './session';

const TOKEN = 'test-QybGRBih2JMg9tv4NELLpt0MU02hGVrrQe8l2FaLLdM';
const ORIGIN = 'http://127.0.0.1:4405';

/** A browser of one: keeps the desk's cookies, sends same-origin form posts. */
class Client {
  cookies = new Map<string, string>();
  setCookies: string[] = [];
  constructor(readonly app: Hono) {}
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.app.request(`${ORIGIN}${path}`, { ...init, headers });
    this.setCookies = res.headers.getSetCookie();
    for (const line of this.setCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  post(
    path: string,
    form: Record<string, string>,
    headers: Record<string, string> = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
  ): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });
  }
  async csrf(path: string): Promise<string> {
    const text = await (await this.request(path)).text();
    const match = /name="csrf" value="([^"]+)"/.exec(text);
    if (!match?.[1]) throw new Error(`no csrf field on ${path}`);
    return match[1];
  }
  async signIn(token = TOKEN): Promise<Response> {
    const csrf = await this.csrf('/admin/login');
    return this.post('/admin/login', { csrf, token });
  }
}

let clock = Date.UTC(2026, 2, 10, 15);
const logs: string[] = [];
function desk(store: LeadStore = openLeadStore(':memory:'), sessionMs = 3_600_000): Hono {
  const app = new Hono();
  app.route(
    '/admin',
    adminRoutes({ store, adminToken: TOKEN, sessionMs, zone: 'America/Lima', trustProxy: 0, now: () => clock, log: (m) => logs.push(m) }),
  );
  return app;
}

describe('sign-in and sessions', () => {
  it('a page without a session sends to the sign-in form; a wrong token is refused, the right one signs in', async () => {
    const client = new Client(desk());
    const res = await client.request('/admin/leads');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login');
    const wrong = await client.signIn('not-the-right-token-at-all');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('no es correcto');
    expect(logs.at(-1)).toMatch(/wrong token from/);
    expect(logs.at(-1)).not.toContain('not-the-right-token');
    const right = await client.signIn();
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/admin/leads');
    const session = client.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/; Path=\/admin; Max-Age=3600; HttpOnly; SameSite=Strict/);
    expect(session).not.toMatch(/Secure/); // loopback: no TLS there
    expect((await client.request('/admin/leads')).status).toBe(200);
  });

  it('outside loopback the cookie is Secure', async () => {
    const app = desk();
    const login = await app.request('https://desk.example/admin/login');
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('embudo_admin_login='))!;
    expect(cookie).toMatch(/; Secure/);
  });

  it('the sign-in form needs its CSRF token and a same-origin post', async () => {
    const client = new Client(desk());
    const csrf = await client.csrf('/admin/login');
    expect((await client.post('/admin/login', { csrf: 'forged', token: TOKEN })).status).toBe(403);
    const csrf2 = await client.csrf('/admin/login');
    expect(
      (await client.post('/admin/login', { csrf: csrf2, token: TOKEN }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect(csrf).not.toBe(csrf2);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it(`after ${LOGIN_FAILURES} wrong tokens from one address, even the right one waits (429 with Retry-After)`, async () => {
    const client = new Client(desk());
    for (let i = 0; i < LOGIN_FAILURES; i++) expect((await client.signIn(`wrong-token-number-${i}-xxxxxxxx`)).status).toBe(401);
    const limited = await client.signIn();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock += 16 * 60_000;
    expect((await client.signIn()).status).toBe(303);
  });

  it('a session ends when it expires: the page sends back to sign-in saying so', async () => {
    const client = new Client(desk(openLeadStore(':memory:'), 60_000));
    await client.signIn();
    expect((await client.request('/admin/leads')).status).toBe(200);
    const kept = client.cookies.get(SESSION_COOKIE)!;
    clock += 61_000;
    const res = await client.request('/admin/leads');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login?m=expired');
    client.cookies.set(SESSION_COOKIE, kept); // a browser that kept the cookie anyway
    expect(await (await client.request('/admin/login?m=expired')).text()).toContain('Tu sesión terminó');
  });

  it('sign-out needs the session CSRF token; then the old cookie no longer works', async () => {
    const client = new Client(desk());
    await client.signIn();
    const stolen = client.cookies.get(SESSION_COOKIE)!;
    expect((await client.post('/admin/logout', { csrf: 'forged' })).status).toBe(403);
    const csrf = await client.csrf('/admin/leads');
    const out = await client.post('/admin/logout', { csrf });
    expect(out.headers.get('location')).toBe('/admin/login?m=signedout');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    client.cookies.set(SESSION_COOKIE, stolen);
    expect((await client.request('/admin/leads')).headers.get('location')).toBe('/admin/login?m=expired');
  });

  it('a session is bound to its token: after a restart with a new token the old cookie downloads nothing, and the sign-in form says why', async () => {
    const store = openLeadStore(':memory:');
    const client = new Client(desk(store));
    await client.signIn();
    expect((await client.request('/admin/leads.csv')).status).toBe(200);
    const kept = client.cookies.get(SESSION_COOKIE)!;
    // The same store, the server restarted with EMBUDO_ADMIN_TOKEN changed.
    const app = new Hono();
    app.route(
      '/admin',
      adminRoutes({ store, adminToken: `${TOKEN}-rotated`, zone: 'America/Lima', trustProxy: 0, now: () => clock, log: () => {} }),
    );
    const after = new Client(app);
    after.cookies.set(SESSION_COOKIE, kept);
    const csv = await after.request('/admin/leads.csv');
    expect(csv.status).toBe(303);
    expect(csv.headers.get('location')).toBe('/admin/login?m=token');
    expect(after.cookies.has(SESSION_COOKIE)).toBe(false);
    after.cookies.set(SESSION_COOKIE, kept);
    expect((await after.request('/admin/leads')).headers.get('location')).toBe('/admin/login?m=token');
    expect(await (await after.request('/admin/login?m=token&lang=en')).text()).toContain('The admin token changed, so your session ended.');
    expect(await (await after.request('/admin/login?m=token&lang=es')).text()).toContain(
      'El token de administración cambió y tu sesión terminó.',
    );
    // The store keeps a fingerprint of the token, never the token itself.
    const [row] = await store.adminSessions(tokenPrint(TOKEN), clock);
    expect(row?.tokenPrint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    // The old token is refused at sign-in; the new one signs in, and the old session stays ended.
    expect((await after.signIn()).status).toBe(401);
    expect((await after.signIn(`${TOKEN}-rotated`)).headers.get('location')).toBe('/admin/leads');
    expect((await after.request('/admin/leads.csv')).status).toBe(200);
    const old = new Client(app);
    old.cookies.set(SESSION_COOKIE, kept);
    expect((await old.request('/admin/leads.csv')).status).toBe(303);
    await store.close();
  });

  it('the sessions page lists each session with its sign-in and last use, marks this one; "sign out everywhere" (CSRF, same origin) ends them all', async () => {
    const store = openLeadStore(':memory:');
    const app = desk(store);
    const mine = new Client(app);
    const other = new Client(app);
    const start = clock;
    await other.signIn();
    // A use is noted at most once a minute: a page 30 s later writes nothing, one past the minute does.
    clock += 30_000;
    expect((await other.request('/admin/leads')).status).toBe(200);
    expect((await store.adminSessions(tokenPrint(TOKEN), clock)).map((row) => row.lastUsedAt)).toEqual([start]);
    clock += 31_000;
    expect((await other.request('/admin/leads')).status).toBe(200);
    expect((await store.adminSessions(tokenPrint(TOKEN), clock)).map((row) => row.lastUsedAt)).toEqual([start + 61_000]);
    clock += 5 * 60_000;
    await mine.signIn();
    const rows = await store.adminSessions(tokenPrint(TOKEN), clock);
    expect(rows.map((row) => [row.createdAt, row.lastUsedAt])).toEqual([
      [clock, clock],
      [start, start + 61_000],
    ]);

    const en = await (await mine.request('/admin/sessions?lang=en')).text();
    expect(en).toContain('<h1>Signed-in sessions</h1>');
    expect(en.match(/<tr[ >]/g)).toHaveLength(3);
    expect(en.match(/data-current/g)).toHaveLength(1);
    expect(en).toMatch(/data-current aria-current="true">\s*<th scope="row"><span class="tag">This session<\/span>/);
    expect(en).toContain('Another session');
    expect(en).toContain('aria-current="page">Sessions</a>');
    const es = await (await mine.request('/admin/sessions?lang=es')).text();
    expect(es).toContain('Esta sesión');
    expect(es).toContain('Cerrar sesión en todas partes');

    const csrf = /action="\/admin\/sessions\/end-all"><input type="hidden" name="csrf" value="([^"]+)"/.exec(es)?.[1] ?? '';
    expect(csrf).not.toBe('');
    expect((await mine.post('/admin/sessions/end-all', { csrf: 'forged' })).status).toBe(403);
    expect(
      (await mine.post('/admin/sessions/end-all', { csrf }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403);
    expect((await other.request('/admin/leads')).status).toBe(200);
    const kept = mine.cookies.get(SESSION_COOKIE)!;
    const out = await mine.post('/admin/sessions/end-all', { csrf });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/admin/login?m=everywhere');
    expect(logs.at(-1)).toMatch(/every session signed out \(2\)/);
    expect(mine.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await (await mine.request('/admin/login?m=everywhere&lang=en')).text()).toContain('You signed out everywhere');
    // The other browser, and this one's cookie replayed: both refused.
    const refused = await other.request('/admin/leads.csv');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/admin/login?m=expired');
    mine.cookies.set(SESSION_COOKIE, kept);
    expect((await mine.request('/admin/sessions')).headers.get('location')).toBe('/admin/login?m=expired');
    expect(await store.adminSessions(tokenPrint(TOKEN), clock)).toEqual([]);
    await store.close();
  });

  it('with no admin token configured the desk says how to turn it on (503)', async () => {
    const app = new Hono();
    app.route('/admin', adminRoutes({ store: openLeadStore(':memory:'), adminToken: undefined, zone: 'America/Lima', trustProxy: 0 }));
    const res = await app.request('/admin/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('EMBUDO_ADMIN_TOKEN');
  });
});

describe('headers of every desk answer', () => {
  let fixture: Fixture;
  beforeAll(() => (fixture = createFixture()));
  afterAll(() => fixture.remove());

  it.each(['/admin', '/admin/login', '/admin/leads', '/admin/desk.js', '/admin/nope'])(
    '%s: no-store, the desk CSP, no framing',
    async (path) => {
      const app = createApp({
        distDir: fixture.distDir,
        examplesDir: fixture.examplesDir,
        leads: memoryLeadOptions({ adminToken: TOKEN }),
      });
      const res = await app.request(path);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(DESK_CSP);
      expect(DESK_CSP).toContain("frame-ancestors 'none'");
      expect(DESK_CSP).not.toContain('unsafe-inline');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});

describe('advisor requests in the desk', () => {
  let client: Client;
  beforeAll(async () => {
    const store = openLeadStore(':memory:');
    const at = Date.UTC(2026, 2, 5, 17);
    for (const [input, when] of [
      [advisorLead({ email: 'eva@example.com' }), at],
      [scholarshipLead({ email: 'ana@example.com' }), at + 60_000],
    ] as const) {
      const check = validateLead(input);
      if (!check.ok) throw new Error(JSON.stringify(check.issues));
      await store.saveLead(check.lead, { origin: null, receivedAt: when });
    }
    client = new Client(desk(store));
    await client.signIn();
  });

  it("are filed under 'Asesor' / 'Advisor', a kind of their own to filter by, with no scholarship code", async () => {
    const es = await (await client.request('/admin/leads?kind=advisor&lang=es')).text();
    expect(es).toContain('eva@example.com');
    expect(es).not.toContain('ana@example.com');
    expect(es.match(/<span class="tag">Asesor<\/span>/g)).toHaveLength(1);
    expect(es).toMatch(/<option value="advisor" selected>Asesor<\/option>/);
    expect(es).not.toContain('Código de beca');
    const en = await (await client.request('/admin/leads?kind=advisor&lang=en')).text();
    expect(en).toMatch(/<option value="advisor" selected>Advisor<\/option>/);
    expect(en.match(/<span class="tag">Advisor<\/span>/g)).toHaveLength(1);
    const all = await (await client.request('/admin/leads?lang=es')).text();
    expect(all.match(/<span class="tag">Beca<\/span>/g)).toHaveLength(1);
  });

  it("the desk's CSV has kind advisor for them", async () => {
    const csv = await (await client.request('/admin/leads.csv?kind=advisor')).text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^[^,]+,[^,]+,advisor,no,/);
    expect(lines[1]).toContain('eva@example.com');
  });
});

describe('leads, CSV and funnel', () => {
  const hostile = '<script>alert(1)</script>';
  let store: LeadStore;
  let client: Client;
  beforeAll(async () => {
    store = openLeadStore(':memory:');
    const save = (input: unknown, at: number) => {
      const check = validateLead(input);
      if (!check.ok) throw new Error(JSON.stringify(check.issues));
      return store.saveLead(check.lead, { origin: null, receivedAt: at });
    };
    const day = Date.UTC(2026, 2, 5, 17); // 12:00 in Lima
    await save(brochureLead({ email: '=1+2@example.com', name: 'Eve', source: hostile, country: 'MX' }), day);
    await save(scholarshipLead({ email: 'ana@example.com', country: 'PE' }), day + 86_400_000);
    await save(masterclassLead({ email: 'bea@example.com', country: 'PE' }), day + 2 * 86_400_000);
    await save(masterclassLead({ email: 'cai@example.com', country: 'CO', masterclassAt: null }), day + 3 * 86_400_000);
    client = new Client(desk(store));
    await client.signIn();
  });

  it('the table shows stored values as text only', async () => {
    const page = await (await client.request('/admin/leads')).text();
    expect(page).not.toContain(hostile);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('4 leads');
  });

  it("a scholarship application's code shows with its lead", async () => {
    const ana = (await store.listLeads()).find((lead) => lead.email === 'ana@example.com');
    expect(ana?.scholarshipCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const page = await (await client.request('/admin/leads?kind=scholarship&lang=en')).text();
    expect(page).toContain(`Scholarship code: ${ana?.scholarshipCode}`);
    expect(await (await client.request('/admin/leads?kind=scholarship&lang=es')).text()).toContain(
      `Código de beca: ${ana?.scholarshipCode}`,
    );
  });

  it('filters narrow the table and the CSV holds exactly the same leads, neutralised', async () => {
    const page = await (await client.request('/admin/leads?country=PE&kind=masterclass')).text();
    expect(page).toContain('bea@example.com');
    expect(page).not.toContain('ana@example.com');
    const csv = await (await client.request('/admin/leads.csv?country=PE&kind=masterclass')).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('bea@example.com');
    const all = await (await client.request('/admin/leads.csv?q=%3D1%2B2')).text();
    expect(all).toContain("'=1+2@example.com");
    expect(unneutralise(all)).toContain('=1+2@example.com');
    const ranged = await (await client.request('/admin/leads.csv?from=2026-03-06&to=2026-03-06')).text();
    expect(ranged).toContain('ana@example.com');
    expect(ranged.trim().split('\r\n')).toHaveLength(2);
  });

  it('a value that is not an offered one is left out and named', async () => {
    const page = await (await client.request('/admin/leads?country=XX&lang=en')).text();
    expect(page).toContain('Did not use country = “XX”');
    expect(page).toContain('4 leads');
  });

  it('a masterclass sign-up shows its class in the desk zone, or that it asked for the next date, in both languages', async () => {
    const es = await (await client.request('/admin/leads?kind=masterclass&lang=es')).text();
    expect(es).toContain('Masterclass del 14 ene 2027, 19:00');
    expect(es).toContain('Sin fecha: pidió que le avisen de la próxima masterclass');
    expect(es.match(/<span class="tag">Masterclass<\/span>/g)).toHaveLength(2);
    expect(es).not.toContain('ana@example.com');
    const en = await (await client.request('/admin/leads?kind=masterclass&lang=en')).text();
    expect(en).toMatch(/Masterclass on Jan 14, 2027, 7:00[\s\u202f]PM/);
    expect(en).toContain('No date: asked to hear of the next masterclass');
    expect(en).toMatch(/<option value="masterclass" selected>Masterclass<\/option>/);
  });

  it('the funnel counts what was posted for its range and channel', async () => {
    const at = Date.UTC(2026, 2, 9, 15);
    for (const [visit, stage] of [
      ['v-00000001', 'viewed_landing'],
      ['v-00000002', 'viewed_landing'],
      ['v-00000001', 'clicked_cta'],
    ] as const) {
      await store.saveFunnelEvent(
        { event_name: 'funnel', visit, stage, source: 'ig', campaign: 'marzo' },
        { origin: null, receivedAt: at },
      );
    }
    const page = await (await client.request('/admin/funnel?from=2026-03-01&to=2026-03-10&channel=ig~marzo&lang=en')).text();
    expect(page).toMatch(/data-stage="viewed_landing">[\s\S]*?data-visits>2</);
    expect(page).toMatch(/data-stage="clicked_cta">[\s\S]*?data-visits>1</);
    expect(page).toMatch(/data-stage="clicked_cta">[\s\S]*?50%/);
    expect(page).toMatch(/data-country="PE"[\s\S]*?>2</);
  });
});

describe("a lead's follow-up", () => {
  it('lists the jobs in both languages; "send again" needs the CSRF token and the same origin, then requeues a settled job', async () => {
    const store = openLeadStore(':memory:');
    const check = validateLead(scholarshipLead());
    if (!check.ok) throw new Error('invalid lead');
    const lead = check.lead;
    const jobs = [
      { id: 'job-hook', type: 'webhook', payload: { url: 'https://crm.example/in' }, leadId: lead.id, runAt: clock, key: null },
      { id: 'job-meta', type: 'meta-capi', payload: {}, leadId: lead.id, runAt: clock, key: null },
    ];
    await store.saveLead(lead, { origin: null, receivedAt: clock, jobs });
    const [claimed] = await store.claimJobs({ types: ['webhook'], limit: 1, now: clock, leaseMs: 1000, token: 't' });
    await store.settleJob(claimed!.id, 't', { status: 'dead', error: 'HTTP 500: <b>down</b>' }, clock);
    let woken = 0;
    const app = new Hono();
    app.route(
      '/admin',
      adminRoutes({
        store,
        adminToken: TOKEN,
        zone: 'America/Lima',
        trustProxy: 0,
        now: () => clock,
        log: () => {},
        queue: { wake: () => (woken += 1) },
      }),
    );
    const client = new Client(app);
    await client.signIn();
    const list = await (await client.request('/admin/leads?lang=en')).text();
    expect(list).toContain(`href="/admin/leads/${lead.id}"`);
    const en = await (await client.request(`/admin/leads/${lead.id}?lang=en`)).text();
    expect(en).toContain('Webhook to the CRM · crm.example');
    expect(en).toMatch(/data-job="job-hook" data-status="dead"[\s\S]*Failed[\s\S]*HTTP 500: &lt;b&gt;down&lt;\/b&gt;[\s\S]*Send again/);
    expect(en).toMatch(/data-job="job-meta" data-status="pending"[\s\S]*Queued/);
    const es = await (await client.request(`/admin/leads/${lead.id}?lang=es`)).text();
    expect(es).toContain('Webhook al CRM');
    expect(es).toContain('Enviar de nuevo');
    const csrf = /name="csrf" value="([^"]+)"/.exec(es.slice(es.indexOf('/again')))?.[1] ?? '';
    // Without the token, or from another origin: refused, nothing changes.
    expect((await client.post('/admin/jobs/job-hook/again', { csrf: 'wrong' })).status).toBe(403);
    expect(
      (await client.post('/admin/jobs/job-hook/again', { csrf }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await store.getJob('job-hook'))?.status).toBe('dead');
    const again = await client.post('/admin/jobs/job-hook/again', { csrf });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/admin/leads/${lead.id}?m=again`);
    expect(await store.getJob('job-hook')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(woken).toBe(1);
    // A job still queued is not sent twice.
    expect((await client.post('/admin/jobs/job-meta/again', { csrf })).headers.get('location')).toBe(`/admin/leads/${lead.id}?m=busy`);
    expect(await (await client.request(`/admin/leads/${lead.id}?m=again&lang=es`)).text()).toContain(
      'Se volverá a enviar en unos segundos.',
    );
    expect((await client.request('/admin/leads/nope')).status).toBe(404);
    await store.close();
  });

  it('names each mail, to whom, sent or failed, with "send again"; the lead shows its scholarship code', async () => {
    const store = openLeadStore(':memory:');
    const check = validateLead(scholarshipLead({ email: 'ana@example.com' }));
    if (!check.ok) throw new Error('invalid lead');
    const lead = check.lead;
    const mail = { mail: 'scholarship', leadId: lead.id, to: 'ana@example.com', name: 'Ana', lang: 'es', bootcamp: 'fullstack' };
    const reminder = { mail: 'masterclass', step: 'reminder-1h', leadId: lead.id, to: 'ana@example.com', name: 'Ana', lang: 'es' };
    const jobs = [
      { id: 'job-code', type: 'mail', payload: mail, leadId: lead.id, runAt: clock, key: `mail:${lead.id}:scholarship` },
      { id: 'job-remind', type: 'mail', payload: reminder, leadId: lead.id, runAt: clock, key: `mail:${lead.id}:masterclass-reminder-1h` },
    ];
    const saved = await store.saveLead(lead, { origin: null, receivedAt: clock, jobs });
    const code = saved.status === 'stored' ? saved.scholarshipCode : '';
    const claimed = await store.claimJobs({ types: ['mail'], limit: 2, now: clock, leaseMs: 1000, token: 't' });
    await store.settleJob(claimed.find((j) => j.id === 'job-code')!.id, 't', { status: 'done' }, clock);
    await store.settleJob(
      claimed.find((j) => j.id === 'job-remind')!.id,
      't',
      { status: 'dead', error: 'The masterclass mail for lead x was not sent: 550 mailbox unavailable' },
      clock,
    );
    const app = new Hono();
    app.route(
      '/admin',
      adminRoutes({
        store,
        adminToken: TOKEN,
        zone: 'America/Lima',
        trustProxy: 0,
        now: () => clock,
        log: () => {},
        queue: { wake: () => {} },
      }),
    );
    const client = new Client(app);
    await client.signIn();
    const en = await (await client.request(`/admin/leads/${lead.id}?lang=en`)).text();
    expect(en).toContain(`Scholarship code: ${code}`);
    expect(en).toMatch(
      /data-job="job-code" data-status="done">\s*<th scope="row" class="wrap">Email with the scholarship code · ana@example.com<[\s\S]*?Delivered[\s\S]*?Send again/,
    );
    expect(en).toMatch(
      /data-job="job-remind" data-status="dead">\s*<th scope="row" class="wrap">Masterclass reminder email, 1 h before · ana@example.com<[\s\S]*?Failed[\s\S]*?550 mailbox unavailable[\s\S]*?Send again/,
    );
    const es = await (await client.request(`/admin/leads/${lead.id}?lang=es`)).text();
    expect(es).toContain('Email con el código de beca · ana@example.com');
    expect(es).toContain(`Código de beca: ${code}`);
    await store.close();
  });
});
