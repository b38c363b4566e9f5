/**
 * The CRM call of docs/product.md#crm-call: a visit with `?fbclid=…` reports the click id once, with its short code,
 * and remembers the code on success. Only this feature pays for a failure: nothing throws or
 * rejects, and no lead depends on it.
 */
import { FBCLID_EVENT, fbclidShortCode, validateCrmEvent } from '../contracts/events';
import { getConfig } from './config';
import { pageSlot } from './page-slot';
import { local } from './storage';

/** localStorage key of the last short code the CRM accepted (docs/product.md#storage-keys). */
export const FBCLID_CODE_KEY = 'fbclid_short_code';

const TIMEOUT_MS = 15_000;

// One call per page, however many widgets and Embudo scripts ask: each lead modal's form script,
// the standalone scripts and embudo.js carry their own copy of this module, so the call is kept on
// the document in a page slot they all read.
const sent = pageSlot<Promise<void>>('crm.fbclid');

function fbclidInUrl(): string | null {
  try {
    return new URLSearchParams(window.location.search).get('fbclid');
  } catch {
    return null;
  }
}

async function send(): Promise<void> {
  const fbclid = fbclidInUrl();
  if (!fbclid) return;
  const event = { event_name: FBCLID_EVENT, fbclid_short_code: fbclidShortCode(fbclid), fbclid };
  // A click id the server would refuse (422) is not worth a request.
  if (!validateCrmEvent(event).ok) return;
  if (local.get(FBCLID_CODE_KEY) === event.fbclid_short_code) return; // reported on an earlier visit
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(`${getConfig().apiBase}/api/events`, {
      method: 'POST',
      body: JSON.stringify(event),
      // text/plain: no CORS preflight, as for leads
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
      signal: controller.signal,
    });
    if (res.ok) local.set(FBCLID_CODE_KEY, event.fbclid_short_code);
  } finally {
    clearTimeout(timer);
  }
}

/** Reports the page's `fbclid` to the CRM (once per page; skipped when its code is already stored); never rejects. */
export function postFbclid(): Promise<void> {
  return sent.ensure(() => send().catch(() => undefined));
}

/** Forgets that this page already reported (tests only). */
export function resetCrmForTests(): void {
  sent.clear();
}
