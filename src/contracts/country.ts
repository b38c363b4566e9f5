/**
 * The 27 country codes Embudo offers (SPEC §9). A contract: the lead API accepts exactly these,
 * and the browser validates against the same list.
 */
export const COUNTRY_CODES = [
  'AR', 'CA', 'CL', 'CO', 'CR', 'EC', 'SV', 'FR', 'DE', 'GT', 'HN', 'JP', 'MX', 'NI',
  'NO', 'PA', 'PY', 'PE', 'PT', 'PR', 'ES', 'SE', 'CH', 'AE', 'GB', 'US', 'UY',
] as const;

/** One of the 27 two-letter codes Embudo offers. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Whether `value` is exactly one of the 27 codes (upper case). */
export function isCountryCode(value: unknown): value is CountryCode {
  return (COUNTRY_CODES as readonly unknown[]).includes(value);
}
