import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { SALARY_BANDS, hasSalaryData, salaryRow } from './salaries';

describe('salaries', () => {
  it('has the US figures of docs/product.md#salaries and nothing else', () => {
    expect(Object.keys(SALARY_BANDS)).toEqual(['US']);
    expect(SALARY_BANDS.US).toEqual({ currency: 'USD', junior: [5500, 7900], mid: [7900, 10500], senior: [11000, 18000] });
  });

  it('formats the US row in English like the price ($1,670): Intl ranges with the currency', () => {
    expect(salaryRow('US', 'en')).toEqual({
      code: 'US',
      currency: 'USD',
      symbol: '$',
      flag: '🇺🇸',
      junior: '$5,500 – $7,900',
      mid: '$7,900 – $10,500',
      senior: '$11,000 – $18,000',
    });
  });

  it("formats the US row in Spanish (default language) like the price: Latin American Spanish (es-419), not Spain's grouping", () => {
    const row = salaryRow('US');
    expect(row).toEqual(salaryRow('US', 'es'));
    const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');
    expect(row?.symbol).toBe('USD');
    expect([row?.junior, row?.mid, row?.senior].map(plain)).toEqual(['USD 5,500-7,900', 'USD 7,900-10,500', 'USD 11,000-18,000']);
  });

  it.each(COUNTRY_CODES.filter((c) => c !== 'US'))('%s has no row (no figures in the product contract)', (code) => {
    expect(hasSalaryData(code)).toBe(false);
    expect(salaryRow(code, 'es')).toBeUndefined();
    expect(salaryRow(code, 'en')).toBeUndefined();
  });

  it('has no row for unknown, lower-case or prototype keys', () => {
    for (const code of ['us', 'ZZ', '', 'toString', '__proto__', 'constructor']) {
      expect(hasSalaryData(code)).toBe(false);
      expect(salaryRow(code)).toBeUndefined();
    }
  });
});
