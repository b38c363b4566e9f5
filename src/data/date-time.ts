/**
 * Every date and time the site, the widgets and the leads desk show, in named option sets: one
 * place says how a date reads, in Spanish (`es`) and US English (`en-US`). Lint forbids building an
 * `Intl.DateTimeFormat` anywhere else but src/contracts/zone-format.ts, the zones' own formatter
 * (zone checks and wall clocks: src/contracts/time-zone.ts).
 *
 * The sets are written with component options (weekday, day, month, hour, minute, timeZoneName),
 * never `dateStyle`/`timeStyle`: ICU refuses those together with `timeZoneName` (a TypeError that
 * took the landing down in the browser), and components give the same text where both are allowed.
 * Each set is a constant of its own, so a widget's bundle carries only the sets it uses.
 *
 * It lives in src/data, not src/i18n, so that the server (which uses src/contracts and src/data
 * only) formats the desk's dates with it too. Formatters are made on first use and kept, one per
 * set, language and zone: a page's first Intl formatter builds the engine's locale table (60–100 ms
 * on a phone), so none is made while a module loads.
 */
import { LOCALES, type Lang } from '../i18n/lang';

declare const named: unique symbol;

/** One of the option sets below: an option object written anywhere else is not one (the type says so). */
export type DateTimeSet = Readonly<Omit<Intl.DateTimeFormatOptions, 'timeZone'>> & { readonly [named]: true };

// The examples are 2027-01-14 19:00 in America/New_York, in Spanish / in English.

/** '14 de enero de 2027' / 'January 14, 2027' (the policies' revision date). */
export const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as DateTimeSet;
/** 'jueves, 14 de enero de 2027' / 'Thursday, January 14, 2027' (a start date). */
export const WEEKDAY_LONG_DATE = { weekday: 'long', ...LONG_DATE } as DateTimeSet;
/** '14 ene 2027' / 'Jan 14, 2027' (a start card's end, the desk's days). */
export const SHORT_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as DateTimeSet;
/** 'jueves' / 'Thursday' (class days). */
export const WEEKDAY = { weekday: 'long' } as DateTimeSet;
/** 'ene' / 'Jan' (a start date's tile; Spanish may end in a period: 'sept.'). */
export const MONTH_SHORT = { month: 'short' } as DateTimeSet;
/** '14' (a start date's tile). */
export const DAY_NUMBER = { day: 'numeric' } as DateTimeSet;
/** 'jueves, 14 de enero' / 'Thursday, January 14' (a start card, the day a course's hours change). */
export const WEEKDAY_DAY_MONTH = { weekday: 'long', day: 'numeric', month: 'long' } as DateTimeSet;
/** '19:00' / '7:00 PM'; as a range (`formatDateTimeRange`) '19:00–21:00' / '7:00 – 9:00 PM' (class hours). */
export const TIME = { hour: 'numeric', minute: '2-digit' } as DateTimeSet;
/** 'jueves, 14 de enero, 19:00' / 'Thursday, January 14 at 7:00 PM' (the enrolment deadline). */
export const WEEKDAY_DAY_MONTH_TIME = { ...WEEKDAY_DAY_MONTH, ...TIME } as DateTimeSet;
/** 'jueves, 14 de enero de 2027, 19:00' / 'Thursday, January 14, 2027 at 7:00 PM' (the masterclass page, at the instant's own offset). */
export const DATE_TIME = { ...WEEKDAY_LONG_DATE, ...TIME } as DateTimeSet;
/** '14 ene 2027, 19:00' / 'Jan 14, 2027, 7:00 PM' (the desk's received time). */
export const SHORT_DATE_TIME = { ...SHORT_DATE, ...TIME } as DateTimeSet;
/** '19:00 GMT-5' / '7:00 PM EST'. */
export const TIME_WITH_ZONE = { ...TIME, timeZoneName: 'short' } as DateTimeSet;
/** 'jueves, 14 de enero de 2027, 19:00 GMT-5' / 'Thursday, January 14, 2027 at 7:00 PM EST' (the next masterclass, in the visitor's zone). */
export const DATE_TIME_WITH_ZONE = { ...DATE_TIME, timeZoneName: 'short' } as DateTimeSet;

/** Where and in which language a date is written: a zone is always said, so the server and the browser agree. */
export interface DateTimeWhere {
  readonly lang: Lang;
  /** An IANA zone; 'UTC' for a calendar date with no zone (see `formatDay`). */
  readonly timeZone: string;
}

const made = new Map<DateTimeSet, Map<string, Intl.DateTimeFormat>>();

/** The formatter of one set in one language and zone, made on first use and kept. Throws a RangeError for a zone the engine does not know. */
export function formatter(set: DateTimeSet, lang: Lang, timeZone: string): Intl.DateTimeFormat {
  let ofSet = made.get(set);
  if (!ofSet) made.set(set, (ofSet = new Map()));
  const key = `${lang} ${timeZone}`;
  let format = ofSet.get(key);
  if (!format) ofSet.set(key, (format = new Intl.DateTimeFormat(LOCALES[lang], { ...set, timeZone })));
  return format;
}

/** An instant (ms since the epoch, or a Date) in one set: `formatDateTime(at, DATE_TIME_WITH_ZONE, { lang, timeZone })`. */
export function formatDateTime(at: number | Date, set: DateTimeSet, { lang, timeZone }: DateTimeWhere): string {
  return formatter(set, lang, timeZone).format(at);
}

/** The span from `start` to `end` in one set, as Intl joins a range: '19:00–21:00' / '7:00 – 9:00 PM'. */
export function formatDateTimeRange(start: number, end: number, set: DateTimeSet, { lang, timeZone }: DateTimeWhere): string {
  return formatter(set, lang, timeZone).formatRange(start, end);
}

/**
 * A calendar date (`YYYY-MM-DD`: a day, not an instant) in one of the date sets, formatted at UTC
 * midnight in UTC, so no zone, the visitor's or the server's, moves the day.
 */
export function formatDay(date: string, set: DateTimeSet, lang: Lang): string {
  return formatter(set, lang, 'UTC').format(Date.parse(`${date}T00:00:00Z`));
}

/**
 * An instant written with its offset (`2027-01-14T19:00:00-05:00`, content/schedule.json's form)
 * read as the wall clock at that very offset, with the offset said: 'jueves, 14 de enero de 2027,
 * 19:00 (UTC-05:00)' in DATE_TIME. It needs no time-zone data, so the server and every browser
 * write the same text: the school's own reading of the instant. Undefined for any other text.
 */
export function formatAtOwnOffset(instant: string, set: DateTimeSet, lang: Lang): string | undefined {
  const at = Date.parse(instant);
  const own = /(?:Z|([+-])(\d{2}):?(\d{2}))$/.exec(instant);
  if (!own || at !== at) return undefined;
  const [, sign, hours, minutes] = own;
  const offset = sign ? (sign == '-' ? -1 : 1) * (+hours! * 60 + +minutes!) * 60_000 : 0;
  // The wall clock at that offset is UTC's at the instant moved by the offset.
  return `${formatDateTime(at + offset, set, { lang, timeZone: 'UTC' })} (${sign ? `UTC${sign}${hours}:${minutes}` : 'UTC'})`;
}
