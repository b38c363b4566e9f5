// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAX_LEAD_BYTES } from '../../../src/contracts/lead';
import { parseAllowedOrigins } from './origin';
import { openLeadStore } from './store/sqlite';
import {
  advisorLead,
  brochureLead,
  masterclassLead,
  scholarshipLead,
  postJson,
  TEST_ADMIN_TOKEN,
  useRouteHarness,
} from '../../../tests/support/lead-api';

const TOKEN = TEST_ADMIN_TOKEN;

const harness = useRouteHarness();
const post = postJson;

describe('POST /api/leads: stored', () => {
  it('201 with the id, committed before the answer, no-store and Vary: Origin', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead();
    const res = await post(app, lead);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'stored', id: lead.id, mail: false });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(await store.listLeads()).toMatchObject([
      {
        id: lead.id,
        kind: 'scholarship',
        email: 'ana@example.com',
        name: 'Ana Peña',
        phone: '+51987654321',
        country: 'PE',
        fecha: '2026-03-14',
        quarantined: false,
      },
    ]);
  });

  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/json; charset=utf-8', 'TEXT/PLAIN; Charset="utf-8"'])(
    'accepts Content-Type %s (beacons send text/plain)',
    async (contentType) => {
      const { app } = harness();
      expect((await post(app, scholarshipLead(), { 'Content-Type': contentType })).status).toBe(201);
    },
  );

  it('stores a brochure lead, the phone placeholder as an empty phone and the query string as source', async () => {
    const { app, store } = harness();
    const lead = brochureLead();
    expect((await post(app, lead)).status).toBe(201);
    expect((await store.listLeads())[0]).toMatchObject({
      id: lead.id,
      kind: 'brochure',
      phone: '',
      source: '?utm_source=test',
      fecha: null,
    });
  });

  it('stores a masterclass registration with its class instant, and one with no date (none scheduled)', async () => {
    const { app, store } = harness();
    const dated = masterclassLead();
    const undated = masterclassLead({ masterclassAt: null });
    const res = await post(app, dated);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'stored', id: dated.id, mail: false });
    expect((await post(app, undated)).status).toBe(201);
    const byId = new Map((await store.listLeads()).map((record) => [record.id, record]));
    expect(byId.get(dated.id)).toMatchObject({
      kind: 'masterclass',
      masterclassAt: '2027-01-14T19:00:00-05:00',
      fecha: null,
      phone: '+573001234567',
    });
    expect(byId.get(undated.id)).toMatchObject({ kind: 'masterclass', masterclassAt: null });
  });

  it('trims the email and name as the schema does', async () => {
    const { app, store } = harness();
    expect((await post(app, scholarshipLead({ email: '  ana@example.com ', name: ' Ana ' }))).status).toBe(201);
    expect((await store.listLeads())[0]).toMatchObject({ email: 'ana@example.com', name: 'Ana' });
  });

  it('accepts a body of exactly 16 KB', async () => {
    const { app } = harness();
    const json = JSON.stringify(scholarshipLead());
    const body = json + ' '.repeat(MAX_LEAD_BYTES - Buffer.byteLength(json));
    expect(Buffer.byteLength(body)).toBe(MAX_LEAD_BYTES);
    expect((await post(app, body)).status).toBe(201);
  });
});

describe('POST /api/leads: idempotency (RELIABILITY rows 4 and 5)', () => {
  it('row 4: a retry after a lost response answers the stored result, one row', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead();
    const first = await post(app, lead);
    expect(first.status).toBe(201);
    // The response above is "lost": the outbox sends the same body again, maybe as a beacon.
    const retry = await post(app, lead, { 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ status: 'duplicate', id: lead.id, mail: false });
    expect(await store.countLeads()).toBe(1);
  });

  it('row 4: a retry with the keys in another order is the same payload', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead() as Record<string, unknown>;
    await post(app, lead);
    const reordered = Object.fromEntries(Object.entries(lead).reverse());
    expect((await post(app, reordered)).status).toBe(200);
    expect(await store.countLeads()).toBe(1);
  });

  it('row 4: a quarantined lead replays like any other (row 5: the verdict stays in the store)', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead({ meta: { fillMs: 10, hp: '' } });
    expect(await (await post(app, lead)).json()).toEqual({ status: 'stored', id: lead.id, mail: false });
    expect(await (await post(app, lead)).json()).toEqual({ status: 'duplicate', id: lead.id, mail: false });
    expect(await store.listLeads()).toMatchObject([{ id: lead.id, quarantined: true, quarantineReason: 'too-fast' }]);
  });

  it('row 5: the same id with a different payload is a 422 on the field id; the first stays', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead();
    await post(app, lead);
    const res = await post(app, { ...lead, email: 'other@example.com' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      status: 'invalid',
      error: 'The lead was not stored: id: already used for a different lead.',
      issues: [{ field: 'id', message: 'id: already used for a different lead' }],
    });
    expect(await store.listLeads()).toMatchObject([{ id: lead.id, email: 'ana@example.com' }]);
  });

  it('row 5: two concurrent posts of the same id store one row (one 201, one 200)', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead();
    const answers = await Promise.all([post(app, lead), post(app, lead)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(await store.countLeads()).toBe(1);
  });

  it('row 5: two concurrent posts of the same id with different payloads store one row (one 201, one 422)', async () => {
    const { app, store } = harness();
    const lead = scholarshipLead();
    const answers = await Promise.all([post(app, lead), post(app, { ...lead, name: 'Someone else' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(await store.countLeads()).toBe(1);
  });

  it('group commit: 300 concurrent posts are all stored, one row each', async () => {
    const { app, store } = harness();
    const leads = Array.from({ length: 300 }, (_, i) => (i % 2 ? scholarshipLead() : brochureLead()));
    const answers = await Promise.all(leads.map((lead) => post(app, lead)));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expect(await store.countLeads()).toBe(300);
    expect(new Set((await store.listLeads()).map((lead) => lead.id))).toEqual(new Set(leads.map((lead) => lead.id)));
  });
});

describe('POST /api/leads: bad input is a 4xx naming the field', () => {
  it('422 with the field at fault and a sentence', async () => {
    const { app, store } = harness();
    const res = await post(app, scholarshipLead({ email: 'not-an-email' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      status: 'invalid',
      error: 'The lead was not stored: email: expected an address like name@example.com.',
      issues: [{ field: 'email', message: 'email: expected an address like name@example.com' }],
    });
    expect(await store.countLeads()).toBe(0);
  });

  it('422 naming masterclassAt when the instant is not one (a date written out, no offset), nothing stored', async () => {
    const { app, store } = harness();
    for (const masterclassAt of ['jueves, 14 de enero de 2027, 19:00', '2027-01-14T19:00:00']) {
      const res = await post(app, masterclassLead({ masterclassAt }));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        status: 'invalid',
        error: 'The lead was not stored: masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00".',
        issues: [
          { field: 'masterclassAt', message: 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"' },
        ],
      });
    }
    const missing = await post(app, { ...masterclassLead(), masterclassAt: undefined });
    expect(((await missing.json()) as { issues: unknown }).issues).toEqual([
      { field: 'masterclassAt', message: 'masterclassAt: required' },
    ]);
    expect(await store.countLeads()).toBe(0);
  });

  it('422 on phone for a number that cannot belong to its prefix (a Peruvian mobile under +1), saying what was expected', async () => {
    const { app, store } = harness();
    const res = await post(app, scholarshipLead({ phone: '+1987654321', country: 'PE' }));
    expect(res.status).toBe(422);
    const message = 'phone: expected a number that exists under +1 (US, AG, AI, AS, …), e.g. +12015550123; +1987654321 is not one';
    expect(await res.json()).toEqual({
      status: 'invalid',
      error: `The lead was not stored: ${message}.`,
      issues: [{ field: 'phone', message }],
    });
    expect(await store.countLeads()).toBe(0);
    // The same number under its own prefix, and numbers of the four countries offered last, are stored.
    for (const [phone, country] of [
      ['+51987654321', 'PE'],
      ['+59171234567', 'BO'],
      ['+584121234567', 'VE'],
      ['+18092345678', 'DO'],
      ['+5511961234567', 'BR'],
    ]) {
      expect((await post(app, scholarshipLead({ phone, country }))).status, phone).toBe(201);
    }
    // A brochure lead without a phone sends the placeholder: nothing to check.
    expect((await post(app, brochureLead({ phone: 'phone' }))).status).toBe(201);
  });

  it('422 listing every missing field', async () => {
    const { app } = harness();
    const res = await post(app, { kind: 'scholarship' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { issues: { field: string }[] };
    expect(body.issues.map((issue) => issue.field)).toEqual(expect.arrayContaining(['id', 'email', 'name', 'country']));
  });

  it.each([
    ['not json', '{"id":', 'expected a JSON object'],
    ['empty', '', 'the body is empty; expected a JSON object'],
  ])('400 for a body that is %s', async (_label, body, message) => {
    const { app } = harness();
    const res = await post(app, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'invalid',
      error: `The body is not JSON: ${message}.`,
      issues: [{ field: '(body)', message }],
    });
  });

  it('400 for bytes that are not UTF-8', async () => {
    const { app } = harness();
    const res = await post(app, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ field: '(body)', message: 'expected UTF-8 text' }] });
  });

  it('422 (body) for JSON that is not an object', async () => {
    const { app } = harness();
    for (const body of ['42', '[]', 'null', '"lead"']) {
      const res = await post(app, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ issues: [{ field: '(body)' }] });
    }
  });

  it('413 when Content-Length says more than 16 KB, before reading', async () => {
    const { app, store } = harness();
    const res = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_LEAD_BYTES + 1) },
      body: JSON.stringify(scholarshipLead()),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 'invalid',
      error: 'The body is larger than 16 KB (16384 bytes); a lead is far smaller.',
      issues: [{ field: '(body)', message: 'expected at most 16384 bytes' }],
    });
    expect(await store.countLeads()).toBe(0);
  });

  it('413 when the bytes read pass 16 KB without a Content-Length (chunked)', async () => {
    const { app, store } = harness();
    let pulls = 0;
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    // An endless body: the route must stop reading, not buffer it all.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulls).toBeLessThan(10);
    expect(await store.countLeads()).toBe(0);
  });

  it.each([
    undefined,
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain; charset=iso-8859-1',
    'application/jsonx',
  ])('415 for Content-Type %s', async (contentType) => {
    const { app } = harness();
    const headers = new Headers();
    if (contentType) headers.set('Content-Type', contentType);
    const res = await app.request('/api/leads', {
      method: 'POST',
      headers,
      body: new TextEncoder().encode(JSON.stringify(scholarshipLead())),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ status: 'invalid', issues: [{ field: '(content-type)' }] });
  });

  it('405 with Allow for another method', async () => {
    const { app } = harness();
    const res = await app.request('/api/leads', { method: 'PUT', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, GET, HEAD, OPTIONS');
  });
});

describe('POST /api/leads: quarantine (RELIABILITY row 21)', () => {
  it.each([
    ['a filled honeypot', { fillMs: 9000, hp: 'http://spam.example' }, 'honeypot'],
    ['a submit under 1 s', { fillMs: 400 }, 'too-fast'],
  ])('%s is a 2xx and stored as quarantined, never dropped', async (_label, meta, reason) => {
    const { app, store } = harness();
    const lead = scholarshipLead({ meta });
    const res = await post(app, lead);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'stored', id: lead.id, mail: false });
    expect(await store.listLeads()).toMatchObject([{ id: lead.id, quarantined: true, quarantineReason: reason }]);
  });

  it.each([
    ['a filled honeypot', { fillMs: 9000, hp: 'http://spam.example' }],
    ['a submit under 1 s', { fillMs: 400 }],
  ])('%s: mail on, the answer promises no mail (none is sent), first post and retry alike', async (_label, meta) => {
    const sends = vi.fn(() => true);
    const { app } = harness({ mail: { sends } });
    const lead = brochureLead({ meta });
    const res = await post(app, lead);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'stored', id: lead.id, mail: false });
    const retry = await post(app, lead);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ status: 'duplicate', id: lead.id, mail: false });
  });

  it('mail on: a lead that is not held is answered mail: true (the form may promise it)', async () => {
    const { app } = harness({ mail: { sends: () => true } });
    const lead = brochureLead({ meta: { fillMs: 5000, hp: '' } });
    expect(await (await post(app, lead)).json()).toEqual({ status: 'stored', id: lead.id, mail: true });
  });
});

describe('POST /api/leads: an advisor request', () => {
  it('is stored as its own kind and form, with no scholarship code or webinar date', async () => {
    const { app, store } = harness();
    const lead = advisorLead();
    const res = await post(app, lead);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'stored', id: lead.id, mail: false });
    expect(await store.getLead(lead.id as string)).toMatchObject({
      kind: 'advisor',
      form: 'advisor',
      email: 'eva@example.com',
      phone: '+51987654321',
      fecha: null,
      scholarshipCode: null,
      quarantined: false,
    });
  });

  it('a scholarship body (beca, fecha) under kind advisor keeps neither', async () => {
    const { app, store } = harness();
    const lead = advisorLead({ beca: true, fecha: 'jueves' });
    expect((await post(app, lead)).status).toBe(201);
    expect(await store.getLead(lead.id as string)).toMatchObject({ kind: 'advisor', fecha: null });
  });

  it('the export filters by kind=advisor', async () => {
    const { app } = harness({ adminToken: TOKEN });
    const lead = advisorLead();
    await post(app, lead);
    await post(app, scholarshipLead());
    const res = await app.request('/api/leads?kind=advisor', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { leads: { id: string; kind: string }[] };
    expect(body.leads.map((l) => [l.id, l.kind])).toEqual([[lead.id, 'advisor']]);
    const csv = await (await app.request('/api/leads?format=csv&kind=advisor', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(csv.split('\r\n')[1]).toContain(`,${lead.id},advisor,`);
  });
});

describe('POST /api/leads: store failures answer 503 + Retry-After (the browser retries)', () => {
  it('a failing write (disk full, simulated by a trigger from another connection) is a logged 503', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-routes-'));
    try {
      const file = path.join(dir, 'leads.db');
      const { app, store, log } = harness({ store: openLeadStore(file) });
      const saboteur = new Database(file);
      saboteur.exec("CREATE TRIGGER full BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;");
      const lead = scholarshipLead();
      const res = await post(app, lead);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: 'The lead could not be stored right now; retry in 5 seconds.' });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('storing a lead failed'), expect.any(Error));
      expect(await store.countLeads()).toBe(0);
      // The disk has room again: the browser's retry (same id, same body) is stored.
      saboteur.exec('DROP TRIGGER full');
      saboteur.close();
      expect((await post(app, lead)).status).toBe(201);
      expect(await store.countLeads()).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a closed store (shutting down) is a 503, not a 500', async () => {
    const { app, store } = harness();
    store.close();
    const res = await post(app, scholarshipLead());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});

describe('Origin check (RELIABILITY row 22)', () => {
  it('allows requests without Origin (not a browser) and from the same origin, without CORS headers', async () => {
    const { app } = harness();
    expect((await post(app, scholarshipLead())).status).toBe(201);
    const same = await post(app, scholarshipLead(), { Origin: 'http://localhost' });
    expect(same.status).toBe(201);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('same origin is judged on the Host header, whatever the scheme (TLS ends at a proxy)', async () => {
    const { app } = harness();
    expect((await post(app, scholarshipLead(), { Origin: 'https://embudo.example', Host: 'embudo.example' })).status).toBe(201);
    expect((await post(app, scholarshipLead(), { Origin: 'https://embudo.example', Host: 'embudo.example:443' })).status).toBe(201);
  });

  it('a trusted proxy may name the public host in X-Forwarded-Host', async () => {
    const trusting = harness({ trustProxy: 1 });
    const headers = { Origin: 'https://embudo.example', Host: '127.0.0.1:4173', 'X-Forwarded-Host': 'embudo.example' };
    expect((await post(trusting.app, scholarshipLead(), headers)).status).toBe(201);
    const untrusting = harness();
    expect((await post(untrusting.app, scholarshipLead(), headers)).status).toBe(403);
  });

  it('refuses a disallowed origin with 403 naming it and the variable; nothing stored; logged once', async () => {
    const { app, store, log } = harness();
    const lead = scholarshipLead();
    const res = await post(app, lead, { Origin: 'https://evil.example', 'Content-Type': 'text/plain' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error:
        'Origin https://evil.example is not allowed to use this API. Add it to EMBUDO_ALLOWED_ORIGINS (comma-separated origins) on the server.',
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    await post(app, lead, { Origin: 'https://evil.example' });
    expect(await store.countLeads()).toBe(0);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('https://evil.example');
  });

  it.each(['null', 'file://', 'not a url'])('refuses Origin %j unless any origin is allowed', async (origin) => {
    expect((await post(harness().app, scholarshipLead(), { Origin: origin })).status).toBe(403);
    expect((await post(harness({ allowedOrigins: parseAllowedOrigins('*') }).app, scholarshipLead(), { Origin: origin })).status).toBe(201);
  });

  it('allows a listed origin with CORS headers for it (Retry-After exposed)', async () => {
    const { app, store } = harness({ allowedOrigins: parseAllowedOrigins('https://partner.example,https://other.example') });
    const res = await post(app, scholarshipLead(), { Origin: 'https://partner.example' });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(res.headers.get('vary')).toBe('Origin');
    expect((await store.listLeads())[0]?.origin).toBe('https://partner.example');
    expect((await post(app, scholarshipLead(), { Origin: 'https://partner.example:8443' })).status).toBe(403);
  });

  it('allows any origin with *', async () => {
    const { app } = harness({ allowedOrigins: parseAllowedOrigins('*') });
    const res = await post(app, scholarshipLead(), { Origin: 'https://anyone.example' });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://anyone.example');
  });

  it('answers the JSON preflight of an allowed origin, and refuses a disallowed one', async () => {
    const { app } = harness({ allowedOrigins: parseAllowedOrigins('https://partner.example') });
    const preflight = (origin: string) =>
      app.request('/api/leads', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const ok = await preflight('https://partner.example');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')).toContain('Content-Type');
    expect(ok.headers.get('access-control-max-age')).toBe('7200');
    const denied = await preflight('https://evil.example');
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limit per IP (RELIABILITY row 22)', () => {
  it('a burst from one IP gets 429 + Retry-After; tokens come back with time', async () => {
    let clock = 1_000_000;
    const { app, store } = harness({ rateLimit: { limit: 3, windowMs: 60_000 }, now: () => clock });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await post(app, scholarshipLead());
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(limited?.headers.get('retry-after')).toBe('20');
    expect(await limited?.json()).toEqual({ error: 'Too many requests from this address; retry in 20 seconds.' });
    expect(await store.countLeads()).toBe(3);
    clock += 20_000;
    expect((await post(app, scholarshipLead())).status).toBe(201);
    expect((await post(app, scholarshipLead())).status).toBe(429);
  });

  it('X-Forwarded-For separates clients only behind a trusted proxy', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const trusting = harness({ rateLimit: rule, trustProxy: 1 });
    expect((await post(trusting.app, scholarshipLead(), { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
    expect((await post(trusting.app, scholarshipLead(), { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(201);
    expect((await post(trusting.app, scholarshipLead(), { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(429);
    // Without EMBUDO_TRUST_PROXY a client cannot escape the limit by forging the header.
    const plain = harness({ rateLimit: rule });
    expect((await post(plain.app, scholarshipLead(), { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
    expect((await post(plain.app, scholarshipLead(), { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
  });

  it('a limited cross-origin answer still carries CORS headers, so the page can read Retry-After', async () => {
    const { app } = harness({ rateLimit: { limit: 1, windowMs: 1000 }, allowedOrigins: parseAllowedOrigins('https://partner.example') });
    await post(app, scholarshipLead(), { Origin: 'https://partner.example' });
    const res = await post(app, scholarshipLead(), { Origin: 'https://partner.example' });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('retry-after')).toBe('1');
  });
});
