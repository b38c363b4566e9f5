/**
 * The three start-date cards of the 'Elige tu fecha de inicio' carousel (SPEC §2 "Landing page
 * sections", SPEC §9 "Start cards"): 03 Nov 2025 (Mon; Mon and Wed), 05 Nov 2025 (Wed; Mon and Wed),
 * 10 Nov 2025 (Mon; Wed and Sat); all 8:00-10:00 PM, ending 15/03/2026. Each links to
 * /enroll/fullstack/{countryCode}.
 */
import { LOCALES, type Lang } from '../i18n/lang';
import { isCountryCode } from './country-codes';

/** Weekday keys, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekday key. */
export type Weekday = (typeof WEEKDAYS)[number];

/** One start card (SPEC §9): ISO calendar dates, weekday keys and the class time text. */
export interface StartCard {
  /** Start date, ISO `YYYY-MM-DD` (a calendar date, no time zone). */
  readonly start: string;
  /** Weekday of the start date. */
  readonly weekday: Weekday;
  /** The class days. */
  readonly days: readonly Weekday[];
  /** Class time, as SPEC §9 writes it (one text for both languages). */
  readonly time: string;
  /** End date, ISO `YYYY-MM-DD`. */
  readonly end: string;
}

/** The class time of every start card (SPEC §9). */
export const START_CARD_TIME = '8:00-10:00 PM';

/** The end date shared by every start card (SPEC §9: 15/03/2026). */
export const START_CARD_END = '2026-03-15';

/** The three start cards of SPEC §9, in display order. */
export const START_CARDS: readonly StartCard[] = Object.freeze([
  { start: '2025-11-03', weekday: 'mon', days: ['mon', 'wed'], time: START_CARD_TIME, end: START_CARD_END },
  { start: '2025-11-05', weekday: 'wed', days: ['mon', 'wed'], time: START_CARD_TIME, end: START_CARD_END },
  { start: '2025-11-10', weekday: 'mon', days: ['wed', 'sat'], time: START_CARD_TIME, end: START_CARD_END },
] as const satisfies readonly StartCard[]);

/** The texts of one card in the page language (see {@link startCardText}). */
export interface StartCardText {
  /** '03 nov 2025' / 'Nov 03, 2025'. */
  readonly date: string;
  /** Weekday of the start: 'lunes' / 'Monday'. */
  readonly weekday: string;
  /** Class days: 'lunes y miércoles' / 'Monday and Wednesday'. */
  readonly days: string;
  /** '8:00-10:00 PM'. */
  readonly time: string;
  /** End date: '15/03/2026' / '03/15/2026'. */
  readonly end: string;
}

// ISO dates are calendar dates: format them at UTC midnight in UTC so no visitor time zone shifts the day.
function utcDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

// 2024-01-01 was a Monday: WEEKDAYS[i] is that date plus i days.
function weekdayDate(day: Weekday): Date {
  return new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/**
 * A start card's texts in the page language, formatted with `Intl.DateTimeFormat` (es / en-US)
 * and `Intl.ListFormat`; the time is SPEC §9's literal text.
 */
export function startCardText(card: StartCard, lang: Lang): StartCardText {
  // Memoised: the cards are fixed, and creating Intl date formatters costs milliseconds on a phone,
  // which a pricing block re-rendering on every country change should not pay again.
  const key = `${card.start}|${card.weekday}|${card.days.join()}|${card.time}|${card.end}|${lang}`;
  let text = texts.get(key);
  if (!text) texts.set(key, (text = formatCard(card, lang)));
  return text;
}

const texts = new Map<string, StartCardText>();

function formatCard(card: StartCard, lang: Lang): StartCardText {
  const locale = LOCALES[lang];
  const long = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' });
  const short = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  return {
    date: long.format(utcDate(card.start)),
    weekday: weekday.format(weekdayDate(card.weekday)),
    days: new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
      card.days.map((d) => weekday.format(weekdayDate(d))),
    ),
    time: card.time,
    end: short.format(utcDate(card.end)),
  };
}

/**
 * The enrolment link of a start card (SPEC §2): `/enroll/fullstack/{countryCode}`. The code must
 * be exactly one of the 27 (upper case); anything else gives the default, US.
 */
export function startCardHref(countryCode?: string | null): string {
  return `/enroll/fullstack/${isCountryCode(countryCode) ? countryCode : 'US'}`;
}
