/** Meta standard events Embudo sends (docs/product.md#tracking). */
export type StandardEvent = 'ViewContent' | 'Purchase' | 'Lead' | 'AddToCart' | 'Contact';

/** Custom events Embudo sends (docs/product.md#tracking); other names are allowed for campaign-specific events. */
export type CustomEventName = 'HighIntentLead' | 'WhatsAppClick' | 'FunnelProgress' | 'CountryDetected' | (string & {});

/** Event parameters, passed through to every tag unchanged. */
export type TrackingParams = Record<string, unknown>;

/** Extra options for `track`; `eventId` lets Meta deduplicate a browser event against a server one. */
export interface TrackOptions {
  eventId?: string;
}

import { FUNNEL_DOM_EVENT, FUNNEL_PROGRESS, type FunnelStage } from '../contracts/funnel';

/** Funnel stages and their progress percentages (docs/product.md#funnel); the table lives with the event contract. */
export { FUNNEL_PROGRESS, type FunnelStage };

type Tag = (...args: unknown[]) => unknown;

function noop(): void {}

/**
 * Runs a call into one of the page's tags (./lead-tracking uses it too). A tag belongs to the host
 * page: if it throws or returns a rejecting promise, only tracking is lost.
 */
export function attempt(call: () => unknown): void {
  try {
    const result = call();
    if (result !== null && typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function') {
      Promise.resolve(result).then(noop, noop);
    }
  } catch {
    // ignored on purpose: see above
  }
}

/** `window` as a record of the page's tag globals, or undefined outside a browser. */
export function globals(): Record<string, unknown> | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>);
}

function fbq(...args: unknown[]): void {
  attempt(() => {
    const tag = globals()?.fbq;
    return typeof tag === 'function' ? (tag as Tag)(...args) : undefined;
  });
}

/** Sends an event to gtag, when the page has it. */
export function gtag(name: string, params?: TrackingParams): void {
  attempt(() => {
    const tag = globals()?.gtag;
    return typeof tag === 'function' ? (tag as Tag)('event', name, ...(params ? [params] : [])) : undefined;
  });
}

/** Pushes an event onto the dataLayer, when the page has one. */
export function dataLayer(name: string, params?: TrackingParams): void {
  attempt(() => {
    const layer = globals()?.dataLayer;
    // Call the array's own push: Google Tag Manager replaces it to process events.
    // `event` is set last so a stray `params.event` cannot rename the event.
    return Array.isArray(layer) ? layer.push({ ...params, event: name }) : undefined;
  });
}

/** Sends a Meta standard event to fbq, gtag and the dataLayer, whichever the page has (TikTok: `trackTikTok` in ./lead-tracking). */
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

/**
 * Reports reaching a funnel stage as `FunnelProgress` with its percentage, and as an
 * `embudo-funnel` event on `window` (the Embudo site sends it to its server); unknown stages are ignored.
 */
export function trackFunnel(stage: FunnelStage): void {
  if (!Object.prototype.hasOwnProperty.call(FUNNEL_PROGRESS, stage)) return;
  trackCustom('FunnelProgress', { stage, progress: FUNNEL_PROGRESS[stage] });
  // For the page: the Embudo site reports it to its server (the leads desk's funnel).
  attempt(() => dispatchEvent(new CustomEvent(FUNNEL_DOM_EVENT, { detail: { stage } })));
}

/**
 * Every opening of the chat app (docs/product.md#funnel `clicked_whatsapp`, docs/product.md#tracking): WhatsAppClick and Contact, then
 * FunnelProgress 85. `source` says where from ('discount', 'scholarship', 'footer', 'contact'…) and
 * goes with both events; the floating button sends none, as it always has. The site calls this for
 * its own chat links (footer, contact card).
 */
export function trackChatOpen(source?: string): void {
  const params = source ? { source: String(source).slice(0, 50) } : undefined;
  trackCustom('WhatsAppClick', params);
  track('Contact', params);
  trackFunnel('clicked_whatsapp');
}
