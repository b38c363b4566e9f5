import type { Texts } from '../../src/contracts/texts';

/** The floating chat button's texts, in both languages (the prefilled chat text is CHAT_GREETINGS.general). */
export const chatButtonMessages = {
  es: {
    label: 'Escríbenos por WhatsApp',
    /** Added to the label while the badge shows, so the count is announced with the link. */
    unread: '1 mensaje nuevo',
  },
  en: {
    label: 'Message us on WhatsApp',
    unread: '1 new message',
  },
} as const satisfies Texts;
