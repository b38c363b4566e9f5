import type { Texts } from '../../src/contracts/texts';

/** The deadline bar's sentences, in both languages. */
export const deadlineBarMessages = {
  es: {
    preinscription: 'Preinscripción cierra en',
    discount: 'Tu descuento especial termina en',
    goToPricing: 'Ver precios',
  },
  en: {
    preinscription: 'Pre-enrollment closes in',
    discount: 'Your special discount ends in',
    goToPricing: 'See pricing',
  },
} as const satisfies Texts;
