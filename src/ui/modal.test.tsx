import { h, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type CloseReason } from './modal';
import { lockScroll } from './scroll-lock';
import { resetToasterForTests } from './toaster';

const mounted: ShadowRoot[] = [];

/** A host with an open shadow root rendering one Modal whose `open` the test controls, like a widget does. */
function mount(opts: { open?: boolean } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  mounted.push(root);
  const reasons: CloseReason[] = [];
  let open = opts.open ?? false;
  const draw = () =>
    render(
      <Modal
        open={open}
        title="Solicita tu Beca Parcial"
        closeLabel="Cerrar"
        lang="es"
        focus="#first"
        onClose={(reason) => {
          reasons.push(reason);
          open = false;
          draw();
        }}
      >
        <input id="first" />
        <button id="last" type="button">
          ok
        </button>
      </Modal>,
      root,
    );
  draw();
  const dialog = () => root.querySelector('dialog')!;
  return {
    host,
    root,
    reasons,
    dialog,
    setOpen(value: boolean) {
      open = value;
      draw();
    },
  };
}

/** An opener button inside another shadow root (a partner's web component). */
function shadowButton(): HTMLButtonElement {
  const outer = document.createElement('section');
  document.body.append(outer);
  const button = document.createElement('button');
  button.textContent = 'Abrir';
  outer.attachShadow({ mode: 'open' }).append(button);
  return button;
}

describe('Modal', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('style');
  });
  afterEach(() => {
    for (const root of mounted.splice(0)) render(null, root);
    document.body.replaceChildren();
    resetToasterForTests();
  });

  it('opens with showModal, named by its headline, with a bilingual close button and focus on the first field', () => {
    const m = mount();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    m.setOpen(true);
    const dialog = m.dialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    const title = m.root.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Solicita tu Beca Parcial');
    expect(m.root.querySelector('[part=close-button]')!.getAttribute('aria-label')).toBe('Cerrar');
    expect(dialog.getAttribute('lang')).toBe('es');
    expect(m.root.activeElement?.id).toBe('first');
  });

  it('closes on Escape (the cancel event), on a backdrop click and on the close button, asking its parent', () => {
    const m = mount({ open: true });
    const cancel = new Event('cancel', { cancelable: true });
    m.dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(m.reasons).toEqual(['escape']);
    expect(m.dialog().open).toBe(false);

    m.setOpen(true);
    m.dialog().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    m.dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(m.reasons).toEqual(['escape', 'backdrop']);

    m.setOpen(true);
    // A press inside the panel that ends on the backdrop (selecting text) does not close.
    m.root.getElementById('first')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    m.dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(m.dialog().open).toBe(true);
    (m.root.querySelector('[part=close-button]') as HTMLButtonElement).click();
    expect(m.reasons).toEqual(['escape', 'backdrop', 'close-button']);
  });

  it('follows a dialog the browser closed by itself (repeated Escape)', () => {
    const m = mount({ open: true });
    m.dialog().close();
    expect(m.reasons).toEqual(['escape']);
  });

  it('returns focus to the element focused before opening, also inside another shadow root', () => {
    const opener = shadowButton();
    opener.focus();
    const m = mount();
    m.setOpen(true);
    expect(m.root.activeElement?.id).toBe('first');
    m.setOpen(false);
    expect((opener.getRootNode() as ShadowRoot).activeElement).toBe(opener);
  });

  it('locks page scroll while open and restores the page inline values exactly', () => {
    const html = document.documentElement;
    html.style.setProperty('overflow-y', 'scroll');
    html.style.setProperty('overflow-x', 'clip', 'important');
    const m = mount();
    m.setOpen(true);
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    expect(html.style.getPropertyPriority('overflow-y')).toBe('important');
    m.setOpen(false);
    expect(html.style.getPropertyValue('overflow-y')).toBe('scroll');
    expect(html.style.getPropertyPriority('overflow-y')).toBe('');
    expect(html.style.getPropertyValue('overflow-x')).toBe('clip');
    expect(html.style.getPropertyPriority('overflow-x')).toBe('important');
  });

  it('counts nested locks: the page scrolls again only when the last one is released', () => {
    const html = document.documentElement;
    const first = lockScroll();
    const second = lockScroll();
    first();
    first(); // idempotent
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    second();
    expect(html.getAttribute('style') ?? '').toBe('');
  });

  it('unlocks and gives focus back when unmounted while open', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const m = mount({ open: true });
    render(null, m.root);
    expect(document.documentElement.style.getPropertyValue('overflow-y')).toBe('');
    expect(document.activeElement).toBe(before);
  });

  it('takes the toaster inside itself while open, and gives it back to body', () => {
    const m = mount({ open: true });
    const toaster = document.querySelector('[data-embudo-toaster]') ?? m.dialog().querySelector('[data-embudo-toaster]');
    expect(toaster?.parentNode).toBe(m.dialog());
    m.setOpen(false);
    expect(toaster?.parentNode).toBe(document.body);
  });

  it('moves focus to `focus` again when `focusKey` changes while open (form → sent state)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    mounted.push(root);
    const draw = (key: string, focus: string) =>
      render(
        <Modal open title="t" closeLabel="Cerrar" onClose={() => undefined} focus={focus} focusKey={key}>
          <input id="first" />
          <h3 tabIndex={-1}>Enviado</h3>
        </Modal>,
        root,
      );
    draw('form', '#first');
    expect(root.activeElement?.id).toBe('first');
    draw('form', 'h3'); // same key: focus stays where the visitor is
    expect(root.activeElement?.id).toBe('first');
    draw('sent', 'h3');
    expect(root.activeElement?.tagName).toBe('H3');
  });

  it('is a native modal dialog named by its headline, so the browser keeps focus inside', () => {
    const m = mount({ open: true });
    const dialog = m.dialog();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('part')).toBe('base');
    // Closed by page code and reopened before the browser's `close` event arrives: it stays open.
    m.setOpen(false);
    m.setOpen(true);
    dialog.dispatchEvent(new Event('close'));
    expect(dialog.open).toBe(true);
    expect(m.reasons).toEqual([]);
  });
});
