/**
 * The learning platform (docs/product.md#landing-sections, id #platform): 'AI-Powered Platform for Your Success' (the product contract's
 * heading, the same in both languages), four cards and a picture of the platform's dashboard.
 */
import type { ReactNode } from 'react';
import { useContent } from '../content';
import { useCopy } from '../i18n';

export const COPY = {
  es: {
    eyebrow: 'Plataforma',
    lead: 'Aprende en una plataforma con inteligencia artificial que se adapta a tu ritmo: clases grabadas, retos semanales y el acompañamiento de tu mentor, todo en un solo lugar.',
    cards: [
      { title: 'IA personalizada', text: 'Un asistente que resuelve tus dudas al momento y te sugiere qué repasar.' },
      { title: 'Acceso de por vida', text: 'Vuelve a cada clase, reto y material siempre que lo necesites.' },
      { title: 'Proyectos reales', text: 'Practica con proyectos como los del trabajo y súmalos a tu portafolio.' },
      { title: 'Comunidad exclusiva', text: 'Comparte avances y dudas con tus compañeros, mentores y egresados.' },
    ],
    imageAlt: 'Panel de la plataforma: progreso del curso, próxima clase en vivo, retos semanales y el asistente de IA',
  },
  en: {
    eyebrow: 'Platform',
    lead: 'Learn on an AI-powered platform that adapts to your pace: recorded classes, weekly challenges and your mentor’s guidance, all in one place.',
    cards: [
      { title: 'Personalized AI', text: 'An assistant that answers your questions instantly and suggests what to review.' },
      { title: 'Lifetime Access', text: 'Come back to every class, challenge and resource whenever you need.' },
      { title: 'Real Projects', text: 'Practice with projects like the ones at work and add them to your portfolio.' },
      { title: 'Exclusive Community', text: 'Share progress and questions with classmates, mentors and graduates.' },
    ],
    imageAlt: 'The platform dashboard: course progress, next live class, weekly challenges and the AI assistant',
  },
} as const;

/** docs/product.md#landing-sections: the heading is this English text in both languages. */
const TITLE = 'AI-Powered Platform for Your Success';

const ICONS: readonly ReactNode[] = [
  <path
    key="ai"
    d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8ZM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9Z"
  />,
  <path key="life" d="M8.5 8.5C5 5 2 7.5 2 12s3 7 6.5 3.5L12 12l3.5-3.5C19 5 22 7.5 22 12s-3 7-6.5 3.5L12 12Z" />,
  <path key="proj" d="M8 8l-4 4 4 4m8-8 4 4-4 4M14 5l-4 14" />,
  <path key="comm" d="M4 5h16v10H9l-5 4ZM8 9h8m-8 3h5" />,
];

export function Platform() {
  const t = useCopy(COPY);
  // docs/product.md#landing-sections: "Some sections show only when a web-visible flag is set" — this one (content/site.json webVisible).
  if (!useContent().settings.webVisible) return null;
  return (
    <section id="platform" className="section platform" aria-labelledby="platform-title">
      <div className="container platform__layout">
        <div className="platform__copy">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="platform-title" className="section__title platform__title" lang="en">
            {TITLE}
          </h2>
          <p className="section__lead platform__lead">{t.lead}</p>
          <ul className="platform__cards" role="list">
            {t.cards.map((card, i) => (
              <li key={card.title} className="card platform__card">
                <svg className="platform__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  {ICONS[i]}
                </svg>
                <h3 className="platform__card-title">{card.title}</h3>
                <p className="platform__card-text">{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="platform__media">
          <img className="platform__img" src="/img/platform/dashboard.svg" width="640" height="480" alt={t.imageAlt} loading="lazy" />
        </div>
      </div>
    </section>
  );
}
