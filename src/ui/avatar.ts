import { h, type VNode } from 'preact';
import { initials } from './initials';

/**
 * A locally drawn avatar (docs/product.md#calls fallback): a 128 px circle in a random pleasant colour with the
 * first name's initials, or a neutral person for anonymous activity. Inline SVG elements in the
 * shadow root, never a data: URL, so it shows under a partner CSP without `img-src data:`.
 */

/** A random hue; the fixed saturation and darkness keep white initials readable (contrast ≥ 4.5:1). */
export const randomHue = (random: () => number = Math.random): number => Math.floor(random() * 360);

// A head and shoulders, in the 128 × 128 box.
const PERSON = 'M64 28a20 20 0 1 1 0 40a20 20 0 1 1 0-40zM26 106c0-22 17-32 38-32s38 10 38 32z';

/** The avatar as an `<svg>` (decorative: the popup's text says who it is). */
export function InitialsAvatar({ name, hue, part = 'avatar' }: { name?: string | undefined; hue: number; part?: string }): VNode {
  const text = initials(name);
  return h(
    'svg',
    { part, class: 'avatar', viewBox: '0 0 128 128', width: 128, height: 128, 'aria-hidden': 'true' },
    h('circle', { cx: 64, cy: 64, r: 64, fill: `hsl(${hue} 50% 34%)` }),
    text
      ? h(
          'text',
          { x: 64, y: 64, dy: '.35em', 'text-anchor': 'middle', 'font-size': text.length > 1 ? 48 : 56, 'font-weight': 600, fill: '#fff' },
          text,
        )
      : h('path', { d: PERSON, fill: '#fff' }),
  );
}
