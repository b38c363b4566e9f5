import { attr } from '../../src/element';

/** The scholarship modal's attributes, declared once. */
export const scholarshipModalProps = {
  /** Shown while present; reflects the modal's state (removed when the visitor closes it). */
  open: attr.boolean(),
  /** Bootcamp slug sent with the lead (one of src/contracts/bootcamp's slugs). */
  bootcamp: attr.oneOf(
    ['fullstack', 'fullstack-web-apps-completo', 'frontend-completo', 'backend-completo', 'apps-moviles-flutter', 'cloud-aws'],
    'fullstack',
  ),
  /** Two-letter code of an offered country (e.g. PE); default: the page config, else the visitor's detected country, else US. */
  country: attr.string(),
  /** The selected webinar date, sent as the lead's `fecha` (text, up to 100 characters). */
  webinarDate: attr.string(),
  /**
   * What the visitor asks: a partial scholarship; a call with an advisor (`advisor`: its headline,
   * button and the call booking once sent); or a seat at the free masterclass (`masterclass`: a
   * masterclass lead, not a scholarship one, for the class at `masterclass-at`, or, without it, to
   * hear of the next date).
   */
  topic: attr.oneOf(['scholarship', 'advisor', 'masterclass'], 'scholarship'),
  /**
   * With `topic="masterclass"`: the class's instant, ISO 8601 with the school's offset
   * (`2027-01-14T19:00:00-05:00`), shown in the visitor's zone and the school's and sent as the
   * lead's `masterclassAt`. Absent (or not an instant): no class is scheduled, and the form
   * signs the visitor up to hear of the next date.
   */
  masterclassAt: attr.string(),
};
