/**
 * The scheduling page link (docs/product.md#outbound-links), offered by the scholarship form's sent state. Built with
 * `new URL` from the configured https: page, never by pasting strings, so no visitor text or partner
 * setting can turn it into `javascript:` (RELIABILITY row 19). Apart from ./contact so that the chat
 * button does not ship it.
 */
import { SCHEDULE_URL } from '../data/contact';
import { defineSetting, getConfig } from './config';
import { digitsOf } from './contact';

// C0/C1 controls and spaces: the URL parser drops some of them silently ("java\tscript:"), so a value
// carrying any is refused as written rather than repaired into something else (RELIABILITY row 19).
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

// The setting lives here, not in the shared runtime: only the scholarship form uses it.
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

/** Who is booking: each non-blank value becomes a query parameter of the scheduling page. */
export interface ScheduleLinkOptions {
  name?: string;
  email?: string;
  phone?: string;
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
