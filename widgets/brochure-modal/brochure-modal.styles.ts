import { hostReset } from '../../src/element';
import { leadModalStyles } from '../../src/ui/lead-modal';

/** Brochure modal styles: the shared lead-modal styles in a narrower dialog (two fields). */
export const brochureModalStyles = `${hostReset}${leadModalStyles}dialog{width:min(26em,100% - 1em)}`;
