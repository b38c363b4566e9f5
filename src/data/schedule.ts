/**
 * Turnos and class times (SPEC §3 "Turno options", SPEC §9 "Night class times"); the UTC offsets
 * they depend on are in ./utc (re-exported here). Pure data and pure functions: no DOM, safe for
 * the server.
 */
import type { Lang } from '../i18n/lang';
import { utcSetting } from './utc';

export { DEFAULT_UTC_DIFF, DEFAULT_UTC_OFFSET, utcSetting, type UtcSetting } from './utc';

/** The turno keys of SPEC §3 ("Turno options: noche (Noche), dia (Mañana), tarde"), in that order. */
export const TURNOS = ['noche', 'dia', 'tarde'] as const;

/** A class turno: night, morning or afternoon (SPEC §3). */
export type Turno = (typeof TURNOS)[number];

/** Turno labels (SPEC §3: noche 'Noche', dia 'Mañana'; tarde's label is not shown, 'Tarde' is its plain Spanish). */
export const TURNO_LABELS: Readonly<Record<Turno, Readonly<Record<Lang, string>>>> = {
  noche: { es: 'Noche', en: 'Night' },
  dia: { es: 'Mañana', en: 'Morning' },
  tarde: { es: 'Tarde', en: 'Afternoon' },
};

/** Whether `value` is one of the three turno keys (SPEC §3). */
export function isTurno(value: unknown): value is Turno {
  return (TURNOS as readonly unknown[]).includes(value);
}

/** The turno's label in the page language (SPEC §3 "Turno options"). */
export function turnoLabel(turno: Turno, lang: Lang): string {
  return TURNO_LABELS[turno][lang];
}

/**
 * The class time text for a country and turno, exactly as SPEC §9 writes it:
 * - night: PE, EC, CO '7-9 PM'; MX, HN, CR '6-8 PM'; BO '8-10 PM'; others '7-9 PM';
 * - morning: '10:00 AM-12:00';
 * - afternoon by the country's offset ({@link utcSetting}): -0500 '3:00-5:30 PM'; -0600 '2:00-4:35';
 *   -0400 '4:00-6:35'; +0100 '9:00-11:35 PM'; else '3:00-5:35 PM'.
 *
 * The SPEC gives one text for both languages, so `_lang` does not change it today; it is part of
 * the signature so call sites need not change if a translated form is ever specified.
 */
export function classTimes(countryCode: string, turno: Turno, _lang: Lang): string {
  switch (turno) {
    case 'noche':
      if (countryCode === 'MX' || countryCode === 'HN' || countryCode === 'CR') return '6-8 PM';
      if (countryCode === 'BO') return '8-10 PM';
      return '7-9 PM'; // PE, EC, CO and all others
    case 'dia':
      return '10:00 AM-12:00';
    case 'tarde':
      switch (utcSetting(countryCode).offset) {
        case '-0500':
          return '3:00-5:30 PM';
        case '-0600':
          return '2:00-4:35';
        case '-0400':
          return '4:00-6:35';
        case '+0100':
          return '9:00-11:35 PM';
        default:
          return '3:00-5:35 PM';
      }
  }
}
