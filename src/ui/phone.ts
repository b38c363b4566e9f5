/**
 * Phone numbers without a metadata library: the 27 dial prefixes are data (src/data/countries),
 * the number is kept as digits, and the lead contract checks the E.164 length.
 */
import { COUNTRIES, getCountry, type Country, type CountryCode } from '../data/countries';

/**
 * The national digits of what the visitor typed or pasted: digits only, at most 15 (E.164); a
 * leading `+<dial>` or `00<dial>` of the chosen country is dropped (people paste full numbers). A
 * leading trunk 0 stays visible here and is dropped by `phoneNumber`.
 */
export function nationalDigits(raw: string, country: CountryCode): string {
  let digits = raw.replace(/\D/g, '');
  if (raw.trim()[0] === '+' || digits.startsWith('00')) {
    digits = digits.replace(/^00/, '');
    const dial = getCountry(country).dial.slice(1);
    if (digits.startsWith(dial)) digits = digits.slice(dial.length);
  }
  return digits.slice(0, 15);
}

/**
 * `+<dial><digits>`, or '' when there are no digits. A leading trunk 0 (07700… in the UK) is
 * dropped: E.164 national numbers never start with 0 in any of the 27 countries.
 */
export function phoneNumber(country: CountryCode, digits: string): string {
  const national = digits.replace(/\D/g, '').replace(/^0+/, '');
  return national && getCountry(country).dial + national;
}

/**
 * Reads a stored `+<dial><digits>` back into a country and its digits: the longest matching dial
 * prefix wins; among countries sharing one (+1: US, CA, PR) `prefer` wins, else US (the SPEC's
 * default country), else the first listed.
 */
export function splitPhone(phone: string, prefer?: CountryCode): { country: CountryCode; digits: string } | undefined {
  if (!/^\+\d{4,15}$/.test(phone)) return undefined;
  const rank = (c: Country): number => c.dial.length * 4 + (c.code === prefer ? 2 : c.code === 'US' ? 1 : 0);
  let best: Country | undefined;
  for (const c of COUNTRIES) if (phone.startsWith(c.dial) && (!best || rank(c) > rank(best))) best = c;
  return best && { country: best.code, digits: phone.slice(best.dial.length) };
}
