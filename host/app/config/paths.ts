/** Every route path of the site (SPEC §2), in one place. */
export const paths = {
  home: '/',
  paymentSuccess: '/payment-success',
  pricingAnchor: '#pricing',
} as const;

/** The landing answers `/`, `/payment-success` and every campaign path (e.g. /descuento-beca-parcial). */
export const isLandingPath = (path: string): boolean =>
  path === paths.home || path === paths.paymentSuccess || path.includes('descuento') || path.includes('masterclass');
