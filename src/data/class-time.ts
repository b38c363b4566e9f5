/**
 * Class times and deadlines in the visitor's time zone. The schedule (content/schedule.json)
 * gives wall-clock times in the school's IANA zone and calendar dates there; every class date is
 * turned into an instant with `Intl` (so daylight saving is right on both sides of every change, in
 * the school's zone and the visitor's) and shown in the visitor's zone, day names included (Mon and
 * Wed 19:00 in Lima are Tue and Thu 01:00 in Madrid). Pure functions, no DOM: safe for the server.
 */
import { WEEKDAY_KEYS, type ClassWindow, type WeekdayKey } from '../contracts/site-content';
import { zoneClock, zonedDate } from '../contracts/time-zone';
import { LOCALES, type Lang } from '../i18n/lang';
import { formatDateTime, formatDateTimeRange, formatter, TIME, WEEKDAY, WEEKDAY_DAY_MONTH, WEEKDAY_DAY_MONTH_TIME } from './date-time';

export { zonedDate };

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

const lists = new Map<string, Intl.ListFormat>();
/** One memoised 'a, b y c' per locale: the pricing block writes a week of class days for each card. */
function listFormat(locale: string): Intl.ListFormat {
  let f = lists.get(locale);
  if (!f) lists.set(locale, (f = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return f;
}

/** The wall clock of `at` in `timeZone`: [year, month (1-12), day, hour (0-23), minute, weekday key]. */
export const wallClock = zoneClock as (at: number, timeZone: string) => [number, number, number, number, number, WeekdayKey];

const utcWall = (date: string, time = ''): number => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, min);
};

/** The offset from UTC of a zone whose wall clock reads `wall` at instant `at`, in ms. */
const offsetOf = ([y, m, d, h, min]: ReturnType<typeof wallClock>, at: number): number =>
  Date.UTC(y, m - 1, d, h, min) - Math.floor(at / MINUTE) * MINUTE;

/** The offset of `timeZone` from UTC at instant `at`, in ms (Lima: -5 h). */
function offsetAt(at: number, timeZone: string): number {
  return offsetOf(wallClock(at, timeZone), at);
}

/**
 * The instant of wall-clock `time` (`HH:MM`; none: the day's start) on calendar `date` (`YYYY-MM-DD`) in `timeZone`.
 * Twice round, so a date on either side of a daylight-saving change gets that side's offset (a time
 * skipped by a change moves forward by the gap, as clocks do).
 */
export function zonedInstant(date: string, time: string | undefined, timeZone: string): number {
  const wall = utcWall(date, time);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** The weekday key of a calendar date. */
export const weekdayOf = (date: string): WeekdayKey => WEEKDAY_KEYS[(new Date(utcWall(date)).getUTCDay() + 6) % 7]!;

/** The calendar date `days` after `date`. */
export const addDays = (date: string, days: number): string => new Date(utcWall(date) + days * DAY).toISOString().slice(0, 10);

/** The class dates from `from` to `to` (calendar dates, both included) that fall on one of `days`. */
export function classDates(days: readonly WeekdayKey[], from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < 400; date = addDays(date, 1)) if (days.includes(weekdayOf(date))) dates.push(date);
  return dates;
}

/** One class shown in a zone: its weekday there and its start `HH:MM` (24-hour). */
export function localClass(date: string, time: string, school: string, zone: string): { weekday: WeekdayKey; time: string } {
  const [, , , h, min, weekday] = wallClock(zonedInstant(date, time, school), zone);
  return { weekday, time: `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}` };
}

/** How a week of classes reads in one zone. */
export interface ShownClasses {
  /** The class days there: 'martes y jueves' / 'Tuesday and Thursday' (empty without dates). */
  days: string;
  /** The class hours there in the language's own style: '01:00–03:00' / '1:00 – 3:00 AM'. */
  time: string;
  /** Some of the class falls between 23:00 and 06:00 there. */
  night: boolean;
}

/**
 * Whether some quarter hour from `start` to `end` falls between 23:00 and 06:00 in `zone`. When the
 * zone's offset is the same at both ends (no daylight-saving change in the class), its wall clock
 * runs on from the start's, and the quarters are counted from that one reading (two formatter calls
 * in all); otherwise each is read (a 3-hour class was 12 calls, for every week the pricing block shows).
 */
function atNight(start: number, end: number, zone: string): boolean {
  const wall = wallClock(start, zone);
  const [, , , hour, minute] = wall;
  const steady = offsetOf(wall, start) === offsetAt(end, zone);
  for (let at = start, local = hour * 60 + minute; at < end; at += 15 * MINUTE, local += 15) {
    const h = steady ? Math.floor(local / 60) % 24 : wallClock(at, zone)[3];
    if (h >= 23 || h < 6) return true;
  }
  return false;
}

/**
 * One week of classes (`dates`, calendar dates in `school`, one per class day; the first is the
 * reference for the hours) of the `window` (wall-clock times in `school`), as they read in `zone`.
 */
export function showClasses(dates: readonly string[], window: ClassWindow, school: string, zone: string, lang: Lang): ShownClasses {
  const locale = LOCALES[lang];
  const first = dates[0] ?? zonedDate(Date.now(), school);
  const start = zonedInstant(first, window.start, school);
  const end = zonedInstant(first, window.end, school);
  const night = atNight(start, end, zone);
  const dayName = formatter(WEEKDAY, lang, zone);
  // Monday first, as a week reads ('lunes y miércoles', also for a cohort that starts on a Wednesday).
  const classes = dates.map((date) => zonedInstant(date, window.start, school));
  const order = (at: number) => WEEKDAY_KEYS.indexOf(wallClock(at, zone)[5]);
  const days = [...new Set(classes.sort((a, b) => order(a) - order(b)).map((at) => dayName.format(at)))];
  return {
    days: dates.length ? listFormat(locale).format(days) : '',
    time: formatDateTimeRange(start, end, TIME, { lang, timeZone: zone }),
    night,
  };
}

/** The first class date of each class day from `from` on (one week of classes), in class-day order of the week. */
export const classWeek = (days: readonly WeekdayKey[], from: string): string[] => classDates(days, from, addDays(from, 6));

/**
 * Where the hours of a course (`dates`, every class date in `school`) change in `zone` (a
 * daylight-saving change on either side): each change's first class date and its new hours.
 */
export function timeChanges(
  dates: readonly string[],
  window: ClassWindow,
  school: string,
  zone: string,
  lang: Lang,
): Array<{ date: string; time: string }> {
  const changes: Array<{ date: string; time: string }> = [];
  let last = '';
  for (const date of dates) {
    const { time } = showClasses([date], window, school, zone, lang);
    if (last && time !== last) changes.push({ date, time });
    last = time;
  }
  return changes;
}

/** A calendar date as 'domingo, 8 de marzo' / 'Sunday, March 8' (the day in `zone` of that date's class). */
export function classDay(at: number, zone: string, lang: Lang): string {
  return formatDateTime(at, WEEKDAY_DAY_MONTH, { lang, timeZone: zone });
}

/** An instant in `zone`: 'martes, 15 de diciembre, 23:59' / 'Tuesday, December 15 at 11:59 PM'. */
export function formatInstant(at: number, zone: string, lang: Lang): string {
  return formatDateTime(at, WEEKDAY_DAY_MONTH_TIME, { lang, timeZone: zone });
}

/** The city of an IANA zone: 'America/Lima' → 'Lima', 'America/Mexico_City' → 'Mexico City'. */
export const zoneCity = (timeZone: string): string => (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
