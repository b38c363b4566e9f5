import type { Texts } from '../contracts/texts';

/** The toasts of the query-string actions (docs/product.md#query-actions, docs/product.md#toasts): fixed texts, never anything from the URL. */
export const queryActionMessages = {
  es: {
    /** docs/product.md#toasts, word for word. */
    redirecting: 'Un momento por favor, te estamos llevando al sistema de pago.',
    discount: 'Tu descuento está activo: te abrimos WhatsApp para reclamarlo.',
    views: 'Te abrimos WhatsApp para que hables con nuestro equipo.',
    openChat: 'Abrir WhatsApp',
  },
  en: {
    redirecting: 'One moment please, we are taking you to the payment system.',
    discount: 'Your discount is active: we are opening WhatsApp so you can claim it.',
    views: 'We are opening WhatsApp so you can talk with our team.',
    openChat: 'Open WhatsApp',
  },
} as const satisfies Texts<Record<string, string>>;
