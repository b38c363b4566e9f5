import { attr } from '../../src/element';

/** The brochure modal's attributes, declared once. */
export const brochureModalProps = {
  /** Shown while present; reflects the modal's state (removed when the visitor closes it). */
  open: attr.boolean(),
  /** Bootcamp slug sent with the lead (one of src/contracts/bootcamp's slugs). */
  bootcamp: attr.oneOf(
    ['fullstack', 'fullstack-web-apps-completo', 'frontend-completo', 'backend-completo', 'apps-moviles-flutter', 'cloud-aws'],
    'fullstack',
  ),
  /** Two-letter code of an offered country (e.g. PE); default: the page config, else the visitor's detected country, else US. */
  country: attr.string(),
};
