import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, COUNTRY_COUNT, countriesByName, getCountry, isCountryCode } from './countries';
import { LOCALES } from '../i18n/lang';

// docs/product.md#countries, copied verbatim: "Countries offered (27): AR +54, CA +1, …", then the four it left out.
const SPEC_LINE =
  'AR +54, CA +1, CL +56, CO +57, CR +506, EC +593, SV +503, FR +33, DE +49, GT +502, HN +504, JP +81, MX +52, NI +505, NO +47, PA +507, PY +595, PE +51, PT +351, PR +1, ES +34, SE +46, CH +41, AE +971, GB +44, US +1, UY +598';
const ADDED = 'BO +591, VE +58, DO +1, BR +55';

describe('countries', () => {
  it('has the 27 countries of docs/product.md#countries and Bolivia, Venezuela, the Dominican Republic and Brazil, with unique codes', () => {
    expect(COUNTRIES).toHaveLength(31);
    expect(COUNTRY_COUNT).toBe(31);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(31);
    expect(COUNTRIES.map((c) => c.code)).toEqual([...COUNTRY_CODES]);
  });

  it('has the dial prefixes exactly as docs/product.md#countries', () => {
    const spec = `${SPEC_LINE}, ${ADDED}`.split(', ').map((pair) => pair.split(' '));
    expect(COUNTRIES.map((c) => [c.code, c.dial])).toEqual(spec);
  });

  it('computes flags from the code', () => {
    expect(getCountry('PE').flag).toBe('🇵🇪');
    expect(getCountry('US').flag).toBe('🇺🇸');
    expect(getCountry('GB').flag).toBe('🇬🇧');
  });

  it('has names in both languages and ISO 4217 currencies', () => {
    expect(getCountry('PE')).toEqual({ code: 'PE', dial: '+51', flag: '🇵🇪', name: { es: 'Perú', en: 'Peru' }, currency: 'PEN' });
    for (const c of COUNTRIES) {
      expect(c.name.es.length).toBeGreaterThan(0);
      expect(c.name.en.length).toBeGreaterThan(0);
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
    }
    const usd = COUNTRIES.filter((c) => c.currency === 'USD')
      .map((c) => c.code)
      .sort();
    const eur = COUNTRIES.filter((c) => c.currency === 'EUR')
      .map((c) => c.code)
      .sort();
    expect(usd).toEqual(['EC', 'PA', 'PR', 'SV', 'US']);
    expect(eur).toEqual(['DE', 'ES', 'FR', 'PT']);
    expect(getCountry('UY').currency).toBe('UYU');
    expect(['BO', 'VE', 'DO', 'BR'].map((code) => getCountry(code)?.currency)).toEqual(['BOB', 'VES', 'DOP', 'BRL']);
    expect(getCountry('BO')).toEqual({ code: 'BO', dial: '+591', flag: '🇧🇴', name: { es: 'Bolivia', en: 'Bolivia' }, currency: 'BOB' });
  });

  it('isCountryCode accepts only the offered upper-case codes', () => {
    expect(isCountryCode('PE')).toBe(true);
    expect(isCountryCode('pe')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('BR')).toBe(true);
    expect(isCountryCode('CU')).toBe(false);
    expect(isCountryCode('<script>')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(isCountryCode(51)).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });

  it('getCountry returns undefined for unknown strings', () => {
    expect(getCountry('ZZ')).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(getCountry('PE'))).toBe(true);
  });

  it('lists the countries by name in each language exactly as Intl.Collator sorts them', () => {
    for (const lang of ['es', 'en'] as const) {
      const collator = new Intl.Collator(LOCALES[lang]);
      const sorted = [...COUNTRIES].sort((a, b) => collator.compare(a.name[lang], b.name[lang]));
      expect(countriesByName(lang).map((c) => c.code)).toEqual(sorted.map((c) => c.code));
    }
  });
});
