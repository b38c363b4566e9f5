/**
 * The masterclass class page (`/masterclass-clase`, `/webinar-clase`): the class itself (a video
 * placeholder that loads nothing until clicked), the offer that follows it and the scholarship
 * call to action. The header shows its masterclass variant.
 */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';
import { PageWidgets } from '../lib/page-widgets';
import { VideoPlaceholder } from '../lib/video-placeholder';

export const COPY = {
  es: {
    eyebrow: 'Masterclass',
    title: 'La clase de la masterclass',
    lead: 'Mira la clase completa y aprovecha la beca parcial del 70% para quienes asistieron.',
    video: 'La masterclass gratuita: tu primera app en vivo',
    cta: 'Solicitar mi beca parcial',
    offerTitle: 'La oferta para quienes vieron la clase',
    offer: [
      'Bootcamp Full Stack Developer de 16 semanas, en vivo y online (también grabado).',
      'Beca parcial del 70% sobre el precio regular.',
      'Un mentor asignado que corrige tus retos cada semana.',
      'Acceso de por vida a la plataforma y certificado digital.',
      'Garantía de satisfacción de 30 días.',
    ],
    steps: 'Cómo seguir',
    stepsList: [
      'Solicita tu beca con tu nombre, email y WhatsApp.',
      'Un asesor te escribe en menos de 24 horas con tu código de descuento.',
      'Eliges tu fecha de inicio y tu turno.',
    ],
  },
  en: {
    eyebrow: 'Masterclass',
    title: 'The masterclass',
    lead: 'Watch the full class and use the 70% partial scholarship for attendees.',
    video: 'The free masterclass: your first app, live',
    cta: 'Apply for my partial scholarship',
    offerTitle: 'The offer for those who watched the class',
    offer: [
      'The 16-week Full Stack Developer Bootcamp, live and online (recorded too).',
      'A 70% partial scholarship off the regular price.',
      'An assigned mentor who reviews your challenges every week.',
      'Lifetime platform access and a digital certificate.',
      'A 30-day satisfaction guarantee.',
    ],
    steps: 'What happens next',
    stepsList: [
      'Apply with your name, email and WhatsApp.',
      'An advisor writes to you within 24 hours with your discount code.',
      'You choose your start date and shift.',
    ],
  },
} as const;

export default function MasterclassClass() {
  const t = useCopy(COPY);
  const cta = (
    <button type="button" className="btn" data-embudo-open="scholarship">
      {t.cta}
    </button>
  );
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <VideoPlaceholder title={t.video}>{cta}</VideoPlaceholder>
      <section className="card offer" aria-labelledby="class-offer">
        <h2 id="class-offer">{t.offerTitle}</h2>
        <ul className="checks">
          {t.offer.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{t.steps}</h3>
        <ol>
          {t.stepsList.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="page-actions">{cta}</p>
      </section>
      <PageWidgets />
    </InfoPage>
  );
}
