/**
 * The countdown's room: the size of its digits, its number of rows and its height, as a function
 * of the width of the column it is in, its size and how many units it shows. One rule, written
 * twice from here: in the widget's shadow styles (./countdown.styles) and in `/widgets/embudo.css`
 * (between its `countdown-room` markers, checked by ./countdown.room.test), so the room a page
 * keeps before the script runs is the widget's own height at every width.
 *
 * Lengths are in em of `font-size: medium` (m, the visitor's default font size; 16 px unless they
 * chose larger) and px. Let K be the digits' font size, t = max(.3K, .6m) the titles'. A unit is
 * counted max(2.1K, 4.2m) wide: its two digit cards take 1.88K, and its title up to 7t (the widest
 * default title, SEGUNDOS, is about 6.6t in a wide system font), so the estimate never falls
 * short of the units' real width and they never overflow their line. The units sit in a grid of c
 * columns: n of them on one row while the column holds that at the size's floor, else two rows.
 * K is the size's own (`size` is the largest the countdown gets), or smaller when the column is
 * narrower, down to 1.6m (where its cards are as wide as its titles). The height is then
 * rows × (1.49K + 1.4t + 2px) + (rows − 1) × .25K + .4K + 2px: cards 1.34K + 2px, the gap to the
 * title .15K, the title's line 1.4t, the row gap .25K, the surface's padding .2K and 1px edge.
 * The height depends on nothing the fonts decide: the room kept is exact on any platform.
 */

/** Each size's largest digit size, in m. */
export const COUNTDOWN_SIZES = { large: 3, medium: 2.25, small: 1.5, 'extra-small': 1 } as const;
export type CountdownSize = keyof typeof COUNTDOWN_SIZES;

/** The smallest digit size a column makes a countdown shrink to, in m (its own when smaller). */
const FLOOR = 1.6;

/** A size's digit sizes (m) and its one-row threshold `a·n + b` (m, plus 2px). */
export function sizeRule(size: CountdownSize): { hi: number; lo: number; a: number; b: number } {
  const hi = COUNTDOWN_SIZES[size];
  const lo = Math.min(hi, FLOOR);
  const unit = Math.max(2.1 * lo, 4.2);
  // width(lo) = 2px + .3lo + n·unit + .25lo·(n − 1)
  return { hi, lo, a: round(unit + 0.25 * lo), b: round(0.05 * lo) };
}

const round = (x: number): number => Math.round(x * 10000) / 10000;

/** The countdown's layout in a column `width` px wide, `m` px to the em (for tests and the README). */
export function countdownRoom(
  width: number,
  n: number,
  size: CountdownSize,
  m = 16,
): { rows: number; columns: number; digits: number; height: number } {
  const { hi, lo, a, b } = sizeRule(size);
  const rows = n > 1 && width < 2 + (a * n + b) * m ? 2 : 1;
  const c = rows === 2 ? Math.ceil(n / 2) : n;
  const free = width - 3;
  const fit = Math.min(free / (2.35 * c + 0.05), (free - 4.2 * m * c) / (0.25 * c + 0.05));
  const K = Math.min(hi * m, Math.max(lo * m, fit));
  const t = Math.max(0.3 * K, 0.6 * m);
  return { rows, columns: c, digits: K, height: rows * (1.49 * K + 1.4 * t + 2) + (rows - 1) * 0.25 * K + 0.4 * K + 2 };
}

/** The digit size from the column (100cqi) and the columns `--_c`, between `--_lo` and `--_hi`. */
const DIGITS =
  'clamp(var(--_lo),min((100cqi - 3px)/(2.35*var(--_c) + .05),(100cqi - 3px - 4.2em*var(--_c))/(.25*var(--_c) + .05)),var(--_hi))';
/** The height from the digit size `--_K` and the rows `--_r` (where 1em is m). */
const HEIGHT = 'calc(var(--_r)*(1.49*var(--_K) + 1.4*max(.3*var(--_K),.6em) + 2px) + (var(--_r) - 1)*.25*var(--_K) + .4*var(--_K) + 2px)';

const sizeVars = (size: CountdownSize): string => {
  const { hi, lo } = sizeRule(size);
  return `--_hi:${hi}em;--_lo:${lo}em`;
};

/**
 * The shadow root's part of the rule: a size class and an `n<units>` class on the base; the host
 * is the container; the rows switch in container queries.
 */
export function shadowRoomCss(): string {
  const sizes = Object.keys(COUNTDOWN_SIZES) as CountdownSize[];
  let css = sizes.map((size) => `.size-${size}{${sizeVars(size)}}`).join('');
  for (let n = 0; n <= 6; n++) css += `.n${n}{--_c:${n}}`;
  css += `.base{--_r:1;--_K:${DIGITS};min-height:${HEIGHT}}`;
  for (const size of sizes) {
    const { a, b } = sizeRule(size);
    for (let n = 2; n <= 6; n++)
      css += `@container (width < calc(${round(a * n + b)}em + 2px)){.size-${size}.n${n}{--_c:${Math.ceil(n / 2)};--_r:2}}`;
  }
  return css;
}

const HIDES = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/**
 * embudo.css's part of the rule, for the element before it is defined: it is the container, an
 * empty block whose `::before` has the height; units from its `hide-*` attributes, rows by sign().
 * (A browser without sign() and round() keeps the one-row height, the `min-height`.)
 */
export function embudoCssRoom(): string {
  const lines: string[] = [];
  const el = 'embudo-countdown';
  lines.push(
    `${el}:not(:defined){display:block;container-type:inline-size;justify-self:stretch;align-self:stretch;flex:1 1 16rem;visibility:hidden;overflow:hidden;font-size:medium;line-height:0}`,
    `${el}:not(:defined)>*{display:none}`,
  );
  lines.push(HIDES.map((unit) => `${el}[hide-${unit}]{--_h${unit}:1}`).join('\n'));
  const n = `calc(6 - ${HIDES.map((unit) => `var(--_h${unit},0)`).join(' - ')})`;
  const sizes = Object.keys(COUNTDOWN_SIZES) as CountdownSize[];
  const others = sizes.filter((s) => s !== 'medium');
  const medium = `${el}${others.map((s) => `:not([size="${s}"])`).join('')}:not(:defined)::before`;
  const { a, b } = sizeRule('medium');
  lines.push(`${medium}{${sizeVars('medium')};--_a:${a};--_b:${b}}`);
  for (const size of others) {
    const r = sizeRule(size);
    lines.push(`${el}[size="${size}"]:not(:defined)::before{${sizeVars(size)};--_a:${r.a};--_b:${r.b}}`);
  }
  const one = (d: string): string => d.replaceAll('var(--_c)', 'var(--_n)').replaceAll('var(--_r)', '1');
  lines.push(
    `${el}:not(:defined)::before{content:"";display:block;font-size:medium;--_n:${n};` +
      `--_r:calc(1 + max(0,sign((var(--_a)*var(--_n) + var(--_b))*1em + 2px - 100cqi))*clamp(0,var(--_n) - 1,1));` +
      `--_c:calc(var(--_n) - (var(--_r) - 1)*round(down,var(--_n)/2,1));` +
      `--_K:${DIGITS};--_K1:${one(DIGITS)};` +
      `min-height:${one(HEIGHT).replaceAll('var(--_K)', 'var(--_K1)')};height:${HEIGHT}}`,
  );
  return lines.join('\n');
}
