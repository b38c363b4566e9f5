// @vitest-environment node
/**
 * The mails, sent through nodemailer to a real SMTP server on 127.0.0.1 (smtp-server), read back
 * as a mail client would: recipients, subject, the HTML and plain-text parts, the brochure link, the
 * scholarship code, and the masterclass invitation parsed with ical.js.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brochurePath } from '../../../src/data/site-links';
import { validateLead, type Lead, type LeadInput } from '../../../src/contracts/lead';
import { brochureLead, scholarshipLead } from '../../../tests/support/lead-api';
import { mailsFor, masterclassMails, type MailJob, type MasterclassMailJob } from './compose';
import { DEFAULT_MAIL_CONTENT, loadMailContent, validateMailContent, type MailContent } from './mail-content';
import { MailSendError, Mailer } from './mailer';
import { decodeHeader, parseMime, partOf, startTestSmtp, type TestSmtp } from '../../../tests/support/smtp-test-server';

const SITE = 'https://embudo.test';
const FROM = { from: 'Embudo Bootcamp <hola@embudo.test>', fromAddress: 'hola@embudo.test', siteOrigin: SITE };
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

function valid(input: LeadInput): Lead {
  const check = validateLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.lead;
}

function mailer(content: MailContent = DEFAULT_MAIL_CONTENT): Mailer {
  return new Mailer({ smtpUrl: smtp.url, ...FROM }, { brand: 'Embudo Bootcamp', content }, { timeoutMs: 5000 });
}

/** Sends one job and returns the message the server got, parsed. */
async function sendOne(job: MailJob, content?: MailContent) {
  const m = mailer(content);
  const before = smtp.received.length;
  await m.send(job);
  m.close();
  const [got] = (await smtp.waitFor(before + 1)).slice(before);
  const message = parseMime(got!.raw);
  return {
    got: got!,
    message,
    subject: decodeHeader(message.headers.subject ?? ''),
    text: partOf(message, 'text/plain')?.body ?? '',
    html: partOf(message, 'text/html')?.body ?? '',
  };
}

describe('brochure mail', () => {
  it.each([
    ['es', 'Tu brochure del bootcamp Full Stack Developer', 'Ver el brochure', `${SITE}/brochure-pdf`],
    ['en', 'Your Full Stack Developer bootcamp brochure', 'Open the brochure', `${SITE}/brochure-pdf?lang=en`],
  ] as const)('%s: to the lead, from the school, both parts with the brochure page link', async (lang, subject, button, link) => {
    const lead = valid(brochureLead({ email: 'luis@example.com', meta: { fillMs: 5000, lang } }));
    const [planned] = mailsFor(lead, {
      content: DEFAULT_MAIL_CONTENT,
      siteOrigin: SITE,
      now: 0,
      timeZone: 'America/Lima',
      masterclassJoinUrl: '',
    });
    const { got, message, subject: sent, text, html } = await sendOne(planned!.job);
    expect(got.to).toEqual(['luis@example.com']);
    expect(got.from).toBe('hola@embudo.test');
    expect(decodeHeader(message.headers.from ?? '')).toBe('Embudo Bootcamp <hola@embudo.test>');
    expect(sent).toBe(subject);
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
    // The link is the site's brochure page in the lead's language (site-links is checked against the route table).
    expect(link).toBe(`${SITE}${brochurePath(lang)}`);
    expect(text).toContain(link);
    expect(text).toContain(button);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain(button);
    expect(html).toContain('#4338ca'); // the action colour of the brand
    expect(html).toContain(`lang="${lang}"`);
    expect(text).not.toMatch(/<[a-z]/i);
  });
});

describe('scholarship mail', () => {
  const code = 'K7M2QX9D';
  const job = (lang: 'es' | 'en'): MailJob => ({
    mail: 'scholarship',
    leadId: 'lead-123456',
    to: 'ana@example.com',
    name: 'Ana Peña',
    lang,
    bootcamp: 'fullstack',
    code,
  });

  it('carries the code in the subject and both parts; until the business says where, no address is invented', async () => {
    const { got, subject, text, html } = await sendOne(job('es'));
    expect(got.to).toEqual(['ana@example.com']);
    expect(subject).toBe(`Tu código de beca parcial: ${code}`);
    expect(text).toContain(code);
    expect(html).toContain(code);
    expect(text).toContain('dáselo a tu asesor');
    expect(text).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/href="https?:/);
    const en = await sendOne(job('en'));
    expect(en.subject).toBe(`Your partial scholarship code: ${code}`);
    expect(en.text).toContain('give it to your advisor');
  });

  it("the business's redeem address and instructions (content/mail.json) replace the default sentence", async () => {
    const content: MailContent = {
      scholarship: {
        delayMinutes: 0,
        redeemUrl: 'https://becas.embudo.test/canje',
        instructions: {
          es: 'Canjéalo en la página de becas antes de inscribirte.',
          en: 'Redeem it on the scholarship page before you enroll.',
        },
      },
      masterclass: DEFAULT_MAIL_CONTENT.masterclass,
    };
    const { text, html } = await sendOne(job('en'), content);
    expect(text).toContain('Redeem it on the scholarship page before you enroll.');
    expect(text).toContain('https://becas.embudo.test/canje');
    expect(html).toContain('href="https://becas.embudo.test/canje"');
    expect(text).not.toContain('give it to your advisor');
  });

  it('is due at once by default, or after the business delay; quarantined leads get none', () => {
    const lead = valid(scholarshipLead());
    const ctx = { content: DEFAULT_MAIL_CONTENT, siteOrigin: SITE, now: 1_000_000, timeZone: 'America/Lima', masterclassJoinUrl: '' };
    expect(mailsFor(lead, ctx)).toEqual([
      {
        key: `mail:scholarship:${lead.id}`,
        runAt: 1_000_000,
        job: { mail: 'scholarship', leadId: lead.id, to: 'ana@example.com', name: 'Ana Peña', lang: 'es', bootcamp: 'fullstack' },
      },
    ]);
    const later = { ...ctx, content: { ...DEFAULT_MAIL_CONTENT, scholarship: { ...DEFAULT_MAIL_CONTENT.scholarship, delayMinutes: 90 } } };
    expect(mailsFor(lead, later)[0]?.runAt).toBe(1_000_000 + 90 * 60_000);
    expect(mailsFor(valid(scholarshipLead({ meta: { fillMs: 200 } })), ctx)).toEqual([]);
    expect(mailsFor(valid(scholarshipLead({ meta: { fillMs: 8000, hp: 'bot' } })), ctx)).toEqual([]);
  });
});

describe('masterclass mails', () => {
  const startsAt = Date.UTC(2027, 0, 15, 0, 0); // 19:00 on 14 January in Lima
  const registration = {
    leadId: 'lead-mc-0001',
    to: 'bea@example.com',
    name: 'Bea',
    lang: 'es' as const,
    registeredAt: Date.UTC(2027, 0, 2),
    startsAt,
    timeZone: 'America/Lima',
    joinUrl: 'https://meet.embudo.test/mc',
  };

  function vevent(ics: string) {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return { calendar, event: calendar.getFirstSubcomponent('vevent')! };
  }

  it('the confirmation carries a REQUEST invitation: DTSTART in the school zone, a UID stable across re-sends, the join URL', async () => {
    const [confirmation] = masterclassMails(registration, { siteOrigin: SITE, now: registration.registeredAt });
    const first = await sendOne(confirmation!.job);
    const again = await sendOne(confirmation!.job);
    expect(first.got.to).toEqual(['bea@example.com']);
    expect(first.subject).toMatch(/^Tu lugar en la masterclass: jueves, 14 de enero de 2027, 19:00/);
    expect(first.text).toContain('https://meet.embudo.test/mc');
    expect(first.text).toContain('un día antes y una hora antes');
    const calendarPart = partOf(first.message, 'text/calendar');
    expect(calendarPart?.headers['content-type']).toMatch(/method=REQUEST/i);
    const { calendar, event } = vevent(calendarPart!.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const dtstart = event.getFirstProperty('dtstart')!;
    expect(dtstart.getParameter('tzid')).toBe('America/Lima');
    expect(String(dtstart.getFirstValue())).toBe('2027-01-14T19:00:00');
    // The VTIMEZONE gives the zone's offset, so the instant is the right one anywhere.
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const time = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    time.zone = zone;
    expect(time.toUnixTime() * 1000).toBe(startsAt);
    expect(event.getFirstPropertyValue('url')).toBe('https://meet.embudo.test/mc');
    const uid = event.getFirstPropertyValue('uid');
    expect(uid).toMatch(/^masterclass-[0-9a-f]{32}@embudo\.test$/);
    expect(vevent(partOf(again.message, 'text/calendar')!.body).event.getFirstPropertyValue('uid')).toBe(uid);
    // Another registration, another entry.
    const [other] = masterclassMails({ ...registration, leadId: 'lead-mc-0002' }, { siteOrigin: SITE, now: registration.registeredAt });
    const third = await sendOne(other!.job);
    expect(vevent(partOf(third.message, 'text/calendar')!.body).event.getFirstPropertyValue('uid')).not.toBe(uid);
  });

  it('without a join link the invitation has no URL; in English the time reads in the school zone', async () => {
    const [confirmation] = masterclassMails(
      { ...registration, joinUrl: '', lang: 'en' },
      { siteOrigin: SITE, now: registration.registeredAt },
    );
    const { subject, message, text } = await sendOne(confirmation!.job);
    expect(subject).toMatch(/^Your seat at the masterclass: Thursday, January 14, 2027 at 7:00\s?PM GMT-5/);
    expect(text).not.toContain('https://');
    const { event } = vevent(partOf(message, 'text/calendar')!.body);
    expect(event.getFirstPropertyValue('url')).toBeNull();
  });

  it('reminders 24 h and 1 h before, only while ahead; no date: a plain confirmation, no invitation, no reminders', async () => {
    const plan = (now: number, startsAtValue: number | null = startsAt) =>
      masterclassMails({ ...registration, startsAt: startsAtValue }, { siteOrigin: SITE, now });
    const early = plan(registration.registeredAt);
    expect(early.map((m) => [m.key, m.runAt])).toEqual([
      ['mail:masterclass:lead-mc-0001:confirmation', registration.registeredAt],
      ['mail:masterclass:lead-mc-0001:reminder-24h', startsAt - 24 * 3_600_000],
      ['mail:masterclass:lead-mc-0001:reminder-1h', startsAt - 3_600_000],
    ]);
    const lastMinute = plan(startsAt - 5 * 3_600_000);
    expect(lastMinute.map((m) => (m.job as MasterclassMailJob).step)).toEqual(['confirmation', 'reminder-1h']);
    expect((lastMinute[0]!.job as MasterclassMailJob).reminders).toBe('1h');
    expect(plan(startsAt - 30 * 60_000).map((m) => (m.job as MasterclassMailJob).step)).toEqual(['confirmation']);
    const reminder = await sendOne(early[2]!.job);
    expect(reminder.subject).toMatch(/^En una hora: masterclass/);
    expect(partOf(reminder.message, 'text/calendar')).toBeUndefined();
    const noDate = plan(registration.registeredAt, null);
    expect(noDate).toHaveLength(1);
    const plain = await sendOne(noDate[0]!.job);
    expect(plain.subject).toBe('Recibimos tu registro a la masterclass');
    expect(plain.text).toContain('te escribiremos a este correo en cuanto la tengamos');
    expect(partOf(plain.message, 'text/calendar')).toBeUndefined();
  });
});

describe('sending', () => {
  it('an SMTP refusal rejects the send (the queue retries it); the next try goes through', async () => {
    smtp.failNext(1);
    const job: MailJob = {
      mail: 'scholarship',
      leadId: 'lead-retry-01',
      to: 'ana@example.com',
      name: '',
      lang: 'es',
      bootcamp: 'fullstack',
      code: 'ABCDEFGH',
    };
    const m = mailer();
    await expect(m.send(job)).rejects.toBeInstanceOf(MailSendError);
    expect(smtp.received).toHaveLength(0);
    await expect(m.send(job)).resolves.toMatchObject({ accepted: ['ana@example.com'] });
    m.close();
  });

  it('an SMTP server that is not there rejects within the timeout', async () => {
    const m = new Mailer(
      { smtpUrl: 'smtp://127.0.0.1:1', ...FROM },
      { brand: 'Embudo', content: DEFAULT_MAIL_CONTENT },
      { timeoutMs: 2000 },
    );
    await expect(
      m.send({
        mail: 'brochure',
        leadId: 'x-12345678',
        to: 'a@example.com',
        name: '',
        lang: 'es',
        bootcamp: 'fullstack',
        siteOrigin: SITE,
      }),
    ).rejects.toThrow(/brochure mail for lead x-12345678 was not sent/);
    m.close();
  });
});

describe('content/mail.json', () => {
  it('the shipped file is valid and means the defaults', () => {
    expect(loadMailContent(new URL('../../../content', import.meta.url).pathname)).toEqual(DEFAULT_MAIL_CONTENT);
  });

  it('names the field at fault', () => {
    expect(validateMailContent({ scholarship: { delayMinutes: 1441 } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^scholarship\.delayMinutes: .*1440 \(24 h\)/),
    });
    expect(validateMailContent({ scholarship: { delayMinutes: 1.5 } })).toMatchObject({ ok: false });
    expect(validateMailContent({ scholarship: { redeemUrl: 'http://becas.example' } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^scholarship\.redeemUrl/),
    });
    expect(validateMailContent({ scholarship: { instructions: { es: 'Solo en español' } } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^scholarship\.instructions/),
    });
    expect(
      validateMailContent({
        scholarship: { delayMinutes: 1440, redeemUrl: 'https://becas.example/x', instructions: { es: ' a ', en: 'b' } },
      }),
    ).toEqual({
      ok: true,
      content: {
        scholarship: { delayMinutes: 1440, redeemUrl: 'https://becas.example/x', instructions: { es: 'a', en: 'b' } },
        masterclass: { joinUrl: '' },
      },
    });
    expect(validateMailContent({})).toEqual({ ok: true, content: DEFAULT_MAIL_CONTENT });
    expect(validateMailContent({ masterclass: { joinUrl: 'http://meet.example/x' } })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^masterclass\.joinUrl: /),
    });
    expect(validateMailContent({ masterclass: 'https://meet.example/x' })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^masterclass: /),
    });
    expect(validateMailContent({ masterclass: { joinUrl: 'https://meet.example/x' } })).toMatchObject({
      ok: true,
      content: { masterclass: { joinUrl: 'https://meet.example/x' } },
    });
  });
});
