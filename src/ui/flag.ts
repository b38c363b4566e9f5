/**
 * Whether this browser draws a country's flag emoji as a flag. Phones and Macs do; Windows draws
 * the two regional-indicator letters side by side, and a system without a colour emoji font (a
 * plain Linux desktop) draws two empty boxes. Where it does not, the country's code (`PE`) stands
 * in for the flag: a decoration either way (the country's name is beside it, or in hidden text).
 */

/**
 * Whether a flag drawn `flagWidth` wide is one glyph: less than one and a half times its first
 * regional-indicator letter drawn alone (`letterWidth`), where two glyphs side by side are twice.
 */
export function flagGlyphFits(flagWidth: number, letterWidth: number): boolean {
  return letterWidth > 0 && flagWidth < letterWidth * 1.5;
}

let fits: boolean | undefined;

/**
 * Whether flag emoji draw as flags here (measured once per page on a canvas); true where it cannot
 * be told (no DOM, no canvas): the flag is then shown as before.
 */
export function flagsRender(): boolean {
  if (fits !== undefined) return fits;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return (fits = true);
    context.font = '32px sans-serif';
    // 🇺🇸 and its first letter 🇺 alone (a canvas that measures nothing tells nothing).
    const letter = context.measureText('\u{1F1FA}').width;
    fits = !(letter > 0) || flagGlyphFits(context.measureText('\u{1F1FA}\u{1F1F8}').width, letter);
  } catch {
    fits = true;
  }
  return fits;
}
