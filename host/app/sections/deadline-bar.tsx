/**
 * The landing's top band (SPEC §2 "Landing page behaviour by path"): the deadline bar widget, whose
 * mode follows the path (descuento paths: the discount countdown that sends the visitor to `/` at
 * its end, campaign flex-descuento on descuento-beca-parcial; other paths: 'Preinscripción cierra en'
 * scrolling to the pricing). It counts down to the schedule's instant: the campaign's end when
 * content/schedule.json names one for this path's campaign, else the enrolment close.
 */
import { campaignSlugFromPath } from '../../../src/services/evergreen';
import { useContent } from '../content';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';
import { useRoute } from '../site';

// The bar is a landmark of its own: in discount mode its sentence is plain text, which would
// otherwise sit outside every landmark of the page (axe's `region`).
const COPY = {
  es: { discount: 'Oferta por tiempo limitado', preinscription: 'Cierre de la preinscripción' },
  en: { discount: 'Limited-time offer', preinscription: 'Pre-enrollment deadline' },
} as const;

export function DeadlineBar() {
  const lang = useLang();
  const t = useCopy(COPY);
  const { schedule } = useContent();
  const { path } = useRoute();
  const discount = path.includes('descuento');
  const { campaigns } = schedule.deadlines;
  const slug = campaignSlugFromPath(path);
  const endAt = (campaigns && Object.hasOwn(campaigns, slug) ? campaigns[slug] : undefined) ?? schedule.deadlines.enrolmentCloses;
  return (
    <embudo-deadline-bar
      className={discount ? 'deadline-bar--discount' : undefined}
      role="region"
      aria-label={discount ? t.discount : t.preinscription}
      lang={lang}
      end-at={endAt}
      scroll-target={paths.anchors.pricing}
    />
  );
}
