import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  mountToasterIn,
  prepareToaster,
  resetToasterForTests,
  toast,
  TOAST_ACTION_DURATION_MS,
  TOAST_DURATION_MS,
  toasterStyles,
} from './toaster';

const hosts = () => document.querySelectorAll('[data-embudo-toaster]');
const toasts = () => [...(document.querySelector('[data-embudo-toaster]')?.shadowRoot?.querySelectorAll<HTMLElement>('.toast') ?? [])];

describe('toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetToasterForTests();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it("labels the close button and the link hint in the toast's language", () => {
    const item = toast('Hi', 'info', 'en', { label: 'Open', href: 'https://example.com/' });
    expect(item.querySelector('button')!.getAttribute('aria-label')).toBe('Dismiss notification');
    expect(item.querySelector('.vh')!.textContent).toBe(' Press F8 to reach the link.');
  });

  it('keeps one host per page across calls, in body, with its own open shadow root', () => {
    toast('uno');
    vi.advanceTimersByTime(100);
    toast('dos', 'success');
    expect(hosts()).toHaveLength(1);
    const host = hosts()[0] as HTMLElement;
    expect(host.parentNode).toBe(document.body);
    expect(host.shadowRoot?.mode).toBe('open');
    expect(toasts().map((t) => t.querySelector('.text')!.textContent)).toEqual(['uno', 'dos']);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('finds a toaster another Embudo bundle made (its registry is on document, its host in body)', () => {
    prepareToaster();
    const first = hosts()[0];
    // Another bundle has its own module copy, but computes the same Symbol.for key.
    const registry = (document as unknown as Record<symbol, unknown>)[Symbol.for('embudo.toaster')];
    expect(registry).toBeDefined();
    toast('hola');
    expect(hosts()).toHaveLength(1);
    expect(hosts()[0]).toBe(first);
  });

  it('closes each toast by itself after 5000 ms (docs/product.md#toasts)', () => {
    prepareToaster();
    toast('¡Gracias por aplicar!', 'success');
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('holds the clock while the pointer or focus is on the toast', () => {
    prepareToaster();
    const element = toast('lee con calma');
    vi.advanceTimersByTime(3000);
    element.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(toasts()).toHaveLength(1);
    element.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(2000);
    expect(toasts()).toHaveLength(0);
  });

  it('after a hold, runs on with the time it had left (at least 1 s)', () => {
    prepareToaster();
    const element = toast('lee con calma');
    vi.advanceTimersByTime(3000);
    element.dispatchEvent(new Event('focusin'));
    vi.advanceTimersByTime(60_000);
    element.dispatchEvent(new Event('focusout'));
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('a toast with a link lasts 10 s, says how to reach it, and F8 focuses its link', () => {
    prepareToaster();
    toast('Tu descuento está activo', 'info', 'es', { label: 'Abrir WhatsApp', href: 'https://wa.me/1' });
    expect(TOAST_ACTION_DURATION_MS).toBe(10_000);
    const link = toasts()[0]!.querySelector('a')!;
    expect(link.getAttribute('aria-keyshortcuts')).toBe('F8');
    expect(toasts()[0]!.querySelector('.text')!.textContent).toBe('Tu descuento está activo Pulsa F8 para ir al enlace.');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    expect(hosts()[0]!.shadowRoot!.activeElement).toBe(link);
    link.blur();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_ACTION_DURATION_MS - TOAST_DURATION_MS);
    expect(toasts()).toHaveLength(0);
  });

  it('dismissToast closes a toast now, even one not shown yet (it then never shows)', () => {
    const first = toast('uno', 'error');
    dismissToast(first);
    vi.advanceTimersByTime(100);
    expect(toasts()).toHaveLength(0);
    const second = toast('dos', 'error');
    expect(toasts()).toHaveLength(1);
    dismissToast(second);
    expect(toasts()).toHaveLength(0);
  });

  it('puts text in with textContent only: markup stays text, no element is created', () => {
    prepareToaster();
    const hostile = '<img src=x onerror="alert(1)"><b>hola</b>';
    toast(hostile, 'error');
    const [item] = toasts();
    expect(item!.querySelector('.text')!.textContent).toBe(hostile);
    expect(item!.querySelector('img, b')).toBeNull();
  });

  it('offers a link when asked: a new tab without opener, its label as text, its click handed back', () => {
    prepareToaster();
    const onClick = vi.fn();
    toast('Te abrimos WhatsApp', 'info', 'es', { label: '<b>Abrir</b>', href: 'https://api.whatsapp.com/send?text=hola', onClick });
    const link = toasts()[0]!.querySelector('a')!;
    expect(link.textContent).toBe('<b>Abrir</b>');
    expect(link.querySelector('b')).toBeNull();
    expect(link.href).toBe('https://api.whatsapp.com/send?text=hola');
    expect([link.target, link.rel]).toEqual(['_blank', 'noopener']);
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Without an action, no link.
    toast('Otro mensaje');
    expect(toasts()[1]!.querySelector('a')).toBeNull();
  });

  it('announces politely, errors as alerts, in live regions that exist before the first message', () => {
    toast('primero');
    const root = hosts()[0]!.shadowRoot!;
    const polite = root.querySelector('[role=status]')!;
    const urgent = root.querySelector('[role=alert]')!;
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(urgent.getAttribute('aria-live')).toBe('assertive');
    // A region made just now gets its first message a moment later, so it is announced.
    expect(polite.children).toHaveLength(0);
    vi.advanceTimersByTime(50);
    expect(polite.children).toHaveLength(1);
    toast('¡Ups! El campo de Email es necesario para continuar.', 'error');
    expect(urgent.textContent).toContain('¡Ups!');
  });

  it('has a close button labelled in the page language', () => {
    prepareToaster();
    toast('hola');
    toast('hello', 'info', 'en');
    const [es, en] = toasts();
    expect(es!.querySelector('button')!.getAttribute('aria-label')).toBe('Cerrar notificación');
    expect(en!.querySelector('button')!.getAttribute('aria-label')).toBe('Dismiss notification');
    en!.querySelector('button')!.click();
    expect(toasts()).toHaveLength(1);
  });

  it('shows the same message once (a double click), and at most three at a time', () => {
    prepareToaster();
    toast('igual');
    toast('igual');
    expect(toasts()).toHaveLength(1);
    for (const text of ['a', 'b', 'c']) toast(text);
    expect(toasts().map((t) => t.textContent?.slice(0, 1))).toEqual(['a', 'b', 'c']);
  });

  it('stacks above the page through --embudo-layer, bottom center, clear of safe areas', () => {
    prepareToaster();
    const root = hosts()[0]!.shadowRoot!;
    expect((root.adoptedStyleSheets?.length ?? 0) + root.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(toasterStyles).toMatch(/z-index:calc\(var\(--embudo-layer,2147483000\) \+ 1\)!important/);
    expect(toasterStyles).toContain('env(safe-area-inset-bottom)');
    expect(toasterStyles).toMatch(/:host\{[^}]*position:fixed!important[^}]*inset:auto 0 0!important/);
  });

  it('moves inside an open modal and back, nested modals included', () => {
    prepareToaster();
    const outer = document.createElement('dialog');
    const inner = document.createElement('dialog');
    document.body.append(outer, inner);
    const releaseOuter = mountToasterIn(outer);
    const releaseInner = mountToasterIn(inner);
    expect(hosts()).toHaveLength(1);
    expect(hosts()[0]!.parentNode).toBe(inner);
    releaseInner();
    expect(hosts()[0]!.parentNode).toBe(outer);
    releaseOuter();
    releaseOuter();
    expect(hosts()[0]!.parentNode).toBe(document.body);
  });
});
