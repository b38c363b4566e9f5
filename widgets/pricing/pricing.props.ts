import { attr } from '../../src/element';

/** The pricing block's attributes, declared once. */
export const pricingProps = {
  /** Bootcamp slug whose pricing is shown (one of src/contracts/bootcamp's slugs). */
  bootcamp: attr.oneOf(
    ['fullstack', 'fullstack-web-apps-completo', 'frontend-completo', 'backend-completo', 'apps-moviles-flutter', 'cloud-aws'],
    'fullstack',
  ),
  /** Two-letter code of an offered country (e.g. PE) the page already knows; default: the page config, else the visitor's detected country. The visitor's own choice in the selector wins. */
  country: attr.string(),
  /** URL of the pricing JSON (`GET /api/pricing` shape); default `${apiBase}/api/pricing`. Read when the element connects. */
  source: attr.string(),
  /** Milliseconds between the pricing loading and the price showing (docs/product.md#timers: 10 s); the space is kept meanwhile, so nothing moves. */
  priceDelay: attr.number(10_000, 0, 600_000),
};
