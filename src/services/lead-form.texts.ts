import type { Lang, Texts } from '../contracts/texts';

/**
 * Every text of the lead forms, in both languages. The Spanish texts docs/product.md quotes (docs/product.md#modals Modals, docs/product.md#validation,
 * docs/product.md#errors) are copied exactly, including their "..." ellipses. This table holds what both forms, the
 * modal shell and the toaster share; each form's own texts are in ./scholarship-form.texts and
 * ./brochure-form.texts, so a widget bundle carries only its own.
 */
export const leadFormMessages = {
  es: {
    name: 'Nombre',
    namePlaceholder: 'Tu nombre',
    email: 'Email',
    emailPlaceholder: 'tu@email.com',
    honeypot: 'No completes este campo',
    /** docs/product.md#validation and docs/product.md#errors. */
    emailRequired: '¡Ups! El campo de Email es necesario para continuar.',
    /** docs/product.md#validation and docs/product.md#errors. */
    phoneRequired: '¡Ups! El campo Celular es necesario para continuar.',
    /** docs/product.md#validation: the notification checkbox on the email input. */
    notify: 'Quiero recibir novedades por email',
    /** One message per field of the lead contract, shown under the field at fault. */
    errors: {
      email: 'Escribe un email válido, por ejemplo nombre@ejemplo.com.',
      phone: 'Revisa tu número de WhatsApp: solo dígitos, sin el código de país.',
      name: 'Escribe tu nombre con letras, espacios, apóstrofos, guiones o puntos (hasta 100 caracteres).',
      country: 'Elige tu país en la lista.',
      other: 'No pudimos registrar tus datos. Revísalos e inténtalo de nuevo.',
    },
    /** The delivery status line of the sent state, by outbox state ('queued' reads as 'sending'). */
    delivery: {
      sending: 'Enviando tus datos…',
      retrying: 'Tus datos están guardados; seguimos intentando enviarlos.',
      offline: 'Sin conexión por ahora: tus datos están guardados y se enviarán solos.',
      delivered: 'Recibimos tus datos.',
      rejected: 'Hay un dato por corregir.',
    },
    /** Beside every submit button, around the link to the privacy page. */
    privacy: ['Al enviar aceptas nuestra ', 'política de privacidad', '.'],
    newTab: '(se abre en una pestaña nueva)',
    close: 'Cerrar',
  },
  en: {
    name: 'Name',
    namePlaceholder: 'Your name',
    email: 'Email',
    emailPlaceholder: 'you@email.com',
    honeypot: 'Leave this field empty',
    emailRequired: 'Oops! The Email field is required to continue.',
    phoneRequired: 'Oops! The Cell phone field is required to continue.',
    notify: 'Send me news by email',
    errors: {
      email: 'Enter a valid email, for example name@example.com.',
      phone: 'Check your WhatsApp number: digits only, without the country code.',
      name: 'Enter your name with letters, spaces, apostrophes, hyphens or periods (up to 100 characters).',
      country: 'Choose your country from the list.',
      other: 'We could not save your details. Please check them and try again.',
    },
    delivery: {
      sending: 'Sending your details…',
      retrying: 'Your details are saved; we keep trying to send them.',
      offline: 'You are offline for now: your details are saved and will be sent automatically.',
      delivered: 'We received your details.',
      rejected: 'One detail needs fixing.',
    },
    privacy: ['By submitting you agree to our ', 'privacy policy', '.'],
    newTab: '(opens in a new tab)',
    close: 'Close',
  },
} as const satisfies Texts;

/** The shared lead-form message table of one language. */
export type LeadFormMessages = (typeof leadFormMessages)[Lang];
