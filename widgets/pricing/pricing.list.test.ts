import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { COUNTRIES, getCountry } from '../../src/data/countries';
import { EmbudoPricing } from './pricing.element';

/**
 * The country selector lists the offered countries by name (no flag emoji in the options)
 * without an Intl.Collator (whose creation was the largest piece of main-thread work on a page with
 * every widget): the order is data (src/data/countries.ts COUNTRY_ORDER, checked against the
 * collator there). And it holds two options until the list is needed: 27 options a page only
 * loaded never opens were 1.5–5 ms of Embudo's 40 ms of main thread there (unthrottled).
 */
describe('embudo-pricing country list', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('holds the chosen country and the longest name until the list is needed; a pointer, a key or focus on it lists every country by name, with no Intl.Collator', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Collator = Intl.Collator;
    const collators = vi.spyOn(Intl, 'Collator');
    defineElement(EmbudoPricing);
    const select = (el: Element) => el.shadowRoot!.querySelector('select')!;
    const names = (el: Element) => [...select(el).options].map((o) => o.textContent!);
    const reaches: [string, (el: Element) => void][] = [
      ['focus', (el) => select(el).dispatchEvent(new FocusEvent('focus'))],
      ['pointerdown', (el) => select(el).dispatchEvent(new Event('pointerdown', { bubbles: true }))],
      ['keydown', (el) => select(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))],
    ];
    for (const lang of ['es', 'en'] as const) {
      const sorted = COUNTRIES.map((c) => c.name[lang]).sort(new Collator(lang === 'es' ? 'es' : 'en-US').compare);
      for (const [how, reach] of reaches) {
        const el = document.createElement('embudo-pricing');
        el.setAttribute('bootcamp', 'fullstack');
        el.setAttribute('country', 'PE');
        el.setAttribute('lang', lang);
        document.body.append(el);
        // A page only loaded: the chosen country and the longest name (the select's final width), in list order.
        expect(names(el), `${lang} before ${how}`).toEqual(
          lang === 'es' ? ['Emiratos Árabes Unidos', 'Perú'] : ['Peru', 'United Arab Emirates'],
        );
        expect(select(el).value).toBe('PE');
        // The flag comes with the list (its room is kept).
        expect(el.shadowRoot!.querySelector('[part=country-flag]')!.textContent).toBe('');
        reach(el);
        // Filled in the same task (a synchronous render): the list is whole before it opens.
        expect(names(el), `${lang} after ${how}`).toEqual(sorted);
        expect(select(el).value).toBe('PE');
        // Names only in the options (a select lays out every option: 27 flag emoji were costly); the
        // chosen country's flag is beside the list.
        expect(el.shadowRoot!.querySelector('[part=country-flag]')!.textContent).toBe(getCountry('PE').flag);
        el.remove();
      }
    }
    expect(collators).not.toHaveBeenCalled();
  });

  it('is filled, with the flag, in every block when the later part arrives (the first move, or the block near the screen)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement(EmbudoPricing);
    const real = EmbudoPricing.later;
    EmbudoPricing.later = () => Promise.resolve({ mount: () => () => undefined, styles: '' });
    try {
      const blocks = ['MX', 'US'].map((country) => {
        const el = document.createElement('embudo-pricing');
        el.setAttribute('country', country);
        document.body.append(el);
        return el;
      });
      const flags = () => blocks.map((el) => el.shadowRoot!.querySelector('[part=country-flag]')!.textContent);
      for (const el of blocks) expect(el.shadowRoot!.querySelector('select')!.options).toHaveLength(2);
      expect(flags()).toEqual(['', '']);
      await EmbudoPricing.preloadDetails();
      for (const el of blocks) expect(el.shadowRoot!.querySelector('select')!.options).toHaveLength(COUNTRIES.length);
      expect(flags()).toEqual([getCountry('MX').flag, getCountry('US').flag]);
      expect(blocks.map((el) => el.shadowRoot!.querySelector('select')!.value)).toEqual(['MX', 'US']);
    } finally {
      EmbudoPricing.later = real;
    }
  });

  it('the flag beside the list follows the chosen country', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement(EmbudoPricing);
    const el = document.createElement('embudo-pricing');
    el.setAttribute('country', 'PE');
    document.body.append(el);
    const select = el.shadowRoot!.querySelector('select')!;
    select.dispatchEvent(new FocusEvent('focus')); // the visitor reaches for the list
    expect(el.shadowRoot!.querySelector('[part=country-flag]')!.textContent).toBe(getCountry('PE').flag);
    select.value = 'MX';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=country-flag]')!.textContent).toBe(getCountry('MX').flag));
    expect(el.shadowRoot!.querySelector('[part=country-flag]')!.getAttribute('aria-hidden')).toBe('true');
  });
});
