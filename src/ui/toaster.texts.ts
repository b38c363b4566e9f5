import type { Texts } from '../contracts/texts';

/**
 * The toaster's own two texts (docs/product.md#toasts), beside it rather than in the lead forms'
 * table: that whole table came with them into every bundle with a toaster, embudo.js too, where
 * the forms are a later part (1 KB gzip of it).
 */
export const toasterTexts = {
  es: {
    /** The close button's label. */
    close: 'Cerrar notificación',
    /** Read after the message of a toast with a link (never shown): the key that reaches it. */
    shortcut: 'Pulsa F8 para ir al enlace.',
  },
  en: {
    close: 'Dismiss notification',
    shortcut: 'Press F8 to reach the link.',
  },
} as const satisfies Texts;
