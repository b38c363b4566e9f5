/**
 * Every region with a dial code (the WhatsApp prefix list), read from the table that
 * scripts/gen-dial-codes.ts writes from libphonenumber-js's metadata at build time: the browser
 * gets calling codes and number lengths, never the metadata. Names come from the browser's own
 * `Intl.DisplayNames` in the page language (the offered countries keep the site's names).
 */
import type { Lang } from '../i18n/lang';
import { DIAL_CODES } from './dial-codes.generated';
import { countriesByName, getCountry, isCountryCode } from './countries';

/** A region as the phone input needs it. */
export interface DialRegion {
  /** ISO 3166 code (a few telephone regions too: AC Ascension, TA Tristan da Cunha, XK Kosovo). */
  readonly code: string;
  /** Country calling code, digits only. */
  readonly calling: string;
  /** The area code written with the prefix (+1-809), '' for none. */
  readonly area: string;
  /** Possible lengths of a national number. */
  readonly lengths: readonly number[];
  /** A trunk prefix other than 0 a visitor may type first ('1' under +1), '' for none. */
  readonly trunk: string;
  /** Its numbers may begin with 0 (a leading 0 is not a trunk 0 there). */
  readonly zero: boolean;
  /** The main region of a calling code several share. */
  readonly main: boolean;
}

let table: Map<string, DialRegion> | undefined;

/** Every region with a dial code, by code (parsed once). */
export function dialRegions(): ReadonlyMap<string, DialRegion> {
  if (table) return table;
  table = new Map();
  for (const text of DIAL_CODES.split(' ')) {
    const [, code = '', calling = '', area = '', lengths = '', trunk = '', zero, main] =
      /^([A-Z]{2})(\d+)(?:-(\d+))?:([\d,]+)(?::(\d+))?(!)?(\*)?$/.exec(text) ?? [];
    table.set(code, { code, calling, area, lengths: lengths.split(',').map(Number), trunk, zero: !!zero, main: !!main });
  }
  return table;
}

/** The region of `code`, or undefined when it has no dial code. */
export const dialRegion = (code: string): DialRegion | undefined => dialRegions().get(code);

/** The prefix as people write it: '+51', '+1-809'. */
export const dialLabel = (region: DialRegion): string => `+${region.calling}${region.area ? `-${region.area}` : ''}`;

const displayNames = new Map<Lang, Intl.DisplayNames | null>();

/** The region's name in `lang`: the site's own for an offered country, else the browser's, else the code. */
export function regionName(code: string, lang: Lang): string {
  if (isCountryCode(code)) return getCountry(code).name[lang];
  let names = displayNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lang === 'en' ? 'en-US' : 'es'], { type: 'region' });
    } catch {
      names = null; // an engine without DisplayNames: the code stands in
    }
    displayNames.set(lang, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

// Name order without Intl.Collator: a page's first collator loads ICU's collation data on the main
// thread (about 45 ms at 4× CPU, see countries.ts); accents folded, the names' own order is kept.
const sortKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const rest = new Map<Lang, readonly string[]>();

/**
 * The prefix list in `lang`: the visitor's country first (any region with a dial code), then the
 * offered countries by name, then every other region by name.
 */
export function dialOrder(lang: Lang, visitor: string): string[] {
  let others = rest.get(lang);
  if (!others) {
    const named = [...dialRegions().keys()]
      .filter((code) => !isCountryCode(code))
      .map((code) => [code, sortKey(regionName(code, lang))] as const);
    others = named.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)).map(([code]) => code);
    rest.set(lang, others);
  }
  const offered = countriesByName(lang).map((c) => c.code as string);
  const first = dialRegion(visitor) ? [visitor] : [];
  return [...first, ...offered.filter((code) => code !== visitor), ...others.filter((code) => code !== visitor)];
}
