/**
 * The one way every visible text is written, in every layer (browser, widgets, site, server):
 *
 * - a table `{ es, en }` of the same shape in both languages, checked with `satisfies Texts`
 *   (or `Texts<Shape>`), kept beside the module that shows it;
 * - values inside a text as `{name}` placeholders, filled with `fill` (./fill.ts; never a function
 *   per text, so both languages stay plain data that one test can compare);
 * - a count that changes the words is a `Plural` entry `{ one, other }` read with `plural`
 *   (Intl.PluralRules), so each language keeps its own forms.
 *
 * It lives in src/contracts because that is the one folder every layer may import (the desk and
 * the mails included).
 */

/** The two languages every visible string exists in: Spanish, and US English. */
export type Lang = 'es' | 'en';

/** The BCP 47 locale Intl formats with for each language. */
export const LOCALES: Record<Lang, string> = { es: 'es', en: 'en-US' };

/** A table of texts in both languages: `{ es: T, en: T }`. */
export type Texts<T = unknown> = Readonly<Record<Lang, T>>;

/** A text in both languages. */
export type Text = Texts<string>;

/**
 * A text whose words change with a count: `other` always, plus each CLDR plural category the
 * language writes differently (`one`…), e.g. `{ one: '{n} lead', other: '{n} leads' }`.
 */
export type Plural = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

const pluralRules = /*#__PURE__*/ new Map<Lang, Intl.PluralRules>();

/**
 * The form of `forms` for `count` in `lang` (Intl.PluralRules), `other` when the language has a
 * category the table does not write (Spanish 'many' for a million): `fill(plural(lang, n, t.count), { n })`.
 */
export function plural(lang: Lang, count: number, forms: Plural): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LOCALES[lang])));
  return forms[rules.select(count)] ?? forms.other;
}
