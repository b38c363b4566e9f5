/**
 * Where focus goes back to when something that holds it goes away (a toast dismissed, a popup
 * closed, a button that hides itself): the element that had focus before it, never `<body>`, so a
 * keyboard user keeps their place (and inside an open modal the next Tab stays in the modal).
 *
 * The origin is the focus event's `relatedTarget`; where that is another widget's host, one
 * capture listener per page (shared by every Embudo bundle through a page slot), which keeps the
 * deepest focused element and the one before it, says which element inside it.
 */
import { pageSlot } from '../services/page-slot';

interface FocusHistory {
  now: Element | null;
  before: Element | null;
}

const slot = pageSlot<FocusHistory>('focus-history');

/** The focused element, looked for inside open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The page's focus history, started on first use. */
function history(): FocusHistory {
  let kept = slot.get();
  if (!kept) {
    const fresh: FocusHistory = (kept = slot.set({ now: deepActiveElement(), before: null }));
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.composedPath()[0];
        if (target instanceof Element && target !== fresh.now) {
          fresh.before = fresh.now;
          fresh.now = target;
        }
      },
      true,
    );
  }
  return kept;
}

/** Whether `el` is `host` or lies in its shadow tree (at any depth). */
function within(host: Element, el: Element): boolean {
  for (let node: Element | undefined = el; node; node = (node.getRootNode() as ShadowRoot).host) if (node === host) return true;
  return false;
}

/** Focuses `el` if it can take focus now (connected, not inert, not hidden); whether it did. */
function tryFocus(el: Element | null | undefined): boolean {
  if (!(el instanceof HTMLElement || el instanceof SVGElement) || !el.isConnected) return false;
  el.focus({ preventScroll: true });
  return deepActiveElement() === el;
}

/** The trackers made by `focusOriginOf`, one per element. */
const trackers = new WeakMap<Element, FocusOrigin>();

/** The tracker of `el`, made on first call (for a Preact `ref`: one per element however often it renders). */
export function focusOriginOf(el: Element): FocusOrigin {
  let origin = trackers.get(el);
  if (!origin) trackers.set(el, (origin = trackFocusOrigin(el)));
  return origin;
}

/** What `trackFocusOrigin` hands back. */
export interface FocusOrigin {
  /** Whether focus is inside the container now. */
  holds(): boolean;
  /**
   * Puts focus back where it was before it entered the container (else on `fallback`). Call it
   * when the container hides or goes away while it `holds()` focus (asked before it went).
   */
  restore(fallback?: Element | null): void;
}

/**
 * Remembers, each time focus enters `container` from outside, the element it came from. The
 * container and the elements inside it must share one tree (`contains`).
 */
export function trackFocusOrigin(container: Element): FocusOrigin {
  const kept = history();
  let origin: Element | null = null;
  container.addEventListener('focusin', (event) => {
    // Where focus came from, as seen from here: an element of this tree or an ancestor tree, or the
    // host of another widget (focus moves inside one shadow root never reach the document, so the
    // page's history alone can miss them). For such a host, the page's history says which of its
    // elements it was.
    const from = (event as FocusEvent).relatedTarget;
    if (!(from instanceof Element) || from === container || container.contains(from)) return;
    const deep = kept.before;
    origin = from.shadowRoot && deep && within(from, deep) ? deep : from;
  });
  const holds = (): boolean => {
    const active = deepActiveElement();
    return !!active && (active === container || container.contains(active));
  };
  return {
    holds,
    restore(fallback) {
      if (!tryFocus(origin)) tryFocus(fallback);
    },
  };
}
