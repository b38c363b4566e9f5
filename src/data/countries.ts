/** A country Embudo offers (docs/product.md#countries): dial prefix, flag, names and ISO 4217 currency. */
export interface Country {
  readonly code: CountryCode;
  readonly dial: string;
  readonly flag: string;
  readonly name: { readonly es: string; readonly en: string };
  readonly currency: string;
}

import type { CountryCode } from './country-codes';

export { COUNTRY_CODES, isCountryCode, type CountryCode } from './country-codes';

// Regional-indicator letters: computing the flag keeps the table free of hard-to-review emoji.
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function country(code: CountryCode, dial: string, es: string, en: string, currency: string): Country {
  return Object.freeze({ code, dial, flag: flagOf(code), name: Object.freeze({ es, en }), currency });
}

/**
 * The countries offered: the 27 of docs/product.md#countries (dial prefixes exactly as the product contract lists them), then
 * BO, VE, DO and BR (country.ts says why). Their own currencies stay here (a salary or a money
 * format in them is right); the pricing content has no row for BOB, VES, DOP or BRL, so the
 * pricing block shows them the USD row and pays through `linkPayUSD` (src/services/pricing.ts).
 * The Dominican Republic dials +1 like the US: its area codes (809, 829, 849) are part of the number.
 */
export const COUNTRIES: readonly Country[] = Object.freeze([
  country('AR', '+54', 'Argentina', 'Argentina', 'ARS'),
  country('CA', '+1', 'Canadá', 'Canada', 'CAD'),
  country('CL', '+56', 'Chile', 'Chile', 'CLP'),
  country('CO', '+57', 'Colombia', 'Colombia', 'COP'),
  country('CR', '+506', 'Costa Rica', 'Costa Rica', 'CRC'),
  country('EC', '+593', 'Ecuador', 'Ecuador', 'USD'),
  country('SV', '+503', 'El Salvador', 'El Salvador', 'USD'),
  country('FR', '+33', 'Francia', 'France', 'EUR'),
  country('DE', '+49', 'Alemania', 'Germany', 'EUR'),
  country('GT', '+502', 'Guatemala', 'Guatemala', 'GTQ'),
  country('HN', '+504', 'Honduras', 'Honduras', 'HNL'),
  country('JP', '+81', 'Japón', 'Japan', 'JPY'),
  country('MX', '+52', 'México', 'Mexico', 'MXN'),
  country('NI', '+505', 'Nicaragua', 'Nicaragua', 'NIO'),
  country('NO', '+47', 'Noruega', 'Norway', 'NOK'),
  country('PA', '+507', 'Panamá', 'Panama', 'USD'),
  country('PY', '+595', 'Paraguay', 'Paraguay', 'PYG'),
  country('PE', '+51', 'Perú', 'Peru', 'PEN'),
  country('PT', '+351', 'Portugal', 'Portugal', 'EUR'),
  country('PR', '+1', 'Puerto Rico', 'Puerto Rico', 'USD'),
  country('ES', '+34', 'España', 'Spain', 'EUR'),
  country('SE', '+46', 'Suecia', 'Sweden', 'SEK'),
  country('CH', '+41', 'Suiza', 'Switzerland', 'CHF'),
  country('AE', '+971', 'Emiratos Árabes Unidos', 'United Arab Emirates', 'AED'),
  country('GB', '+44', 'Reino Unido', 'United Kingdom', 'GBP'),
  country('US', '+1', 'Estados Unidos', 'United States', 'USD'),
  country('UY', '+598', 'Uruguay', 'Uruguay', 'UYU'),
  country('BO', '+591', 'Bolivia', 'Bolivia', 'BOB'),
  country('VE', '+58', 'Venezuela', 'Venezuela', 'VES'),
  country('DO', '+1', 'República Dominicana', 'Dominican Republic', 'DOP'),
  country('BR', '+55', 'Brasil', 'Brazil', 'BRL'),
]);

/** How many countries are offered, for the texts that say so (never written out by hand). */
export const COUNTRY_COUNT = COUNTRIES.length;

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The table row for a code: always defined for a `CountryCode`, `undefined` for any other string. */
export function getCountry(code: CountryCode): Country;
export function getCountry(code: string): Country | undefined;
export function getCountry(code: string): Country | undefined {
  return BY_CODE.get(code);
}

/**
 * The offered countries in the order of their names in each language, as `Intl.Collator` sorts them
 * (a unit test checks the lists against it). Written out rather than sorted in the browser: the
 * first `Intl.Collator` of a page loads ICU's collation data on the main thread, about 45 ms at
 * 4× CPU for every country selector on a partner's page, for an order that never changes.
 */
export const COUNTRY_ORDER: Readonly<Record<'es' | 'en', readonly CountryCode[]>> = {
  es: [
    'DE',
    'AR',
    'BO',
    'BR',
    'CA',
    'CL',
    'CO',
    'CR',
    'EC',
    'SV',
    'AE',
    'ES',
    'US',
    'FR',
    'GT',
    'HN',
    'JP',
    'MX',
    'NI',
    'NO',
    'PA',
    'PY',
    'PE',
    'PT',
    'PR',
    'GB',
    'DO',
    'SE',
    'CH',
    'UY',
    'VE',
  ],
  en: [
    'AR',
    'BO',
    'BR',
    'CA',
    'CL',
    'CO',
    'CR',
    'DO',
    'EC',
    'SV',
    'FR',
    'DE',
    'GT',
    'HN',
    'JP',
    'MX',
    'NI',
    'NO',
    'PA',
    'PY',
    'PE',
    'PT',
    'PR',
    'ES',
    'SE',
    'CH',
    'AE',
    'GB',
    'US',
    'UY',
    'VE',
  ],
};

const byName = new Map<'es' | 'en', readonly Country[]>();

/** The countries sorted by their names in `lang` (see `COUNTRY_ORDER`). */
export function countriesByName(lang: 'es' | 'en'): readonly Country[] {
  let list = byName.get(lang);
  if (!list) byName.set(lang, (list = COUNTRY_ORDER[lang].map((code) => getCountry(code))));
  return list;
}
