import { attr } from '../../src/element';

/** The social-proof popup's attributes, declared once. */
export const socialProofProps = {
  /** Most popups shown per page view (0 turns them off). Read at each trigger. */
  max: attr.number(3, 0, 100),
  /** URL of the social-proof JSON (`GET /api/social-proof` shape); default `${apiBase}/api/social-proof`. `?lang=` is added. Read when the element connects. */
  source: attr.string(),
  /** Optional random-user service (docs/product.md#calls): an https URL answering `results[0].picture.medium`. Without it, items with no face of their own get an initials avatar. */
  avatarService: attr.string(),
};
