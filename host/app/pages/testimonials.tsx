/** The testimonials page (`/testimonios`, `/testimonials`): the business's real testimonials, or a note that they are coming. */
import { getCountry } from '../../../src/data/countries';
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';

const COPY = {
  es: { eyebrow: 'Testimonios', title: 'Lo que cuentan nuestros graduados', lead: 'Historias reales de quienes estudiaron con nosotros.', empty: 'Estamos reuniendo los testimonios de nuestros graduados, con su permiso. Pronto los publicaremos aquí.' },
  en: { eyebrow: 'Testimonials', title: 'What our graduates say', lead: 'Real stories from people who studied with us.', empty: 'We are collecting our graduates’ testimonials, with their permission. They will be published here soon.' },
} as const;

export default function Testimonials() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { testimonials } = useContent();
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      {testimonials.length === 0 ? (
        <p className="placeholder-note">{t.empty}</p>
      ) : (
        <ul className="quote-list">
          {testimonials.map((item, i) => {
            const country = item.country ? getCountry(item.country) : undefined;
            return (
              <li key={i} className="card">
                <blockquote lang={lang}>
                  <p>“{item.quote[lang]}”</p>
                </blockquote>
                <p className="quote-list__author">
                  {item.name}
                  {country && `, ${country.name[lang]}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </InfoPage>
  );
}
