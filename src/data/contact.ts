/**
 * Contact defaults (docs/product.md#footer, docs/product.md#outbound-links outbound links). Partners set their own with
 * `data-chat-phone` / `data-schedule-url` or `embudo.config({ chatPhone, scheduleUrl })`.
 */

/**
 * The company chat number, digits only with the country code. A placeholder from the US range kept
 * for fiction (555-0100…0199) until the real number is configured: a chat never reaches a stranger.
 */
export const CHAT_PHONE = '15555550100';

/** The scheduling page; `name`, `email` and `phone` are added as query parameters. */
export const SCHEDULE_URL = 'https://embudo.dev/agenda';

/** Prefilled chat texts, in both languages. */
export const CHAT_GREETINGS = {
  /** Sent 3 s after a scholarship submit and from the footer's chat links (docs/product.md#footer, docs/product.md#after-a-submit). */
  scholarship: {
    es: 'Hola, acabo de solicitar mi beca parcial para el Bootcamp Full Stack y quiero más información.',
    en: 'Hi, I just applied for the partial scholarship for the Full Stack Bootcamp and would like more information.',
  },
  /** A customer who has just paid (the next steps of `/payment-success`, and its footer). */
  customer: {
    es: 'Hola, acabo de pagar mi inscripción al Bootcamp Full Stack y quiero unirme a la comunidad.',
    en: 'Hi, I just paid for the Full Stack Bootcamp and would like to join the community.',
  },
  /** The floating chat button and other general contact. */
  general: {
    es: 'Hola, quiero información sobre el Bootcamp Full Stack.',
    en: 'Hi, I would like information about the Full Stack Bootcamp.',
  },
} as const satisfies Record<string, Record<'es' | 'en', string>>;
