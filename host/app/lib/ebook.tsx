/**
 * A free guide (ebook) page body: what it covers, the brochure-style lead form (the
 * `<embudo-brochure-modal>`, name and email), then the download — the full guide on the page,
 * ready to read or save as PDF with the browser's print dialog (nothing to fetch from elsewhere).
 * The unlock is remembered in localStorage (`storageKey`), so a returning visitor goes straight
 * to the download.
 */
import { useEffect, useRef, useState } from 'react';
import { PageWidgets } from './page-widgets';

export interface Chapter {
  readonly title: string;
  readonly summary: string;
  readonly body: readonly string[];
}

export interface EbookCopy {
  readonly coversTitle: string;
  readonly chapters: readonly Chapter[];
  readonly formTitle: string;
  readonly formText: string;
  readonly cta: string;
  readonly readyTitle: string;
  readonly readyText: string;
  readonly print: string;
  readonly nextTitle: string;
  readonly nextText: string;
  readonly scholarship: string;
}

/** The texts of the download form and the unlocked guide, the same for every guide. */
export const EBOOK_FORM = {
  es: {
    formTitle: 'Descarga la guía gratis',
    formText: 'Déjanos tu nombre y email y la guía se abre aquí mismo, lista para leer o guardar en PDF. También te la enviamos por email.',
    cta: 'Descargar la guía',
    readyTitle: 'Tu guía está lista',
    readyText: 'Léela aquí abajo o guárdala en PDF con el botón (elige "Guardar como PDF" en la ventana de impresión).',
    print: 'Descargar en PDF',
    scholarship: 'Solicitar mi beca parcial',
  },
  en: {
    formTitle: 'Download the guide for free',
    formText: 'Leave your name and email and the guide opens right here, ready to read or save as PDF. We also email it to you.',
    cta: 'Download the guide',
    readyTitle: 'Your guide is ready',
    readyText: 'Read it below or save it as a PDF with the button (choose "Save as PDF" in the print window).',
    print: 'Download as PDF',
    scholarship: 'Apply for my partial scholarship',
  },
} as const;

export function Ebook({ copy, storageKey }: { copy: EbookCopy; storageKey: string }) {
  const [unlocked, setUnlocked] = useState(false);
  const ready = useRef<HTMLHeadingElement>(null);
  const justUnlocked = useRef(false);
  useEffect(() => {
    try {
      if (localStorage.getItem(storageKey) === '1') setUnlocked(true);
    } catch {
      // no storage: the form is shown again next time
    }
  }, [storageKey]);
  useEffect(() => {
    if (unlocked && justUnlocked.current) ready.current?.focus();
  }, [unlocked]);
  const unlock = () => {
    justUnlocked.current = true;
    setUnlocked(true);
    try {
      localStorage.setItem(storageKey, '1');
    } catch {
      // see above
    }
  };

  return (
    <>
      <section aria-labelledby="ebook-covers" className="ebook__covers">
        <h2 id="ebook-covers">{copy.coversTitle}</h2>
        <ol className="ebook__toc">
          {copy.chapters.map((chapter) => (
            <li key={chapter.title}>
              <strong>{chapter.title}</strong>
              <span>{chapter.summary}</span>
            </li>
          ))}
        </ol>
      </section>
      {unlocked ? (
        <section aria-labelledby="ebook-ready" className="ebook__book">
          <div className="card ebook__ready no-print">
            <h2 id="ebook-ready" ref={ready} tabIndex={-1}>
              {copy.readyTitle}
            </h2>
            <p>{copy.readyText}</p>
            <p className="page-actions">
              <button type="button" className="btn" onClick={() => window.print()}>
                {copy.print}
              </button>
            </p>
          </div>
          {copy.chapters.map((chapter, i) => (
            <article key={chapter.title} className="ebook__chapter">
              <h3>
                {i + 1}. {chapter.title}
              </h3>
              {chapter.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
          ))}
          <div className="card ebook__next no-print">
            <h3>{copy.nextTitle}</h3>
            <p>{copy.nextText}</p>
            <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
              {copy.scholarship}
            </button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="ebook-form" className="card ebook__form">
          <h2 id="ebook-form">{copy.formTitle}</h2>
          <p>{copy.formText}</p>
          <p className="page-actions">
            <button type="button" className="btn" data-embudo-open="brochure" data-cta="guide-download">
              {copy.cta}
            </button>
          </p>
        </section>
      )}
      <PageWidgets brochure onBrochureLead={unlock} />
    </>
  );
}
