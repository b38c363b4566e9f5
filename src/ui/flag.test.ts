import { describe, expect, it } from 'vitest';
import { flagGlyphFits } from './flag';

describe('flagGlyphFits', () => {
  it('a flag drawn as one glyph (about as wide as its first letter alone) fits', () => {
    expect(flagGlyphFits(40, 40)).toBe(true); // a colour emoji font: 🇺🇸 and 🇺 are one emoji wide each
    expect(flagGlyphFits(42, 38)).toBe(true);
  });
  it('two glyphs side by side (letters on Windows, empty boxes without an emoji font) do not', () => {
    expect(flagGlyphFits(23.375, 11.6875)).toBe(false); // Debian's Chromium without a colour emoji font
    expect(flagGlyphFits(60, 40)).toBe(false); // the edge: one and a half letters
  });
  it('an unmeasured letter tells nothing: not a fit', () => {
    expect(flagGlyphFits(0, 0)).toBe(false);
  });
});
