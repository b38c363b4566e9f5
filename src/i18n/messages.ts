import type { Lang, Texts } from '../contracts/texts';

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
} as const satisfies Texts;

/** The message table of one language. */
export type Messages = (typeof messages)[Lang];
