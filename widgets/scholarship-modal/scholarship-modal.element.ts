import { hostReset } from '../../src/element';
// Before boot() reads the script tag: the form's `data-chat-phone` setting (the rest of it comes with the form; its
// `data-schedule-url` setting with the form's services/scheduling, read from the script tags when the form loads).
import '../../src/services/contact';
import type { LeadEventDetail } from '../../src/services/lead-form';
import { LeadModalElement, type CloseEventReason } from '../../src/ui/lead-modal-element';
import { laterPart } from '../../src/ui/lazy-part';
import { registerModal } from '../../src/ui/modal-opener';
import { scholarshipModalProps } from './scholarship-modal.props';

/** Events of embudo-scholarship-modal. */
export interface ScholarshipModalEvents {
  'embudo-lead': LeadEventDetail;
  'embudo-close': { reason: CloseEventReason };
  [type: `embudo-${string}`]: unknown;
}

/**
 * The partial-scholarship lead form (docs/product.md#modals modal 1) in a modal dialog: Nombre, Email, and
 * WhatsApp (country and number) once the email looks right; the privacy checkbox; the five
 * benefits. A submit is durable at once (the lead outbox), shows the sent state with the
 * scheduling link, opens the chat app 3 s later with the scholarship greeting, and closes. Opens
 * with the `open` attribute, `show()`, `window.embudo.open('scholarship')` or any element with
 * `data-embudo-open="scholarship"`.
 *
 * `topic="advisor"` makes it the way to book a call with an advisor: an `advisor` lead (no
 * scholarship code is mailed for it). `topic="masterclass"` makes it
 * the masterclass registration: a `masterclass` lead (not a scholarship one) for the class at
 * `masterclass-at`, whose date and time it shows in the visitor's zone and the school's; without
 * a class scheduled, a sign-up to hear of the next date (`masterclassAt` null). No chat or call
 * follows a masterclass sign-up: the sent state says what happens next, and stays open. That one
 * opens with `window.embudo.open('masterclass')` or `data-embudo-open="masterclass"`.
 *
 * The script defines a light element (attributes, `show()`, `close()`, the openers); the form and
 * its dialog load by themselves when the page is idle after its load event, or at the first open,
 * whichever comes first (ESM build: a chunk; `scholarship-modal.js`: `scholarship-modal-later.js`
 * from the same folder). An open before then is kept: the dialog opens as soon as the form is
 * there. `EmbudoScholarshipModal.preloadForm()` loads it at once.
 *
 * @summary "Solicita tu Beca Parcial": a modal lead form that never loses the lead.
 * @tag embudo-scholarship-modal
 *
 * @event {CustomEvent<{ id: string; kind: 'scholarship' | 'advisor' | 'masterclass'; lead: { id: string; kind: 'scholarship' | 'advisor' | 'masterclass'; email: string; name: string; phone: string; country: string; bootcamp: string; fecha?: string; masterclassAt?: string | null; [field: string]: unknown } }>} embudo-lead - The lead was accepted and queued for delivery (durable); `detail.lead` is the exact body sent (`kind: 'advisor'` with `topic="advisor"`, `kind: 'masterclass'` with `topic="masterclass"`).
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
 * @csspart phone-field - The WhatsApp field.
 * @csspart country - The country and dial-code picker.
 * @csspart checkbox - The privacy checkbox and its label.
 * @csspart submit-button - The submit button.
 * @csspart form-error - A refusal no field explains.
 * @csspart benefits - The benefits card.
 * @csspart masterclass - The masterclass's date card (`topic="masterclass"`), in place of the benefits.
 * @csspart sent - The sent state.
 * @csspart status - The delivery status line.
 * @csspart chat-link - "Continuar en WhatsApp".
 * @csspart schedule-link - The scheduling page link.
 * @csspart spinner - The busy indicator.
 *
 * @cssprop [--embudo-accent=#4338ca] - Brand accent: buttons, focus, checkbox.
 * @cssprop [--embudo-accent-contrast=#fff] - Text on the accent.
 * @cssprop [--embudo-color=#0f172a] - Text colour.
 * @cssprop [--embudo-muted=#475569] - Secondary text.
 * @cssprop [--embudo-surface=#fff] - Dialog and input background.
 * @cssprop [--embudo-subtle=#f1f5f9] - Benefits (and masterclass date) card background.
 * @cssprop [--embudo-border=#64748b] - Input borders.
 * @cssprop [--embudo-danger=#b91c1c] - Errors.
 * @cssprop [--embudo-success=#15803d] - Check marks and the sent icon.
 * @cssprop [--embudo-backdrop=rgba(15,23,42,.6)] - Backdrop colour.
 * @cssprop [--embudo-focus-ring=var(--embudo-accent)] - Focus outline colour.
 * @cssprop [--embudo-radius=.75em] - Corner radius.
 * @cssprop --embudo-font - Font family (default: the system font).
 * @cssprop [--embudo-layer=2147483000] - z-index of the toasts outside an open modal (the dialog itself is in the top layer).
 */
export class EmbudoScholarshipModal extends LeadModalElement<typeof scholarshipModalProps, ScholarshipModalEvents> {
  static override readonly tagName = 'embudo-scholarship-modal';
  static override readonly props = scholarshipModalProps;
  /**
   * The host reset, and no box (the dialog's styles come with the form chunk): until then the
   * reset's inline-block made a line of the page's text height, that moved what follows.
   */
  static override readonly styles = `${hostReset}:host{display:contents}`;
  /** @internal The form and dialog (./scholarship-modal.later): see `laterPart`. */
  static override later = laterPart(() => import('./scholarship-modal.later'));

  /** Opens the modal (sets the `open` attribute). */
  show(): void {
    this.setOpen(true);
  }

  /** Closes the modal (removes the `open` attribute); `embudo-close` follows with reason `api`. */
  close(): void {
    this.setOpen(false);
  }
}

// `window.embudo.open('scholarship')` and `data-embudo-open="scholarship"`; `masterclass` opens the
// page's masterclass registration (made without a date when the page has none).
registerModal('scholarship', EmbudoScholarshipModal.tagName);
registerModal('masterclass', EmbudoScholarshipModal.tagName, 'masterclass');
// The form and dialog come on idle after the visitor's first move, or at the first open (see above).
EmbudoScholarshipModal.preloadAfterFirstMove();
