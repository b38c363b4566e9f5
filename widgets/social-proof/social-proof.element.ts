import { h } from 'preact';
import { EmbudoElement } from '../../src/element';
import { isActivity, type ProofItem } from '../../src/services/social-proof';
import { createSocialProofModel, type SocialProofModel } from './social-proof.model';
import { socialProofProps } from './social-proof.props';
import { socialProofStyles } from './social-proof.styles';
import { SocialProofView } from './social-proof.view';

/** Detail of `embudo-social-proof-show`: what kind of item appeared and its country code (null when it has none). */
export interface SocialProofShowDetail {
  kind: 'scholarship' | 'brochure' | 'testimonial';
  country: string | null;
}

/** Events of embudo-social-proof. */
export interface SocialProofEvents {
  'embudo-social-proof-show': SocialProofShowDetail;
  [type: `embudo-${string}`]: unknown;
}

/**
 * Truthful social-proof popups (SPEC §4 "Floating testimonial", DESIGN "Truthful social proof"):
 * real, anonymised recent activity from the lead store ("Alguien de Perú solicitó su beca hace
 * 12 minutos", the time from the lead's real instant) and the site's testimonials, loaded from
 * `source`. At most `max` per page view: 15 s after setup, then when the page is scrolled past 40 %
 * and 60 % (each once); a random pick, never the same twice in a row; each stays 8 s (paused while
 * hovered or focused) or until closed. Faces: the item's own https image, else the `avatar-service`,
 * else initials drawn locally as inline SVG. An endpoint that fails, hangs or answers HTML shows
 * nothing and logs one warning.
 *
 * @summary Real recent activity and testimonials, bottom-left, a few times per visit.
 * @tag embudo-social-proof
 *
 * @event {CustomEvent<{ kind: 'scholarship' | 'brochure' | 'testimonial'; country: string | null }>} embudo-social-proof-show - A popup appeared.
 *
 * @csspart base - The popup card (a `role="status"` live region inside it holds the message).
 * @csspart avatar - The face: an `<img>`, or the generated `<svg>` initials.
 * @csspart text - The message.
 * @csspart quote - A testimonial's quote.
 * @csspart author - A testimonial's first name and country.
 * @csspart close-button - The close button.
 *
 * @cssprop [--embudo-layer=2147483000] - Stacking level of Embudo on the page; the popup sits one below it.
 * @cssprop [--embudo-surface=#fff] - Card background.
 * @cssprop [--embudo-color=#0f172a] - Text colour.
 * @cssprop [--embudo-muted=#475569] - Author line colour.
 * @cssprop [--embudo-radius=.75em] - Corner radius.
 * @cssprop [--embudo-focus-ring=var(--embudo-accent)] - Focus outline colour.
 * @cssprop --embudo-font - Font family (default: the system font).
 */
export class EmbudoSocialProof extends EmbudoElement<typeof socialProofProps, SocialProofModel, SocialProofEvents> {
  static override readonly tagName = 'embudo-social-proof';
  static override readonly props = socialProofProps;
  static override readonly styles = socialProofStyles;

  protected createModel(): SocialProofModel {
    return createSocialProofModel(this.props, this.language, {
      element: this,
      onShow: (item: ProofItem) => {
        this.emit('embudo-social-proof-show', isActivity(item) ? { kind: item.kind, country: item.country } : { kind: 'testimonial', country: item.country ?? null });
      },
      report: (attribute, value, expected) => this.reportError(attribute, value, expected),
      warn: (message) => console.warn(`[${this.localName}] ${message}`),
    });
  }

  protected render(model: SocialProofModel) {
    return h(SocialProofView, { model, lang: this.language.value });
  }
}
