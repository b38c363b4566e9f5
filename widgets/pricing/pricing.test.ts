import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { resetConfigForTests } from '../../src/services/config';
import { COUNTRY_CHOICE_KEY, resetGeoForTests } from '../../src/services/geo';
import { resetPricingForTests } from '../../src/services/pricing';
import { resetScheduleForTests } from '../../src/services/schedule';
import type { Schedule } from '../../src/contracts/site-content';

/** The schedule as `GET /api/schedule` answers it: the product contract's three November 2025 cohorts, night turno. */
const SCHEDULE: Schedule = {
  timeZone: 'America/Lima',
  masterclasses: [],
  deadlines: {},
  bootcamps: {
    fullstack: {
      turnos: { noche: { start: '19:00', end: '21:00' }, dia: { start: '10:00', end: '12:00' }, tarde: { start: '15:00', end: '17:30' } },
      cohorts: [
        { start: '2025-11-03', end: '2026-03-15', days: ['mon', 'wed'], turno: 'noche' },
        { start: '2025-11-05', end: '2026-03-15', days: ['mon', 'wed'], turno: 'noche' },
        { start: '2025-11-10', end: '2026-03-15', days: ['wed', 'sat'], turno: 'noche' },
      ],
    },
  },
};
import { EmbudoPricing } from './pricing.element';
import { $ } from '../../tests/support/dom';

const SOURCE = 'https://api.example.test/api/pricing';
const IPAPI = 'https://ipapi.co/json/';
const row = (regular: number, final: number) => ({
  price_view_base: regular,
  price_view_base_regular: regular,
  price_view_final: final,
  mount: final,
});
const DOC = {
  bootcamps: {
    fullstack: {
      linkPayUSD: 'https://pay.example.test/usd',
      linkPayPeru: 'https://pay.example.test/pen',
      linkPayMXN: 'https://pay.example.test/mxn',
      turnos: ['noche', 'dia', 'tarde'],
      garantia: 30,
      porcentajeDescuento: 70,
      prices: { USD: row(1670, 501), PEN: row(4997, 1499), MXN: row(28500, 8550) },
    },
  },
  redirects: {},
};

type Answer = unknown | (() => Promise<Response>);
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** Stubs fetch: the pricing source answers `pricing`, the IP service `geo`, the schedule SCHEDULE; returns the mock. */
function stubFetch(pricing: Answer = DOC, geo: Answer = { country_code: 'MX' }) {
  const mock = vi.fn((url: string) => {
    const answer = url === IPAPI ? geo : url.startsWith(SOURCE) ? pricing : url.endsWith('/api/schedule') ? SCHEDULE : () => json({}, 404);
    return typeof answer === 'function' ? (answer as () => Promise<Response>)() : json(answer);
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls: (url: string) => mock.mock.calls.filter(([u]) => u === url).length };
}

function mount(attrs: Record<string, string> = {}): EmbudoPricing {
  const el = document.createElement('embudo-pricing') as EmbudoPricing;
  el.setAttribute('source', SOURCE);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const text = (el: Element, part: string) => $(el, `[part=${part}]`)?.textContent?.replace(/\s/g, ' ') ?? null;
const pending = (el: Element) => $(el, '[part=price]')!.getAttribute('aria-busy') === 'true';

function select(el: Element, code: string): void {
  const box = $(el, 'select') as HTMLSelectElement;
  box.value = code;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('embudo-pricing', () => {
  beforeAll(async () => {
    defineElement(EmbudoPricing);
    // The later part (turno, start cards, salary table): its loading is pricing.later.test.ts's.
    // Its load asks for the schedule too: answered here, and forgotten by each test's reset.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    await EmbudoPricing.preloadDetails();
    vi.unstubAllGlobals();
    resetScheduleForTests();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    document.body.replaceChildren();
    resetGeoForTests();
    resetPricingForTests();
    resetScheduleForTests();
    resetConfigForTests();
    vi.useRealTimers();
  });

  it('shows the country prices 10 s after the pricing loads, in space kept from the start', async () => {
    const { calls } = stubFetch();
    const el = mount({ country: 'pe' });
    // Laid out at once (the figures are there, hidden), with a placeholder over them.
    expect(pending(el)).toBe(true);
    expect(text(el, 'special-price')).not.toBeNull();
    expect($(el, '.wait')!.textContent).toBe('Calculando tu precio…');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pending(el)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending(el)).toBe(false);
    expect($(el, '.wait')).toBeNull();
    expect(text(el, 'regular-price')).toBe('Precio regular: S/ 4,997');
    expect(text(el, 'discount')).toBe('-70%');
    expect(text(el, 'special-price')).toBe('Precio especial: S/ 1,499');
    expect($(el, '[part=pay-button]')!.getAttribute('href')).toBe('https://pay.example.test/pen');
    expect(text(el, 'benefits')).toBe('Garantía de satisfacción de 30 díasAcceso de por vidaCertificado incluido');
    // The page said the country: no geo request.
    expect(calls(IPAPI)).toBe(0);
    expect(calls(SOURCE)).toBe(1);
  });

  it('price-delay="0" shows the price as soon as it loads', async () => {
    stubFetch();
    const el = mount({ country: 'MX', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(pending(el)).toBe(false);
    expect(text(el, 'special-price')).toBe('Precio especial: $8,550');
  });

  it('price-delay="0" with no country given shows no price until the country is known, then only the local one', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(DOC, () => new Promise<Response>((resolve) => (answer = resolve)));
    const el = mount({ 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    // The pricing is loaded, the detection is out: a skeleton, busy, with its text, and no figure in any currency.
    expect(pending(el)).toBe(true);
    expect($(el, '.wait')!.textContent).toBe('Calculando tu precio…');
    expect(text(el, 'special-price')).toBe('Precio especial:  ');
    expect(text(el, 'regular-price')).toBe('Precio regular:  ');
    expect($(el, '[part=price]')!.textContent).not.toMatch(/\d{3}|USD|\$/);
    answer(new Response(JSON.stringify({ country_code: 'PE' }), { headers: { 'content-type': 'application/json' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(pending(el)).toBe(false);
    expect(text(el, 'special-price')).toBe('Precio especial: S/ 1,499');
  });

  it('recomputes price, payment link and class times at once when the visitor picks a country, and every block follows', async () => {
    stubFetch();
    const el = mount({ country: 'PE', 'price-delay': '0' });
    const other = mount({ 'price-delay': '0' });
    const changes: unknown[] = [];
    el.addEventListener('embudo-country-change', (e) => changes.push((e as CustomEvent).detail));
    await vi.advanceTimersByTimeAsync(0);
    expect(text(el, 'class-times')).toBe('Clases 19:00–21:00 (tu hora)');
    select(el, 'MX');
    expect(text(el, 'special-price')).toBe('Precio especial: $8,550');
    expect($(el, '[part=pay-button]')!.getAttribute('href')).toBe('https://pay.example.test/mxn');
    // One class, converted: 19:00 in Lima is 18:00 in Mexico City, with the school's time beside.
    expect(text(el, 'class-times')).toBe('Clases 18:00–20:00 (tu hora) 19:00–21:00 hora de Lima');
    expect(changes).toEqual([{ countryCode: 'MX', method: 'manual' }]);
    expect(localStorage.getItem(COUNTRY_CHOICE_KEY)).toBe('MX');
    expect(($(other, 'select') as HTMLSelectElement).value).toBe('MX');
    expect(text(other, 'special-price')).toBe('Precio especial: $8,550');
    // A currency without its own link pays through the USD link; a country without a price row shows the fallback in USD.
    select(el, 'CO');
    expect(text(el, 'special-price')).toBe('Precio especial: US$ 501');
    expect($(el, '[part=pay-button]')!.getAttribute('href')).toBe('https://pay.example.test/usd');
  });

  it('asks the geo chain once for three blocks when the page does not say the country', async () => {
    const { calls } = stubFetch(DOC, { country_code: 'MX' });
    const blocks = [mount(), mount(), mount()];
    const events: unknown[] = [];
    blocks[0]!.addEventListener('embudo-country-change', (e) => events.push((e as CustomEvent).detail));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(IPAPI)).toBe(1);
    expect(calls(SOURCE)).toBe(1);
    for (const block of blocks) expect(($(block, 'select') as HTMLSelectElement).value).toBe('MX');
    expect(events).toEqual([{ countryCode: 'MX', method: 'ipapi.co' }]);
  });

  it("keeps the visitor's earlier choice over the page's country", async () => {
    localStorage.setItem(COUNTRY_CHOICE_KEY, 'CL');
    stubFetch();
    const el = mount({ country: 'PE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(($(el, 'select') as HTMLSelectElement).value).toBe('CL');
  });

  it.each([
    ['a 503', () => json({ error: 'down' }, 503), 'answered 503'],
    ['an HTML page', () => Promise.resolve(new Response('<!doctype html>')), 'did not answer JSON'],
  ])('shows the docs/product.md#prices fallback prices and logs one error for %s', async (_, answer, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(answer);
    const el = mount({ country: 'PE', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(text(el, 'regular-price')).toBe('Precio regular: S/ 4,997');
    expect(text(el, 'special-price')).toBe('Precio especial: S/ 1,499');
    select(el, 'FR');
    // Euro countries have no fallback row of their own: the USD one, in dollars (never 1,670 euros).
    // Spanish in France reads as Latin American Spanish (es-419): Intl's own 'USD', no hand-built '$ USD'.
    expect(text(el, 'regular-price')).toBe('Precio regular: USD 1,670');
    expect(text(el, 'special-price')).toBe('Precio especial: USD 501');
    // No payment link without pricing: the button opens the enrolment lead form (the
    // brochure modal), or where that script is not on the page, leads to the enrolment page; a note says why.
    const pay = $(el, '[part=pay-button]')!;
    expect(pay.getAttribute('data-embudo-open')).toBe('brochure');
    expect(pay.getAttribute('href')).toBe(`${location.origin}/enroll/fullstack/FR`);
    expect(text(el, 'pay-note')).toBe('El pago en línea no está disponible: déjanos tus datos y te ayudamos a inscribirte.');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toBe(`[embudo-pricing] ${SOURCE} ${reason}; showing the built-in fallback prices.`);
  });

  it('tracks AddToCart and FunnelProgress 95 and emits embudo-checkout on pay; a cancelled event keeps the page', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    stubFetch();
    const el = mount({ country: 'PE', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    const details: unknown[] = [];
    el.addEventListener('embudo-checkout', (e) => {
      details.push((e as CustomEvent).detail);
      e.preventDefault();
    });
    const radios = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]');
    radios[2]!.click();
    expect(text(el, 'class-times')).toBe('Clases 15:00–17:30 (tu hora)');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $(el, '[part=pay-button]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(details).toEqual([
      {
        bootcamp: 'fullstack',
        countryCode: 'PE',
        currency: 'PEN',
        amount: 1499,
        href: 'https://pay.example.test/pen',
        turno: 'tarde',
        utcOffset: '-0500',
        utcDiff: 0,
      },
    ]);
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'AddToCart',
      expect.objectContaining({ value: 1499, currency: 'PEN', content_ids: ['fullstack'] }),
    );
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'FunnelProgress', { stage: 'payment_initiated', progress: 95 });
  });

  it('shows the salary table only for a country with figures, and the start cards link to its enrolment page in its language', async () => {
    vi.setSystemTime(Date.parse('2025-10-01T12:00:00Z')); // before the product contract's start dates
    stubFetch();
    const el = mount({ country: 'US', lang: 'en', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(text(el, 'salary-table')).toContain('Monthly developer salary in United States (USD)');
    expect(text(el, 'salary-table')).toContain('Junior$5,500 – $7,900');
    expect(text(el, 'special-price')).toBe('Special price: $501');
    const cards = el.shadowRoot!.querySelectorAll('[part=start-card]');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.getAttribute('href')).toBe(`${location.origin}/en/enroll/fullstack/US`);
    // From the schedule, in New York's time (the US's main zone: the test browser's zone is not a US one).
    expect(cards[0]!.textContent).toContain('Monday, November 3');
    expect(cards[0]!.textContent?.replace(/\s/g, ' ')).toContain('Night: 7:00 – 9:00 PM');
    expect(cards[2]!.textContent).toContain('Classes: Wednesday and Saturday');
    select(el, 'PE');
    expect($(el, '[part=salary-table]')).toBeNull();
    expect(cards[0]!.getAttribute('href')).toBe(`${location.origin}/en/enroll/fullstack/PE`);
  });

  it('never shows a start date that has come: past cards drop out, and with none left the block says the next ones come soon', async () => {
    vi.setSystemTime(Date.parse('2025-11-04T12:00:00Z')); // 03 Nov has started, 05 and 10 Nov have not
    stubFetch();
    const el = mount({ country: 'US', lang: 'en', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    const cards = [...el.shadowRoot!.querySelectorAll('[part=start-card]')].map((c) => c.textContent);
    expect(cards).toHaveLength(2);
    expect(cards.join()).not.toContain('November 3');
    expect(el.shadowRoot!.querySelector('[part=start-soon]')).toBeNull();
    vi.setSystemTime(Date.parse('2026-01-01T12:00:00Z'));
    const later = mount({ country: 'US', lang: 'en', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.shadowRoot!.querySelector('[part=start-cards]')).toBeNull();
    expect(text(later, 'start-soon')).toBe('Choose your start dateThe next start dates will be published soon.');
    expect(later.shadowRoot!.querySelector('#start')!.textContent).toBe('Choose your start date');
  });

  it('reports a bad country or source and keeps working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch();
    mount({ country: 'Narnia', 'price-delay': '0' });
    expect(error).toHaveBeenCalledWith(
      '[embudo-pricing] country="Narnia" is not valid: expected a two-letter code of an offered country, e.g. "PE". Using the default instead.',
    );
    document.body.replaceChildren();
    error.mockClear();
    const el = mount({ source: 'javascript:alert(1)', country: 'MX', 'price-delay': '0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(error.mock.calls[0]![0])).toContain('source="javascript:alert(1)" is not valid');
    expect(text(el, 'special-price')).toBe('Precio especial: $8,550');
  });

  it('clears its timer and listeners on disconnect', async () => {
    stubFetch();
    const el = mount({ country: 'PE' });
    await vi.advanceTimersByTimeAsync(0);
    el.remove();
    expect(vi.getTimerCount()).toBe(0);
  });
});
