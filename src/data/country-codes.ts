/**
 * The country codes Embudo offers (the contract's (docs/product.md#countries) 27, and BO, VE, DO, BR). They live in src/contracts because the lead API
 * validates against them; this module keeps the data layer's import path.
 */
export { COUNTRY_CODES, isCountryCode, type CountryCode } from '../contracts/country';
