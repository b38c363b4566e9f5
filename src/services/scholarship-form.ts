/**
 * The scholarship form (docs/product.md#modals modal 1, docs/product.md#validation, docs/product.md#calls): WhatsApp (country and number, shown once the
 * email passes the pattern), the body's `beca` and `fecha` (from `webinar-date`), and once the lead
 * is durable the chat app with the scholarship greeting and the scheduling page. With
 * `topic="advisor"` the same form asks for a call: an `advisor` lead (no scholarship, no code to
 * mail), the booking page, prefilled, and no chat. With
 * `topic="masterclass"` it is the masterclass registration: a `masterclass` lead carrying the
 * class's instant (`masterclass-at`), or null when none is scheduled, and no chat or booking after.
 */
import { INSTANT_PATTERN, PHONE_PATTERN } from '../contracts/lead';
import { browserZone } from '../contracts/time-zone';
import { DATE_TIME_WITH_ZONE, WEEKDAY_DAY_MONTH_TIME, formatAtOwnOffset, formatDateTime } from '../data/date-time';
import type { Lang } from '../i18n/lang';
import { scholarshipMessages } from './scholarship-form.texts';
import { isDialRegion, phoneFits, phoneNumber, phonePrefixName, splitPhone } from './phone';
import { chatLink } from './contact';
import { scheduleLink } from './scheduling';
import { oneLine, type LeadFormKind, type LeadFormSource } from './lead-form';

/** The form asks for a call with an advisor (`topic="advisor"`), not a scholarship. */
export const isAdvisor = (source: LeadFormSource): boolean => source.topic?.value === 'advisor';

/** The form is the masterclass registration (`topic="masterclass"`). */
export const isMasterclass = (source: LeadFormSource): boolean => source.topic?.value === 'masterclass';

/** The class's instant (the `masterclass-at` attribute's text) when it is one, else null: no class scheduled. */
export function masterclassAt(text = ''): string | null {
  const at = text.trim();
  return INSTANT_PATTERN.test(at) ? at : null;
}

/**
 * The class's time as the visitor reads it (their browser's zone, its name said) and as the school
 * does (at the instant's own offset); undefined when no class is scheduled.
 */
export function masterclassWhen(text: string | undefined, lang: Lang): { local: string; school: string } | undefined {
  const at = masterclassAt(text);
  const school = at && formatAtOwnOffset(at, WEEKDAY_DAY_MONTH_TIME, lang);
  if (!at || !school) return undefined;
  const zone = browserZone();
  return { local: zone ? formatDateTime(Date.parse(at), DATE_TIME_WITH_ZONE, { lang, timeZone: zone }) : school, school };
}

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
  body: (source, phone) =>
    isMasterclass(source)
      ? { kind: 'masterclass', phone, masterclassAt: masterclassAt(source.masterclassAt?.peek()) }
      : // A call request is its own lead kind: filed as a scholarship it would be mailed a code it never asked for.
        isAdvisor(source)
        ? { kind: 'advisor', phone }
        : { beca: true, phone, fecha: oneLine(source.webinarDate?.peek() ?? '', 100) },
  sent(lang, name, source) {
    if (isMasterclass(source)) {
      const t = scholarshipMessages[lang].masterclass;
      const when = masterclassWhen(source.masterclassAt?.value, lang)?.local;
      // Replacer functions, so a "$&" in a name stays text.
      return (when ? t.sent : t.nextSent).replace('{name}', () => name && `, ${name}`).replace('{when}', () => when ?? '');
    }
    const t = isAdvisor(source) ? scholarshipMessages[lang].advisor : scholarshipMessages[lang];
    return name ? t.sent.replace('{name}', () => name) : t.sentNoName;
  },
  mailed(lang, email, source) {
    // Only said after `mail: true`, which an advisor request never gets: the server mails it
    // nothing (docs/product.md#modals; host/server/mail/compose.ts), so the code line below is
    // never promised for one.
    const t = scholarshipMessages[lang];
    const text = !isMasterclass(source)
      ? t.mailed
      : masterclassAt(source.masterclassAt?.peek())
        ? t.masterclass.mailed
        : t.masterclass.nextMailed;
    return text.replace('{email}', () => email);
  },
  links(lead, lang, source) {
    // A masterclass seat needs no chat or call: the sent state says what happens next, and stays.
    if (isMasterclass(source)) return { chat: '', schedule: '' };
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
