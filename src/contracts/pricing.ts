/**
 * The pricing contract: what `GET /api/pricing` answers and what the pricing file the business
 * edits (`content/pricing.json`) holds, and the fallback prices a page shows when that answer
 * fails (docs/product.md#pricing-config, docs/product.md#prices).
 *
 * A document is `{ bootcamps: { [slug]: BootcampPricing }, redirects: { [paymentCode]: url } }`,
 * with one entry for each of the six slugs of `bootcamp.ts`. Field names are the contract's (docs/product.md#pricing-config), as the
 * business and the payment pages already know them.
 *
 * Prices are numbers in the currency's major unit (`1670` is US$ 1,670; `4997` is S/ 4,997); the
 * widget formats them with `Intl.NumberFormat`. `price_view_base` and `price_view_base_regular`
 * are both the regular price (the second is the one shown struck through) and must be equal;
 * `price_view_final` is the special price, regular × (1 − `porcentajeDescuento` %), rounded;
 * `mount` is the amount the payment page charges, never more than the special price shown.
 *
 * Hand-written checks (the small table validator of schema.ts reads text, not numbers, arrays or
 * maps): every problem is reported as `{ path, message }`, the path a dot path such as
 * `bootcamps.fullstack.prices.PEN.price_view_final`, and the message starts with that path.
 */
import { BOOTCAMP_SLUGS, type BootcampSlug } from './bootcamp';

/** Class shifts (docs/product.md#pricing-config): noche (Noche), dia (Mañana), tarde. */
export const TURNOS = ['noche', 'dia', 'tarde'] as const;
/** One class shift. */
export type Turno = (typeof TURNOS)[number];

/**
 * The ISO 4217 currencies every bootcamp has a price in: those of the contract's (docs/product.md#countries) 27 countries
 * (`src/data/countries.ts` is the source and a server test keeps the two in step). The countries
 * offered since (Bolivia, Venezuela, the Dominican Republic, Brazil) are priced in US dollars
 * unless the business adds a row in their currency (`prices` allows any other currency).
 */
export const PRICING_CURRENCIES = [
  'ARS',
  'CAD',
  'CLP',
  'COP',
  'CRC',
  'USD',
  'EUR',
  'GTQ',
  'HNL',
  'JPY',
  'MXN',
  'NIO',
  'NOK',
  'PYG',
  'PEN',
  'GBP',
  'SEK',
  'CHF',
  'AED',
  'UYU',
] as const;
/** A currency every bootcamp is priced in. */
export type PricingCurrency = (typeof PRICING_CURRENCIES)[number];

/** Whether every bootcamp must have a price in `currency` (else its countries see the USD row). */
export const isPricingCurrency = (currency: string): currency is PricingCurrency =>
  (PRICING_CURRENCIES as readonly string[]).includes(currency);

/** The advertised discount (docs/product.md#prices), in percent. */
export const ADVERTISED_DISCOUNT = 70;
/** The satisfaction guarantee (docs/product.md#prices), in days. */
export const GUARANTEE_DAYS = 30;
/**
 * How far the discount the prices give may be from `porcentajeDescuento`, in percentage points:
 * room for rounding a special price to a friendly figure (1,499 rather than 1,499.10).
 */
export const DISCOUNT_TOLERANCE_POINTS = 1;

/** One price row: regular, struck-through regular, special, and the amount charged. */
export interface CurrencyPrice {
  /** The regular price (number, major unit). */
  price_view_base: number;
  /** The regular price shown struck through; equal to `price_view_base` (kept for the payment pages). */
  price_view_base_regular: number;
  /** The special price: regular × (1 − porcentajeDescuento %), rounded. */
  price_view_final: number;
  /** The amount charged at payment; at most `price_view_final`. */
  mount: number;
}

/** One start date on offer: month, class days and shift. */
export interface Fecha {
  /** The month, as shown (e.g. "Noviembre"). */
  mes: string;
  /** The class days, as shown (e.g. "Lunes y Miércoles"). */
  dias: string;
  turno: Turno;
}

/** The pricing of one bootcamp slug: every field docs/product.md#pricing-config lists. */
export interface BootcampPricing {
  /** Payment link for USD (and every currency without its own link). */
  linkPayUSD: string;
  /** Payment link for Peru (PEN). */
  linkPayPeru: string;
  /** Payment link for Mexico (MXN). */
  linkPayMXN: string;
  /**
   * The next start dates on offer, their months as shown, and the first start (`YYYY-MM-DD`): not in
   * content/pricing.json; `GET /api/pricing` fills them from content/schedule.json (its cohorts and
   * start rules), the one file that holds dates. `fecha_inicio` is left out when no start is ahead.
   */
  fechas?: Fecha[];
  mesesInicio?: string[];
  /** The shifts on offer (at least one, no repeats). */
  turnos: Turno[];
  /**
   * When enrolment in the next open cohort closes, an instant with offset. Not in content/pricing.json:
   * `GET /api/pricing` fills it from content/schedule.json; left out when no cohort is open.
   */
  fechaLimite?: string;
  /** Whether times are shown on a 24-hour clock. */
  timestamp24h: boolean;
  /** The partial-scholarship image: an https URL or a site path. */
  semibeca_img: string;
  /** Whether a special-price banner is shown. */
  isPriceEspecial: boolean;
  /** The special-price banner text (may be empty). */
  PriceEspecialBody: string;
  /** Trial period, in whole days (0: none). */
  time_prueba: number;
  /** Footer colour of the pricing block, `#rrggbb`. */
  FooterColor: string;
  /** Title of the pricing block. */
  titlePrice: string;
  /** Payment-plan text for USD prices (may be empty). */
  planPagoUSD: string;
  /** Payment-plan text for Peru (may be empty). */
  planPagoPE: string;
  /** Discount texts: general, for USD, for PEN (may be empty). */
  DescuentoBody: string;
  DescuentoBodyUSD: string;
  DescuentoBodyPEN: string;
  /**
   * Optional payment links of their own, by ISO country code (`"CO"`) or currency (`"EUR"`): such a
   * link charges the price shown. Without one, a currency other than PEN and MXN pays through
   * `linkPayUSD`, in US dollars, and the block says so beside the button.
   */
  payLinks?: Record<string, string>;
  /** Optional: how many instalments the plan has ('Hasta 3 cuotas'); with `cuotaDolar`/`cuotaSoles`, shown beside the price. */
  cuotas?: number;
  /** One instalment in USD. */
  cuotaDolar: number;
  /** One instalment in PEN. */
  cuotaSoles: number;
  /** PEN per USD used by the payment pages' conversions. */
  priceConversion: number;
  /** The satisfaction guarantee, in days (docs/product.md#prices: 30). */
  garantia: number;
  /** The advertised discount, in percent (docs/product.md#prices: 70). */
  porcentajeDescuento: number;
  fecha_inicio?: string;
  /** Prices per ISO 4217 currency: every one of PRICING_CURRENCIES, others allowed. */
  prices: Record<PricingCurrency, CurrencyPrice> & Record<string, CurrencyPrice>;
}

/** The body of `GET /api/pricing` and the content of `content/pricing.json`. */
export interface PricingDocument {
  bootcamps: Record<BootcampSlug, BootcampPricing>;
  /** Payment codes (the `payment`/`pay` query values) → the https payment URL they redirect to. */
  redirects: Record<string, string>;
}

/** One problem: `path` names the field (`bootcamps.fullstack.prices.PEN.mount`), `message` starts with it. */
export interface PricingIssue {
  path: string;
  message: string;
}

/** The outcome of validatePricing. */
export type PricingCheck = { ok: true; pricing: PricingDocument } | { ok: false; issues: PricingIssue[] };

/** The special price for a regular price and a discount in percent, rounded to a whole unit. */
export function specialPrice(regular: number, percent: number): number {
  return Math.round((regular * (100 - percent)) / 100);
}

const fallback = (regular: number): CurrencyPrice => {
  const special = specialPrice(regular, ADVERTISED_DISCOUNT);
  return { price_view_base: regular, price_view_base_regular: regular, price_view_final: special, mount: special };
};

/**
 * The prices a page shows when the pricing answer fails or is malformed (docs/product.md#prices): PEN 4,997,
 * MXN 28,500 and USD 1,670 regular, 70 % off. Any other currency shows the USD row.
 */
export const FALLBACK_PRICES: Readonly<Record<'PEN' | 'MXN' | 'USD', Readonly<CurrencyPrice>>> = Object.freeze({
  PEN: Object.freeze(fallback(4997)),
  MXN: Object.freeze(fallback(28500)),
  USD: Object.freeze(fallback(1670)),
});

// ---------------------------------------------------------------------------------------------
// Validation

const BOOTCAMP_KEYS = [
  'linkPayUSD',
  'linkPayPeru',
  'linkPayMXN',
  'turnos',
  'timestamp24h',
  'semibeca_img',
  'isPriceEspecial',
  'PriceEspecialBody',
  'time_prueba',
  'FooterColor',
  'titlePrice',
  'planPagoUSD',
  'planPagoPE',
  'DescuentoBody',
  'DescuentoBodyUSD',
  'DescuentoBodyPEN',
  'cuotaDolar',
  'cuotaSoles',
  'priceConversion',
  'garantia',
  'porcentajeDescuento',
  'prices',
] as const satisfies readonly (keyof BootcampPricing)[];
/** The answer's fields that come from content/schedule.json, never from the pricing file. */
const SCHEDULE_KEYS = ['fechas', 'mesesInicio', 'fecha_inicio', 'fechaLimite'] as const satisfies readonly (keyof BootcampPricing)[];
const PRICE_KEYS = [
  'price_view_base',
  'price_view_base_regular',
  'price_view_final',
  'mount',
] as const satisfies readonly (keyof CurrencyPrice)[];

const MAX_TEXT = 1000;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CURRENCY = /^[A-Z]{3}$/;
const PAYMENT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
// At most two decimals (cents): 0.1 + 0.2 style noise is tolerated, 12.345 is not.
const isMoney = (value: unknown): value is number => isPositive(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Whether `value` is an absolute https URL with a host (payment links and redirects). */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048 || !/^https:\/\/[^\s]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Collects issues; `add(path, problem)` reports one. */
class Issues {
  readonly list: PricingIssue[] = [];
  /** Reports the first problem of a field; later ones for the same path are dropped (one issue per field). */
  add(path: string, problem: string): void {
    if (!this.list.some((issue) => issue.path === path)) this.list.push({ path, message: `${path}: ${problem}` });
  }
  /** Reports each of `keys` missing from `value` as required (before any other check of those fields). */
  missingKeys(value: Record<string, unknown>, keys: readonly string[], at: string): void {
    for (const key of keys) if (value[key] === undefined) this.add(`${at}.${key}`, 'required');
  }
  /** Reports keys of `value` not in `known` (typos such as `price_view_fnal`). */
  unknownKeys(value: Record<string, unknown>, known: readonly string[], at: string): void {
    for (const key of Object.keys(value))
      if (!known.includes(key)) this.add(`${at}.${key}`, `unknown field: expected only ${known.join(', ')}`);
  }
}

function text(issues: Issues, value: unknown, at: string, required = false): void {
  if (typeof value !== 'string') issues.add(at, 'expected text');
  else if (required && value.trim() === '') issues.add(at, 'required');
  else if (value.length > MAX_TEXT) issues.add(at, `expected at most ${MAX_TEXT} characters`);
  else if (CONTROL.test(value)) issues.add(at, 'expected one line of text without control characters');
}

function bool(issues: Issues, value: unknown, at: string): void {
  if (typeof value !== 'boolean') issues.add(at, 'expected true or false');
}

function positive(issues: Issues, value: unknown, at: string): void {
  if (!isMoney(value)) issues.add(at, 'expected a positive number with at most 2 decimals');
}

function wholeDays(issues: Issues, value: unknown, at: string, min: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    issues.add(at, `expected a whole number of days, ${min} or more`);
}

function priceIssues(issues: Issues, value: unknown, at: string, percent: number | undefined): void {
  if (!isObject(value)) return issues.add(at, `expected an object with ${PRICE_KEYS.join(', ')}`);
  issues.missingKeys(value, PRICE_KEYS, at);
  issues.unknownKeys(value, PRICE_KEYS, at);
  let ok = true;
  for (const key of PRICE_KEYS) {
    if (!isMoney(value[key])) {
      issues.add(`${at}.${key}`, 'expected a positive number');
      ok = false;
    }
  }
  if (!ok) return;
  const { price_view_base: base, price_view_base_regular: regular, price_view_final: final, mount } = value as unknown as CurrencyPrice;
  if (regular !== base) issues.add(`${at}.price_view_base_regular`, `expected the regular price, equal to price_view_base (${base})`);
  if (final >= base) issues.add(`${at}.price_view_final`, `expected the special price, less than the regular price (${base})`);
  else if (percent !== undefined) {
    const given = (1 - final / base) * 100;
    if (Math.abs(given - percent) > DISCOUNT_TOLERANCE_POINTS) {
      issues.add(
        `${at}.price_view_final`,
        `expected about ${specialPrice(base, percent)} (${percent} % off ${base}); ${final} is ${given.toFixed(1)} % off`,
      );
    }
  }
  if (mount > final) issues.add(`${at}.mount`, `expected the amount charged, at most the special price (${final})`);
}

function bootcampIssues(issues: Issues, value: unknown, at: string): void {
  if (!isObject(value)) return issues.add(at, 'expected an object with the pricing fields of the bootcamp');
  issues.missingKeys(value, BOOTCAMP_KEYS, at);
  issues.unknownKeys(value, [...BOOTCAMP_KEYS, ...SCHEDULE_KEYS, 'payLinks', 'cuotas'], at);
  if (value.payLinks !== undefined) {
    if (!isObject(value.payLinks)) issues.add(`${at}.payLinks`, 'expected { "<country code or currency>": "https://…" }');
    else
      for (const [key, link] of Object.entries(value.payLinks)) {
        if (!/^[A-Z]{2,3}$/.test(key))
          issues.add(`${at}.payLinks.${key}`, 'expected a two-letter country code ("CO") or a three-letter currency ("EUR") as the key');
        else if (!isHttpsUrl(link)) issues.add(`${at}.payLinks.${key}`, 'expected an https:// URL');
      }
  }
  if (
    value.cuotas !== undefined &&
    (typeof value.cuotas !== 'number' || !Number.isInteger(value.cuotas) || value.cuotas < 2 || value.cuotas > 36)
  ) {
    issues.add(`${at}.cuotas`, 'expected how many instalments, a whole number from 2 to 36');
  }
  for (const key of ['linkPayUSD', 'linkPayPeru', 'linkPayMXN'] as const) {
    if (!isHttpsUrl(value[key])) issues.add(`${at}.${key}`, 'expected an https:// URL');
  }

  const turnos = value.turnos;
  if (!Array.isArray(turnos) || turnos.length === 0) issues.add(`${at}.turnos`, `expected a non-empty list of ${TURNOS.join(', ')}`);
  else {
    turnos.forEach((turno, i) => {
      if (!(TURNOS as readonly unknown[]).includes(turno)) issues.add(`${at}.turnos.${i}`, `expected one of ${TURNOS.join(', ')}`);
      else if (turnos.indexOf(turno) !== i) issues.add(`${at}.turnos.${i}`, `"${String(turno)}" is listed twice`);
    });
  }

  // Dates live in one file: a pricing file that still carries its own would disagree with the pages.
  for (const key of SCHEDULE_KEYS) {
    if (key in value)
      issues.add(
        `${at}.${key}`,
        'start dates and the enrolment close live in content/schedule.json (cohorts or start rules): remove this field here',
      );
  }

  bool(issues, value.timestamp24h, `${at}.timestamp24h`);
  bool(issues, value.isPriceEspecial, `${at}.isPriceEspecial`);
  const image = value.semibeca_img;
  if (!(isHttpsUrl(image) || (typeof image === 'string' && image.length <= 2048 && /^\/(?!\/)[^\s]*$/.test(image)))) {
    issues.add(`${at}.semibeca_img`, 'expected an https:// URL or a site path starting with "/"');
  }
  wholeDays(issues, value.time_prueba, `${at}.time_prueba`, 0);
  if (typeof value.FooterColor !== 'string' || !COLOR.test(value.FooterColor))
    issues.add(`${at}.FooterColor`, 'expected a colour "#rrggbb", e.g. "#0b1f3a"');
  text(issues, value.titlePrice, `${at}.titlePrice`, true);
  for (const key of ['PriceEspecialBody', 'planPagoUSD', 'planPagoPE', 'DescuentoBody', 'DescuentoBodyUSD', 'DescuentoBodyPEN'] as const)
    text(issues, value[key], `${at}.${key}`);
  positive(issues, value.cuotaDolar, `${at}.cuotaDolar`);
  positive(issues, value.cuotaSoles, `${at}.cuotaSoles`);
  if (!isPositive(value.priceConversion)) issues.add(`${at}.priceConversion`, 'expected a positive number (PEN per USD)');
  wholeDays(issues, value.garantia, `${at}.garantia`, 1);

  const percent = value.porcentajeDescuento;
  const validPercent = typeof percent === 'number' && Number.isInteger(percent) && percent > 0 && percent < 100;
  if (!validPercent) issues.add(`${at}.porcentajeDescuento`, 'expected a whole percentage between 1 and 99');

  const prices = value.prices;
  if (!isObject(prices)) return issues.add(`${at}.prices`, 'expected an object of prices by currency, e.g. { "USD": { … } }');
  for (const currency of PRICING_CURRENCIES)
    if (!(currency in prices))
      issues.add(`${at}.prices.${currency}`, 'required: the countries that pay in this currency need a price in it');
  for (const [currency, price] of Object.entries(prices)) {
    if (!CURRENCY.test(currency)) issues.add(`${at}.prices.${currency}`, 'expected an ISO 4217 currency code such as "USD"');
    else priceIssues(issues, price, `${at}.prices.${currency}`, validPercent ? percent : undefined);
  }
}

/**
 * Checks an untrusted pricing document (the file, or an API answer); never throws. Returns the
 * document, or every problem found, each naming its field.
 */
export function validatePricing(value: unknown): PricingCheck {
  const issues = new Issues();
  if (!isObject(value))
    return {
      ok: false,
      issues: [{ path: '(document)', message: '(document): expected a JSON object { "bootcamps": { … }, "redirects": { … } }' }],
    };
  issues.unknownKeys(value, ['bootcamps', 'redirects'], '(document)');
  const bootcamps = value.bootcamps;
  if (!isObject(bootcamps)) issues.add('bootcamps', `expected an object with the slugs ${BOOTCAMP_SLUGS.join(', ')}`);
  else {
    for (const slug of BOOTCAMP_SLUGS)
      if (!(slug in bootcamps)) issues.add(`bootcamps.${slug}`, 'required: every bootcamp slug needs its pricing');
    for (const [slug, pricing] of Object.entries(bootcamps)) {
      if (!(BOOTCAMP_SLUGS as readonly string[]).includes(slug))
        issues.add(`bootcamps.${slug}`, `unknown bootcamp slug: expected one of ${BOOTCAMP_SLUGS.join(', ')}`);
      else bootcampIssues(issues, pricing, `bootcamps.${slug}`);
    }
  }
  const redirects = value.redirects;
  if (!isObject(redirects))
    issues.add('redirects', 'expected an object of payment codes to https:// URLs, e.g. { "fullstack-usd": "https://…" }');
  else {
    for (const [code, url] of Object.entries(redirects)) {
      if (!PAYMENT_CODE.test(code)) issues.add(`redirects.${code}`, 'expected a payment code of 1 to 64 letters, digits, "-" or "_"');
      // docs/product.md#query-actions: a `payment`/`pay` value containing "beca" opens the scholarship form, so such a code could never redirect.
      else if (/beca/i.test(code))
        issues.add(
          `redirects.${code}`,
          'expected a payment code without "beca" (?payment=…beca… opens the scholarship form instead of redirecting)',
        );
      else if (!isHttpsUrl(url)) issues.add(`redirects.${code}`, 'expected an https:// URL');
    }
  }
  return issues.list.length > 0 ? { ok: false, issues: issues.list } : { ok: true, pricing: value as unknown as PricingDocument };
}
