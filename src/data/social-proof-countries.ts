/**
 * Flags and names for the social-proof popups (docs/product.md#social-proof): the 20 countries
 * the site names; other real regions by their own name; 'Latinoamérica' / 'Latin America' when unknown.
 */
import type { Lang } from '../i18n/lang';
import { isCountryCode } from './country-codes';

/** A place as a popup shows it. */
export interface ProofPlace {
  flag: string;
  name: string;
}

/** The docs/product.md#entities countries: code → [Spanish name, English name]. Flags are computed from the code. */
export const SOCIAL_PROOF_COUNTRIES: Readonly<Record<string, readonly [es: string, en: string]>> = {
  PE: ['Perú', 'Peru'],
  MX: ['México', 'Mexico'],
  EC: ['Ecuador', 'Ecuador'],
  GT: ['Guatemala', 'Guatemala'],
  CR: ['Costa Rica', 'Costa Rica'],
  SV: ['El Salvador', 'El Salvador'],
  HN: ['Honduras', 'Honduras'],
  UY: ['Uruguay', 'Uruguay'],
  PY: ['Paraguay', 'Paraguay'],
  PA: ['Panamá', 'Panama'],
  NI: ['Nicaragua', 'Nicaragua'],
  US: ['Estados Unidos', 'United States'],
  BO: ['Bolivia', 'Bolivia'],
  CL: ['Chile', 'Chile'],
  DO: ['República Dominicana', 'Dominican Republic'],
  PR: ['Puerto Rico', 'Puerto Rico'],
  BR: ['Brasil', 'Brazil'],
  CO: ['Colombia', 'Colombia'],
  AR: ['Argentina', 'Argentina'],
  VE: ['Venezuela', 'Venezuela'],
};

/** The docs/product.md#entities fallback for a country outside the map. */
export const PROOF_FALLBACK: Readonly<Record<Lang, ProofPlace>> = {
  es: { flag: '🌎', name: 'Latinoamérica' },
  en: { flag: '🌎', name: 'Latin America' },
};

// Regional-indicator letters: computing the flag keeps the table free of hard-to-review emoji.
const flagOf = (code: string): string => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** The region's name from the browser's own data (`Intl.DisplayNames`), or undefined. */
function regionName(code: string, lang: Lang): string | undefined {
  try {
    const name = new Intl.DisplayNames([lang === 'en' ? 'en-US' : 'es'], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Flag and name of `code` in `lang`. The 20 contract countries use the table; any other real region
 * (a lead from Spain or Canada) gets its own name, because "Alguien de Latinoamérica" about a
 * visitor from Madrid would not be true; only an unknown code falls back to Latinoamérica.
 */
export function proofPlace(code: string | undefined, lang: Lang): ProofPlace {
  // Own keys only: a code like "toString" must not find Object.prototype.
  const names = code && {}.hasOwnProperty.call(SOCIAL_PROOF_COUNTRIES, code) ? SOCIAL_PROOF_COUNTRIES[code] : undefined;
  if (names) return { flag: flagOf(code!), name: names[lang === 'en' ? 1 : 0] };
  // Only the offered countries (the lead store holds no other): CLDR also names codes like ZZ.
  const other = isCountryCode(code) ? regionName(code, lang) : undefined;
  return other ? { flag: flagOf(code!), name: other } : PROOF_FALLBACK[lang];
}
