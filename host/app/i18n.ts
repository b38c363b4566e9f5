/**
 * The site's language: one context, set from the route (docs/product.md#routes: `/us` and `/en/…` are English,
 * `?lang=en` elsewhere), read by every component. Texts sit beside the component that shows them,
 * as `{ es, en }` pairs.
 */
import { createContext, useContext } from 'react';
import { LOCALES, type Lang, type Texts } from '../../src/contracts/texts';

// One way for texts in every layer (docs/architecture.md#texts): the `{ es, en }` table shape, `{name}` templates
// filled with `fill`, counted texts as `Plural` entries read with `plural`.
export { LOCALES, plural, type Plural, type Lang, type Text, type Texts } from '../../src/contracts/texts';
export { fill } from '../../src/contracts/fill';

/** The page's language. */
export const LangContext = createContext<Lang>('es');

/** The page's language (`es` or `en`). */
export function useLang(): Lang {
  return useContext(LangContext);
}

const wholeFormats = new Map<Lang, Intl.NumberFormat>();

/**
 * Whole numbers as the language writes them, thousands always grouped: '2.500' / '2,500' (Spanish
 * leaves a four-digit number ungrouped by default). One formatter per language: each costs a phone
 * milliseconds.
 */
export function wholeNumbers(lang: Lang): Intl.NumberFormat {
  let format = wholeFormats.get(lang);
  if (!format)
    wholeFormats.set(lang, (format = new Intl.NumberFormat(LOCALES[lang], { useGrouping: 'always' } as Intl.NumberFormatOptions)));
  return format;
}

/** The copy of `texts` in the page's language: `const t = useCopy(COPY)` with `COPY = { es: {…}, en: {…} } satisfies Texts`. */
export function useCopy<C extends Texts>(texts: C): C[Lang] {
  return texts[useLang()];
}

/** The `<html lang>` value of a language. */
export const htmlLang = (lang: Lang): string => (lang === 'en' ? 'en-US' : 'es');
