/**
 * The banner (docs/product.md#landing-sections): what the bootcamp is, for whom, how long and what it costs to start, with
 * one primary action, 'Quiero inscribirme' (to #empezar), and the partial scholarship beside it.
 * Paths containing masterclass get the tighter top spacing of docs/product.md#landing-by-path.
 */
import { useCopy } from '../i18n';
import { paths } from '../routes';
import { useRoute } from '../site';

export const COPY = {
  es: {
    eyebrow: 'Bootcamp online y en vivo · 16 semanas',
    title: 'Conviértete en Full Stack Developer en 16 semanas',
    lead: 'Clases en vivo (y grabadas), un mentor asignado que corrige tus retos cada semana y proyectos reales para tu portafolio. Sin experiencia previa.',
    cta: 'Quiero inscribirme',
    scholarship: 'Solicita tu Beca Parcial',
    points: ['Beca parcial del 70%', 'Garantía de satisfacción de 30 días', 'Certificado y acceso de por vida'],
    art: 'Ilustración: un editor de código y una app terminada',
  },
  en: {
    eyebrow: 'Live online bootcamp · 16 weeks',
    title: 'Become a Full Stack Developer in 16 weeks',
    lead: 'Live classes (also recorded), an assigned mentor who reviews your challenges every week, and real projects for your portfolio. No experience needed.',
    cta: 'I want to enroll',
    scholarship: 'Apply for a Partial Scholarship',
    points: ['70% partial scholarship', '30-day satisfaction guarantee', 'Certificate and lifetime access'],
    art: 'Illustration: a code editor and a finished app',
  },
} as const;

export function Hero() {
  const t = useCopy(COPY);
  const route = useRoute();
  return (
    <section className={`hero${route.path.includes('masterclass') ? ' masterclass' : ''}`} aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="hero-title">{t.title}</h1>
          <p className="hero__lead">{t.lead}</p>
          <p className="hero__actions">
            <a className="btn" href={paths.anchors.start} data-cta="hero">
              {t.cta}
            </a>
            <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
              {t.scholarship}
            </button>
          </p>
          <ul className="hero__points">
            {t.points.map((point) => (
              <li key={point}>
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <circle cx="10" cy="10" r="10" fill="#dcfce7" />
                  <path d="M6 10.5l2.5 2.5L14 7.5" stroke="#15803d" strokeWidth="2" fill="none" strokeLinecap="round" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <img className="hero__art" src="/img/hero.svg" width="520" height="420" alt={t.art} />
      </div>
    </section>
  );
}
