import { attr } from '../../src/element';

/** The countdown's attributes, declared once: parsing, defaults, properties and the manifest come from here. */
export const countdownProps = {
  /** When the countdown ends: ISO 8601 with offset (2026-12-31T23:59:59-05:00) or epoch milliseconds. */
  endAt: attr.date(),
  /** Colour scheme. */
  theme: attr.oneOf(['light', 'dark'], 'light'),
  /** Digit size. */
  size: attr.oneOf(['large', 'medium', 'small', 'extra-small'], 'medium'),
  /** Hide the years; their time is counted in the next shown unit. */
  hideYear: attr.boolean(),
  /** Hide the months; their time is counted in the next shown unit. */
  hideMonth: attr.boolean(),
  /** Hide the days; their time is counted in the next shown unit. */
  hideDay: attr.boolean(),
  /** Hide the hours; their time is counted in the next shown unit. */
  hideHour: attr.boolean(),
  /** Hide the minutes; their time is counted in the next shown unit. */
  hideMinute: attr.boolean(),
  /** Hide the seconds. */
  hideSecond: attr.boolean(),
  /** Where the unit titles go. */
  titlePosition: attr.oneOf(['top', 'bottom'], 'bottom'),
  /** Title of the years unit (default "Años" / "Years"). */
  titleYear: attr.string(),
  /** Title of the months unit (default "Meses" / "Months"). */
  titleMonth: attr.string(),
  /** Title of the days unit (default "Días" / "Days"). */
  titleDay: attr.string(),
  /** Title of the hours unit (default "Horas" / "Hours"). */
  titleHour: attr.string(),
  /** Title of the minutes unit (default "Minutos" / "Minutes"). */
  titleMinute: attr.string(),
  /** Title of the seconds unit (default "Segundos" / "Seconds"). */
  titleSecond: attr.string(),
  /** Keep showing 00 digits at the end instead of the end content. */
  endAtZero: attr.boolean(),
  /** Text shown at the end when the element has no children of its own. */
  endText: attr.string(),
};
