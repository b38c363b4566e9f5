/**
 * The room rule (./countdown.room) counts each unit as wide as its two digit cards or its title
 * at its widest, so the units fit their column. A unit wider than that (three-digit days, a long
 * custom title, a wide font) would stick out of it: then its digit cards shrink until the grid
 * fits, down to {@link FIT_FLOOR} of their size. The height is the rule's, whatever the scale:
 * nothing below the countdown moves. Titles keep their size (they are the smallest text of the
 * block).
 */

/** The smallest scale of the digit cards: three quarters of their size. */
export const FIT_FLOOR = 0.75;

/**
 * The largest scale in [`floor`, 1], to a hundredth, at which `overflows` is false (it must be
 * true at most from some scale up); 1 when it is false at 1, `floor` when true everywhere.
 */
export function fitScale(overflows: (scale: number) => boolean, floor = FIT_FLOOR): number {
  if (!overflows(1)) return 1;
  let lo = Math.round(floor * 100);
  if (overflows(lo / 100)) return lo / 100;
  let hi = 100;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (overflows(mid / 100)) hi = mid;
    else lo = mid;
  }
  return lo / 100;
}

/** Rounding room: a grid filled to the last subpixel is not sticking out. */
const SLACK_PX = 0.5;

/** The fitted countdowns' hosts, each with its and its base's size after its last fit. */
const fitted = new Map<HTMLElement, string>();
const baseOf = (host: HTMLElement): HTMLElement | null | undefined => host.shadowRoot?.querySelector<HTMLElement>('[part=base]');
const sizeOf = (host: HTMLElement): string => {
  const sizes = [host, baseOf(host)].map((el) => {
    const box = el?.getBoundingClientRect();
    return box ? `${box.width}×${box.height}` : '';
  });
  return sizes.join(' ');
};
/** One observer of every countdown's size and its base's, as ../../src/ui/flip-digits shares one of their visibility. */
let observer: ResizeObserver | undefined;

/** Sets the digits' scale of `host`'s countdown; whether it changed. */
function fit(host: HTMLElement): boolean {
  const base = baseOf(host);
  if (!base) return false;
  const style = base.style;
  const before = style.getPropertyValue('--_fit');
  const room = host.clientWidth + SLACK_PX;
  const overflows = (scale: number): boolean => {
    if (scale === 1) style.removeProperty('--_fit');
    else style.setProperty('--_fit', String(scale));
    return base.getBoundingClientRect().width > room;
  };
  const scale = fitScale(overflows);
  overflows(scale);
  fitted.set(host, sizeOf(host));
  return style.getPropertyValue('--_fit') !== before;
}

const observe = (host: HTMLElement): void => {
  observer!.observe(host);
  const base = baseOf(host);
  if (base) observer!.observe(base);
};
const unobserve = (host: HTMLElement): void => {
  observer!.unobserve(host);
  const base = baseOf(host);
  if (base) observer!.unobserve(base);
};

/**
 * Fits `host`'s units in their column whenever their room or their width may have changed: in
 * the frame after its first render, and after each layout that resized the host (a narrower
 * column, a unit more or less) or its base (a digit more or less, a font that arrived). Sets
 * `--_fit` on the base, or removes it. One observer serves every countdown of the page. Returns
 * the disposer.
 */
export function fitOnOneLine(host: HTMLElement): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  observer ??= new ResizeObserver((entries) => {
    const hosts = new Set(
      entries.map(({ target }) =>
        target.getRootNode() instanceof ShadowRoot ? ((target.getRootNode() as ShadowRoot).host as HTMLElement) : (target as HTMLElement),
      ),
    );
    for (const host of hosts) {
      if (!fitted.has(host) || sizeOf(host) === fitted.get(host) || !fit(host)) continue;
      // The base has just changed size inside the observer's own callback: unobserved until the
      // next frame, or the browser reports "ResizeObserver loop completed with undelivered
      // notifications" to the page's error handlers. Its size is settled by then.
      unobserve(host);
      requestAnimationFrame(() => fitted.has(host) && observe(host));
    }
  });
  let disposed = false;
  // The first fit in the frame after the first render, before that frame's layout.
  requestAnimationFrame(() => {
    if (disposed) return;
    fitted.set(host, '');
    fit(host);
    observe(host);
  });
  return () => {
    disposed = true;
    unobserve(host);
    fitted.delete(host);
  };
}
