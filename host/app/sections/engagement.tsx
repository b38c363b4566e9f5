/**
 * The landing's widgets (docs/product.md#elements), placed as custom elements and upgraded when
 * the page's widget script loads: the testimonial popups and the site's own scholarship and
 * brochure modals (the chat-app button is the footer's, on every page), which every
 * `data-embudo-open="scholarship|brochure"` on the page opens. Their behaviour is the widgets';
 * nothing of it is redone here.
 */
import { useLang } from '../i18n';

export function Engagement() {
  const lang = useLang();
  return (
    <>
      <embudo-social-proof lang={lang} />
      <embudo-scholarship-modal lang={lang} />
      <embudo-brochure-modal lang={lang} />
    </>
  );
}
