/**
 * The enrolment modal (docs/product.md#modals "enrolment modal"): for the visitor who would rather talk before
 * paying. Any element with `data-open-enrolment` opens it (one listener on the document, so a
 * section need not know this component). It lists the ways to enrol: pay online (the #empezar
 * enrolment target), leave details for an advisor (the scholarship widget, through
 * `data-embudo-open`), or write by chat / email once the business has set its real contact details
 * (content/site.json without `placeholder`).
 */
import { useEffect } from 'react';
import { CHAT_GREETINGS } from '../../../src/data/contact';
import { invokerOf } from '../../../src/ui/invoker';
import { useContent } from '../content';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';
import { DialogFrame, useDialog } from './masterclass-modal';
import { chatHref, openChat } from '../lib/chat';

export const COPY = {
  es: {
    title: '¿Prefieres hablar antes de inscribirte?',
    intro: 'Elige el camino que te quede mejor:',
    payTitle: 'Inscríbete en línea',
    payText: 'Elige tu fecha de inicio y paga con tarjeta en pocos minutos.',
    pay: 'Ir a la inscripción',
    advisorTitle: 'Habla con un asesor',
    advisorText: 'Solicita tu beca parcial y un asesor te contacta para resolver tus dudas.',
    advisor: 'Quiero que me contacten',
    chatTitle: 'Escríbenos por chat',
    chatText: 'Te respondemos por WhatsApp en horario de atención.',
    chat: 'Abrir el chat',
    newTab: '(se abre en otra pestaña)',
    email: 'O escríbenos a',
  },
  en: {
    title: 'Prefer to talk before you enroll?',
    intro: 'Pick what suits you best:',
    payTitle: 'Enroll online',
    payText: 'Choose your start date and pay by card in a few minutes.',
    pay: 'Go to enrollment',
    advisorTitle: 'Talk to an advisor',
    advisorText: 'Apply for the partial scholarship and an advisor will get in touch to answer your questions.',
    advisor: 'Have an advisor contact me',
    chatTitle: 'Message us',
    chatText: 'We answer on WhatsApp during business hours.',
    chat: 'Open the chat',
    newTab: '(opens in a new tab)',
    email: 'Or email us at',
  },
} as const;

export function EnrolmentModal() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { settings } = useContent();
  const dialog = useDialog();
  const contact = !settings.placeholder;

  const { open } = dialog;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = invokerOf(event, 'data-open-enrolment');
      if (!opener) return;
      event.preventDefault();
      open(opener);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  return (
    <DialogFrame dialog={dialog} title={t.title} className="enrolment-modal">
      <p className="enrolment-modal__intro">{t.intro}</p>
      <ul className="enrolment-modal__options">
        <li className="enrolment-modal__option">
          <h3 className="enrolment-modal__option-title">{t.payTitle}</h3>
          <p>{t.payText}</p>
          {/* Focus lands on the enrolment section, not back on the opener. */}
          <a className="btn" href={paths.anchors.start} onClick={() => dialog.close({ returnFocus: false })}>
            {t.pay}
          </a>
        </li>
        <li className="enrolment-modal__option">
          <h3 className="enrolment-modal__option-title">{t.advisorTitle}</h3>
          <p>{t.advisorText}</p>
          {/* Closes this dialog first (top layer), then the scholarship widget's page listener opens its modal. */}
          <button type="button" className="btn btn--secondary" data-embudo-open="scholarship" onClick={() => dialog.close()}>
            {t.advisor}
          </button>
        </li>
        {contact && (
          <li className="enrolment-modal__option">
            <h3 className="enrolment-modal__option-title">{t.chatTitle}</h3>
            <p>{t.chatText}</p>
            <a
              className="btn btn--secondary"
              href={chatHref(settings.chatPhone, CHAT_GREETINGS.general[lang], false)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => openChat(e, settings.chatPhone, CHAT_GREETINGS.general[lang], 'enrolment-modal')}
            >
              {t.chat} <span className="visually-hidden">{t.newTab}</span>
            </a>
          </li>
        )}
      </ul>
      {contact && (
        <p className="enrolment-modal__email">
          {t.email} <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </p>
      )}
    </DialogFrame>
  );
}
