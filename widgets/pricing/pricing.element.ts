import { computed, signal } from '@preact/signals-core';
import { addStyles, EmbudoElement } from '../../src/element';
import { warmIntl } from '../../src/i18n/intl-warm';
import { schedule } from '../../src/services/schedule';
import { laterPart, lazyPart } from '../../src/ui/lazy-part';
import { loadWhenNear } from '../../src/ui/near-part';
import { createPricingModel, type CheckoutDetail, type CountryChangeDetail, type PricingModel } from './pricing.model';
import { pricingProps } from './pricing.props';
import { pricingStyles } from './pricing.styles';
import { paintPricing, type PricingDetailsParts } from './pricing.view';

/** The later part once it has arrived: every block on the page renders it then. */
const arrived = signal<PricingDetailsParts | undefined>(undefined);

/** Events of embudo-pricing. */
export interface PricingEvents {
  'embudo-country-change': CountryChangeDetail;
  'embudo-checkout': CheckoutDetail;
  [type: `embudo-${string}`]: unknown;
}

/**
 * Price by country, start dates, schedule and the payment link (docs/product.md#landing-sections "pricing", docs/product.md#pricing-load "Pricing
 * load", docs/product.md#countries). The country is the visitor's own choice in the selector (remembered, and followed by
 * every Embudo widget on the page), else `country`, else the page config, else the shared geo
 * detection (URL `country` param, the IP service, the regional fallback, US). Prices come from
 * `GET /api/pricing` for `bootcamp` in the country's currency, formatted with `Intl.NumberFormat`
 * (its own currency display; Spanish outside Spain and Latin America as `es-419`; one format for
 * every figure of the block): the regular price struck through with the discount ('-70%'), the
 * special price and the payment link for that currency. An empty answer is asked again once after
 * 1 s; a failed or malformed one (or a missing bootcamp or price row) shows the docs/product.md#prices fallback
 * prices and logs one console error; without a payment link the button opens the enrolment lead
 * form (`data-embudo-open="brochure"`, else the enrolment page). The price shows `price-delay` ms
 * after the pricing loads and never before the country is known, in space kept for it from the start.
 * Below: the guarantee, lifetime access and certificate; then the block's later part: the turno
 * with its class times for the country, the three start cards (each to
 * `/enroll/fullstack/{country}`) and the salary table where the product contract has figures. That part comes
 * in a chunk of its own (`pricing-later.js` beside the standalone script) loaded after the page's
 * load event once its room comes within a tenth of a screen of the viewport, or on idle after the
 * visitor's first move (a scroll, tap or key), so the price and its button paint first and a block
 * far down the page costs nothing on a page that is only loaded; its
 * room is kept meanwhile (`--embudo-pricing-later`). `EmbudoPricing.preloadDetails()` loads it at once.
 *
 * @summary Price, payment link, turno and start dates for the visitor's country.
 * @tag embudo-pricing
 *
 * @event {CustomEvent<{ countryCode: string; method: 'manual' | 'attribute' | 'config' | 'url' | 'ipapi.co' | 'aws_fallback' | 'default' }>} embudo-country-change - The country shown changed (first known, detected, or chosen).
 * @event {CustomEvent<{ bootcamp: string; countryCode: string; currency: string; amount: number; href: string; turno: 'noche' | 'dia' | 'tarde'; utcOffset: string; utcDiff: number }>} embudo-checkout - The visitor pressed the payment button (`currency` and `amount`: what the link charges, US dollars where the country's currency has no link of its own); cancel it (`preventDefault()`) to keep the browser from following the link.
 *
 * @csspart base - The card.
 * @csspart title - The bootcamp name.
 * @csspart country - The country selector's label; `country-select` is the `<select>`.
 * @csspart country-select - The country `<select>`.
 * @csspart country-flag - The chosen country's flag, beside the `<select>` (its options are names only); in its kept room from when the list is complete (the later part, or the visitor reaching for the list). Its code (`PE`, class `code`) where the browser does not draw flag emoji as flags (Windows, a desktop without a colour emoji font).
 * @csspart price - The price area (kept in place while the price is pending).
 * @csspart regular-price - The struck-through regular price.
 * @csspart discount - The '-70%' badge.
 * @csspart special-price - The special price.
 * @csspart pay-button - The payment link.
 * @csspart instalments - The instalment plan beside the price ('Hasta 3 cuotas de US$ 167'), when the pricing offers one for the charged currency.
 * @csspart charge-note - Where the link charges another currency than the one shown: 'Se cobra en dólares: US$ 501'.
 * @csspart pay-note - Why the button opens the enrolment form (no payment link: the pricing could not be loaded).
 * @csspart benefits - Guarantee, lifetime access, certificate.
 * @csspart schedule - The turno choice.
 * @csspart class-times - The class times for the country and turno.
 * @csspart starts - The start dates: their heading and the start cards (a page with start dates of its own hides it).
 * @csspart start-cards - The list of start cards; each card is `start-card`.
 * @csspart start-card - One start card (a link).
 * @csspart start-soon - In place of the start cards while no start date is published: the heading and a note that the next ones come soon (a page with start dates of its own hides it).
 * @csspart salary-table - The salary table.
 *
 * @cssprop [--embudo-accent=#4338ca] - Payment button and selected turno colour.
 * @cssprop [--embudo-surface=#fff] - Card background.
 * @cssprop [--embudo-color=#0f172a] - Text colour.
 * @cssprop [--embudo-muted=#475569] - Secondary text colour.
 * @cssprop [--embudo-radius=.75em] - Corner radius.
 * @cssprop [--embudo-pricing-later=22em] - Room kept for the later part (turno, start cards) until it arrives.
 * @cssprop [--embudo-focus-ring=var(--embudo-accent)] - Focus outline colour.
 * @cssprop --embudo-font - Font family (default: the system font).
 */
export class EmbudoPricing extends EmbudoElement<typeof pricingProps, PricingModel, PricingEvents> {
  static override readonly tagName = 'embudo-pricing';
  static override readonly props = pricingProps;
  static override readonly styles = pricingStyles;
  /** @internal The turno and start dates (./pricing.later): see `laterPart`. */
  static later = laterPart(() => import('./pricing.later'));
  static readonly #details = lazyPart('embudo-pricing', 'the turno and start dates', 'the block shows the price without them', () => {
    // While the part downloads: the schedule it shows (one request, not one after the part has
    // come), and Intl's one-time set-up in a task of its own, not in the part's first render.
    schedule();
    void warmIntl();
    return EmbudoPricing.later();
  });
  static {
    EmbudoPricing.#details.use((parts) => (arrived.value = parts));
  }

  /** Loads the later part now if it is not there yet; resolves when it is. */
  static preloadDetails(): Promise<PricingDetailsParts> {
    return EmbudoPricing.#details.load();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const details = EmbudoPricing.#details;
    details.use((parts) => addStyles(this.shadowRoot!, parts.styles));
    // Below the price: loaded as the room kept for it nears the viewport (a second copy of the
    // script on the page loads nothing).
    if (!details.value) loadWhenNear(details, () => this.shadowRoot!.querySelector('.later'), EmbudoPricing);
  }

  /** The visitor has reached for the country list before the later part came: all of it from now. */
  readonly #reached = signal(false);
  readonly #onReach = (): void => void (this.#reached.value = true);

  readonly #onPay = (event: MouseEvent): void => {
    if (this.model && !this.model.checkout()) event.preventDefault();
  };

  protected createModel(): PricingModel {
    return createPricingModel(this.props, {
      report: (attribute, value, expected) => this.reportError(attribute, value, expected),
      error: (message) => console.error(`[${this.localName}] ${message}`),
      countryChanged: (detail) => this.emit('embudo-country-change', detail),
      checkout: (detail) => this.emit('embudo-checkout', detail),
    });
  }

  protected paint(model: PricingModel, root: ShadowRoot): () => void {
    return paintPricing(root, {
      model,
      lang: this.language,
      bootcamp: this.props.bootcamp,
      onPay: this.#onPay,
      details: arrived,
      listed: computed(() => !!arrived.value || this.#reached.value),
      onReach: this.#onReach,
    });
  }
}
