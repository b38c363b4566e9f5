/**
 * One toaster per page, shared by every widget and every Embudo bundle on it (a partner may paste
 * several Embudo scripts): plain DOM, no Preact, so any module can call `toast()`.
 *
 * The host (`<div data-embudo-toaster>`, with its own open shadow root and styles) is kept on
 * `document` under a `Symbol.for` key, which every bundle computes identically. It lives at the end
 * of body, except while a modal dialog is open: it moves inside it (`mountToasterIn`), because a
 * modal dialog makes the rest of the page inert, so a toast outside would sit under the backdrop
 * and never reach a screen reader.
 */
import { adoptStyles } from '../element/styles';
import type { Lang } from '../i18n/lang';
import { trackFocusOrigin } from './focus-return';
import { toasterTexts } from './toaster.texts';
import { pageSlot } from '../services/page-slot';
import type { ToastAction, ToastKind, Toaster } from '../services/toasts';
import { bottomOffsets, subscribe } from './layers';

export type { ToastAction, ToastKind };

/** docs/product.md#toasts: toasts close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * A toast with a link stays twice as long: time to reach the link by keyboard (WCAG 2.2.1), which
 * F8 also jumps to; like every toast it is paused while pointed at or focused.
 */
export const TOAST_ACTION_DURATION_MS = 10_000;

/** The key that moves focus to the newest toast (its link, else its close button), as in Radix and Sonner. */
export const TOAST_KEY = 'F8';

interface Registry {
  host: HTMLElement;
  /** Containers the host was moved into (open modal dialogs), innermost last. */
  homes: Element[];
}

/** One toaster per page, whichever Embudo scripts made or use it. */
const slot = pageSlot<Registry>('toaster');

/**
 * The toaster's styles. `!important` inside a shadow root beats the page's `!important` on the
 * host (`div{display:none!important}`), and `all:initial` resets everything else; `--embudo-layer`
 * stacks it above the page; it sits bottom-center, clear of the safe-area insets and, through
 * `--embudo-toast-bottom` (set from the layer manager), of the bottom corner widgets.
 */
export const toasterStyles =
  ':host{all:initial!important;display:block!important;position:fixed!important;inset:auto 0 0!important;z-index:calc(var(--embudo-layer,2147483000) + 1)!important;pointer-events:none!important}' +
  'div{display:flex;flex-direction:column;align-items:center;gap:.5em}' +
  '.s{padding:0 max(1em,env(safe-area-inset-right)) calc(max(1em,env(safe-area-inset-bottom)) + var(--embudo-toast-bottom,0px)) max(1em,env(safe-area-inset-left));font:.9375em/1.4 var(--embudo-font,system-ui,sans-serif)}' +
  'div:empty{display:none}' +
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '.toast{box-sizing:border-box;pointer-events:auto;flex-direction:row;gap:.75em;max-width:min(30em,100%);padding:.375em .375em .375em 1em;border-radius:var(--embudo-radius,.75em);background:#1e293b;color:#f8fafc;box-shadow:0 .5em 1.5em #0f172a4d;border:1px solid transparent;border-inline-start:.3em solid #94a3b8}' +
  '.success{border-inline-start-color:#4ade80}' +
  '.error{background:#991b1b;color:#fff;border-inline-start-color:#fecaca}' +
  '.text{flex:1;overflow-wrap:anywhere}' +
  'button{min-width:2.75em;min-height:2.75em;padding:0;border:1px solid transparent;border-radius:.5em;background:none;color:inherit;font:inherit;font-size:1.25em;cursor:pointer}' +
  'button:hover{background:#ffffff1f}' +
  'button:focus-visible,a:focus-visible{outline:2px solid;outline-offset:-4px}' +
  'a{align-self:center;padding:.5em;border-radius:.5em;color:inherit;font-weight:700;white-space:nowrap}' +
  '@media(prefers-reduced-motion:no-preference){.toast{animation:embudo-toast .2s ease-out}}' +
  '@keyframes embudo-toast{from{opacity:0;transform:translateY(.75em)}}';

/** A new `tag` element in `parent`, with `className` when one is given. */
const add = <K extends keyof HTMLElementTagNameMap>(parent: Node, tag: K, className?: string): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  if (className !== undefined) el.className = className;
  parent.appendChild(el);
  return el;
};

/** The page's toaster (any bundle may have made it), placed in the innermost open modal, else in body; and whether it was made now. */
function registry(): [Registry, boolean] {
  let reg = slot.get();
  const fresh = !reg;
  if (!reg) {
    const host = document.createElement('div');
    host.setAttribute('data-embudo-toaster', '');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, toasterStyles);
    const stack = add(root, 'div', 's');
    // Two live regions that exist before any toast: text added to an existing region is
    // announced, a region created together with its text often is not.
    for (const [role, live] of [
      ['status', 'polite'],
      ['alert', 'assertive'],
    ]) {
      const region = add(stack, 'div', '');
      region.setAttribute('role', role!);
      region.setAttribute('aria-live', live!);
    }
    // F8 reaches the newest toast (its link first) wherever focus is: a keyboard user gets to it in time.
    document.addEventListener('keydown', (event) => {
      if (event.key !== TOAST_KEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const newest = [...root.querySelectorAll<HTMLElement>('.toast')].sort((a, b) => Number(b.dataset.seq) - Number(a.dataset.seq))[0];
      // Its link comes before its close button: the first of the two is the link when it has one.
      const target = newest?.querySelector<HTMLElement>('a,button');
      if (!target) return;
      event.preventDefault();
      target.focus();
    });
    // Lift the stack above the corner widgets (chat button, social proof) whenever they change size.
    const lift = (): void => host.style.setProperty('--embudo-toast-bottom', `${bottomOffsets().center}px`);
    subscribe(lift);
    lift();
    reg = slot.set({ host, homes: [] });
  }
  reg.homes = reg.homes.filter((home) => home.isConnected);
  const home = reg.homes[reg.homes.length - 1] ?? document.body;
  if (reg.host.parentNode !== home) home.append(reg.host);
  return [reg, fresh];
}

/** Creates the toaster now, so the live regions exist before the first message (forms call this on open). */
export function prepareToaster(): void {
  registry();
}

/**
 * Moves the toaster inside `container` (an open modal dialog) until the returned function is
 * called; nested modals stack. Toasts stay visible above the backdrop and readable by assistive tech.
 */
export function mountToasterIn(container: Element): () => void {
  registry()[0].homes.push(container);
  registry();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const { homes } = registry()[0];
    const at = homes.lastIndexOf(container);
    if (at >= 0) homes.splice(at, 1);
    registry();
  };
}

/** Each toast's dismissal (`dismissToast`). */
const dismissals = new WeakMap<Element, () => void>();

/** Order of the toasts made by this bundle (F8 picks the newest). */
let made = 0;

/**
 * Closes a toast now (its error was fixed, a newer one replaces it). If focus was in it, focus
 * goes back where it was before the toast took it (the field, the dialog), never to `<body>`.
 */
export function dismissToast(item: Element): void {
  dismissals.get(item)?.();
}

/** The first control of an open modal the toaster sits in: where focus goes when its origin is gone. */
const modalControl = (host: HTMLElement): Element | null =>
  host.parentElement && host.parentElement !== document.body
    ? host.parentElement.querySelector('input:not([type=hidden]),select,textarea,button,[href]')
    : null;

/**
 * Shows `message` as text (textContent, never HTML: hostile strings stay text and Trusted Types
 * hold) at the bottom center of the page, with an optional link (`action`) and a close button
 * labelled in `lang`. It closes by itself after 5000 ms (10 000 ms with a link, which F8 reaches),
 * but not while the pointer or focus is on it; closing it (or Escape in it) puts focus back where
 * it was before the toast. Returns the toast's element (`dismissToast` closes it).
 */
export function toast(message: string, kind: ToastKind = 'info', lang: Lang = 'es', action?: ToastAction): HTMLElement {
  const [reg, fresh] = registry();
  const root = reg.host.shadowRoot!;
  const item = document.createElement('div');
  item.className = `toast ${kind}`;
  item.dataset.seq = String(++made);
  // Its words and its close label are in `lang`, whatever the page around says (WCAG 3.1.2).
  item.lang = lang;
  const text = add(item, 'span', 'text');
  text.textContent = message;
  if (action) {
    const hint = add(text, 'span', 'vh');
    hint.textContent = ` ${toasterTexts[lang].shortcut}`;
    const link = add(item, 'a');
    link.href = action.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = action.label;
    link.onclick = action.onClick ?? null;
    link.setAttribute('aria-keyshortcuts', TOAST_KEY);
  }
  const close = add(item, 'button');
  close.setAttribute('aria-label', toasterTexts[lang].close);
  close.textContent = '×';

  let timer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;
  const origin = trackFocusOrigin(item);
  const dismiss = (): void => {
    if (gone) return;
    gone = true;
    clearTimeout(timer);
    const held = origin.holds();
    item.remove();
    if (held) origin.restore(modalControl(reg.host));
  };
  dismissals.set(item, dismiss);
  close.onclick = dismiss;
  item.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // Only the toast: an open modal around it stays open.
    event.preventDefault();
    event.stopPropagation();
    dismiss();
  });

  let dueAt = 0;
  const arm = (ms: number): void => {
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(dismiss, ms);
  };
  // Reading takes longer for some people (WCAG 2.2.1): the clock stops while they point at or focus
  // it, and runs on with the time it had left (at least 1 s) once they leave.
  const holding = { pointer: false, focus: false };
  let left = 0;
  const hold = (type: string, key: keyof typeof holding, on: boolean): void =>
    item.addEventListener(type, () => {
      const wasHeld = holding.pointer || holding.focus;
      holding[key] = on;
      if (!wasHeld && on) left = dueAt - Date.now();
      clearTimeout(timer);
      if (!holding.pointer && !holding.focus) arm(Math.max(1000, wasHeld ? left : dueAt - Date.now()));
    });
  hold('pointerenter', 'pointer', true);
  hold('pointerleave', 'pointer', false);
  hold('focusin', 'focus', true);
  hold('focusout', 'focus', false);

  const show = (): void => {
    if (gone) return;
    const all = [...root.querySelectorAll('.toast')];
    const drop = (other: Element): void => (dismissals.has(other) ? dismissToast(other) : other.remove());
    // The same message twice (a double click on submit) is one toast, announced again; at most three.
    for (const other of all) if (other.textContent === item.textContent) drop(other);
    all
      .filter((other) => other.isConnected)
      .slice(0, -2)
      .forEach(drop);
    root.querySelector(kind === 'error' ? '[role=alert]' : '[role=status]')!.append(item);
    arm(action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS);
  };
  // A region made just now would swallow its first message: let it settle for a moment.
  if (fresh) setTimeout(show, 50);
  else show();
  return item;
}

/** This toaster as the services' port (src/services/toasts): what a composer passes them. */
export const toaster: Toaster = { show: toast, dismiss: dismissToast, prepare: prepareToaster };

/** Removes the page's toaster (tests only). */
export function resetToasterForTests(): void {
  slot.get()?.host.remove();
  slot.clear();
}
