/**
 * The funnel stages a visit of the site reaches, reported to the site's server (`POST /api/events`,
 * event "funnel") so the leads desk draws the funnel of docs/product.md#funnel from the business's own data. Every
 * Embudo script on the page (the site's and the widgets') announces a stage as an `embudo-funnel`
 * event on `window`; this listener sends it. A visit is the browser session: a random id kept in
 * sessionStorage, with the `utm_source` / `utm_campaign` of its first page; each stage is sent once
 * per visit, by beacon (it survives leaving the page for the chat app or the payment page).
 * Nothing personal is sent, and nothing here throws.
 */
import { FUNNEL_EVENT } from '../../../src/contracts/events';
import { FUNNEL_DOM_EVENT, FUNNEL_STAGES, type FunnelStage } from '../../../src/contracts/funnel';
import { session } from '../../../src/services/storage';

/** sessionStorage key of the visit: id, utm values and the stages already sent. */
export const VISIT_KEY = 'embudo:visit';

interface Visit {
  id: string;
  source?: string;
  campaign?: string;
  sent: string[];
}

const isVisit = (value: unknown): value is Visit =>
  typeof value == 'object' &&
  value !== null &&
  typeof (value as Visit).id == 'string' &&
  /^[\w-]{8,64}$/.test((value as Visit).id) &&
  Array.isArray((value as Visit).sent);

// One line of at most 100 characters, as the contract takes it; anything else is left out.
const utm = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)?.trim();
  return value && value.length <= 100 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) ? value : undefined;
};

function newId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  }
}

/** Sends `stage` for this visit, once per visit; never throws. */
export function reportFunnel(stage: FunnelStage): void {
  try {
    let visit = session.getJSON(VISIT_KEY, isVisit);
    if (!visit) {
      const params = new URLSearchParams(location.search);
      visit = { id: newId(), source: utm(params, 'utm_source'), campaign: utm(params, 'utm_campaign'), sent: [] };
    }
    if (visit.sent.includes(stage)) return;
    visit.sent.push(stage);
    session.setJSON(VISIT_KEY, visit);
    const body = JSON.stringify({ event_name: FUNNEL_EVENT, stage, visit: visit.id, source: visit.source, campaign: visit.campaign });
    const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator.sendBeacon == 'function' && navigator.sendBeacon('/api/events', blob)) return;
    fetch('/api/events', { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, keepalive: true }).catch(
      () => undefined,
    );
  } catch {
    // a blocked storage or network API: only the desk's funnel misses this stage
  }
}

let listening = false;

/** Starts sending the page's funnel stages (once per page; call before the first stage is tracked). */
export function startFunnelReport(): void {
  if (listening) return;
  listening = true;
  addEventListener(FUNNEL_DOM_EVENT, (event) => {
    const stage = (event as CustomEvent<{ stage?: unknown } | null>).detail?.stage;
    if (typeof stage == 'string' && (FUNNEL_STAGES as readonly string[]).includes(stage)) reportFunnel(stage as FunnelStage);
  });
}
