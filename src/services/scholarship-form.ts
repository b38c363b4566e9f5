/**
 * The scholarship form (SPEC §2 modal 1, §5, §7): WhatsApp (country and number, shown once the
 * email passes the pattern), the body's `beca` and `fecha` (from `webinar-date`), and once the lead
 * is durable the chat app with the scholarship greeting and the scheduling page. With
 * `topic="advisor"` the same form asks for a call: the booking page, prefilled, and no chat.
 */
import { PHONE_PATTERN } from '../contracts/lead';
import { scholarshipMessages } from '../i18n/scholarship-modal';
import { isDialRegion, phoneFits, phoneNumber, phonePrefixName, splitPhone } from '../ui/phone';
import { chatLink } from './contact';
import { scheduleLink } from './scheduling';
import { oneLine, type LeadFormKind, type LeadFormSource } from './lead-form';

/** The form asks for a call with an advisor (`topic="advisor"`), not a scholarship. */
export const isAdvisor = (source: LeadFormSource): boolean => source.topic?.value === 'advisor';

/** The scholarship kind of the shared lead form. */
export const scholarshipForm: LeadFormKind = {
  kind: 'scholarship',
  phone: {
    split: splitPhone,
    number: phoneNumber,
    known: isDialRegion,
    fits: phoneFits,
    // Not i18n's `fill` (see `links`); a replacer function, so a "$&" stays text.
    mismatch: (region, lang) => scholarshipMessages[lang].phoneMismatch.replace('{prefix}', () => phonePrefixName(region, lang)),
  },
  body: (source, phone) => ({ beca: true, phone, fecha: oneLine(source.webinarDate?.peek() ?? '', 100) }),
  sent(lang, name, source) {
    const t = isAdvisor(source) ? scholarshipMessages[lang].advisor : scholarshipMessages[lang];
    return name ? t.sent.replace('{name}', () => name) : t.sentNoName;
  },
  links(lead, lang, source) {
    const t = scholarshipMessages[lang];
    const person = { name: lead.name, email: lead.email, phone: PHONE_PATTERN.test(lead.phone) ? lead.phone : '' };
    // Asked for a call: the booking is the next step, not a chat that says "I applied for a scholarship".
    if (isAdvisor(source)) return { chat: '', schedule: scheduleLink(person) };
    // Not i18n's `fill`: its module would bring the countdown's texts into this bundle. Replacer
    // functions, so a "$&" in a name stays text.
    const template = lead.name ? t.greeting : t.greetingNoName;
    const text = template.replace('{name}', () => lead.name).replace('{email}', () => lead.email);
    return { chat: chatLink({ text }), schedule: scheduleLink(person) };
  },
};
