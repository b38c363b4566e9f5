// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOOTCAMP_SLUGS } from './bootcamp';
import {
  ADVERTISED_DISCOUNT,
  FALLBACK_PRICES,
  PRICING_CURRENCIES,
  isHttpsUrl,
  specialPrice,
  validatePricing,
  type BootcampPricing,
  type CurrencyPrice,
  type PricingDocument,
} from './pricing';

const price = (regular: number): CurrencyPrice => {
  const special = specialPrice(regular, 70);
  return { price_view_base: regular, price_view_base_regular: regular, price_view_final: special, mount: special };
};

function bootcamp(): BootcampPricing {
  return {
    linkPayUSD: 'https://pay.example.com/usd',
    linkPayPeru: 'https://pay.example.com/pen',
    linkPayMXN: 'https://pay.example.com/mxn',
    turnos: ['noche', 'dia'],
    timestamp24h: false,
    semibeca_img: '/img/semibeca.webp',
    isPriceEspecial: true,
    PriceEspecialBody: '',
    time_prueba: 0,
    FooterColor: '#0b1f3a',
    titlePrice: 'Bootcamp Full Stack',
    planPagoUSD: '',
    planPagoPE: '',
    DescuentoBody: '',
    DescuentoBodyUSD: '',
    DescuentoBodyPEN: '',
    cuotaDolar: 167,
    cuotaSoles: 500,
    priceConversion: 3.75,
    garantia: 30,
    porcentajeDescuento: 70,
    prices: Object.fromEntries(
      PRICING_CURRENCIES.map((c) => [c, price(c === 'PEN' ? 4997 : c === 'MXN' ? 28500 : 1670)]),
    ) as BootcampPricing['prices'],
  };
}

function doc(): PricingDocument {
  return {
    bootcamps: Object.fromEntries(BOOTCAMP_SLUGS.map((slug) => [slug, bootcamp()])) as PricingDocument['bootcamps'],
    redirects: { 'fullstack-usd': 'https://pay.example.com/usd' },
  };
}

/** The issues of a document changed by `edit`. */
function issuesOf(edit: (d: any) => void) {
  const d = doc();
  edit(d);
  const check = validatePricing(d);
  expect(check.ok).toBe(false);
  return check.ok ? [] : check.issues;
}

describe('validatePricing', () => {
  it('accepts a complete document and returns it', () => {
    const d = doc();
    expect(validatePricing(d)).toEqual({ ok: true, pricing: d });
  });

  it('refuses what is not an object', () => {
    for (const value of [null, [], 'x', 3]) expect(validatePricing(value)).toMatchObject({ ok: false, issues: [{ path: '(document)' }] });
  });

  it.each<[string, (d: any) => void, string, RegExp]>([
    [
      'a non-number special price',
      (d) => (d.bootcamps.fullstack.prices.PEN.price_view_final = '1499'),
      'bootcamps.fullstack.prices.PEN.price_view_final',
      /expected a positive number/,
    ],
    [
      'a negative amount charged',
      (d) => (d.bootcamps['cloud-aws'].prices.USD.mount = -1),
      'bootcamps.cloud-aws.prices.USD.mount',
      /expected a positive number/,
    ],
    [
      'a special price not below the regular',
      (d) => (d.bootcamps.fullstack.prices.USD.price_view_final = 1670),
      'bootcamps.fullstack.prices.USD.price_view_final',
      /less than the regular price \(1670\)/,
    ],
    [
      'a special price off the discount',
      (d) => (d.bootcamps.fullstack.prices.USD.price_view_final = 835),
      'bootcamps.fullstack.prices.USD.price_view_final',
      /expected about 501 \(70 % off 1670\); 835 is 50\.0 % off/,
    ],
    [
      'a struck-through price unlike the regular',
      (d) => (d.bootcamps.fullstack.prices.MXN.price_view_base_regular = 30000),
      'bootcamps.fullstack.prices.MXN.price_view_base_regular',
      /equal to price_view_base \(28500\)/,
    ],
    [
      'a charge above the special price',
      (d) => (d.bootcamps.fullstack.prices.PEN.mount = 4997),
      'bootcamps.fullstack.prices.PEN.mount',
      /at most the special price \(1499\)/,
    ],
    ['three decimals', (d) => (d.bootcamps.fullstack.prices.EUR.mount = 10.005), 'bootcamps.fullstack.prices.EUR.mount', /positive number/],
    [
      'a missing currency',
      (d) => delete d.bootcamps.fullstack.prices.JPY,
      'bootcamps.fullstack.prices.JPY',
      /required: the countries that pay in this currency/,
    ],
    ['a bad currency code', (d) => (d.bootcamps.fullstack.prices.usd = price(1670)), 'bootcamps.fullstack.prices.usd', /ISO 4217/],
    [
      'a misspelt price field',
      (d) => (d.bootcamps.fullstack.prices.USD.price_view_fnal = 1),
      'bootcamps.fullstack.prices.USD.price_view_fnal',
      /unknown field/,
    ],
    ['a missing slug', (d) => delete d.bootcamps['frontend-completo'], 'bootcamps.frontend-completo', /required: every bootcamp slug/],
    ['an unknown slug', (d) => (d.bootcamps.fullstak = bootcamp()), 'bootcamps.fullstak', /unknown bootcamp slug/],
    [
      'an http payment link',
      (d) => (d.bootcamps.fullstack.linkPayUSD = 'http://pay.example.com'),
      'bootcamps.fullstack.linkPayUSD',
      /https:\/\/ URL/,
    ],
    [
      'a javascript payment link',
      (d) => (d.bootcamps.fullstack.linkPayMXN = 'javascript:alert(1)'),
      'bootcamps.fullstack.linkPayMXN',
      /https:\/\/ URL/,
    ],
    [
      'an unknown turno',
      (d) => (d.bootcamps.fullstack.turnos = ['noche', 'madrugada']),
      'bootcamps.fullstack.turnos.1',
      /one of noche, dia, tarde/,
    ],
    ['a repeated turno', (d) => (d.bootcamps.fullstack.turnos = ['noche', 'noche']), 'bootcamps.fullstack.turnos.1', /listed twice/],
    ['no turnos', (d) => (d.bootcamps.fullstack.turnos = []), 'bootcamps.fullstack.turnos', /non-empty list/],
    [
      'start dates in the pricing file (they live in the schedule)',
      (d) => (d.bootcamps.fullstack.fechas = [{ mes: 'Enero', dias: 'Lunes y Miércoles', turno: 'noche' }]),
      'bootcamps.fullstack.fechas',
      /content\/schedule.json/,
    ],
    [
      'start months in the pricing file',
      (d) => (d.bootcamps.fullstack.mesesInicio = ['Enero']),
      'bootcamps.fullstack.mesesInicio',
      /content\/schedule.json/,
    ],
    [
      'a deadline in the pricing file (it lives in the schedule)',
      (d) => (d.bootcamps.fullstack.fechaLimite = '2026-12-31T23:59:59-05:00'),
      'bootcamps.fullstack.fechaLimite',
      /content\/schedule.json/,
    ],
    [
      'a start date in the pricing file',
      (d) => (d.bootcamps.fullstack.fecha_inicio = '2027-01-11'),
      'bootcamps.fullstack.fecha_inicio',
      /content\/schedule.json/,
    ],
    [
      'a pay link keyed by a name',
      (d) => (d.bootcamps.fullstack.payLinks = { Colombia: 'https://pay.example.com/co' }),
      'bootcamps.fullstack.payLinks.Colombia',
      /country code.*currency/,
    ],
    [
      'an http pay link',
      (d) => (d.bootcamps.fullstack.payLinks = { CO: 'http://pay.example.com/co' }),
      'bootcamps.fullstack.payLinks.CO',
      /https:\/\/ URL/,
    ],
    ['one instalment', (d) => (d.bootcamps.fullstack.cuotas = 1), 'bootcamps.fullstack.cuotas', /2 to 36/],
    ['a string boolean', (d) => (d.bootcamps.fullstack.timestamp24h = 'false'), 'bootcamps.fullstack.timestamp24h', /true or false/],
    [
      'an unsafe image',
      (d) => (d.bootcamps.fullstack.semibeca_img = '//evil.example/x.png'),
      'bootcamps.fullstack.semibeca_img',
      /https:\/\/ URL or a site path/,
    ],
    ['a bad colour', (d) => (d.bootcamps.fullstack.FooterColor = 'navy'), 'bootcamps.fullstack.FooterColor', /#rrggbb/],
    ['an empty title', (d) => (d.bootcamps.fullstack.titlePrice = ''), 'bootcamps.fullstack.titlePrice', /required/],
    ['a multi-line text', (d) => (d.bootcamps.fullstack.DescuentoBody = 'a\nb'), 'bootcamps.fullstack.DescuentoBody', /one line/],
    ['a zero instalment', (d) => (d.bootcamps.fullstack.cuotaSoles = 0), 'bootcamps.fullstack.cuotaSoles', /positive number/],
    [
      'a fractional guarantee',
      (d) => (d.bootcamps.fullstack.garantia = 30.5),
      'bootcamps.fullstack.garantia',
      /whole number of days, 1 or more/,
    ],
    ['a negative trial', (d) => (d.bootcamps.fullstack.time_prueba = -1), 'bootcamps.fullstack.time_prueba', /0 or more/],
    [
      'a 100 % discount',
      (d) => (d.bootcamps.fullstack.porcentajeDescuento = 100),
      'bootcamps.fullstack.porcentajeDescuento',
      /between 1 and 99/,
    ],
    ['a misspelt bootcamp field', (d) => (d.bootcamps.fullstack.garantía = 30), 'bootcamps.fullstack.garantía', /unknown field/],
    ['a missing field', (d) => delete d.bootcamps.fullstack.priceConversion, 'bootcamps.fullstack.priceConversion', /: required$/],
    ['a missing price field', (d) => delete d.bootcamps.fullstack.prices.CLP.mount, 'bootcamps.fullstack.prices.CLP.mount', /: required$/],
    ['an http redirect', (d) => (d.redirects['fullstack-usd'] = 'http://pay.example.com'), 'redirects.fullstack-usd', /https:\/\/ URL/],
    ['a redirect with credentials', (d) => (d.redirects.x = 'https://user:pw@pay.example.com'), 'redirects.x', /https:\/\/ URL/],
    ['a bad payment code', (d) => (d.redirects['a b'] = 'https://pay.example.com'), 'redirects.a b', /payment code/],
    [
      'a payment code the scholarship form would take',
      (d) => (d.redirects['Semi-BECA'] = 'https://pay.example.com'),
      'redirects.Semi-BECA',
      /without "beca".*scholarship/,
    ],
    ['redirects not an object', (d) => (d.redirects = []), 'redirects', /payment codes to https/],
    ['an unknown top-level key', (d) => (d.extra = 1), '(document).extra', /unknown field/],
  ])('names the field for %s', (_, edit, path, message) => {
    const issues = issuesOf(edit);
    expect(issues.map((issue) => issue.path)).toEqual([path]);
    expect(issues[0]!.message.startsWith(`${path}: `)).toBe(true);
    expect(issues[0]!.message).toMatch(message);
  });

  it('a changed discount is checked against every price (within one point of rounding)', () => {
    const issues = issuesOf((d) => (d.bootcamps.fullstack.porcentajeDescuento = 60));
    expect(issues).toHaveLength(PRICING_CURRENCIES.length);
    expect(issues.every((issue) => /^bootcamps\.fullstack\.prices\.[A-Z]{3}\.price_view_final: expected about/.test(issue.message))).toBe(
      true,
    );
    // 499 for 501 is a friendly rounding (70.1 % off), accepted.
    const d = doc();
    d.bootcamps.fullstack.prices.USD = { price_view_base: 1670, price_view_base_regular: 1670, price_view_final: 499, mount: 499 };
    expect(validatePricing(d).ok).toBe(true);
  });

  it('reports every problem at once', () => {
    const issues = issuesOf((d) => {
      d.bootcamps.fullstack.garantia = '30';
      d.bootcamps['backend-completo'].x = 1;
      d.redirects.y = 'ftp://x';
    });
    expect(issues.map((issue) => issue.path)).toEqual(['bootcamps.fullstack.garantia', 'bootcamps.backend-completo.x', 'redirects.y']);
  });
});

describe('FALLBACK_PRICES (docs/product.md#prices)', () => {
  it('are PEN 4,997, MXN 28,500 and USD 1,670 regular, 70 % off', () => {
    expect(ADVERTISED_DISCOUNT).toBe(70);
    expect(FALLBACK_PRICES).toEqual({
      PEN: { price_view_base: 4997, price_view_base_regular: 4997, price_view_final: 1499, mount: 1499 },
      MXN: { price_view_base: 28500, price_view_base_regular: 28500, price_view_final: 8550, mount: 8550 },
      USD: { price_view_base: 1670, price_view_base_regular: 1670, price_view_final: 501, mount: 501 },
    });
  });

  it('pass the same checks as the file', () => {
    const d = doc();
    Object.assign(d.bootcamps.fullstack.prices, FALLBACK_PRICES);
    expect(validatePricing(d).ok).toBe(true);
  });

  it('are frozen', () => {
    expect(Object.isFrozen(FALLBACK_PRICES) && Object.isFrozen(FALLBACK_PRICES.USD)).toBe(true);
  });
});

describe('helpers', () => {
  it('specialPrice rounds to a whole unit', () => {
    expect(specialPrice(4997, 70)).toBe(1499);
    expect(specialPrice(1335, 70)).toBe(401);
  });

  it('isHttpsUrl accepts https URLs with a host only', () => {
    expect(isHttpsUrl('https://pay.example.com/x?a=1')).toBe(true);
    for (const bad of ['http://a.b', 'https://', 'https:/a', 'javascript:x', ' https://a.b', 'https://a b', 1, null])
      expect(isHttpsUrl(bad)).toBe(false);
  });
});
