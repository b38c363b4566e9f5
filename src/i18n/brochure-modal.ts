import type { Lang } from './lang';

/** The brochure form's own texts (SPEC §2 modal 2, §8). */
export const brochureMessages = {
  es: {
    title: 'Descarga el Brochure del Bootcamp Full Stack Developer',
    submit: 'Descargar Plan del Bootcamp',
    sentTitle: '¡Listo!',
    sent: '¡Hola {name}! Te enviamos el brochure por email y WhatsApp...',
    sentNoName: '¡Hola! Te enviamos el brochure por email y WhatsApp...',
  },
  en: {
    title: 'Download the Full Stack Developer Bootcamp Brochure',
    submit: 'Download the Bootcamp Plan',
    sentTitle: 'All set!',
    sent: 'Hi {name}! We sent you the brochure by email and WhatsApp...',
    sentNoName: 'Hi! We sent you the brochure by email and WhatsApp...',
  },
} as const satisfies Record<Lang, unknown>;
