/**
 * What the bootcamp includes (docs/product.md#audience) and the numbers that back it (docs/product.md#stats, from
 * content/site.json `stats`), the figures in a night band: big figure, small label.
 */
import type { ReactNode } from 'react';
import type { SiteStats } from '../../../src/contracts/site-content';
import { useContent } from '../content';
import { LOCALES, useCopy, useLang, wholeNumbers, type Lang } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: {
    eyebrow: 'Todo incluido',
    title: 'Beneficios de estudiar con nosotros',
    lead: 'Un programa pensado para que aprendas de verdad y llegues a tu primer trabajo como developer.',
    benefits: [
      { title: 'Clases en vivo y grabadas', text: 'Aprende en directo con tu profesor y repasa cada clase cuando quieras.' },
      { title: 'Acceso de por vida', text: 'La plataforma, las grabaciones y las actualizaciones del temario siguen siendo tuyas.' },
      { title: 'Certificado digital', text: 'Un certificado verificable en línea para tu CV y tu perfil de LinkedIn.' },
      { title: 'Garantía de empleabilidad', text: 'Te acompañamos en la búsqueda de empleo hasta tu primer trabajo en tecnología.' },
      { title: 'Mentor asignado', text: 'Tu mentor corrige tus retos semanales y te da feedback personalizado.' },
      { title: 'Comunidad privada', text: 'Estudia en grupo, resuelve dudas y haz networking con otros developers.' },
    ],
    statsTitle: 'El bootcamp en cifras',
    stats: {
      vacancies: 'vacantes tech por cubrir',
      employability: 'de empleabilidad',
      roi: 'de retorno de la inversión',
      rating: 'valoración de los alumnos',
      graduates: 'egresados',
      salary: 'salario mensual (USD)',
    },
  },
  en: {
    eyebrow: 'All included',
    title: 'Why study with us',
    lead: 'A program built so you truly learn and land your first job as a developer.',
    benefits: [
      { title: 'Live classes, also recorded', text: 'Learn live with your instructor and replay every class whenever you want.' },
      { title: 'Lifetime access', text: 'The platform, the recordings and every curriculum update stay yours.' },
      { title: 'Digital certificate', text: 'A certificate anyone can verify online, for your CV and LinkedIn profile.' },
      { title: 'Job placement guarantee', text: 'We support your job search until you land your first tech job.' },
      { title: 'Your own mentor', text: 'Your mentor reviews your weekly challenges and gives you personal feedback.' },
      { title: 'Private community', text: 'Study together, get answers and network with other developers.' },
    ],
    statsTitle: 'The bootcamp in numbers',
    stats: {
      vacancies: 'open tech jobs',
      employability: 'employability',
      roi: 'return on investment',
      rating: 'student rating',
      graduates: 'graduates',
      salary: 'monthly salary (USD)',
    },
  },
} as const;

/** One line weight, the palette's action colour (decorative). */
const ICONS: readonly ReactNode[] = [
  <path key="live" d="M3 6h12v12H3zM15 10l6-3v10l-6-3M7 12h4" />,
  <path key="inf" d="M8.5 8.5C5 5 2 7.5 2 12s3 7 6.5 3.5L12 12l3.5-3.5C19 5 22 7.5 22 12s-3 7-6.5 3.5L12 12Z" />,
  <path key="cert" d="M6 3h12v10H6zM9 7h6M9 10h4M9 13v8l3-2 3 2v-8" />,
  <path key="job" d="M4 8h16v11H4zM9 8V5h6v3M4 13h16M11 13v2h2v-2" />,
  <path key="mentor" d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5l1.5 1.5L21 3M16 11h5" />,
  <path
    key="comm"
    d="M8 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 2.7-5.5 6-5.5s6 2.5 6 5.5m-3.5-4.7c1.1-.5 2.3-.8 3.5-.8 3.3 0 6 2.5 6 5.5"
  />,
];

/** The landing's figures (content/site.json `stats`, docs/product.md#stats), written in the page's language. */
function figures(stats: SiteStats, lang: Lang) {
  const locale = LOCALES[lang];
  const int = wholeNumbers(lang);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: 'short' });
  return {
    // '500K+' (en) / '+500 mil' (es): the figure, in each language's own way.
    vacancies: lang === 'en' ? `${compact.format(stats.vacancies)}+` : `+${compact.format(stats.vacancies)}`,
    employability: new Intl.NumberFormat(locale, { style: 'percent' }).format(stats.employability / 100),
    roi: new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(stats.roi / 100),
    rating: `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(stats.rating)}/5`,
    graduates: int.format(stats.graduates),
    salary: `${int.format(stats.monthlySalaryUSD.min)}–${int.format(stats.monthlySalaryUSD.max)}`,
  };
}

export function Benefits() {
  const t = useCopy(COPY);
  const lang = useLang();
  const f = figures(useContent().settings.stats, lang);
  const stats = [
    { key: 'vacancies', value: f.vacancies, label: t.stats.vacancies },
    { key: 'employability', value: f.employability, label: t.stats.employability },
    { key: 'roi', value: f.roi, label: t.stats.roi },
    { key: 'rating', value: f.rating, label: t.stats.rating },
    { key: 'graduates', value: f.graduates, label: t.stats.graduates },
    { key: 'salary', value: f.salary, label: t.stats.salary },
  ] as const;

  return (
    <section className="section section--alt benefits" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHead id="benefits-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

        <ul className="benefits__list" role="list">
          {t.benefits.map((b, i) => (
            <li key={b.title} className="card benefits__item">
              <svg className="benefits__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {ICONS[i]}
              </svg>
              <h3 className="benefits__title">{b.title}</h3>
              <p className="benefits__text">{b.text}</p>
            </li>
          ))}
        </ul>

        <div className="benefits__band">
          <p className="visually-hidden">{t.statsTitle}</p>
          <dl className="benefits__stats">
            {stats.map((s) => (
              <div key={s.key} className="benefits__stat">
                <dt className="benefits__stat-label">{s.label}</dt>
                <dd className="benefits__stat-value">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
