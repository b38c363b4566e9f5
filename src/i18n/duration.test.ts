import { describe, expect, it } from 'vitest';
import { formatDuration, splitSeconds } from './duration';
import { parseLang, resolveLang } from './lang';
import { fill } from './messages';

describe('durations and languages', () => {
  it('splits seconds into shown units', () => {
    expect(splitSeconds(400 * 86400 + 3661, ['year', 'month', 'day', 'hour', 'minute', 'second'])).toEqual({ year: 1, month: 1, day: 5, hour: 1, minute: 1, second: 1 });
    expect(splitSeconds(2 * 86400 + 5, ['hour', 'second'])).toEqual({ hour: 48, second: 5 });
    expect(splitSeconds(-5, ['second'])).toEqual({ second: 0 });
  });

  it('speaks durations with Intl in both languages', () => {
    expect(formatDuration({ day: 2, hour: 3, minute: 14 }, 'es')).toBe('2 días, 3 horas y 14 minutos');
    expect(formatDuration({ day: 1, hour: 0, minute: 1 }, 'en')).toBe('1 day and 1 minute');
    expect(formatDuration({ hour: 0 }, 'en')).toBe('0 seconds');
  });

  it('reads lang values', () => {
    expect(parseLang('en-US')).toBe('en');
    expect(parseLang('es_PE')).toBe('es');
    expect(parseLang('fr')).toBeUndefined();
    expect(resolveLang('fr', 'en')).toBe('en');
    expect(resolveLang(null)).toBe('es');
  });

  it('fills placeholders as plain text', () => {
    expect(fill('Hola {name}, {missing}', { name: '<b>Ana</b>' })).toBe('Hola <b>Ana</b>, {missing}');
  });
});
