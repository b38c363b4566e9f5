/**
 * UTC offsets by country (docs/product.md#offsets): part of the page state of docs/product.md#lead-fields
 * (`utc_offset` / `utc_dif`), given with a checkout (`embudo-checkout`'s `utcOffset` / `utcDiff`),
 * and behind the afternoon class times (./schedule). The contract's (docs/product.md#lead-calls) lead bodies do not carry them, so
 * leads do not either. Pure data: no DOM, safe for the server.
 *
 * The product contract's numbers are copied literally, including the ones that look odd, because the page
 * shows exactly these values:
 * - CL and BO are -0400 with diff -1 although -0400 is one hour *ahead* of the -0500 default;
 * - CU, GT, NI and DO are listed with a diff only, so their offset stays the default -0500;
 * - CU is not offered; it is kept because the product contract lists it. VE, offered without a contract row, is
 *   derived from its zone as the product contract's own rows are: Caracas is UTC−4 all year like La Paz, so it
 *   takes BO's row (-0400, diff -1);
 * - countries the product contract does not list (FR, JP, US…) get the defaults, -0500 and diff 0.
 */

/** Default UTC offset for any country docs/product.md#offsets does not list ("Defaults: … UTC offset -0500"). */
export const DEFAULT_UTC_OFFSET = '-0500';

/** Default hour difference. docs/product.md#offsets gives none for unlisted countries (nor for PE, ES): 0. */
export const DEFAULT_UTC_DIFF = 0;

/** A country's UTC offset (`±HHMM`) and hour difference (`utc_offset`, `utc_dif`, docs/product.md#lead-fields). */
export interface UtcSetting {
  readonly offset: string;
  readonly diff: number;
}

const D = DEFAULT_UTC_OFFSET;
// docs/product.md#offsets, in the product contract's order, then VE: [offset, diff]. Keys are plain strings: CU is not a CountryCode.
const UTC: Readonly<Record<string, readonly [string, number]>> = {
  PE: ['-0500', 0],
  MX: ['-0600', -1],
  CR: ['-0600', -1],
  SV: ['-0600', -1],
  HN: ['-0600', -1],
  CL: ['-0400', -1],
  BO: ['-0400', -1],
  PY: ['-0300', 1],
  PR: ['-0300', 1],
  UY: ['-0300', 2],
  BR: ['-0300', 2],
  CU: [D, 1],
  GT: [D, -1],
  NI: [D, -1],
  DO: [D, 1],
  ES: ['+0100', 0],
  VE: ['-0400', -1],
};

/**
 * The UTC offset and diff for a country code, exactly as docs/product.md#countries lists them; the defaults
 * (-0500, 0) for any other string, including unknown or hostile values.
 */
export function utcSetting(countryCode: string): UtcSetting {
  const row = Object.hasOwn(UTC, countryCode) ? UTC[countryCode] : undefined;
  return { offset: row?.[0] ?? DEFAULT_UTC_OFFSET, diff: row?.[1] ?? DEFAULT_UTC_DIFF };
}
