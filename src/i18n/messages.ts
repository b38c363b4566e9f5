import type { Lang } from './lang';

/** Every visible string of the shared runtime and widgets, in both languages. */
export const messages = {
  es: {
    units: { year: 'Años', month: 'Meses', day: 'Días', hour: 'Horas', minute: 'Minutos', second: 'Segundos' },
    remaining: 'Tiempo restante: {time}',
    timeUp: 'El tiempo terminó',
    /** A duration under the smallest unit spoken: 'menos de 1 minuto'. */
    lessThan: 'menos de {time}',
  },
  en: {
    units: { year: 'Years', month: 'Months', day: 'Days', hour: 'Hours', minute: 'Minutes', second: 'Seconds' },
    remaining: 'Time remaining: {time}',
    timeUp: 'Time is up',
    lessThan: 'less than {time}',
  },
} as const satisfies Record<Lang, unknown>;

/** The message table of one language. */
export type Messages = (typeof messages)[Lang];

/** Replaces `{name}` placeholders; values are plain text (views render them as text, never HTML). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
