/**
 * The link-in-bio page (`/links`, `/conecta`, `/unete`): one column of big links — the
 * scholarship form, the free masterclass, the quiz, the free guide, the chat app (prefilled
 * greeting, the app link on phones) and the bootcamp — then the school's social links.
 */
import { Link } from 'react-router';
import { CHAT_GREETINGS } from '../../../src/data/contact';
import { useContent } from '../content';
import { useCopy, useLang } from '../i18n';
import { PageLayout } from '../layout/page-layout';
import { Logo } from '../layout/logo';
import { chatHref, openChat } from '../lib/chat';
import { PageWidgets } from '../lib/page-widgets';
import { paths } from '../routes';

export const COPY = {
  es: {
    title: 'Todo en un solo lugar',
    lead: 'Solicita tu beca, reserva tu masterclass gratuita, haz el quiz o escríbenos.',
    scholarship: 'Solicita tu beca parcial del 70%',
    masterclass: 'Masterclass gratuita en vivo',
    quiz: 'Quiz: ¿qué tipo de developer eres?',
    guide: 'Guía gratuita: empieza desde cero',
    chat: 'Escríbenos por WhatsApp',
    home: 'Conoce el Bootcamp Full Stack',
    social: 'Síguenos',
    newTab: '(se abre en una pestaña nueva)',
  },
  en: {
    title: 'Everything in one place',
    lead: 'Apply for your scholarship, book your free masterclass, take the quiz or message us.',
    scholarship: 'Apply for your 70% partial scholarship',
    masterclass: 'Free live masterclass',
    quiz: 'Quiz: what kind of developer are you?',
    guide: 'Free guide: start from scratch',
    chat: 'Message us on WhatsApp',
    home: 'Discover the Full Stack Bootcamp',
    social: 'Follow us',
    newTab: '(opens in a new tab)',
  },
} as const;

const SOCIAL = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
] as const;

export default function Links() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { settings } = useContent();
  const greeting = CHAT_GREETINGS.scholarship[lang];
  return (
    <PageLayout>
      <div className="links container">
        <div className="links__card">
          <div className="links__logo">
            <Logo brand={settings.brand} />
          </div>
          <h1 className="links__title">{t.title}</h1>
          <p className="links__lead">{t.lead}</p>
          <ul className="links__list">
            <li>
              <button type="button" className="btn btn--block" data-embudo-open="scholarship">
                {t.scholarship}
              </button>
            </li>
            <li>
              <Link className="btn btn--secondary btn--block" to={paths.masterclass(lang)}>
                {t.masterclass}
              </Link>
            </li>
            <li>
              <Link className="btn btn--secondary btn--block" to={paths.quiz(lang)}>
                {t.quiz}
              </Link>
            </li>
            <li>
              <Link className="btn btn--secondary btn--block" to={paths.guide(lang)}>
                {t.guide}
              </Link>
            </li>
            <li>
              <a
                className="btn btn--secondary btn--block links__chat"
                href={chatHref(settings.chatPhone, greeting, false)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => openChat(e, settings.chatPhone, greeting, 'links')}
              >
                {t.chat}
                <span className="visually-hidden"> {t.newTab}</span>
              </a>
            </li>
            <li>
              <Link className="btn btn--secondary btn--block" to={paths.home(lang)}>
                {t.home}
              </Link>
            </li>
          </ul>
          <h2 className="links__social-title">{t.social}</h2>
          <ul className="links__social">
            {SOCIAL.map((s) => (
              <li key={s.key}>
                <a href={settings.social[s.key]} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span className="visually-hidden"> {t.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PageWidgets />
    </PageLayout>
  );
}
