/**
 * Turnos (docs/product.md#pricing-config): keys and labels. Their class times are not here: they are in
 * content/schedule.json (the school's wall-clock times), shown in the visitor's zone by
 * ./class-time. The docs/product.md#lead-fields page-state UTC offsets are in ./utc (re-exported here). Pure data: no
 * DOM, safe for the server.
 */
import type { Lang } from '../i18n/lang';

export { DEFAULT_UTC_DIFF, DEFAULT_UTC_OFFSET, utcSetting, type UtcSetting } from './utc';

/** The turno keys of docs/product.md#pricing-config ("Turno options: noche (Noche), dia (Mañana), tarde"), in that order. */
export const TURNOS = ['noche', 'dia', 'tarde'] as const;

/** A class turno: night, morning or afternoon (docs/product.md#pricing-config). */
export type Turno = (typeof TURNOS)[number];

/** Turno labels (docs/product.md#pricing-config: noche 'Noche', dia 'Mañana'; tarde's label is not shown, 'Tarde' is its plain Spanish). */
export const TURNO_LABELS: Readonly<Record<Turno, Readonly<Record<Lang, string>>>> = {
  noche: { es: 'Noche', en: 'Night' },
  dia: { es: 'Mañana', en: 'Morning' },
  tarde: { es: 'Tarde', en: 'Afternoon' },
};

/** Whether `value` is one of the three turno keys (docs/product.md#pricing-config). */
export function isTurno(value: unknown): value is Turno {
  return (TURNOS as readonly unknown[]).includes(value);
}

/** The turno's label in the page language (docs/product.md#pricing-config). */
export function turnoLabel(turno: Turno, lang: Lang): string {
  return TURNO_LABELS[turno][lang];
}
