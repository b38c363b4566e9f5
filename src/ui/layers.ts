/**
 * The layer manager: one per page, shared by every Embudo bundle on it (a page slot, as the
 * toaster is), so bottom-anchored widgets never cover each other.
 *
 * - Corner widgets (social proof bottom-left, chat button bottom-right) `claimBottom` their box;
 *   it is measured with ResizeObserver, so show/hide (`display:none` = 0 px) and reflow count.
 * - The bottom-center stack (toasts) lifts itself by `bottomOffsets().center`, and a corner
 *   widget caps its width with the other corner's width, so nothing overlaps on a 360 px screen.
 * - Modals report `setModalOpen`; popups and the chat button step aside while `isModalOpen()`.
 *
 * Everything sits above the page at `var(--embudo-layer, 2147483000)`: one custom property a
 * partner lowers to put Embudo under their consent banner.
 */
import { pageSlot } from '../services/page-slot';

/** Which bottom corner a widget occupies. */
export type Side = 'left' | 'right';

/** Pixels the bottom widgets take, measured above the safe-area bottom margin. */
export interface BottomOffsets {
  /** Height of the bottom-left widget(s). */
  left: number;
  /** Height of the bottom-right widget(s). */
  right: number;
  /** What the bottom-center stack must clear: the taller corner plus a gap (0 when both are empty). */
  center: number;
  /** Width of the bottom-left widget(s): the right one keeps clear of it. */
  leftWidth: number;
  /** Width of the bottom-right widget(s): the left one keeps clear of it. */
  rightWidth: number;
}

interface Claim {
  side: Side;
  h: number;
  w: number;
}

/** Shared across bundles: plain data and callbacks only, so two versions can read it. */
interface Layers {
  claims: Map<string, Claim>;
  modals: Set<unknown>;
  subs: Set<() => void>;
}

/** One set of claims, modals and subscribers per page, whichever Embudo scripts it loads. */
const slot = pageSlot<Layers>('layers');

/** Space between a corner widget and the center stack above it (px). */
export const LAYER_GAP = 8;

const layers = (): Layers => slot.ensure(() => ({ claims: new Map(), modals: new Set(), subs: new Set() }));

// A copy: a subscriber may unsubscribe (or subscribe another) while being told.
const notify = (): void => [...layers().subs].forEach((fn) => fn());

/**
 * Reserves a bottom corner for `element` (already in the page, fixed at the safe-area bottom
 * margin) under `id` until the returned release is called; claiming an id again replaces it.
 * Hide it with `display:none` (or release) so it stops taking room.
 */
export function claimBottom(id: string, side: Side, element: HTMLElement): () => void {
  const { claims } = layers();
  const claim: Claim = { side, h: 0, w: 0 };
  claims.set(id, claim);
  const measure = (): void => {
    const { height, width } = element.getBoundingClientRect();
    if (height !== claim.h || width !== claim.w) {
      claim.h = height;
      claim.w = width;
      if (claims.get(id) === claim) notify();
    }
  };
  // Older browsers without ResizeObserver get the size at claim time only.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  observer?.observe(element);
  measure();
  return () => {
    observer?.disconnect();
    if (claims.get(id) === claim) {
      claims.delete(id);
      notify();
    }
  };
}

/** What the bottom widgets take now (see BottomOffsets). */
export function bottomOffsets(): BottomOffsets {
  const o: BottomOffsets = { left: 0, right: 0, center: 0, leftWidth: 0, rightWidth: 0 };
  for (const { side, h, w } of layers().claims.values()) {
    o[side] = Math.max(o[side], h);
    if (side === 'left') o.leftWidth = Math.max(o.leftWidth, w);
    else o.rightWidth = Math.max(o.rightWidth, w);
  }
  const tallest = Math.max(o.left, o.right);
  o.center = tallest && Math.ceil(tallest) + LAYER_GAP;
  return o;
}

/** Calls `fn` whenever the offsets or the modal state change; returns the unsubscribe. */
export function subscribe(fn: () => void): () => void {
  const { subs } = layers();
  subs.add(fn);
  return () => subs.delete(fn);
}

/** Records that the modal `id` (any value, e.g. its dialog) opened or closed. */
export function setModalOpen(id: unknown, open: boolean): void {
  const { modals } = layers();
  if (modals.has(id) === open) return;
  if (open) modals.add(id);
  else modals.delete(id);
  notify();
}

/** Whether any Embudo modal is open (popups and the chat button step aside meanwhile). */
export function isModalOpen(): boolean {
  return layers().modals.size > 0;
}

/** A z-index `offset` steps above the Embudo layer (`--embudo-layer`, default 2147483000). */
export const layerZ = (offset = 0): string => `calc(var(--embudo-layer,2147483000) + ${offset})`;

/** The margin a fixed widget keeps from an edge: 1em, or the device's safe-area inset when larger. */
export const safeEdge = (edge: 'top' | 'right' | 'bottom' | 'left'): string => `max(1em,env(safe-area-inset-${edge}))`;

/** Forgets every claim, modal and subscriber (tests only). */
export function resetLayersForTests(): void {
  slot.clear();
}
