import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { COUNTRIES, getCountry } from '../../src/data/countries';
import { EmbudoPricing } from './pricing.element';

/**
 * Issue 21: the country selector lists the 27 countries by name (no flag emoji in the options) from
 * its first render without an
 * Intl.Collator (whose creation was the largest piece of main-thread work on a page with every
 * widget): the order is data (src/data/countries.ts COUNTRY_ORDER, checked against the collator there).
 */
describe('embudo-pricing country list', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('lists the countries by name in the block language from the first render, with no Intl.Collator', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Collator = Intl.Collator;
    const collators = vi.spyOn(Intl, 'Collator');
    defineElement(EmbudoPricing);
    const names = (el: Element) => [...el.shadowRoot!.querySelector('select')!.options].map((o) => o.textContent!);
    for (const lang of ['es', 'en'] as const) {
      const el = document.createElement('embudo-pricing');
      el.setAttribute('bootcamp', 'fullstack');
      el.setAttribute('country', 'PE');
      el.setAttribute('lang', lang);
      document.body.append(el);
      expect(names(el)).toEqual(COUNTRIES.map((c) => c.name[lang]).sort(new Collator(lang === 'es' ? 'es' : 'en-US').compare));
      expect(el.shadowRoot!.querySelector('select')!.value).toBe('PE');
      // Names only in the options (a select lays out every option: 27 flag emoji were costly); the
      // chosen country's flag is beside the list.
      expect(el.shadowRoot!.querySelector('[part=country-flag]')!.textContent).toBe(getCountry('PE').flag);
    }
    expect(collators).not.toHaveBeenCalled();
  });

  it('the flag beside the list follows the chosen country', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement(EmbudoPricing);
    const el = document.createElement('embudo-pricing');
    el.setAttribute('country', 'PE');
    document.body.append(el);
    const select = el.shadowRoot!.querySelector('select')!;
    select.value = 'MX';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=country-flag]')!.textContent).toBe(getCountry('MX').flag));
    expect(el.shadowRoot!.querySelector('[part=country-flag]')!.getAttribute('aria-hidden')).toBe('true');
  });
});
