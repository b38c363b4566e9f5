/**
 * Outbound contact links (SPEC §7): the chat app with a prefilled text, and the scheduling page.
 * Built with `new URL` from fixed hosts or the configured https: page, never by pasting strings, so
 * no visitor text or partner setting can turn a link into `javascript:` (RELIABILITY row 19).
 */
import { CHAT_PHONE, SCHEDULE_URL } from '../data/contact';
import { defineSetting, getConfig } from './config';

// C0/C1 controls and spaces: the URL parser drops some of them silently ("java\tscript:"), so a value
// carrying any is refused as written rather than repaired into something else (RELIABILITY row 19).
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/** A chat number as digits: spaces, dashes, dots, parentheses and '+' dropped; 8 to 15 digits must remain, else undefined. */
export function parsePhone(value: unknown): string | undefined {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\s+().-]/g, '') : '';
  return /^\d{8,15}$/.test(digits) ? digits : undefined;
}

// The settings live here, not in the shared runtime: only the lead forms and the chat button use them.
defineSetting('chatPhone', ['chat-phone', parsePhone, 'a phone number with its country code, 8 to 15 digits, e.g. "+51 987 654 321"']);
defineSetting('scheduleUrl', [
  'schedule-url',
  (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (CONTROL_OR_SPACE.test(text)) return undefined;
    try {
      const url = new URL(text);
      return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
    } catch {
      return undefined;
    }
  },
  'an https URL, e.g. "https://cal.example.com/embudo"',
]);

/** Hosts a chat link may point at. */
export const CHAT_HOSTS: readonly string[] = ['api.whatsapp.com', 'web.whatsapp.com', 'wa.me'];

/** What `chatLink` needs: the prefilled text, and whether to use the app link (decided here when omitted). */
export interface ChatLinkOptions {
  text: string;
  mobile?: boolean;
  /** A number for this link only (e.g. a widget's `phone` attribute); ignored unless it has 8 to 15 digits. */
  phone?: string | undefined;
}

/** Who is booking: each non-blank value becomes a query parameter of the scheduling page. */
export interface ScheduleLinkOptions {
  name?: string;
  email?: string;
  phone?: string;
}

const digitsOf = (value: unknown): string => String(value ?? '').replace(/\D/g, '');

/** Whether this looks like a phone: a narrow viewport (SPEC's 767 px breakpoint) or a mobile user agent. */
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

/** The configured scheduling page (https: only, else the default) with `name`, `email` and `phone` (digits). */
export function scheduleLink({ name, email, phone }: ScheduleLinkOptions): string {
  let url: URL;
  try {
    url = new URL(getConfig().scheduleUrl ?? SCHEDULE_URL);
    // config refuses anything else already; this holds even if a caller bypasses it
    if (url.protocol !== 'https:') throw new TypeError('not https');
  } catch {
    url = new URL(SCHEDULE_URL);
  }
  const params: [string, string][] = [
    ['name', String(name ?? '').trim()],
    ['email', String(email ?? '').trim()],
    ['phone', digitsOf(phone)],
  ];
  for (const [key, value] of params) if (value) url.searchParams.set(key, value);
  return url.href;
}
