// @vitest-environment node
/**
 * The follow-up after a lead, end to end on both store engines: leads posted to the lead API,
 * the worker delivering to loopback receivers (127.0.0.1 only). Webhooks: Standard Webhooks
 * signatures verified with the library's Webhook.verify, the CSV export's columns as data, the same
 * webhook-id on every attempt of a receiver that fails then recovers, a dead letter after the
 * limit. Conversions: the Meta receiver gets hashed em/ph (checked against known SHA-256 values),
 * the browser's event id, the visitor's address, user agent and fbc/fbp, and a Purchase from the
 * payment-success report.
 */
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFollowUpSettings } from '../config';
import { CSV_COLUMNS, csvRecord } from '../leads/csv';
import { openStore } from '../leads/store/open';
import { SAME_ORIGIN_ONLY } from '../leads/origin';
import { PG_MISSING } from '../../../tests/support/pg-test-cluster';
import { leadRoutes } from '../leads/routes';
import { storeEngines } from '../leads/store/engines';
import type { LeadStore } from '../leads/store';
import { advisorLead, brochureLead, scholarshipLead } from '../../../tests/support/lead-api';
import { META_GRAPH_VERSION } from './conversions';
import { createFollowUp, type FollowUp } from './follow-up';
import { startReceiver } from '../../../tests/support/test-receiver';
import { WEBHOOK_JOB } from './webhook';
import { until } from '../../../tests/support/until';

const SECRET = `whsec_${Buffer.from('embudo-test-secret-0123456789').toString('base64')}`;
const FAST = { firstDelayMs: 10, factor: 2, maxDelayMs: 40, maxAttempts: 5 };

const engines = storeEngines('embudo-follow-up-', { poolSize: 10, poolWaitMs: 2000, statementTimeoutMs: 5000 });

describe.each(engines)('follow-up on $name', (engine) => {
  describe.skipIf(engine.skip)(engine.skip ? `skipped: ${PG_MISSING}` : 'follow-up', () => {
    const cleanup: (() => Promise<void>)[] = [];
    beforeAll(() => engine.beforeAll(), 30_000);
    afterAll(() => engine.afterAll());
    afterEach(async () => {
      for (const step of cleanup.splice(0).reverse()) await step();
    });

    const receiver = async () => {
      const r = await startReceiver();
      cleanup.push(() => r.close());
      return r;
    };

    const setup = async (env: Record<string, string>, pixels = {}) => {
      const store: LeadStore = await openStore(await engine.fresh());
      cleanup.push(() => store.close());
      const followUp: FollowUp = createFollowUp({
        store,
        settings: readFollowUpSettings(env),
        pixels,
        queue: { pollMs: 10, retry: FAST, log: () => {} },
      });
      cleanup.push(() => followUp.queue.stop(200));
      const app = new Hono();
      app.route(
        '/api',
        leadRoutes({
          store,
          allowedOrigins: SAME_ORIGIN_ONLY,
          adminToken: undefined,
          trustProxy: 1,
          rateLimit: null,
          queue: followUp.queue,
        }),
      );
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { store, followUp, post };
    };

    it('every lead becomes a signed lead.created per URL; a receiver failing then recovering gets the same webhook-id', async () => {
      const crm = await receiver();
      const other = await receiver();
      // The CRM answers each message 503 twice, then drops the connection once, then takes it.
      const calls = new Map<string, number>();
      crm.respond = (request) => {
        const id = String(request.headers['webhook-id']);
        const n = (calls.get(id) ?? 0) + 1;
        calls.set(id, n);
        return n <= 2 ? 503 : n === 3 ? 'drop' : 200;
      };
      const { store, followUp, post } = await setup({
        EMBUDO_WEBHOOK_URLS: `${crm.url}/hooks/embudo, ${other.url}/in`,
        EMBUDO_WEBHOOK_SECRET: SECRET,
      });
      const leads = [scholarshipLead({ notify: true }), brochureLead({ meta: { hp: 'bot', fillMs: 5000 } }), advisorLead()];
      for (const lead of leads) expect((await post('/api/leads', lead)).status).toBe(201);
      // A client retry of a stored lead brings no second message.
      expect((await post('/api/leads', leads[0])).status).toBe(200);
      followUp.queue.start();
      await until(async () => (await store.jobCounts()).done === 6);

      const verifier = new Webhook(SECRET);
      for (const [target, path] of [
        [crm, '/hooks/embudo'],
        [other, '/in'],
      ] as const) {
        const delivered = target.requests.filter((request) => request.path === path);
        const byId = new Map<string, typeof delivered>();
        for (const request of delivered)
          byId.set(String(request.headers['webhook-id']), [...(byId.get(String(request.headers['webhook-id'])) ?? []), request]);
        expect(byId.size).toBe(3);
        for (const request of delivered) {
          const message = verifier.verify(request.body, request.headers as Record<string, string>) as {
            type: string;
            timestamp: string;
            data: Record<string, string>;
          };
          expect(message.type).toBe('lead.created');
          expect(Object.keys(message.data)).toEqual([...CSV_COLUMNS]);
          const stored = await store.getLead(message.data.id!);
          expect(message.data).toEqual(csvRecord(stored!));
          expect(message.timestamp).toBe(new Date(stored!.receivedAt).toISOString());
        }
        const quarantined = delivered
          .map((request) => JSON.parse(request.body) as { data: Record<string, string> })
          .find((m) => m.data.id === leads[1]!.id);
        expect(quarantined?.data).toMatchObject({ quarantined: 'yes', quarantine_reason: 'honeypot', kind: 'brochure' });
        // An advisor request reaches the CRM as its own kind, not as a scholarship application.
        const advisor = delivered
          .map((request) => JSON.parse(request.body) as { data: Record<string, string> })
          .find((m) => m.data.id === leads[2]!.id);
        expect(advisor?.data).toMatchObject({ kind: 'advisor', fecha: '', quarantined: 'no' });
      }
      // The CRM: 4 attempts of each message (503, 503, dropped, 200), each message under one webhook-id.
      const attempts = [...new Set(crm.requests.map((request) => String(request.headers['webhook-id'])))]
        .map((id) => crm.requests.filter((request) => request.headers['webhook-id'] === id).length)
        .sort();
      expect(attempts).toEqual([4, 4, 4]);
      expect(other.requests).toHaveLength(3);
      const jobs = await store.leadJobs(String(leads[0]!.id));
      expect(jobs.filter((job) => job.type === WEBHOOK_JOB).map((job) => job.status)).toEqual(['done', 'done']);
      expect(
        jobs.find((job) => job.attempts === 4 && job.payload !== null && (job.payload as { url: string }).url.startsWith(crm.url))
          ?.lastError,
      ).toMatch(/fetch failed|socket|terminated|ECONNRESET|other side closed/i);
    });

    it('a receiver that never answers 2xx: the job is dead after the limit, with the last answer; send again delivers', async () => {
      const crm = await receiver();
      let up = false;
      crm.respond = () => (up ? 204 : 500);
      const { store, followUp, post } = await setup({ EMBUDO_WEBHOOK_URLS: crm.url, EMBUDO_WEBHOOK_SECRET: SECRET });
      const lead = scholarshipLead();
      await post('/api/leads', lead);
      followUp.queue.start();
      await until(async () => (await store.jobCounts()).dead === 1);
      const [job] = await store.leadJobs(String(lead.id));
      expect(job).toMatchObject({ status: 'dead', attempts: FAST.maxAttempts, lastError: 'HTTP 500: status 500' });
      expect(crm.requests).toHaveLength(FAST.maxAttempts);
      up = true;
      expect(await store.retryJob(job!.id, Date.now())).toBe(true);
      followUp.queue.wake();
      await until(async () => (await store.getJob(job!.id))?.status === 'done');
      expect(new Set(crm.requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([job!.id]));
    });

    it('Meta Conversions API: hashed em/ph, the browser event id, address, user agent, fbc/fbp; Purchase once per payment', async () => {
      const graph = await receiver();
      graph.respond = () => 200;
      const { store, followUp, post } = await setup(
        { EMBUDO_META_CAPI_TOKEN: 'test-token', EMBUDO_META_GRAPH_URL: graph.url },
        { meta: '123456789012345' },
      );
      const lead = scholarshipLead({
        email: '  Ana.Pena@Example.COM ',
        phone: '+51987654321',
        meta: { fillMs: 8000, hp: '', page: 'https://embudo.test/beca?utm_source=fb', lang: 'es' },
      });
      const headers = {
        'user-agent': 'Mozilla/5.0 (test)',
        'x-forwarded-for': '203.0.113.7',
        cookie: 'other=1; _fbp=fb.1.1700000000000.1234567890; _fbc=fb.1.1700000000001.IwAR-test',
      };
      expect((await post('/api/leads', lead, headers)).status).toBe(201);
      const bot = scholarshipLead({ meta: { hp: 'bot', fillMs: 8000 } });
      expect((await post('/api/leads', bot, headers)).status).toBe(201);
      const purchase = {
        event_name: 'purchase',
        event_id: 'cs_test_123',
        value: 197,
        currency: 'USD',
        page: 'https://embudo.test/payment-success?session_id=cs_test_123',
      };
      expect((await post('/api/events', purchase, headers)).status).toBe(202);
      expect((await post('/api/events', purchase, headers)).status).toBe(202);
      followUp.queue.start();
      await until(async () => (await store.jobCounts()).done === 2);
      expect(graph.requests).toHaveLength(2);
      for (const request of graph.requests)
        expect(request.path).toBe(`/${META_GRAPH_VERSION}/123456789012345/events?access_token=test-token`);
      const events = graph.requests.map((request) => (JSON.parse(request.body) as { data: Record<string, unknown>[] }).data[0]!);
      const leadEvent = events.find((event) => event.event_name === 'Lead')!;
      expect(leadEvent).toMatchObject({
        event_id: lead.id,
        action_source: 'website',
        event_source_url: 'https://embudo.test/beca?utm_source=fb',
        user_data: {
          // sha256 of 'ana.pena@example.com' and of '51987654321' (printf … | sha256sum).
          em: ['3bb0e582ccea65e586060cbe03abba6ae453efe9de3812ffb1bd635848811d63'],
          ph: ['ca3aa181df6be91bcad829fb33c2e39355182dd55eb4c9c807785059a0e19812'],
          client_ip_address: '203.0.113.7',
          client_user_agent: 'Mozilla/5.0 (test)',
          fbc: 'fb.1.1700000000001.IwAR-test',
          fbp: 'fb.1.1700000000000.1234567890',
        },
      });
      expect(JSON.stringify(events)).not.toContain('Ana.Pena');
      expect(JSON.stringify(events)).not.toContain('987654321"');
      expect(events.find((event) => event.event_name === 'Purchase')).toMatchObject({
        event_id: 'cs_test_123',
        custom_data: { value: 197, currency: 'USD' },
        user_data: { client_ip_address: '203.0.113.7', fbp: 'fb.1.1700000000000.1234567890' },
      });
      // The quarantined lead is no conversion.
      expect(await store.leadJobs(String(bot.id))).toEqual([]);
    });

    it('TikTok Events API when configured: the same lead as Lead with hashed email and phone; a refusing code is dead at once', async () => {
      const tiktok = await receiver();
      let refuse = false;
      tiktok.respond = () =>
        refuse
          ? { status: 200, json: { code: 40001, message: 'Access token is incorrect' } }
          : { status: 200, json: { code: 0, message: 'OK' } };
      const { store, followUp, post } = await setup({
        EMBUDO_TIKTOK_ACCESS_TOKEN: 'tt-token',
        EMBUDO_TIKTOK_PIXEL_CODE: 'CABCDE12345',
        EMBUDO_TIKTOK_API_URL: tiktok.url,
      });
      const lead = scholarshipLead({ email: 'Ana.Pena@example.com', phone: '+51987654321' });
      await post('/api/leads', lead, { 'user-agent': 'Mozilla/5.0 (test)' });
      followUp.queue.start();
      await until(async () => (await store.jobCounts()).done === 1);
      const [request] = tiktok.requests;
      expect(request?.path).toBe('/open_api/v1.3/event/track/');
      expect(request?.headers['access-token']).toBe('tt-token');
      expect(JSON.parse(request!.body)).toMatchObject({
        event_source: 'web',
        event_source_id: 'CABCDE12345',
        data: [
          {
            event: 'Lead',
            event_id: lead.id,
            user: { email: '3bb0e582ccea65e586060cbe03abba6ae453efe9de3812ffb1bd635848811d63', user_agent: 'Mozilla/5.0 (test)' },
          },
        ],
      });
      expect(request!.body).not.toContain('Ana.Pena');
      // A 200 with a refusing code (a wrong token) is not retried: dead at once, with TikTok's words.
      refuse = true;
      const second = scholarshipLead();
      await post('/api/leads', second);
      await until(async () => (await store.jobCounts()).dead === 1);
      expect((await store.leadJobs(String(second.id)))[0]).toMatchObject({
        status: 'dead',
        attempts: 1,
        lastError: 'TikTok code 40001: Access token is incorrect',
      });
    });
  });
});

describe('follow-up settings', () => {
  it('names what is on and what is off', async () => {
    const store = await openStore({
      dbPath: ':memory:',
      databaseUrl: undefined,
      pool: { poolSize: 1, poolWaitMs: 1, statementTimeoutMs: 1 },
    });
    const { summary } = createFollowUp({ store, settings: readFollowUpSettings({}) });
    expect(summary.join('\n')).toMatch(/webhooks: off \(set EMBUDO_WEBHOOK_URLS and EMBUDO_WEBHOOK_SECRET/);
    expect(summary.join('\n')).toMatch(/Meta Conversions API: off/);
    expect(() => createFollowUp({ store, settings: readFollowUpSettings({ EMBUDO_META_CAPI_TOKEN: 't' }) })).toThrow(
      /EMBUDO_META_PIXEL_ID/,
    );
    await store.close();
  });

  it.each([
    [{ EMBUDO_WEBHOOK_URLS: 'https://crm.example/in' }, /EMBUDO_WEBHOOK_SECRET is not/],
    [{ EMBUDO_WEBHOOK_SECRET: SECRET }, /EMBUDO_WEBHOOK_URLS is not/],
    [{ EMBUDO_WEBHOOK_URLS: 'https://crm.example/in', EMBUDO_WEBHOOK_SECRET: 'secret' }, /Invalid EMBUDO_WEBHOOK_SECRET: expected whsec_/],
    [{ EMBUDO_WEBHOOK_URLS: 'crm.example', EMBUDO_WEBHOOK_SECRET: SECRET }, /Invalid EMBUDO_WEBHOOK_URLS: "crm.example" is not a URL/],
    [{ EMBUDO_WEBHOOK_URLS: 'ftp://crm.example', EMBUDO_WEBHOOK_SECRET: SECRET }, /must start with https:\/\//],
    [{ EMBUDO_META_CAPI_TOKEN: 't', EMBUDO_META_PIXEL_ID: 'abc' }, /Invalid EMBUDO_META_PIXEL_ID/],
  ])('%j is refused by name', (env, message) => {
    expect(() => readFollowUpSettings(env)).toThrow(message);
  });
});
