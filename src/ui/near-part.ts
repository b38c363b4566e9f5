/**
 * A lazy part below a block's first screen (./lazy-part), loaded when the visitor may soon see
 * it. A module of its own: only the widgets with such a part (the pricing) carry it.
 */
import { afterFirstMove, afterLoad } from './first-move';
import { loadFor, type LazyPart } from './lazy-part';

/**
 * Loads `part`, a part below a block's first screen, when it may soon be seen: once the page has
 * loaded, as soon as `target()` (read then: the room kept for the part) comes within a tenth of a
 * screen of the viewport, or on idle after the visitor's first move on the page (a scroll, a tap,
 * a key), which starts it well before a quick scroll reaches the block. A page that is only loaded
 * and read where it opened pays nothing for a part nobody has come near (the pricing's
 * start cards and class times were about 140 ms of a phone's main thread on a partner article).
 * Without an IntersectionObserver or a target, as `part.loadAfterFirstMove`. `owner` as there.
 */
export function loadWhenNear(
  part: LazyPart<unknown>,
  target: () => Element | null | undefined,
  owner?: { readonly tagName: string },
): void {
  if (typeof window === 'undefined') return;
  // Listening from now: a visitor who scrolled while the page was loading has moved.
  const done = new AbortController();
  const now = (): void => {
    if (done.signal.aborted) return;
    done.abort();
    loadFor(part, owner);
  };
  afterFirstMove(now, done.signal);
  afterLoad(() => {
    const room = target();
    if (done.signal.aborted || !room || typeof IntersectionObserver !== 'function') return;
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && now(), { rootMargin: '10% 0px' });
    near.observe(room);
    done.signal.addEventListener('abort', () => near.disconnect(), { once: true });
  });
}
