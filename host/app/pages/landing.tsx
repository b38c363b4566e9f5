import { INTAKE_CLOSES_AT } from '../config/intake';
import { paths } from '../config/paths';

/**
 * The landing page's frame: the deadline bar (mode from the path), the hero (tighter on masterclass paths) with its calls to
 * action (the scholarship and brochure modals), the intake countdown and the pricing block.
 */
export function Landing({ lang, path }: { lang: 'es' | 'en'; path: string }) {
  const es = lang === 'es';
  // SPEC §2: paths containing masterclass change the spacing of the top banner.
  const hero = path.includes('masterclass') ? 'hero masterclass' : 'hero';
  return (
    <>
      <embudo-deadline-bar lang={lang} end-at={INTAKE_CLOSES_AT} scroll-target={paths.pricingAnchor} />
      <main>
        <section className={hero}>
          <h1>{es ? 'Conviértete en Full Stack Developer en 16 semanas' : 'Become a Full Stack Developer in 16 weeks'}</h1>
          <p>{es ? 'Clases en vivo, mentor asignado y certificado. Sin experiencia previa.' : 'Live classes, an assigned mentor and a certificate. No experience needed.'}</p>
          <p className="actions">
            <a className="cta" href="#empezar">{es ? 'Quiero inscribirme' : 'I want to enroll'}</a>
            {/* Invokers: the widgets open their modal from any element with data-embudo-open. */}
            <button type="button" className="cta secondary" data-embudo-open="scholarship">
              {es ? 'Solicita tu Beca Parcial' : 'Apply for a Partial Scholarship'}
            </button>
            <button type="button" className="cta secondary" data-embudo-open="brochure">
              {es ? 'Plan del BootCamp' : 'Bootcamp Plan'}
            </button>
          </p>
        </section>
        <section className="intake" aria-labelledby="intake-title">
          <h2 id="intake-title">{es ? 'Preinscripción cierra en' : 'Pre-enrollment closes in'}</h2>
          <embudo-countdown lang={lang} end-at={INTAKE_CLOSES_AT} hide-year hide-month size="medium" theme="dark" />
          <p>{es ? 'Reserva tu cupo antes del cierre.' : 'Save your seat before enrollment closes.'}</p>
        </section>
        {/* #pricing: where the deadline bar scrolls; #empezar: the enrolment jump target (SPEC §2). */}
        <section id="pricing" className="pricing" aria-label={es ? 'Precios e inscripción' : 'Pricing and enrollment'}>
          <div id="empezar" />
          <embudo-pricing lang={lang} bootcamp="fullstack" />
        </section>
      </main>
      <embudo-scholarship-modal lang={lang} />
      <embudo-brochure-modal lang={lang} />
      {/* SPEC §4 "Timed UI": on the landing the chat button appears after 5 s. */}
      <embudo-chat-button lang={lang} delay={5000} />
      <embudo-social-proof lang={lang} />
    </>
  );
}
