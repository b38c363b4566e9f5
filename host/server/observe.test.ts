// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath, queryNames, requestId } from './access-log';
import { createApp } from './app';
import { brochureLead, memoryLeadOptions, scholarshipLead } from '../../tests/support/lead-api';
import { captureLog } from './log-capture';
import { LogSettingError, parseLogLevel } from './log';
import { createMetrics } from './metrics';
import { JobQueue, PermanentJobError } from './jobs/queue';
import { PG_MISSING, postgresBinaries, startPgCluster } from '../../tests/support/pg-test-cluster';
import { openPgStore } from './leads/store/pg';
import { runMain } from '../../tests/support/run-main';
import { MAX_CACHED_PAGES } from './site';
import { createFixture, type Fixture } from '../../tests/support/test-fixtures';

const TOKEN = randomBytes(32).toString('base64');
const EMAIL = 'observe.person@private-mail.test';
const PHONE = '+51911122233';
const COOKIE = 'embudo_visit=cookie-value-1234567890';

let fixture: Fixture;
beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture.remove());

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});

describe('the access line', () => {
  it('keeps a sane X-Request-Id and replaces any other', () => {
    expect(requestId('abc-123.x:y_z')).toBe('abc-123.x:y_z');
    for (const sent of [undefined, '', 'has space', 'a'.repeat(129), 'new\nline', '<script>']) {
      expect(requestId(sent)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes query names, never values, and no path segment with an @', () => {
    expect(queryNames('http://x/?utm_source=fb&email=a%40b.test&email=c&x')).toEqual(['email', 'utm_source', 'x']);
    expect(queryNames('http://x/path')).toEqual([]);
    expect(loggedPath(`/u/${EMAIL}/x`)).toBe('/u/[redacted]/x');
    expect(loggedPath('/u/a%40b.test')).toBe('/u/[redacted]');
    expect(loggedPath(`/${'a'.repeat(400)}`)).toHaveLength(301);
  });

  it('is one JSON line per request with id, method, path, route, status and ms', async () => {
    const log = captureLog();
    const app = createApp({ distDir: fixture.distDir, examplesDir: fixture.examplesDir, leads: memoryLeadOptions(), logger: log.logger });
    const sent = await app.request('/healthz', { headers: { 'X-Request-Id': 'from-the-proxy-1' } });
    expect(sent.headers.get('x-request-id')).toBe('from-the-proxy-1');
    const fresh = await app.request('/api/leads', json(scholarshipLead()));
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await app.request(`/?email=${encodeURIComponent(EMAIL)}`);
    const lines = log.records();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId: 'from-the-proxy-1',
      method: 'GET',
      path: '/healthz',
      route: '/healthz',
      status: 200,
      query: [],
    });
    expect(lines[1]).toMatchObject({ reqId: id, method: 'POST', path: '/api/leads', route: '/api/leads', status: 201 });
    expect(lines[2]).toMatchObject({ path: '/', route: 'site', status: 200, query: ['email'] });
    for (const line of lines) {
      expect(typeof line.ms).toBe('number');
      expect(typeof line.time).toBe('string');
    }
    expect(log.text()).not.toContain(EMAIL);
  });

  it('logs a part of a page the server could not render as an error line with its cause', async () => {
    const own = createFixture();
    try {
      writeFileSync(
        path.join(own.distDir, 'ssr', 'entry-server.js'),
        [
          'export async function render(url, content, now, seo, report) {',
          '  report(`[embudo-site] ${url}: "figures" could not be rendered by the server; the page is served without it.`, [new Error("figures exploded")]);',
          '  return { html: "<h1>page</h1>", status: 200, route: { page: "landing" }, head: { lang: "es", title: "t", description: "d", canonical: "/", alternates: [] } };',
          '}',
          'export function fixedPaths() { return []; }',
        ].join('\n'),
      );
      const log = captureLog();
      const app = createApp({ distDir: own.distDir, examplesDir: own.examplesDir, leads: memoryLeadOptions(), logger: log.logger });
      expect((await app.request('/')).status).toBe(200);
      const [failure, access] = log.records();
      expect(failure).toMatchObject({
        level: 'error',
        msg: '[embudo-site] /: "figures" could not be rendered by the server; the page is served without it.',
        err: { message: 'figures exploded' },
      });
      expect(access).toMatchObject({ path: '/', status: 200 });
    } finally {
      own.remove();
    }
  });

  it('reads as one short line per request in development', async () => {
    const log = captureLog('pretty');
    const app = createApp({ distDir: fixture.distDir, examplesDir: fixture.examplesDir, leads: memoryLeadOptions(), logger: log.logger });
    await app.request('/healthz?probe=1');
    expect(log.text()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/healthz 200 [\d.]+ ms\n$/);
  });
});

describe('EMBUDO_LOG_LEVEL', () => {
  it('takes a pino level and refuses anything else by name', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel(' WARN ')).toBe('warn');
    expect(() => parseLogLevel('loud')).toThrow(LogSettingError);
    expect(() => parseLogLevel('loud')).toThrow('Invalid EMBUDO_LOG_LEVEL "loud"');
  });

  it('a start refused in production says why in one JSON line on stderr', { timeout: 40_000 }, async () => {
    const run = await runMain({
      EMBUDO_ROOT: fixture.root,
      EMBUDO_DB: ':memory:',
      PORT: '0',
      NODE_ENV: 'production',
      EMBUDO_SITE_URL: 'https://embudo.test',
      EMBUDO_LOG_LEVEL: 'loud',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'fatal', msg: expect.stringContaining('Invalid EMBUDO_LOG_LEVEL "loud"') });
  });
});

/** The parsed families of a scrape, by name (samples of a name met apart are gathered). */
function families(text: string): Map<string, ParsedFamily> {
  const byName = new Map<string, ParsedFamily>();
  for (const family of parsePrometheusTextFormat(text)) {
    const known = byName.get(family.name);
    if (known) known.metrics.push(...family.metrics);
    else byName.set(family.name, family);
  }
  return byName;
}

describe('/metrics', () => {
  it('answers 503 without a configured token, 401 without the right one', async () => {
    const off = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      logger: captureLog().logger,
    });
    const none = await off.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(none.status).toBe(503);
    expect(await none.text()).toContain('EMBUDO_ADMIN_TOKEN');
    const on = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions({ adminToken: TOKEN }),
      logger: captureLog().logger,
    });
    for (const headers of [
      {},
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: TOKEN },
      { Authorization: `Basic ${TOKEN}` },
    ] as Record<string, string>[]) {
      const res = await on.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="embudo-metrics"');
      expect(await res.text()).not.toContain('embudo_');
    }
  });

  it('counts wrong tokens with the desk and the lead export: the eleventh wrong try from an address is 429, the right token from another still scrapes', async () => {
    const app = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions({ adminToken: TOKEN, trustProxy: 1 }),
      logger: captureLog().logger,
    });
    const from = (address: string, token: string) => ({ headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': address } });
    for (let i = 0; i < 5; i++) expect((await app.request('/api/leads', from('203.0.113.7', `${TOKEN}x`))).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await app.request('/metrics', from('203.0.113.7', `${TOKEN}x`))).status).toBe(401);
    const locked = await app.request('/metrics', from('203.0.113.7', TOKEN));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.request('/metrics', from('198.51.100.4', TOKEN))).status).toBe(200);
  });

  it('scrapes as Prometheus text: the request histogram, lead counters, jobs, store and process metrics', async () => {
    const leads = memoryLeadOptions({ adminToken: TOKEN });
    const app = createApp({ distDir: fixture.distDir, examplesDir: fixture.examplesDir, leads, logger: captureLog().logger });
    expect((await app.request('/api/leads', json(scholarshipLead()))).status).toBe(201);
    expect((await app.request('/api/leads', json(brochureLead()))).status).toBe(201);
    // Filled in half a second: stored, but held back as a likely bot.
    expect((await app.request('/api/leads', json(brochureLead({ meta: { fillMs: 500, hp: '' } })))).status).toBe(201);
    expect((await app.request('/api/leads', json({ kind: 'brochure' }))).status).toBe(422);
    expect(
      (await app.request('/api/leads', { method: 'POST', body: 'not json', headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(400);
    expect((await app.request('/api/leads', json(scholarshipLead(), { Origin: 'https://evil.example' }))).status).toBe(403);
    for (let i = 0; i < 3; i++) await app.request(`/enroll/x${i}`);
    await leads.store.enqueueJob({ id: 'job-1', type: 'webhook', payload: {}, leadId: null, runAt: 0, key: null }, 0);

    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const parsed = families(text);
    expect(parsed.get('embudo_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's labelled series into one: read each series from the text
    // without the histograms' TYPE lines, where every sample keeps its labels.
    const series = families(
      text.replace(/^# (HELP|TYPE) \S+_seconds .*$/gm, (line) => (/ histogram$/.test(line) || line.startsWith('# HELP') ? '' : line)),
    );
    const counts = series.get('embudo_http_request_duration_seconds_count')!.metrics;
    const posts = counts.find((m) => m.labels?.route === '/api/leads' && m.labels.method === 'POST' && m.labels.status === '2xx');
    expect(posts?.value).toBe('3');
    expect(
      series
        .get('embudo_http_request_duration_seconds_bucket')
        ?.metrics.find((m) => m.labels?.route === '/api/leads' && m.labels.status === '2xx' && m.labels.le === '+Inf')?.value,
    ).toBe('3');
    // Three different enrolment paths are one series: the route pattern, not the path.
    const site = counts.filter((m) => m.labels?.route === 'site');
    expect(site).toHaveLength(1);
    expect(site[0]?.value).toBe('3');
    expect(counts.every((m) => !m.labels?.route?.includes('/enroll/'))).toBe(true);

    const value = (name: string, labels: Record<string, string> = {}) =>
      parsed.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value;
    expect(value('embudo_leads_stored_total', { kind: 'scholarship' })).toBe('1');
    expect(value('embudo_leads_stored_total', { kind: 'brochure' })).toBe('2');
    expect(value('embudo_leads_quarantined_total', { kind: 'brochure' })).toBe('1');
    expect(value('embudo_leads_refused_total', { reason: 'invalid' })).toBe('1');
    expect(value('embudo_leads_refused_total', { reason: 'not_json' })).toBe('1');
    expect(value('embudo_leads_refused_total', { reason: 'origin' })).toBe('1');
    expect(value('embudo_jobs', { status: 'pending' })).toBe('1');
    expect(value('embudo_jobs', { status: 'dead' })).toBe('0');
    expect(value('embudo_store_up')).toBe('1');
    expect(Number(value('embudo_store_ping_seconds'))).toBeGreaterThanOrEqual(0);
    expect(
      series
        .get('embudo_store_call_duration_seconds_count')
        ?.metrics.find((m) => m.labels?.call === 'saveLead' && m.labels.outcome === 'ok')?.value,
    ).toBe('3');
    expect(value('embudo_page_renders_total')).toBe('3');
    expect(value('embudo_page_cache_entries')).toBe('3');
    expect(Number(value('process_cpu_user_seconds_total'))).toBeGreaterThan(0);
    expect(parsed.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(parsed.has('process_resident_memory_bytes')).toBe(true);
  });

  it("counts the queue's runs by type and outcome", async () => {
    const leads = memoryLeadOptions({ adminToken: TOKEN });
    const queue = new JobQueue({ store: leads.store, retry: { firstDelayMs: 1, factor: 1, maxDelayMs: 1, maxAttempts: 3 }, log: () => {} });
    let failures = 1;
    queue.register({
      type: 'hook',
      async run() {
        if (failures-- > 0) throw new Error('receiver answered 503');
      },
    });
    queue.register({
      type: 'gone',
      async run() {
        throw new PermanentJobError('the lead is gone');
      },
    });
    const app = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: { ...leads, queue },
      logger: captureLog().logger,
    });
    await queue.enqueue('hook', {});
    await queue.enqueue('gone', {});
    await queue.drain();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await queue.drain();
    const parsed = families(await (await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text());
    const runs = parsed
      .get('embudo_job_runs_total')!
      .metrics.map((m) => `${m.labels?.type} ${m.labels?.outcome} ${m.value}`)
      .sort();
    expect(runs).toEqual(['gone dead 1', 'hook done 1', 'hook retry 1']);
    const jobs = Object.fromEntries(parsed.get('embudo_jobs')!.metrics.map((m) => [m.labels?.status, m.value]));
    expect(jobs).toEqual({ pending: '0', running: '0', done: '1', dead: '1' });
  });

  it('keeps each app its own: two apps in one process count apart', async () => {
    const first = createMetrics({ store: memoryLeadOptions().store });
    const second = createMetrics({ store: memoryLeadOptions().store });
    first.leads.stored('brochure', false);
    const count = async (metrics: typeof first) =>
      (await metrics.registry.getSingleMetric('embudo_leads_stored_total')!.get()).values[0]?.value ?? 0;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);
  });

  it('says the store is down when it does not answer, and still scrapes', async () => {
    const leads = memoryLeadOptions({ adminToken: TOKEN });
    const app = createApp({ distDir: fixture.distDir, examplesDir: fixture.examplesDir, leads, logger: captureLog().logger });
    await leads.store.close();
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const parsed = families(await res.text());
    expect(parsed.get('embudo_store_up')?.metrics[0]?.value).toBe('0');
  });
});

const hasPostgres = postgresBinaries() !== null;

describe.skipIf(!hasPostgres)(
  hasPostgres ? '/metrics on PostgreSQL' : `/metrics on PostgreSQL (skipped: ${PG_MISSING})`,
  { timeout: 120_000 },
  () => {
    it('counts leads and jobs from the database and shows the pool', async () => {
      const cluster = await startPgCluster();
      try {
        const store = await openPgStore({ url: await cluster.createDatabase(), poolSize: 3 });
        try {
          const app = createApp({
            distDir: fixture.distDir,
            examplesDir: fixture.examplesDir,
            leads: memoryLeadOptions({ store, adminToken: TOKEN }),
            logger: captureLog().logger,
          });
          expect((await app.request('/api/leads', json(scholarshipLead()))).status).toBe(201);
          await store.enqueueJob({ id: 'job-pg', type: 'webhook', payload: {}, leadId: null, runAt: 0, key: null }, 0);
          const parsed = families(await (await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text());
          const value = (name: string, labels: Record<string, string> = {}) =>
            parsed.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value;
          expect(value('embudo_leads_stored_total', { kind: 'scholarship' })).toBe('1');
          expect(value('embudo_jobs', { status: 'pending' })).toBe('1');
          expect(value('embudo_store_up')).toBe('1');
          expect(Number(value('embudo_db_pool_connections', { state: 'total' }))).toBeGreaterThanOrEqual(1);
          expect(Number(value('embudo_db_pool_connections', { state: 'total' }))).toBeLessThanOrEqual(3);
          expect(value('embudo_db_pool_connections', { state: 'idle' })).toBeDefined();
          expect(value('embudo_db_pool_waiting')).toBe('0');
        } finally {
          await store.close();
        }
      } finally {
        cluster.destroy();
      }
    });
  },
);

describe('the page cache', () => {
  it('serves one cached page to any query the page does not read: 500 random ones render nothing new', async () => {
    const metrics = createMetrics({ store: memoryLeadOptions().store });
    const app = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      logger: captureLog().logger,
      metrics,
    });
    await app.warmSite?.();
    const renders = async () => (await metrics.registry.getSingleMetric('embudo_page_renders_total')!.get()).values[0]?.value ?? 0;
    const entries = async () => (await metrics.registry.getSingleMetric('embudo_page_cache_entries')!.get()).values[0]?.value ?? 0;
    const warm = await renders();
    expect(warm).toBeGreaterThan(0);
    const first = await (await app.request('/')).text();
    for (let i = 0; i < 500; i++) {
      const res = await app.request(`/?x=${randomBytes(6).toString('hex')}&utm_source=${i}`);
      const html = await res.text();
      expect(html).not.toContain('utm_source');
      expect(html).not.toContain('?x=');
    }
    expect(await renders()).toBe(warm);
    expect(await (await app.request('/')).text()).toBe(first);
    // `lang` is read by pages: it is a page of its own.
    expect(await (await app.request('/?lang=en&x=1')).text()).toContain('SITE-INDEX /?lang=en</h1>');
    expect(await renders()).toBe(warm + 1);
    expect(await entries()).toBeLessThanOrEqual(MAX_CACHED_PAGES + 1);
  });

  it('keeps the warm pages however many other addresses are asked for', async () => {
    const metrics = createMetrics({ store: memoryLeadOptions().store });
    const app = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      logger: captureLog().logger,
      metrics,
    });
    await app.warmSite?.();
    const renders = async () => (await metrics.registry.getSingleMetric('embudo_page_renders_total')!.get()).values[0]?.value ?? 0;
    for (let i = 0; i < MAX_CACHED_PAGES + 200; i++) await app.request(`/p-${i}`);
    const entries = (await metrics.registry.getSingleMetric('embudo_page_cache_entries')!.get()).values[0]?.value ?? 0;
    expect(entries).toBeLessThanOrEqual(MAX_CACHED_PAGES + 1);
    const before = await renders();
    await app.request('/?utm_campaign=late');
    expect(await renders()).toBe(before);
  });
});

describe('production logs (the real main.ts, NODE_ENV=production)', { timeout: 40_000 }, () => {
  it('writes every line as JSON, access lines with their fields and nothing personal or secret', async () => {
    const lead = scholarshipLead({ email: EMAIL, phone: PHONE });
    const statuses: number[] = [];
    const run = await runMain(
      {
        EMBUDO_ROOT: fixture.root,
        EMBUDO_DB: ':memory:',
        PORT: '0',
        NODE_ENV: 'production',
        EMBUDO_SITE_URL: 'https://embudo.test',
        EMBUDO_ADMIN_TOKEN: TOKEN,
        EMBUDO_LOG_LEVEL: '',
      },
      async (url) => {
        const send = async (path: string, init: RequestInit = {}) => statuses.push((await fetch(`${url}${path}`, init)).status);
        await send('/', { headers: { Cookie: COOKIE } });
        await send(`/?email=${encodeURIComponent(EMAIL)}&phone=${encodeURIComponent(PHONE)}&token=${encodeURIComponent(TOKEN)}`);
        await send('/api/leads', {
          method: 'POST',
          body: JSON.stringify(lead),
          headers: { 'Content-Type': 'application/json', Cookie: COOKIE },
        });
        await send('/api/leads', { headers: { Authorization: `Bearer ${TOKEN}` } });
        await send('/api/leads', { headers: { Authorization: 'Bearer wrong-token-0123456789abcdef' } });
        await send('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
        await send(`/admin/${encodeURIComponent(EMAIL)}`);
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 201, 200, 401, 200]);
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line !== '');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const record of records) {
      expect(record).toMatchObject({
        level: expect.any(String),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        msg: expect.any(String),
      });
    }
    expect(records.find((r) => typeof r.msg === 'string' && r.msg.startsWith('Embudo is running at'))).toMatchObject({
      level: 'info',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    const access = records.filter((r) => 'reqId' in r && 'status' in r);
    expect(access).toHaveLength(7);
    for (const line of access) {
      expect(line).toEqual(
        expect.objectContaining({
          reqId: expect.any(String),
          method: expect.any(String),
          path: expect.any(String),
          route: expect.any(String),
          status: expect.any(Number),
          ms: expect.any(Number),
          query: expect.any(Array),
        }),
      );
    }
    expect(access.map((r) => r.status)).toEqual([...statuses]);
    expect(access[1]?.query).toEqual(['email', 'phone', 'token']);
    const all = lines.join('\n');
    for (const secret of [TOKEN, EMAIL, encodeURIComponent(EMAIL), PHONE, encodeURIComponent(PHONE), 'cookie-value', 'wrong-token'])
      expect(all).not.toContain(secret);
  });
});
