import { LOCALES, type Lang } from './lang';
import { fill, messages } from './messages';

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

// One formatter per locale and unit, made on first use: building an Intl formatter costs far more
// than using one, and every countdown on a page re-says its duration each minute.
const formats = new Map<string, Intl.NumberFormat | Intl.ListFormat>();
const cached = <T extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T => {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
};

/** "2 días, 3 horas y 14 minutos": a spoken duration for screen readers, via Intl. */
export function formatDuration(parts: Partial<Record<Unit, number>>, lang: Lang): string {
  const locale = LOCALES[lang];
  const unitFormat = (unit: Unit) => cached(locale + unit, () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }));
  const items = (Object.keys(parts) as Unit[]).filter((unit) => (parts[unit] ?? 0) > 0).map((unit) => unitFormat(unit).format(parts[unit]!));
  return items.length === 0
    ? unitFormat('second').format(0)
    : cached(locale, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items);
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
  return fill(messages[lang].lessThan, { time: formatDuration({ [units[units.length - 1]!]: 1 }, lang) });
}
