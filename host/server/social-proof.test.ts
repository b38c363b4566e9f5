// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import type { Testimonial } from '../../src/contracts/social-proof';
import { createApp } from './app';
import { advisorLead, brochureLead, masterclassLead, memoryLeadOptions, scholarshipLead } from '../../tests/support/lead-api';
import { createFixture } from '../../tests/support/test-fixtures';
import type { LeadRouteOptions } from './leads/routes';
import {
  ACTIVITY_WINDOW_MS,
  DEFAULT_TESTIMONIALS_PATH,
  MAX_ACTIVITY,
  TestimonialsError,
  loadTestimonials,
  resolveTestimonialsPath,
  socialProofRoutes,
} from './social-proof';

const dir = mkdtempSync(path.join(tmpdir(), 'embudo-proof-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a fixture file and returns its path. */
function fixture(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

const TESTIMONIALS: Testimonial[] = [
  { quote: { es: 'Aprendí mucho.', en: 'I learned a lot.' }, name: 'Rosa', country: 'PE', image: '/img/rosa.webp' },
  { quote: { es: 'Muy bueno.', en: 'Very good.' }, name: 'Jorge' },
];

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
let clock = T0;
let leads: LeadRouteOptions;
let app: Hono;

beforeEach(() => {
  clock = T0;
  leads = memoryLeadOptions({ now: () => clock });
  const file = fixture('ok.json', JSON.stringify(TESTIMONIALS, null, 2));
  app = createApp({
    distDir: path.join(dir, 'none'),
    examplesDir: path.join(dir, 'none'),
    leads,
    socialProof: { testimonials: loadTestimonials(file), now: () => clock },
  });
});
afterEach(() => leads.store.close());

const post = (body: unknown) =>
  app.request('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const proof = (query = '') => app.request(`/api/social-proof${query}`);

describe('GET /api/social-proof', () => {
  it('answers recent real leads as kind, country and minute only: no personal field ever', async () => {
    const personal = [
      scholarshipLead({
        name: 'Zebulon Quixotica',
        email: 'zebulon.unique@secret-mail.test',
        phone: '+51911122233',
        country: 'PE',
        fecha: '2031-01-02',
        meta: { fillMs: 9000, hp: '', page: 'https://secret-page.test/x?utm_source=secretutm', lang: 'es' },
      }),
      brochureLead({
        name: 'Marguerite Xylophone',
        email: 'marguerite@hidden.test',
        phone: '+5215544332211',
        country: 'MX',
        source: '?utm_campaign=hiddencampaign',
      }),
    ];
    for (const [i, lead] of personal.entries()) {
      clock = T0 + i * 61_000 + 1234;
      expect((await post(lead)).status).toBe(201);
    }
    clock = T0 + 5 * 60_000;
    const res = await proof('?lang=es');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const lead of personal) {
      const values = [lead.id, lead.name, lead.email, lead.phone, lead.name.split(' ')[0]!, lead.email.split('@')[0]!, lead.phone.slice(1)];
      for (const value of values) expect(text).not.toContain(value);
    }
    for (const secret of ['secret-page', 'secretutm', 'hiddencampaign', '2031-01-02', 'fullstack', 'origin', 'email', 'phone'])
      expect(text).not.toContain(secret);
    const body = JSON.parse(text) as { activity: Record<string, unknown>[] };
    expect(body.activity).toEqual([
      { kind: 'brochure', country: 'MX', at: T0 + 60_000 },
      { kind: 'scholarship', country: 'PE', at: T0 },
    ]);
    for (const item of body.activity) expect(Object.keys(item).sort()).toEqual(['at', 'country', 'kind']);
  });

  it('serves the testimonials file as written, with only the contract fields', async () => {
    const body = (await (await proof()).json()) as { testimonials: unknown };
    expect(body.testimonials).toEqual(TESTIMONIALS);
  });

  it('leaves out quarantined leads (honeypot, too fast)', async () => {
    await post(scholarshipLead({ country: 'CO', meta: { fillMs: 9000, hp: 'bot text' } }));
    await post(brochureLead({ country: 'CL', meta: { fillMs: 10 } }));
    await post(brochureLead({ country: 'AR' }));
    const body = (await (await proof()).json()) as { activity: { country: string }[] };
    expect(body.activity.map((item) => item.country)).toEqual(['AR']);
  });

  it('leaves out masterclass sign-ups and advisor requests: the popups have words for a scholarship or brochure lead only', async () => {
    expect((await post(masterclassLead({ country: 'CO' }))).status).toBe(201);
    expect((await post(masterclassLead({ country: 'CL', masterclassAt: null }))).status).toBe(201);
    expect((await post(advisorLead({ country: 'MX', phone: '+5215512345678' }))).status).toBe(201);
    await post(scholarshipLead({ country: 'AR' }));
    const body = (await (await proof()).json()) as { activity: { kind: string; country: string }[] };
    expect(body.activity.map((item) => [item.kind, item.country])).toEqual([['scholarship', 'AR']]);
  });

  it('leaves out leads older than 7 days and keeps at most 20, newest first', async () => {
    clock = T0 - ACTIVITY_WINDOW_MS - 1;
    await post(scholarshipLead({ country: 'UY' }));
    for (let i = 0; i < MAX_ACTIVITY + 3; i++) {
      clock = T0 + i * 60_000;
      await post(brochureLead({ country: 'PE' }));
    }
    clock = T0 + ACTIVITY_WINDOW_MS - 1;
    const body = (await (await proof()).json()) as { activity: { country: string; at: number }[] };
    expect(body.activity).toHaveLength(MAX_ACTIVITY);
    expect(body.activity.some((item) => item.country === 'UY')).toBe(false);
    expect(body.activity[0]!.at).toBe(T0 + (MAX_ACTIVITY + 2) * 60_000);
    const times = body.activity.map((item) => item.at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is public: CORS *, cacheable for 15 s, JSON', async () => {
    const res = await app.request('/api/social-proof', { headers: { Origin: 'https://partner.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=15');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const preflight = await app.request('/api/social-proof', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses an unknown lang with the field named, never a 500', async () => {
    const res = await proof('?lang=pt');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ field: 'lang', message: 'expected "es" or "en"' }] });
    expect((await proof('?lang=en')).status).toBe(200);
  });

  it('answers from a 15 s cache, which a newly stored lead invalidates', async () => {
    const spy = vi.spyOn(leads.store, 'recentActivity');
    await proof();
    await proof('?lang=en');
    clock += 14_999;
    await proof();
    expect(spy).toHaveBeenCalledTimes(1);
    clock += 1;
    await proof();
    expect(spy).toHaveBeenCalledTimes(2);
    const lead = brochureLead({ country: 'PY' });
    await post(lead);
    const body = (await (await proof()).json()) as { activity: { country: string }[] };
    expect(spy).toHaveBeenCalledTimes(3);
    expect(body.activity.map((item) => item.country)).toEqual(['PY']);
    // A duplicate (same id and payload) stores nothing new: the cache stays.
    expect((await post(lead)).status).toBe(200);
    await proof();
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('serves the last answer when the store fails, and 503 when there is none', async () => {
    const errors = vi.fn();
    const routes = socialProofRoutes({ store: leads.store, testimonials: [], now: () => clock, log: errors });
    expect((await routes.request('/social-proof')).status).toBe(200);
    vi.spyOn(leads.store, 'recentActivity').mockImplementation(() => {
      throw new Error('disk gone');
    });
    clock += 60_000;
    expect((await routes.request('/social-proof')).status).toBe(200);
    const fresh = socialProofRoutes({ store: leads.store, testimonials: [], now: () => clock, log: errors });
    expect((await fresh.request('/social-proof')).status).toBe(503);
    expect(errors).toHaveBeenCalledWith(
      'social proof: the lead store could not be read:',
      expect.objectContaining({ message: 'disk gone' }),
    );
  });

  it('is mounted before the /api catch-all', async () => {
    expect((await proof()).status).toBe(200);
    expect((await app.request('/api/social-proof/x')).status).toBe(404);
  });
});

describe('loadTestimonials', () => {
  it('a missing file means no testimonials', () => {
    expect(loadTestimonials(path.join(dir, 'absent.json'))).toEqual([]);
  });

  it('the shipped file is an empty list (no invented people)', () => {
    expect(loadTestimonials(path.resolve(__dirname, '../..', DEFAULT_TESTIMONIALS_PATH))).toEqual([]);
  });

  it('names the file, line and column of a JSON syntax error', () => {
    const file = fixture('syntax.json', '[\n  { "name": "Ana",\n    "quote": { "es": "x", "en": "y" }\n  \n]\n');
    expect(() => loadTestimonials(file)).toThrow(TestimonialsError);
    expect(() => loadTestimonials(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not valid JSON at line 5`));
  });

  it('names the field and the line of the item at fault', () => {
    const file = fixture(
      'fields.json',
      JSON.stringify(
        [
          { quote: { es: 'Bien.', en: 'Good.' }, name: 'Ana' },
          { quote: { es: 'Bien.' }, name: 'Luis', country: 'peru', qoute: 'typo' },
        ],
        null,
        2,
      ),
    );
    let message = '';
    try {
      loadTestimonials(file);
    } catch (error) {
      expect(error).toBeInstanceOf(TestimonialsError);
      message = (error as Error).message;
    }
    expect(message).toContain(file);
    expect(message).toMatch(/\[1\]\.quote\.en \(item starting at line 9\): expected one line of text/);
    expect(message).toMatch(/\[1\]\.country \(item starting at line 9\): expected a two-letter upper-case code/);
    expect(message).toMatch(/\[1\]\.qoute .*unknown field/);
    expect(message).not.toMatch(/\[0\]/);
  });

  it('refuses a file that is not an array, and unsafe image URLs', () => {
    expect(() => loadTestimonials(fixture('object.json', '{"quote":"x"}'))).toThrow(/\(file\): expected a JSON array/);
    const bad = fixture('image.json', JSON.stringify([{ quote: { es: 'a', en: 'b' }, name: 'Ana', image: 'javascript:alert(1)' }]));
    expect(() => loadTestimonials(bad)).toThrow(/\[0\]\.image .*https:\/\//);
  });

  it('accepts a byte-order mark', () => {
    expect(loadTestimonials(fixture('bom.json', '\uFEFF[]'))).toEqual([]);
  });

  it('resolves EMBUDO_TESTIMONIALS against the project root', () => {
    expect(resolveTestimonialsPath({}, '/srv/e')).toBe('/srv/e/content/testimonials.json');
    expect(resolveTestimonialsPath({ EMBUDO_TESTIMONIALS: 'x/t.json', EMBUDO_ROOT: '/opt/r' }, '/srv')).toBe('/opt/r/x/t.json');
    expect(resolveTestimonialsPath({ EMBUDO_TESTIMONIALS: '/abs/t.json' }, '/srv')).toBe('/abs/t.json');
    // A content folder named by EMBUDO_CONTENT brings its own testimonials; EMBUDO_TESTIMONIALS still wins.
    expect(resolveTestimonialsPath({ EMBUDO_CONTENT: 'examples/content-demo' }, '/srv/e')).toBe(
      '/srv/e/examples/content-demo/testimonials.json',
    );
    expect(resolveTestimonialsPath({ EMBUDO_CONTENT: 'examples/content-demo', EMBUDO_TESTIMONIALS: 't.json' }, '/srv/e')).toBe(
      '/srv/e/t.json',
    );
  });
});

describe('npm start with a broken testimonials file', () => {
  it('refuses to start, naming the file and the field (no stack trace)', () => {
    const site = createFixture();
    try {
      const file = fixture('broken-start.json', JSON.stringify([{ quote: { es: 'Hola', en: 'Hi' } }], null, 2));
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, HOST: '127.0.0.1', PORT: '0', EMBUDO_ROOT: site.root, EMBUDO_DB: ':memory:', EMBUDO_TESTIMONIALS: file },
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The testimonials file ${file} is not usable`);
      expect(run.stderr).toContain('[0].name (item starting at line 2): expected the first name');
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stdout).not.toContain('Embudo is running');
    } finally {
      site.remove();
    }
  }, 20_000);
});
