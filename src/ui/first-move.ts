/**
 * The visitor's first move on a page (a scroll, a tap or click, a key, a wheel), and what waits for
 * it: the widgets' later parts (./lazy-part), their items, their motion (`motionStarted`). A module
 * of its own: a widget that waits for the move without any later part (the countdown's flips)
 * carries this, not the parts' loader.
 */
import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

/** What a visitor's first move on a page looks like: any of these, on the window. */
const FIRST_MOVES = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** What waits for the next move: one set of window listeners for all of it, there only while something waits. */
const waiting = new Set<() => void>();

function listen(on: boolean): void {
  for (const type of FIRST_MOVES) {
    if (on) addEventListener(type, onMove, { capture: true, passive: true });
    else removeEventListener(type, onMove, { capture: true });
  }
}

function onMove(): void {
  const runs = [...waiting];
  waiting.clear();
  listen(false);
  const all = (): void => runs.forEach((run) => run());
  afterLoad(() => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(all, { timeout: 1000 }) : setTimeout(all, 100)));
}

/**
 * Runs `run` on idle (within a second) after the visitor's next move on the page: a scroll, a
 * tap or click, a key, a wheel, heard on the window before the page's own handlers (capture,
 * passive: nothing is delayed), and never before the page's load event. Never once `signal` has
 * aborted.
 */
export function afterFirstMove(run: () => void, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  const go = (): void => void (signal?.aborted || run());
  if (waiting.size === 0) listen(true);
  waiting.add(go);
  signal?.addEventListener(
    'abort',
    () => {
      if (waiting.delete(go) && waiting.size === 0) listen(false);
    },
    { once: true },
  );
}

/** Runs `run` once the page's load event has passed. */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

/**
 * When the widgets' decorative motion may start: the countdown's flipping digits and the pricing's
 * pending pulse run from the visitor's first move on the page (a scroll, a tap, a key; on idle
 * after it), never on a page that is only loaded. A running animation makes the
 * compositor draw every frame, and every frame it draws costs the main thread a task (about 60 a
 * second): on a partner's article with every widget, about 45 ms of the 390 Lighthouse counted for
 * Embudo. Until the first move the digits change and the placeholder shows, still,
 * as under reduced motion (which stops them for good). Motion the visitor causes (a modal opening,
 * a popup coming in) is not held back.
 */
let moved: Signal<boolean> | undefined;

/** True from the visitor's first move on the page; listened for from the first call only. */
export function motionStarted(): ReadonlySignal<boolean> {
  if (!moved) {
    moved = signal(typeof window === 'undefined');
    if (!moved.peek()) afterFirstMove(() => (moved!.value = true));
  }
  return moved;
}
