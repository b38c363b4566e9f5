// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { BOOTCAMP_SLUGS, type BootcampSlug } from '../../src/contracts/bootcamp';
import {
  ADVERTISED_DISCOUNT,
  FALLBACK_PRICES,
  GUARANTEE_DAYS,
  PRICING_CURRENCIES,
  validatePricing,
  type PricingDocument,
} from '../../src/contracts/pricing';
import { COUNTRIES, getCountry } from '../../src/data/countries';
import { createApp } from './app';
import type { LeadRouteOptions } from './leads/routes';
import { memoryLeadOptions } from '../../tests/support/lead-api';
import {
  DEFAULT_PRICING_PATH,
  PricingError,
  currencyDigits,
  jsonValueLines,
  loadPricing,
  pricingRoutes,
  resolvePricingPath,
  startFields,
} from './pricing';
import { loadSiteContent } from './site-content';
import { createFixture } from '../../tests/support/test-fixtures';

const ROOT = path.resolve(__dirname, '../..');
const SHIPPED = path.join(ROOT, DEFAULT_PRICING_PATH);
const dir = mkdtempSync(path.join(tmpdir(), 'embudo-pricing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a fixture file and returns its path. */
function fixture(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

const shipped = (): PricingDocument => JSON.parse(readFileSync(SHIPPED, 'utf8')) as PricingDocument;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the shipped content/pricing.json', () => {
  it('validates', () => {
    const check = validatePricing(shipped());
    expect(check.ok ? [] : check.issues).toEqual([]);
    expect(loadPricing(SHIPPED)).toEqual(shipped());
  });

  it("prices every bootcamp slug in the currency of each of the contract's (docs/product.md#countries) 27 countries, and in USD for the rest", () => {
    // The four offered since the contract's (docs/product.md#prices) list are priced at the USD row (src/services/pricing.ts).
    const later = ['BO', 'VE', 'DO', 'BR'];
    const spec = COUNTRIES.filter((country) => !later.includes(country.code));
    expect(spec).toHaveLength(27);
    expect([...PRICING_CURRENCIES].sort()).toEqual([...new Set(spec.map((country) => country.currency))].sort());
    const pricing = shipped();
    expect(Object.keys(pricing.bootcamps).sort()).toEqual([...BOOTCAMP_SLUGS].sort());
    for (const slug of BOOTCAMP_SLUGS) {
      for (const country of spec) expect(pricing.bootcamps[slug].prices[country.currency], `${slug} ${country.code}`).toBeDefined();
      // What they are shown and pay through (src/services/pricing.test.ts checks the block takes them).
      expect(pricing.bootcamps[slug].prices.USD, slug).toBeDefined();
      expect(pricing.bootcamps[slug].linkPayUSD, slug).toMatch(/^https:\/\//);
      for (const code of later)
        expect(Object.keys(pricing.bootcamps[slug].prices), `${slug} ${code}`).not.toContain(getCountry(code)!.currency);
    }
  });

  it('agrees with the fallback prices of docs/product.md#prices (70 % off, 30-day guarantee)', () => {
    const pricing = shipped();
    for (const slug of BOOTCAMP_SLUGS) {
      const bootcamp = pricing.bootcamps[slug];
      expect(bootcamp.porcentajeDescuento).toBe(ADVERTISED_DISCOUNT);
      expect(bootcamp.garantia).toBe(GUARANTEE_DAYS);
      for (const currency of ['PEN', 'MXN', 'USD'] as const)
        expect(bootcamp.prices[currency], `${slug} ${currency}`).toEqual(FALLBACK_PRICES[currency]);
    }
  });

  it('converts the USD price at plausible rates (regular between US$ 1,300 and 2,100)', () => {
    // Rough units per USD for 2026; the business edits the prices, this only catches a slipped digit.
    const perUsd: Record<string, number> = {
      ARS: 1450,
      CAD: 1.38,
      CLP: 940,
      COP: 4000,
      CRC: 505,
      USD: 1,
      EUR: 0.86,
      GTQ: 7.7,
      HNL: 26.3,
      JPY: 150,
      MXN: 17.5,
      NIO: 36.8,
      NOK: 10.2,
      PYG: 7100,
      PEN: 3.4,
      GBP: 0.75,
      SEK: 9.5,
      CHF: 0.8,
      AED: 3.6725,
      UYU: 40,
    };
    const prices = shipped().bootcamps.fullstack.prices;
    for (const currency of PRICING_CURRENCIES) {
      const usd = prices[currency].price_view_base / perUsd[currency]!;
      expect(usd, currency).toBeGreaterThan(1300);
      expect(usd, currency).toBeLessThan(2100);
    }
  });

  it('has https payment links and redirects only', () => {
    const pricing = shipped();
    for (const url of [
      ...Object.values(pricing.redirects),
      ...BOOTCAMP_SLUGS.flatMap((s) => [
        pricing.bootcamps[s].linkPayUSD,
        pricing.bootcamps[s].linkPayPeru,
        pricing.bootcamps[s].linkPayMXN,
      ]),
    ]) {
      expect(url).toMatch(/^https:\/\//);
    }
    expect(Object.keys(pricing.redirects).length).toBeGreaterThan(0);
  });
});

describe('GET /api/pricing', () => {
  let leads: LeadRouteOptions;
  let app: Hono;
  const pricing = shipped();
  // The answer carries each bootcamp's next starts and open close from the shipped schedule.
  const schedule = loadSiteContent(path.join(import.meta.dirname, '../../content')).content.schedule;
  const served = () => ({
    ...pricing,
    bootcamps: Object.fromEntries(
      Object.entries(pricing.bootcamps).map(([k, b]) => [k, { ...b, ...startFields(schedule, k as BootcampSlug, Date.now()) }]),
    ),
  });
  beforeEach(() => {
    leads = memoryLeadOptions();
    app = createApp({
      distDir: path.join(dir, 'none'),
      examplesDir: path.join(dir, 'none'),
      leads,
      socialProof: { testimonials: [] },
      pricing,
    });
  });
  afterEach(() => leads.store.close());

  it('answers the whole document, public for 5 minutes, with an ETag and CORS *', async () => {
    const res = await app.request('/api/pricing', { headers: { Origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await res.json()).toEqual(served());
  });

  it('answers 304 without a body to a matching If-None-Match, 200 to another', async () => {
    const etag = (await app.request('/api/pricing')).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await app.request('/api/pricing', { headers: { 'If-None-Match': header } });
      expect(res.status, header).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
    expect((await app.request('/api/pricing', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
  });

  it('is gzipped for a browser that accepts it, with a weak ETag that still answers 304', async () => {
    const res = await app.request('/api/pricing', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    const weak = res.headers.get('etag')!;
    expect(weak).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const body = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).json();
    expect(body).toEqual(served());
    const again = await app.request('/api/pricing', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': weak } });
    expect(again.status).toBe(304);
  });

  it('keeps the same ETag for the same document and changes it with the prices', async () => {
    const etag = (await app.request('/api/pricing')).headers.get('etag');
    expect((await pricingRoutes({ pricing: shipped(), schedule }).request('/pricing')).headers.get('etag')).toBe(etag);
    const changed = shipped();
    changed.bootcamps.fullstack.prices.USD.mount = 500;
    expect((await pricingRoutes({ pricing: changed }).request('/pricing')).headers.get('etag')).not.toBe(etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/api/pricing', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(await res.text()).toBe('');
  });

  it('answers a CORS preflight', async () => {
    const res = await app.request('/api/pricing', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is mounted before the /api catch-all', async () => {
    expect((await app.request('/api/pricing/fullstack')).status).toBe(404);
    expect((await app.request('/api/pricing/fullstack')).headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 503, not cached, when there is no pricing file (pages show the fallback prices)', async () => {
    const none = createApp({
      distDir: path.join(dir, 'none'),
      examplesDir: path.join(dir, 'none'),
      leads,
      socialProof: { testimonials: [] },
      pricing: null,
    });
    const res = await none.request('/api/pricing');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('fallback') });
  });

  it('loads the file named by the environment when createApp is not given one', async () => {
    const before = process.env.EMBUDO_PRICING;
    process.env.EMBUDO_PRICING = fixture('env.json', JSON.stringify(pricing));
    try {
      const fromEnv = createApp({
        distDir: path.join(dir, 'none'),
        examplesDir: path.join(dir, 'none'),
        leads,
        socialProof: { testimonials: [] },
      });
      expect(await (await fromEnv.request('/api/pricing')).json()).toEqual(served());
      process.env.EMBUDO_PRICING = fixture('env-broken.json', '{}');
      expect(() =>
        createApp({ distDir: path.join(dir, 'none'), examplesDir: path.join(dir, 'none'), leads, socialProof: { testimonials: [] } }),
      ).toThrow(PricingError);
    } finally {
      if (before === undefined) delete process.env.EMBUDO_PRICING;
      else process.env.EMBUDO_PRICING = before;
    }
  });
});

describe('loadPricing', () => {
  const broken = (edit: (d: any) => void): string => {
    const d = shipped();
    edit(d);
    return fixture(`broken-${Math.random().toString(36).slice(2)}.json`, JSON.stringify(d, null, 2));
  };
  const messageOf = (file: string): string => {
    try {
      loadPricing(file);
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
      return (error as Error).message;
    }
    throw new Error('expected a PricingError');
  };

  it('names the file, the line and the field of a bad value', () => {
    const file = broken((d) => (d.bootcamps['cloud-aws'].prices.PEN.price_view_final = 'mil'));
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('"mil"')) + 1;
    const message = messageOf(file);
    expect(message).toContain(`The pricing file ${file} is not usable`);
    expect(message).toContain(`line ${line}: bootcamps.cloud-aws.prices.PEN.price_view_final: expected a positive number`);
  });

  it('points a missing field at the object that lacks it', () => {
    const file = broken((d) => delete d.bootcamps.fullstack.prices.JPY);
    const lines = readFileSync(file, 'utf8').split('\n');
    const fullstack = lines.findIndex((text) => text.includes('"fullstack": {')) + 1;
    const prices = lines.findIndex((text, i) => i >= fullstack && text.includes('"prices": {')) + 1;
    expect(messageOf(file)).toContain(`line ${prices} (in bootcamps.fullstack.prices): bootcamps.fullstack.prices.JPY: required`);
  });

  it('refuses amounts with more decimals than their currency has, naming the field, the country, the value and what is expected', () => {
    expect(['JPY', 'CLP', 'PYG', 'COP', 'USD', 'EUR', 'PEN'].map(currencyDigits)).toEqual([0, 0, 0, 0, 2, 2, 2]);
    const file = broken((d) => {
      d.bootcamps.fullstack.prices.JPY.price_view_final = 75000.5;
      d.bootcamps.fullstack.prices.JPY.mount = 75000.5;
      d.bootcamps['cloud-aws'].prices.CLP.mount = 470999.99;
    });
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('"price_view_final": 75000.5')) + 1;
    const message = messageOf(file);
    expect(message).toContain(`The pricing file ${file} is not usable`);
    expect(message).toContain(
      `line ${line}: bootcamps.fullstack.prices.JPY.price_view_final: the price for Japan is 75000.5, but JPY has no minor unit, so a whole number is expected (e.g. 75000 or 75001)`,
    );
    expect(message).toContain('bootcamps.fullstack.prices.JPY.mount: the price for Japan is 75000.5');
    expect(message).toContain('bootcamps.cloud-aws.prices.CLP.mount: the price for Chile is 470999.99, but CLP has no minor unit');
    // Cents where the currency has them are fine.
    const cents = broken((d) => {
      d.bootcamps.fullstack.prices.USD.mount = 500.5;
    });
    expect(loadPricing(cents)?.bootcamps.fullstack.prices.USD.mount).toBe(500.5);
  });

  it('names the line and column of a JSON syntax error', () => {
    const file = fixture('syntax.json', '{\n  "bootcamps": {},\n  "redirects": { "a": "https://x.example" },\n}\n');
    expect(messageOf(file)).toMatch(new RegExp(`${escape(file)} is not valid JSON at line 4, column 1`));
  });

  it('lists at most 15 problems and counts the rest', () => {
    const file = broken((d) => {
      for (const slug of BOOTCAMP_SLUGS) for (const currency of PRICING_CURRENCIES) d.bootcamps[slug].prices[currency].mount = 0;
    });
    const message = messageOf(file);
    expect(message.split('\n').filter((line) => line.includes('.mount: '))).toHaveLength(15);
    expect(message).toContain(`… and ${BOOTCAMP_SLUGS.length * PRICING_CURRENCIES.length - 15} more`);
  });

  it('refuses a missing file it was told to use; a missing default means no pricing', () => {
    const absent = path.join(dir, 'absent.json');
    expect(() => loadPricing(absent)).toThrow(new RegExp(`Cannot read the pricing file ${escape(absent)}.*EMBUDO_PRICING`));
    expect(loadPricing(absent, false)).toBeNull();
  });

  it('accepts a byte-order mark', () => {
    expect(loadPricing(fixture('bom.json', `\uFEFF${readFileSync(SHIPPED, 'utf8')}`))).toEqual(shipped());
  });

  it('resolves EMBUDO_PRICING against the project root', () => {
    expect(resolvePricingPath({}, '/srv/e')).toEqual({ file: '/srv/e/content/pricing.json', explicit: false });
    expect(resolvePricingPath({ EMBUDO_PRICING: 'x/p.json', EMBUDO_ROOT: '/opt/r' }, '/srv')).toEqual({
      file: '/opt/r/x/p.json',
      explicit: true,
    });
    expect(resolvePricingPath({ EMBUDO_PRICING: ' ' }, '/srv')).toEqual({ file: '/srv/content/pricing.json', explicit: false });
    // A content folder named by EMBUDO_CONTENT brings its own prices; EMBUDO_PRICING still wins.
    expect(resolvePricingPath({ EMBUDO_CONTENT: '/opt/demo' }, '/srv')).toEqual({ file: '/opt/demo/pricing.json', explicit: false });
    expect(resolvePricingPath({ EMBUDO_CONTENT: '/opt/demo', EMBUDO_PRICING: 'p.json' }, '/srv')).toEqual({
      file: '/srv/p.json',
      explicit: true,
    });
  });

  it('jsonValueLines finds the line of each value, keys with escapes and arrays included', () => {
    const lines = jsonValueLines('{\n  "a": {\n    "b\\"c": [\n      1,\n      { "d": "x,}]" }\n    ]\n  },\n  "e": true\n}');
    expect(Object.fromEntries(lines)).toEqual({ a: 2, 'a.b"c': 3, 'a.b"c.0': 4, 'a.b"c.1': 5, 'a.b"c.1.d': 5, e: 8 });
  });
});

describe('npm start with a broken pricing file', () => {
  const start = (env: Record<string, string>) => {
    const site = createFixture();
    try {
      return spawnSync(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, HOST: '127.0.0.1', PORT: '0', EMBUDO_ROOT: site.root, EMBUDO_DB: ':memory:', ...env },
        encoding: 'utf8',
        timeout: 15_000,
      });
    } finally {
      site.remove();
    }
  };

  it('refuses to start, naming the file, the line and the field (no stack trace)', () => {
    const d = shipped();
    (d.bootcamps.fullstack.prices.MXN as any).price_view_final = -8550;
    const file = fixture('broken-start.json', JSON.stringify(d, null, 2));
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('-8550')) + 1;
    const run = start({ EMBUDO_PRICING: file });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The pricing file ${file} is not usable`);
    expect(run.stderr).toContain(`line ${line}: bootcamps.fullstack.prices.MXN.price_view_final: expected a positive number`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('Embudo is running');
  }, 20_000);

  it('refuses to start with a whole-unit currency priced with decimals', () => {
    const d = shipped();
    (d.bootcamps.fullstack.prices.JPY as any).price_view_final = 75000.5;
    const file = fixture('decimals-start.json', JSON.stringify(d, null, 2));
    const run = start({ EMBUDO_PRICING: file });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The pricing file ${file} is not usable`);
    expect(run.stderr).toContain(
      'bootcamps.fullstack.prices.JPY.price_view_final: the price for Japan is 75000.5, but JPY has no minor unit',
    );
    expect(run.stdout).not.toContain('Embudo is running');
  }, 20_000);

  it('refuses to start when EMBUDO_PRICING names a missing file', () => {
    const file = path.join(dir, 'nowhere.json');
    const run = start({ EMBUDO_PRICING: file });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Cannot read the pricing file ${file}`);
    expect(run.stdout).not.toContain('Embudo is running');
  }, 20_000);
});
