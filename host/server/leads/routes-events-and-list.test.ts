// @vitest-environment node
/** POST /api/events (pixels' server twins, funnel stages) and GET /api/leads; the lead POST: ./routes.test.ts. */
import { type Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_LEAD_BYTES } from '../../../src/contracts/lead';

import { type LeadRouteOptions } from './routes';

import {
  brochureLead,
  postJson,
  scholarshipLead,
  TEST_ADMIN_TOKEN,
  useRouteHarness,
  type RouteHarness,
} from '../../../tests/support/lead-api';

const TOKEN = TEST_ADMIN_TOKEN;

const harness = useRouteHarness();
const post = postJson;

describe('POST /api/events', () => {
  const event = { event_name: 'event-fbclid', fbclid_short_code: 'AB12', fbclid: 'IwAR0abc_DEF-123.x' };

  it('201 stored, then 200 duplicate for the same fbclid', async () => {
    const { app, store } = harness();
    const first = await post(app, event, {}, '/api/events');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: 'stored' });
    const again = await post(app, event, { 'Content-Type': 'text/plain' }, '/api/events');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate' });
    expect(await store.countEvents()).toBe(1);
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it('422 naming the field', async () => {
    const { app, store } = harness();
    const res = await post(app, { ...event, fbclid: 'bad fbclid!' }, {}, '/api/events');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ status: 'invalid', issues: [{ field: 'fbclid' }] });
    expect(await store.countEvents()).toBe(0);
  });

  it('shares the body rules: 415, 400, 413', async () => {
    const { app } = harness();
    expect((await post(app, event, { 'Content-Type': 'application/xml' }, '/api/events')).status).toBe(415);
    expect((await post(app, '{', {}, '/api/events')).status).toBe(400);
    expect((await post(app, 'x'.repeat(MAX_LEAD_BYTES + 1), {}, '/api/events')).status).toBe(413);
  });

  it('checks the Origin too', async () => {
    const { app } = harness();
    expect((await post(app, event, { Origin: 'https://evil.example' }, '/api/events')).status).toBe(403);
  });
});

describe('POST /api/events: funnel stages', () => {
  const stage = { event_name: 'funnel', stage: 'opened_form', visit: 'visit-0000001', source: 'ig', campaign: 'marzo' };
  const counts = (store: RouteHarness['store']) => store.funnelCounts({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER });

  it('201 stored, 200 when the visit already reached that stage', async () => {
    const { app, store } = harness();
    expect((await post(app, stage, { 'Content-Type': 'text/plain;charset=UTF-8' }, '/api/events')).status).toBe(201);
    const again = await post(app, stage, {}, '/api/events');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate' });
    expect(await counts(store)).toEqual([{ stage: 'opened_form', visits: 1 }]);
    expect(await store.countEvents()).toBe(0); // not a CRM event
  });

  it('422 naming the field: an unknown stage, a bad visit id, a long or multi-line utm value', async () => {
    const { app, store } = harness();
    for (const [field, value] of [
      ['stage', 'bought_twice'],
      ['visit', 'x'],
      ['source', 'a'.repeat(101)],
      ['campaign', 'a\nb'],
    ] as const) {
      const res = await post(app, { ...stage, [field]: value }, {}, '/api/events');
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ issues: [{ field }] });
    }
    expect(await counts(store)).toEqual([]);
  });

  it('the same rate limit and origin check as every post', async () => {
    const { app } = harness({ rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await post(app, stage, {}, '/api/events')).status).toBe(201);
    expect((await post(app, { ...stage, stage: 'clicked_cta' }, {}, '/api/events')).status).toBe(429);
    expect((await post(harness().app, stage, { Origin: 'https://evil.example' }, '/api/events')).status).toBe(403);
  });
});

describe('GET /api/leads', () => {
  async function seeded(overrides: Partial<LeadRouteOptions> = {}): Promise<RouteHarness> {
    let clock = Date.parse('2026-01-10T12:00:00Z');
    const h = harness({ adminToken: TOKEN, now: () => (clock += 1000), ...overrides });
    // Hostile text where the contract still takes free text (a name is letters only).
    await post(h.app, scholarshipLead({ id: 'lead-older-0001', fecha: '=HYPERLINK("http://evil.example","x")' }));
    await post(h.app, brochureLead({ id: 'lead-newer-0002', name: 'Luis Pérez', source: '?q="Lu", x', meta: { hp: 'bot' } }));
    return h;
  }
  const get = (app: Hono, query = '', headers: Record<string, string> = {}) => app.request(`/api/leads${query}`, { headers });

  it('503 with a clear message when no token is configured', async () => {
    const { app } = harness();
    const res = await get(app, '', { Authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/no EMBUDO_ADMIN_TOKEN is configured.*npm run leads/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['no header', {}],
    ['a wrong token', { Authorization: 'Bearer wrong-token-0123456789abc' }],
    ['a prefix of the token', { Authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['another scheme', { Authorization: `Basic ${TOKEN}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('401 + WWW-Authenticate: Bearer with %s', async (_label, headers) => {
    const { app } = await seeded();
    const res = await get(app, '', headers);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await res.text()).not.toContain('ana@example.com');
  });

  it('JSON, newest first, with the quarantined flag', async () => {
    const { app } = await seeded();
    const res = await get(app, '', { Authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { leads: Array<Record<string, unknown>> };
    expect(body.leads.map((lead) => lead.id)).toEqual(['lead-newer-0002', 'lead-older-0001']);
    expect(body.leads[0]).toMatchObject({
      kind: 'brochure',
      quarantined: true,
      quarantineReason: 'honeypot',
      receivedAt: '2026-01-10T12:00:02.000Z',
    });
    expect(body.leads[1]).toMatchObject({ kind: 'scholarship', quarantined: false, email: 'ana@example.com', phone: '+51987654321' });
  });

  it('CSV with a download name, RFC 4180 quoting and formula cells neutralised', async () => {
    const { app } = await seeded();
    const res = await get(app, '?format=csv', { authorization: `bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="embudo-leads.csv"');
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'received_at,id,kind,quarantined,quarantine_reason,email,name,phone,country,bootcamp,fecha,source,page,lang,origin,notify,plan,forma_pago,select_mes,select_turno,fecha_select,phone_valid,phone_mobile,masterclass_at',
    );
    expect(lines[1]).toBe(
      '2026-01-10T12:00:02.000Z,lead-newer-0002,brochure,yes,honeypot,luis@example.com,Luis Pérez,,MX,fullstack,,"?q=""Lu"", x",,,,,,,,,,,,',
    );
    // The phone's checks (a Peruvian mobile: valid, mobile), then the masterclass instant (none).
    expect(lines[2]).toMatch(/,yes,yes,$/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toContain(",'+51987654321,");
    expect(lines[3]).toBe('');
  });

  it('400 for an unknown format', async () => {
    const { app } = await seeded();
    expect((await get(app, '?format=xml', { Authorization: `Bearer ${TOKEN}` })).status).toBe(400);
  });
});
