// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadMailContent } from './mail/mail-content';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOTCAMP_SLUGS } from '../../src/contracts/bootcamp';
import { upcomingStarts } from '../../src/data/cohorts';
import { siteSettingsIssues } from '../../src/contracts/site-content';
import { MAX_FIRST_NAME_LENGTH, MAX_QUOTE_LENGTH, testimonialTrack } from '../../src/contracts/social-proof';
import { loadPricing } from './pricing';
import { loadSiteContent } from './site-content';
import { loadTestimonials } from './social-proof';

/**
 * The demo content profile (examples/content-demo, `npm run demo`): every file loads exactly as the
 * server loads it at start, and it holds what the demo is for — every section filled, near the
 * limits where a layout could break, its pictures its own, and nothing that could pass for real.
 */
const DIR = path.join(import.meta.dirname, '../../examples/content-demo');
const { content, placeholders } = loadSiteContent(DIR);
const testimonials = loadTestimonials(path.join(DIR, 'testimonials.json'));

describe('the demo content profile', () => {
  it('loads as the server loads it: every file valid, none a placeholder, the whole folder marked demo', () => {
    expect(placeholders).toEqual([]);
    expect(content.settings.demo).toBe(true);
    expect(loadPricing(path.join(DIR, 'pricing.json'), true)).not.toBeNull();
    // The shipped folder is the school's: never marked demo.
    expect(loadSiteContent(path.join(import.meta.dirname, '../../content')).content.settings.demo).toBeUndefined();
  });

  it('has start rules for every bootcamp the schedule accepts (never dry), one or two fixed cohorts, and a masterclass every month through 2028', () => {
    const { schedule } = content;
    for (const slug of BOOTCAMP_SLUGS) {
      expect(schedule.bootcamps[slug]?.rules?.length, slug).toBeGreaterThan(0);
      // Three starts to offer today and in two years alike.
      for (const at of [Date.now(), Date.parse('2028-11-28T12:00:00Z')])
        expect(upcomingStarts(schedule, at, { bootcamp: slug, limit: 3 }), slug).toHaveLength(3);
    }
    const fixed = BOOTCAMP_SLUGS.flatMap((slug) => schedule.bootcamps[slug]?.cohorts ?? []);
    expect(fixed.length).toBeGreaterThanOrEqual(1);
    expect(fixed.length).toBeLessThanOrEqual(2);
    const months = new Set(schedule.masterclasses.map((at) => at.slice(0, 7)));
    for (let y = 2027; y <= 2028; y++)
      for (let m = 1; m <= 12; m++) expect(months.has(`${y}-${String(m).padStart(2, '0')}`), `${y}-${m}`).toBe(true);
  });

  it('has eight or more testimonials per track, with and without photos and ratings, and a name and a quote near the limits', () => {
    for (const track of ['fullstack', 'data-science'] as const) {
      const mine = testimonials.filter((t) => testimonialTrack(t) === track);
      expect(mine.length, track).toBeGreaterThanOrEqual(8);
      expect(mine.some((t) => t.image) && mine.some((t) => !t.image), track).toBe(true);
      expect(mine.some((t) => t.rating) && mine.some((t) => t.rating === undefined), track).toBe(true);
    }
    expect(Math.max(...testimonials.map((t) => t.name.length))).toBeGreaterThanOrEqual(MAX_FIRST_NAME_LENGTH - 3);
    expect(Math.max(...testimonials.map((t) => Math.max(t.quote.es.length, t.quote.en.length)))).toBeGreaterThanOrEqual(
      MAX_QUOTE_LENGTH - 40,
    );
  });

  it('fills the team (three), the founders with a photo, 6–10 employer logos and the blog in both languages', () => {
    expect(content.team.members).toHaveLength(3);
    expect(content.team.members.some((m) => m.image) && content.team.members.some((m) => !m.image)).toBe(true);
    expect(content.founders.image).toBeDefined();
    expect(content.employers.employers.length).toBeGreaterThanOrEqual(6);
    expect(content.employers.employers.length).toBeLessThanOrEqual(10);
    const langs = (content.blog?.posts ?? []).map((p) => p.lang);
    expect(langs.filter((l) => l === 'es').length).toBeGreaterThanOrEqual(2);
    expect(langs.filter((l) => l === 'en').length).toBeGreaterThanOrEqual(2);
  });

  it('serves every picture from its own public/ folder (no other host), each an SVG drawing', () => {
    const images = [
      ...content.team.members.map((m) => m.image),
      content.founders.image,
      ...content.employers.employers.map((e) => e.logo),
      ...testimonials.map((t) => t.image),
    ].filter((src): src is string => src !== undefined);
    expect(images.length).toBeGreaterThan(15);
    for (const src of images) {
      expect(src).toMatch(/^\/img\/[a-z0-9/-]+\.svg$/);
      const file = path.join(DIR, 'public', src);
      expect(existsSync(file), src).toBe(true);
      // Self-contained drawings: nothing fetched from elsewhere, no script.
      const svg = readFileSync(file, 'utf8');
      expect(svg).not.toMatch(/<script|href=|url\(|<image/i);
    }
  });

  it('is plainly fictional: example.com addresses and links, 555 phone numbers', () => {
    const { settings } = content;
    expect(settings.email).toMatch(/@example\.com$/);
    expect(settings.phone).toMatch(/^\+1 555 555 01\d\d$/);
    expect(settings.chatPhone).toMatch(/^1555555/);
    for (const url of [settings.campusUrl, settings.invoiceBaseUrl, ...Object.values(settings.social)])
      expect(new URL(url).hostname).toMatch(/(^|\.)example\.com$/);
    const pricing = JSON.parse(readFileSync(path.join(DIR, 'pricing.json'), 'utf8')) as {
      bootcamps: Record<string, Record<string, unknown>>;
      redirects: Record<string, string>;
    };
    const links = [
      ...Object.values(pricing.bootcamps).flatMap((b) => [b.linkPayUSD, b.linkPayPeru, b.linkPayMXN]),
      ...Object.values(pricing.redirects),
    ];
    for (const url of links) expect(new URL(String(url)).hostname).toBe('pay.example.com');
    expect(new URL(loadMailContent(DIR).scholarship.redeemUrl).hostname).toBe('becas.example.com');
    expect(new URL(loadMailContent(DIR).masterclass.joinUrl).hostname).toBe('meet.example.com');
    // Every file of content/ has its demo twin.
    const shipped = readdirSync(path.join(import.meta.dirname, '../../content')).filter((n) => n.endsWith('.json'));
    for (const name of shipped) expect(existsSync(path.join(DIR, name)), name).toBe(true);
  });
});

describe('site.json demo flag', () => {
  it('is optional, true or false', () => {
    const base = JSON.parse(readFileSync(path.join(DIR, 'site.json'), 'utf8')) as Record<string, unknown>;
    expect(siteSettingsIssues(base)).toEqual([]);
    expect(siteSettingsIssues({ ...base, demo: false })).toEqual([]);
    const { demo: _demo, ...without } = base;
    expect(siteSettingsIssues(without)).toEqual([]);
    for (const bad of ['yes', 1, null])
      expect(siteSettingsIssues({ ...base, demo: bad })).toEqual([{ field: 'demo', message: expect.stringContaining('true') }]);
  });
});
