/**
 * The 27 country codes Embudo offers (SPEC §9), apart from the full table in ./countries so the
 * shared runtime can validate a code without shipping every country's names and prefixes.
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
