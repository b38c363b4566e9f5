import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { cardDate, startCardHref } from './start-cards';

describe('start card links', () => {
  it.each(COUNTRY_CODES)('links %s to /enroll/fullstack/%s', (code) => {
    expect(startCardHref(code)).toBe(`/enroll/fullstack/${code}`);
  });

  it('links an English block to the English enrolment page (SPEC §2: /en/enroll/…)', () => {
    expect(startCardHref('PE', 'en')).toBe('/en/enroll/fullstack/PE');
    expect(startCardHref('ZZ', 'en')).toBe('/en/enroll/fullstack/US');
    expect(startCardHref('PE', 'es')).toBe('/enroll/fullstack/PE');
  });

  it('links anything else to US', () => {
    for (const v of [undefined, null, '', 'pe', 'BR', 'ZZ', '../admin', 'US/../x', '<script>', 'toString']) {
      expect(startCardHref(v)).toBe('/enroll/fullstack/US');
    }
  });
});

describe('start card dates', () => {
  it("each language's own short form, the day never zero-padded", () => {
    expect(cardDate('2026-11-03', 'en')).toBe('Nov 3, 2026');
    expect(cardDate('2026-11-03', 'es')).toBe('3 nov 2026');
    expect(cardDate('2027-01-09', 'en')).toBe('Jan 9, 2027');
    expect(cardDate('2027-01-09', 'es')).toBe('9 ene 2027');
    expect(cardDate('2026-12-31', 'es')).toBe('31 dic 2026');
  });

  it('keeps the calendar day whatever the visitor\'s zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(cardDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    } finally {
      process.env.TZ = zone;
    }
  });
});
