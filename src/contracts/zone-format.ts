/**
 * A time zone's one formatter, and whether the engine knows a zone: with src/data/date-time.ts,
 * the only places that build an `Intl.DateTimeFormat` (lint). What the formatter tells (a zone's
 * engine name, the browser's zone, an instant's wall clock and calendar day there) is read in
 * ./time-zone.ts, the module to import; this one is apart so that the pricing block's first script,
 * which checks the schedule's zone and nothing more, carries only these bytes (a module is one
 * unit in a chunk: with the rest, the ESM build moved its later part's zone code into the first).
 *
 * Formatters are made on first use and kept, one per zone: each costs a phone milliseconds, and a
 * page's first Intl formatter builds the engine's locale table (60–100 ms at 4× CPU), so none is
 * made while a module loads.
 */

const zones = new Map<string | undefined, Intl.DateTimeFormat>();

/**
 * The formatter of `timeZone` (none: the engine's own zone, the browser's): en-US, 24-hour, every
 * part in numbers, so its parts parse as they are. Throws a RangeError for a zone the engine does
 * not know.
 */
export function zoneFormat(timeZone?: string): Intl.DateTimeFormat {
  let format = zones.get(timeZone);
  if (!format)
    zones.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        weekday: 'short',
      })),
    );
  return format;
}

/**
 * Whether `v` names a time zone the engine knows ('America/Lima', 'UTC'). Its formatter is not
 * kept: the checks ask once (a content file, the schedule's answer), and a bare one is fewer bytes
 * in the pricing block's first script.
 */
export function isTimeZone(v: unknown): v is string {
  try {
    return typeof v === 'string' && !!new Intl.DateTimeFormat('en', { timeZone: v });
  } catch {
    return false;
  }
}
