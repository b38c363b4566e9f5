import { Component, createRef, h, type ComponentChildren } from 'preact';
import { setModalOpen } from './layers';
import { lockScroll } from './scroll-lock';
import { mountToasterIn } from './toaster';

/** How a modal was closed by the visitor. */
export type CloseReason = 'close-button' | 'escape' | 'backdrop';

/** Props of `Modal`. */
export interface ModalProps {
  /** Shown when true; the parent owns this state and changes it in `onClose`. */
  open: boolean;
  /** The visitor asked to close (Escape, backdrop, close button). */
  onClose: (reason: CloseReason) => void;
  /** The headline: it also names the dialog (aria-labelledby). */
  title: string;
  /** The close button's accessible name, in the page language. */
  closeLabel: string;
  /** Language of the dialog's content (screen readers pronounce it accordingly). */
  lang?: string;
  /** Selector of the element that gets focus on open and whenever `focusKey` changes. */
  focus?: string;
  /** When this changes while open (form → sent → form again), focus moves to `focus` again. */
  focusKey?: string;
  children?: ComponentChildren;
}

/**
 * The element that really has focus: `document.activeElement` is only the outermost shadow host,
 * so walk down through open shadow roots (a button inside another widget, or inside a partner's
 * own web component, gets its focus back).
 */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/**
 * The modal shell of Embudo's lead forms: a native `<dialog>` opened with `showModal()` (every
 * browser Embudo supports has it), so it sits in the top layer above any partner z-index, the page
 * behind it is inert and focus stays inside. Closes on Escape (the `cancel` event) and on a
 * backdrop click, gives focus back to the element that had it (through shadow roots), locks page
 * scroll while open, and takes the toaster inside itself so toasts stay visible and announced.
 */
export class Modal extends Component<ModalProps> {
  readonly #dialog = createRef<HTMLDialogElement>();
  /** Set while shown: closes the dialog and undoes what opening did. */
  #undo: (() => void) | undefined;
  #pressedBackdrop = false;

  override componentDidMount(): void {
    this.componentDidUpdate(this.props);
  }

  override componentDidUpdate(previous: ModalProps): void {
    const dialog = this.#dialog.current!;
    const { open, focusKey } = this.props;
    if (!open) this.#undo?.();
    else if (!this.#undo) {
      if (!dialog.isConnected) return;
      const back = deepActiveElement();
      if (!dialog.open) dialog.showModal();
      // Popups and the chat button step aside while any Embudo modal is open.
      setModalOpen(dialog, true);
      const release = [lockScroll(), mountToasterIn(dialog), () => setModalOpen(dialog, false)];
      this.#undo = () => {
        this.#undo = undefined; // first: the `close` event this fires is ours, not the visitor's
        dialog.close();
        for (const done of release) done();
        back?.focus({ preventScroll: true });
      };
      this.#focus();
    } else if (previous.focusKey !== focusKey) this.#focus();
  }

  override componentWillUnmount(): void {
    this.#undo?.();
  }

  #focus(): void {
    // preventScroll: the scroll lock keeps the page where the visitor left it.
    if (this.props.focus) this.#dialog.current!.querySelector<HTMLElement>(this.props.focus)?.focus({ preventScroll: true });
  }

  override render({ title, closeLabel, lang, onClose, children }: ModalProps) {
    return (
      <dialog
        ref={this.#dialog}
        part="base"
        aria-modal="true"
        aria-labelledby="mt"
        lang={lang}
        onCancel={(event) => {
          // The parent decides (and reflects `open`); the dialog closes when the prop changes.
          event.preventDefault();
          onClose('escape');
        }}
        // Chrome closes without a cancelable `cancel` after a repeated Escape: follow it (our own
        // close() clears #undo first; a dialog open again by then was reopened meanwhile).
        onClose={(event) => this.#undo && !event.currentTarget.open && onClose('escape')}
        // A press that starts inside and ends on the backdrop (selecting text) is not a close.
        onPointerDown={(event) => (this.#pressedBackdrop = event.target === this.#dialog.current)}
        onClick={(event) => {
          // The header and body fill the dialog box: only the ::backdrop area targets the dialog itself.
          if (this.#pressedBackdrop && event.target === this.#dialog.current) onClose('backdrop');
          this.#pressedBackdrop = false;
        }}
      >
        <header part="header">
          <h2 id="mt" part="title">
            {title}
          </h2>
          <button type="button" class="modal-close" part="close-button" aria-label={closeLabel} onClick={() => onClose('close-button')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.25" stroke-linecap="round" />
            </svg>
          </button>
        </header>
        <div class="b" part="body">
          {children}
        </div>
      </dialog>
    );
  }
}

/**
 * The shell's styles (after `hostReset`). `--a`, `--c`, `--m`, `--s`, `--r` are the theme's custom
 * properties with their defaults, set once on the host. Sizes in em of the host's `medium`; heights in
 * dvh and never fixed, so the form fits at 360 px wide with the on-screen keyboard open (the body
 * scrolls).
 */
export const modalStyles =
  ':host{display:contents;--a:var(--embudo-accent,#4338ca);--c:var(--embudo-color,#0f172a);--m:var(--embudo-muted,#475569);--s:var(--embudo-surface,#fff);--r:var(--embudo-radius,.75em);--d:var(--embudo-danger,#b91c1c);--g:var(--embudo-success,#15803d)}' +
  'dialog{width:min(30em,100% - 1em);max-width:none;max-height:calc(100dvh - 1em);padding:0;border:1px solid transparent;border-radius:var(--r);background:var(--s);color:var(--c);box-shadow:0 1.5em 3em -.5em #0f172a73;overflow:hidden;overscroll-behavior:contain}' +
  'dialog[open]{display:flex;flex-direction:column}' +
  '::backdrop{background:var(--embudo-backdrop,#0f172a99)}' +
  'header{display:flex;align-items:flex-start;gap:.5em;padding:1.25em 1.25em .5em 1.5em}' +
  'h2{flex:1;margin:.3em 0 0;font-size:1.375em;line-height:1.25;font-weight:750;text-wrap:balance}' +
  '.modal-close{flex:none;display:grid;place-items:center;width:2.75em;height:2.75em;margin:-.25em -.5em 0 0;padding:0;border:1px solid transparent;border-radius:50%;background:none;color:var(--m);cursor:pointer}' +
  '.modal-close:hover{background:#0f172a12;color:var(--c)}' +
  '.b{flex:1;min-height:0;overflow:auto;overscroll-behavior:contain;padding:.5em 1.5em 1.5em}' +
  ':focus-visible{outline:3px solid var(--embudo-focus-ring,var(--a));outline-offset:2px}' +
  '@media(max-width:30em){dialog{margin-top:.5em}header{padding-left:1.25em}.b{padding:.5em 1.25em 1.25em}}' +
  '@media(max-height:30em){h2{font-size:1.125em}}' +
  '@media(prefers-reduced-motion:no-preference){dialog[open],[open]::backdrop{animation:embudo-in .2s ease-out}}' +
  '@keyframes embudo-in{from{opacity:0}}';
