// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from './app';
import { memoryLeadOptions } from '../../tests/support/lead-api';
import { captureLog } from './log-capture';
import { SECRET, createFixture, type Fixture } from '../../tests/support/test-fixtures';

let fixture: Fixture;
let app: Hono;

beforeAll(() => {
  fixture = createFixture();
  app = createApp({ distDir: fixture.distDir, examplesDir: fixture.examplesDir, leads: memoryLeadOptions() });
});
afterAll(() => fixture.remove());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', store: 'ok' });
  });

  it('answers 503 with Retry-After when the lead store does not answer (closed here; PostgreSQL down in leads/store/pg-servers.test.ts)', async () => {
    const leads = memoryLeadOptions();
    const down = createApp({ distDir: fixture.distDir, examplesDir: fixture.examplesDir, leads });
    await leads.store.close();
    const res = await down.request('/healthz');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      status: 'unavailable',
      store: 'down',
      error: expect.stringMatching(/lead store \(sqlite\) does not answer/),
    });
  });
});

describe('GET /api/geo', () => {
  it.each([
    ['CF-IPCountry', 'PE'],
    ['CloudFront-Viewer-Country', 'MX'],
    ['X-Vercel-IP-Country', 'CO'],
    ['X-Country-Code', 'CL'],
  ])('reads %s', async (header, code) => {
    const res = await get('/api/geo', { [header]: code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ countryCode: code });
  });

  it('trims and upper-cases the value', async () => {
    expect(await (await get('/api/geo', { 'cf-ipcountry': ' pe ' })).json()).toEqual({ countryCode: 'PE' });
  });

  it('prefers headers in edge order', async () => {
    const res = await get('/api/geo', { 'X-Country-Code': 'CL', 'CF-IPCountry': 'PE', 'X-Vercel-IP-Country': 'CO' });
    expect(await res.json()).toEqual({ countryCode: 'PE' });
  });

  it.each(['XX', 'T1', 'ABC', '<script>', '', 'P'])('rejects %j and falls back to US', async (value) => {
    expect(await (await get('/api/geo', { 'CF-IPCountry': value })).json()).toEqual({ countryCode: 'US' });
  });

  it('skips an unknown code to a later valid header', async () => {
    const res = await get('/api/geo', { 'CF-IPCountry': 'XX', 'CloudFront-Viewer-Country': 'AR' });
    expect(await res.json()).toEqual({ countryCode: 'AR' });
  });

  it('answers US without headers, with CORS, no-store and Vary', async () => {
    const res = await get('/api/geo', { Origin: 'https://partner.example' });
    expect(await res.json()).toEqual({ countryCode: 'US' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const vary = res.headers.get('vary') ?? '';
    for (const header of ['CF-IPCountry', 'CloudFront-Viewer-Country', 'X-Vercel-IP-Country', 'X-Country-Code']) {
      expect(vary).toContain(header);
    }
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a CORS preflight', async () => {
    const res = await app.request('/api/geo', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('lead API mount', () => {
  it('answers /api/leads and /api/events before the /api catch-all', async () => {
    const leads = await app.request('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(leads.status).toBe(422);
    expect(leads.headers.get('cache-control')).toBe('no-store');
    expect(leads.headers.get('x-content-type-options')).toBe('nosniff');
    const events = await app.request('/api/events', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(events.status).toBe(422);
  });

  it('leaves the geo route its own cache policy', async () => {
    expect((await get('/api/geo')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps unknown lead sub-paths a JSON 404', async () => {
    const res = await get('/api/leads/extra');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', path: '/api/leads/extra' });
  });
});

describe('unknown /api paths', () => {
  it.each(['/api/nope', '/api/geo/extra', '/api/', '/api'])('%s is a JSON 404, never the site', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Not found', path });
  });

  it('POST to an unknown API path is a JSON 404 too', async () => {
    const res = await app.request('/api/nope', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Not found' });
  });
});

describe('/widgets/*', () => {
  it('serves hashed chunks as immutable, cross-origin JavaScript', async () => {
    const res = await get('/widgets/esm/chunks/runtime-AbCdEf12.js', { Origin: 'https://partner.example' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export const runtime = 1;');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it.each(['/widgets/countdown.js', '/widgets/embudo.js'])('serves %s with a short, revalidated cache', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it.each(['/widgets/manifest.json', '/widgets/custom-elements.json'])('serves %s as JSON', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    await expect(res.json()).resolves.toBeTypeOf('object');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/widgets/countdown.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/widgets/countdown.js', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });

  it('answers HEAD with headers only', async () => {
    const res = await app.request('/widgets/countdown.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it.each(['/widgets/missing.js', '/widgets/esm/chunks/', '/widgets/esm/chunks', '/widgets/', '/widgets/.hidden.js'])(
    '%s is a 404, not the site',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain('SITE-INDEX');
      expect(body).not.toContain(SECRET);
    },
  );

  it('rejects other methods without a 500', async () => {
    const res = await app.request('/widgets/countdown.js', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('/examples/*', () => {
  it('serves an example page', async () => {
    const res = await get('/examples/countdown.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Countdown example');
  });

  it.each(['/examples', '/examples/'])('%s lists the .html files with escaped names', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<a href="/examples/countdown.html">countdown.html</a>');
    expect(html).toContain('a&#38;b &#60;x&#62;.html');
    expect(html).not.toContain('<x>');
    expect(html).not.toContain('notes.txt');
  });

  it('the escaped link in the index resolves to the file', async () => {
    const res = await get(`/examples/${encodeURIComponent('a&b <x>.html')}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('odd name');
  });

  it('404s a missing example, not the site', async () => {
    const res = await get('/examples/missing.html');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SITE-INDEX');
  });
});

describe('the site', () => {
  it.each(['/', '/blog/some-post', '/enroll/fullstack/PE', '/@someone'])('%s is rendered on the server, head and all', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(`<h1>SITE-INDEX ${path}</h1>`);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Embudo</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
    expect(html).toContain('<link rel="modulepreload" href="/assets/app-AbCdEf12.js" />');
    expect(html).toMatch(/data-rendered-at="\d+"/);
    // The content the page was rendered with, for hydration; a `<` can never close its script early.
    const content = /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(content!)).toHaveProperty('schedule.timeZone');
  });

  it('answers an unknown path with the rendered 404 page', async () => {
    const res = await get('/missing-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('SITE-INDEX /missing-page');
  });

  it.each([
    ['/en', '/us'],
    ['/en/', '/us'],
    ['/en?utm_source=ads&lang=es', '/us?utm_source=ads&lang=es'],
    ['/en/?fbclid=abc', '/us?fbclid=abc'],
  ])('%s answers a permanent redirect to %s, query kept', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.request(path, { method });
      expect(res.status, method).toBe(308);
      expect(res.headers.get('location'), method).toBe(location);
    }
  });

  it('leaves the English paths under /en/ to the site', async () => {
    const res = await get('/en/enroll/fullstack/US');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('SITE-INDEX /en/enroll/fullstack/US');
  });

  it('sends every HTML answer with a strict CSP, no framing by others, and a referrer policy; scripts get none', async () => {
    for (const path of ['/', '/missing-page', '/examples/countdown.html']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
    const script = await get('/widgets/countdown.js');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it('never serves the page template or the page map as files', async () => {
    for (const file of ['/template.html', '/pages.json']) {
      const res = await get(file);
      expect(await res.text()).not.toContain('%LANG%');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/app-AbCdEf12.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });

  it('404s a missing build asset instead of answering HTML to a script', async () => {
    const res = await get('/assets/app-OldHash99.js');
    expect(res.status).toBe(404);
  });

  it('rejects a POST to a page without a 500', async () => {
    const res = await app.request('/enroll/fullstack/PE', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});

describe("the content folder's public files", () => {
  it('are served at site paths before dist/site, with a short cache, and nothing outside public/ is', async () => {
    const own = join(fixture.root, 'profile');
    mkdirSync(join(own, 'public', 'img', 'team'), { recursive: true });
    writeFileSync(join(own, 'public', 'img', 'team', 'ana.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(own, 'public', 'robots.txt'), 'User-agent: demo\n');
    writeFileSync(join(own, 'site.json'), SECRET);
    const withProfile = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      contentPublicDir: join(own, 'public'),
      siteOrigin: 'https://embudo.example',
    });
    const photo = await withProfile.request('/img/team/ana.svg');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(photo.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    // The profile's robots.txt wins over the site's own, and still names the sitemap.
    expect(await (await withProfile.request('/robots.txt')).text()).toBe(
      'User-agent: demo\n\nSitemap: https://embudo.example/sitemap.xml\n',
    );
    // A missing image is still a 404, never a page; the build's assets are still found.
    expect((await withProfile.request('/img/team/nobody.svg')).status).toBe(404);
    expect((await withProfile.request('/assets/app-AbCdEf12.js')).status).toBe(200);
    for (const p of ['/..%2fsite.json', '/%2e%2e/site.json', '/img/..%2f..%2fsite.json'])
      expect(await (await withProfile.request(p)).text()).not.toContain(SECRET);
  });
});

describe('path traversal', () => {
  it.each([
    '/widgets/../package.json',
    '/widgets/%2e%2e/%2e%2e/package.json',
    '/widgets/..%2f..%2fpackage.json',
    '/widgets/..%2fsecret.txt',
    '/widgets/%2e%2e%2fsecret.txt',
    '/widgets/%252e%252e/secret.txt',
    '/widgets/..%5c..%5cpackage.json',
    '/widgets/esm/chunks/..%2f..%2f..%2fsecret.txt',
    '/widgets/%00countdown.js',
    '/examples/..%2fpackage.json',
    '/examples/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/..%2f..%2fpackage.json',
    '/assets/..%2f..%2fsecret.txt',
    '/.env',
    '/%2eenv',
  ])('%s never serves a file outside its folder', async (path) => {
    const res = await get(path);
    expect(res.status).not.toBe(500);
    const body = await res.text();
    expect(body).not.toContain(SECRET);
  });
});

describe('every response', () => {
  it.each(['/healthz', '/api/geo', '/api/nope', '/widgets/countdown.js', '/widgets/nope.js', '/examples/', '/', '/x'])(
    '%s carries nosniff',
    async (path) => {
      expect((await get(path)).headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});

describe('errors', () => {
  it('a thrown error becomes a JSON 500 without the message or stack', async () => {
    const log = captureLog();
    const failing = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      logger: log.logger,
    });
    // POST is not claimed by the static routes, so a test route can still be added after createApp.
    failing.post('/__boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await failing.request('/__boom', { method: 'POST' });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: 'Internal error' });
    expect(body).not.toContain('hunter2');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The error is logged once, with its stack, under the request's id; then the access line.
    const [error, access] = log.records();
    expect(error).toMatchObject({
      level: 'error',
      msg: 'POST /__boom failed',
      reqId: res.headers.get('x-request-id'),
      err: { message: 'database password is hunter2' },
    });
    expect(access).toMatchObject({ level: 'error', reqId: res.headers.get('x-request-id'), status: 500, path: '/__boom' });
    expect(log.records()).toHaveLength(2);
  });

  it('answers 503 with a hint when the site is not built', async () => {
    const empty = createApp({ distDir: `${fixture.root}/no-dist`, examplesDir: `${fixture.root}/no-examples`, leads: memoryLeadOptions() });
    const res = await empty.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    const examples = await empty.request('/examples/');
    expect(examples.status).toBe(200);
    expect(await examples.text()).toContain('No examples yet');
  });
});

describe('compression', () => {
  it('gzips text over 1 KB when the client accepts it, and leaves small answers alone', async () => {
    const { writeFileSync } = await import('node:fs');
    const { gunzipSync } = await import('node:zlib');
    const script = `/* ${'widget code '.repeat(200)} */`;
    writeFileSync(`${fixture.distDir}/widgets/big.js`, script);
    const res = await get('/widgets/big.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);

    const small = await get('/healthz', { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    const plain = await get('/widgets/big.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});

describe('source maps (EMBUDO_SOURCE_MAPS)', () => {
  const MAP = '{"version":3,"sources":["../../widgets/countdown/countdown.element.ts"],"sourcesContent":["// the whole source"]}';
  beforeAll(() => {
    for (const file of ['widgets/countdown.js.map', 'widgets/esm/chunks/runtime-AbCdEf12.js.map', 'site/assets/app-AbCdEf12.js.map']) {
      mkdirSync(join(fixture.distDir, file, '..'), { recursive: true });
      writeFileSync(join(fixture.distDir, file), MAP);
    }
  });
  const paths = [
    '/widgets/countdown.js.map',
    '/widgets/esm/chunks/runtime-AbCdEf12.js.map',
    '/assets/app-AbCdEf12.js.map',
    '/widgets/countdown.js.m%61p',
    '/widgets/countdown.js.MAP',
  ];

  it('answers 404 for every map by default (private), however the path is written, and still serves the scripts', async () => {
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('sourcesContent');
    }
    expect((await get('/widgets/countdown.js')).status).toBe(200);
    expect((await get('/assets/app-AbCdEf12.js')).status).toBe(200);
  });

  it('serves them when the operator makes them public', async () => {
    const open = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      sourceMaps: 'public',
    });
    for (const path of paths.slice(0, 3)) {
      const res = await open.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('sourcesContent');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when the site address is https, and not otherwise', async () => {
    const secure = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      siteOrigin: 'https://embudo.example',
    });
    for (const path of ['/healthz', '/widgets/countdown.js', '/api/geo', '/no-such-page']) {
      expect((await secure.request(path)).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
    const plain = createApp({
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
      siteOrigin: 'http://127.0.0.1:4173',
    });
    expect((await plain.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });
});
