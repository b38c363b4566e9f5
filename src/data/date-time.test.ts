import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { COUNTRY_ZONES } from './time-zones';
import type { Lang } from '../i18n/lang';
import {
  DATE_TIME,
  DATE_TIME_WITH_ZONE,
  DAY_NUMBER,
  LONG_DATE,
  MONTH_SHORT,
  SHORT_DATE,
  SHORT_DATE_TIME,
  TIME,
  TIME_WITH_ZONE,
  WEEKDAY,
  WEEKDAY_DAY_MONTH,
  WEEKDAY_DAY_MONTH_TIME,
  WEEKDAY_LONG_DATE,
  formatAtOwnOffset,
  formatDateTime,
  formatDateTimeRange,
  formatDay,
  formatter,
  type DateTimeSet,
} from './date-time';

// One instant, 2027-03-14 00:00 UTC, is Saturday 13 March 19:00 in Lima (UTC-5 all year), Sunday
// 01:00 in Madrid (CET, UTC+1) and Sunday 09:00 in Tokyo (UTC+9, no daylight saving). New York
// changes to daylight time on Sunday 14 March 2027 at 02:00: the instant is 19:00 EST (UTC-5) the
// evening before, and AFTER is 19:00 EDT (UTC-4) the evening after.
const AT = Date.parse('2027-03-14T00:00:00Z');
const AFTER = Date.parse('2027-03-15T23:00:00Z');
const CASES: ReadonlyArray<readonly [string, string, number]> = [
  ['Lima', 'America/Lima', AT],
  ['Madrid', 'Europe/Madrid', AT],
  ['New York, before the change', 'America/New_York', AT],
  ['New York, after the change', 'America/New_York', AFTER],
  ['Tokyo', 'Asia/Tokyo', AT],
];

// The texts each set must give, [es, en] per case above: written out, not asked of Intl here.
const EXPECTED: ReadonlyArray<readonly [string, DateTimeSet, ReadonlyArray<readonly [string, string]>]> = [
  [
    'LONG_DATE',
    LONG_DATE,
    [
      ['13 de marzo de 2027', 'March 13, 2027'],
      ['14 de marzo de 2027', 'March 14, 2027'],
      ['13 de marzo de 2027', 'March 13, 2027'],
      ['15 de marzo de 2027', 'March 15, 2027'],
      ['14 de marzo de 2027', 'March 14, 2027'],
    ],
  ],
  [
    'WEEKDAY_LONG_DATE',
    WEEKDAY_LONG_DATE,
    [
      ['sábado, 13 de marzo de 2027', 'Saturday, March 13, 2027'],
      ['domingo, 14 de marzo de 2027', 'Sunday, March 14, 2027'],
      ['sábado, 13 de marzo de 2027', 'Saturday, March 13, 2027'],
      ['lunes, 15 de marzo de 2027', 'Monday, March 15, 2027'],
      ['domingo, 14 de marzo de 2027', 'Sunday, March 14, 2027'],
    ],
  ],
  [
    'SHORT_DATE',
    SHORT_DATE,
    [
      ['13 mar 2027', 'Mar 13, 2027'],
      ['14 mar 2027', 'Mar 14, 2027'],
      ['13 mar 2027', 'Mar 13, 2027'],
      ['15 mar 2027', 'Mar 15, 2027'],
      ['14 mar 2027', 'Mar 14, 2027'],
    ],
  ],
  [
    'WEEKDAY',
    WEEKDAY,
    [
      ['sábado', 'Saturday'],
      ['domingo', 'Sunday'],
      ['sábado', 'Saturday'],
      ['lunes', 'Monday'],
      ['domingo', 'Sunday'],
    ],
  ],
  [
    'MONTH_SHORT',
    MONTH_SHORT,
    [
      ['mar', 'Mar'],
      ['mar', 'Mar'],
      ['mar', 'Mar'],
      ['mar', 'Mar'],
      ['mar', 'Mar'],
    ],
  ],
  [
    'DAY_NUMBER',
    DAY_NUMBER,
    [
      ['13', '13'],
      ['14', '14'],
      ['13', '13'],
      ['15', '15'],
      ['14', '14'],
    ],
  ],
  [
    'WEEKDAY_DAY_MONTH',
    WEEKDAY_DAY_MONTH,
    [
      ['sábado, 13 de marzo', 'Saturday, March 13'],
      ['domingo, 14 de marzo', 'Sunday, March 14'],
      ['sábado, 13 de marzo', 'Saturday, March 13'],
      ['lunes, 15 de marzo', 'Monday, March 15'],
      ['domingo, 14 de marzo', 'Sunday, March 14'],
    ],
  ],
  [
    'TIME',
    TIME,
    [
      ['19:00', '7:00 PM'],
      ['1:00', '1:00 AM'],
      ['19:00', '7:00 PM'],
      ['19:00', '7:00 PM'],
      ['9:00', '9:00 AM'],
    ],
  ],
  [
    'WEEKDAY_DAY_MONTH_TIME',
    WEEKDAY_DAY_MONTH_TIME,
    [
      ['sábado, 13 de marzo, 19:00', 'Saturday, March 13 at 7:00 PM'],
      ['domingo, 14 de marzo, 1:00', 'Sunday, March 14 at 1:00 AM'],
      ['sábado, 13 de marzo, 19:00', 'Saturday, March 13 at 7:00 PM'],
      ['lunes, 15 de marzo, 19:00', 'Monday, March 15 at 7:00 PM'],
      ['domingo, 14 de marzo, 9:00', 'Sunday, March 14 at 9:00 AM'],
    ],
  ],
  [
    'DATE_TIME',
    DATE_TIME,
    [
      ['sábado, 13 de marzo de 2027, 19:00', 'Saturday, March 13, 2027 at 7:00 PM'],
      ['domingo, 14 de marzo de 2027, 1:00', 'Sunday, March 14, 2027 at 1:00 AM'],
      ['sábado, 13 de marzo de 2027, 19:00', 'Saturday, March 13, 2027 at 7:00 PM'],
      ['lunes, 15 de marzo de 2027, 19:00', 'Monday, March 15, 2027 at 7:00 PM'],
      ['domingo, 14 de marzo de 2027, 9:00', 'Sunday, March 14, 2027 at 9:00 AM'],
    ],
  ],
  [
    'SHORT_DATE_TIME',
    SHORT_DATE_TIME,
    [
      ['13 mar 2027, 19:00', 'Mar 13, 2027, 7:00 PM'],
      ['14 mar 2027, 1:00', 'Mar 14, 2027, 1:00 AM'],
      ['13 mar 2027, 19:00', 'Mar 13, 2027, 7:00 PM'],
      ['15 mar 2027, 19:00', 'Mar 15, 2027, 7:00 PM'],
      ['14 mar 2027, 9:00', 'Mar 14, 2027, 9:00 AM'],
    ],
  ],
  [
    'TIME_WITH_ZONE',
    TIME_WITH_ZONE,
    [
      ['19:00 GMT-5', '7:00 PM GMT-5'],
      ['1:00 CET', '1:00 AM GMT+1'],
      ['19:00 GMT-5', '7:00 PM EST'],
      ['19:00 GMT-4', '7:00 PM EDT'],
      ['9:00 GMT+9', '9:00 AM GMT+9'],
    ],
  ],
  [
    'DATE_TIME_WITH_ZONE',
    DATE_TIME_WITH_ZONE,
    [
      ['sábado, 13 de marzo de 2027, 19:00 GMT-5', 'Saturday, March 13, 2027 at 7:00 PM GMT-5'],
      ['domingo, 14 de marzo de 2027, 1:00 CET', 'Sunday, March 14, 2027 at 1:00 AM GMT+1'],
      ['sábado, 13 de marzo de 2027, 19:00 GMT-5', 'Saturday, March 13, 2027 at 7:00 PM EST'],
      ['lunes, 15 de marzo de 2027, 19:00 GMT-4', 'Monday, March 15, 2027 at 7:00 PM EDT'],
      ['domingo, 14 de marzo de 2027, 9:00 GMT+9', 'Sunday, March 14, 2027 at 9:00 AM GMT+9'],
    ],
  ],
];

/** Intl's spaces (narrow no-break before AM/PM, thin around a range's dash) as plain ones, for readable expectations. */
const plain = (text: string): string => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('the date and time option sets', () => {
  it.each(EXPECTED)('%s, in Spanish and English, in Lima, Madrid, New York (both sides of a change) and Tokyo', (_, set, texts) => {
    CASES.forEach(([where, timeZone, at], i) => {
      const [es, en] = texts[i]!;
      expect(plain(formatDateTime(at, set, { lang: 'es', timeZone })), `es, ${where}`).toBe(es);
      expect(plain(formatDateTime(at, set, { lang: 'en', timeZone })), `en, ${where}`).toBe(en);
    });
  });

  it('names every set once, and none is written with dateStyle or timeStyle', async () => {
    const sets = Object.entries(await import('./date-time')).filter(([, v]) => typeof v === 'object') as Array<[string, object]>;
    expect(sets.map(([name]) => name).sort()).toEqual(EXPECTED.map(([name]) => name).sort());
    for (const [name, set] of sets) {
      expect(Object.keys(set), name).not.toContain('dateStyle');
      expect(Object.keys(set), name).not.toContain('timeStyle');
      expect(Object.keys(set), name).not.toContain('timeZone');
    }
  });

  it('writes class hours as a range, in each language as Intl joins one', () => {
    const start = Date.parse('2027-03-14T00:00:00Z');
    const range = (lang: Lang, timeZone: string, from = start) => formatDateTimeRange(from, from + 2 * 3600_000, TIME, { lang, timeZone });
    expect(range('es', 'America/Lima')).toBe('19:00–21:00');
    expect(range('en', 'America/Lima')).toBe('7:00\u2009–\u20099:00\u202fPM');
    expect(range('es', 'Europe/Madrid')).toBe('1:00–3:00');
    expect(range('en', 'Asia/Tokyo')).toBe('9:00\u2009–\u200911:00\u202fAM');
    expect(range('en', 'Asia/Tokyo', start + 2 * 3600_000)).toBe('11:00\u202fAM\u2009–\u20091:00\u202fPM');
    expect(range('en', 'America/New_York', AFTER)).toBe('7:00\u2009–\u20099:00\u202fPM');
  });

  it("writes a calendar date as that day, in each language's short form, whatever the process's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: a date read as local midnight would be the day before in UTC
    try {
      expect(formatDay('2026-11-03', SHORT_DATE, 'en')).toBe('Nov 3, 2026');
      expect(formatDay('2026-11-03', SHORT_DATE, 'es')).toBe('3 nov 2026');
      expect(formatDay('2027-01-09', SHORT_DATE, 'en')).toBe('Jan 9, 2027');
      expect(formatDay('2027-01-09', SHORT_DATE, 'es')).toBe('9 ene 2027');
      expect(formatDay('2026-12-31', SHORT_DATE, 'es')).toBe('31 dic 2026');
      expect(formatDay('2026-03-01', WEEKDAY_LONG_DATE, 'es')).toBe('domingo, 1 de marzo de 2026');
      expect(formatDay('2026-03-01', LONG_DATE, 'en')).toBe('March 1, 2026');
      expect(formatDay('2026-09-01', MONTH_SHORT, 'es')).toBe('sept');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('keeps one formatter per set, language and zone', () => {
    const lima = formatter(TIME, 'es', 'America/Lima');
    expect(formatter(TIME, 'es', 'America/Lima')).toBe(lima);
    expect(formatter(TIME, 'en', 'America/Lima')).not.toBe(lima);
    expect(formatter(TIME, 'es', 'Asia/Tokyo')).not.toBe(lima);
    expect(formatter(TIME_WITH_ZONE, 'es', 'America/Lima')).not.toBe(lima);
    expect(lima.resolvedOptions()).toMatchObject({ locale: 'es', timeZone: 'America/Lima' });
    expect(formatter(TIME, 'en', 'America/Lima').resolvedOptions().locale).toBe('en-US');
  });

  it('builds no formatter before one is asked for (a page that shows no date pays for none)', async () => {
    const real = Intl.DateTimeFormat;
    let made = 0;
    const count = (): void => void made++;
    Intl.DateTimeFormat = new Proxy(real, {
      construct: (target, args) => (count(), Reflect.construct(target, args)),
      apply: (target, self, args) => (count(), Reflect.apply(target, self, args)),
    });
    try {
      vi.resetModules();
      const fresh = await import('./date-time');
      await import('./class-time');
      await import('./time-zones');
      await import('../contracts/site-content');
      expect(made).toBe(0);
      fresh.formatDateTime(AT, fresh.TIME, { lang: 'es', timeZone: 'UTC' });
      fresh.formatDateTime(AT + 60_000, fresh.TIME, { lang: 'es', timeZone: 'UTC' });
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = real;
    }
  });

  it('refuses a zone the engine does not know (a RangeError, not a text in the wrong zone)', () => {
    expect(() => formatDateTime(AT, TIME, { lang: 'es', timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});

describe('the sets with a zone name', () => {
  // Every zone the visitor may be shown in: each country's main zone, and every zone the engine
  // gives its offered countries (src/data/time-zones.ts takes the browser's zone when it is one of them).
  const zones = new Set<string>(['UTC', ...Object.values(COUNTRY_ZONES)]);
  for (const code of COUNTRY_CODES) {
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & { getTimeZones?(): string[]; timeZones?: string[] };
    for (const zone of locale.getTimeZones?.() ?? locale.timeZones ?? []) zones.add(zone);
  }

  it(`never throw, and always say the zone, for each of the ${zones.size} zones, in both languages, in winter and in summer`, () => {
    expect(zones.size).toBeGreaterThan(100);
    for (const timeZone of zones)
      for (const lang of ['es', 'en'] as const)
        for (const at of [Date.parse('2027-01-14T12:00:00Z'), Date.parse('2027-07-14T12:00:00Z')]) {
          for (const set of [TIME_WITH_ZONE, DATE_TIME_WITH_ZONE]) {
            const parts = formatter(set, lang, timeZone).formatToParts(at);
            expect(parts.find((p) => p.type === 'timeZoneName')?.value, `${timeZone} ${lang}`).toMatch(/\S/);
            expect(parts.find((p) => p.type === 'minute')?.value).toMatch(/^[0-5]\d$/);
          }
        }
  });
});

describe('formatAtOwnOffset: an instant as the wall clock at its own offset', () => {
  it('reads the same whatever the process zone, the offset said, in both languages', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    try {
      expect(formatAtOwnOffset('2027-01-14T19:00:00-05:00', WEEKDAY_DAY_MONTH_TIME, 'es')).toBe('jueves, 14 de enero, 19:00 (UTC-05:00)');
      expect(formatAtOwnOffset('2027-01-14T19:00:00-05:00', DATE_TIME, 'en')).toBe('Thursday, January 14, 2027 at 7:00 PM (UTC-05:00)');
      // Past midnight in UTC, a half-hour offset, UTC itself.
      expect(formatAtOwnOffset('2027-01-14T23:30:00-03:00', WEEKDAY_DAY_MONTH_TIME, 'es')).toBe('jueves, 14 de enero, 23:30 (UTC-03:00)');
      expect(formatAtOwnOffset('2027-01-15T00:15:00+05:30', WEEKDAY_DAY_MONTH_TIME, 'en')).toBe(
        'Friday, January 15 at 12:15 AM (UTC+05:30)',
      );
      expect(formatAtOwnOffset('2027-01-14T09:30:00Z', WEEKDAY_DAY_MONTH_TIME, 'es')).toBe('jueves, 14 de enero, 9:30 (UTC)');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is undefined for text that is no instant with an offset', () => {
    for (const text of ['', 'jueves', '2027-01-14T19:00:00', 'x-05:00']) expect(formatAtOwnOffset(text, DATE_TIME, 'es')).toBeUndefined();
  });
});
