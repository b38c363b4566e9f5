/**
 * Where the start-date cards of 'Elige tu fecha de inicio' (docs/product.md#landing-sections, docs/product.md#start-dates) link. The cards themselves
 * (dates, days, class times) come from content/schedule.json: the product contract's three November 2025 cards
 * are its first content, and no date or class time is held in code.
 */
import type { Lang } from '../i18n/lang';
import { isCountryCode } from './country-codes';

/**
 * The enrolment link of a start card (docs/product.md#landing-sections): `/enroll/fullstack/{countryCode}`, and its English
 * page `/en/enroll/fullstack/{countryCode}` for an English block. The code must be exactly one of
 * the offered codes (upper case); anything else gives the default, US.
 */
export function startCardHref(countryCode?: string | null, lang: Lang = 'es'): string {
  return enrolPath('fullstack', countryCode, lang);
}

/** A bootcamp's enrolment page for a country, in `lang` (docs/product.md#routes): `/enroll/{bootcamp}/{code}` or `/en/enroll/…`. */
export function enrolPath(bootcamp: string, countryCode?: string | null, lang: Lang = 'es'): string {
  return `${lang === 'en' ? '/en' : ''}/enroll/${encodeURIComponent(bootcamp)}/${isCountryCode(countryCode) ? countryCode : 'US'}`;
}
