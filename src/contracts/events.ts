/**
 * The CRM event contract (docs/product.md#crm-call): `POST /api/events` with `event-fbclid`, the short code and the
 * click id. Shared by the browser (crm service) and the server (which stores it).
 */
import { FUNNEL_STAGES } from './funnel';
import { checkVariant, type FieldIssue, type Fields, type InferVariant, type VariantSchema } from './schema';

/** The one CRM event name docs/product.md#crm-call sends. */
export const FBCLID_EVENT = 'event-fbclid';

/** The CRM event schema: `event_name` decides the fields, and docs/product.md#crm-call has one event. */
export const CrmEventSchema = {
  key: 'event_name',
  variants: {
    [FBCLID_EVENT]: {
      fbclid_short_code: { pattern: /^[0-9A-Z]{1,4}$/, expected: '1 to 4 upper-case letters or digits' },
      // Meta click ids are URL-safe base64-like strings; anything else is not worth storing.
      fbclid: { pattern: /^[A-Za-z0-9_.-]{1,500}$/, expected: '1 to 500 letters, digits, ".", "-" or "_"' },
    },
  },
} as const satisfies VariantSchema<'event_name', Record<typeof FBCLID_EVENT, Fields>>;

/** A CRM event that passed the schema. */
export type CrmEvent = InferVariant<typeof CrmEventSchema>;

/** `hash = hash * 31 + code` over UTF-16 units in 32 bits (Java's String.hashCode), as the seed site did. */
function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/** docs/product.md#crm-call: the first 4 characters of the base-36 hash of the fbclid, upper case. */
export function fbclidShortCode(fbclid: string): string {
  return Math.abs(stringHash(fbclid)).toString(36).slice(0, 4).toUpperCase();
}

/** Checks an untrusted CRM event; `field` names the first field at fault ('(body)' for a non-object). */
export function validateCrmEvent(input: unknown): { ok: true; event: CrmEvent } | { ok: false; field: string; message: string } {
  const check = checkVariant(CrmEventSchema, input);
  return check.ok ? { ok: true, event: check.value } : { ok: false, ...(check.issues[0] as FieldIssue) };
}

export { FUNNEL_PROGRESS, FUNNEL_STAGES, type FunnelStage } from './funnel';

/** The event name of a funnel stage reached (stored for the leads desk's funnel). */
export const FUNNEL_EVENT = 'funnel';

/** One line of at most 100 characters: a utm value as the page URL gave it. */
const utm = { max: 100, oneLine: true, optional: true } as const;

/**
 * A visit reaching a funnel stage: `POST /api/events` with `event_name` "funnel". `visit` is the
 * browser session's random id (a visit counts once per stage), `source` and `campaign` the
 * `utm_source` / `utm_campaign` of the visit's first page, when it had them. Nothing personal.
 */
export const FunnelEventSchema = {
  key: 'event_name',
  variants: {
    [FUNNEL_EVENT]: {
      stage: { values: FUNNEL_STAGES, expected: `one of ${FUNNEL_STAGES.join(', ')}` },
      visit: { pattern: /^[A-Za-z0-9_-]{8,64}$/, expected: '8 to 64 letters, digits, "-" or "_"' },
      source: utm,
      campaign: utm,
    },
  },
} as const satisfies VariantSchema<'event_name', Record<typeof FUNNEL_EVENT, Fields>>;

/** A funnel event that passed the schema. */
export type FunnelEvent = InferVariant<typeof FunnelEventSchema>;

/** Checks an untrusted funnel event; `field` names the first field at fault. */
export function validateFunnelEvent(input: unknown): { ok: true; event: FunnelEvent } | { ok: false; field: string; message: string } {
  const check = checkVariant(FunnelEventSchema, input);
  return check.ok ? { ok: true, event: check.value } : { ok: false, ...(check.issues[0] as FieldIssue) };
}

/** The event name of a purchase the payment-success page reports, for the server's conversion APIs. */
export const PURCHASE_EVENT = 'purchase';

/**
 * A purchase: `POST /api/events` with `event_name` "purchase". `event_id` is the eventID the
 * browser pixel got (the payment's session or invoice id), so the platform counts it once; `page`
 * the payment-success URL. The server enqueues it once per event id.
 */
export interface PurchaseEvent {
  event_name: typeof PURCHASE_EVENT;
  event_id: string;
  value: number;
  currency: string;
  page?: string;
}

/** Checks an untrusted purchase event; `field` names the first field at fault. */
export function validatePurchaseEvent(
  input: Record<string, unknown>,
): { ok: true; event: PurchaseEvent } | { ok: false; field: string; message: string } {
  const { event_id: id, value, currency, page } = input;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(id))
    return { ok: false, field: 'event_id', message: 'event_id: expected 1 to 200 letters, digits, "-" or "_"' };
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1e7)
    return { ok: false, field: 'value', message: 'value: expected a number above 0 and below 10,000,000' };
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return { ok: false, field: 'currency', message: 'currency: expected an ISO 4217 code such as USD' };
  if (page !== undefined && (typeof page !== 'string' || page.length > 2000 || !/^https?:\/\/[^\s]+$/.test(page)))
    return { ok: false, field: 'page', message: 'page: expected the http(s) URL of the page, at most 2000 characters' };
  return { ok: true, event: { event_name: PURCHASE_EVENT, event_id: id, value, currency, ...(page === undefined ? {} : { page }) } };
}
