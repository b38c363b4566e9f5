/**
 * Where graduates work (docs/product.md#landing-sections "graduate employer logos"), from content/employers.json: each logo
 * at its intrinsic size (no layout shift), loaded lazily, grey until hovered. Hidden while the file
 * is a placeholder or lists nobody: no invented logos.
 */
import { useId } from 'react';
import { useContent } from '../content';
import { useCopy } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: { eyebrow: 'Egresados contratados', title: 'Nuestros egresados trabajan en' },
  en: { eyebrow: 'Graduates hired', title: 'Our graduates work at' },
} as const;

export function Employers() {
  const { employers } = useContent();
  const t = useCopy(COPY);
  const titleId = useId();
  if (employers.placeholder || employers.employers.length === 0) return null;
  return (
    <section className="section employers" aria-labelledby={titleId}>
      <div className="container">
        <SectionHead id={titleId} eyebrow={t.eyebrow} title={t.title} />
        <ul className="employers__list">
          {employers.employers.map((employer) => (
            <li key={employer.name} className="employers__item">
              <img
                className="employers__logo"
                src={employer.logo}
                alt={employer.name}
                width={employer.width}
                height={employer.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
