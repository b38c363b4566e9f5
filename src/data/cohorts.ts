/**
 * The start dates on offer, from content/schedule.json: its fixed cohorts and its start rules
 * ('every month, the first Monday, classes Mon and Wed, night turno, 16 weeks') expanded in the
 * school's zone. Every page, the pricing answer and the deadline bar read their dates from here, so
 * they agree: the next starts, each cohort's enrolment close, and the next cohort still open.
 *
 * Dates are calendar dates in the school's zone (`YYYY-MM-DD`), computed as plain calendar
 * arithmetic; only 'today' and the close instants need the zone (its offset on that day, so a
 * daylight-saving change is right on both sides). Pure functions, no DOM: safe for the server.
 */
import { BOOTCAMP_SLUGS, DEFAULT_BOOTCAMP, type BootcampSlug } from '../contracts/bootcamp';
import { WEEKDAY_KEYS, type Cohort, type Schedule, type StartRule } from '../contracts/site-content';
import { addDays, wallClock, weekdayOf, zonedDate, zonedInstant } from './class-time';

/** A start on offer: a cohort (fixed or from a rule) of one bootcamp, with its enrolment close. */
export interface Start extends Cohort {
  readonly bootcamp: BootcampSlug;
  /** When enrolment closes, epoch ms. */
  readonly closesAt: number;
}

/** How far ahead rules are expanded: a year of monthly starts is more than any page shows. */
const HORIZON_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The `nth` (1–4, or -1: the last) `weekday` of a month (`month` 1–12), as `YYYY-MM-DD`. */
export function nthWeekday(year: number, month: number, weekday: StartRule['weekday'], nth: StartRule['nth']): string {
  const wanted = WEEKDAY_KEYS.indexOf(weekday);
  if (nth === -1) {
    const last = daysInMonth(year, month);
    const lastKey = WEEKDAY_KEYS.indexOf(weekdayOf(`${year}-${pad(month)}-${pad(last)}`));
    return `${year}-${pad(month)}-${pad(last - ((lastKey - wanted + 7) % 7))}`;
  }
  const firstKey = WEEKDAY_KEYS.indexOf(weekdayOf(`${year}-${pad(month)}-01`));
  return `${year}-${pad(month)}-${pad(1 + ((wanted - firstKey + 7) % 7) + (nth - 1) * 7)}`;
}

/** The last class day (one of `days`) within `weeks` weeks from `start` (the start counting as day one). */
export function lastClassDay(start: string, days: readonly StartRule['days'][number][], weeks: number): string {
  let date = addDays(start, weeks * 7 - 1);
  while (date > start && !days.includes(weekdayOf(date))) date = addDays(date, -1);
  return date;
}

/**
 * The cohorts a rule gives whose start falls in the `months` months from the month of `from`
 * (`YYYY-MM-DD`), on or after `from`, within the rule's own `from`/`until`, minus its skip dates.
 */
export function expandRule(rule: StartRule, from: string, months = HORIZON_MONTHS): Cohort[] {
  const [year = 0, month = 1] = from.split('-').map(Number);
  const cohorts: Cohort[] = [];
  for (let i = 0; i < months; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    const start = nthWeekday(y, m, rule.weekday, rule.nth);
    if (start < from || (rule.from && start < rule.from) || (rule.until && start > rule.until) || rule.skip?.includes(start)) continue;
    cohorts.push({ start, end: lastClassDay(start, rule.days, rule.weeks), days: rule.days, turno: rule.turno });
  }
  return cohorts;
}

/**
 * When enrolment in a cohort closes (epoch ms): its own `enrolmentCloses`; else the schedule's
 * `deadlines.enrolmentCloses` when that comes before the cohort starts; else the end of the day
 * `closeDaysBefore` days before its start (default 1: the eve), in the school's zone.
 */
export function closeOf(cohort: Cohort, schedule: Pick<Schedule, 'timeZone' | 'deadlines'>, closeDaysBefore = 1): number {
  if (cohort.enrolmentCloses) return Date.parse(cohort.enrolmentCloses);
  const opens = zonedInstant(cohort.start, undefined, schedule.timeZone);
  const shared = schedule.deadlines?.enrolmentCloses && Date.parse(schedule.deadlines.enrolmentCloses);
  if (shared && shared < opens) return shared;
  // The start of the day after the last day of enrolment, less a second (23:59:59 that day).
  return zonedInstant(addDays(cohort.start, 1 - closeDaysBefore), undefined, schedule.timeZone) - 1000;
}

const byStart = (a: Start, b: Start) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.turno < b.turno ? -1 : a.turno > b.turno ? 1 : 0;

/**
 * The starts of a bootcamp (or of every bootcamp, without `bootcamp`) still to begin at `now`: their
 * first day is after today in the school's zone. Earliest first, a fixed cohort winning over a rule's
 * on the same day and turno; at most `limit`.
 */
export function upcomingStarts(
  schedule: Pick<Schedule, 'timeZone' | 'deadlines' | 'bootcamps'>,
  now: number,
  options: { bootcamp?: BootcampSlug; limit?: number } = {},
): Start[] {
  const today = zonedDate(now, schedule.timeZone);
  const tomorrow = addDays(today, 1);
  const starts: Start[] = [];
  const seen = new Set<string>();
  for (const slug of options.bootcamp ? [options.bootcamp] : BOOTCAMP_SLUGS) {
    const own = schedule.bootcamps[slug];
    if (!own) continue;
    const add = (cohort: Cohort, closeDaysBefore?: number) => {
      const key = `${slug} ${cohort.start} ${cohort.turno}`;
      if (cohort.start <= today || seen.has(key)) return;
      seen.add(key);
      starts.push({ ...cohort, bootcamp: slug, closesAt: closeOf(cohort, schedule, closeDaysBefore) });
    };
    for (const cohort of own.cohorts ?? []) add(cohort);
    for (const rule of own.rules ?? []) for (const cohort of expandRule(rule, tomorrow)) add(cohort, rule.closeDaysBefore);
  }
  return starts.sort(byStart).slice(0, options.limit ?? Infinity);
}

/** The earliest start whose enrolment is still open at `now` (of one bootcamp, or of any), or undefined. */
export function nextOpenStart(
  schedule: Pick<Schedule, 'timeZone' | 'deadlines' | 'bootcamps'>,
  now: number,
  bootcamp?: BootcampSlug,
): Start | undefined {
  return upcomingStarts(schedule, now, { bootcamp }).find((s) => s.closesAt > now);
}

/** The next masterclass still ahead of `now` (instants), or undefined. */
export function nextMasterclass(instants: readonly string[], now: number): string | undefined {
  return instants.filter((at) => Date.parse(at) > now).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/** An instant written with the zone's offset at that instant, e.g. `2026-12-01T23:59:59-05:00`. */
export function closeInstant(at: number, timeZone: string): string {
  const [y, m, d, h, min] = wallClock(at, timeZone);
  const offset = Math.round((Date.UTC(y, m - 1, d, h, min) - Math.floor(at / 60_000) * 60_000) / 60_000);
  const seconds = Math.floor((at % 60_000) / 1000);
  const sign = offset < 0 ? '-' : '+';
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(seconds)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * The schedule as the widgets read it (`GET /api/schedule`): rules expanded into the next `limit`
 * cohorts of each bootcamp, each with its close, and `deadlines.enrolmentCloses` the close of the
 * site's own bootcamp's next open start (left out when none is open: no page then says enrolment
 * closes).
 */
export function publishedSchedule(schedule: Schedule, now: number, limit = 3): Schedule {
  const { placeholder: _placeholder, ...rest } = schedule;
  const bootcamps: Record<string, unknown> = {};
  for (const [slug, own] of Object.entries(schedule.bootcamps)) {
    if (!own) continue;
    const cohorts = upcomingStarts(schedule, now, { bootcamp: slug as BootcampSlug, limit }).map(
      ({ bootcamp: _b, closesAt, ...cohort }) => ({
        ...cohort,
        enrolmentCloses: closeInstant(closesAt, schedule.timeZone),
      }),
    );
    bootcamps[slug] = { turnos: own.turnos, cohorts };
  }
  // The site's own bootcamp's close (the landing's bar and 'La inscripción cierra'), not the soonest
  // of every bootcamp: each cohort above carries its own close for the other bootcamps' pages.
  const open = nextOpenStart(schedule, now, schedule.bootcamps[DEFAULT_BOOTCAMP] ? DEFAULT_BOOTCAMP : undefined);
  const deadlines = {
    ...(schedule.deadlines?.campaigns ? { campaigns: schedule.deadlines.campaigns } : {}),
    ...(open ? { enrolmentCloses: closeInstant(open.closesAt, schedule.timeZone) } : {}),
  };
  return { ...rest, deadlines, masterclasses: schedule.masterclasses.filter((at) => Date.parse(at) > now), bootcamps } as Schedule;
}

/** What the schedule lacks at `now`: a start still open to enrol in, a masterclass ahead. */
export function scheduleGaps(schedule: Schedule, now: number): { noStart: boolean; noMasterclass: boolean } {
  return { noStart: !nextOpenStart(schedule, now), noMasterclass: !nextMasterclass(schedule.masterclasses, now) };
}
