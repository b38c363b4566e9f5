/**
 * The footer of docs/product.md#footer: home, the FAQ, privacy and refund policies, the logo to
 * the school's home, four social links; a card with the three-line description and one with the
 * email (mailto with a subject) and the phone (English) or the chat-app number (Spanish), with chat
 * links that open the app on a phone and the web client on a desktop, prefilled with the
 * scholarship greeting (a customer's own greeting on the page after paying); the copyright; the floating chat-app button (docs/product.md#footer, docs/product.md#states) on every page
 * with a footer: after 5 s on the landings, on the product contract's 36 s schedule elsewhere.
 */
import { Link } from 'react-router';
import { CHAT_GREETINGS } from '../../../src/data/contact';
import { useContent } from '../content';
import { useCopy, useLang } from '../i18n';
import { openChat, chatHref } from '../lib/chat';
import { isPaymentSuccessPath, paths } from '../routes';
import { useNow, useRoute } from '../site';
import { Logo } from './logo';

export const COPY = {
  es: {
    about: [
      'Startup educativa 100% online.',
      'Aprende a programar en vivo, desde cualquier país.',
      'Abierta a cualquier persona, sin experiencia previa.',
    ],
    contact: 'Contacto',
    write: 'Escríbenos por WhatsApp',
    subject: 'Consulta sobre el Bootcamp Full Stack',
    links: 'Enlaces',
    home: 'Inicio',
    faq: 'Preguntas frecuentes',
    blog: 'Blog',
    privacy: 'Políticas de privacidad',
    refund: 'Políticas de reembolso',
    social: 'Redes sociales',
    rights: 'Todos los derechos reservados.',
    homeLabel: 'inicio',
  },
  en: {
    about: ['A 100% online education startup.', 'Learn to code live, from any country.', 'Open to anyone, no prior experience needed.'],
    contact: 'Contact',
    write: 'Message us on WhatsApp',
    subject: 'Question about the Full Stack Bootcamp',
    links: 'Links',
    home: 'Home',
    faq: 'FAQ',
    blog: 'Blog',
    privacy: 'Privacy policy',
    refund: 'Refund policy',
    social: 'Social media',
    rights: 'All rights reserved.',
    homeLabel: 'home',
  },
} as const;

/** docs/product.md#timers: the landing shows the chat button after 5 s (other pages: the widget's 36 s). */
export const LANDING_CHAT_DELAY_MS = 5000;

/** The four social networks of content/site.json `social`, with their icons (also the next steps after paying). */
export const SOCIAL = [
  { key: 'x', label: 'X', path: 'M4 4l16 16M20 4L4 20' },
  { key: 'facebook', label: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v6h4v-6h3l1-4h-4V8z' },
  {
    key: 'instagram',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01',
  },
  { key: 'tiktok', label: 'TikTok', path: 'M14 3v11a3 3 0 1 1-3-3M14 3c0 3 2 5 5 5' },
] as const;

export function Footer() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { settings } = useContent();
  const now = useNow();
  const { page, path } = useRoute();
  const landing = page === 'landing' || page === 'landingV2';
  const home = paths.home(lang);
  const greeting = CHAT_GREETINGS[isPaymentSuccessPath(path) ? 'customer' : 'scholarship'][lang];
  const mailto = `mailto:${settings.email}?subject=${encodeURIComponent(t.subject)}`;
  const chat = chatHref(settings.chatPhone, greeting, false);
  const chatNumber = `+${settings.chatPhone}`;
  const chatShown = settings.chatPhoneShown ?? chatNumber;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to={home} className="footer__logo" aria-label={`${settings.brand}, ${t.homeLabel}`}>
            <Logo brand={settings.brand} />
          </Link>
          <div className="footer__card">
            {t.about.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
        <div>
          <h2 className="footer__title">{t.contact}</h2>
          <div className="footer__card">
            <p>
              <a href={mailto}>{settings.email}</a>
            </p>
            {lang === 'en' ? (
              <p>
                <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{settings.phone}</a>
              </p>
            ) : (
              <p>
                <a href={`tel:${chatNumber}`}>{chatShown}</a>
              </p>
            )}
            <p>
              <a
                className="footer__chat"
                href={chat}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => openChat(e, settings.chatPhone, greeting, 'footer')}
              >
                {t.write}
              </a>
            </p>
          </div>
        </div>
        <nav aria-label={t.links}>
          <h2 className="footer__title">{t.links}</h2>
          <ul className="footer__links">
            <li>
              <Link to={home}>{t.home}</Link>
            </li>
            <li>
              <a href={`${home}${paths.anchors.faq}`}>{t.faq}</a>
            </li>
            <li>
              <Link to={paths.blog(lang)}>{t.blog}</Link>
            </li>
            <li>
              <Link to={paths.privacy(lang)}>{t.privacy}</Link>
            </li>
            <li>
              <Link to={paths.refund(lang)}>{t.refund}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer__title">{t.social}</h2>
          <ul className="footer__social">
            {SOCIAL.map((s) => (
              <li key={s.key}>
                <a href={settings.social[s.key]} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={s.path} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer__legal">
        <p>
          {/* The year of the page, not of when this line was written. */}© {new Date(now).getUTCFullYear()} {settings.brand}. {t.rights}
        </p>
      </div>
      <embudo-chat-button lang={lang} delay={landing ? LANDING_CHAT_DELAY_MS : undefined} />
    </footer>
  );
}
