import { h, type FunctionComponent } from 'preact';
import { effect, signal, untracked, type Signal } from '@preact/signals-core';
import { isCountryCode } from '../contracts/country';
import type { EmbudoElement, EventMap } from '../element/embudo-element';
import { PreactElement } from '../element/preact-element';
import type { PropSpecs } from '../element/props';
import { addStyles } from '../element/styles';
import type { LeadForm, LeadEventDetail, LeadFormKind, LeadFormSource } from '../services/lead-form';
import type { Toaster } from '../services/toasts';
import type { LeadModalViewProps } from './lead-modal';
import { lazyPart, type LazyPart } from './lazy-part';
import type { CloseReason } from './modal';

/** Why a lead modal closed: the visitor (button, Escape, backdrop), the submit's auto-close, or code (`close()`, the attribute, `embudo.close()`). */
export type CloseEventReason = CloseReason | 'sent' | 'api';

/** The events both lead modals emit. */
export interface LeadModalEvents extends EventMap {
  'embudo-lead': LeadEventDetail;
  'embudo-close': { reason: CloseEventReason };
}

/** What a lead modal's form chunk (`<name>.later.ts`) gives its element: everything heavy. */
export interface LeadModalParts {
  /** The lead form model (src/services/lead-form). */
  LeadForm: typeof LeadForm;
  /** The widget's form (docs/product.md#modals modal 1 or 2). */
  form: LeadFormKind;
  /** The widget's view of the form. */
  view: FunctionComponent<LeadModalViewProps>;
  /** The dialog's styles (added to the shell's host reset when the chunk arrives). */
  styles: string;
  /** The page's toaster (src/ui/toaster), which the form raises its toasts through. */
  toaster: Toaster;
}

/** A lead modal class as its static side is used here. */
interface LeadModalClass {
  readonly tagName: string;
  later(): Promise<LeadModalParts>;
}

const loads = new WeakMap<LeadModalClass, LazyPart<LeadModalParts>>();

/** `cls`'s form chunk: one load per page, however many elements. */
function formLoad(cls: LeadModalClass): LazyPart<LeadModalParts> {
  let load = loads.get(cls);
  if (!load) loads.set(cls, (load = lazyPart(cls.tagName, 'the form', 'the next open tries again', () => cls.later())));
  return load;
}

/**
 * Whether the chunk has work on arrival: a `?fbclid=`, or anything in the outbox (its localStorage
 * key, as in ../services/outbox): a lead to send, or entries to check and repair, as a page did
 * before the form was split out.
 */
function hasWorkOnArrival(): boolean {
  try {
    const outbox = localStorage.getItem('embudo:outbox');
    return /[?&]fbclid=/.test(location.search) || (outbox !== null && outbox !== '[]');
  } catch {
    return false; // storage blocked: the outbox lived in memory and is gone with its page
  }
}

/** A lead modal seen with the events every one has: its own `E` adds to them (a cast, no code shipped). */
type AnyLeadModal = EmbudoElement<PropSpecs, LeadModalModel, LeadModalEvents>;

/** Every lead modal has the `open` prop (a cast at each use: a getter would ship in every script). */
type OpenProp = { open: Signal<boolean> };

/** The model of a lead modal element: the form once its chunk has arrived. */
interface LeadModalModel {
  readonly parts: Signal<LeadModalParts | undefined>;
  form?: LeadForm;
  dispose(): void;
}

/**
 * What the scholarship and brochure modals share as elements. The element is a light shell: it
 * takes attributes and properties, reflects `open` whichever way it changes and emits
 * `embudo-close` (with the reason), checks `country`, while the form, its dialog and styles (most
 * of the bytes) come in a chunk (`static later`) loaded on idle after the visitor's first
 * move on the page, or at once on the first open, whichever comes first. An open before the chunk arrives is
 * kept: the dialog opens as soon as it is there, with focus then moving into it (and back to the
 * invoker when it closes). A widget class names its tag, props and `later`.
 */
export abstract class LeadModalElement<S extends PropSpecs, E extends LeadModalEvents> extends PreactElement<S, LeadModalModel, E> {
  /**
   * Loads the widget's form chunk: a dynamic import (ESM build), a script tag beside the widget's
   * (standalone script). Each widget class sets it; declared only, so no default ships in every script.
   */
  /** @internal The form chunk's loader (src/ui/lazy-part.ts `laterPart`). */
  declare static later: () => Promise<LeadModalParts>;

  /** Loads the form chunk now if it is not there yet (the first-move preload and the first open do this); resolves when it is. */
  static preloadForm(this: LeadModalClass): Promise<LeadModalParts> {
    return formLoad(this).load();
  }

  /**
   * Preloads the form chunk on idle after the visitor's first move on the page (the press on an
   * opener is one, so the form is usually on its way before the click ends), not on a page only
   * loaded and read; at once when the chunk has work on arrival (a lead an earlier page
   * left in the outbox, a `?fbclid=` to report: docs/product.md#states). An open before it has arrived loads it
   * then and shows the dialog when it comes.
   */
  static preloadAfterFirstMove(this: LeadModalClass): void {
    // After the script's boot() has defined the element (a second copy of the script loads nothing).
    formLoad(this).loadAfterFirstMove(hasWorkOnArrival(), this);
  }

  #closeReason: CloseEventReason = 'api';
  /** Whether the dialog has been open once (it is rendered from then on). */
  #opened = false;
  #wasOpen = false;
  #stopWatch: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stopWatch?.();
    this.#stopWatch = effect(() => {
      const open = (this.props as unknown as OpenProp).open.value;
      if (this.#wasOpen && !open) {
        const reason = this.#closeReason;
        untracked(() => (this as unknown as AnyLeadModal).emit('embudo-close', { reason }));
      }
      // The first open loads the form now if the preload has not yet.
      if (open && !this.model?.form) untracked(() => this.#loadNow());
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
      this.toggleAttribute('open', (this.props as unknown as OpenProp).open.peek());
    } else if (key === 'country') {
      const text = String(this.props[key].peek()).trim();
      if (text && !isCountryCode(text.toUpperCase()))
        this.reportError('country', value, 'a two-letter code of an offered country, e.g. "PE"');
    }
  }

  /** Opens or closes through the `open` attribute (the one source of truth), remembering why it closed. */
  protected setOpen(open: boolean, reason: CloseEventReason = 'api'): void {
    if (!open && this.hasAttribute('open')) this.#closeReason = reason;
    this.toggleAttribute('open', open);
  }

  protected createModel(): LeadModalModel {
    const model: LeadModalModel = {
      parts: signal(undefined),
      dispose: () => model.form?.[Symbol.dispose](),
    };
    const attach = (parts: LeadModalParts): void => {
      // The dialog's styles after the host reset.
      addStyles(this.shadowRoot!, parts.styles);
      const source = { ...this.props, form: parts.form, lang: this.language } as unknown as LeadFormSource;
      model.form = new parts.LeadForm(source, {
        onLead: (detail) => (this as unknown as AnyLeadModal).emit('embudo-lead', detail),
        setOpen: (open) => this.setOpen(open, 'sent'),
        toaster: parts.toaster,
      });
      model.parts.value = parts;
    };
    // Called from connectedCallback before `this.model` is set: an arrived chunk attaches now; one
    // that arrives later only to the model still connected (the next connect makes a new one).
    const load = formLoad(this.constructor as unknown as LeadModalClass);
    if (load.value) attach(load.value);
    else load.use((parts) => this.model === model && attach(parts));
    return model;
  }

  protected render(model: LeadModalModel) {
    const parts = model.parts.value;
    const open = (this.props as unknown as OpenProp).open.value;
    // The dialog is rendered at its first open, not when the chunk arrives: a closed form is work
    // nobody sees (about 50 ms at 4× CPU on a partner's page). The form's model is there
    // from the chunk's arrival (it sends what an earlier page left in the outbox). Nothing to show
    // before the chunk: an `open` set meanwhile opens the dialog when it arrives.
    if (open) this.#opened = true;
    const { topic, masterclassAt } = this.props as unknown as { topic?: Signal<string>; masterclassAt?: Signal<string> };
    return (
      parts &&
      this.#opened &&
      h(parts.view, {
        model: model.form!,
        open,
        lang: this.language.value,
        topic: topic?.value,
        masterclassAt: masterclassAt?.value,
        onClose: (reason: CloseReason) => this.setOpen(false, reason),
      })
    );
  }

  #loadNow(): void {
    formLoad(this.constructor as unknown as LeadModalClass)
      .load()
      .catch(() => {
        // Not lost silently: logged, and the attribute says the truth (closed) so the next open retries.
        if (this.isConnected) this.setOpen(false);
      });
  }
}
