/**
 * The founders' quote with their photo (docs/product.md#landing-sections), from content/founders.json. Hidden while the file
 * is a placeholder: an invented quote is never shown as the founders' words.
 */
import { useId } from 'react';
import { useContent } from '../content';
import { fill, useCopy, useLang } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: { eyebrow: 'Quiénes estamos detrás', title: 'Por qué creamos este bootcamp', photo: 'Foto de {names}' },
  en: { eyebrow: 'Who is behind it', title: 'Why we started this bootcamp', photo: 'Photo of {names}' },
} as const;

export function FoundersQuote() {
  const { founders } = useContent();
  const t = useCopy(COPY);
  const lang = useLang();
  const titleId = useId();
  if (founders.placeholder) return null;
  return (
    <section className="section section--alt founders" aria-labelledby={titleId}>
      <div className="container">
        <SectionHead id={titleId} eyebrow={t.eyebrow} title={t.title} />
        <figure className={founders.image ? 'founders__figure' : 'founders__figure founders__figure--text'}>
          {founders.image && (
            <img
              className="founders__photo"
              src={founders.image}
              alt={fill(t.photo, { names: founders.names })}
              width={240}
              height={240}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className="founders__body">
            <svg className="founders__mark" viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
              <path d="M0 36V20C0 8 6 1 18 0v7c-6 1-9 5-9 11h9v18zm26 0V20C26 8 32 1 44 0v7c-6 1-9 5-9 11h9v18z" fill="currentColor" />
            </svg>
            <blockquote className="founders__quote" lang={lang === 'en' ? 'en-US' : 'es'}>
              <p>{founders.quote[lang]}</p>
            </blockquote>
            <figcaption className="founders__names">— {founders.names}</figcaption>
          </div>
        </figure>
      </div>
    </section>
  );
}
