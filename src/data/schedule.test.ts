import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { DEFAULT_UTC_DIFF, DEFAULT_UTC_OFFSET, TURNOS, TURNO_LABELS, isTurno, turnoLabel, utcSetting } from './schedule';

// Expected values written out by hand from docs/product.md#offsets ("Offsets by country"; its "Night class times" are the
// 7:00–9:00 PM Lima class converted, now checked by ./class-time.test.ts).
// [code, offset, diff, noche, dia, tarde]
const MORNING = '10:00 AM-12:00';
const TABLE: ReadonlyArray<readonly [string, string, number, string, string, string]> = [
  ['AR', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['CA', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['CL', '-0400', -1, '7-9 PM', MORNING, '4:00-6:35'],
  ['CO', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['CR', '-0600', -1, '6-8 PM', MORNING, '2:00-4:35'],
  ['EC', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['SV', '-0600', -1, '7-9 PM', MORNING, '2:00-4:35'],
  ['FR', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['DE', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['GT', '-0500', -1, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['HN', '-0600', -1, '6-8 PM', MORNING, '2:00-4:35'],
  ['JP', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['MX', '-0600', -1, '6-8 PM', MORNING, '2:00-4:35'],
  ['NI', '-0500', -1, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['NO', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['PA', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['PY', '-0300', 1, '7-9 PM', MORNING, '3:00-5:35 PM'],
  ['PE', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['PT', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['PR', '-0300', 1, '7-9 PM', MORNING, '3:00-5:35 PM'],
  ['ES', '+0100', 0, '7-9 PM', MORNING, '9:00-11:35 PM'],
  ['SE', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['CH', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['AE', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['GB', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['US', '-0500', 0, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['UY', '-0300', 2, '7-9 PM', MORNING, '3:00-5:35 PM'],
  ['BO', '-0400', -1, '8-10 PM', MORNING, '4:00-6:35'],
  // No contract row: Caracas keeps UTC−4 all year, as La Paz does, so BO's row.
  ['VE', '-0400', -1, '8-10 PM', MORNING, '4:00-6:35'],
  ['DO', '-0500', 1, '7-9 PM', MORNING, '3:00-5:30 PM'],
  ['BR', '-0300', 2, '7-9 PM', MORNING, '3:00-5:35 PM'],
];

// Listed by docs/product.md#class-times though not offered.
const EXTRA: ReadonlyArray<readonly [string, string, number, string, string, string]> = [
  ['CU', '-0500', 1, '7-9 PM', MORNING, '3:00-5:30 PM'],
];

describe('schedule: offsets', () => {
  it('covers exactly the offered countries in the table', () => {
    expect(TABLE.map((r) => r[0])).toEqual([...COUNTRY_CODES]);
  });

  it.each([...TABLE, ...EXTRA])('%s has offset %s and diff %d', (code, offset, diff) => {
    expect(utcSetting(code)).toEqual({ offset, diff });
  });

  it('defaults to -0500 / 0 for unknown, lower-case or prototype keys', () => {
    expect(DEFAULT_UTC_OFFSET).toBe('-0500');
    expect(DEFAULT_UTC_DIFF).toBe(0);
    for (const code of ['ZZ', 'pe', '', 'toString', '__proto__', '<script>']) {
      expect(utcSetting(code)).toEqual({ offset: '-0500', diff: 0 });
    }
  });
});

describe('schedule: turnos', () => {
  it('has noche, dia, tarde with es/en labels', () => {
    expect(TURNOS).toEqual(['noche', 'dia', 'tarde']);
    expect(turnoLabel('noche', 'es')).toBe('Noche');
    expect(turnoLabel('dia', 'es')).toBe('Mañana');
    expect(turnoLabel('tarde', 'es')).toBe('Tarde');
    expect(turnoLabel('noche', 'en')).toBe('Night');
    expect(turnoLabel('dia', 'en')).toBe('Morning');
    expect(turnoLabel('tarde', 'en')).toBe('Afternoon');
    expect(Object.keys(TURNO_LABELS)).toEqual([...TURNOS]);
  });

  it('isTurno accepts only the three keys', () => {
    for (const t of TURNOS) expect(isTurno(t)).toBe(true);
    for (const v of ['Noche', 'manana', 'mañana', '', 'toString', undefined, 1]) expect(isTurno(v)).toBe(false);
  });
});
