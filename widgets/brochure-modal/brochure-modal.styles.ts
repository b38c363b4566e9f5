import { leadModalStyles } from '../../src/ui/lead-modal';

/** Brochure modal styles (after the element's host reset): the shared lead-modal styles in a narrower dialog (two fields). */
export const brochureModalStyles = `${leadModalStyles}dialog{width:min(26em,100% - 1em)}`;
