/**
 * The lead forms a content page offers, placed as custom elements (upgraded when the page's widget
 * script loads), in the page's language: every `data-embudo-open="scholarship|brochure"` on the
 * page opens them. `webinarDate` is the masterclass date the scholarship lead carries as `fecha`.
 */
import { useLang } from '../i18n';
import { useElementEvent } from './use-element-event';

export function PageWidgets({
  webinarDate,
  brochure = false,
  onBrochureLead,
}: {
  webinarDate?: string;
  brochure?: boolean;
  onBrochureLead?: () => void;
}) {
  const lang = useLang();
  const onLead = useElementEvent('embudo-brochure-modal', 'embudo-lead', onBrochureLead);
  return (
    <>
      <embudo-scholarship-modal lang={lang} webinar-date={webinarDate} />
      {brochure && <embudo-brochure-modal lang={lang} ref={onLead} />}
    </>
  );
}
