/**
 * The tracking only lead forms send (docs/product.md#lead-calls): the submit's Lead, analytics-only events and TikTok.
 * Apart from ./tracking so that widgets that never take a lead (chat button, pricing) do not ship it.
 */
import { attempt, dataLayer, globals, gtag, track, trackCustom, trackFunnel, type TrackingParams } from './tracking';

function tiktok(name: string, params?: TrackingParams): void {
  attempt(() => {
    const ttq = globals()?.ttq as { track?: unknown } | undefined;
    const send = ttq?.track;
    // Called on ttq itself: the TikTok stub queues through `this`.
    return typeof send === 'function' ? Reflect.apply(send, ttq, params ? [name, params] : [name]) : undefined;
  });
}

/** Sends an event to the TikTok pixel (`ttq.track`) only; docs/product.md#lead-calls sends TikTok a Lead on TikTok traffic only. */
export function trackTikTok(name: string, params?: TrackingParams): void {
  tiktok(name, params);
}

/** Sends an analytics-only event (e.g. `form_submit`) to gtag and the dataLayer, not to ad pixels. */
export function gtagEvent(name: string, params?: TrackingParams): void {
  gtag(name, params);
  dataLayer(name, params);
}

/** The Lead value docs/product.md#tracking falls back to, in US dollars. */
export const LEAD_VALUE_FALLBACK = 197;

/** Predicted lifetime value of a lead, as a multiple of its value (docs/product.md#tracking). */
export const PREDICTED_LTV_FACTOR = 1.5;

/** What `trackLead` reports about a submitted form. */
export interface LeadTracking {
  /** The price shown to the visitor, if any; otherwise 197 USD. */
  value?: number;
  /** ISO 4217 code of `value`; USD when absent or when the value falls back. */
  currency?: string;
  /** Whether the visitor left a phone number (a HighIntentLead). */
  hasPhone: boolean;
  content_name: string;
  /** The lead's client id, passed to Meta as `eventID` so a server-side event can be deduplicated. */
  eventId?: string;
}

function onTikTokTraffic(): boolean {
  try {
    return /tiktok/i.test(window.location.href);
  } catch {
    return false;
  }
}

/**
 * The submit tracking of a lead form (docs/product.md#lead-calls): Lead with value and predicted LTV, `form_submit`,
 * `conversion_event_submit_lead_form`, FunnelProgress `submitted_form`, HighIntentLead when a phone
 * was given, and a TikTok Lead when the page URL mentions TikTok. Never throws: tags are the page's.
 */
export function trackLead({ value, currency, hasPhone, content_name, eventId }: LeadTracking): void {
  const known = typeof value === 'number' && value > 0 && value < Infinity;
  const amount = known ? value : LEAD_VALUE_FALLBACK;
  const code = known && typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  const money = { content_name, value: amount, currency: code };
  track('Lead', { ...money, predicted_ltv: amount * PREDICTED_LTV_FACTOR }, eventId ? { eventId } : undefined);
  gtagEvent('form_submit', { content_name });
  gtagEvent('conversion_event_submit_lead_form', money);
  trackFunnel('submitted_form');
  if (hasPhone) trackCustom('HighIntentLead', money);
  if (onTikTokTraffic()) trackTikTok('Lead', money);
}
