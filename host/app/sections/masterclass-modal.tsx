/**
 * The masterclass invitation (docs/product.md#landing-sections "masterclass modal"): a small promo band whose button opens a
 * native modal `<dialog>` that invites to the free masterclass and links to `/masterclass` with the
 * page's query string (campaign parameters such as `fbclid` or `utm_*` travel on).
 *
 * Also home of the site's dialog shell (`useDialog`, `DialogFrame`), shared with the enrolment
 * modal: `showModal()` (focus moves in, the rest of the page is inert, Escape closes), labelled by
 * its heading, a visible close button first in the tab order, a click on the backdrop closes, and
 * focus goes back to the element that opened it.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useContent } from '../content';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';
import { useNow } from '../site';
import { DATE_TIME_WITH_ZONE, formatDateTime } from '../../../src/data/date-time';
import { browserZone } from '../../../src/contracts/time-zone';
import { invokerOf } from '../../../src/ui/invoker';

/** A native modal dialog's handle: its ref, open (remembering the opener), close (optionally keeping focus where it lands). */
export interface DialogHandle {
  readonly ref: RefObject<HTMLDialogElement | null>;
  open(opener?: Element | null): void;
  close(options?: { returnFocus?: boolean }): void;
  /** The dialog's `close` event: focus back to the opener. */
  onClose(): void;
}

export function useDialog(): DialogHandle {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(true);
  const open = useCallback((from?: Element | null) => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const active = from ?? document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
    returnFocus.current = true;
    dialog.showModal();
  }, []);
  const close = useCallback((options?: { returnFocus?: boolean }) => {
    returnFocus.current = options?.returnFocus ?? true;
    ref.current?.close();
  }, []);
  const onClose = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (returnFocus.current && target?.isConnected) target.focus();
  }, []);
  return { ref, open, close, onClose };
}

export const FRAME_COPY = { es: { close: 'Cerrar' }, en: { close: 'Close' } } as const;

/** The dialog element and its frame: close button, heading (the dialog's name), body. */
export function DialogFrame({
  dialog,
  title,
  className,
  children,
}: {
  dialog: DialogHandle;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const t = useCopy(FRAME_COPY);
  const titleId = useId();
  return (
    <dialog
      ref={dialog.ref}
      className={`site-dialog ${className}`}
      aria-labelledby={titleId}
      onClose={dialog.onClose}
      // A click on the backdrop lands on the dialog itself (the frame fills its box).
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.close();
      }}
    >
      <div className="site-dialog__frame">
        <button type="button" className="site-dialog__close" aria-label={t.close} onClick={() => dialog.close()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="site-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

export const COPY = {
  es: {
    eyebrow: 'Masterclass gratuita',
    title: 'Prueba una clase antes de decidir',
    lead: 'Una clase en vivo y gratuita para que veas cómo se aprende en el bootcamp y resuelvas tus dudas.',
    open: 'Reserva tu lugar en la masterclass gratuita',
    dialogTitle: 'Masterclass gratuita en vivo',
    intro: 'En una hora te mostramos cómo es aprender a programar con nosotros, sin compromiso:',
    points: [
      'Cómo es una clase en vivo del bootcamp y cómo trabajas con tu mentor.',
      'Qué hace un desarrollador Full Stack y qué necesitas para empezar desde cero.',
      'Tu ruta de 16 semanas, proyecto por proyecto.',
      'Preguntas y respuestas en vivo.',
    ],
    next: 'Próxima masterclass:',
    noDate: 'Reserva tu lugar y te avisamos la fecha de la próxima.',
    cta: 'Reservar mi lugar gratis',
    later: 'Ahora no',
  },
  en: {
    eyebrow: 'Free masterclass',
    title: 'Try a class before you decide',
    lead: 'A free live class to see how you learn in the bootcamp and get your questions answered.',
    open: 'Save your seat at the free masterclass',
    dialogTitle: 'Free live masterclass',
    intro: 'In one hour we show you what learning to code with us is like, no strings attached:',
    points: [
      'What a live bootcamp class is like and how you work with your mentor.',
      'What a Full Stack developer does and what you need to start from zero.',
      'Your 16-week path, project by project.',
      'Live questions and answers.',
    ],
    next: 'Next masterclass:',
    noDate: "Save your seat and we'll let you know the date of the next one.",
    cta: 'Save my free seat',
    later: 'Not now',
  },
} as const;

/** The earliest masterclass still ahead of `now`, or undefined. */
export function nextMasterclass(instants: readonly string[], now: number): string | undefined {
  return instants.filter((at) => Date.parse(at) > now).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

const noSubscription = () => () => {};

export function MasterclassModal() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { search } = useLocation();
  // The server renders pages without the campaign tags of their address (they are cached by path),
  // so the link carries them on only once the page has hydrated in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { schedule } = useContent();
  const now = useNow();
  const dialog = useDialog();
  const headingId = useId();
  const next = nextMasterclass(schedule.masterclasses, now);

  // The date is written in the browser only, when the dialog first opens: in the visitor's own zone
  // with its short name ('19:00 GMT-5', '7:00 PM EST'; the school's zone where the browser names
  // none), which the server cannot know. Not sooner: a page's first Intl formatter builds the
  // engine's locale table (60–100 ms on a phone), which a visitor who never opens it never pays.
  const [opened, setOpened] = useState(false);
  const nextText =
    opened && next
      ? formatDateTime(Date.parse(next), DATE_TIME_WITH_ZONE, { lang, timeZone: browserZone() ?? schedule.timeZone })
      : undefined;
  const { open: openDialog } = dialog;
  const open = useCallback(
    (opener: Element | null) => {
      setOpened(true);
      openDialog(opener);
    },
    [openDialog],
  );

  // Other parts of the page may open it too: any element with data-open-masterclass.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = invokerOf(event, 'data-open-masterclass');
      if (!opener) return;
      event.preventDefault();
      open(opener);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  return (
    <section className="section masterclass-modal" aria-labelledby={headingId}>
      <div className="container">
        <div className="masterclass-modal__band">
          <svg className="masterclass-modal__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
            <rect x="6" y="12" width="52" height="34" rx="4" fill="#eef2ff" stroke="#4338ca" strokeWidth="2.5" />
            <path d="M27 22v14l12-7z" fill="#4338ca" />
            <path d="M22 54h20M32 46v8" stroke="#4338ca" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <div className="masterclass-modal__text">
            <span className="eyebrow">{t.eyebrow}</span>
            <h2 id={headingId} className="masterclass-modal__title">
              {t.title}
            </h2>
            <p className="masterclass-modal__lead">{t.lead}</p>
          </div>
          <button type="button" className="btn masterclass-modal__open" onClick={(event) => open(event.currentTarget)}>
            {t.open}
          </button>
        </div>
      </div>
      <DialogFrame dialog={dialog} title={t.dialogTitle} className="masterclass-modal__dialog">
        <p>{t.intro}</p>
        <ul className="masterclass-modal__points">
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="masterclass-modal__date">
          {next && nextText ? (
            <>
              <strong>{t.next}</strong> {nextText}
            </>
          ) : (
            t.noDate
          )}
        </p>
        <div className="site-dialog__actions">
          <a className="btn" href={paths.masterclass(lang, hydrated ? search : '')}>
            {t.cta}
          </a>
          <button type="button" className="btn btn--secondary" onClick={() => dialog.close()}>
            {t.later}
          </button>
        </div>
      </DialogFrame>
    </section>
  );
}
