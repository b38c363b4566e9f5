/**
 * Time zones as the engine knows them: a zone's engine name, the browser's zone, an instant's wall
 * clock and calendar day in a zone ("today in Lima"), daylight saving included. Each is read from
 * the zone's one formatter (./zone-format.ts, made once per zone and kept); it sits in src/contracts
 * because the content checks need it, and contracts import nothing from the layers above.
 */
import { zoneFormat } from './zone-format';

export { isTimeZone } from './zone-format';

/** The engine's own name for a zone (aliases such as America/Argentina/Buenos_Aires and America/Buenos_Aires meet); undefined when not a zone. */
export function canonicalZone(zone: string | undefined): string | undefined {
  try {
    return zone ? zoneFormat(zone).resolvedOptions().timeZone : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's own time zone (the server's, on the server), when it names one. */
export function browserZone(): string | undefined {
  try {
    return canonicalZone(zoneFormat().resolvedOptions().timeZone);
  } catch {
    return undefined;
  }
}

/**
 * The wall clock of `at` in `timeZone`: [year, month (1-12), day, hour (0-23), minute, weekday]
 * with the weekday as its first three letters in English, lower case ('mon'). Throws a RangeError
 * for a zone the engine does not know.
 */
export function zoneClock(at: number, timeZone: string): [number, number, number, number, number, string] {
  const parts: Record<string, string> = {};
  for (const p of zoneFormat(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return [+parts.year!, +parts.month!, +parts.day!, +parts.hour! % 24, +parts.minute!, parts.weekday!.slice(0, 3).toLowerCase()];
}

/** The calendar date `YYYY-MM-DD` of `at` in `timeZone` (today's there, for `Date.now()`). */
export function zonedDate(at: number, timeZone: string): string {
  const [y, m, d] = zoneClock(at, timeZone);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
