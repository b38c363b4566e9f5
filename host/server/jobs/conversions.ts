/**
 * Server-side conversions: the Meta Conversions API (and the TikTok Events API when configured),
 * one job per event on the follow-up queue, so an ad platform that is down or slow loses nothing.
 *
 * - Events: Lead (scholarship, brochure and advisor leads: each asks the school to get in touch),
 *   CompleteRegistration (masterclass leads: EVENT_BY_KIND), Purchase (the payment-success page's, through
 *   `POST /api/events` with `event_name: "purchase"`: enqueuePurchase).
 * - Deduplication with the browser pixel: `event_id` is what the browser gave fbq as `eventID` —
 *   the lead's client id (src/services/lead-form.ts trackLead) or the payment's session/invoice id
 *   (host/app/lib/purchase.ts) — so Meta counts each action once.
 * - user_data: `em` and `ph` as SHA-256 hex of the normalised values (email trimmed and lower
 *   case; the phone's E.164 digits without `+`), never raw; the client's address (after the
 *   server's trust-proxy rule) and user agent; `fbc`/`fbp` from the visitor's `_fbc`/`_fbp`
 *   cookies, which a same-origin lead post carries (a partner page's cross-origin post does not:
 *   then `fbc` is built from an `fbclid` in the lead's page URL, as Meta documents, and `fbp` is
 *   left out).
 * - Quarantined leads (honeypot, too fast…) are not reported: a bot is no conversion.
 */
import { createHash } from 'node:crypto';
import { quarantineReason, type Lead, type LeadKind } from '../../../src/contracts/lead';
import type { MetaCapiSettings, TikTokSettings } from '../config';
import type { LeadReads, LeadRecord } from '../leads/store';
import { PermanentJobError, type JobQueue, type LeadRequest } from './queue';

/** The Graph API version the Conversions API calls are written for (pinned: a new one is a reviewed change). */
export const META_GRAPH_VERSION = 'v23.0';
/** The TikTok Events API path (version pinned likewise). */
export const TIKTOK_EVENTS_PATH = '/open_api/v1.3/event/track/';

export const META_JOB = 'meta-capi';
export const TIKTOK_JOB = 'tiktok-events';

/** One attempt's limit. */
export const CONVERSION_TIMEOUT_MS = 10_000;

/** The standard events sent from the server. */
export type ConversionEvent = 'Lead' | 'CompleteRegistration' | 'Purchase';

/**
 * Which event each lead kind is. Keyed by every LeadKind (a new kind does not compile until it is
 * mapped) and by `masterclass`, the kind the masterclass registration brings.
 */
export const EVENT_BY_KIND: { readonly [K in LeadKind | 'masterclass']: ConversionEvent } = {
  scholarship: 'Lead',
  brochure: 'Lead',
  masterclass: 'CompleteRegistration',
  // Asking for a call is a lead the school follows up, the same conversion as the other two forms.
  advisor: 'Lead',
};

/** The visitor, as the request that carried the action saw it. */
export interface ConversionVisitor {
  ip: string | null;
  userAgent: string | null;
  fbc: string | null;
  fbp: string | null;
}

/** A conversion job's payload (the same for Meta and TikTok). */
export interface ConversionPayload {
  event: ConversionEvent;
  /** The browser pixel's eventID. */
  eventId: string;
  /** When it happened (ms). */
  at: number;
  /** The page it happened on. */
  sourceUrl: string | null;
  visitor: ConversionVisitor;
  /** Purchase only: value and currency (a lead's personal data is read from the store at run time). */
  value?: number;
  currency?: string;
}

/** SHA-256 hex, as Meta and TikTok expect hashed identifiers. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Meta's normalised email: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Meta's normalised phone: digits only with the country code, no `+` or leading zeros; '' when there is none. */
export function normalisePhoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

// Cookie values as the Meta pixel writes them: `fb.<n>.<ms>.<id>`; anything else is not passed on.
const FB_COOKIE = /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_.-]{1,500}$/;

/** The visitor of a lead request: cookies checked, `fbc` built from an fbclid on the page when the cookie is missing. */
export function visitorOf(request: LeadRequest, pageUrl: string | null | undefined): ConversionVisitor {
  const cookie = (name: string) => {
    const value = request.cookies[name];
    return value && FB_COOKIE.test(value) ? value : null;
  };
  let fbc = cookie('_fbc');
  if (!fbc && pageUrl) {
    try {
      const fbclid = new URL(pageUrl).searchParams.get('fbclid');
      if (fbclid && /^[A-Za-z0-9_-]{1,500}$/.test(fbclid)) fbc = `fb.1.${request.receivedAt}.${fbclid}`;
    } catch {
      // not a URL: no fbclid to read
    }
  }
  return {
    ip: request.ip === 'unknown' ? null : request.ip,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
    fbc,
    fbp: cookie('_fbp'),
  };
}

/** The event a lead kind maps to (unknown kinds: Lead). */
export function eventForKind(kind: string): ConversionEvent {
  return (EVENT_BY_KIND as Record<string, ConversionEvent | undefined>)[kind] ?? 'Lead';
}

/** The Meta event of a payload (lead: the stored lead; Purchase: none). */
export function metaEvent(payload: ConversionPayload, lead: LeadRecord | undefined): Record<string, unknown> {
  const userData: Record<string, unknown> = {};
  if (lead?.email) userData.em = [sha256(normaliseEmail(lead.email))];
  const phone = lead ? normalisePhoneDigits(lead.phone) : '';
  if (phone) userData.ph = [sha256(phone)];
  if (lead?.country) userData.country = [sha256(lead.country.toLowerCase())];
  if (payload.visitor.ip) userData.client_ip_address = payload.visitor.ip;
  if (payload.visitor.userAgent) userData.client_user_agent = payload.visitor.userAgent;
  if (payload.visitor.fbc) userData.fbc = payload.visitor.fbc;
  if (payload.visitor.fbp) userData.fbp = payload.visitor.fbp;
  const customData: Record<string, unknown> = {};
  if (payload.value !== undefined) customData.value = payload.value;
  if (payload.currency) customData.currency = payload.currency;
  if (lead) customData.content_name = `${lead.kind} ${lead.bootcamp}`;
  return {
    event_name: payload.event,
    event_time: Math.floor(payload.at / 1000),
    event_id: payload.eventId,
    action_source: 'website',
    ...(payload.sourceUrl ? { event_source_url: payload.sourceUrl } : {}),
    user_data: userData,
    ...(Object.keys(customData).length ? { custom_data: customData } : {}),
  };
}

/** TikTok's names for the same events. */
const TIKTOK_EVENT: Record<ConversionEvent, string> = {
  Lead: 'Lead',
  CompleteRegistration: 'CompleteRegistration',
  Purchase: 'CompletePayment',
};

/** The TikTok event of a payload. */
export function tiktokEvent(payload: ConversionPayload, lead: LeadRecord | undefined): Record<string, unknown> {
  const user: Record<string, unknown> = {};
  if (lead?.email) user.email = sha256(normaliseEmail(lead.email));
  const phone = lead ? normalisePhoneDigits(lead.phone) : '';
  if (phone) user.phone = sha256(`+${phone}`);
  if (payload.visitor.ip) user.ip = payload.visitor.ip;
  if (payload.visitor.userAgent) user.user_agent = payload.visitor.userAgent;
  return {
    event: TIKTOK_EVENT[payload.event],
    event_time: Math.floor(payload.at / 1000),
    event_id: payload.eventId,
    user,
    ...(payload.sourceUrl ? { page: { url: payload.sourceUrl } } : {}),
    ...(payload.value !== undefined ? { properties: { value: payload.value, currency: payload.currency ?? 'USD' } } : {}),
  };
}

export interface ConversionOptions {
  store: LeadReads;
  meta: MetaCapiSettings | null;
  tiktok: TikTokSettings | null;
  /** The content's pixel ids (used when the environment names none). */
  pixels: { meta?: string; tiktok?: string };
  fetch?: typeof fetch;
  now?: () => number;
}

async function answer(response: Response): Promise<void> {
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  const text = (await response.text().catch(() => '')).slice(0, 300);
  // A 4xx other than 408/429 is a request the platform will never take (bad token, bad pixel):
  // retrying for a day would only hide it, so the job is dead at once and the desk shows why.
  const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
  const message = `HTTP ${response.status}${text ? `: ${text}` : ''}`;
  throw permanent ? new PermanentJobError(message) : new Error(message);
}

/** Reads a conversion's lead (none for a Purchase); a lead job whose lead is gone cannot run. */
async function leadOf(store: LeadReads, leadId: string | null): Promise<LeadRecord | undefined> {
  if (!leadId) return undefined;
  const lead = await store.getLead(leadId);
  if (!lead) throw new PermanentJobError(`lead ${leadId} is not in the store`);
  return lead;
}

/**
 * Registers the configured platforms (each a job type, each lead bringing one job per platform)
 * and answers the start output's lines. Throws when a token is set but no pixel is known.
 */
export function registerConversions(queue: JobQueue, options: ConversionOptions): string[] {
  const send = options.fetch ?? fetch;
  const lines: string[] = [];
  const types: string[] = [];
  if (options.meta) {
    const pixelId = options.meta.pixelId ?? (options.pixels.meta || undefined);
    if (!pixelId || !/^\d{5,20}$/.test(pixelId)) {
      throw new ConversionSettingError(
        'EMBUDO_META_CAPI_TOKEN is set but no Meta pixel id is known: set EMBUDO_META_PIXEL_ID, or "pixels.meta" in content/site.json (the pixel\'s digits).',
      );
    }
    const url = `${options.meta.graphUrl}/${META_GRAPH_VERSION}/${pixelId}/events?access_token=${encodeURIComponent(options.meta.token)}`;
    queue.register<ConversionPayload>({
      type: META_JOB,
      timeoutMs: CONVERSION_TIMEOUT_MS,
      async run(payload, job, signal) {
        const lead = await leadOf(options.store, job.leadId);
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: [metaEvent(payload, lead)] }),
          redirect: 'manual',
          signal,
        });
        await answer(response);
      },
    });
    types.push(META_JOB);
    lines.push(
      `Meta Conversions API: Lead, CompleteRegistration and Purchase to pixel ${pixelId} (${options.meta.graphUrl}, ${META_GRAPH_VERSION})`,
    );
  } else {
    lines.push('Meta Conversions API: off (set EMBUDO_META_CAPI_TOKEN, and EMBUDO_META_PIXEL_ID unless content/site.json names the pixel)');
  }
  if (options.tiktok) {
    const pixelCode = options.tiktok.pixelCode ?? (options.pixels.tiktok || undefined);
    if (!pixelCode)
      throw new ConversionSettingError(
        'EMBUDO_TIKTOK_ACCESS_TOKEN is set but no TikTok pixel code is known: set EMBUDO_TIKTOK_PIXEL_CODE, or "pixels.tiktok" in content/site.json.',
      );
    const { token, apiUrl } = options.tiktok;
    queue.register<ConversionPayload>({
      type: TIKTOK_JOB,
      timeoutMs: CONVERSION_TIMEOUT_MS,
      async run(payload, job, signal) {
        const lead = await leadOf(options.store, job.leadId);
        const response = await send(`${apiUrl}${TIKTOK_EVENTS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'access-token': token },
          body: JSON.stringify({ event_source: 'web', event_source_id: pixelCode, data: [tiktokEvent(payload, lead)] }),
          redirect: 'manual',
          signal,
        });
        if (response.status < 200 || response.status >= 300) return answer(response);
        // TikTok answers 200 with a non-zero `code` for a refused event (a wrong token or pixel):
        // retrying cannot help.
        const reply = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
        if (reply && typeof reply.code === 'number' && reply.code !== 0)
          throw new PermanentJobError(`TikTok code ${reply.code}: ${String(reply.message ?? '').slice(0, 300)}`);
      },
    });
    types.push(TIKTOK_JOB);
    lines.push(`TikTok Events API: Lead, CompleteRegistration and CompletePayment to pixel ${pixelCode} (${apiUrl})`);
  } else {
    lines.push(
      'TikTok Events API: off (set EMBUDO_TIKTOK_ACCESS_TOKEN, and EMBUDO_TIKTOK_PIXEL_CODE unless content/site.json names the pixel)',
    );
  }
  if (types.length) {
    queue.onLead((lead: Lead, request: LeadRequest) => {
      if (quarantineReason(lead)) return [];
      const payload: ConversionPayload = {
        event: eventForKind(lead.kind),
        eventId: lead.id,
        at: request.receivedAt,
        sourceUrl: lead.meta?.page ?? null,
        visitor: visitorOf(request, lead.meta?.page),
      };
      return types.map((type) => ({ type, payload }));
    });
  }
  conversionTypes.set(queue, types);
  return lines;
}

/** A conversions setting that cannot be used (main.ts prints it and stops). */
export class ConversionSettingError extends Error {
  override readonly name = 'ConversionSettingError';
}

const conversionTypes = new WeakMap<JobQueue, string[]>();

/** What the payment-success page reports for the server to send (POST /api/events, `event_name: "purchase"`). */
export interface PurchaseReport {
  eventId: string;
  value: number;
  currency: string;
  page: string | null;
}

/** Enqueues a Purchase for every configured platform, once per event id (a second report is a duplicate); false when none is configured. */
export async function enqueuePurchase(queue: JobQueue, report: PurchaseReport, request: LeadRequest): Promise<boolean> {
  const types = conversionTypes.get(queue) ?? [];
  const payload: ConversionPayload = {
    event: 'Purchase',
    eventId: report.eventId,
    at: request.receivedAt,
    sourceUrl: report.page,
    visitor: visitorOf(request, report.page),
    value: report.value,
    currency: report.currency,
  };
  for (const type of types) await queue.enqueue(type, payload, { key: `${type}:purchase:${report.eventId}` });
  return types.length > 0;
}
