/**
 * FAQ (docs/product.md#faq, anchor #preguntas-frecuentes): the questions a visitor asks before enrolling,
 * as an accordion after the WAI-ARIA APG accordion pattern: headers are `<h3><button>` with
 * `aria-expanded` / `aria-controls`, panels are regions labelled by their header. One item open at
 * a time, none open at start, activating the open one closes it; Enter and Space toggle (native
 * buttons), ArrowUp / ArrowDown / Home / End move focus between headers.
 *
 * The job-role answer names the role of the bootcamp (docs/product.md#job-roles); a bootcamp without one (Flutter)
 * gets the answer without that sentence. Facts given by the product contract (16 weeks, 70 % partial
 * scholarship, 30-day guarantee, live and recorded classes, lifetime access, mentor, certificate)
 * are stated as the product contract states them; prices are the business's and live in the pricing section, so
 * the answers point there; the instalment answer is built from the pricing's plans.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_BOOTCAMP, jobRole } from '../../../src/data/bootcamps';
import { useCopy, useLang, type Lang } from '../i18n';
import { moneyFormat } from '../../../src/i18n/money';
import { useContent, type InstalmentPlan } from '../content';
import { paths } from '../routes';
import { SectionHead } from '../layout/section-head';

/** One question and its answer (the answer may hold links and buttons). */
export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

const COPY = {
  es: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que suelen preguntarnos antes de empezar',
    lead: 'Si tu duda no está aquí, escríbenos y te respondemos.',
    more: '¿Tienes otra pregunta?',
    talk: 'Habla con un asesor',
  },
  en: {
    eyebrow: 'FAQ',
    title: 'What people ask us before they start',
    lead: "If your question isn't here, get in touch and we'll answer it.",
    more: 'Got another question?',
    talk: 'Talk to an advisor',
  },
} as const;

/**
 * The instalment answer, from the pricing's plans: what they are ('hasta 3 cuotas de US$ 167 o de
 * S/ 500 en Perú'), or that payment is in one go when the pricing offers none, so the FAQ never
 * promises a plan the pricing block does not show.
 */
function instalmentAnswer(lang: Lang, plans: readonly InstalmentPlan[], pricing: string): ReactNode {
  // As a Peruvian page writes them in Spanish ('US$ 167', 'S/ 500'); '$167' in US English.
  const amount = (p: InstalmentPlan) =>
    moneyFormat(p.currency, lang === 'en' && p.currency === 'USD' ? 'US' : 'PE', lang, [p.amount]).format(p.amount);
  const usd = plans.find((p) => p.currency === 'USD');
  const pen = plans.find((p) => p.currency === 'PEN');
  const count = Math.max(...plans.map((p) => p.count));
  if (lang === 'en') {
    if (!plans.length)
      return (
        <p>
          Payment is in full for now, online by card; the <a href={pricing}>pricing section</a> shows the price in your country.
        </p>
      );
    const which = [usd && `${amount(usd)}`, pen && `${amount(pen)} in Peru`].filter(Boolean).join(' or ');
    return (
      <p>
        Yes. Besides paying in full, you can pay in up to {count} installments of {which}; the <a href={pricing}>pricing section</a> shows
        the plan for your country. You pay online by card.
      </p>
    );
  }
  if (!plans.length)
    return (
      <p>
        Por ahora el pago es único, en línea con tarjeta; en la <a href={pricing}>sección de precios</a> ves el precio de tu país.
      </p>
    );
  const which = [usd && `${amount(usd)}`, pen && `${amount(pen)} en Perú`].filter(Boolean).join(' o de ');
  return (
    <p>
      Sí. Además del pago único puedes pagar en hasta {count} cuotas de {which}; en la <a href={pricing}>sección de precios</a> ves el plan
      de tu país. El pago es en línea con tarjeta.
    </p>
  );
}

/**
 * The questions and answers in `lang`, with the job role of `bootcamp` (docs/product.md#job-roles) and the pricing's
 * instalment plans. `elsewhere`: shown on a page without the pricing and the start dates, so the
 * answers link to them on the landing.
 */
export function faqItems(
  lang: Lang,
  bootcamp: string = DEFAULT_BOOTCAMP,
  plans: readonly InstalmentPlan[] = [],
  elsewhere = false,
): FaqItem[] {
  const role = jobRole(bootcamp, lang);
  const on = elsewhere ? paths.home(lang) : '';
  const pricing = `${on}${paths.anchors.pricing}`;
  const dates = `${on}${paths.anchors.dates}`;
  const refund = paths.refund(lang);
  if (lang === 'en') {
    return [
      {
        id: 'duration',
        question: 'How long is the bootcamp?',
        answer: <p>16 weeks (4 months), with 2 live classes every week plus asynchronous practice you do at your own pace.</p>,
      },
      {
        id: 'experience',
        question: 'Do I need programming experience?',
        answer: (
          <p>
            No. The bootcamp is designed for beginners and career changers: we start from zero, step by step. There is no age limit and no
            degree required.
          </p>
        ),
      },
      {
        id: 'schedule',
        question: 'When are the classes? What if I miss one?',
        answer: (
          <p>
            Classes are live and online, twice a week, at the times of the group you choose (evening, morning or afternoon: see them in your
            time zone under <a href={dates}>start dates</a>). Every class is recorded and stays on the platform, and your access is for
            life.
          </p>
        ),
      },
      {
        id: 'price',
        question: 'How much does it cost, and how does the scholarship work?',
        answer: (
          <>
            <p>
              The partial scholarship takes 70% off the regular price. You&apos;ll find the price in your country&apos;s currency in the{' '}
              <a href={pricing}>pricing section</a>.
            </p>
            <p>
              <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
                Apply for the partial scholarship
              </button>
            </p>
          </>
        ),
      },
      {
        id: 'payment',
        question: 'Can I pay in installments?',
        answer: instalmentAnswer(lang, plans, pricing),
      },
      {
        id: 'certificate',
        question: 'Do I get a certificate?',
        answer: (
          <p>
            Yes, it&apos;s included: the Full Stack Developer digital certificate, verifiable online and by QR code, that you can add to
            your CV and LinkedIn.
          </p>
        ),
      },
      {
        id: 'job',
        question: 'Will it help me get a job?',
        answer: (
          <p>
            {role ? `You graduate ready to apply as a ${role}. ` : ''}The bootcamp includes a job placement guarantee, and you build real
            projects for your portfolio along the way. An advisor will walk you through the guarantee&apos;s terms before you enroll.
          </p>
        ),
      },
      {
        id: 'refund',
        question: "What if the bootcamp isn't for me?",
        answer: (
          <p>
            You have a 30-day satisfaction guarantee: if it isn&apos;t what you expected, ask for your money back within 30 days. Details in
            our <a href={refund}>refund policy</a>.
          </p>
        ),
      },
      {
        id: 'support',
        question: 'Will I get help during the course?',
        answer: (
          <p>
            Yes. You get an assigned mentor who reviews your weekly challenges, and a private community of students and graduates to ask
            questions and practice with.
          </p>
        ),
      },
      {
        id: 'requirements',
        question: 'What do I need to start?',
        answer: (
          <p>
            A computer (Windows, macOS or Linux) with a steady internet connection, and a few hours a week. The tools we use are free; you
            don&apos;t need to buy any software.
          </p>
        ),
      },
    ];
  }
  return [
    {
      id: 'duration',
      question: '¿Cuánto dura el bootcamp?',
      answer: <p>16 semanas (4 meses), con 2 clases en vivo cada semana más práctica asíncrona que haces a tu ritmo.</p>,
    },
    {
      id: 'experience',
      question: '¿Necesito experiencia previa en programación?',
      answer: (
        <p>
          No. El bootcamp está pensado para principiantes y para quienes cambian de carrera: empezamos desde cero, paso a paso. No hay
          límite de edad ni necesitas un título.
        </p>
      ),
    },
    {
      id: 'schedule',
      question: '¿En qué horario son las clases? ¿Y si me pierdo una?',
      answer: (
        <p>
          Las clases son en vivo y en línea, dos veces por semana, en el horario del grupo que elijas (noche, mañana o tarde: míralos en tu
          hora local en <a href={dates}>fechas de inicio</a>). Todas quedan grabadas en la plataforma y tu acceso es de por vida.
        </p>
      ),
    },
    {
      id: 'price',
      question: '¿Cuánto cuesta y cómo funciona la beca?',
      answer: (
        <>
          <p>
            La beca parcial descuenta el 70 % del precio regular. Encuentras el precio en la moneda de tu país en la{' '}
            <a href={pricing}>sección de precios</a>.
          </p>
          <p>
            <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
              Solicitar mi beca parcial
            </button>
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      question: '¿Puedo pagar en cuotas?',
      answer: instalmentAnswer(lang, plans, pricing),
    },
    {
      id: 'certificate',
      question: '¿Recibo un certificado?',
      answer: (
        <p>
          Sí, está incluido: el certificado digital Full Stack Developer, verificable en línea y con código QR, que puedes sumar a tu CV y a
          LinkedIn.
        </p>
      ),
    },
    {
      id: 'job',
      question: '¿Me ayudan a conseguir trabajo?',
      answer: (
        <p>
          {role ? `Terminas listo para postular como ${role}. ` : ''}El bootcamp incluye garantía de empleabilidad y, durante el curso,
          construyes proyectos reales para tu portafolio. Un asesor te explica las condiciones de la garantía antes de que te inscribas.
        </p>
      ),
    },
    {
      id: 'refund',
      question: '¿Y si el bootcamp no es para mí?',
      answer: (
        <p>
          Tienes 30 días de garantía de satisfacción: si no es lo que esperabas, pide la devolución de tu dinero dentro de esos 30 días. Los
          detalles, en nuestra <a href={refund}>política de reembolso</a>.
        </p>
      ),
    },
    {
      id: 'support',
      question: '¿Tendré ayuda durante el curso?',
      answer: (
        <p>
          Sí. Tienes un mentor asignado que corrige tus retos semanales y una comunidad privada de estudiantes y egresados para resolver
          dudas y practicar.
        </p>
      ),
    },
    {
      id: 'requirements',
      question: '¿Qué necesito para empezar?',
      answer: (
        <p>
          Una computadora (Windows, macOS o Linux) con conexión estable a internet y unas horas a la semana. Las herramientas que usamos son
          gratuitas: no necesitas comprar ningún programa.
        </p>
      ),
    },
  ];
}

/** The questions a customer who has already paid has no use for: the price, the scholarship and the instalments. */
const SALES_ITEMS: ReadonlySet<string> = new Set(['price', 'payment']);

/**
 * The landing's FAQ; `bootcamp` picks the job role of the job answer (the landing's is `fullstack`).
 * `customer` (the page after paying): the answers about the course only, and no call to an advisor.
 */
export function Faq({ bootcamp = DEFAULT_BOOTCAMP, customer = false }: { bootcamp?: string; customer?: boolean }) {
  const t = useCopy(COPY);
  const lang = useLang();
  const { instalments = [] } = useContent();
  const items = faqItems(lang, bootcamp, instalments, customer).filter((item) => !customer || !SALES_ITEMS.has(item.id));
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  const headers = useRef<Array<HTMLButtonElement | null>>([]);
  const titleId = `${base}title`;

  // APG accordion: arrows wrap, Home/End go to the first/last header; other keys keep their default.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <section id="preguntas-frecuentes" className="section section--alt faq" aria-labelledby={titleId}>
      <div className="container">
        <SectionHead id={titleId} eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <div className="faq__list">
          {items.map((item, index) => {
            const expanded = open === item.id;
            const headerId = `${base}h-${item.id}`;
            const panelId = `${base}p-${item.id}`;
            return (
              <div key={item.id} className={expanded ? 'faq__item faq__item--open' : 'faq__item'}>
                <h3 className="faq__heading">
                  <button
                    ref={(node) => {
                      headers.current[index] = node;
                    }}
                    type="button"
                    id={headerId}
                    className="faq__trigger"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : item.id)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span className="faq__question">{item.question}</span>
                    <svg className="faq__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                      <path
                        d="M6 9l6 6 6-6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={headerId} className="faq__panel" hidden={!expanded}>
                  <div className="faq__answer">{item.answer}</div>
                </div>
              </div>
            );
          })}
        </div>
        {!customer && (
          <p className="faq__more">
            <span>{t.more}</span>{' '}
            <button type="button" className="btn btn--secondary" data-open-enrolment="">
              {t.talk}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
