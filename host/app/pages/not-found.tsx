/**
 * The default page (docs/product.md#routes "any other path", unknown blog slugs, bad profile handles): answered
 * with a 404 status, and plain links to the main pages (no search).
 */
import { Link } from 'react-router';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { pageStatus } from '../lib/page-status';
import { PageWidgets } from '../lib/page-widgets';
import { paths } from '../routes';

export const COPY = {
  es: {
    eyebrow: 'Error 404',
    title: 'No encontramos esta página',
    lead: 'Puede que el enlace esté mal escrito o que la página ya no exista. Estas son las páginas principales:',
    home: 'Ir al inicio',
    scholarship: 'Solicita tu Beca Parcial',
    main: 'Páginas principales',
    links: [
      ['masterclass', 'Masterclass gratuita', 'Una clase en vivo para conocer el bootcamp.'],
      ['quiz', 'Quiz developer', 'Descubre qué ruta tech encaja contigo.'],
      ['guide', 'Guía gratuita', 'Cómo empezar en programación desde cero.'],
      ['brochure', 'Temario y brochure', 'El plan del bootcamp semana a semana.'],
      ['blog', 'Blog', 'Artículos sobre programación y carreras tech.'],
      ['testimonials', 'Testimonios', 'Lo que cuentan nuestros graduados.'],
    ],
  },
  en: {
    eyebrow: 'Error 404',
    title: 'We could not find this page',
    lead: 'The link may be mistyped, or the page may no longer exist. These are the main pages:',
    home: 'Go to the home page',
    scholarship: 'Apply for a Partial Scholarship',
    main: 'Main pages',
    links: [
      ['masterclass', 'Free masterclass', 'A live class to get to know the bootcamp.'],
      ['quiz', 'Developer quiz', 'Find the tech track that fits you.'],
      ['guide', 'Free guide', 'How to start coding from scratch.'],
      ['brochure', 'Syllabus and brochure', 'The bootcamp plan week by week.'],
      ['blog', 'Blog', 'Articles on coding and tech careers.'],
      ['testimonials', 'Testimonials', 'What our graduates say.'],
    ],
  },
} as const;

type Key = (typeof COPY)['es']['links'][number][0];

export default function NotFound() {
  const t = useCopy(COPY);
  const lang = useLang();
  pageStatus.report(404);
  const href: Record<Key, string> = {
    masterclass: paths.masterclass(lang),
    quiz: paths.quiz(lang),
    guide: paths.guide(lang),
    brochure: paths.brochure(lang),
    blog: paths.blog(lang),
    testimonials: paths.testimonials(lang),
  };
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions">
        <Link className="btn" to={paths.home(lang)}>
          {t.home}
        </Link>
        <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
          {t.scholarship}
        </button>
      </p>
      <nav aria-labelledby="nf-main">
        <h2 id="nf-main">{t.main}</h2>
        <ul className="not-found__links">
          {t.links.map(([key, label, text]) => (
            <li key={key}>
              {/* The blog is always a full page load: its posts come with the server's page. */}
              {key === 'blog' ? <a href={href[key]}>{label}</a> : <Link to={href[key]}>{label}</Link>}
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </nav>
      <PageWidgets />
    </InfoPage>
  );
}
