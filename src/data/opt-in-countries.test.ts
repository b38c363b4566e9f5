import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { needsOptIn, OPT_IN_COUNTRIES } from './opt-in-countries';

describe('opt-in countries', () => {
  it('lists the EU 27, Iceland, Liechtenstein, Norway, the UK, Switzerland and Brazil, once each', () => {
    expect(OPT_IN_COUNTRIES).toHaveLength(33);
    expect(new Set(OPT_IN_COUNTRIES).size).toBe(33);
    for (const code of OPT_IN_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['DE', 'FR', 'ES', 'IE', 'PL', 'IS', 'LI', 'NO', 'GB', 'CH']) expect(needsOptIn(code)).toBe(true);
  });

  it('asks consent of the offered European countries and Brazil only', () => {
    expect(COUNTRY_CODES.filter(needsOptIn).sort()).toEqual(['BR', 'CH', 'DE', 'ES', 'FR', 'GB', 'NO', 'PT', 'SE']);
  });

  it('reads any case and spaces; not the rest of the Americas, Japan or the Emirates', () => {
    expect(needsOptIn(' de ')).toBe(true);
    expect(needsOptIn('br')).toBe(true);
    for (const code of ['US', 'PE', 'MX', 'CA', 'JP', 'AE', 'PR', 'BO', 'VE', 'DO', 'UK', '', 'EU']) expect(needsOptIn(code)).toBe(false);
  });
});
