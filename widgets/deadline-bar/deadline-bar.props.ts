import { attr } from '../../src/element';

/** The deadline bar's attributes, declared once. */
export const deadlineBarProps = {
  /** Campaign slug of the evergreen discount cookies (default: from the path; `flex-descuento` on descuento-beca-parcial paths). */
  campaign: attr.string(),
  /** `discount` (per-visitor 24 h deadline) or `preinscription` (counts to `end-at`); `auto` picks discount when the path contains "descuento". */
  mode: attr.oneOf(['auto', 'discount', 'preinscription'], 'auto'),
  /** Preinscription deadline: ISO 8601 with offset or epoch milliseconds. */
  endAt: attr.date(),
  /** Where a visitor goes when their discount ends: a path or an http(s) URL. */
  redirect: attr.string('/'),
  /** CSS selector of the section a click on the preinscription bar scrolls to. */
  scrollTarget: attr.string('#pricing'),
};
