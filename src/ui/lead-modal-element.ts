import { h, type FunctionComponent } from 'preact';
import { effect, untracked, type Signal } from '@preact/signals-core';
import { isCountryCode } from '../contracts/country';
import { EmbudoElement, type EventMap } from '../element/embudo-element';
import type { PropSpecs } from '../element/props';
import { LeadForm, type LeadEventDetail, type LeadFormKind, type LeadFormSource } from '../services/lead-form';
import type { LeadModalViewProps } from './lead-modal';
import type { CloseReason } from './modal';

/** Why a lead modal closed: the visitor (button, Escape, backdrop), the submit's auto-close, or code (`close()`, the attribute, `embudo.close()`). */
export type CloseEventReason = CloseReason | 'sent' | 'api';

/** The events both lead modals emit. */
export interface LeadModalEvents extends EventMap {
  'embudo-lead': LeadEventDetail;
  'embudo-close': { reason: CloseEventReason };
}

/**
 * What the scholarship and brochure modals share as elements: the lead form model of their kind
 * rendered by their view, `open` reflected as an attribute whichever way it changes,
 * `embudo-close` when it closes (with the reason), `embudo-lead` from the form, and a clear
 * console error for a `country` that is not one of the 27. A widget class names its tag, props,
 * styles, form kind and view.
 */
export abstract class LeadModalElement<S extends PropSpecs, E extends LeadModalEvents> extends EmbudoElement<S, LeadForm, E> {
  /** The widget's form (SPEC §2 modal 1 or 2). */
  protected abstract readonly form: LeadFormKind;
  /** The widget's view of the form. */
  protected abstract readonly view: FunctionComponent<LeadModalViewProps>;
  #closeReason: CloseEventReason = 'api';
  #wasOpen = false;
  #stopWatch: (() => void) | undefined;

  get #open(): Signal<boolean> {
    return (this.props as unknown as { open: Signal<boolean> }).open;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stopWatch?.();
    this.#stopWatch = effect(() => {
      const open = this.#open.value;
      if (this.#wasOpen && !open) {
        const reason = this.#closeReason;
        untracked(() => this.#emit('embudo-close', { reason }));
      }
      this.#closeReason = 'api';
      this.#wasOpen = open;
    });
  }

  override disconnectedCallback(): void {
    this.#stopWatch?.();
    this.#wasOpen = false;
    super.disconnectedCallback();
  }

  protected override setProp(key: keyof S & string, value: unknown, attribute?: string): void {
    super.setProp(key, value, attribute);
    if (key === 'open') {
      // Reflect: a property write or the visitor closing it shows up in the markup too.
      this.toggleAttribute('open', this.#open.peek());
    } else if (key === 'country') {
      const text = String(this.props[key].peek()).trim();
      if (text && !isCountryCode(text.toUpperCase())) this.reportError('country', value, 'a two-letter code of an offered country, e.g. "PE"');
    }
  }

  /** Opens or closes through the `open` attribute (the one source of truth), remembering why it closed. */
  protected setOpen(open: boolean, reason: CloseEventReason = 'api'): void {
    if (!open && this.hasAttribute('open')) this.#closeReason = reason;
    this.toggleAttribute('open', open);
  }

  protected createModel(): LeadForm {
    const source = { ...this.props, form: this.form, lang: this.language } as unknown as LeadFormSource;
    return new LeadForm(source, {
      onLead: (detail) => this.#emit('embudo-lead', detail),
      setOpen: (open) => this.setOpen(open, 'sent'),
    });
  }

  protected render(model: LeadForm) {
    return h(this.view, { model, open: this.#open.value, lang: this.language.value, onClose: (reason: CloseReason) => this.setOpen(false, reason) });
  }

  #emit<K extends keyof LeadModalEvents & string>(type: K, detail: LeadModalEvents[K]): void {
    (this as unknown as EmbudoElement<S, LeadForm, LeadModalEvents>).emit(type, detail);
  }
}
