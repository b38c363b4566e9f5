import type { PricingDetailsParts } from './pricing.view';

/**
 * Loads the later part of embudo-pricing (./pricing.details): a chunk of the ESM build. The
 * standalone `pricing.js` cannot split, so its build swaps this module for a loader that adds
 * `pricing-details.js` from the widget's folder as a script tag (scripts/rollup-part-script.ts).
 */
export const loadPricingDetails = (): Promise<PricingDetailsParts> => import('./pricing.details').then((chunk) => chunk.parts);
