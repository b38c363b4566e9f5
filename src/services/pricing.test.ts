import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { FALLBACK_PRICES } from '../contracts/pricing';
import { COUNTRIES, getCountry } from '../data/countries';
import { fallbackPrice, loadPricing, offerFor, paymentLinkField, resetPricingForTests, type PricingOutcome } from './pricing';

const URL_ = 'https://api.example.test/api/pricing';
const row = (regular: number, final: number, mount = final) => ({
  price_view_base: regular,
  price_view_base_regular: regular,
  price_view_final: final,
  mount,
});
const doc = {
  bootcamps: {
    fullstack: {
      linkPayUSD: 'https://pay.example.test/usd',
      linkPayPeru: 'https://pay.example.test/pen',
      linkPayMXN: 'https://pay.example.test/mxn',
      turnos: ['tarde', 'noche'],
      garantia: 30,
      porcentajeDescuento: 70,
      prices: { USD: row(1670, 501), PEN: row(4997, 1499), MXN: row(28500, 8550), COP: row(6_900_000, 2_070_000) },
    },
  },
  redirects: { 'fs-usd': 'https://pay.example.test/usd' },
};
const ok = (body: typeof doc = doc): PricingOutcome => ({ status: 'ok', bootcamps: body.bootcamps, redirects: body.redirects });

function answer(...bodies: (string | number | 'hang' | 'throw')[]) {
  const mock = vi.fn(() => {
    const next = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    if (next === 'hang') return new Promise<Response>(() => undefined);
    if (next === 'throw') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof next === 'number') return Promise.resolve(new Response('{}', { status: next }));
    return Promise.resolve(new Response(next, { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('loadPricing (docs/product.md#pricing-load)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetPricingForTests();
    vi.useRealTimers();
  });

  it('answers the document, with one request however many ask', async () => {
    const mock = answer(JSON.stringify(doc));
    const [a, b] = await Promise.all([loadPricing(URL_), loadPricing(URL_)]);
    expect(a).toBe(b);
    expect(a.status).toBe('ok');
    expect(mock).toHaveBeenCalledTimes(1);
    expect(mock.mock.calls[0]).toEqual([URL_, expect.objectContaining({ credentials: 'omit' })]);
  });

  it.each([[''], ['{}'], ['null'], ['[]'], ['{"bootcamps":{}}']])(
    'retries an empty answer (%j) once after 1 s, then gives up',
    async (empty) => {
      const mock = answer(empty);
      let outcome: PricingOutcome | undefined;
      void loadPricing(URL_).then((o) => (outcome = o));
      await vi.advanceTimersByTimeAsync(999);
      expect(mock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(mock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(mock).toHaveBeenCalledTimes(2);
      expect(outcome).toEqual({ status: 'empty', reason: 'answered no pricing, also when asked again after 1 s' });
    },
  );

  it('uses the retry when it brings the document', async () => {
    answer('{}', JSON.stringify(doc));
    const outcome = loadPricing(URL_);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await outcome).status).toBe('ok');
  });

  it.each([
    ['a 503', 503, { status: 'failed', reason: 'answered 503' }],
    ['a network error', 'throw', { status: 'failed', reason: 'could not be reached' }],
    ['an HTML page', '<!doctype html><p>Oops', { status: 'malformed', reason: 'did not answer JSON' }],
    ['another shape', '{"prices":[1,2]}', { status: 'malformed', reason: 'did not answer a pricing document { bootcamps, redirects }' }],
  ] as const)('does not retry %s', async (_, body, expected) => {
    const mock = answer(body);
    const outcome = loadPricing(URL_);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toEqual(expected);
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a request that hangs after 10 s', async () => {
    answer('hang');
    let outcome: PricingOutcome | undefined;
    void loadPricing(URL_).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ status: 'failed', reason: 'did not answer in 10 s' });
  });
});

describe('offerFor', () => {
  it("takes the country currency's row, discount, guarantee, link and turnos from the document", () => {
    expect(offerFor(ok(), 'fullstack', 'PEN')).toEqual({
      currency: 'PEN',
      price: row(4997, 1499),
      percent: 70,
      guaranteeDays: 30,
      payHref: 'https://pay.example.test/pen',
      charge: { currency: 'PEN', amount: 1499 },
      turnos: ['noche', 'tarde'],
      fallback: false,
      unpriced: false,
      problem: undefined,
    });
    expect(offerFor(ok(), 'fullstack', 'MXN').payHref).toBe('https://pay.example.test/mxn');
    expect(offerFor(ok(), 'fullstack', 'COP')).toMatchObject({ currency: 'COP', payHref: 'https://pay.example.test/usd' });
  });

  it('says what the link charges: the shown currency with a link of its own, else US dollars at the USD row', () => {
    expect(offerFor(ok(), 'fullstack', 'COP', 'CO').charge).toEqual({ currency: 'USD', amount: 501 });
    expect(offerFor(ok(), 'fullstack', 'MXN', 'MX').charge).toEqual({ currency: 'MXN', amount: 8550 });
    const links = structuredClone(doc);
    Object.assign(links.bootcamps.fullstack, { payLinks: { CO: 'https://pay.example.test/co', EUR: 'https://pay.example.test/eur' } });
    expect(offerFor(ok(links), 'fullstack', 'COP', 'CO')).toMatchObject({
      payHref: 'https://pay.example.test/co',
      charge: { currency: 'COP', amount: 2_070_000 },
    });
    // A country link wins over its currency's; a link that is not https is not used.
    Object.assign(links.bootcamps.fullstack, { payLinks: { CO: 'javascript:alert(1)', COP: 'https://pay.example.test/cop' } });
    expect(offerFor(ok(links), 'fullstack', 'COP', 'CO')).toMatchObject({
      payHref: 'https://pay.example.test/cop',
      charge: { currency: 'COP' },
    });
  });

  it('offers instalments in the charged currency when the document has a plan for it', () => {
    const plan = structuredClone(doc);
    Object.assign(plan.bootcamps.fullstack, { cuotas: 3, cuotaDolar: 167, cuotaSoles: 500 });
    expect(offerFor(ok(plan), 'fullstack', 'PEN', 'PE').instalments).toEqual({ count: 3, amount: 500, currency: 'PEN' });
    expect(offerFor(ok(plan), 'fullstack', 'COP', 'CO').instalments).toEqual({ count: 3, amount: 167, currency: 'USD' });
    expect(offerFor(ok(plan), 'fullstack', 'MXN', 'MX').instalments).toBeUndefined();
    expect(offerFor(ok(doc), 'fullstack', 'PEN', 'PE').instalments).toBeUndefined();
    expect(offerFor({ status: 'failed', reason: 'x' }, 'fullstack', 'PEN', 'PE').instalments).toBeUndefined();
  });

  it('falls back to docs/product.md#prices prices (PEN, MXN, else USD in USD) when the answer failed', () => {
    const failed: PricingOutcome = { status: 'failed', reason: 'answered 503' };
    expect(offerFor(failed, 'fullstack', 'PEN')).toMatchObject({
      currency: 'PEN',
      price: FALLBACK_PRICES.PEN,
      percent: 70,
      guaranteeDays: 30,
      payHref: undefined,
      fallback: true,
      problem: undefined,
    });
    expect(offerFor(failed, 'fullstack', 'MXN').price.price_view_base_regular).toBe(28500);
    expect(offerFor(failed, 'fullstack', 'EUR')).toMatchObject({
      currency: 'USD',
      price: { price_view_base_regular: 1670, price_view_final: 501 },
    });
    expect(offerFor(failed, 'fullstack', 'PEN').turnos).toEqual(['noche', 'dia', 'tarde']);
  });

  it('stops at a missing bootcamp, and costs a malformed row only that row', () => {
    expect(offerFor(ok(), 'cloud-aws', 'PEN')).toMatchObject({
      fallback: true,
      payHref: undefined,
      problem: 'has no pricing for the bootcamp "cloud-aws"',
    });
    const broken = structuredClone(doc);
    (broken.bootcamps.fullstack.prices as Record<string, unknown>).PEN = { ...row(4997, 1499), price_view_final: 'NaN' };
    const offer = offerFor(ok(broken), 'fullstack', 'PEN');
    expect(offer).toMatchObject({ currency: 'PEN', price: FALLBACK_PRICES.PEN, fallback: true, payHref: 'https://pay.example.test/pen' });
    expect(offer.problem).toBe('bootcamps.fullstack.prices.PEN is missing or not a valid price row');
    expect(offerFor(ok(broken), 'fullstack', 'USD').fallback).toBe(false);
    // A special price not below the regular one is no discount: refused.
    (broken.bootcamps.fullstack.prices as Record<string, unknown>).USD = row(1670, 1670);
    expect(offerFor(ok(broken), 'fullstack', 'USD').fallback).toBe(true);
  });

  it('never gives a non-https payment link, an odd guarantee or a NaN price, whatever the document', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('PEN', 'MXN', 'USD', 'COP', 'EUR'), (entry, currency) => {
        const offer = offerFor({ status: 'ok', bootcamps: { fullstack: entry }, redirects: {} }, 'fullstack', currency);
        const amounts = Object.values(offer.price);
        return (
          amounts.every((n) => Number.isFinite(n) && n > 0) &&
          offer.price.price_view_final < offer.price.price_view_base_regular &&
          Number.isInteger(offer.percent) &&
          offer.percent > 0 &&
          offer.percent < 100 &&
          (offer.payHref === undefined || offer.payHref.startsWith('https://')) &&
          offer.turnos.length > 0
        );
      }),
    );
  });

  it('prices Bolivia, Venezuela, the Dominican Republic and Brazil at the USD row, paid through linkPayUSD', () => {
    const plan = structuredClone(doc);
    Object.assign(plan.bootcamps.fullstack, { cuotas: 3, cuotaDolar: 167, cuotaSoles: 500 });
    for (const code of ['BO', 'VE', 'DO', 'BR'] as const) {
      const currency = getCountry(code).currency;
      expect(['BOB', 'VES', 'DOP', 'BRL']).toContain(currency);
      expect(offerFor(ok(plan), 'fullstack', currency, code)).toEqual({
        currency: 'USD',
        price: row(1670, 501),
        percent: 70,
        guaranteeDays: 30,
        payHref: 'https://pay.example.test/usd',
        charge: { currency: 'USD', amount: 501 },
        instalments: { count: 3, amount: 167, currency: 'USD' },
        turnos: ['noche', 'tarde'],
        fallback: false,
        unpriced: false,
        problem: undefined,
      });
    }
    // A row of the business's own in that currency wins; a broken one costs only that row, as for any currency.
    const own = structuredClone(doc);
    (own.bootcamps.fullstack.prices as Record<string, unknown>).BRL = row(8900, 2670);
    expect(offerFor(ok(own), 'fullstack', 'BRL', 'BR')).toMatchObject({
      currency: 'BRL',
      price: row(8900, 2670),
      charge: { currency: 'USD', amount: 501 },
      fallback: false,
    });
    (own.bootcamps.fullstack.prices as Record<string, unknown>).BRL = { ...row(8900, 2670), mount: 'NaN' };
    expect(offerFor(ok(own), 'fullstack', 'BRL', 'BR')).toMatchObject({
      currency: 'USD',
      fallback: true,
      problem: 'bootcamps.fullstack.prices.BRL is missing or not a valid price row',
    });
    // A required currency missing its row is still the content's mistake, said as such.
    const gap = structuredClone(doc);
    delete (gap.bootcamps.fullstack.prices as Record<string, unknown>).COP;
    expect(offerFor(ok(gap), 'fullstack', 'COP', 'CO')).toMatchObject({
      fallback: true,
      problem: 'bootcamps.fullstack.prices.COP is missing or not a valid price row',
    });
  });

  it('maps each currency to its payment link field, and each offered country to a fallback', () => {
    expect(['PEN', 'MXN', 'USD', 'EUR', 'COP'].map(paymentLinkField)).toEqual([
      'linkPayPeru',
      'linkPayMXN',
      'linkPayUSD',
      'linkPayUSD',
      'linkPayUSD',
    ]);
    for (const country of COUNTRIES) {
      const { currency, price } = fallbackPrice(country.currency);
      expect(['PEN', 'MXN', 'USD']).toContain(currency);
      expect(price.price_view_final).toBe(Math.round(price.price_view_base_regular * 0.3));
    }
  });
});
