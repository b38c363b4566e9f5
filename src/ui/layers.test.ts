import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAYER_GAP,
  bottomOffsets,
  claimBottom,
  isModalOpen,
  layerZ,
  resetLayersForTests,
  safeEdge,
  setModalOpen,
  subscribe,
} from './layers';
import { h, render } from 'preact';
import { Modal } from './modal';
import { prepareToaster, resetToasterForTests } from './toaster';

/** A fake ResizeObserver: tests trigger it with `resize(el)`. */
const observed = new Map<Element, () => void>();
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(el: Element): void {
    observed.set(el, this.callback);
  }
  disconnect(): void {
    for (const [el, cb] of observed) if (cb === this.callback) observed.delete(el);
  }
}

/** An element whose box is `size` (happy-dom does no layout). */
function box(width: number, height: number): HTMLElement & { size: [number, number] } {
  const el = document.body.appendChild(document.createElement('div')) as unknown as HTMLElement & { size: [number, number] };
  el.size = [width, height];
  el.getBoundingClientRect = () => ({ width: el.size[0], height: el.size[1] }) as DOMRect;
  return el;
}
const resize = (el: HTMLElement & { size: [number, number] }, width: number, height: number): void => {
  el.size = [width, height];
  observed.get(el)?.();
};

describe('layer manager', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
  afterEach(() => {
    resetLayersForTests();
    resetToasterForTests();
    observed.clear();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('nothing claimed: no offsets', () => {
    expect(bottomOffsets()).toEqual({ left: 0, right: 0, center: 0, leftWidth: 0, rightWidth: 0 });
  });

  it('the center stack clears the taller corner, plus a gap; widths are reported per side', () => {
    const proof = box(264, 88);
    const chat = box(56, 56);
    const releaseProof = claimBottom('social-proof', 'left', proof);
    claimBottom('chat-button', 'right', chat);
    expect(bottomOffsets()).toEqual({ left: 88, right: 56, center: 88 + LAYER_GAP, leftWidth: 264, rightWidth: 56 });
    releaseProof();
    expect(bottomOffsets()).toMatchObject({ left: 0, center: 56 + LAYER_GAP });
  });

  it('follows size changes (hidden = 0 px) and tells subscribers only when something changed', () => {
    const proof = box(264, 88);
    const seen: number[] = [];
    const stop = subscribe(() => seen.push(bottomOffsets().center));
    claimBottom('social-proof', 'left', proof);
    expect(seen).toEqual([88 + LAYER_GAP]);
    resize(proof, 264, 88);
    expect(seen).toHaveLength(1);
    resize(proof, 0, 0);
    expect(seen).toEqual([88 + LAYER_GAP, 0]);
    stop();
    resize(proof, 264, 100);
    expect(seen).toHaveLength(2);
  });

  it('a release stops observing, and a stale release does not drop a newer claim of the same id', () => {
    const a = box(100, 40);
    const b = box(100, 60);
    const releaseA = claimBottom('x', 'right', a);
    claimBottom('x', 'right', b);
    releaseA();
    expect(observed.has(a)).toBe(false);
    expect(bottomOffsets().right).toBe(60);
  });

  it('works without ResizeObserver (measured once)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    claimBottom('chat-button', 'right', box(56, 56));
    expect(bottomOffsets().right).toBe(56);
  });

  it('is one registry per page, whichever bundle asks (Symbol.for on document)', () => {
    claimBottom('chat-button', 'right', box(56, 56));
    const shared = (document as unknown as Record<symbol, { claims: Map<string, unknown> }>)[Symbol.for('embudo.layers')];
    expect(shared?.claims.has('chat-button')).toBe(true);
  });

  it('tracks open modals by id, notifying on each change', () => {
    const fn = vi.fn();
    subscribe(fn);
    const dialog = {};
    setModalOpen(dialog, true);
    setModalOpen('other', true);
    setModalOpen(dialog, true);
    expect(isModalOpen()).toBe(true);
    setModalOpen(dialog, false);
    expect(isModalOpen()).toBe(true);
    setModalOpen('other', false);
    expect(isModalOpen()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('CSS helpers: one stacking custom property, safe-area margins', () => {
    expect(layerZ(2)).toBe('calc(var(--embudo-layer,2147483000) + 2)');
    expect(safeEdge('bottom')).toBe('max(1em,env(safe-area-inset-bottom))');
  });

  it('the toaster lifts its stack above the corner widgets', () => {
    prepareToaster();
    const host = document.querySelector<HTMLElement>('[data-embudo-toaster]')!;
    expect(host.style.getPropertyValue('--embudo-toast-bottom')).toBe('0px');
    const chat = box(56, 56);
    claimBottom('chat-button', 'right', chat);
    expect(host.style.getPropertyValue('--embudo-toast-bottom')).toBe(`${56 + LAYER_GAP}px`);
    resize(chat, 0, 0);
    expect(host.style.getPropertyValue('--embudo-toast-bottom')).toBe('0px');
  });

  it('an Embudo modal reports itself open while shown, and closed after', () => {
    const root = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const draw = (open: boolean) => render(h(Modal, { open, title: 'T', closeLabel: 'Cerrar', lang: 'es', onClose: () => {} }, 'x'), root);
    draw(false);
    expect(isModalOpen()).toBe(false);
    draw(true);
    expect(isModalOpen()).toBe(true);
    draw(false);
    expect(isModalOpen()).toBe(false);
    draw(true);
    render(null, root);
    expect(isModalOpen()).toBe(false);
  });
});
