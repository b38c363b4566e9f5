/**
 * The bootcamp at a glance (docs/product.md#landing-sections): four summary cards (16 weeks, 4–6 h a
 * week, 2 live classes of 4 h a week plus 4 h asynchronous, level 'Sin experiencia'), the
 * certificate image that opens the certificate modal (docs/product.md#modals 3; the year in its name
 * from content/site.json `certificateYear`), and the 'Plan del BootCamp' button that opens the
 * brochure widget's modal.
 */
import { useCallback, useEffect, useId, useRef, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useContent } from '../content';
import { fill, useCopy } from '../i18n';

export const COPY = {
  es: {
    title: 'El bootcamp en resumen',
    cards: [
      { value: '16 semanas', label: 'Duración', detail: '4 meses de formación intensiva' },
      { value: '4–6 h', label: 'Dedicación semanal', detail: 'Compatible con tu trabajo o estudios' },
      { value: '2 clases en vivo', label: 'Cada semana', detail: '4 h en vivo por semana + 4 h asíncronas' },
      { value: 'Sin experiencia', label: 'Nivel', detail: 'Empiezas desde cero, paso a paso' },
    ],
    certEyebrow: 'Certificado incluido',
    certTitle: 'Certificado Oficial Full Stack Developer {year}',
    certText: 'Al terminar recibes un certificado digital que puedes compartir en LinkedIn y verificar en línea.',
    certOpen: 'Ver el certificado',
    certImageAlt: 'Certificado Oficial Full Stack Developer {year}: diploma con sello, firmas y código QR de verificación',
    certZoom: 'Ampliar el certificado',
    claims: [
      'Verificable en línea',
      'Reconocido por empresas tecnológicas de Latinoamérica',
      'Verificación con código QR',
      'Credencial digital',
    ],
    close: 'Cerrar',
    brochure: 'Plan del BootCamp',
  },
  en: {
    title: 'The bootcamp at a glance',
    cards: [
      { value: '16 weeks', label: 'Duration', detail: '4 months of intensive training' },
      { value: '4–6 h', label: 'Weekly commitment', detail: 'Fits around your job or studies' },
      { value: '2 live classes', label: 'Every week', detail: '4 h live per week + 4 h asynchronous' },
      { value: 'No experience', label: 'Level', detail: 'Start from zero, step by step' },
    ],
    certEyebrow: 'Certificate included',
    certTitle: 'Official Full Stack Developer Certificate {year}',
    certText: 'When you finish you get a digital certificate you can share on LinkedIn and verify online.',
    certOpen: 'View the certificate',
    certImageAlt: 'Official Full Stack Developer Certificate {year}: diploma with seal, signatures and a verification QR code',
    certZoom: 'Enlarge the certificate',
    claims: ['Verifiable online', 'Recognized by Latin American tech companies', 'QR code verification', 'Digital credential'],
    close: 'Close',
    brochure: 'Bootcamp Plan',
  },
} as const;

/** Inline icons of the four cards (decorative). */
const ICONS: readonly ReactNode[] = [
  // calendar
  <path key="a" d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm3 8h2m4 0h2m-8 4h2" />,
  // clock
  <path key="b" d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  // live video
  <path key="c" d="M15 10l5-3v10l-5-3M4 6h11v12H4zM7.5 10.5h0" />,
  // sprout
  <path key="d" d="M12 20v-8m0 0c0-4-3-6-7-6 0 4 3 6 7 6Zm0-1c0-3 2.5-5 6-5 0 3.5-2.5 5-6 5ZM7 20h10" />,
];

export function SummaryCards() {
  const t = useCopy(COPY);
  const year = useContent().settings.certificateYear;
  const certTitle = fill(t.certTitle, { year });
  const certImageAlt = fill(t.certImageAlt, { year });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const headingId = useId();

  const open = useCallback((event: ReactMouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    dialogRef.current?.showModal();
  }, []);
  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    // Escape and the close button both end in 'close': focus goes back to the button that opened it.
    const onClose = () => openerRef.current?.focus();
    // A click on the backdrop (the dialog box itself, outside its content) closes too.
    const onClick = (event: Event) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <>
      <section className="section summary" aria-labelledby="summary-title">
        <div className="container">
          <h2 id="summary-title" className="visually-hidden">
            {t.title}
          </h2>
          <ul className="summary__cards" role="list">
            {t.cards.map((card, i) => (
              <li key={card.label} className="card summary__card">
                <svg className="summary__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  {ICONS[i]}
                </svg>
                <div>
                  <p className="summary__label">{card.label}</p>
                  <p className="summary__value">{card.value}</p>
                  <p className="summary__detail">{card.detail}</p>
                </div>
              </li>
            ))}
          </ul>

          <div className="summary__cert">
            <button type="button" className="summary__cert-thumb" onClick={open} aria-label={t.certZoom}>
              <img src="/img/summary-cards/certificate.svg" width="480" height="340" alt={certImageAlt} />
              <span className="summary__cert-zoom" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <path d="M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21M10.5 7.5v6m-3-3h6" />
                </svg>
              </span>
            </button>
            <div className="summary__cert-body">
              <p className="eyebrow">{t.certEyebrow}</p>
              <h3 className="summary__cert-title">{certTitle}</h3>
              <p className="summary__cert-text">{t.certText}</p>
              <ul className="summary__claims" role="list">
                {t.claims.map((claim) => (
                  <li key={claim}>
                    <Check />
                    {claim}
                  </li>
                ))}
              </ul>
              <div className="summary__actions">
                <button type="button" className="btn btn--secondary" data-embudo-open="brochure">
                  {t.brochure}
                </button>
                <button type="button" className="summary__link" onClick={open}>
                  {t.certOpen}
                </button>
              </div>
            </div>
          </div>
        </div>
      </section>

      <dialog ref={dialogRef} className="summary__dialog" aria-labelledby={headingId}>
        <div className="summary__dialog-head">
          <h2 id={headingId} className="summary__dialog-title">
            {certTitle}
          </h2>
          <button type="button" className="summary__close" onClick={close} aria-label={t.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <img
          className="summary__dialog-img"
          src="/img/summary-cards/certificate.svg"
          width="480"
          height="340"
          alt={certImageAlt}
          loading="lazy"
        />
        <ul className="summary__claims summary__claims--dialog" role="list">
          {t.claims.map((claim) => (
            <li key={claim}>
              <Check />
              {claim}
            </li>
          ))}
        </ul>
      </dialog>
    </>
  );
}

function Check() {
  return (
    <svg className="summary__check" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" />
      <path d="m6 10.2 2.6 2.6L14 7.5" />
    </svg>
  );
}
