/**
 * Phones as the chat app needs them, on the server only: libphonenumber-js with its
 * full metadata (`/max`: number ranges and line types of every country) is about 150 KB, which the
 * widgets never load (they send `+<dial><digits>`, src/services/phone.ts; the lint keeps the library out
 * of src/ and widgets/).
 *
 * A lead's phone is stored as E.164 plus two flags the leads desk can show: `valid` (a number that
 * exists in its country's plan) and `mobile` (true: a mobile line; false: a fixed line or another
 * kind; null: the plan cannot tell, as in the US, Canada, Puerto Rico, Mexico and Chile). What the
 * visitor sent is never lost: an invalid number is stored as sent (flagged invalid), and the
 * lead's payload keeps the original in every case.
 *
 * The lead API refuses, before storing, a number that cannot belong to its prefix (`phoneProblem`):
 * a Peruvian mobile typed under +1 would otherwise be kept as `+1987654321`, a number no one can
 * write to. The form shows the refusal under the phone field, and the visitor fixes it.
 */
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.max.json';
import { PHONE_PLACEHOLDER } from '../../../src/contracts/lead';

/** A phone as stored: E.164, whether it is valid, whether it is a mobile (null: cannot tell or invalid). */
export interface StoredPhone {
  e164: string;
  valid: boolean;
  mobile: boolean | null;
}

const parse = (text: string): PhoneNumber | undefined => {
  try {
    return parsePhoneNumberFromString(text);
  } catch {
    return undefined;
  }
};

const mobileOf = (number: PhoneNumber): boolean | null => {
  const type = number.getType();
  return type === 'MOBILE' ? true : type === 'FIXED_LINE_OR_MOBILE' || type === undefined ? null : false;
};

/**
 * The forms a number may have been typed in, best first:
 * - Argentina: a mobile is dialled from abroad (and by WhatsApp) as +54 9 + area code + number,
 *   but typed at home without the 9 ('11 2345 6789'), which reads as a Buenos Aires fixed line. The
 *   form asks for a WhatsApp number, so the mobile form wins where the plan has it.
 * - Mexico: the old mobile prefix 1 after +52 (+52 1 55…), dropped by the plan in 2019.
 * - Any country: the calling code typed again inside the number (+51 51 987…).
 */
function candidates(phone: string, callingCode: string | undefined): string[] {
  const list = [phone];
  if (!callingCode) return list;
  const national = phone.slice(1 + callingCode.length);
  if (callingCode === '54' && !national.startsWith('9')) list.unshift(`+549${national}`);
  if (callingCode === '52' && national.startsWith('1') && national.length === 11) list.push(`+52${national.slice(1)}`);
  if (national.startsWith(callingCode)) list.push(`+${callingCode}${national.slice(callingCode.length)}`);
  return list;
}

/**
 * A number written for people: `+51 987 654 321` for `+51987654321`, grouped as its country
 * writes it; the input unchanged when it cannot be a number of its country (the wrong length).
 */
export function displayPhone(e164: string): string {
  const number = parse(e164);
  return number?.isPossible() ? number.formatInternational() : e164;
}

/**
 * The stored form of a lead's phone (`+` and digits, as the lead contract accepts it); null when the
 * lead has none ('' or the brochure placeholder). A valid mobile form wins over a valid other form;
 * a number valid in no form is kept as sent, flagged invalid.
 */
export function normalisePhone(phone: string): StoredPhone | null {
  if (!phone || phone === PHONE_PLACEHOLDER) return null;
  const sent = parse(phone);
  let best: PhoneNumber | undefined;
  for (const text of candidates(phone, sent?.countryCallingCode)) {
    const number = text === phone ? sent : parse(text);
    if (!number?.isValid()) continue;
    if (mobileOf(number) === true) return { e164: number.number, valid: true, mobile: true };
    best ??= number;
  }
  if (best) return { e164: best.number, valid: true, mobile: mobileOf(best) };
  return { e164: phone, valid: false, mobile: null };
}

/** The regions of a calling code, the main one first (US for +1), as the metadata lists them. */
const regionsOf = (calling: string): readonly CountryCode[] =>
  Object.hasOwn(metadata.country_calling_codes, calling) ? (metadata.country_calling_codes as Record<string, CountryCode[]>)[calling]! : [];

/** The calling code `phone` (`+` and digits) starts with, if any. */
function callingCodeOf(phone: string): string | undefined {
  for (const length of [1, 2, 3]) {
    const code = phone.slice(1, 1 + length);
    if (regionsOf(code).length) return code;
  }
  return undefined;
}

/**
 * Why `phone` (`+`, calling code, number) cannot be a number of its prefix, as the 422's message
 * goes on after "phone: " — what was expected, with an example; undefined when some form of it (the
 * ones `normalisePhone` stores) is a valid number there, or when the lead has no phone.
 */
export function phoneProblem(phone: string): string | undefined {
  if (!phone || phone === PHONE_PLACEHOLDER) return undefined;
  const sent = parse(phone);
  const calling = sent?.countryCallingCode ?? callingCodeOf(phone);
  if (!calling) return `expected "+", a country calling code and the number; ${phone} starts with no calling code`;
  if (candidates(phone, calling).some((text) => (text === phone ? sent : parse(text))?.isValid())) return undefined;
  const regions = regionsOf(calling);
  const example = regions.map((r) => getExampleNumber(r, examples)?.number).find(Boolean);
  const named = `${regions.slice(0, 4).join(', ')}${regions.length > 4 ? ', …' : ''}`;
  return `expected a number that exists under +${calling} (${named})${example ? `, e.g. ${example}` : ''}; ${phone} is not one`;
}
