/**
 * The pricing a page shows (docs/product.md#pricing-config, docs/product.md#pricing-load, docs/product.md#prices "Fallback regular
 * prices"): one shared load of `GET /api/pricing` per page, and the pure steps from that answer to
 * the offer of one bootcamp in one country (price row, discount, guarantee, payment link, turnos).
 *
 * The contract's (docs/product.md#pricing-load) load rules: an empty answer is retried once after 1 s; a failed (network, non-2xx,
 * timeout) or malformed answer is not retried. Whatever goes wrong, the page shows the fallback
 * prices of docs/product.md#prices (never an empty or NaN price) and the caller logs one console error that says
 * why. The answer is untrusted: only the fields used are read, each checked (the full validator of
 * src/contracts/pricing.ts runs on the server, where the file is edited).
 */
import {
  ADVERTISED_DISCOUNT,
  FALLBACK_PRICES,
  GUARANTEE_DAYS,
  isHttpsUrl,
  isPricingCurrency,
  TURNOS,
  type CurrencyPrice,
  type Turno,
} from '../contracts/pricing';
import { fetchText } from './http';

/** How long one pricing request may take before it counts as failed. */
export const PRICING_TIMEOUT_MS = 10_000;
/** docs/product.md#pricing-load: an empty answer is asked for once more, this long after. */
export const EMPTY_RETRY_MS = 1_000;

/** What loading the pricing gave: the document, or why there is none (a sentence for the console). */
export type PricingOutcome =
  | { status: 'ok'; bootcamps: Readonly<Record<string, unknown>>; redirects: Readonly<Record<string, unknown>> }
  | { status: 'empty' | 'failed' | 'malformed'; reason: string };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A failure with the outcome status it stands for. */
class LoadError {
  constructor(
    readonly status: 'failed' | 'malformed',
    readonly reason: string,
  ) {}
}

/** GETs the pricing once: the parsed body (`undefined` for an empty one), or throws a LoadError. */
async function getOnce(url: string): Promise<unknown> {
  let text: string;
  try {
    text = await fetchText(url, PRICING_TIMEOUT_MS);
  } catch (reason) {
    throw new LoadError('failed', typeof reason === 'string' ? reason : 'could not be reached');
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LoadError('malformed', 'did not answer JSON');
  }
}

/** docs/product.md#pricing-load "pricing data is empty": no body, null, `{}`, `[]`, or a document with no bootcamps and no redirects. */
function isEmpty(body: unknown): boolean {
  if (body == null) return true;
  if (Array.isArray(body)) return body.length === 0;
  if (!isObject(body)) return false;
  const none = (value: unknown): boolean => value === undefined || (isObject(value) && Object.keys(value).length === 0);
  const keys = Object.keys(body);
  return (
    keys.length === 0 || (keys.every((key) => key === 'bootcamps' || key === 'redirects') && none(body.bootcamps) && none(body.redirects))
  );
}

async function load(url: string): Promise<PricingOutcome> {
  for (let attempt = 1; ; attempt++) {
    let body: unknown;
    try {
      body = await getOnce(url);
    } catch (error) {
      const { status, reason } = error instanceof LoadError ? error : new LoadError('failed', 'could not be reached');
      return { status, reason };
    }
    if (!isEmpty(body)) {
      if (!isObject(body) || !isObject(body.bootcamps))
        return { status: 'malformed', reason: 'did not answer a pricing document { bootcamps, redirects }' };
      return { status: 'ok', bootcamps: body.bootcamps, redirects: isObject(body.redirects) ? body.redirects : {} };
    }
    if (attempt === 2) return { status: 'empty', reason: `answered no pricing, also when asked again after ${EMPTY_RETRY_MS / 1000} s` };
    await new Promise((resolve) => setTimeout(resolve, EMPTY_RETRY_MS));
  }
}

// Module-level on purpose: every widget (and the query actions) on a page share one request per URL.
const loads = new Map<string, Promise<PricingOutcome>>();

/** The pricing at `url` (docs/product.md#pricing-load rules above); one request per URL per page however many ask. Never rejects. */
export function loadPricing(url: string): Promise<PricingOutcome> {
  let loading = loads.get(url);
  if (!loading) {
    loading = load(url);
    loads.set(url, loading);
  }
  return loading;
}

/** Forgets the shared loads (tests only). */
export function resetPricingForTests(): void {
  loads.clear();
}

// ---------------------------------------------------------------------------------------------
// From the document to one offer

/** What the pricing block shows for one bootcamp in one country. */
export interface Offer {
  /** The ISO 4217 currency the prices are in (the country's, or the fallback's). */
  currency: string;
  /** Regular, struck-through regular, special price and the amount charged. */
  price: Readonly<CurrencyPrice>;
  /** The advertised discount in whole percent ('-70%'). */
  percent: number;
  /** The satisfaction guarantee in days. */
  guaranteeDays: number;
  /** The payment link for the country or its currency; undefined when the document gives none usable. */
  payHref: string | undefined;
  /**
   * What the payment link charges: the shown currency when the document has a link for it (or for
   * the country), else US dollars through `linkPayUSD`, the USD row's amount (the block then says so).
   */
  charge: { currency: string; amount: number };
  /** Paying in instalments, in the charged currency, when the document offers them for it. */
  instalments?: { count: number; amount: number; currency: string };
  /** The turnos on offer, in docs/product.md#pricing-config order of the document. */
  turnos: readonly Turno[];
  /** Whether these are the docs/product.md#prices fallback prices rather than the document's. */
  fallback: boolean;
  /**
   * The pricing loaded but has no entry for the bootcamp (docs/product.md#pricing-load: stop): the business has not
   * priced it, so no price is shown (a failed load still shows the fallback prices).
   */
  unpriced: boolean;
  /**
   * Why the document's data was not used, for one console error (`undefined` when it was): the
   * bootcamp is missing, or the price row of the currency is malformed (named by its path).
   */
  problem?: string;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A price row when every amount is a positive number and the special price is below the regular one. */
function priceRow(value: unknown): CurrencyPrice | undefined {
  if (!isObject(value)) return undefined;
  const { price_view_base: base, price_view_base_regular: regular, price_view_final: final, mount } = value;
  return isAmount(base) && isAmount(regular) && isAmount(final) && isAmount(mount) && final < regular
    ? { price_view_base: base, price_view_base_regular: regular, price_view_final: final, mount }
    : undefined;
}

/** The docs/product.md#prices fallback row for a currency: its own for PEN, MXN and USD; the USD one (in USD) for any other. */
export function fallbackPrice(currency: string): { currency: string; price: Readonly<CurrencyPrice> } {
  return currency === 'PEN' || currency === 'MXN'
    ? { currency, price: FALLBACK_PRICES[currency] }
    : { currency: 'USD', price: FALLBACK_PRICES.USD };
}

/** The payment link field for a currency (docs/product.md#pricing-config: linkPayPeru for PEN, linkPayMXN for MXN, linkPayUSD for every other). */
export function paymentLinkField(currency: string): 'linkPayPeru' | 'linkPayMXN' | 'linkPayUSD' {
  return currency === 'PEN' ? 'linkPayPeru' : currency === 'MXN' ? 'linkPayMXN' : 'linkPayUSD';
}

/**
 * The offer of `slug` for a country whose currency is `currency`, from a load outcome. Anything
 * missing or malformed gives the fallback prices (and says why in `problem`); a missing bootcamp
 * stops there (docs/product.md#pricing-load), a malformed price row costs only that row.
 */
export function offerFor(outcome: PricingOutcome, slug: string, currency: string, country?: string): Offer {
  const entry = outcome.status === 'ok' && Object.hasOwn(outcome.bootcamps, slug) ? outcome.bootcamps[slug] : undefined;
  const bootcamp: Loose = isObject(entry) ? entry : {};
  const prices: Loose = isObject(bootcamp.prices) ? bootcamp.prices : {};
  const own = priceRow(prices[currency]);
  // A currency the pricing content is not asked to price (Bolivia's, Venezuela's, the Dominican
  // Republic's, Brazil's: not in PRICING_CURRENCIES) and has no row for is shown the document's USD
  // row, paid through linkPayUSD: the business's own price, not the contract's (docs/product.md#prices) fallback with an error.
  const usd =
    !own && outcome.status === 'ok' && !isPricingCurrency(currency) && !Object.hasOwn(prices, currency) ? priceRow(prices.USD) : undefined;
  const row = own ?? usd;
  const shown = own ? { currency, price: own } : usd ? { currency: 'USD', price: usd } : fallbackPrice(currency);
  const { porcentajeDescuento: percent, garantia: days } = bootcamp;
  // A link of the country's own, or of its currency, charges what is shown; else the product contract's three
  // links, of which linkPayUSD charges US dollars for every currency without one.
  const links: Loose = isObject(bootcamp.payLinks) ? bootcamp.payLinks : {};
  const direct = [country && links[country], links[shown.currency]].find(isHttpsUrl);
  const field = paymentLinkField(shown.currency);
  const link = direct ?? bootcamp[field];
  const chargedIn = direct || field !== 'linkPayUSD' ? shown.currency : 'USD';
  const charge = {
    currency: chargedIn,
    amount: chargedIn === shown.currency ? shown.price.mount : (priceRow(prices.USD) ?? FALLBACK_PRICES.USD).mount,
  };
  const count = bootcamp.cuotas;
  const each = chargedIn === 'USD' ? bootcamp.cuotaDolar : chargedIn === 'PEN' ? bootcamp.cuotaSoles : undefined;
  const instalments =
    row && Number.isInteger(count) && (count as number) > 1 && isAmount(each)
      ? { count: count as number, amount: each, currency: chargedIn }
      : undefined;
  const turnos = Array.isArray(bootcamp.turnos) ? TURNOS.filter((t) => (bootcamp.turnos as unknown[]).includes(t)) : [];
  return {
    ...shown,
    percent: !row
      ? ADVERTISED_DISCOUNT
      : typeof percent === 'number' && Number.isInteger(percent) && percent > 0 && percent < 100
        ? percent
        : Math.min(99, Math.max(1, Math.round((1 - row.price_view_final / row.price_view_base_regular) * 100))),
    guaranteeDays: typeof days === 'number' && Number.isInteger(days) && days > 0 && days <= 365 ? days : GUARANTEE_DAYS,
    payHref: isHttpsUrl(link) ? link : undefined,
    charge,
    ...(instalments ? { instalments } : {}),
    turnos: turnos.length > 0 ? turnos : TURNOS,
    fallback: !row,
    unpriced: outcome.status === 'ok' && !isObject(entry),
    problem:
      outcome.status !== 'ok'
        ? undefined
        : !isObject(entry)
          ? `has no pricing for the bootcamp "${slug}"`
          : row
            ? undefined
            : `bootcamps.${slug}.prices.${currency} is missing or not a valid price row`,
  };
}
