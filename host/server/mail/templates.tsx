/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
/**
 * The mails, as React email components rendered on the server (never in a browser bundle): one
 * layout in the brand's tokens (docs/product.md#look: ink and ink-soft text, the indigo action
 * button, a white card with the line border on the soft surface, the system font stack), and one
 * component per mail. Each mail is rendered twice, as HTML and as its plain-text part (compose.ts).
 * Every sentence exists in Spanish and US English; the lead's language picks one.
 */
import React, { type ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { fill } from '../../../src/contracts/fill';
import type { Lang, Texts } from '../../../src/contracts/texts';

/** The two languages of every mail (the site's: docs/architecture.md#texts). */
export type MailLang = Lang;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const INK = '#0f172a';
const INK_SOFT = '#475569';
const LINE = '#e2e8f0';
const ACTION = '#4338ca';

const styles = {
  body: { backgroundColor: '#f8fafc', fontFamily: FONT, color: INK, margin: 0, padding: '24px 0' },
  card: { backgroundColor: '#ffffff', border: `1px solid ${LINE}`, borderRadius: '0.75rem', padding: '24px', maxWidth: '560px' },
  brand: { fontSize: '14px', fontWeight: 600, color: ACTION, margin: '0 0 16px' },
  heading: { fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: INK, margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', color: INK, margin: '0 0 16px' },
  soft: { fontSize: '14px', lineHeight: '20px', color: INK_SOFT, margin: '0 0 12px' },
  button: {
    backgroundColor: ACTION,
    color: '#ffffff',
    borderRadius: '0.5rem',
    padding: '12px 24px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  code: {
    fontSize: '30px',
    lineHeight: '36px',
    fontWeight: 700,
    letterSpacing: '4px',
    color: INK,
    backgroundColor: '#f1f5f9',
    borderRadius: '0.5rem',
    padding: '12px 16px',
    textAlign: 'center' as const,
    margin: '0 0 16px',
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  },
  hr: { borderColor: LINE, margin: '24px 0 16px' },
  link: { color: ACTION },
};

const FOOTER = {
  es: 'Recibes este correo porque dejaste tus datos en el sitio de {brand}.',
  en: 'You are getting this email because you left your details on the {brand} website.',
} satisfies Texts<string>;

/** The frame of every mail: the preview line, the brand, a card, the footer. */
export function Layout(p: { lang: MailLang; brand: string; preview: string; children: ReactNode }) {
  return (
    <Html lang={p.lang}>
      <Head />
      <Preview>{p.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Text style={styles.brand}>{p.brand}</Text>
          {p.children}
          <Hr style={styles.hr} />
          <Text style={styles.soft}>{fill(FOOTER[p.lang], { brand: p.brand })}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The action of a mail: a filled button in the action colour, with its address written out below for clients that hide buttons. */
function Action(p: { href: string; label: string; lang: MailLang }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={p.href} style={styles.button}>
        {p.label}
      </Button>
      <Text style={{ ...styles.soft, margin: '12px 0 0' }}>
        {p.lang === 'es' ? 'O abre este enlace: ' : 'Or open this link: '}
        <Link href={p.href} style={styles.link}>
          {p.href}
        </Link>
      </Text>
    </Section>
  );
}

const HELLO = {
  es: { named: '¡Hola, {name}!', unnamed: '¡Hola!' },
  en: { named: 'Hi {name},', unnamed: 'Hi,' },
} as const satisfies Texts;

const hello = (lang: MailLang, name: string): string => (name ? fill(HELLO[lang].named, { name }) : HELLO[lang].unnamed);

// ───────────── Brochure ─────────────

export const BROCHURE = {
  es: {
    subject: 'Tu brochure del bootcamp {bootcamp}',
    heading: 'Aquí tienes el brochure',
    body: 'Este es el brochure del bootcamp {bootcamp}: el temario completo, módulo a módulo. Puedes leerlo en línea o guardarlo en PDF desde la misma página.',
    open: 'Ver el brochure',
  },
  en: {
    subject: 'Your {bootcamp} bootcamp brochure',
    heading: 'Here is your brochure',
    body: 'This is the {bootcamp} bootcamp brochure: the full syllabus, module by module. Read it online or save it as a PDF from the same page.',
    open: 'Open the brochure',
  },
} as const satisfies Texts;

/** What the brochure mail says. */
export interface BrochureMailProps {
  lang: MailLang;
  brand: string;
  name: string;
  bootcamp: string;
  /** The absolute address of the brochure page. */
  link: string;
}

export function BrochureMail(p: BrochureMailProps) {
  const t = BROCHURE[p.lang];
  return (
    <Layout lang={p.lang} brand={p.brand} preview={fill(t.subject, { bootcamp: p.bootcamp })}>
      <Heading as="h1" style={styles.heading}>
        {t.heading}
      </Heading>
      <Text style={styles.text}>{hello(p.lang, p.name)}</Text>
      <Text style={styles.text}>{fill(t.body, { bootcamp: p.bootcamp })}</Text>
      <Action href={p.link} label={t.open} lang={p.lang} />
    </Layout>
  );
}

// ───────────── Scholarship ─────────────

export const SCHOLARSHIP = {
  es: {
    subject: 'Tu código de beca parcial: {code}',
    heading: 'Tu código de beca parcial',
    body: 'Recibimos tu solicitud de beca parcial para el bootcamp {bootcamp}. Este es tu código:',
    /** Until the business says where codes are redeemed (content/mail.json): no address is invented. */
    howTo: 'Guárdalo: cuando te inscribas, dáselo a tu asesor para que aplique la beca parcial a tu inscripción.',
    redeem: 'Usar mi código',
  },
  en: {
    subject: 'Your partial scholarship code: {code}',
    heading: 'Your partial scholarship code',
    body: 'We received your partial scholarship application for the {bootcamp} bootcamp. This is your code:',
    howTo: 'Keep it: when you enroll, give it to your advisor, who will apply the partial scholarship to your enrollment.',
    redeem: 'Use my code',
  },
} as const satisfies Texts;

/** What the scholarship mail says. */
export interface ScholarshipMailProps {
  lang: MailLang;
  brand: string;
  name: string;
  bootcamp: string;
  code: string;
  /** Where the code is redeemed ('' = nowhere online: the default sentence says how). */
  redeemUrl: string;
  /** The business's own instructions in this language, or '' for the default sentence. */
  instructions: string;
}

export function ScholarshipMail(p: ScholarshipMailProps) {
  const t = SCHOLARSHIP[p.lang];
  return (
    <Layout lang={p.lang} brand={p.brand} preview={fill(t.subject, { code: p.code })}>
      <Heading as="h1" style={styles.heading}>
        {t.heading}
      </Heading>
      <Text style={styles.text}>{hello(p.lang, p.name)}</Text>
      <Text style={styles.text}>{fill(t.body, { bootcamp: p.bootcamp })}</Text>
      <Text style={styles.code}>{p.code}</Text>
      <Text style={styles.text}>{p.instructions || t.howTo}</Text>
      {p.redeemUrl ? <Action href={p.redeemUrl} label={t.redeem} lang={p.lang} /> : null}
    </Layout>
  );
}

// ───────────── Masterclass ─────────────

export const MASTERCLASS = {
  es: {
    subject: 'Tu lugar en la masterclass: {when}',
    subjectNoDate: 'Recibimos tu registro a la masterclass',
    heading: 'Tu lugar está reservado',
    body: 'Te registraste en la masterclass gratuita. Será el {when}.',
    invite: 'Adjuntamos la invitación: ábrela para añadirla a tu calendario.',
    join: 'Entrar a la masterclass',
    reminders: {
      both: 'Te recordaremos la clase un día antes y una hora antes.',
      '1h': 'Te recordaremos la clase una hora antes.',
      none: '',
    },
    noDate: 'Recibimos tu registro a la masterclass gratuita. Todavía no hay fecha: te escribiremos a este correo en cuanto la tengamos.',
    reminderSubject: { '24h': 'Mañana: masterclass, {when}', '1h': 'En una hora: masterclass, {when}' },
    reminderHeading: { '24h': 'Tu masterclass es mañana', '1h': 'Tu masterclass empieza en una hora' },
    reminderBody: 'Te esperamos el {when}.',
  },
  en: {
    subject: 'Your seat at the masterclass: {when}',
    subjectNoDate: 'We received your masterclass registration',
    heading: 'Your seat is saved',
    body: 'You registered for the free masterclass. It takes place on {when}.',
    invite: 'The invitation is attached: open it to add the class to your calendar.',
    join: 'Join the masterclass',
    reminders: { both: 'We will remind you a day before and an hour before.', '1h': 'We will remind you an hour before.', none: '' },
    noDate:
      'We received your registration for the free masterclass. There is no date yet: we will write to this address as soon as there is one.',
    reminderSubject: { '24h': 'Tomorrow: masterclass, {when}', '1h': 'In one hour: masterclass, {when}' },
    reminderHeading: { '24h': 'Your masterclass is tomorrow', '1h': 'Your masterclass starts in one hour' },
    reminderBody: 'See you on {when}.',
  },
} as const satisfies Texts;

/** What a masterclass mail says. */
export interface MasterclassMailProps {
  lang: MailLang;
  brand: string;
  name: string;
  /** The instant, written in the school's zone ('' = no date yet). */
  when: string;
  /** The join link, when the content has one. */
  joinUrl: string;
  /** Which reminders are still to come (those whose time has passed are not promised). */
  reminders: 'both' | '1h' | 'none';
  /** A reminder rather than the confirmation. */
  reminder?: '24h' | '1h';
}

export function MasterclassMail(p: MasterclassMailProps) {
  const t = MASTERCLASS[p.lang];
  if (!p.when) {
    return (
      <Layout lang={p.lang} brand={p.brand} preview={t.subjectNoDate}>
        <Heading as="h1" style={styles.heading}>
          {t.subjectNoDate}
        </Heading>
        <Text style={styles.text}>{hello(p.lang, p.name)}</Text>
        <Text style={styles.text}>{t.noDate}</Text>
      </Layout>
    );
  }
  const heading = p.reminder ? t.reminderHeading[p.reminder] : t.heading;
  return (
    <Layout lang={p.lang} brand={p.brand} preview={heading}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{hello(p.lang, p.name)}</Text>
      <Text style={styles.text}>{fill(p.reminder ? t.reminderBody : t.body, { when: p.when })}</Text>
      {p.reminder ? null : <Text style={styles.text}>{t.invite}</Text>}
      {p.joinUrl ? <Action href={p.joinUrl} label={t.join} lang={p.lang} /> : null}
      {!p.reminder && t.reminders[p.reminders] ? <Text style={styles.soft}>{t.reminders[p.reminders]}</Text> : null}
    </Layout>
  );
}
