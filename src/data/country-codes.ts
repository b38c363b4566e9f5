/**
 * The 27 country codes Embudo offers (SPEC §9). They live in src/contracts because the lead API
 * validates against them; this module keeps the data layer's import path.
 */
export { COUNTRY_CODES, isCountryCode, type CountryCode } from '../contracts/country';
