/**
 * What the business owns on the site (content/*.json, formats in content/README.md): the class
 * schedule (cohorts, turnos, the enrolment deadline), the team, the founders' quote and the
 * graduates' employers. Read by the site's build (pre-render) and by the server at start, which
 * refuses a broken file naming the field and says which files are still placeholders.
 *
 * A file whose `placeholder` is `true` has not been filled by the business yet: the site hides what
 * it would show, or shows a note that says so — never an invented person or date as real.
 */
import type { FieldIssue } from './schema';
import { isImageRef } from './social-proof';
import { BOOTCAMP_SLUGS, type BootcampSlug } from './bootcamp';
import { isTimeZone, zonedDate } from './time-zone';

/** Weekday keys, Monday first. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** A turno key (docs/product.md#pricing-config): night, morning, afternoon. */
export type TurnoKey = 'noche' | 'dia' | 'tarde';
const TURNO_KEYS: readonly TurnoKey[] = ['noche', 'dia', 'tarde'];

/** A class time window in the school's time zone, `HH:MM` 24-hour. */
export interface ClassWindow {
  readonly start: string;
  readonly end: string;
}

/** One cohort: its first and last class dates (calendar dates in the school's zone), class days and turno. */
export interface Cohort {
  readonly start: string;
  readonly end: string;
  readonly days: readonly WeekdayKey[];
  readonly turno: TurnoKey;
  /**
   * When enrolment in this cohort closes, an instant with its offset. Left out: the end of the day
   * before its start in the school's zone (or the schedule's `deadlines.enrolmentCloses`, when that
   * comes before the start).
   */
  readonly enrolmentCloses?: string;
}

/** Which week of the month a start rule picks: the first to the fourth, or the last (-1). */
export type NthWeek = 1 | 2 | 3 | 4 | -1;

/**
 * Cohorts stated once: 'every month, the first Monday, classes Mon and Wed, night turno, 16 weeks'.
 * Expanded in the school's zone by src/data/cohorts, so the site never runs out of start dates.
 */
export interface StartRule {
  readonly every: 'month';
  /** The weekday of the start and which one of the month (1–4, or -1 for the last). */
  readonly weekday: WeekdayKey;
  readonly nth: NthWeek;
  readonly days: readonly WeekdayKey[];
  readonly turno: TurnoKey;
  /** How long the cohort runs: it ends on its last class day within this many weeks. */
  readonly weeks: number;
  /** Enrolment closes at the end of the day this many days before the start (default 1: the eve). */
  readonly closeDaysBefore?: number;
  /** Start dates this rule does not give (holidays, a month off). */
  readonly skip?: readonly string[];
  /** The first and last calendar dates a start may fall on (both optional). */
  readonly from?: string;
  readonly until?: string;
}

/** The schedule of one bootcamp: fixed cohorts, start rules, or both. */
export interface BootcampSchedule {
  readonly turnos: Readonly<Partial<Record<TurnoKey, ClassWindow>>>;
  readonly cohorts?: readonly Cohort[];
  readonly rules?: readonly StartRule[];
}

/** The school's time zone when content/schedule.json names none. */
export const DEFAULT_SCHOOL_ZONE = 'America/Lima';

/** content/schedule.json: the one place that holds start dates, class times and deadlines. */
export interface Schedule {
  readonly placeholder?: boolean;
  /** The school's IANA time zone: class times are given in it (default {@link DEFAULT_SCHOOL_ZONE}, filled in at load). */
  readonly timeZone: string;
  /**
   * Deadlines as instants (ISO 8601 with offset), all optional: a close of enrolment for the fixed
   * cohorts that give none of their own (each cohort otherwise closes on the eve of its start: the
   * 'Preinscripción cierra en' bar counts down to the next open cohort's close) and each campaign's
   * end by campaign slug (the last segment of its landing path), which the bar on that campaign's
   * page counts down to instead. In `GET /api/schedule`, `enrolmentCloses` is the next open
   * cohort's close, and is left out when no cohort is open.
   */
  readonly deadlines?: { readonly enrolmentCloses?: string; readonly campaigns?: Readonly<Record<string, string>> };
  /** Next free masterclasses, instants. */
  readonly masterclasses: readonly string[];
  readonly bootcamps: Readonly<Partial<Record<BootcampSlug, BootcampSchedule>>>;
}

/** A team member (docs/product.md#other-entities). */
export interface TeamMember {
  readonly name: string;
  /** Upper-case job title, both languages. */
  readonly designation: { readonly es: string; readonly en: string };
  readonly image?: string;
}

/** content/team.json. */
export interface Team {
  readonly placeholder?: boolean;
  readonly members: readonly TeamMember[];
}

/** content/founders.json: the founders' quote with photo. */
export interface Founders {
  readonly placeholder?: boolean;
  readonly quote: { readonly es: string; readonly en: string };
  readonly names: string;
  readonly image?: string;
}

/** An employer of graduates, with its logo (SVG or WebP on the site, with its intrinsic size). */
export interface Employer {
  readonly name: string;
  readonly logo: string;
  readonly width: number;
  readonly height: number;
}

/** content/employers.json. */
export interface Employers {
  readonly placeholder?: boolean;
  readonly employers: readonly Employer[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 400): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max && !/[\0-\x1f\x7f]/.test(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isDate = (v: unknown): v is string =>
  typeof v === 'string' &&
  DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const isInstant = (v: unknown): v is string => typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v));

function texts(v: unknown, at: string, issues: FieldIssue[], max = 400): void {
  if (!isObject(v)) issues.push({ field: at, message: 'expected { "es": "…", "en": "…" }' });
  else
    for (const lang of ['es', 'en'])
      if (!isText(v[lang], max)) issues.push({ field: `${at}.${lang}`, message: `expected one line of text (at most ${max} characters)` });
}

function placeholderIssue(v: Record<string, unknown>, issues: FieldIssue[]): void {
  if (v.placeholder !== undefined && typeof v.placeholder !== 'boolean')
    issues.push({ field: 'placeholder', message: 'expected true or false' });
}

/** The problems of a schedule document; empty when it is valid. */
export function scheduleIssues(v: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isObject(v)) return [{ field: '(file)', message: 'expected an object with timeZone, deadlines, masterclasses and bootcamps' }];
  placeholderIssue(v, issues);
  if (v.timeZone !== undefined && !isTimeZone(v.timeZone))
    issues.push({ field: 'timeZone', message: 'expected an IANA time zone such as "America/Lima"' });
  if (v.deadlines !== undefined && !isObject(v.deadlines))
    issues.push({ field: 'deadlines', message: 'expected { "enrolmentCloses"?: "<instant>", "campaigns"?: { … } }' });
  else if (isObject(v.deadlines) && v.deadlines.enrolmentCloses !== undefined && !isInstant(v.deadlines.enrolmentCloses)) {
    issues.push({ field: 'deadlines.enrolmentCloses', message: 'expected an instant with its offset, e.g. "2026-12-15T23:59:59-05:00"' });
  }
  const campaigns = isObject(v.deadlines) ? v.deadlines.campaigns : undefined;
  if (campaigns !== undefined) {
    if (!isObject(campaigns)) issues.push({ field: 'deadlines.campaigns', message: 'expected { "<campaign slug>": "<instant>" }' });
    else
      for (const [slug, at] of Object.entries(campaigns)) {
        if (!/^[a-z0-9-]{1,64}$/.test(slug))
          issues.push({ field: `deadlines.campaigns.${slug}`, message: 'expected a campaign slug (lower-case letters, digits, hyphens)' });
        else if (!isInstant(at))
          issues.push({
            field: `deadlines.campaigns.${slug}`,
            message: 'expected an instant with its offset, e.g. "2026-12-15T23:59:59-05:00"',
          });
      }
  }
  if (!Array.isArray(v.masterclasses)) issues.push({ field: 'masterclasses', message: 'expected a list of instants' });
  else
    v.masterclasses.forEach(
      (m, i) =>
        isInstant(m) ||
        issues.push({ field: `masterclasses[${i}]`, message: 'expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"' }),
    );
  if (!isObject(v.bootcamps)) return [...issues, { field: 'bootcamps', message: 'expected an object by bootcamp slug' }];
  for (const [slug, b] of Object.entries(v.bootcamps)) {
    const at = `bootcamps.${slug}`;
    if (!(BOOTCAMP_SLUGS as readonly string[]).includes(slug)) {
      issues.push({ field: at, message: `unknown bootcamp: expected one of ${BOOTCAMP_SLUGS.join(', ')}` });
      continue;
    }
    if (!isObject(b)) {
      issues.push({ field: at, message: 'expected { "turnos": {…}, "cohorts": […] }' });
      continue;
    }
    if (!isObject(b.turnos) || Object.keys(b.turnos).length === 0)
      issues.push({ field: `${at}.turnos`, message: 'expected at least one of noche, dia, tarde' });
    else {
      for (const [key, w] of Object.entries(b.turnos)) {
        if (!TURNO_KEYS.includes(key as TurnoKey))
          issues.push({ field: `${at}.turnos.${key}`, message: 'unknown turno: expected noche, dia or tarde' });
        else if (!isObject(w) || !TIME.test(String(w.start)) || !TIME.test(String(w.end)) || String(w.start) >= String(w.end)) {
          issues.push({
            field: `${at}.turnos.${key}`,
            message: 'expected { "start": "HH:MM", "end": "HH:MM" } (24-hour, start before end)',
          });
        }
      }
    }
    if (b.cohorts === undefined && b.rules === undefined) {
      issues.push({ field: `${at}.cohorts`, message: 'expected a list of cohorts, or start rules in "rules"' });
      continue;
    }
    const turnoOk = (turno: unknown) => TURNO_KEYS.includes(turno as TurnoKey) && isObject(b.turnos) && String(turno) in b.turnos;
    const daysOk = (days: unknown) =>
      Array.isArray(days) && days.length > 0 && days.every((d) => (WEEKDAY_KEYS as readonly unknown[]).includes(d));
    if (b.cohorts !== undefined && !Array.isArray(b.cohorts))
      issues.push({ field: `${at}.cohorts`, message: 'expected a list of cohorts' });
    else
      (b.cohorts ?? []).forEach((c: unknown, i: number) => {
        const ca = `${at}.cohorts[${i}]`;
        if (!isObject(c)) return issues.push({ field: ca, message: 'expected { "start", "end", "days", "turno" }' });
        if (!isDate(c.start)) issues.push({ field: `${ca}.start`, message: 'expected a date "YYYY-MM-DD"' });
        if (!isDate(c.end) || (isDate(c.start) && c.end <= c.start))
          issues.push({ field: `${ca}.end`, message: 'expected a date "YYYY-MM-DD" after the start' });
        if (!daysOk(c.days)) issues.push({ field: `${ca}.days`, message: `expected a list of ${WEEKDAY_KEYS.join(', ')}` });
        if (!turnoOk(c.turno)) issues.push({ field: `${ca}.turno`, message: "expected one of this bootcamp's turnos" });
        if (c.enrolmentCloses !== undefined && !isInstant(c.enrolmentCloses))
          issues.push({ field: `${ca}.enrolmentCloses`, message: 'expected an instant with its offset, e.g. "2027-01-10T23:59:59-05:00"' });
        return undefined;
      });
    if (b.rules !== undefined && !Array.isArray(b.rules)) issues.push({ field: `${at}.rules`, message: 'expected a list of start rules' });
    else (b.rules ?? []).forEach((r: unknown, i: number) => ruleIssues(r, `${at}.rules[${i}]`, turnoOk, daysOk, issues));
  }
  return issues;
}

const RULE_KEYS = ['every', 'weekday', 'nth', 'days', 'turno', 'weeks', 'closeDaysBefore', 'skip', 'from', 'until'];

/** The problems of one start rule (each named by its field, with the form expected). */
function ruleIssues(r: unknown, at: string, turnoOk: (t: unknown) => boolean, daysOk: (d: unknown) => boolean, issues: FieldIssue[]): void {
  if (!isObject(r)) {
    issues.push({ field: at, message: 'expected { "every": "month", "weekday", "nth", "days", "turno", "weeks" }' });
    return;
  }
  for (const key of Object.keys(r))
    if (!RULE_KEYS.includes(key)) issues.push({ field: `${at}.${key}`, message: `unknown field: expected one of ${RULE_KEYS.join(', ')}` });
  if (r.every !== 'month') issues.push({ field: `${at}.every`, message: 'expected "month" (a start every month)' });
  if (!(WEEKDAY_KEYS as readonly unknown[]).includes(r.weekday))
    issues.push({ field: `${at}.weekday`, message: `expected the start's weekday, one of ${WEEKDAY_KEYS.join(', ')}` });
  if (![1, 2, 3, 4, -1].includes(r.nth as number))
    issues.push({ field: `${at}.nth`, message: 'expected which one of the month: 1, 2, 3, 4, or -1 for the last' });
  if (!daysOk(r.days)) issues.push({ field: `${at}.days`, message: `expected the class days, a list of ${WEEKDAY_KEYS.join(', ')}` });
  if (!turnoOk(r.turno)) issues.push({ field: `${at}.turno`, message: "expected one of this bootcamp's turnos" });
  if (!Number.isInteger(r.weeks) || (r.weeks as number) < 1 || (r.weeks as number) > 104)
    issues.push({ field: `${at}.weeks`, message: 'expected the length in weeks, a whole number 1–104' });
  if (
    r.closeDaysBefore !== undefined &&
    (!Number.isInteger(r.closeDaysBefore) || (r.closeDaysBefore as number) < 0 || (r.closeDaysBefore as number) > 60)
  ) {
    issues.push({
      field: `${at}.closeDaysBefore`,
      message: 'expected a whole number of days 0–60 (0: enrolment closes as the start day begins)',
    });
  }
  if (r.skip !== undefined && (!Array.isArray(r.skip) || !r.skip.every(isDate)))
    issues.push({ field: `${at}.skip`, message: 'expected a list of dates "YYYY-MM-DD"' });
  for (const key of ['from', 'until'])
    if (r[key] !== undefined && !isDate(r[key])) issues.push({ field: `${at}.${key}`, message: 'expected a date "YYYY-MM-DD"' });
  if (isDate(r.from) && isDate(r.until) && r.until < r.from)
    issues.push({ field: `${at}.until`, message: 'expected a date on or after "from"' });
}

/** The problems of a team document. */
export function teamIssues(v: unknown): FieldIssue[] {
  if (!isObject(v) || !Array.isArray(v.members)) return [{ field: 'members', message: 'expected { "members": [ … ] }' }];
  const issues: FieldIssue[] = [];
  placeholderIssue(v, issues);
  v.members.forEach((m: unknown, i: number) => {
    const at = `members[${i}]`;
    if (!isObject(m)) return issues.push({ field: at, message: 'expected { "name", "designation", "image" }' });
    if (!isText(m.name, 80)) issues.push({ field: `${at}.name`, message: 'expected a name (at most 80 characters)' });
    texts(m.designation, `${at}.designation`, issues, 80);
    if (m.image !== undefined && !isImageRef(m.image))
      issues.push({ field: `${at}.image`, message: 'expected an https URL or a site path such as /img/team/ana.webp' });
    return undefined;
  });
  return issues;
}

/** The problems of a founders document. */
export function foundersIssues(v: unknown): FieldIssue[] {
  if (!isObject(v)) return [{ field: '(file)', message: 'expected { "quote", "names", "image" }' }];
  const issues: FieldIssue[] = [];
  placeholderIssue(v, issues);
  texts(v.quote, 'quote', issues, 600);
  if (!isText(v.names, 160)) issues.push({ field: 'names', message: "expected the founders' names (at most 160 characters)" });
  if (v.image !== undefined && !isImageRef(v.image))
    issues.push({ field: 'image', message: 'expected an https URL or a site path such as /img/founders.webp' });
  return issues;
}

/** The problems of an employers document. */
export function employersIssues(v: unknown): FieldIssue[] {
  if (!isObject(v) || !Array.isArray(v.employers)) return [{ field: 'employers', message: 'expected { "employers": [ … ] }' }];
  const issues: FieldIssue[] = [];
  placeholderIssue(v, issues);
  v.employers.forEach((e: unknown, i: number) => {
    const at = `employers[${i}]`;
    if (!isObject(e)) return issues.push({ field: at, message: 'expected { "name", "logo", "width", "height" }' });
    if (!isText(e.name, 80)) issues.push({ field: `${at}.name`, message: 'expected the company name' });
    if (!isImageRef(e.logo)) issues.push({ field: `${at}.logo`, message: 'expected a site path such as /img/employers/acme.svg' });
    for (const k of ['width', 'height'])
      if (!Number.isInteger(e[k]) || (e[k] as number) < 1 || (e[k] as number) > 2000)
        issues.push({ field: `${at}.${k}`, message: "expected the logo's size in pixels, a whole number 1–2000" });
    return undefined;
  });
  return issues;
}

/** The content files of the site, their checks, and what each is for (named by the server at start). */
export const SITE_CONTENT = {
  'site.json': { issues: (v: unknown) => siteSettingsIssues(v), what: 'contact details, links, pixel ids, the web-visible and demo flags' },
  'schedule.json': { issues: scheduleIssues, what: 'start dates, class times, deadlines and masterclass dates' },
  'team.json': { issues: teamIssues, what: 'the team section (hidden until filled)' },
  'founders.json': { issues: foundersIssues, what: "the founders' quote (hidden until filled)" },
  'employers.json': { issues: employersIssues, what: "the graduates' employer logos (hidden until filled)" },
} as const;

/** The date `iso` (a calendar date in `timeZone`) has not begun yet at `now`: its day in that zone is today or later. */
export function isUpcoming(iso: string, now: number, timeZone: string): boolean {
  return iso > zonedDate(now, timeZone);
}

/**
 * The figures the landing shows (docs/product.md#stats), as numbers: the site writes each in the page's
 * language ('2.847' / '2,847', '85 %' / '85%').
 */
export interface SiteStats {
  /** Open tech jobs ('+500 mil' / '500K+'). */
  readonly vacancies: number;
  /** Graduates who found a tech job, in percent ('85 %'). */
  readonly employability: number;
  /** The return on the bootcamp's price, in percent ('+500 %'). */
  readonly roi: number;
  /** The students' rating out of 5 ('4,9/5'). */
  readonly rating: number;
  /** Graduates so far ('2.847'). */
  readonly graduates: number;
  /** The monthly salaries of the roles graduates reach, in USD ('2.500–8.000'). */
  readonly monthlySalaryUSD: { readonly min: number; readonly max: number };
}

/** content/site.json: the business's contact details, links, pixel ids, the web-visible flag and the landing's figures. */
export interface SiteSettings {
  readonly placeholder?: boolean;
  readonly brand: string;
  readonly email: string;
  /** Shown to English visitors (docs/product.md#footer). */
  readonly phone: string;
  /** The chat-app number, digits with the country code (shown to Spanish visitors). */
  readonly chatPhone: string;
  /**
   * `chatPhone` written for people (`+51 987 654 321`), added by the server when it reads the file
   * (the phone plan stays on the server); not part of the file.
   */
  readonly chatPhoneShown?: string;
  /** The learning platform's sign-in (opens in a new tab). */
  readonly campusUrl: string;
  /** The 2025 full stack syllabus (docs/product.md#header). */
  readonly syllabusUrl: string;
  /** Object storage base of the invoices: `{invoiceBaseUrl}/INVOICES/{invoice_id}.pdf`. */
  readonly invoiceBaseUrl: string;
  readonly social: { readonly x: string; readonly facebook: string; readonly instagram: string; readonly tiktok: string };
  /** Ad and analytics ids; a pixel script loads only when its id is set. */
  readonly pixels: { readonly meta: string; readonly google: string; readonly tiktok: string };
  /** docs/product.md#landing-sections: "Some sections show only when a web-visible flag is set". */
  readonly webVisible: boolean;
  /** The date (YYYY-MM-DD) the business approved the privacy and refund policies' current text. */
  readonly policiesRevised: string;
  /** The landing's figures (the benefits band, the profiles' salary range). */
  readonly stats: SiteStats;
  /** The year in the certificate's name ('Certificado Oficial Full Stack Developer 2026'). */
  readonly certificateYear: number;
  /**
   * The folder is a demonstration profile (fictional people, dates and companies), never the
   * school's: every page then carries a 'Contenido de demostración' / 'Demo content' ribbon and the
   * server says so when it starts. Left out or `false` for the real content.
   */
  readonly demo?: boolean;
}

const isHttps = (v: unknown): v is string => typeof v === 'string' && /^https:\/\/[^\s"<>]+$/.test(v) && v.length <= 2048;
const isWhole = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** The problems of the landing's figures (`stats` of site.json). */
function statsIssues(v: unknown, issues: FieldIssue[]): void {
  if (!isObject(v)) {
    issues.push({
      field: 'stats',
      message: 'expected { vacancies, employability, roi, rating, graduates, monthlySalaryUSD } (see content/README.md)',
    });
    return;
  }
  if (!isWhole(v.vacancies, 1, 1e9))
    issues.push({ field: 'stats.vacancies', message: 'expected the number of open tech jobs, a whole number such as 500000' });
  if (!isWhole(v.employability, 0, 100))
    issues.push({ field: 'stats.employability', message: 'expected a whole percentage 0–100 such as 85 (no % sign)' });
  if (!isWhole(v.roi, 1, 100000))
    issues.push({ field: 'stats.roi', message: 'expected the return on investment as a whole percentage such as 500 (no % sign)' });
  // One decimal at most: the page shows it with one ('4,9/5', '5,0/5').
  if (typeof v.rating !== 'number' || !(v.rating >= 0 && v.rating <= 5) || Math.abs(v.rating * 10 - Math.round(v.rating * 10)) > 1e-9) {
    issues.push({ field: 'stats.rating', message: 'expected the rating out of 5 with at most one decimal, such as 4.9' });
  }
  if (!isWhole(v.graduates, 1, 1e7))
    issues.push({ field: 'stats.graduates', message: 'expected the number of graduates, a whole number such as 2847' });
  const salary = v.monthlySalaryUSD;
  if (!isObject(salary)) issues.push({ field: 'stats.monthlySalaryUSD', message: 'expected { "min": 2500, "max": 8000 } (USD a month)' });
  else {
    for (const k of ['min', 'max'])
      if (!isWhole(salary[k], 1, 1e6))
        issues.push({ field: `stats.monthlySalaryUSD.${k}`, message: 'expected a monthly salary in USD, a whole number such as 2500' });
    if (isWhole(salary.min, 1, 1e6) && isWhole(salary.max, 1, 1e6) && salary.min > salary.max)
      issues.push({ field: 'stats.monthlySalaryUSD', message: 'expected min no greater than max' });
  }
}

/** The problems of a site settings document. */
export function siteSettingsIssues(v: unknown): FieldIssue[] {
  if (!isObject(v)) return [{ field: '(file)', message: 'expected an object (see content/README.md)' }];
  const issues: FieldIssue[] = [];
  placeholderIssue(v, issues);
  if (!isText(v.brand, 60)) issues.push({ field: 'brand', message: "expected the school's name" });
  if (typeof v.email !== 'string' || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v.email))
    issues.push({ field: 'email', message: 'expected an email address' });
  if (typeof v.phone !== 'string' || !/^\+[\d ]{6,20}$/.test(v.phone))
    issues.push({ field: 'phone', message: 'expected an international number such as "+1 555 555 0100"' });
  if (typeof v.chatPhone !== 'string' || !/^\d{6,15}$/.test(v.chatPhone))
    issues.push({ field: 'chatPhone', message: 'expected digits with the country code, e.g. "51987654321"' });
  if (!isHttps(v.campusUrl)) issues.push({ field: 'campusUrl', message: 'expected an https:// URL' });
  if (!isHttps(v.syllabusUrl) && !isImageRef(v.syllabusUrl))
    issues.push({ field: 'syllabusUrl', message: 'expected an https:// URL or a site path' });
  if (!isHttps(v.invoiceBaseUrl)) issues.push({ field: 'invoiceBaseUrl', message: 'expected an https:// URL (no trailing slash needed)' });
  if (!isObject(v.social)) issues.push({ field: 'social', message: 'expected { x, facebook, instagram, tiktok }' });
  else
    for (const k of ['x', 'facebook', 'instagram', 'tiktok'])
      if (!isHttps(v.social[k])) issues.push({ field: `social.${k}`, message: 'expected an https:// URL' });
  if (!isObject(v.pixels)) issues.push({ field: 'pixels', message: 'expected { meta, google, tiktok } ("" when unused)' });
  else
    for (const k of ['meta', 'google', 'tiktok'])
      if (typeof v.pixels[k] !== 'string' || !/^[A-Za-z0-9-]{0,40}$/.test(v.pixels[k] as string))
        issues.push({ field: `pixels.${k}`, message: 'expected the id (letters, digits, hyphens) or ""' });
  if (typeof v.webVisible !== 'boolean') issues.push({ field: 'webVisible', message: 'expected true or false' });
  if (!isDate(v.policiesRevised))
    issues.push({ field: 'policiesRevised', message: 'expected the date the policies were approved, "YYYY-MM-DD"' });
  statsIssues(v.stats, issues);
  if (!isWhole(v.certificateYear, 2000, 2100))
    issues.push({ field: 'certificateYear', message: "expected the year in the certificate's name, such as 2026" });
  if (v.demo !== undefined && typeof v.demo !== 'boolean')
    issues.push({ field: 'demo', message: 'expected true (a demonstration profile: every page shows a demo ribbon) or false' });
  return issues;
}
