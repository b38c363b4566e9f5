/**
 * The testimonials page (`/testimonios`, `/testimonials`): the landing's carousels (Full Stack and
 * Data Science) and then every testimonial of content/testimonials.json, with its stars when it
 * has a rating. Only real people who
 * agreed to be quoted: while the file is empty the page says so politely and shows none.
 */
import { getCountry } from '../../../src/data/countries';
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { PageWidgets } from '../lib/page-widgets';
import { SectionBoundary } from '../lib/section-boundary';
import { Testimonials as Carousels, Stars } from '../sections/testimonials';

export const COPY = {
  es: {
    eyebrow: 'Testimonios',
    title: 'Lo que cuentan nuestros graduados',
    lead: 'Historias reales de quienes estudiaron con nosotros.',
    empty: 'Estamos reuniendo los testimonios de nuestros graduados, con su permiso. Pronto los publicaremos aquí.',
    emptyCta: 'Mientras tanto, puedes ver una clase gratis o solicitar tu beca y hablar con un asesor.',
    masterclass: 'Ver la masterclass gratuita',
    scholarship: 'Solicita tu Beca Parcial',
    all: 'Todos los testimonios',
    track: { fullstack: 'Full Stack', 'data-science': 'Data Science' } as Record<string, string>,
  },
  en: {
    eyebrow: 'Testimonials',
    title: 'What our graduates say',
    lead: 'Real stories from people who studied with us.',
    empty: 'We are collecting our graduates’ testimonials, with their permission. They will be published here soon.',
    emptyCta: 'Meanwhile, you can watch a free class or apply for your scholarship and talk to an advisor.',
    masterclass: 'See the free masterclass',
    scholarship: 'Apply for a Partial Scholarship',
    all: 'All testimonials',
    track: { fullstack: 'Full Stack', 'data-science': 'Data Science' } as Record<string, string>,
  },
};

export default function Testimonials() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { testimonials } = useContent();
  if (testimonials.length === 0) {
    return (
      <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <p className="placeholder-note">{t.empty}</p>
        <p>{t.emptyCta}</p>
        <p className="page-actions">
          <a className="btn" href={`/masterclass${lang === 'en' ? '?lang=en' : ''}`}>
            {t.masterclass}
          </a>
          <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
            {t.scholarship}
          </button>
        </p>
        <PageWidgets />
      </InfoPage>
    );
  }
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <div className="testimonials-page__carousels">
        <SectionBoundary name="testimonials">
          <Carousels />
        </SectionBoundary>
      </div>
      <section className="testimonials-page__all" aria-labelledby="all-testimonials">
        <h2 id="all-testimonials">{t.all}</h2>
        <ul className="quote-list">
          {testimonials.map((item, i) => {
            const country = item.country ? getCountry(item.country) : undefined;
            return (
              <li key={i} className="card">
                {item.rating !== undefined && <Stars rating={item.rating} />}
                <blockquote>
                  <p>“{item.quote[lang]}”</p>
                </blockquote>
                <p className="quote-list__author">
                  {item.name}
                  {country && `, ${country.name[lang]}`}
                  <span className="testimonials-page__track"> · {t.track[item.track ?? 'fullstack']}</span>
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <p className="page-actions">
        <button type="button" className="btn" data-embudo-open="scholarship">
          {t.scholarship}
        </button>
      </p>
      <PageWidgets />
    </InfoPage>
  );
}
