import type { Lang } from './lang';

/**
 * Money as each country reads it: one `Intl.NumberFormat` per block, with
 * Intl's own currency display (`S/ 1,499`, `$8,550` in Mexico, `MX$8,550` for an English reader,
 * `CAD 2,290` in Latin American Spanish), never a symbol and code put together by hand.
 */

/**
 * The countries whose own Spanish Intl formats with (`es-MX`, `es-ES`…). Spanish anywhere else
 * (Canada, the US, Europe outside Spain, Japan…) is the site's Latin American Spanish, `es-419`.
 */
const SPANISH_SPEAKING: ReadonlySet<string> = new Set([
  'AR',
  'CL',
  'CO',
  'CR',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
]);

/** The locale money is formatted in: `es-{country}` where Spanish is spoken, else `es-419`; `en-{country}` in English. */
export function moneyLocale(country: string, lang: Lang): string {
  if (lang === 'en') return /^[A-Z]{2}$/.test(country) ? `en-${country}` : 'en-US';
  return SPANISH_SPEAKING.has(country) ? `es-${country}` : 'es-419';
}

/** One block's figures (price, discount, salary ranges) in one locale and currency. */
export interface MoneyFormat {
  /** An amount: '$8,550' (es-MX). */
  format(amount: number): string;
  /** A range of amounts: '$5,500 – $7,900' (en-US), 'USD 5,500-7,900' (es-419). */
  range(from: number, to: number): string;
  /** A discount in whole percent, as a negative figure: '-70%', '-70 %' (es-ES). */
  discount(percent: number): string;
  /** The currency as this format writes it ('$', 'S/', 'USD'). */
  readonly symbol: string;
}

// Formatters by locale, currency and digits: a re-render reuses them.
const cache = new Map<string, MoneyFormat>();

/**
 * The format for every figure of one block: same locale, currency display and digits. When every
 * amount of the block is whole, no decimals show ('S/ 1,499'); when one has cents, all show the
 * currency's digits ('$1,499.50', '$4,997.00'), so the figures read alike.
 */
export function moneyFormat(currency: string, country: string, lang: Lang, amounts: readonly number[] = []): MoneyFormat {
  const locale = moneyLocale(country, lang);
  const whole = amounts.every((amount) => Number.isInteger(amount));
  const key = `${locale}|${currency}|${whole}`;
  let format = cache.get(key);
  if (format) return format;
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  format = {
    format: (amount) => money.format(amount),
    range: (from, to) => money.formatRange(from, to),
    discount: (p) => percent.format(-p / 100),
    symbol: money.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency,
  };
  cache.set(key, format);
  return format;
}
