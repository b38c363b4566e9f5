import type { LeadModalParts } from '../../src/ui/lead-modal-element';

/**
 * Loads the form chunk of embudo-brochure-modal (./brochure-modal.form): a chunk of the ESM build. The
 * standalone `brochure-modal.js` cannot split, so its build swaps this module for a loader that adds
 * `brochure-modal-form.js` from the widget's folder as a script tag (scripts/rollup-part-script.ts).
 */
export const loadBrochureForm = (): Promise<LeadModalParts> => import('./brochure-modal.form').then((chunk) => chunk.parts);
