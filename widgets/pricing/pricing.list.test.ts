import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { COUNTRIES } from '../../src/data/countries';
import { EmbudoPricing } from './pricing.element';

/**
 * Issue 21: the country selector's 27 options are sorted by name (an Intl.Collator, the largest
 * piece of main-thread work on a page with every widget) only once the visitor reaches for it.
 * Its own file: the "reached for" flag is module state, shared by every block on the page.
 */
describe('embudo-pricing country list', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('creates no Intl.Collator until the selector is reached for, then lists the countries by name', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Collator = Intl.Collator;
    const collators = vi.spyOn(Intl, 'Collator').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.Collator>) {
      return new Collator(...args);
    } as unknown as typeof Intl.Collator);
    defineElement(EmbudoPricing);
    const el = document.createElement('embudo-pricing');
    el.setAttribute('bootcamp', 'fullstack');
    el.setAttribute('country', 'PE');
    document.body.append(el);
    const box = el.shadowRoot!.querySelector('select')!;
    const names = () => [...box.options].map((o) => o.textContent!.replace(/^\S+\s/, ''));

    expect(collators).not.toHaveBeenCalled();
    expect(box.options).toHaveLength(COUNTRIES.length);
    expect(box.value).toBe('PE');

    box.dispatchEvent(new FocusEvent('focus'));
    expect(collators).toHaveBeenCalled();
    const byName = COUNTRIES.map((c) => c.name.es).sort(new Collator('es').compare);
    expect(names()).toEqual(byName);
    expect(box.value).toBe('PE');
  });
});
