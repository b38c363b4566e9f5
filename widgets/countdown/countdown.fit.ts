/**
 * A countdown keeps its units on one line: on a line narrower than its units (a padded card on a
 * phone), its digit cards shrink to fit, down to {@link FIT_FLOOR} of their size, and its box keeps
 * the one-line height at full size, the room `/widgets/embudo.css` keeps before the script runs
 * (issue 21: nothing below it moves). Titles keep their size (they are the smallest text of the
 * block). Where even that is not enough (six units on a phone, a visitor's 200 % font size) the
 * units wrap, as before: text the visitor enlarged is never shrunk back.
 */

/** The smallest scale of the digit cards: three quarters of the size's own. */
export const FIT_FLOOR = 0.75;

/**
 * The largest scale in [`floor`, 1], to a thousandth, at which units of digit blocks `digits` wide
 * (px at scale 1, one per unit) with titles `titles` wide (px, unscaled) and `gap` between them
 * (px at scale 1) fit in `room` px; 1 when they fit as they are, undefined when not even at `floor`.
 */
export function fitScale(digits: readonly number[], titles: readonly number[], gap: number, room: number, floor = FIT_FLOOR): number | undefined {
  const width = (s: number): number => digits.reduce((sum, d, i) => sum + Math.max(d * s, titles[i] ?? 0), 0) + gap * s * Math.max(0, digits.length - 1);
  if (width(1) <= room) return 1;
  if (width(floor) > room) return undefined;
  // width() grows with s: the largest thousandth that fits.
  let lo = Math.round(floor * 1000);
  let hi = 1000;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (width(mid / 1000) <= room) lo = mid;
    else hi = mid;
  }
  return lo / 1000;
}

/** Rounding room: a line filled to the last subpixel may still wrap. */
const SLACK_PX = 0.5;

/**
 * The fitted countdowns' hosts, each with its size after its last fit: a report of that size is
 * our own change, or nothing new.
 */
const fitted = new Map<HTMLElement, string>();
const box = (el: Element): DOMRect => el.getBoundingClientRect();
const sizeOf = (el: Element): string => {
  const { width, height } = box(el);
  return `${width}×${height}`;
};
/** One observer of every countdown's size, as ../../src/ui/flip-digits shares one of their visibility. */
let observer: ResizeObserver | undefined;
const refitAll = (): void => fitted.forEach((_, host) => void fit(host));

/** Measures `host` at full size and sets its scale; whether the digits' scale changed. */
function fit(host: HTMLElement): boolean {
  const base = host.shadowRoot?.querySelector<HTMLElement>('[part=base]');
  if (!base) return false;
  const style = base.style;
  const before = style.getPropertyValue('--_fit');
  const clear = (): void => {
    style.removeProperty('--_fit');
    style.removeProperty('--_room');
  };
  if (before) clear();
  const units = base.querySelector<HTMLElement>('.units');
  const each = units ? ([...units.children] as HTMLElement[]) : [];
  const wrapped = (): boolean => each.length > 1 && box(each.at(-1)!).top > box(each[0]!).top + 1;
  if (units && wrapped()) {
    const width = (el: Element | null): number => (el ? box(el).width : 0);
    let scale = fitScale(
      each.map((unit) => width(unit.querySelector('.digits'))),
      each.map((unit) => width(unit.querySelector('.title'))),
      parseFloat(getComputedStyle(units).columnGap) || 0,
      units.clientWidth - SLACK_PX,
    );
    if (scale !== undefined) {
      style.setProperty('--_room', `${box(base).height - box(units).height + Math.max(...each.map((unit) => box(unit).height))}px`);
      // A card is not exactly proportional to its size (its edges are whole pixels): a step
      // smaller while the line still breaks.
      for (; scale >= FIT_FLOOR; scale = Math.round(scale * 1000 - 10) / 1000) {
        style.setProperty('--_fit', String(scale));
        if (!wrapped()) break;
      }
      if (scale < FIT_FLOOR) clear();
    }
  }
  fitted.set(host, sizeOf(host));
  return style.getPropertyValue('--_fit') !== before;
}

/**
 * Fits the units of `host`'s countdown (`.units` of its shadow root's `[part=base]`) on their line
 * whenever their room may have changed: in the frame after its first render, after each layout
 * that resized the host (a unit more or less, a font that arrived, a narrower line) and when the
 * window resizes (a wider line). Sets `--_fit` (the digits' scale) and `--_room` (the one-line
 * height at full size) on the base, or removes them. One observer and one `resize` listener serve
 * every countdown of the page. Returns the disposer.
 */
export function fitOnOneLine(host: HTMLElement): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  observer ??= new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const host = target as HTMLElement;
      if (!fitted.has(host) || sizeOf(host) === fitted.get(host) || !fit(host)) continue;
      // The host has just changed size inside the observer's own callback: unobserved until the
      // next frame, or the browser reports "ResizeObserver loop completed with undelivered
      // notifications" to the page's error handlers. Its size is settled by then: nothing to do.
      observer!.unobserve(host);
      requestAnimationFrame(() => fitted.has(host) && observer!.observe(host));
    }
  });
  const shared = observer;
  let disposed = false;
  // The first fit in the frame after the first render, before that frame's layout: Chromium counts
  // a layout shift for a box that moves between two layouts even when the second came before the
  // paint (it did for a fit made in the observer's first report: the line broke, then joined).
  requestAnimationFrame(() => {
    if (disposed) return;
    if (!fitted.size) addEventListener('resize', refitAll, { passive: true });
    fitted.set(host, '');
    fit(host);
    shared.observe(host);
  });
  return () => {
    disposed = true;
    shared.unobserve(host);
    if (fitted.delete(host) && !fitted.size) removeEventListener('resize', refitAll);
  };
}
