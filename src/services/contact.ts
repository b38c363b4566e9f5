/**
 * The chat app link with a prefilled text (docs/product.md#outbound-links; the scheduling page is ./scheduling). Built
 * with `new URL` from fixed hosts, never by pasting strings, so no visitor text or partner setting
 * can turn a link into `javascript:` (RELIABILITY row 19).
 */
import { CHAT_PHONE } from '../data/contact';
import { defineSetting, getConfig } from './config';

/** A chat number as digits: spaces, dashes, dots, parentheses and '+' dropped; 8 to 15 digits must remain, else undefined. */
export function parsePhone(value: unknown): string | undefined {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\s+().-]/g, '') : '';
  return /^\d{8,15}$/.test(digits) ? digits : undefined;
}

// The setting lives here, not in the shared runtime: only the lead forms and the chat button use it.
defineSetting('chatPhone', ['chat-phone', parsePhone, 'a phone number with its country code, 8 to 15 digits, e.g. "+51 987 654 321"']);

/** Hosts a chat link may point at. */
export const CHAT_HOSTS: readonly string[] = ['api.whatsapp.com', 'web.whatsapp.com', 'wa.me'];

/** What `chatLink` needs: the prefilled text, and whether to use the app link (decided here when omitted). */
export interface ChatLinkOptions {
  text: string;
  mobile?: boolean;
  /** A number for this link only (e.g. a widget's `phone` attribute); ignored unless it has 8 to 15 digits. */
  phone?: string | undefined;
}

/** The digits of a value (anything else dropped); '' for null or undefined. */
export const digitsOf = (value: unknown): string => String(value ?? '').replace(/\D/g, '');

/** Whether this looks like a phone: a narrow viewport (the product contract's 767 px breakpoint) or a mobile user agent. */
export function isMobile(): boolean {
  try {
    if (matchMedia('(max-width: 767px)').matches) return true;
  } catch {
    // no matchMedia (old WebView, test double): the user agent decides
  }
  try {
    return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(navigator.userAgent);
  } catch {
    return false;
  }
}

/**
 * The chat conversation with the company number and `text` prefilled: the app link
 * (`api.whatsapp.com`) on mobile, WhatsApp Web on desktop.
 */
export function chatLink({ text, mobile = isMobile(), phone: own }: ChatLinkOptions): string {
  const given = digitsOf(own);
  const phone = /^\d{8,15}$/.test(given) ? given : digitsOf(getConfig().chatPhone ?? CHAT_PHONE);
  const url = new URL(`https://${mobile ? 'api' : 'web'}.whatsapp.com/send`);
  url.searchParams.set('phone', /^\d{8,15}$/.test(phone) ? phone : CHAT_PHONE);
  url.searchParams.set('text', String(text ?? ''));
  return url.href;
}
