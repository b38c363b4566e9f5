import type { Texts } from '../../src/contracts/texts';

/**
 * The social-proof popup's texts. An activity line reads `{someone} {verb} {time}`, the same order in
 * both languages ("Alguien de Perú solicitó su beca hace 12 minutos", "Someone from Peru applied for
 * a scholarship 12 minutes ago"); `{time}` comes from Intl.RelativeTimeFormat.
 */
export const socialProofMessages = {
  es: {
    someone: 'Alguien de {country}',
    scholarship: 'solicitó su beca',
    brochure: 'descargó el brochure',
    close: 'Cerrar aviso',
  },
  en: {
    someone: 'Someone from {country}',
    scholarship: 'applied for a scholarship',
    brochure: 'downloaded the brochure',
    close: 'Close notice',
  },
} as const satisfies Texts;
