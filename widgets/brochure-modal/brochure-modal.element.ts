import { hostReset } from '../../src/element';
import type { LeadEventDetail } from '../../src/services/lead-form';
import { LeadModalElement, type CloseEventReason } from '../../src/ui/lead-modal-element';
import { laterPart } from '../../src/ui/lazy-part';
import { registerModal } from '../../src/ui/modal-opener';
import { brochureModalProps } from './brochure-modal.props';

/** Events of embudo-brochure-modal. */
export interface BrochureModalEvents {
  'embudo-lead': LeadEventDetail;
  'embudo-close': { reason: CloseEventReason };
  [type: `embudo-${string}`]: unknown;
}

/**
 * The brochure lead form (docs/product.md#modals modal 2) in a modal dialog: Nombre and Email, then "Descargar
 * Plan del Bootcamp". A submit is durable at once (the lead outbox), shows the sent state and
 * closes about 3 s later. Opens with the `open` attribute, `show()`,
 * `window.embudo.open('brochure')` or any element with `data-embudo-open="brochure"`.
 *
 * The script defines a light element (attributes, `show()`, `close()`, the openers); the form and
 * its dialog load by themselves when the page is idle after its load event, or at the first open,
 * whichever comes first (ESM build: a chunk; `brochure-modal.js`: `brochure-modal-later.js`
 * from the same folder). An open before then is kept: the dialog opens as soon as the form is
 * there. `EmbudoBrochureModal.preloadForm()` loads it at once.
 *
 * @summary "Descarga el Brochure del Bootcamp Full Stack Developer": a modal lead form that never loses the lead.
 * @tag embudo-brochure-modal
 *
 * @event {CustomEvent<{ id: string; kind: 'brochure'; lead: { id: string; kind: 'brochure'; email: string; name: string; phone: string; country: string; bootcamp: string; source: string; [field: string]: unknown } }>} embudo-lead - The lead was accepted and queued for delivery (durable); `detail.lead` is the exact body sent.
 * @event {CustomEvent<{ reason: 'close-button' | 'escape' | 'backdrop' | 'sent' | 'api' }>} embudo-close - The modal closed: by the visitor, after a submit (`sent`), or from code (`api`).
 *
 * @csspart base - The dialog (its backdrop: `::part(base)::backdrop`).
 * @csspart header - The header with the title and the close button.
 * @csspart title - The headline.
 * @csspart close-button - The close button.
 * @csspart body - The scrollable content.
 * @csspart form - The form.
 * @csspart field - A field: label, control, error.
 * @csspart label - A field's label.
 * @csspart input - A text input.
 * @csspart error - A field's error message.
 * @csspart submit-button - The submit button.
 * @csspart form-error - A refusal no field explains.
 * @csspart sent - The sent state.
 * @csspart status - The delivery status line.
 * @csspart spinner - The busy indicator.
 *
 * @cssprop [--embudo-accent=#4338ca] - Brand accent: button and focus.
 * @cssprop [--embudo-accent-contrast=#fff] - Text on the accent.
 * @cssprop [--embudo-color=#0f172a] - Text colour.
 * @cssprop [--embudo-muted=#475569] - Secondary text.
 * @cssprop [--embudo-surface=#fff] - Dialog and input background.
 * @cssprop [--embudo-border=#64748b] - Input borders.
 * @cssprop [--embudo-danger=#b91c1c] - Errors.
 * @cssprop [--embudo-success=#15803d] - The sent icon.
 * @cssprop [--embudo-backdrop=rgba(15,23,42,.6)] - Backdrop colour.
 * @cssprop [--embudo-focus-ring=var(--embudo-accent)] - Focus outline colour.
 * @cssprop [--embudo-radius=.75em] - Corner radius.
 * @cssprop --embudo-font - Font family (default: the system font).
 * @cssprop [--embudo-layer=2147483000] - z-index of the toasts outside an open modal (the dialog itself is in the top layer).
 */
export class EmbudoBrochureModal extends LeadModalElement<typeof brochureModalProps, BrochureModalEvents> {
  static override readonly tagName = 'embudo-brochure-modal';
  static override readonly props = brochureModalProps;
  /**
   * The host reset, and no box (the dialog's styles come with the form chunk): until then the
   * reset's inline-block made a line of the page's text height, that moved what follows.
   */
  static override readonly styles = `${hostReset}:host{display:contents}`;
  /** @internal The form and dialog (./brochure-modal.later): see `laterPart`. */
  static override later = laterPart(() => import('./brochure-modal.later'));

  /** Opens the modal (sets the `open` attribute). */
  show(): void {
    this.setOpen(true);
  }

  /** Closes the modal (removes the `open` attribute); `embudo-close` follows with reason `api`. */
  close(): void {
    this.setOpen(false);
  }
}

// `window.embudo.open('brochure')` and `data-embudo-open="brochure"`.
registerModal('brochure', EmbudoBrochureModal.tagName);
// The form and dialog come on idle after the visitor's first move, or at the first open (see above).
EmbudoBrochureModal.preloadAfterFirstMove();
