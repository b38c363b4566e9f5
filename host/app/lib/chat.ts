/**
 * The site's own links to the chat app (footer, contact cards): the web client in the markup (what
 * the server can know), the app link swapped in at the click on a phone (docs/product.md#outbound-links "api link on
 * mobile, web link on desktop"), and every opening reported as WhatsAppClick and Contact (docs/product.md#tracking)
 * with the funnel's clicked_whatsapp stage.
 */
import type { MouseEvent } from 'react';
import { chatLink, isMobile } from '../../../src/services/contact';
import { trackChatOpen } from '../../../src/services/tracking';

/** The chat link for `phone` with `text` prefilled; `mobile` picks the app link. */
export function chatHref(phone: string, text: string, mobile: boolean): string {
  return chatLink({ text, mobile, phone });
}

/** Click handler of a chat link: the right link for this device, and the tracking events. */
export function openChat(event: MouseEvent<HTMLAnchorElement>, phone: string, text: string, source: string): void {
  event.currentTarget.href = chatHref(phone, text, isMobile());
  trackChatOpen(source);
}
