import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { START_CARDS, WEEKDAYS, startCardHref, startCardText } from './start-cards';

describe('start cards', () => {
  it('are the three cards of SPEC §9', () => {
    expect(START_CARDS).toEqual([
      { start: '2025-11-03', weekday: 'mon', days: ['mon', 'wed'], time: '8:00-10:00 PM', end: '2026-03-15' },
      { start: '2025-11-05', weekday: 'wed', days: ['mon', 'wed'], time: '8:00-10:00 PM', end: '2026-03-15' },
      { start: '2025-11-10', weekday: 'mon', days: ['wed', 'sat'], time: '8:00-10:00 PM', end: '2026-03-15' },
    ]);
    expect(Object.isFrozen(START_CARDS)).toBe(true);
  });

  it.each(START_CARDS)('$start: the stored weekday is the date’s real weekday', (card) => {
    const day = new Date(`${card.start}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    expect(WEEKDAYS[(day + 6) % 7]).toBe(card.weekday);
  });

  it('formats the cards in Spanish', () => {
    expect(START_CARDS.map((c) => startCardText(c, 'es'))).toEqual([
      { date: '03 nov 2025', weekday: 'lunes', days: 'lunes y miércoles', time: '8:00-10:00 PM', end: '15/03/2026' },
      { date: '05 nov 2025', weekday: 'miércoles', days: 'lunes y miércoles', time: '8:00-10:00 PM', end: '15/03/2026' },
      { date: '10 nov 2025', weekday: 'lunes', days: 'miércoles y sábado', time: '8:00-10:00 PM', end: '15/03/2026' },
    ]);
  });

  it('formats the cards in US English', () => {
    expect(START_CARDS.map((c) => startCardText(c, 'en'))).toEqual([
      { date: 'Nov 03, 2025', weekday: 'Monday', days: 'Monday and Wednesday', time: '8:00-10:00 PM', end: '03/15/2026' },
      { date: 'Nov 05, 2025', weekday: 'Wednesday', days: 'Monday and Wednesday', time: '8:00-10:00 PM', end: '03/15/2026' },
      { date: 'Nov 10, 2025', weekday: 'Monday', days: 'Wednesday and Saturday', time: '8:00-10:00 PM', end: '03/15/2026' },
    ]);
  });

  it('formats every weekday key', () => {
    const card = { start: '2025-11-03', weekday: 'mon', days: WEEKDAYS, time: '', end: '2026-03-15' } as const;
    expect(startCardText(card, 'en').days).toBe('Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, and Sunday');
    expect(startCardText(card, 'es').days).toBe('lunes, martes, miércoles, jueves, viernes, sábado y domingo');
  });

  it.each(COUNTRY_CODES)('links %s to /enroll/fullstack/%s', (code) => {
    expect(startCardHref(code)).toBe(`/enroll/fullstack/${code}`);
  });

  it('links anything else to US', () => {
    for (const v of [undefined, null, '', 'pe', 'BR', 'ZZ', '../admin', 'US/../x', '<script>', 'toString']) {
      expect(startCardHref(v)).toBe('/enroll/fullstack/US');
    }
  });
});
