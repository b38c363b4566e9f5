/**
 * `/payment-success` (docs/product.md#routes, docs/product.md#calls): the welcome of a customer who has just paid, in place of the
 * landing's sales parts: what happens now (the email, the campus, the community, the next start as
 * the schedule gives it — the cohort paid for is the payment's, which this page is not told), the
 * invoice and the campus, chat and social links. Purchase (value from `mount`, else 197 USD;
 * eventID from `session_id` or `invoice_id`) and FunnelProgress purchase_complete once per payment;
 * with an `invoice_id` of a safe form, the invoice PDF (`{invoiceBaseUrl}/INVOICES/{invoice_id}.pdf`)
 * opens after 3 s, and a link to it stays on the page in case the browser blocks the window.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CHAT_GREETINGS } from '../../../src/data/contact';
import { formatDay, WEEKDAY_LONG_DATE } from '../../../src/data/date-time';
import { useContent } from '../content';
import { fill, useCopy, useLang } from '../i18n';
import { SOCIAL } from '../layout/footer';
import { chatHref, openChat } from '../lib/chat';
import { purchaseDetails, reportPurchase, INVOICE_DELAY_MS } from '../lib/purchase';
import { usePublishedSchedule } from '../lib/starts';

export const COPY = {
  es: {
    eyebrow: 'Pago confirmado',
    title: '¡Te damos la bienvenida al Bootcamp Full Stack!',
    lead: 'Tu pago se registró y tu lugar está reservado. Esto es lo que sigue.',
    invoiceTitle: 'Tu factura',
    invoiceBody: 'Se abre sola en una pestaña nueva en unos segundos. Si tu navegador la bloquea, descárgala aquí.',
    invoice: 'Descargar tu factura (PDF)',
    steps: 'Próximos pasos',
    emailTitle: 'Revisa tu correo',
    emailBody: 'Te enviamos la confirmación del pago y los próximos pasos por email. Si no lo ves, busca también en spam o promociones.',
    campusTitle: 'Entra al campus',
    campusBody: 'En la plataforma quedan las clases grabadas y los materiales del bootcamp, con acceso de por vida.',
    campus: 'Ir al campus',
    chatTitle: 'Únete a la comunidad',
    chatBody: 'Escríbenos por WhatsApp para conocer al equipo y resolver cualquier duda antes de empezar.',
    chat: 'Escribir por WhatsApp',
    startTitle: 'Tu primera clase',
    nextStart: 'El próximo grupo empieza el {date}.',
    startBody: 'Te confirmamos por email la fecha y el horario de tu grupo.',
    social: 'Síguenos en redes',
    newTab: '(se abre en una pestaña nueva)',
  },
  en: {
    eyebrow: 'Payment confirmed',
    title: 'Welcome aboard the Full Stack Bootcamp!',
    lead: 'Your payment went through and your seat is reserved. Here is what happens next.',
    invoiceTitle: 'Your invoice',
    invoiceBody: 'It opens by itself in a new tab in a few seconds. If your browser blocks it, download it here.',
    invoice: 'Download your invoice (PDF)',
    steps: 'Next steps',
    emailTitle: 'Check your inbox',
    emailBody:
      "We sent you the payment confirmation and next steps by email. If you can't find it, check your spam or promotions folder too.",
    campusTitle: 'Log in to the campus',
    campusBody: 'The platform holds the recorded classes and the bootcamp materials, with lifetime access.',
    campus: 'Go to campus',
    chatTitle: 'Join the community',
    chatBody: 'Message us on WhatsApp to meet the team and ask anything before you start.',
    chat: 'Message us on WhatsApp',
    startTitle: 'Your first class',
    nextStart: 'The next cohort starts on {date}.',
    startBody: 'We will confirm your cohort’s date and class times by email.',
    social: 'Follow us',
    newTab: '(opens in a new tab)',
  },
} as const;

export function PaymentSuccess() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { search } = useLocation();
  const { settings } = useContent();
  const details = purchaseDetails(search, settings.invoiceBaseUrl);
  const nextStart = usePublishedSchedule().bootcamps.fullstack?.cohorts?.[0]?.start;
  const greeting = CHAT_GREETINGS.customer[lang];

  useEffect(() => {
    const first = reportPurchase(details);
    if (!details.invoiceUrl || !first) return;
    const timer = setTimeout(() => window.open(details.invoiceUrl, '_blank', 'noopener'), INVOICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [details.eventId, details.invoiceUrl]);

  const newTab = <span className="visually-hidden"> {t.newTab}</span>;
  return (
    <section className="payment-success" aria-labelledby="payment-success-title">
      <div className="container">
        <div className="payment-success__head">
          <svg className="payment-success__check" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
            <circle cx="28" cy="28" r="28" fill="currentColor" />
            <path d="M17 29l7 7 15-16" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="payment-success-title">{t.title}</h1>
          <p className="payment-success__lead">{t.lead}</p>
        </div>

        {details.invoiceUrl && (
          <div className="card payment-success__invoice">
            <svg className="payment-success__doc" width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 2h8l6 6v14H6zM14 2v6h6M9 13h8M9 17h8"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            <div className="payment-success__invoice-text">
              <h2>{t.invoiceTitle}</h2>
              <p>{t.invoiceBody}</p>
            </div>
            <a className="btn" href={details.invoiceUrl} target="_blank" rel="noopener noreferrer">
              {t.invoice}
              {newTab}
            </a>
          </div>
        )}

        <h2 className="payment-success__steps-title">{t.steps}</h2>
        <ol className="payment-success__steps">
          <li className="card payment-success__step">
            <h3>{t.emailTitle}</h3>
            <p>{t.emailBody}</p>
          </li>
          <li className="card payment-success__step">
            <h3>{t.campusTitle}</h3>
            <p>{t.campusBody}</p>
            <a className="btn btn--secondary payment-success__campus" href={settings.campusUrl} target="_blank" rel="noopener noreferrer">
              {t.campus}
              {newTab}
            </a>
          </li>
          <li className="card payment-success__step">
            <h3>{t.chatTitle}</h3>
            <p>{t.chatBody}</p>
            <a
              className="btn btn--secondary payment-success__chat"
              href={chatHref(settings.chatPhone, greeting, false)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => openChat(event, settings.chatPhone, greeting, 'payment-success')}
            >
              {t.chat}
              {newTab}
            </a>
          </li>
          <li className="card payment-success__step">
            <h3>{t.startTitle}</h3>
            {nextStart && (
              <p className="payment-success__start">{fill(t.nextStart, { date: formatDay(nextStart, WEEKDAY_LONG_DATE, lang) })}</p>
            )}
            <p>{t.startBody}</p>
          </li>
        </ol>

        <div className="payment-success__social">
          <h2>{t.social}</h2>
          <ul>
            {SOCIAL.map((s) => (
              <li key={s.key}>
                <a href={settings.social[s.key]} target="_blank" rel="noopener noreferrer">
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={s.path} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {s.label}
                  {newTab}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
