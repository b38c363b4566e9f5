import type { Texts } from '../contracts/texts';

/**
 * The brochure form's own texts (docs/product.md#modals modal 2, docs/product.md#errors). The sent sentence promises only what
 * happens: it hands over the brochure page itself, and says a mail was sent only once the server
 * answered that it mails the lead (`mailed`, when mail is set up on the server).
 */
export const brochureMessages = {
  es: {
    title: 'Descarga el Brochure del Bootcamp Full Stack Developer',
    submit: 'Descargar Plan del Bootcamp',
    sentTitle: '¡Listo!',
    sent: '{name}, aquí tienes el brochure del bootcamp.',
    sentNoName: 'Aquí tienes el brochure del bootcamp.',
    open: 'Ver el brochure',
    mailed: 'Te enviamos el brochure a {email}.',
  },
  en: {
    title: 'Download the Full Stack Developer Bootcamp Brochure',
    submit: 'Download the Bootcamp Plan',
    sentTitle: 'All set!',
    sent: 'Here is the bootcamp brochure, {name}.',
    sentNoName: 'Here is the bootcamp brochure.',
    open: 'Open the brochure',
    mailed: 'We sent the brochure to {email}.',
  },
} as const satisfies Texts;
