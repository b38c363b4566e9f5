import type { Lang } from '../contracts/texts';

// The languages, their locales and the table shape are the contracts' (one way for every layer).
export { LOCALES, type Lang } from '../contracts/texts';

/** Reads a `lang` value (`es`, `en`, `en-US`, `es-PE`…) into a Lang; undefined when it is neither. */
export function parseLang(value: string | null | undefined): Lang | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'en' ? base : undefined;
}

/** The language to show: the value when valid, else the page's configured language, else Spanish. */
export function resolveLang(value: string | null | undefined, fallback?: Lang): Lang {
  return parseLang(value) ?? fallback ?? 'es';
}

/**
 * The language an element takes from the page (as Shoelace does): its closest `[lang]` ancestor in
 * the light DOM (a shadow root is not crossed), else `<html lang>`; any `en-*` counts as en and any
 * `es-*` as es; undefined when that language is neither (or not stated).
 */
export function inheritedLang(el: Element): Lang | undefined {
  const source = el.parentElement?.closest('[lang]') ?? el.ownerDocument.documentElement;
  return parseLang(source?.getAttribute('lang'));
}
