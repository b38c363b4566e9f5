/**
 * The country codes Embudo offers: the 27 of the contract's (docs/product.md#countries) list, in its order, then Bolivia,
 * Venezuela, the Dominican Republic and Brazil, the Latin American countries docs/product.md#countries gives class
 * times or offsets for (Venezuela: the contract's (docs/product.md#other-entities) testimonial countries) that its list left out. A
 * contract: the lead API accepts exactly these, and the browser validates against the same list.
 * Nothing else states how many there are: messages count this list.
 */
export const COUNTRY_CODES = [
  'AR',
  'CA',
  'CL',
  'CO',
  'CR',
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
  'BO',
  'VE',
  'DO',
  'BR',
] as const;

/** One of the two-letter codes Embudo offers. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Whether `value` is exactly one of the offered codes (upper case). */
export function isCountryCode(value: unknown): value is CountryCode {
  return (COUNTRY_CODES as readonly unknown[]).includes(value);
}
