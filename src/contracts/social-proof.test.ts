import { describe, expect, it } from 'vitest';
import { isImageRef, isRating, parseSocialProof, testimonialTrack, validateTestimonials } from './social-proof';

const ok = { quote: { es: 'Hola.', en: 'Hi.' }, name: 'Ana', country: 'PE', image: 'https://cdn.example/ana.webp' };

describe('validateTestimonials', () => {
  it('accepts the documented shape, optional country and image', () => {
    expect(validateTestimonials([ok, { quote: ok.quote, name: 'Luis' }])).toEqual({
      ok: true,
      testimonials: [ok, { quote: ok.quote, name: 'Luis' }],
    });
    expect(validateTestimonials([])).toEqual({ ok: true, testimonials: [] });
  });

  it('names every field at fault', () => {
    const check = validateTestimonials([
      ok,
      { quote: { es: '' }, name: '', country: 'pe', image: '//evil.example/x', track: 'python', extra: 1 },
      'x',
    ]);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues.map((issue) => issue.field)).toEqual([
      '[1].extra',
      '[1].quote.es',
      '[1].quote.en',
      '[1].name',
      '[1].country',
      '[1].image',
      '[1].track',
      '[2]',
    ]);
  });

  it('track: optional, fullstack or data-science; absent counts as fullstack', () => {
    const ds = { ...ok, track: 'data-science' as const };
    const fs = { ...ok, track: 'fullstack' as const };
    expect(validateTestimonials([ds, fs, ok])).toEqual({ ok: true, testimonials: [ds, fs, ok] });
    for (const bad of ['Data Science', 'datascience', '', null, 1]) {
      const check = validateTestimonials([{ ...ok, track: bad }]);
      expect(check.ok).toBe(false);
      if (!check.ok)
        expect(check.issues).toEqual([{ field: '[0].track', message: expect.stringContaining('"fullstack", "data-science"') }]);
    }
    expect(testimonialTrack(ok)).toBe('fullstack');
    expect(testimonialTrack(ds)).toBe('data-science');
  });

  it('rating: optional, a whole number of stars from 1 to 5', () => {
    const rated = [1, 2, 3, 4, 5].map((rating) => ({ ...ok, rating }));
    expect(validateTestimonials(rated)).toEqual({ ok: true, testimonials: rated });
    for (const bad of [0, 6, 4.5, -1, '5', null, true, Number.NaN]) {
      const check = validateTestimonials([{ ...ok, rating: bad }]);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.issues).toEqual([{ field: '[0].rating', message: expect.stringContaining('whole number from 1 to 5') }]);
    }
    expect(isRating(3)).toBe(true);
    expect(isRating(3.5)).toBe(false);
  });

  it('images: https or a site path only', () => {
    expect(isImageRef('/img/a.webp')).toBe(true);
    expect(isImageRef('https://x.example/a.png')).toBe(true);
    for (const bad of ['http://x.example/a.png', '//x.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA', 'a.png', 42])
      expect(isImageRef(bad)).toBe(false);
  });
});

describe('parseSocialProof', () => {
  it('keeps good items and drops bad ones', () => {
    expect(
      parseSocialProof({
        activity: [
          { kind: 'brochure', country: 'PE', at: 1 },
          { kind: 'other', country: 'PE', at: 1 },
          { kind: 'scholarship', country: 'P', at: 1 },
          { kind: 'scholarship', country: 'MX', at: 'x' },
        ],
        testimonials: [ok, { name: 'x' }],
      }),
    ).toEqual({ activity: [{ kind: 'brochure', country: 'PE', at: 1 }], testimonials: [ok] });
  });

  it('null for anything that is not an answer', () => {
    for (const bad of [null, [], 'x', { activity: [] }, { testimonials: [] }]) expect(parseSocialProof(bad)).toBeNull();
  });
});
