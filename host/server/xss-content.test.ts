import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../tests/fixtures/hostile-strings';
import { loadSiteContent, SiteContentError } from './site-content';

/**
 * The XSS list (tests/fixtures/hostile-strings.ts) through every string field of the business's
 * content files (content/site.json, schedule.json, team.json, founders.json, employers.json), as
 * the server reads them at start. A field the site shows as text either keeps the string verbatim
 * (tests/browser/xss.spec.ts then renders it) or refuses it naming the file and the field; a field
 * that becomes an address, an id or a date refuses every hostile string, and an address that
 * leaves the site while looking like a site path (`//host`, `/\host`) too.
 */

/** Site paths that a browser resolves to another site. */
const OFF_SITE_PATHS = ['//evil.example/x.png', '/\\evil.example/x.png', '/\\/evil.example/x.png'];

const valid = {
  'site.json': {
    brand: 'Embudo Bootcamp',
    email: 'hola@example.com',
    phone: '+1 555 555 0100',
    chatPhone: '15555550100',
    campusUrl: 'https://campus.example.com',
    syllabusUrl: '/brochure',
    invoiceBaseUrl: 'https://storage.example.com',
    social: {
      x: 'https://x.com/a',
      facebook: 'https://facebook.com/a',
      instagram: 'https://instagram.com/a',
      tiktok: 'https://tiktok.com/@a',
    },
    pixels: { meta: '', google: '', tiktok: '' },
    webVisible: true,
    policiesRevised: '2026-11-25',
    stats: { vacancies: 500000, employability: 85, roi: 500, rating: 4.9, graduates: 2847, monthlySalaryUSD: { min: 2500, max: 8000 } },
    certificateYear: 2026,
  },
  'team.json': { members: [{ name: 'Ana Pérez', designation: { es: 'DEV', en: 'DEV' }, image: '/img/team/ana.webp' }] },
  'founders.json': { quote: { es: 'Hola.', en: 'Hello.' }, names: 'Ana y Luis', image: '/img/founders.webp' },
  'employers.json': { employers: [{ name: 'Acme', logo: '/img/employers/acme.svg', width: 120, height: 40 }] },
  'schedule.json': {
    timeZone: 'America/Lima',
    deadlines: { enrolmentCloses: '2026-12-15T23:59:59-05:00', campaigns: { verano: '2026-12-01T00:00:00-05:00' } },
    masterclasses: ['2027-01-14T19:00:00-05:00'],
    bootcamps: {
      fullstack: {
        turnos: { noche: { start: '19:00', end: '21:00' } },
        cohorts: [{ start: '2027-01-11', end: '2027-05-02', days: ['mon'], turno: 'noche' }],
      },
    },
  },
} as const;
type File = keyof typeof valid;

/** Fields shown as text: a hostile string is kept verbatim or refused. */
const TEXT: Array<[File, string]> = [
  ['site.json', 'brand'],
  ['team.json', 'members[0].name'],
  ['team.json', 'members[0].designation.es'],
  ['team.json', 'members[0].designation.en'],
  ['founders.json', 'quote.es'],
  ['founders.json', 'quote.en'],
  ['founders.json', 'names'],
  ['employers.json', 'employers[0].name'],
];
/** Fields that become an address, an id, a number or a date: every hostile string is refused. */
const STRICT: Array<[File, string, string?]> = [
  ['site.json', 'email'],
  ['site.json', 'phone'],
  ['site.json', 'chatPhone'],
  ['site.json', 'campusUrl'],
  ['site.json', 'syllabusUrl'],
  ['site.json', 'invoiceBaseUrl'],
  ['site.json', 'social.x'],
  ['site.json', 'social.facebook'],
  ['site.json', 'social.instagram'],
  ['site.json', 'social.tiktok'],
  ['site.json', 'pixels.meta'],
  ['site.json', 'pixels.google'],
  ['site.json', 'pixels.tiktok'],
  ['site.json', 'policiesRevised'],
  ['site.json', 'stats.vacancies'],
  ['site.json', 'stats.employability'],
  ['site.json', 'stats.roi'],
  ['site.json', 'stats.rating'],
  ['site.json', 'stats.graduates'],
  ['site.json', 'stats.monthlySalaryUSD.min'],
  ['site.json', 'stats.monthlySalaryUSD.max'],
  ['site.json', 'certificateYear'],
  ['team.json', 'members[0].image'],
  ['founders.json', 'image'],
  ['employers.json', 'employers[0].logo'],
  ['schedule.json', 'timeZone'],
  ['schedule.json', 'deadlines.enrolmentCloses'],
  ['schedule.json', 'deadlines.campaigns.verano'],
  ['schedule.json', 'masterclasses[0]'],
  ['schedule.json', 'bootcamps.fullstack.turnos.noche.start', 'bootcamps.fullstack.turnos.noche'],
  ['schedule.json', 'bootcamps.fullstack.cohorts[0].start'],
];
/** Fields where a site path is allowed: a path that leaves the site is refused too. */
const PATHS: Array<[File, string]> = [
  ['site.json', 'syllabusUrl'],
  ['team.json', 'members[0].image'],
  ['founders.json', 'image'],
  ['employers.json', 'employers[0].logo'],
];

const keys = (field: string): string[] => field.replace(/\[(\d+)\]/g, '.$1').split('.');

/** A copy of `valid[file]` with `field` set to `value`. */
function withField(file: File, field: string, value: unknown): unknown {
  const doc = structuredClone(valid[file]) as Record<string, unknown>;
  const parts = keys(field);
  let at = doc as Record<string, unknown>;
  for (const k of parts.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[parts.at(-1)!] = value;
  return doc;
}

/** The value `field` of the file as loaded. */
function read(loaded: unknown, field: string): unknown {
  return keys(field).reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], loaded);
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-xss-unit-'));
  cpSync(path.join(process.cwd(), 'content/blog'), path.join(dir, 'blog'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the five files (`file` with `field` = `value`) and loads them as the server does at start. */
function load(file: File, field: string, value: unknown): { error?: SiteContentError; loaded?: unknown } {
  for (const name of Object.keys(valid) as File[])
    writeFileSync(path.join(dir, name), JSON.stringify(name === file ? withField(file, field, value) : valid[name], null, 2));
  try {
    const { content } = loadSiteContent(dir);
    const byFile = {
      'site.json': content.settings,
      'team.json': content.team,
      'founders.json': content.founders,
      'employers.json': content.employers,
      'schedule.json': content.schedule,
    };
    return { loaded: byFile[file] };
  } catch (error) {
    if (error instanceof SiteContentError) return { error };
    throw error;
  }
}

const refusal = (file: File, field: string) =>
  new RegExp(
    `${path.join(dir, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid:\\n  - (line \\d+, )?${field.replace(/[.[\]]/g, '\\$&')}: `,
  );

describe('the XSS list through the content files, as read at start', () => {
  it('the valid files load (the baseline of every case below)', () => {
    expect(load('site.json', 'brand', 'Embudo Bootcamp').error).toBeUndefined();
  });

  it.each(TEXT)('%s %s, shown as text: each hostile string kept verbatim, or refused naming the file and the field', (file, field) => {
    let kept = 0;
    for (const s of HOSTILE_STRINGS) {
      const { error, loaded } = load(file, field, s);
      if (error) expect(error.message, JSON.stringify(s.slice(0, 30))).toMatch(refusal(file, field));
      else {
        expect(read(loaded, field), JSON.stringify(s.slice(0, 30))).toBe(s);
        kept++;
      }
      // Control characters never reach a page.
      if (/[\0-\x1f]/.test(s)) expect(error, JSON.stringify(s.slice(0, 30))).toBeDefined();
    }
    // Most of the list is text a page must be able to show (tests/browser/xss.spec.ts shows it).
    expect(kept).toBeGreaterThanOrEqual(8);
  });

  it.each(STRICT)(
    '%s %s, an address, id or date: every hostile string refused naming the file and the field',
    (file, field, named = field) => {
      for (const s of HOSTILE_STRINGS)
        expect(load(file, field, s).error?.message, JSON.stringify(s.slice(0, 30))).toMatch(refusal(file, named));
    },
  );

  it.each(PATHS)(
    '%s %s, a site path: a path a browser sends to another site (two slashes, or a slash and a backslash) is refused naming the file and the field',
    (file, field) => {
      for (const s of OFF_SITE_PATHS) expect(load(file, field, s).error?.message, s).toMatch(refusal(file, field));
      expect(load(file, field, '/img/ok.webp').error).toBeUndefined();
    },
  );
});

it('the content folder of the repository is what this test starts from (the fields it names exist)', () => {
  const site = JSON.parse(readFileSync(path.join(process.cwd(), 'content/site.json'), 'utf8')) as Record<string, unknown>;
  for (const [file, field] of STRICT) if (file === 'site.json') expect(read(site, field), field).toBeDefined();
});
