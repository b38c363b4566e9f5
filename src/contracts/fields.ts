/**
 * The field rules every string of a contract obeys, shared by the forms (a message under the
 * field) and the server (422 naming the field). Light on purpose: a few regular expressions.
 *
 * - Every string: well-formed Unicode (no lone surrogate: `String#isWellFormed`), no C0/C1 control
 *   characters, no line/paragraph separators, no bidi overrides, isolates or marks, no zero-width
 *   or invisible characters (they hide what a value says, in a form, a CSV cell or a log line).
 * - Emails: what `<input type="email">` accepts (WHATWG), with a dot and a 2+ letter top-level
 *   domain; domain labels may be non-ASCII letters (what the input turns into punycode).
 * - Names: letters and marks of any script, with spaces, apostrophes, hyphens and periods.
 * - Phones: `+` and digits (the lead's PHONE_PATTERN).
 * - Page URLs: absolute http(s).
 */

/**
 * C0/C1 controls, line/paragraph separators, bidi embeddings/overrides/isolates and marks
 * (LRM, RLM, ALM), zero-width and invisible characters (ZWSP, ZWNJ, ZWJ, word joiner, invisible
 * operators, BOM, Mongolian vowel separator, Hangul fillers), and lone surrogates (`\p{Cs}` in a
 * `u` regex matches only unpaired halves).
 */
export const FORBIDDEN_CHARACTER =
  /[\p{Cs}\u0000-\u001f\u007f-\u009f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]/u;

/** C0/C1 controls and line/paragraph separators: what a one-line text must not hold. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether `text` is well-formed Unicode (`String#isWellFormed` where the engine has it). */
export function isWellFormed(text: string): boolean {
  const own = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof own == 'function' ? own.call(text) : !/\p{Cs}/u.test(text);
}

/** Whether `text` is safe to keep and show: well-formed, with no character FORBIDDEN_CHARACTER names. */
export function isSafeText(text: string): boolean {
  return isWellFormed(text) && !FORBIDDEN_CHARACTER.test(text);
}

/**
 * An email as `<input type="email">` accepts it (WHATWG "valid e-mail address": ASCII local part
 * without quotes, domain labels of letters, digits and inner hyphens), plus a top-level domain of
 * 2+ characters as the forms have always asked. Unicode domain labels pass (the input sends them
 * as punycode, which passes too).
 */
export const EMAIL_FORM =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?\.)+[\p{L}\p{M}\p{N}-]{2,63}$/u;

/** A name: letters and marks of any script, then letters, marks, spaces, apostrophes, hyphens, periods. */
export const NAME_FORM = /^(?:[\p{L}\p{M}][\p{L}\p{M} '’.\-‐]*)?$/u;

/** A page URL: absolute http or https, a host, no spaces. */
export const PAGE_URL_FORM = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Longest page URL a lead carries. */
export const MAX_PAGE_URL = 2048;
