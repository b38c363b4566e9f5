/**
 * The landing's top band (docs/product.md#landing-by-path): the deadline bar widget, whose
 * mode follows the path (descuento paths: the discount countdown that sends the visitor to `/` at
 * its end (`/us` in English), campaign flex-descuento on descuento-beca-parcial; other paths: 'Preinscripción cierra en'
 * scrolling to the pricing). It counts down to the schedule's instant: the campaign's end when
 * content/schedule.json names one for this path's campaign, else the close of the next cohort still
 * open. With no cohort open (and no campaign end) nothing closes, so no countdown is shown: the band
 * offers the partial scholarship instead, which keeps a visitor's place for the next dates.
 */
import { campaignSlugFromPath } from '../../../src/services/evergreen';
import { useCopy, useLang } from '../i18n';
import { usePublishedSchedule } from '../lib/starts';
import { paths } from '../routes';
import { useNow, useRoute } from '../site';

// The bar is a landmark of its own (`discount`, `preinscription` name it): in discount mode its
// sentence is plain text, which would otherwise sit outside every landmark of the page (axe's `region`).
export const COPY = {
  es: {
    offer: 'Becas parciales abiertas: solicita la tuya y te avisamos de las próximas fechas',
    cta: 'Solicitar beca',
    discount: 'Oferta por tiempo limitado',
    preinscription: 'Cierre de la preinscripción',
  },
  en: {
    offer: 'Partial scholarships are open: apply for yours and hear about the next dates first',
    cta: 'Apply now',
    discount: 'Limited-time offer',
    preinscription: 'Pre-enrollment deadline',
  },
} as const;

export function DeadlineBar() {
  const lang = useLang();
  const t = useCopy(COPY);
  const now = useNow();
  const schedule = usePublishedSchedule();
  const { path } = useRoute();
  const discount = path.includes('descuento');
  const campaigns = schedule.deadlines?.campaigns;
  const slug = campaignSlugFromPath(path);
  const campaignEnd = campaigns && Object.hasOwn(campaigns, slug) ? campaigns[slug] : undefined;
  const endAt = campaignEnd ?? schedule.deadlines?.enrolmentCloses;
  if (!discount && !(endAt && Date.parse(endAt) > now)) {
    return (
      <div className="deadline-offer">
        <button type="button" className="deadline-offer__button" data-embudo-open="scholarship">
          <span className="deadline-offer__text">{t.offer}</span>
          <span className="deadline-offer__cta" aria-hidden="true">
            {t.cta}
          </span>
        </button>
      </div>
    );
  }
  return (
    <embudo-deadline-bar
      className={discount ? 'deadline-bar--discount' : undefined}
      role="region"
      aria-label={discount ? t.discount : t.preinscription}
      lang={lang}
      end-at={endAt}
      scroll-target={paths.anchors.pricing}
      redirect={paths.home(lang)}
    />
  );
}
