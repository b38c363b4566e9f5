/**
 * The next free masterclass (content/schedule.json `masterclasses`) and how it reads: written from
 * the instant's own wall-clock time and offset, so the server and the browser print the same text
 * (no Intl time-zone data involved) and the lead's `fecha` says exactly what the page said.
 */
import type { Lang } from '../i18n';

/** The earliest masterclass still ahead of `now`, or undefined. */
export function nextMasterclass(instants: readonly string[], now: number): string | undefined {
  return instants.filter((at) => Date.parse(at) > now).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

const MONTHS = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;
const DAYS = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** `2027-01-14T19:00:00-05:00` → "jueves 14 de enero de 2027, 19:00 (UTC-05:00)" / "Thursday, January 14, 2027, 7:00 PM (UTC-05:00)". */
export function masterclassText(instant: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.exec(instant);
  if (!m) return instant;
  const [, y, mo, d, h, mi, zone] = m as unknown as [string, string, string, string, string, string, string];
  const weekday = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay();
  const offset = zone === 'Z' ? 'UTC' : `UTC${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`;
  if (lang === 'en') {
    const hour = Number(h) % 12 || 12;
    return `${DAYS.en[weekday]}, ${MONTHS.en[Number(mo) - 1]} ${Number(d)}, ${y}, ${hour}:${mi} ${Number(h) < 12 ? 'AM' : 'PM'} (${offset})`;
  }
  return `${DAYS.es[weekday]} ${Number(d)} de ${MONTHS.es[Number(mo) - 1]} de ${y}, ${h}:${mi} (${offset})`;
}
