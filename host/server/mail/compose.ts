/**
 * What a lead's mails are and what each one says.
 *
 * `mailsFor` plans a stored lead's mails (one job each, with the time it is due and a key that
 * names it once: the queue keeps one job per key, so a retried lead or a second server never mails
 * twice). `composeMail` renders one job into the message nodemailer sends: the HTML and the plain
 * text part of the same React email component, and for a masterclass with a date the iCalendar
 * invitation. A job carries everything its mail says (address, name, language, code, instant), so
 * sending never reads the lead again and "send again" re-sends exactly what was sent.
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import { bootcampName } from '../../../src/data/bootcamps';
import { DATE_TIME_WITH_ZONE, formatDateTime } from '../../../src/data/date-time';
import { quarantineReason, type Lead } from '../../../src/contracts/lead';
import { leadForm } from '../leads/store';
import { invitation } from './invitation';
import type { MailContent } from './mail-content';
import { fill } from '../../../src/contracts/fill';
import { BROCHURE, BrochureMail, MASTERCLASS, MasterclassMail, SCHOLARSHIP, ScholarshipMail, type MailLang } from './templates';

/** The brochure page, as the site's route table has it (src/data/site-links brochurePath). */
const brochurePath = (lang: MailLang): string => (lang === 'en' ? '/brochure-pdf?lang=en' : '/brochure-pdf');

interface MailBase {
  /** The lead the mail is for. */
  leadId: string;
  to: string;
  name: string;
  lang: MailLang;
}

/** The brochure mail: a link to the brochure page on this site. */
export interface BrochureMailJob extends MailBase {
  mail: 'brochure';
  bootcamp: string;
  /** The site's origin (EMBUDO_SITE_URL, or the origin the lead was posted to). */
  siteOrigin: string;
}

/** The scholarship code's mail. */
export interface ScholarshipMailJob extends MailBase {
  mail: 'scholarship';
  bootcamp: string;
  /**
   * The application's code. A job is planned before the lead is stored (the two commit together),
   * when the code is not drawn yet: the sender reads it from the stored lead (jobs.ts).
   */
  code?: string;
}

/** A masterclass registration's confirmation (with the invitation) or one of its reminders. */
export interface MasterclassMailJob extends MailBase {
  mail: 'masterclass';
  step: 'confirmation' | 'reminder-24h' | 'reminder-1h';
  /** When the registration was received (the invitation's DTSTAMP). */
  registeredAt: number;
  /** The class's instant; null = no date yet (a plain confirmation, no invitation, no reminders). */
  startsAt: number | null;
  /** The school's zone (content/schedule.json). */
  timeZone: string;
  /** The join link, '' when the content has none. */
  joinUrl: string;
  /** Which reminders were planned with the confirmation (the confirmation promises only those). */
  reminders: 'both' | '1h' | 'none';
  siteOrigin: string;
}

/** The data of one mail job. */
export type MailJob = BrochureMailJob | ScholarshipMailJob | MasterclassMailJob;

/** A mail job to queue: its data, when it is due, and the key that makes it once. */
export interface PlannedMail {
  /** `mail:<kind>:<lead id>[:<step>]`: one job per mail. */
  key: string;
  runAt: number;
  job: MailJob;
}

/** The key of a job: one per lead and mail (and masterclass step). */
export function mailKey(job: MailJob): string {
  return `mail:${job.mail}:${job.leadId}${job.mail === 'masterclass' ? `:${job.step}` : ''}`;
}

const HOUR = 3_600_000;

/** What planning needs besides the lead. */
export interface PlanContext {
  content: MailContent;
  /** The site's public origin for links in mails. */
  siteOrigin: string;
  /** When the lead was received (the scholarship delay counts from here). */
  now: number;
  /** The school's zone (content/schedule.json), the masterclass's time in mails and the invitation. */
  timeZone: string;
  /** The masterclass join link, '' while the content has none. */
  masterclassJoinUrl: string;
}

/** A masterclass registration as the masterclass lead kind carries it. */
export interface MasterclassRegistration {
  leadId: string;
  to: string;
  name: string;
  lang: MailLang;
  registeredAt: number;
  startsAt: number | null;
  timeZone: string;
  joinUrl: string;
}

/**
 * A masterclass registration's mails: the confirmation now, and a reminder 24 h and 1 h before the
 * class, each only while its time is still ahead (a registration an hour before gets no "tomorrow"
 * mail). No date: the confirmation alone.
 */
export function masterclassMails(reg: MasterclassRegistration, ctx: Pick<PlanContext, 'siteOrigin' | 'now'>): PlannedMail[] {
  const startsAt = reg.startsAt !== null && reg.startsAt > ctx.now ? reg.startsAt : null;
  const at24 = startsAt === null ? null : startsAt - 24 * HOUR;
  const at1 = startsAt === null ? null : startsAt - HOUR;
  const reminders: MasterclassMailJob['reminders'] =
    at24 !== null && at24 > ctx.now ? 'both' : at1 !== null && at1 > ctx.now ? '1h' : 'none';
  const base = {
    mail: 'masterclass' as const,
    leadId: reg.leadId,
    to: reg.to,
    name: reg.name,
    lang: reg.lang,
    registeredAt: reg.registeredAt,
    startsAt,
    timeZone: reg.timeZone,
    joinUrl: reg.joinUrl,
    reminders,
    siteOrigin: ctx.siteOrigin,
  };
  const jobs: MasterclassMailJob[] = [{ ...base, step: 'confirmation' }];
  if (reminders === 'both') jobs.push({ ...base, step: 'reminder-24h' });
  if (reminders !== 'none') jobs.push({ ...base, step: 'reminder-1h' });
  return jobs.map((job) => ({
    key: mailKey(job),
    runAt: job.step === 'reminder-24h' ? at24! : job.step === 'reminder-1h' ? at1! : ctx.now,
    job,
  }));
}

/**
 * The mails a new lead calls for: the brochure form's link, the scholarship application's code
 * (after the business's delay). A request to talk to an advisor gets none: the form's sent state
 * hands over the booking page and promises no mail (docs/product.md#modals), and the booking
 * confirms the call itself. Quarantined leads (bot signs: the hidden field filled, or sent
 * within a second of opening) get none: mailing whatever address a bot typed would make the
 * school a spammer. A masterclass registration gets its confirmation and reminders
 * (`masterclassMails`).
 */
export function mailsFor(lead: Lead, ctx: PlanContext): PlannedMail[] {
  if (quarantineReason(lead)) return [];
  const base = { leadId: lead.id, to: lead.email, name: lead.name, lang: (lead.meta?.lang ?? 'es') as MailLang };
  const form = leadForm(lead);
  if (form === 'brochure' || form === 'enrolment') {
    const job: BrochureMailJob = { ...base, mail: 'brochure', bootcamp: lead.bootcamp, siteOrigin: ctx.siteOrigin };
    return [{ key: mailKey(job), runAt: ctx.now, job }];
  }
  if (lead.kind === 'masterclass') {
    const startsAt = lead.masterclassAt === null ? null : Date.parse(lead.masterclassAt);
    return masterclassMails(
      {
        ...base,
        registeredAt: ctx.now,
        startsAt: Number.isFinite(startsAt) ? startsAt : null,
        timeZone: ctx.timeZone,
        joinUrl: ctx.masterclassJoinUrl,
      },
      ctx,
    );
  }
  // Only a scholarship application is mailed a code: an advisor request never is (its own form).
  if (form === 'scholarship') {
    const job: ScholarshipMailJob = { ...base, mail: 'scholarship', bootcamp: lead.bootcamp };
    return [{ key: mailKey(job), runAt: ctx.now + ctx.content.scholarship.delayMinutes * 60_000, job }];
  }
  return [];
}

/** The message of one mail, as nodemailer takes it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The masterclass invitation (text/calendar; method=REQUEST). */
  icalEvent?: { method: 'REQUEST'; filename: string; content: string };
}

/** What composing needs besides the job. */
export interface ComposeContext {
  /** The school's name (content/site.json `brand`). */
  brand: string;
  /** The From address (the invitation's organizer). */
  fromAddress: string;
  content: MailContent;
}

async function both(element: ReturnType<typeof createElement>): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** The brochure page's absolute address in the lead's language. */
export function brochureLink(siteOrigin: string, lang: MailLang): string {
  return new URL(brochurePath(lang), siteOrigin).toString();
}

/** Renders one job into its message. */
export async function composeMail(job: MailJob, ctx: ComposeContext): Promise<MailMessage> {
  const { lang, brand, name } = { ...job, brand: ctx.brand };
  if (job.mail === 'brochure') {
    const bootcamp = bootcampName(job.bootcamp, lang);
    const parts = await both(createElement(BrochureMail, { lang, brand, name, bootcamp, link: brochureLink(job.siteOrigin, lang) }));
    return { to: job.to, subject: fill(BROCHURE[lang].subject, { bootcamp }), ...parts };
  }
  if (job.mail === 'scholarship') {
    if (!job.code) throw new Error(`The scholarship mail of lead ${job.leadId} has no code to send.`);
    const s = ctx.content.scholarship;
    const props = {
      lang,
      brand,
      name,
      bootcamp: bootcampName(job.bootcamp, lang),
      code: job.code,
      redeemUrl: s.redeemUrl,
      instructions: s.instructions?.[lang] ?? '',
    };
    const parts = await both(createElement(ScholarshipMail, props));
    return { to: job.to, subject: fill(SCHOLARSHIP[lang].subject, { code: job.code }), ...parts };
  }
  const t = MASTERCLASS[lang];
  if (job.startsAt === null) {
    const parts = await both(createElement(MasterclassMail, { lang, brand, name, when: '', joinUrl: '', reminders: 'none' }));
    return { to: job.to, subject: t.subjectNoDate, ...parts };
  }
  const when = formatDateTime(job.startsAt, DATE_TIME_WITH_ZONE, { lang, timeZone: job.timeZone });
  const reminder = job.step === 'reminder-24h' ? '24h' : job.step === 'reminder-1h' ? '1h' : undefined;
  const parts = await both(
    createElement(MasterclassMail, { lang, brand, name, when, joinUrl: job.joinUrl, reminders: job.reminders, reminder }),
  );
  const subject = fill(reminder ? t.reminderSubject[reminder] : t.subject, { when });
  if (reminder) return { to: job.to, subject, ...parts };
  const content = invitation({
    registrationId: job.leadId,
    registeredAt: job.registeredAt,
    startsAt: job.startsAt,
    timeZone: job.timeZone,
    summary: lang === 'es' ? `Masterclass gratuita · ${brand}` : `Free masterclass · ${brand}`,
    description: parts.text.split('\n').find((line) => line.includes(when)) ?? when,
    joinUrl: job.joinUrl,
    organizer: { name: brand, email: ctx.fromAddress },
    attendee: { name, email: job.to },
    domain: new URL(job.siteOrigin).hostname,
  });
  return { to: job.to, subject, ...parts, icalEvent: { method: 'REQUEST', filename: 'masterclass.ics', content } };
}
