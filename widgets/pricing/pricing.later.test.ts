import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { resetConfigForTests } from '../../src/services/config';
import { resetGeoForTests } from '../../src/services/geo';
import { resetPricingForTests } from '../../src/services/pricing';
import { resetScheduleForTests } from '../../src/services/schedule';
import { EmbudoPricing } from './pricing.element';
import { $ } from '../../tests/support/dom';

const SOURCE = 'https://api.example.test/api/pricing';

function mount(country: string): EmbudoPricing {
  const el = document.createElement('embudo-pricing') as EmbudoPricing;
  el.setAttribute('bootcamp', 'fullstack');
  el.setAttribute('source', SOURCE);
  el.setAttribute('country', country);
  el.setAttribute('price-delay', '0');
  document.body.append(el);
  return el;
}

describe('embudo-pricing: the later part (turno, start cards, salary table)', () => {
  const real = EmbudoPricing.later;
  beforeAll(() => defineElement(EmbudoPricing));
  // The pricing source is down: the block shows the fallback prices (its own tests cover that).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The schedule answers (GET /api/schedule): the product contract's turnos in Lima's time, no cohort to come.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          String(url).endsWith('/api/schedule')
            ? new Response(
                JSON.stringify({
                  timeZone: 'America/Lima',
                  deadlines: { enrolmentCloses: '2000-01-01T00:00:00Z' },
                  masterclasses: [],
                  bootcamps: {
                    fullstack: { turnos: { noche: { start: '19:00', end: '21:00' }, dia: { start: '10:00', end: '12:00' } }, cohorts: [] },
                  },
                }),
              )
            : new Response('{}', { status: 503 }),
        ),
      ),
    );
  });
  afterEach(() => {
    document.body.replaceChildren();
    EmbudoPricing.later = real;
    resetGeoForTests();
    resetPricingForTests();
    resetScheduleForTests();
    resetConfigForTests();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("paints the price first and keeps the later part's room; a failed load logs one error and the block keeps working", async () => {
    const error = vi.mocked(console.error);
    EmbudoPricing.later = () => Promise.reject(new Error('pricing-later.js did not load'));
    const el = mount('PE');
    expect($(el, '[part=pay-button]')).not.toBeNull();
    expect($(el, '.later')).not.toBeNull();
    expect($(el, '[part=schedule]')).toBeNull();
    await expect(EmbudoPricing.preloadDetails()).rejects.toThrow('did not load');
    expect(error).toHaveBeenCalledWith(
      '[embudo-pricing] the turno and start dates could not be loaded (pricing-later.js did not load); the block shows the price without them.',
    );
    expect($(el, '[part=pay-button]')).not.toBeNull();
  });

  it('before the part arrives: no price in the stand-in US currency while the country is detected, then the local one; a checkout click sends its events once', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    let answerGeo!: () => void;
    const doc = {
      bootcamps: {
        fullstack: {
          linkPayPeru: 'https://pay.example.test/pen',
          linkPayUSD: 'https://pay.example.test/usd',
          turnos: ['noche', 'dia'],
          prices: {
            USD: { price_view_base: 1670, price_view_base_regular: 1670, price_view_final: 501, mount: 501 },
            PEN: { price_view_base: 4997, price_view_base_regular: 4997, price_view_final: 1499, mount: 1499 },
          },
        },
      },
      redirects: {},
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === 'https://ipapi.co/json/'
          ? new Promise<Response>((resolve) => (answerGeo = () => resolve(new Response(JSON.stringify({ country_code: 'PE' })))))
          : Promise.resolve(url === SOURCE ? new Response(JSON.stringify(doc)) : new Response('{}', { status: 503 })),
      ),
    );
    let fail!: (error: Error) => void;
    EmbudoPricing.later = () => new Promise((_resolve, reject) => (fail = reject));
    const loading = EmbudoPricing.preloadDetails();
    const el = document.createElement('embudo-pricing') as EmbudoPricing;
    el.setAttribute('bootcamp', 'fullstack');
    el.setAttribute('source', SOURCE);
    el.setAttribute('price-delay', '0');
    document.body.append(el);
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push($(el, '[part=price]')?.textContent ?? ''));
    watch.observe(el.shadowRoot!, { subtree: true, characterData: true, childList: true });
    // The pricing has loaded; the country has not: the skeleton, no figure.
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => url === 'https://ipapi.co/json/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($(el, '[part=price]')!.getAttribute('aria-busy')).toBe('true');
    expect($(el, '[part=special-price]')!.textContent).toBe('Precio especial: \u00a0');
    answerGeo();
    await vi.waitFor(() => expect($(el, '[part=special-price]')!.textContent!.replace(/\s/g, ' ')).toBe('Precio especial: S/ 1,499'));
    watch.disconnect();
    expect(shown.join(' ')).not.toMatch(/US\$|\$\s?501|501/);
    expect($(el, '.later')).not.toBeNull();

    const checkouts: unknown[] = [];
    el.addEventListener('embudo-checkout', (e) => {
      checkouts.push((e as CustomEvent).detail);
      e.preventDefault();
    });
    $(el, '[part=pay-button]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(checkouts).toEqual([
      {
        bootcamp: 'fullstack',
        countryCode: 'PE',
        currency: 'PEN',
        amount: 1499,
        href: 'https://pay.example.test/pen',
        turno: 'noche',
        utcOffset: '-0500',
        utcDiff: 0,
      },
    ]);
    const sent = () => fbq.mock.calls.filter(([, name]) => name === 'AddToCart' || name === 'FunnelProgress');
    expect(sent()).toEqual([
      ['track', 'AddToCart', expect.objectContaining({ value: 1499, currency: 'PEN', content_ids: ['fullstack'] })],
      ['trackCustom', 'FunnelProgress', { stage: 'payment_initiated', progress: 95 }],
    ]);
    // The part never comes (here it fails): nothing is sent again.
    fail(new Error('pricing-later.js did not load'));
    await expect(loading).rejects.toThrow('did not load');
    expect(sent()).toHaveLength(2);
    expect(checkouts).toHaveLength(1);
  });

  it('asks for the schedule as the part starts to load, not once it has arrived (one request, in parallel)', async () => {
    let arrive!: () => void;
    EmbudoPricing.later = () => new Promise((resolve) => (arrive = () => void real().then(resolve)));
    const el = mount('PE');
    const loading = EmbudoPricing.preloadDetails();
    const asked = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/schedule')).length;
    expect(asked()).toBe(1);
    await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
    arrive();
    await loading;
    await vi.waitFor(() => expect($(el, '[part=class-times]')!.textContent).toBe('Clases 19:00–21:00 (tu hora)'));
    expect(asked()).toBe(1);
  });

  it('goes with the block: disconnected, nothing of it stays or updates; connected again, drawn once', async () => {
    const el = mount('PE');
    await EmbudoPricing.preloadDetails();
    await vi.waitFor(() => expect($(el, '[part=class-times]')!.textContent).toBe('Clases 19:00–21:00 (tu hora)'));
    const radio = $(el, 'input[value=dia]') as HTMLInputElement;
    const details = $(el, '.details')!;
    el.remove();
    expect(details.isConnected).toBe(false);
    expect(el.shadowRoot!.querySelectorAll('.details')).toHaveLength(0);
    // A detached node's change no longer reaches the model: the part's nodes are left as they were.
    radio.checked = true;
    radio.dispatchEvent(new Event('change'));
    expect(details.querySelector('[part=class-times]')!.textContent).toBe('Clases 19:00–21:00 (tu hora)');
    document.body.append(el);
    expect(el.shadowRoot!.querySelectorAll('.details')).toHaveLength(1);
    expect(el.shadowRoot!.querySelectorAll('[part=schedule]')).toHaveLength(1);
    // The fallback offer's three turnos, once each.
    expect(el.shadowRoot!.querySelectorAll('input[type=radio]')).toHaveLength(3);
    expect($(el, '[part=class-times]')!.textContent).toBe('Clases 19:00–21:00 (tu hora)');
    // The new part answers the visitor: the other turno's times.
    const again = $(el, 'input[value=dia]') as HTMLInputElement;
    again.checked = true;
    again.dispatchEvent(new Event('change'));
    expect($(el, '[part=class-times]')!.textContent).toBe('Clases 10:00–12:00 (tu hora)');
  });

  it('renders in every block on the page when it arrives, with its styles, and in blocks added later at once', async () => {
    const first = mount('PE');
    const second = mount('US');
    const parts = await EmbudoPricing.preloadDetails();
    await vi.waitFor(() => expect($(first, '[part=class-times]')).not.toBeNull());
    for (const el of [first, second]) {
      expect($(el, '.later')).toBeNull();
      expect(el.shadowRoot!.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.cards')))).toBe(
        true,
      );
    }
    expect($(second, '[part=salary-table]')).not.toBeNull();
    expect($(first, '[part=salary-table]')).toBeNull();
    const third = mount('MX');
    // The class at 19:00 in Lima, in Peru's and Mexico's time (the school's time beside when it differs).
    expect($(first, '[part=class-times]')!.textContent).toBe('Clases 19:00–21:00 (tu hora)');
    expect($(third, '[part=class-times]')!.textContent).toBe('Clases 18:00–20:00 (tu hora) 19:00–21:00 hora de Lima');
    expect($(third, '[part=school-time]')!.textContent).toBe('19:00–21:00 hora de Lima');
    expect(parts.styles).toContain('.turnos');
  });
});
