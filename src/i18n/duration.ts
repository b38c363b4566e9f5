import { LOCALES, type Lang } from './lang';
import { fill } from '../contracts/fill';
import type { Text } from '../contracts/texts';

/** Time units a countdown can show, largest first. */
export const UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
/** One countdown unit. */
export type Unit = (typeof UNITS)[number];

/** Fixed unit lengths in seconds: a countdown counts durations, not calendar dates (a "year" is 365 days, a "month" 30). */
export const UNIT_SECONDS: Record<Unit, number> = {
  year: 365 * 86400,
  month: 30 * 86400,
  day: 86400,
  hour: 3600,
  minute: 60,
  second: 1,
};

/**
 * Splits whole seconds into the shown units. A hidden unit's amount carries into the next smaller
 * shown unit (hide years → days count up past 365), so nothing silently disappears.
 */
export function splitSeconds(total: number, shown: readonly Unit[]): Partial<Record<Unit, number>> {
  let rest = Math.max(0, Math.floor(total));
  const parts: Partial<Record<Unit, number>> = {};
  for (const unit of UNITS) {
    if (!shown.includes(unit)) continue;
    parts[unit] = Math.floor(rest / UNIT_SECONDS[unit]);
    rest -= parts[unit] * UNIT_SECONDS[unit];
  }
  return parts;
}

/**
 * Unit names, singular and plural, as `Intl.NumberFormat`'s long unit style writes them. English and
 * Spanish take the singular for exactly 1 and the plural otherwise (CLDR plural rules for whole
 * numbers), so no `Intl.PluralRules` is needed.
 */
export const UNIT_WORDS: Record<Lang, Record<Unit, readonly [one: string, other: string]>> = {
  es: {
    year: ['año', 'años'],
    month: ['mes', 'meses'],
    day: ['día', 'días'],
    hour: ['hora', 'horas'],
    minute: ['minuto', 'minutos'],
    second: ['segundo', 'segundos'],
  },
  en: {
    year: ['year', 'years'],
    month: ['month', 'months'],
    day: ['day', 'days'],
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
    second: ['second', 'seconds'],
  },
};

/** A duration under the smallest unit spoken: 'menos de 1 minuto'. */
export const LESS_THAN = { es: 'menos de {time}', en: 'less than {time}' } as const satisfies Text;

// Made only for an amount of 1,000 or more (an hour count with days hidden, say): below that the
// digits are the number as Intl writes it in both languages.
const numbers = new Map<Lang, Intl.NumberFormat>();
const amount = (n: number, lang: Lang): string => {
  if (n < 1000) return String(n);
  let format = numbers.get(lang);
  if (!format) numbers.set(lang, (format = new Intl.NumberFormat(LOCALES[lang])));
  return format.format(n);
};

/** "a, b y c" / "a, b, and c": `Intl.ListFormat`'s long conjunction in Spanish and US English. */
function conjunction(items: readonly string[], lang: Lang): string {
  if (items.length < 2) return items.join('');
  const and = lang === 'es' ? ' y ' : items.length === 2 ? ' and ' : ', and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

/**
 * "2 días, 3 horas y 14 minutos": a spoken duration for screen readers, word for word what
 * `Intl.NumberFormat` (long units) and `Intl.ListFormat` (long conjunction) say — a unit test
 * checks it against them for any amounts. Written out because the first Intl number or list
 * formatter of a page loads its ICU data on the main thread: about 90 ms at 4× CPU, a countdown's
 * largest cost on a partner's page, for a sentence only screen readers hear.
 */
export function formatDuration(parts: Partial<Record<Unit, number>>, lang: Lang): string {
  const words = UNIT_WORDS[lang];
  const say = (unit: Unit, n: number) => `${amount(n, lang)} ${words[unit][n === 1 ? 0 : 1]}`;
  const items = (Object.keys(parts) as Unit[]).filter((unit) => (parts[unit] ?? 0) > 0).map((unit) => say(unit, parts[unit]!));
  return items.length === 0 ? say('second', 0) : conjunction(items, lang);
}

/**
 * What a countdown shows, spoken: `seconds` left in the shown units above seconds (minutes when
 * none is shown), each rounded down as the digits are, so 23:59:58 left is "23 horas y 59 minutos",
 * never "1 día". Seconds are left out (the sentence changes once a minute); under the smallest
 * spoken unit it says so ("menos de 1 minuto"), never "0".
 */
export function formatRemaining(seconds: number, shown: readonly Unit[], lang: Lang): string {
  const spoken = shown.filter((unit) => unit !== 'second');
  const units: readonly Unit[] = spoken.length ? spoken : ['minute'];
  const parts = splitSeconds(seconds, units);
  if (seconds <= 0 || units.some((unit) => parts[unit]! > 0)) return formatDuration(parts, lang);
  return fill(LESS_THAN[lang], { time: formatDuration({ [units[units.length - 1]!]: 1 }, lang) });
}
