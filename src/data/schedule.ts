/**
 * UTC offsets, turnos and class times (SPEC §3 "Turno options", SPEC §9 "Offsets by country",
 * "Night class times"). Pure data and pure functions: no DOM, safe for the server.
 *
 * The SPEC's numbers are copied literally, including the ones that look odd, because the page
 * shows exactly these values (and `utc_offset` / `utc_dif` travel with the lead, SPEC §3):
 * - CL and BO are -0400 with diff -1 although -0400 is one hour *ahead* of the -0500 default;
 * - CU, GT, NI and DO are listed with a diff only, so their offset stays the default -0500;
 * - BO, BR, CU and DO are not among the 27 offered countries; they are kept because the SPEC lists them;
 * - countries the SPEC does not list (FR, JP, US…) get the defaults, -0500 and diff 0.
 */
import type { Lang } from '../i18n/lang';

/** Default UTC offset for any country SPEC §9 does not list ("Defaults: … UTC offset -0500"). */
export const DEFAULT_UTC_OFFSET = '-0500';

/** Default hour difference. SPEC §9 gives none for unlisted countries (nor for PE, ES): 0. */
export const DEFAULT_UTC_DIFF = 0;

/** A country's UTC offset (`±HHMM`) and hour difference (`utc_offset`, `utc_dif`, SPEC §3). */
export interface UtcSetting {
  readonly offset: string;
  readonly diff: number;
}

const D = DEFAULT_UTC_OFFSET;
// SPEC §9, in the SPEC's order: [offset, diff]. Keys are plain strings: BO, BR, CU, DO are not CountryCodes.
const UTC: Readonly<Record<string, readonly [string, number]>> = {
  PE: ['-0500', 0],
  MX: ['-0600', -1], CR: ['-0600', -1], SV: ['-0600', -1], HN: ['-0600', -1],
  CL: ['-0400', -1], BO: ['-0400', -1],
  PY: ['-0300', 1], PR: ['-0300', 1],
  UY: ['-0300', 2], BR: ['-0300', 2],
  CU: [D, 1], GT: [D, -1], NI: [D, -1], DO: [D, 1],
  ES: ['+0100', 0],
};

/**
 * The UTC offset and diff for a country code, exactly as SPEC §9 lists them; the defaults
 * (-0500, 0) for any other string, including unknown or hostile values.
 */
export function utcSetting(countryCode: string): UtcSetting {
  const row = Object.hasOwn(UTC, countryCode) ? UTC[countryCode] : undefined;
  return { offset: row?.[0] ?? DEFAULT_UTC_OFFSET, diff: row?.[1] ?? DEFAULT_UTC_DIFF };
}

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
