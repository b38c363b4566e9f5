import type { Lang, Texts } from '../contracts/texts';

/** The countdown's words (./countdown.ts), in both languages: each unit's title and its spoken status. */
export const countdownMessages = {
  es: {
    units: { year: 'Años', month: 'Meses', day: 'Días', hour: 'Horas', minute: 'Minutos', second: 'Segundos' },
    remaining: 'Tiempo restante: {time}',
    timeUp: 'El tiempo terminó',
  },
  en: {
    units: { year: 'Years', month: 'Months', day: 'Days', hour: 'Hours', minute: 'Minutes', second: 'Seconds' },
    remaining: 'Time remaining: {time}',
    timeUp: 'Time is up',
  },
} as const satisfies Texts;

/** The countdown's words in one language. */
export type CountdownMessages = (typeof countdownMessages)[Lang];
