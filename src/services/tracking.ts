/** Meta standard events Embudo sends (SPEC §7). */
export type StandardEvent = 'ViewContent' | 'Purchase' | 'Lead' | 'AddToCart' | 'Contact';

/** Custom events Embudo sends (SPEC §7); other names are allowed for campaign-specific events. */
export type CustomEventName = 'HighIntentLead' | 'WhatsAppClick' | 'FunnelProgress' | 'CountryDetected' | (string & {});

/** Event parameters, passed through to every tag unchanged. */
export type TrackingParams = Record<string, unknown>;

/** Extra options for `track`; `eventId` lets Meta deduplicate a browser event against a server one. */
export interface TrackOptions {
  eventId?: string;
}

/** Funnel stages and their progress percentages (SPEC §4). */
export const FUNNEL_PROGRESS = Object.freeze({
  viewed_landing: 10,
  clicked_cta: 30,
  opened_form: 50,
  submitted_form: 70,
  clicked_whatsapp: 85,
  payment_initiated: 95,
  purchase_complete: 100,
} as const);

/** A funnel stage of SPEC §4. */
export type FunnelStage = keyof typeof FUNNEL_PROGRESS;

type Tag = (...args: unknown[]) => unknown;

function noop(): void {}

// A tag belongs to the host page: if it throws or returns a rejecting promise, only tracking is lost.
function attempt(call: () => unknown): void {
  try {
    const result = call();
    if (result !== null && typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function') {
      Promise.resolve(result).then(noop, noop);
    }
  } catch {
    // ignored on purpose: see above
  }
}

function globals(): Record<string, unknown> | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>);
}

function fbq(...args: unknown[]): void {
  attempt(() => {
    const tag = globals()?.fbq;
    return typeof tag === 'function' ? (tag as Tag)(...args) : undefined;
  });
}

function gtag(name: string, params?: TrackingParams): void {
  attempt(() => {
    const tag = globals()?.gtag;
    return typeof tag === 'function' ? (tag as Tag)('event', name, ...(params ? [params] : [])) : undefined;
  });
}

function tiktok(name: string, params?: TrackingParams): void {
  attempt(() => {
    const ttq = globals()?.ttq as { track?: unknown } | undefined;
    const send = ttq?.track;
    // Called on ttq itself: the TikTok stub queues through `this`.
    return typeof send === 'function' ? Reflect.apply(send, ttq, params ? [name, params] : [name]) : undefined;
  });
}

function dataLayer(name: string, params?: TrackingParams): void {
  attempt(() => {
    const layer = globals()?.dataLayer;
    // Call the array's own push: Google Tag Manager replaces it to process events.
    // `event` is set last so a stray `params.event` cannot rename the event.
    return Array.isArray(layer) ? layer.push({ ...params, event: name }) : undefined;
  });
}

/** Sends a Meta standard event to fbq, gtag and the dataLayer, whichever the page has (TikTok: `trackTikTok`). */
export function track(name: StandardEvent, params?: TrackingParams, options?: TrackOptions): void {
  const eventId = options?.eventId;
  if (eventId) fbq('track', name, params ?? {}, { eventID: eventId });
  else if (params) fbq('track', name, params);
  else fbq('track', name);
  gtag(name, params);
  dataLayer(name, params);
}

/** Sends a custom event to fbq (`trackCustom`), gtag and the dataLayer, whichever the page has. */
export function trackCustom(name: CustomEventName, params?: TrackingParams): void {
  if (params) fbq('trackCustom', name, params);
  else fbq('trackCustom', name);
  gtag(name, params);
  dataLayer(name, params);
}

/** Sends an event to the TikTok pixel (`ttq.track`) only; SPEC §7 sends TikTok a Lead on TikTok traffic only. */
export function trackTikTok(name: string, params?: TrackingParams): void {
  tiktok(name, params);
}

/** Sends an analytics-only event (e.g. `form_submit`) to gtag and the dataLayer, not to ad pixels. */
export function gtagEvent(name: string, params?: TrackingParams): void {
  gtag(name, params);
  dataLayer(name, params);
}

/** Reports reaching a funnel stage as `FunnelProgress` with its percentage; unknown stages are ignored. */
export function trackFunnel(stage: FunnelStage): void {
  if (!Object.prototype.hasOwnProperty.call(FUNNEL_PROGRESS, stage)) return;
  trackCustom('FunnelProgress', { stage, progress: FUNNEL_PROGRESS[stage] });
}

/** The Lead value SPEC §7 falls back to, in US dollars. */
export const LEAD_VALUE_FALLBACK = 197;

/** Predicted lifetime value of a lead, as a multiple of its value (SPEC §7). */
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
 * The submit tracking of a lead form (SPEC §7): Lead with value and predicted LTV, `form_submit`,
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
