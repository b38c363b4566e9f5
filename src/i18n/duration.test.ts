import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatRemaining, splitSeconds, UNITS, type Unit } from './duration';
import { LOCALES, type Lang } from './lang';
import { parseLang, resolveLang } from './lang';
import { fill } from '../contracts/fill';

describe('durations and languages', () => {
  it('splits seconds into shown units', () => {
    expect(splitSeconds(400 * 86400 + 3661, ['year', 'month', 'day', 'hour', 'minute', 'second'])).toEqual({
      year: 1,
      month: 1,
      day: 5,
      hour: 1,
      minute: 1,
      second: 1,
    });
    expect(splitSeconds(2 * 86400 + 5, ['hour', 'second'])).toEqual({ hour: 48, second: 5 });
    expect(splitSeconds(-5, ['second'])).toEqual({ second: 0 });
  });

  it('speaks durations with Intl in both languages', () => {
    expect(formatDuration({ day: 2, hour: 3, minute: 14 }, 'es')).toBe('2 días, 3 horas y 14 minutos');
    expect(formatDuration({ day: 1, hour: 0, minute: 1 }, 'en')).toBe('1 day and 1 minute');
    expect(formatDuration({ hour: 0 }, 'en')).toBe('0 seconds');
  });

  it('says word for word what Intl.NumberFormat (long units) and Intl.ListFormat (long conjunction) say, for any amounts', () => {
    const viaIntl = (parts: Partial<Record<Unit, number>>, lang: Lang): string => {
      const locale = LOCALES[lang];
      const unit = (u: Unit) => new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'long' });
      const items = (Object.keys(parts) as Unit[]).filter((u) => (parts[u] ?? 0) > 0).map((u) => unit(u).format(parts[u]!));
      return items.length === 0
        ? unit('second').format(0)
        : new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
    };
    const amounts = fc.oneof(fc.constantFrom(0, 1, 2, 999, 1000, 1001, 12_345), fc.nat({ max: 2_000_000 }));
    const parts = fc.record(Object.fromEntries(UNITS.map((u) => [u, amounts])) as Record<Unit, typeof amounts>, { requiredKeys: [] });
    fc.assert(
      fc.property(parts, fc.constantFrom<Lang>('es', 'en'), (p, lang) => {
        expect(formatDuration(p, lang)).toBe(viaIntl(p, lang));
      }),
      { numRuns: 2000 },
    );
  });

  it('speaks the time left as the digits show it: rounded down, never up to the next unit', () => {
    const all = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
    // 23:59:58 on the digits is not "1 day".
    expect(formatRemaining(86_398, all, 'en')).toBe('23 hours and 59 minutes');
    expect(formatRemaining(86_399, all, 'es')).toBe('23 horas y 59 minutos');
    expect(formatRemaining(86_400, all, 'en')).toBe('1 day');
    expect(formatRemaining(2 * 3600 + 3 * 60 + 59, all, 'es')).toBe('2 horas y 3 minutos');
    // Hidden units carry into the shown ones, as on the digits; the smallest shown unit rounds down.
    expect(formatRemaining(86_399, ['hour', 'minute', 'second'], 'en')).toBe('23 hours and 59 minutes');
    expect(formatRemaining(3 * 86_400 - 1, ['day'], 'en')).toBe('2 days');
    // Under the smallest spoken unit: said so, never "0"; only the end is "0".
    expect(formatRemaining(59, all, 'en')).toBe('less than 1 minute');
    expect(formatRemaining(1, all, 'es')).toBe('menos de 1 minuto');
    expect(formatRemaining(86_399, ['day'], 'es')).toBe('menos de 1 día');
    expect(formatRemaining(0, all, 'en')).toBe('0 seconds');
    // Only seconds shown: spoken in minutes (the sentence changes once a minute).
    expect(formatRemaining(125, ['second'], 'en')).toBe('2 minutes');
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
