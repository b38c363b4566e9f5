import { attr } from '../../src/element';

/** The scholarship modal's attributes, declared once. */
export const scholarshipModalProps = {
  /** Shown while present; reflects the modal's state (removed when the visitor closes it). */
  open: attr.boolean(),
  /** Bootcamp slug sent with the lead (one of src/contracts/bootcamp's slugs). */
  bootcamp: attr.oneOf(['fullstack', 'fullstack-web-apps-completo', 'frontend-completo', 'backend-completo', 'apps-moviles-flutter', 'cloud-aws'], 'fullstack'),
  /** Two-letter code of an offered country (e.g. PE); default: the page config, else the visitor's detected country, else US. */
  country: attr.string(),
  /** The selected webinar date, sent as the lead's `fecha` (text, up to 100 characters). */
  webinarDate: attr.string(),
  /** What the visitor asks: a partial scholarship, or a call with an advisor (`advisor`: its headline, button and the call booking once sent). */
  topic: attr.oneOf(['scholarship', 'advisor'], 'scholarship'),
};
