/**
 * The next free masterclass (content/schedule.json `masterclasses`) and how the masterclass page
 * reads it: at the instant's own offset, said as that offset ('19:00 (UTC-05:00)'), so the text
 * needs no time-zone data, the server and the browser write the same, and the lead's `fecha` says
 * exactly what the page said. Written by the site's one date module (src/data/date-time.ts).
 */
import type { Lang } from '../i18n';
import { DATE_TIME, WEEKDAY_DAY_MONTH_TIME, formatAtOwnOffset, formatDateTime } from '../../../src/data/date-time';

/** The earliest masterclass still ahead of `now`, or undefined. */
export function nextMasterclass(instants: readonly string[], now: number): string | undefined {
  return instants.filter((at) => Date.parse(at) > now).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/** `2027-01-14T19:00:00-05:00` → 'jueves, 14 de enero de 2027, 19:00 (UTC-05:00)' / 'Thursday, January 14, 2027 at 7:00 PM (UTC-05:00)'. */
export function masterclassText(instant: string, lang: Lang): string {
  return formatAtOwnOffset(instant, DATE_TIME, lang) ?? instant;
}

/**
 * The instant in the visitor's `zone` ('jueves, 14 de enero, 19:00' / 'Thursday, January 14, 7:00 PM'),
 * or undefined where that zone's clock reads as the instant's own offset (nothing to add).
 */
export function localMasterclassText(instant: string, zone: string, lang: Lang): string | undefined {
  const at = Date.parse(instant);
  const own = /(?:Z|([+-])(\d{2}):?(\d{2}))$/.exec(instant);
  if (!own || Number.isNaN(at)) return undefined;
  const offset = own[1] ? (own[1] === '-' ? -1 : 1) * (Number(own[2]) * 60 + Number(own[3])) * 60_000 : 0;
  const there = formatDateTime(at + offset, WEEKDAY_DAY_MONTH_TIME, { lang, timeZone: 'UTC' });
  const here = formatDateTime(at, WEEKDAY_DAY_MONTH_TIME, { lang, timeZone: zone });
  return here === there ? undefined : here;
}
