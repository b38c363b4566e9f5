import { describe, expect, it } from 'vitest';
import { campaignSlugFromPath, readTimestamp, REBOOT_MS, resolveDiscountDeadline, TEMPORAL_MS } from './evergreen';
import type { CookieJar, CookieOptions } from './storage';

const NOW = Date.UTC(2026, 10, 21, 12);

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<[string, string, CookieOptions | undefined]> = [];
  const cookieJar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push([name, value, options]);
    },
    remove: (name) => void values.delete(name),
  };
  return { cookieJar, writes, values };
}

describe('evergreen discount deadline (docs/product.md#discount-deadline)', () => {
  it('a live temporal cookie is the deadline, nothing is written', () => {
    const { cookieJar, writes } = jar({
      'discount-temporal-promo': String(NOW + 3600_000),
      'discount-reboot-promo': String(NOW + 30 * 3600_000),
    });
    expect(resolveDiscountDeadline(cookieJar, 'promo', NOW)).toBe(NOW + 3600_000);
    expect(writes).toEqual([]);
  });

  it('with neither cookie, creates both (24 h and 48 h) and counts to the temporal time', () => {
    const { cookieJar, writes } = jar();
    expect(resolveDiscountDeadline(cookieJar, 'promo', NOW)).toBe(NOW + TEMPORAL_MS);
    expect(writes).toEqual([
      ['discount-temporal-promo', String(NOW + TEMPORAL_MS), { maxAgeSeconds: 86400 }],
      ['discount-reboot-promo', String(NOW + REBOOT_MS), { maxAgeSeconds: 172800 }],
    ]);
  });

  it('with only the reboot cookie, the discount is over for this visitor: hidden (null)', () => {
    const { cookieJar, writes } = jar({ 'discount-reboot-promo': String(NOW + 10 * 3600_000) });
    expect(resolveDiscountDeadline(cookieJar, 'promo', NOW)).toBeNull();
    expect(writes).toEqual([]);
  });

  it('treats a tampered or stale temporal cookie as absent: never a past deadline shown as live', () => {
    for (const bad of ['abc', String(NOW - 1000), String(NOW + 3 * 86400_000), '1e13', '', ' 1767225599000', 'NaN']) {
      const { cookieJar } = jar({ 'discount-temporal-promo': bad });
      expect(resolveDiscountDeadline(cookieJar, 'promo', NOW), bad).toBe(NOW + TEMPORAL_MS);
    }
    const { cookieJar } = jar({ 'discount-temporal-promo': 'garbage', 'discount-reboot-promo': String(NOW + 3600_000) });
    expect(resolveDiscountDeadline(cookieJar, 'promo', NOW)).toBeNull();
  });

  it('readTimestamp accepts only whole ms within the window', () => {
    expect(readTimestamp(String(NOW + 5), NOW, TEMPORAL_MS)).toBe(NOW + 5);
    expect(readTimestamp(String(NOW), NOW, TEMPORAL_MS)).toBeUndefined();
    expect(readTimestamp(undefined, NOW, TEMPORAL_MS)).toBeUndefined();
  });

  it('derives the campaign slug from the path', () => {
    expect(campaignSlugFromPath('/descuento-beca-parcial')).toBe('flex-descuento');
    expect(campaignSlugFromPath('/promo/descuento-beca-parcial/x')).toBe('flex-descuento');
    expect(campaignSlugFromPath('/descuento-navidad/')).toBe('descuento-navidad');
    expect(campaignSlugFromPath('/Descuento%20Black Friday')).toBe('descuento-black-friday');
    expect(campaignSlugFromPath('/')).toBe('descuento');
    expect(campaignSlugFromPath('/%E0%A4%A')).toBe('e0-a4-a');
  });
});
