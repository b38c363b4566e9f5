import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from './country-codes';
import { COUNTRY_ZONES, visitorZone } from './time-zones';
import { addDays, classWeek, formatInstant, localClass, showClasses, timeChanges, wallClock, zonedInstant } from './class-time';
import type { WeekdayKey } from '../contracts/site-content';

const LIMA = 'America/Lima';
const HOUR = 3600_000;

// The daylight-saving changes of 2026 and 2027 (and the ones Paraguay and Mexico no longer make):
// class dates the day before, on, and after each, and a week either side.
const CHANGES: Record<string, string[]> = {
  'US/CA': ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'],
  'EU/UK': ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'],
  Chile: ['2026-04-05', '2026-09-06', '2027-04-04', '2027-09-05'],
  'Paraguay (permanent -3 since 2024)': ['2026-03-22', '2026-10-04', '2027-03-28', '2027-10-03'],
  'Mexico (none since 2022)': ['2026-04-05', '2026-10-25', '2027-04-04', '2027-10-31'],
};
const DATES = [
  ...new Set(
    Object.values(CHANGES)
      .flat()
      .flatMap((d) => [-7, -1, 0, 1, 7].map((n) => addDays(d, n))),
  ),
].sort();
const WINDOWS = { noche: { start: '19:00', end: '21:00' }, dia: { start: '10:00', end: '12:00' }, tarde: { start: '15:00', end: '17:30' } };

// Lima is UTC-5 all year (no daylight saving since 1994): the instant of a Lima wall time is known
// without the code under test.
const limaInstant = (date: string, time: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h + 5, min);
};
/** Intl's spaces (narrow no-break before AM/PM, thin around dashes) as plain ones, for readable expectations. */
const plain = (text: string): string => text.replace(/[\u202f\u2009\u00a0]/g, ' ');
const intlParts = (at: number, zone: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { weekday: p.weekday!.toLowerCase() as WeekdayKey, time: `${p.hour}:${p.minute}` };
};

describe('class times in the visitor zone (27 countries × both sides of every 2026–2027 daylight-saving change)', () => {
  it.each(COUNTRY_CODES)('%s', (country) => {
    const zone = visitorZone(country, undefined);
    expect(zone).toBe(COUNTRY_ZONES[country]);
    for (const date of DATES)
      for (const window of Object.values(WINDOWS)) {
        const start = limaInstant(date, window.start);
        const end = limaInstant(date, window.end);
        expect(zonedInstant(date, window.start, LIMA)).toBe(start);
        expect(localClass(date, window.start, LIMA, zone)).toEqual(intlParts(start, zone));
        for (const lang of ['es', 'en'] as const) {
          const locale = lang === 'es' ? 'es' : 'en-US';
          const shown = showClasses([date], window, LIMA, zone, lang);
          expect(shown.time).toBe(
            new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).formatRange(start, end),
          );
          expect(shown.days).toBe(new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long' }).format(start));
        }
      }
  });
});

describe('known conversions of the night class (Lima 19:00–21:00)', () => {
  const cases: Array<[CountryCode | string, string, string, string]> = [
    // zone, Lima date (a Monday), weekday there, start there
    ['Europe/Madrid', '2026-01-12', 'tue', '01:00'],
    ['Europe/Madrid', '2026-03-23', 'tue', '01:00'], // the week before Europe's change
    ['Europe/Madrid', '2026-03-30', 'tue', '02:00'], // the day after it
    ['Europe/London', '2026-01-12', 'tue', '00:00'],
    ['Europe/London', '2026-07-13', 'tue', '01:00'],
    ['America/New_York', '2026-03-02', 'mon', '19:00'],
    ['America/New_York', '2026-03-09', 'mon', '20:00'],
    ['America/New_York', '2026-11-02', 'mon', '19:00'],
    ['America/Santiago', '2026-03-30', 'mon', '21:00'],
    ['America/Santiago', '2026-04-06', 'mon', '20:00'],
    ['America/Santiago', '2026-09-07', 'mon', '21:00'],
    ['America/Asuncion', '2026-07-13', 'mon', '21:00'],
    ['America/Asuncion', '2026-12-14', 'mon', '21:00'],
    ['America/Mexico_City', '2026-01-12', 'mon', '18:00'],
    ['America/Mexico_City', '2026-07-13', 'mon', '18:00'],
    ['America/Argentina/Buenos_Aires', '2026-07-13', 'mon', '21:00'],
    ['America/Puerto_Rico', '2026-07-13', 'mon', '20:00'],
    ['America/El_Salvador', '2026-07-13', 'mon', '18:00'],
    ['Asia/Tokyo', '2026-01-12', 'tue', '09:00'],
    ['America/Bogota', '2026-01-12', 'mon', '19:00'],
    ['America/La_Paz', '2026-01-12', 'mon', '20:00'],
    ['America/Caracas', '2026-07-13', 'mon', '20:00'],
    ['America/Santo_Domingo', '2026-01-12', 'mon', '20:00'],
    ['America/Sao_Paulo', '2026-01-12', 'mon', '21:00'],
  ];
  it.each(cases)('%s, class of %s: %s %s', (zone, date, weekday, time) => {
    expect(localClass(date, '19:00', LIMA, zone)).toEqual({ weekday, time });
  });

  it("keeps the contract's (docs/product.md#countries) texts true in the countries it lists (standard time)", () => {
    const night = (c: CountryCode) => plain(showClasses(['2026-01-12'], WINDOWS.noche, LIMA, COUNTRY_ZONES[c], 'en').time);
    for (const c of ['PE', 'EC', 'CO'] as const) expect(night(c)).toBe('7:00 – 9:00 PM');
    for (const c of ['MX', 'HN', 'CR'] as const) expect(night(c)).toBe('6:00 – 8:00 PM');
    expect(night('BO')).toBe('8:00 – 10:00 PM');
    // Derived from their zones (time-zones.ts): the product contract's offsets, not its "others 7-9 PM".
    expect(night('VE')).toBe('8:00 – 10:00 PM');
    expect(night('DO')).toBe('8:00 – 10:00 PM');
    expect(night('BR')).toBe('9:00 – 11:00 PM');
    expect(plain(showClasses(['2026-01-12'], WINDOWS.dia, LIMA, LIMA, 'en').time)).toBe('10:00 AM – 12:00 PM');
    expect(plain(showClasses(['2026-01-12'], WINDOWS.tarde, LIMA, LIMA, 'en').time)).toBe('3:00 – 5:30 PM');
    expect(showClasses(['2026-01-12'], WINDOWS.noche, LIMA, LIMA, 'es').time).toBe('19:00–21:00');
  });

  it('moves the day names with the day (Mon and Wed in Lima are Tue and Thu in Madrid)', () => {
    const week = classWeek(['mon', 'wed'], '2026-01-10');
    expect(week).toEqual(['2026-01-12', '2026-01-14']);
    expect(showClasses(week, WINDOWS.noche, LIMA, 'Europe/Madrid', 'es')).toEqual({
      days: 'martes y jueves',
      time: '1:00–3:00',
      night: true,
    });
    const en = showClasses(week, WINDOWS.noche, LIMA, 'Europe/Madrid', 'en');
    expect({ ...en, time: plain(en.time) }).toEqual({ days: 'Tuesday and Thursday', time: '1:00 – 3:00 AM', night: true });
    expect(showClasses(week, WINDOWS.noche, LIMA, LIMA, 'es')).toEqual({ days: 'lunes y miércoles', time: '19:00–21:00', night: false });
    expect(showClasses(week, WINDOWS.dia, LIMA, 'Europe/Madrid', 'es').night).toBe(false);
  });

  it('says night exactly when a quarter hour of the class, read on the clock, is between 23:00 and 06:00', () => {
    // The reading the flag is defined by: every quarter hour from the start, on the zone's clock.
    const readNight = (date: string, window: { start: string; end: string }, school: string, zone: string): boolean => {
      const end = zonedInstant(date, window.end, school);
      for (let at = zonedInstant(date, window.start, school); at < end; at += HOUR / 4) {
        const hour = wallClock(at, zone)[3];
        if (hour >= 23 || hour < 6) return true;
      }
      return false;
    };
    // Windows late and early enough to meet the night in some zones, and one through New York's
    // night of each change (01:00–04:00), whose clock jumps inside the class.
    const windows = [
      ...Object.values(WINDOWS),
      { start: '21:30', end: '23:15' },
      { start: '05:30', end: '07:00' },
      { start: '01:00', end: '04:00' },
    ];
    let nights = 0;
    let checked = 0;
    for (const school of [LIMA, 'America/New_York']) {
      for (const zone of [...new Set(Object.values(COUNTRY_ZONES))]) {
        for (const date of Object.values(CHANGES).flat()) {
          for (const window of windows) {
            const expected = readNight(date, window, school, zone);
            expect(
              showClasses([date], window, school, zone, 'es').night,
              `${window.start}–${window.end} ${date} in ${school}, seen in ${zone}`,
            ).toBe(expected);
            nights += Number(expected);
            checked++;
          }
        }
      }
    }
    // Both answers, in numbers: a test that could only ever see one would prove nothing.
    expect(nights).toBeGreaterThan(checked / 10);
    expect(nights).toBeLessThan(checked);
  });

  it('names the class date where the hours change during a course', () => {
    const dates = ['2026-03-02', '2026-03-04', '2026-03-09', '2026-03-11'];
    expect(timeChanges(dates, WINDOWS.noche, LIMA, 'America/New_York', 'es')).toEqual([{ date: '2026-03-09', time: '20:00–22:00' }]);
    expect(timeChanges(dates, WINDOWS.noche, LIMA, LIMA, 'es')).toEqual([]);
  });
});

describe('the visitor zone', () => {
  it("is the browser's when it belongs to the country, else the country's main zone", () => {
    expect(visitorZone('US', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(visitorZone('US', 'Europe/Madrid')).toBe('America/New_York');
    expect(visitorZone('ES', 'Europe/Madrid')).toBe('Europe/Madrid');
    expect(visitorZone('MX', 'America/Tijuana')).toBe('America/Tijuana');
    expect(visitorZone('CL', 'America/Santiago')).toBe('America/Santiago');
    expect(visitorZone('PE', 'Asia/Tokyo')).toBe(LIMA);
    expect(visitorZone(undefined, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(visitorZone('JP', 'Not/AZone')).toBe('Asia/Tokyo');
  });
  it("knows a zone by any of its names (the engine's list, an alias, the country table's spelling)", () => {
    const buenosAires = new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires' }).resolvedOptions().timeZone;
    expect(visitorZone('AR', 'America/Buenos_Aires')).toBe(buenosAires);
    expect(visitorZone('AR', 'America/Argentina/Buenos_Aires')).toBe(buenosAires);
    expect(visitorZone('US', 'US/Pacific')).toBe('America/Los_Angeles');
  });
  it("without the engine's list of a country's zones, compares engine names (an alias of the main zone is its own)", async () => {
    vi.resetModules();
    const locale = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const getter = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'timeZones');
    const method = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getTimeZones');
    Object.defineProperty(locale, 'timeZones', { configurable: true, get: () => undefined });
    Object.defineProperty(locale, 'getTimeZones', { configurable: true, value: undefined });
    try {
      const fresh = await import('./time-zones');
      // The table says America/Argentina/Buenos_Aires; the engine may call the same zone America/Buenos_Aires.
      const engine = new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires' }).resolvedOptions().timeZone;
      expect(fresh.visitorZone('AR', 'America/Buenos_Aires')).toBe(engine);
      expect(fresh.visitorZone('US', 'America/Los_Angeles')).toBe('America/New_York'); // only the main zone is known
    } finally {
      if (getter) Object.defineProperty(locale, 'timeZones', getter);
      else delete locale.timeZones;
      if (method) Object.defineProperty(locale, 'getTimeZones', method);
      else delete locale.getTimeZones;
    }
  });
  it.each(COUNTRY_CODES)('%s: its main zone is a zone of its own', (code) => {
    expect(visitorZone(code, COUNTRY_ZONES[code])).toBe(
      new Intl.DateTimeFormat('en', { timeZone: COUNTRY_ZONES[code] }).resolvedOptions().timeZone,
    );
  });
});

describe('deadlines as instants', () => {
  it('shows the one instant in the visitor zone', () => {
    const at = Date.parse('2026-12-15T23:59:59-05:00');
    expect(formatInstant(at, LIMA, 'es')).toBe('martes, 15 de diciembre, 23:59');
    expect(formatInstant(at, 'Europe/Madrid', 'es')).toBe('miércoles, 16 de diciembre, 5:59');
    expect(plain(formatInstant(at, 'America/New_York', 'en'))).toBe('Tuesday, December 15 at 11:59 PM');
    expect(at - zonedInstant('2026-12-15', '23:59', LIMA)).toBeLessThan(HOUR);
  });
});
