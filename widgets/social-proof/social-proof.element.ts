import { addStyles, hostReset } from '../../src/element';
import { PreactElement } from '../../src/element/preact-element';
import { isActivity, type ProofItem } from '../../src/services/social-proof';
import { laterPart, lazyPart } from '../../src/ui/lazy-part';
import { createSocialProofModel, type SocialProofModel, type SocialProofPart } from './social-proof.model';
import { socialProofProps } from './social-proof.props';

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
 * The host's rules, there from the connection (the popup's own, ./social-proof.styles, come with
 * the later part): fixed bottom-left, clear of the safe-area insets, one level under the page's
 * Embudo layer, and narrow enough to leave the bottom-right corner to a 56 px chat button (or to
 * whatever the layer manager says is there: `--embudo-proof-clear`). The host lets clicks through.
 */
const hostStyles = `${hostReset}
:host{display:block;position:fixed;left:max(1em,env(safe-area-inset-left));bottom:max(1em,env(safe-area-inset-bottom));z-index:calc(var(--embudo-layer,2147483000) - 1);max-width:min(22em,calc(100vw - 7em),calc(100vw - 3em - var(--embudo-proof-clear,0px)));pointer-events:none}
`;

/** The later part (./social-proof.later): one load per page, however many elements. */
const later = lazyPart<SocialProofPart>('embudo-social-proof', 'the popup', 'the next popup tries again', () => EmbudoSocialProof.later());

/**
 * Truthful social-proof popups (docs/product.md#social-proof, docs/product.md#truthful-content):
 * real, anonymised recent activity from the lead store ("Alguien de Perú solicitó su beca hace
 * 12 minutos", the time from the lead's real instant) and the site's testimonials, loaded from
 * `source`. At most `max` per page view: 15 s after setup, then when the page is scrolled past 40 %
 * and 60 % (each once); a random pick, never the same twice in a row; each stays 8 s (paused while
 * hovered or focused) or until closed. Faces: the item's own https image, else the `avatar-service`,
 * else initials drawn locally as inline SVG. An endpoint that fails, hangs or answers HTML shows
 * nothing and logs one warning.
 *
 * The element runs the triggers from its setup and fetches the items at the visitor's first move
 * or the first trigger, whichever comes first; the popup's view, styles,
 * texts, country names, relative times, avatars and the layer manager come in a later part
 * (./social-proof.later): loaded on idle after the visitor's first move on the page (a scroll, a
 * tap, a key), or at once when a trigger comes first, in which case the popup shows as soon as it arrives. A
 * failed load logs one console error, nothing shows, and the next trigger tries again (the
 * triggers keep waiting meanwhile). `EmbudoSocialProof.preloadPart()` loads it at once.
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
export class EmbudoSocialProof extends PreactElement<typeof socialProofProps, SocialProofModel, SocialProofEvents> {
  static override readonly tagName = 'embudo-social-proof';
  static override readonly props = socialProofProps;
  /** The host's rules only: the popup's own styles come with the later part. */
  static override readonly styles = hostStyles;

  /** @internal The later part (./social-proof.later): see `laterPart`; small, so inlined in the standalone scripts. */
  static later = laterPart(() => import('./social-proof.later'), 'inline');

  /** Loads the later part now if it is not there yet (the first-move preload and a trigger do this); resolves when it is. */
  static preloadPart(): Promise<SocialProofPart> {
    return later.load();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const model = this.model!;
    // Disconnected meanwhile: the next connect attaches its new model.
    later.use((part) => this.model === model && this.#attach(model, part));
  }

  protected createModel(): SocialProofModel {
    return createSocialProofModel(this.props, this.language, {
      element: this,
      onShow: (item: ProofItem) => {
        this.emit(
          'embudo-social-proof-show',
          isActivity(item) ? { kind: item.kind, country: item.country } : { kind: 'testimonial', country: item.country ?? null },
        );
      },
      report: (attribute, value, expected) => this.reportError(attribute, value, expected),
      warn: (message) => console.warn(`[${this.localName}] ${message}`),
      load: () => void later.load().catch(() => undefined),
    });
  }

  protected render(model: SocialProofModel) {
    const part = model.part.value;
    return part && part.view({ model, lang: this.language.value });
  }

  /** The part arrived: its styles after the host's, then the model takes it. */
  #attach(model: SocialProofModel, part: SocialProofPart): void {
    addStyles(this.shadowRoot!, part.styles);
    model.attach(part);
  }
}

// On idle after the visitor's first move on the page, or at the first trigger (docs/product.md#social-proof: 15 s, or
// 40 % of the page scrolled), whichever comes first; a second copy of the script on the page (its
// tag already defined by the first) loads nothing.
later.loadAfterFirstMove(false, EmbudoSocialProof);
