import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { startCardHref } from './start-cards';

describe('start card links', () => {
  it.each(COUNTRY_CODES)('links %s to /enroll/fullstack/%s', (code) => {
    expect(startCardHref(code)).toBe(`/enroll/fullstack/${code}`);
  });

  it('links an English block to the English enrolment page (docs/product.md#routes: /en/enroll/…)', () => {
    expect(startCardHref('PE', 'en')).toBe('/en/enroll/fullstack/PE');
    expect(startCardHref('ZZ', 'en')).toBe('/en/enroll/fullstack/US');
    expect(startCardHref('PE', 'es')).toBe('/enroll/fullstack/PE');
  });

  it('links anything else to US', () => {
    for (const v of [undefined, null, '', 'pe', 'CU', 'ZZ', '../admin', 'US/../x', '<script>', 'toString']) {
      expect(startCardHref(v)).toBe('/enroll/fullstack/US');
    }
  });
});
