/**
 * The landing's top band (SPEC §2 "Landing page behaviour by path"): the deadline bar widget, whose
 * mode follows the path (descuento paths: the discount countdown that sends the visitor to `/` at
 * its end, campaign flex-descuento on descuento-beca-parcial; other paths: 'Preinscripción cierra en'
 * scrolling to the pricing). The enrolment close is the schedule's one instant.
 */
import { useContent } from '../content';
import { useLang } from '../i18n';
import { paths } from '../routes';
import { useRoute } from '../site';

export function DeadlineBar() {
  const lang = useLang();
  const { schedule } = useContent();
  const discount = useRoute().path.includes('descuento');
  return (
    <embudo-deadline-bar
      className={discount ? 'deadline-bar--discount' : undefined}
      lang={lang}
      end-at={schedule.deadlines.enrolmentCloses}
      scroll-target={paths.anchors.pricing}
    />
  );
}
