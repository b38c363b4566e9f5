/**
 * A lazy part below a block's first screen (./lazy-part), loaded when the visitor may soon see
 * it. A module of its own: only the widgets with such a part (the pricing) carry it.
 */
import { afterLoad, loadFor, type LazyPart } from './lazy-part';

/** What a visitor's first move on a page looks like: any of these, on the window. */
const FIRST_MOVES = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Loads `part`, a part below a block's first screen, when it may soon be seen: once the page has
 * loaded, as soon as `target()` (read then: the room kept for the part) comes within a tenth of a
 * screen of the viewport, or on idle after the visitor's first move on the page (a scroll, a tap,
 * a key), which starts it well before a quick scroll reaches the block. A page that is only loaded
 * and read where it opened pays nothing for a part nobody has come near (issue 21: the pricing's
 * start cards and class times were about 140 ms of a phone's main thread on a partner article).
 * Without an IntersectionObserver or a target, as `part.loadWhenIdle`. `owner` as there.
 */
export function loadWhenNear(part: LazyPart<unknown>, target: () => Element | null | undefined, owner?: { readonly tagName: string }): void {
  if (typeof window === 'undefined') return;
  afterLoad(() => {
    const room = target();
    if (!room || typeof IntersectionObserver !== 'function') return part.loadWhenIdle(false, owner);
    const moves = new AbortController();
    function now(): void {
      if (moves.signal.aborted) return;
      moves.abort();
      near.disconnect();
      loadFor(part, owner);
    }
    let moved = false;
    function move(): void {
      if (moved) return;
      moved = true;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(now, { timeout: 1000 });
      else setTimeout(now, 100);
    }
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && now(), { rootMargin: '10% 0px' });
    near.observe(room);
    for (const type of FIRST_MOVES) addEventListener(type, move, { capture: true, passive: true, signal: moves.signal });
  });
}
