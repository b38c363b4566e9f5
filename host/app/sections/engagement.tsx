/**
 * The landing's widgets (DESIGN.md "Custom elements"), placed as custom elements and upgraded when
 * the page's widget script loads: the testimonial popups, the chat-app button (SPEC §4: 5 s on the
 * landing), and the site's own scholarship and brochure modals, which every
 * `data-embudo-open="scholarship|brochure"` on the page opens. Their behaviour is the widgets';
 * nothing of it is redone here.
 */
import { useLang } from '../i18n';

/** SPEC §4 "Timed UI": the landing shows the chat button after 5 s. */
export const LANDING_CHAT_DELAY_MS = 5000;

export function Engagement() {
  const lang = useLang();
  return (
    <>
      <embudo-social-proof lang={lang} />
      <embudo-chat-button lang={lang} delay={LANDING_CHAT_DELAY_MS} />
      <embudo-scholarship-modal lang={lang} />
      <embudo-brochure-modal lang={lang} />
    </>
  );
}
