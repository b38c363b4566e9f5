/**
 * What `/payment-success` reports (docs/product.md#tracking): the value from `mount` (else 197 USD), the
 * event id from `session_id` or `invoice_id`, and the invoice PDF of a safe `invoice_id`. Once per
 * payment: a reload of the same page does not count the purchase again.
 */
import { PURCHASE_EVENT } from '../../../src/contracts/events';
import { session } from '../../../src/services/storage';
import { track, trackFunnel } from '../../../src/services/tracking';

/** docs/product.md#timers: the invoice opens 3 s after the page. */
export const INVOICE_DELAY_MS = 3000;

/** Lead and purchase value when the page is not told the amount (docs/product.md#tracking). */
const FALLBACK_VALUE = 197;

/** Invoice ids are the payment provider's: letters, digits, `_` and `-` only, so no path or URL can be smuggled in. */
const SAFE_INVOICE = /^[A-Za-z0-9_-]{1,100}$/;
const SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export interface PurchaseDetails {
  readonly value: number;
  readonly eventId: string | undefined;
  readonly invoiceUrl: string | undefined;
  /** The `invoice_id` given, when it is not of the safe form (reported in the browser's console). */
  readonly refusedInvoice: string | undefined;
}

/** Reads the query of `/payment-success`. */
export function purchaseDetails(search: string, invoiceBaseUrl: string): PurchaseDetails {
  const query = new URLSearchParams(search);
  const mount = Number(query.get('mount'));
  const value = Number.isFinite(mount) && mount > 0 && mount < 1e7 ? mount : FALLBACK_VALUE;
  const invoice = query.get('invoice_id') ?? '';
  const sessionId = query.get('session_id') ?? '';
  const invoiceOk = SAFE_INVOICE.test(invoice);
  const eventId = SAFE_ID.test(sessionId) ? sessionId : invoiceOk ? invoice : undefined;
  return {
    value,
    eventId,
    invoiceUrl: invoiceOk ? `${invoiceBaseUrl.replace(/\/+$/, '')}/INVOICES/${invoice}.pdf` : undefined,
    refusedInvoice: invoice && !invoiceOk ? invoice : undefined,
  };
}

let reported = false;

/** Purchase and FunnelProgress purchase_complete, once per page and once per event id in the session (a reload does not count twice); true when this call reported it. */
export function reportPurchase(details: PurchaseDetails): boolean {
  if (reported) return false;
  reported = true;
  if (details.refusedInvoice !== undefined) {
    console.error(
      `[embudo-site] invoice_id ${JSON.stringify(details.refusedInvoice.slice(0, 120))} is not valid: expected letters, digits, "_" or "-" (at most 100); no invoice opened.`,
    );
  }
  const key = `embudo:purchase:${details.eventId ?? 'none'}`;
  if (details.eventId && session.get(key)) return false;
  if (details.eventId) session.set(key, '1');
  track(
    'Purchase',
    {
      value: details.value,
      currency: 'USD',
      content_ids: ['fullstack'],
      content_name: 'Bootcamp Full Stack Developer',
      content_type: 'product',
    },
    details.eventId ? { eventId: details.eventId } : undefined,
  );
  trackFunnel('purchase_complete');
  if (details.eventId) reportServerPurchase(details.eventId, details.value);
  return true;
}

/**
 * Tells the site's server about the purchase, so it sends the same Purchase (same event id) to the
 * ad platforms' server APIs, which count it even when a blocker stopped the pixel. A beacon, like
 * the funnel's: it outlives the page and never delays it.
 */
function reportServerPurchase(eventId: string, value: number): void {
  try {
    const body = JSON.stringify({
      event_name: PURCHASE_EVENT,
      event_id: eventId,
      value,
      currency: 'USD',
      page: location.href.slice(0, 2000),
    });
    const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator.sendBeacon == 'function' && navigator.sendBeacon('/api/events', blob)) return;
    fetch('/api/events', { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, keepalive: true }).catch(
      () => undefined,
    );
  } catch {
    // a blocked network API: the browser pixel's Purchase still counts
  }
}
