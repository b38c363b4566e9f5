/**
 * The landing's top band (SPEC §2 "Landing page behaviour by path"): the deadline bar widget, whose
 * mode follows the path (descuento paths: the discount countdown that sends the visitor to `/` at
 * its end (`/us` in English), campaign flex-descuento on descuento-beca-parcial; other paths: 'Preinscripción cierra en'
 * scrolling to the pricing). It counts down to the schedule's instant: the campaign's end when
 * content/schedule.json names one for this path's campaign, else the enrolment close.
 */
import { campaignSlugFromPath } from '../../../src/services/evergreen';
import { useContent } from '../content';
import { useLang } from '../i18n';
import { paths } from '../routes';
import { useRoute } from '../site';

export function DeadlineBar() {
  const lang = useLang();
  const { schedule } = useContent();
  const { path } = useRoute();
  const discount = path.includes('descuento');
  const { campaigns } = schedule.deadlines;
  const slug = campaignSlugFromPath(path);
  const endAt = (campaigns && Object.hasOwn(campaigns, slug) ? campaigns[slug] : undefined) ?? schedule.deadlines.enrolmentCloses;
  return (
    <embudo-deadline-bar
      className={discount ? 'deadline-bar--discount' : undefined}
      lang={lang}
      end-at={endAt}
      scroll-target={paths.anchors.pricing}
      redirect={paths.home(lang)}
    />
  );
}
