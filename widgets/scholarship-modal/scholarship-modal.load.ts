import type { LeadModalParts } from '../../src/ui/lead-modal-element';

/**
 * Loads the form chunk of embudo-scholarship-modal (./scholarship-modal.form): a chunk of the ESM build. The
 * standalone `scholarship-modal.js` cannot split, so its build swaps this module for a loader that adds
 * `scholarship-modal-form.js` from the widget's folder as a script tag (scripts/rollup-part-script.ts).
 */
export const loadScholarshipForm = (): Promise<LeadModalParts> => import('./scholarship-modal.form').then((chunk) => chunk.parts);
