/**
 * The pricing section (docs/product.md#landing-sections): the price in the visitor's country and currency, the regular
 * price struck through with -70%, the payment link, the turno and what is included — all the
 * pricing widget's. `#pricing` is where the deadline bar scrolls; `#empezar` the enrolment target.
 */
import { useCopy, useLang } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: {
    eyebrow: 'Inscripción',
    title: 'Empieza hoy con tu beca del 70%',
    lead: 'El precio en tu moneda, con el pago seguro y garantía de satisfacción de 30 días.',
  },
  en: {
    eyebrow: 'Enrollment',
    title: 'Start today with your 70% scholarship',
    lead: 'The price in your currency, with secure payment and a 30-day satisfaction guarantee.',
  },
} as const;

export function Pricing() {
  const t = useCopy(COPY);
  const lang = useLang();
  return (
    <section id="pricing" className="section section--alt pricing" aria-labelledby="pricing-title">
      <div id="empezar" className="pricing__anchor" />
      <div className="container">
        <SectionHead id="pricing-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <div className="pricing__widget">
          <embudo-pricing lang={lang} bootcamp="fullstack" />
        </div>
      </div>
    </section>
  );
}
