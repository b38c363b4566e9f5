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
import { fill, useLang, type Lang, type Texts } from '../i18n';
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

/**
 * One paragraph of an answer: text whose `[label](target)` are links (target: `pricing`, `dates` or
 * `refund`, resolved for the page), or the button that opens the scholarship form.
 */
type Paragraph = string | { readonly button: string };

interface Question {
  readonly question: string;
  readonly answer: readonly Paragraph[];
}

/**
 * The section's texts and its questions, in the order shown. `{role}` is the job role's sentence
 * (`role`, empty for a bootcamp without one); the `payment` answer is for a pricing with instalment
 * plans (`{count}` the most instalments, `{which}` their amounts joined with `or`, the Peruvian one
 * with `peru`), `payInFull` for one without.
 */
export const FAQ_TEXTS = {
  es: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que suelen preguntarnos antes de empezar',
    lead: 'Si tu duda no está aquí, escríbenos y te respondemos.',
    more: '¿Tienes otra pregunta?',
    talk: 'Habla con un asesor',
    role: 'Terminas listo para postular como {role}. ',
    peru: '{amount} en Perú',
    or: ' o de ',
    payInFull: 'Por ahora el pago es único, en línea con tarjeta; en la [sección de precios](pricing) ves el precio de tu país.',
    questions: {
      duration: {
        question: '¿Cuánto dura el bootcamp?',
        answer: ['16 semanas (4 meses), con 2 clases en vivo cada semana más práctica asíncrona que haces a tu ritmo.'],
      },
      experience: {
        question: '¿Necesito experiencia previa en programación?',
        answer: [
          'No. El bootcamp está pensado para principiantes y para quienes cambian de carrera: empezamos desde cero, paso a paso. No hay límite de edad ni necesitas un título.',
        ],
      },
      schedule: {
        question: '¿En qué horario son las clases? ¿Y si me pierdo una?',
        answer: [
          'Las clases son en vivo y en línea, dos veces por semana, en el horario del grupo que elijas (noche, mañana o tarde: míralos en tu hora local en [fechas de inicio](dates)). Todas quedan grabadas en la plataforma y tu acceso es de por vida.',
        ],
      },
      price: {
        question: '¿Cuánto cuesta y cómo funciona la beca?',
        answer: [
          'La beca parcial descuenta el 70 % del precio regular. Encuentras el precio en la moneda de tu país en la [sección de precios](pricing).',
          { button: 'Solicitar mi beca parcial' },
        ],
      },
      payment: {
        question: '¿Puedo pagar en cuotas?',
        answer: [
          'Sí. Además del pago único puedes pagar en hasta {count} cuotas de {which}; en la [sección de precios](pricing) ves el plan de tu país. El pago es en línea con tarjeta.',
        ],
      },
      certificate: {
        question: '¿Recibo un certificado?',
        answer: [
          'Sí, está incluido: el certificado digital Full Stack Developer, verificable en línea y con código QR, que puedes sumar a tu CV y a LinkedIn.',
        ],
      },
      job: {
        question: '¿Me ayudan a conseguir trabajo?',
        answer: [
          '{role}El bootcamp incluye garantía de empleabilidad y, durante el curso, construyes proyectos reales para tu portafolio. Un asesor te explica las condiciones de la garantía antes de que te inscribas.',
        ],
      },
      refund: {
        question: '¿Y si el bootcamp no es para mí?',
        answer: [
          'Tienes 30 días de garantía de satisfacción: si no es lo que esperabas, pide la devolución de tu dinero dentro de esos 30 días. Los detalles, en nuestra [política de reembolso](refund).',
        ],
      },
      support: {
        question: '¿Tendré ayuda durante el curso?',
        answer: [
          'Sí. Tienes un mentor asignado que corrige tus retos semanales y una comunidad privada de estudiantes y egresados para resolver dudas y practicar.',
        ],
      },
      requirements: {
        question: '¿Qué necesito para empezar?',
        answer: [
          'Una computadora (Windows, macOS o Linux) con conexión estable a internet y unas horas a la semana. Las herramientas que usamos son gratuitas: no necesitas comprar ningún programa.',
        ],
      },
    },
  },
  en: {
    eyebrow: 'FAQ',
    title: 'What people ask us before they start',
    lead: "If your question isn't here, get in touch and we'll answer it.",
    more: 'Got another question?',
    talk: 'Talk to an advisor',
    role: 'You graduate ready to apply as a {role}. ',
    peru: '{amount} in Peru',
    or: ' or ',
    payInFull: 'Payment is in full for now, online by card; the [pricing section](pricing) shows the price in your country.',
    questions: {
      duration: {
        question: 'How long is the bootcamp?',
        answer: ['16 weeks (4 months), with 2 live classes every week plus asynchronous practice you do at your own pace.'],
      },
      experience: {
        question: 'Do I need programming experience?',
        answer: [
          'No. The bootcamp is designed for beginners and career changers: we start from zero, step by step. There is no age limit and no degree required.',
        ],
      },
      schedule: {
        question: 'When are the classes? What if I miss one?',
        answer: [
          'Classes are live and online, twice a week, at the times of the group you choose (evening, morning or afternoon: see them in your time zone under [start dates](dates)). Every class is recorded and stays on the platform, and your access is for life.',
        ],
      },
      price: {
        question: 'How much does it cost, and how does the scholarship work?',
        answer: [
          "The partial scholarship takes 70% off the regular price. You'll find the price in your country's currency in the [pricing section](pricing).",
          { button: 'Apply for the partial scholarship' },
        ],
      },
      payment: {
        question: 'Can I pay in installments?',
        answer: [
          'Yes. Besides paying in full, you can pay in up to {count} installments of {which}; the [pricing section](pricing) shows the plan for your country. You pay online by card.',
        ],
      },
      certificate: {
        question: 'Do I get a certificate?',
        answer: [
          "Yes, it's included: the Full Stack Developer digital certificate, verifiable online and by QR code, that you can add to your CV and LinkedIn.",
        ],
      },
      job: {
        question: 'Will it help me get a job?',
        answer: [
          "{role}The bootcamp includes a job placement guarantee, and you build real projects for your portfolio along the way. An advisor will walk you through the guarantee's terms before you enroll.",
        ],
      },
      refund: {
        question: "What if the bootcamp isn't for me?",
        answer: [
          "You have a 30-day satisfaction guarantee: if it isn't what you expected, ask for your money back within 30 days. Details in our [refund policy](refund).",
        ],
      },
      support: {
        question: 'Will I get help during the course?',
        answer: [
          'Yes. You get an assigned mentor who reviews your weekly challenges, and a private community of students and graduates to ask questions and practice with.',
        ],
      },
      requirements: {
        question: 'What do I need to start?',
        answer: [
          "A computer (Windows, macOS or Linux) with a steady internet connection, and a few hours a week. The tools we use are free; you don't need to buy any software.",
        ],
      },
    },
  },
} as const satisfies Texts<{ questions: Record<string, Question> } & Record<string, unknown>>;

const LINK = /\[([^\]]+)\]\((\w+)\)/g;

/** A paragraph as HTML: its `{name}` values filled in (as text), its `[label](target)` as links to `links[target]`. */
function paragraph(p: Paragraph, values: Record<string, string | number>, links: Record<string, string>, key: number): ReactNode {
  if (typeof p !== 'string')
    return (
      <p key={key}>
        <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
          {p.button}
        </button>
      </p>
    );
  const text = fill(p, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(
      <a key={m.index} href={links[m[2]!]}>
        {m[1]}
      </a>,
    );
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <p key={key}>{parts}</p>;
}

/**
 * The instalment values, from the pricing's plans: how many and of what ('hasta 3 cuotas de US$ 167
 * o de S/ 500 en Perú'); undefined when the pricing offers none (then payment is in one go), so the
 * FAQ never promises a plan the pricing block does not show.
 */
function instalments(lang: Lang, plans: readonly InstalmentPlan[]): { count: number; which: string } | undefined {
  if (!plans.length) return undefined;
  const t = FAQ_TEXTS[lang];
  // As a Peruvian page writes them in Spanish ('US$ 167', 'S/ 500'); '$167' in US English.
  const amount = (p: InstalmentPlan) =>
    moneyFormat(p.currency, lang === 'en' && p.currency === 'USD' ? 'US' : 'PE', lang, [p.amount]).format(p.amount);
  const usd = plans.find((p) => p.currency === 'USD');
  const pen = plans.find((p) => p.currency === 'PEN');
  const which = [usd && amount(usd), pen && fill(t.peru, { amount: amount(pen) })].filter(Boolean).join(t.or);
  return { count: Math.max(...plans.map((p) => p.count)), which };
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
  const t = FAQ_TEXTS[lang];
  const role = jobRole(bootcamp, lang);
  const on = elsewhere ? paths.home(lang) : '';
  const links = { pricing: `${on}${paths.anchors.pricing}`, dates: `${on}${paths.anchors.dates}`, refund: paths.refund(lang) };
  const plan = instalments(lang, plans);
  const values = { role: role ? fill(t.role, { role }) : '', count: plan?.count ?? 0, which: plan?.which ?? '' };
  return Object.entries(t.questions).map(([id, q]: [string, Question]) => {
    const answer = id === 'payment' && !plan ? [t.payInFull] : q.answer;
    return { id, question: q.question, answer: answer.map((p, i) => paragraph(p, values, links, i)) };
  });
}

/** The questions a customer who has already paid has no use for: the price, the scholarship and the instalments. */
const SALES_ITEMS: ReadonlySet<string> = new Set(['price', 'payment']);

/**
 * The landing's FAQ; `bootcamp` picks the job role of the job answer (the landing's is `fullstack`).
 * `customer` (the page after paying): the answers about the course only, and no call to an advisor.
 */
export function Faq({ bootcamp = DEFAULT_BOOTCAMP, customer = false }: { bootcamp?: string; customer?: boolean }) {
  const lang = useLang();
  const t = FAQ_TEXTS[lang];
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
