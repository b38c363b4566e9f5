/**
 * The scholarship form (SPEC §2 modal 1, §5, §7): WhatsApp (country and number, shown once the
 * email passes the pattern), the body's `beca` and `fecha` (from `webinar-date`), and once the lead
 * is durable the chat app with the scholarship greeting and the scheduling page.
 */
import { PHONE_PATTERN } from '../contracts/lead';
import { scholarshipMessages } from '../i18n/scholarship-modal';
import { phoneNumber, splitPhone } from '../ui/phone';
import { chatLink } from './contact';
import { scheduleLink } from './scheduling';
import { oneLine, type LeadFormKind } from './lead-form';

/** The scholarship kind of the shared lead form. */
export const scholarshipForm: LeadFormKind = {
  kind: 'scholarship',
  phone: { split: splitPhone, number: phoneNumber },
  body: (source, phone) => ({ beca: true, phone, fecha: oneLine(source.webinarDate?.peek() ?? '', 100) }),
  sent: (lang) => scholarshipMessages[lang].sent,
  links(lead, lang) {
    const t = scholarshipMessages[lang];
    const person = { name: lead.name, email: lead.email, phone: PHONE_PATTERN.test(lead.phone) ? lead.phone : '' };
    // Not i18n's `fill`: its module would bring the countdown's texts into this bundle. Replacer
    // functions, so a "$&" in a name stays text.
    const template = lead.name ? t.greeting : t.greetingNoName;
    const text = template.replace('{name}', () => lead.name).replace('{email}', () => lead.email);
    return { chat: chatLink({ text }), schedule: scheduleLink(person) };
  },
};
