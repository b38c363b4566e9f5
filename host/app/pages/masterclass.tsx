/**
 * The masterclass page (`/masterclass`, `/webinar`): registration for the next free live class.
 * The date comes from content/schedule.json `masterclasses` (the earliest still ahead); the
 * registration is the scholarship modal as the masterclass form (`topic="masterclass"`): a
 * `masterclass` lead carrying that instant. With no date published the page says so and still
 * takes the registration, without a date (to be told of the next one), and offers the partial
 * scholarship beside it. The header shows its masterclass variant (the path contains
 * "masterclass" / "webinar").
 */
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { fill, useCopy, useLang } from '../i18n';
import { localMasterclassText, masterclassText, nextMasterclass } from '../lib/masterclass-date';
import { useVisitorZone } from '../lib/visitor-zone';
import { PageWidgets } from '../lib/page-widgets';
import { useNow } from '../site';

export const COPY = {
  es: {
    eyebrow: 'Masterclass gratuita',
    title: 'Masterclass gratuita: tu primera app en vivo',
    lead: 'Una clase en vivo con un instructor del bootcamp: qué hace un developer, cómo se aprende y cómo es el bootcamp por dentro.',
    next: 'Próxima masterclass',
    noDate: 'La fecha de la próxima masterclass se anunciará pronto.',
    yourTime: 'En tu hora: {when}',
    noDateLead: 'Déjanos tus datos y te avisaremos cuando haya fecha. También puedes solicitar tu beca parcial hoy mismo.',
    facts: ['En vivo, por internet', 'Gratuita', 'Unos 60 minutos', 'Sin experiencia previa'],
    register: 'Reservar mi lugar gratis',
    registerNoDate: 'Avísame de la próxima fecha',
    scholarship: 'Solicitar mi beca parcial',
    privacy: 'Usamos tus datos solo para enviarte el acceso y la información del bootcamp.',
    taughtTitle: 'Lo que vas a ver en la clase',
    taught: [
      ['Tu primera app en vivo', 'Construimos juntos una pequeña aplicación web con HTML, CSS y JavaScript, paso a paso.'],
      ['Qué hace un developer', 'Frontend, backend y full stack: en qué trabaja cada uno y cuánto se paga en tu país.'],
      ['Cómo se aprende en el bootcamp', 'Clases en vivo, el mentor que corrige tus retos cada semana y los proyectos reales.'],
      ['Tu ruta de 16 semanas', 'El plan completo, de cero a tu portafolio, y la beca parcial del 70%.'],
      ['Preguntas en vivo', 'Resuelve tus dudas con el instructor al final de la clase.'],
    ],
    forTitle: 'Para quién es',
    forText:
      'Para quien nunca programó y quiere saber si esto es para sí, para quien cambia de carrera y para quien ya empezó solo y quiere un camino ordenado.',
  },
  en: {
    eyebrow: 'Free masterclass',
    title: 'Free masterclass: your first app, live',
    lead: 'A live class with a bootcamp instructor: what a developer does, how you learn and what the bootcamp is like inside.',
    next: 'Next masterclass',
    noDate: 'The date of the next masterclass will be announced soon.',
    yourTime: 'Your time: {when}',
    noDateLead: 'Leave your details and we will let you know when there is a date. You can also apply for your partial scholarship today.',
    facts: ['Live, online', 'Free', 'About 60 minutes', 'No experience needed'],
    register: 'Save my free seat',
    registerNoDate: 'Tell me the next date',
    scholarship: 'Apply for my partial scholarship',
    privacy: 'We only use your details to send you the access link and information about the bootcamp.',
    taughtTitle: "What you'll see in the class",
    taught: [
      ['Your first app, live', 'We build a small web app together with HTML, CSS and JavaScript, step by step.'],
      ['What a developer does', 'Frontend, backend and full stack: what each one works on and what it pays in your country.'],
      ['How you learn in the bootcamp', 'Live classes, the mentor who reviews your challenges every week, and the real projects.'],
      ['Your 16-week path', 'The whole plan, from zero to your portfolio, and the 70% partial scholarship.'],
      ['Live questions', 'Get your questions answered by the instructor at the end of the class.'],
    ],
    forTitle: "Who it's for",
    forText:
      'For people who have never coded and want to know if it is for them, for career changers, and for those who started alone and want an ordered path.',
  },
} as const;

export default function Masterclass() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { schedule } = useContent();
  const next = nextMasterclass(schedule.masterclasses, useNow());
  const dateText = next ? masterclassText(next, lang) : undefined;
  // After hydration, the same instant in the visitor's own zone, where its clock reads otherwise.
  const visitor = useVisitorZone();
  const local = next && visitor ? localMasterclassText(next, visitor, lang) : undefined;
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <div className="mc">
        <section className="card mc__register" aria-labelledby="mc-next">
          <h2 id="mc-next">{next ? t.next : t.noDate}</h2>
          {!next ? <p>{t.noDateLead}</p> : null}
          {next ? (
            <p className="mc__date">
              {/* A browser whose Intl joins a date and a time otherwise keeps the server's text (and
                  the lead's `fecha`, set in the server's HTML, still says what the page says). */}
              <time dateTime={next} suppressHydrationWarning>
                {dateText}
              </time>
            </p>
          ) : null}
          {/* Its line is there from the server on, so the page does not move when it is written. */}
          {next ? <p className="mc__local">{local ? fill(t.yourTime, { when: local }) : '\u00a0'}</p> : null}
          <ul className="mc__facts">
            {t.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p className="page-actions">
            {/* The widget script's listener opens it, so it works before the page hydrates. */}
            <button type="button" className="btn" data-embudo-open="masterclass" data-cta="masterclass-register">
              {next ? t.register : t.registerNoDate}
            </button>
            {/* What the sentence above offers while there is no date. */}
            {!next ? (
              <button type="button" className="btn btn--secondary" data-embudo-open="scholarship" data-cta="masterclass-scholarship">
                {t.scholarship}
              </button>
            ) : null}
          </p>
          <p className="mc__privacy">{t.privacy}</p>
        </section>
        <section aria-labelledby="mc-taught">
          <h2 id="mc-taught">{t.taughtTitle}</h2>
          <ol className="mc__taught">
            {t.taught.map(([title, text]) => (
              <li key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="mc-for">
          <h2 id="mc-for">{t.forTitle}</h2>
          <p>{t.forText}</p>
        </section>
      </div>
      <PageWidgets webinarDate={dateText} />
      {/* The registration: a masterclass lead for this class (or, with none, to hear of the next).
          After the page's scholarship modal, so `data-embudo-open="scholarship"` opens that one. */}
      <embudo-scholarship-modal topic="masterclass" masterclass-at={next} lang={lang} />
    </InfoPage>
  );
}
