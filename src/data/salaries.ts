/**
 * Salary bands by country (docs/product.md#other-entities, docs/product.md#salaries).
 * Only the US figures are shown in the product contract; every other country has no row, so the pricing
 * widget hides its salary table there. Figures are never invented: add a country only with data.
 */
import type { Lang } from '../i18n/lang';
import { moneyFormat } from '../i18n/money';
import { getCountry } from './countries';
import type { CountryCode } from './country-codes';

/** A monthly range in whole currency units: [from, to]. */
export type SalaryRange = readonly [from: number, to: number];

/** Raw monthly bands for one country, in its salary currency (docs/product.md#salaries). */
export interface SalaryBand {
  readonly currency: string;
  readonly junior: SalaryRange;
  readonly mid: SalaryRange;
  readonly senior: SalaryRange;
}

/** The salary bands docs/product.md#salaries gives figures for (US only); a missing key means "no data, no row". */
export const SALARY_BANDS: Readonly<Partial<Record<CountryCode, SalaryBand>>> = {
  US: { currency: 'USD', junior: [5500, 7900], mid: [7900, 10500], senior: [11000, 18000] },
};

/** A displayable salary row (docs/product.md#other-entities): currency code, symbol, flag and the three monthly range texts (currency included). */
export interface SalaryRow {
  readonly code: CountryCode;
  readonly currency: string;
  readonly symbol: string;
  readonly flag: string;
  readonly junior: string;
  readonly mid: string;
  readonly senior: string;
}

/** Whether docs/product.md#salaries gives salary figures for the country (the salary table shows only then). */
export function hasSalaryData(code: string): boolean {
  return Object.hasOwn(SALARY_BANDS, code);
}

/**
 * The salary row for a country, its ranges formatted like the block's price: the
 * same `moneyFormat` locale and Intl currency display ('$5,500 – $7,900' in en-US, 'USD 5,500-7,900'
 * in Latin American Spanish); `undefined` when the product contract has no figures for the country or the code
 * is unknown. `symbol` is the currency as that format writes it.
 */
export function salaryRow(code: string, lang: Lang = 'es'): SalaryRow | undefined {
  if (!hasSalaryData(code)) return undefined;
  const band = SALARY_BANDS[code as CountryCode]!;
  const country = getCountry(code)!;
  const money = moneyFormat(band.currency, country.code, lang, [...band.junior, ...band.mid, ...band.senior]);
  const range = ([from, to]: SalaryRange) => money.range(from, to);
  return {
    code: country.code,
    currency: band.currency,
    symbol: money.symbol,
    flag: country.flag,
    junior: range(band.junior),
    mid: range(band.mid),
    senior: range(band.senior),
  };
}
