/**
 * The query-string actions of docs/product.md#query-actions, run once per page whatever the number of widgets and Embudo
 * bundles on it:
 *
 * - `payment` / `pay` equal to a code of the pricing document's `redirects` map: a toast, then the
 *   mapped https URL after 1 s. The target only ever comes from that map (a URL in the query string
 *   is never followed) and is checked again with `new URL` right before leaving.
 * - `payment` / `pay` containing "beca" (any case): opens the scholarship modal.
 * - `discount` containing "views" (any case): a toast, the chat app after 5 s; any other non-empty
 *   `discount`: the discount toast, the chat app after 3.5 s (both with the general greeting).
 * - `fbclid`: the CRM call (`postFbclid`, once per page by itself).
 *
 * Values are only compared, never shown: the toasts say fixed texts (as text, never HTML). A
 * `payment`, `pay` or `discount` longer than 200 characters is ignored (fbclid has the CRM
 * contract's own limit). Nothing here throws or rejects: a pricing failure costs the
 * payment redirect only, with one console error.
 */
import { CHAT_GREETINGS } from '../data/contact';
import type { Lang } from '../i18n/lang';
import { resolveLang } from '../i18n/lang';
import { queryActionMessages } from './query-actions.texts';
import { getConfig } from './config';
import { chatLink } from './contact';
import { postFbclid } from './crm';
import { openTab } from './open-tab';
import { pageSlot } from './page-slot';
import { loadPricing } from './pricing';
import type { ShowToast } from './toasts';
import { trackChatOpen } from './tracking';

/** What `runQueryActions` may be given instead of the page's own (tests, or a host that knows better). */
export interface QueryActionOptions {
  /** The query string to read; defaults to `location.search`. */
  search?: string;
  /**
   * The toasts' language; by default the page's when each toast shows (the configured language,
   * else `<html lang>`, else Spanish), so a host that sets its language after Embudo's script ran is heard.
   */
  lang?: Lang;
  /** The payment codes → https URLs; defaults to `redirects` of `GET ${apiBase}/api/pricing`. */
  loadRedirects?: () => Promise<Record<string, string>>;
  /** Leaves for the payment page; defaults to `location.assign`. */
  navigate?: (url: string) => void;
  /** Opens the chat app; defaults to a new tab without a handle back to this page. False: it could not (a popup blocker). */
  openChat?: (url: string) => boolean;
  /** Opens a modal by name; defaults to `window.embudo.open(name)` (queued when Embudo is not booted yet). */
  openModal?: (name: string) => void;
}

/** docs/product.md#query-actions delays, in ms. */
export const REDIRECT_DELAY_MS = 1000;
export const VIEWS_CHAT_DELAY_MS = 5000;
export const DISCOUNT_CHAT_DELAY_MS = 3500;
/** Longer values are ignored. */
export const MAX_VALUE_LENGTH = 200;

// The shape the pricing contract allows for a payment code: anything else cannot match, so costs no request.
const PAYMENT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
// Controls and spaces: the URL parser silently drops some ("java\tscript:"), so a target carrying any is refused.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/** The first call's promise: once per page, whichever Embudo script calls. */
const ran = pageSlot<Promise<void>>('queryActions');

/** The value of `name` when present, non-empty and at most 200 characters; else undefined. */
function param(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= MAX_VALUE_LENGTH ? value : undefined;
}

/** `url` when it is an absolute https URL with a host and no credentials, normalised; else undefined. */
export function safePaymentUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 2048 || CONTROL_OR_SPACE.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname && !parsed.username && !parsed.password ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The `redirects` map of the pricing document (the load the pricing widgets share); rejects when there is none. */
async function fetchRedirects(): Promise<Record<string, string>> {
  const outcome = await loadPricing(`${getConfig().apiBase}/api/pricing`);
  if (outcome.status !== 'ok') throw new Error(outcome.reason);
  return outcome.redirects as Record<string, string>;
}

function openEmbudoModal(name: string): void {
  const w = window as { embudo?: { open?: (name: string) => void; q?: unknown[][] } };
  if (typeof w.embudo?.open === 'function') w.embudo.open(name);
  // Not booted yet: the documented pre-load queue, replayed by `boot`.
  else ((w.embudo ??= {}).q ??= []).push(['open', name]);
}

/** The page's language now: the configured one, else `<html lang>` (`en-US` counts as en), else Spanish. */
function pageLang(): Lang {
  let htmlLang: string | null = null;
  try {
    htmlLang = document.documentElement.getAttribute('lang');
  } catch {
    // no document element
  }
  return getConfig().lang ?? resolveLang(htmlLang);
}

/** The toasts' language, read when a toast shows. */
const toastLang = (options: QueryActionOptions): Lang => options.lang ?? pageLang();

async function payment(code: string, options: QueryActionOptions, toast: ShowToast): Promise<void> {
  if (/beca/i.test(code)) {
    (options.openModal ?? openEmbudoModal)('scholarship');
    return;
  }
  if (!PAYMENT_CODE.test(code)) return;
  let redirects: Record<string, string>;
  try {
    redirects = await (options.loadRedirects ?? fetchRedirects)();
  } catch (error) {
    console.error('[embudo] the pricing redirects could not be loaded; the payment redirect was skipped.', error);
    return;
  }
  // Own keys only: `constructor` or `__proto__` is not a payment code.
  const mapped = redirects && Object.prototype.hasOwnProperty.call(redirects, code) ? redirects[code] : undefined;
  if (mapped === undefined) return;
  const target = safePaymentUrl(mapped);
  if (!target) {
    console.error(`[embudo] the redirect for payment code "${code}" is not an https URL; ignored.`);
    return;
  }
  const lang = toastLang(options);
  toast(queryActionMessages[lang].redirecting, 'success', lang);
  setTimeout(() => {
    // Checked again at the last moment: whatever happened to the map, only an https URL is followed.
    const url = safePaymentUrl(target);
    if (url) (options.navigate ?? ((href: string) => location.assign(href)))(url);
  }, REDIRECT_DELAY_MS);
}

/**
 * The discount toast, then the chat app. The toast offers the chat link from the start (a tap opens
 * it at once and the timed open is dropped), and says it again when the timed open is blocked:
 * browsers' popup blockers stop a new tab no click asked for, so the link is the way that works.
 */
function discount(value: string, options: QueryActionOptions, toast: ShowToast): void {
  const views = /views/i.test(value);
  const lang = toastLang(options);
  const href = chatLink({ text: CHAT_GREETINGS.general[lang] });
  // Each toast in the page's language when it shows (the second comes 3.5 s or 5 s later).
  const show = (onClick: () => void): void => {
    const m = queryActionMessages[toastLang(options)];
    toast(m[views ? 'views' : 'discount'], 'info', toastLang(options), { label: m.openChat, href, onClick });
  };
  // Every opening of the chat app is a WhatsAppClick and a Contact, timed or tapped.
  const opened = (): void => trackChatOpen('discount');
  const timer = setTimeout(
    () => {
      if ((options.openChat ?? openTab)(href)) opened();
      else show(opened);
    },
    views ? VIEWS_CHAT_DELAY_MS : DISCOUNT_CHAT_DELAY_MS,
  );
  show(() => {
    clearTimeout(timer);
    opened();
  });
}

async function run(toast: ShowToast, options: QueryActionOptions): Promise<void> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(options.search ?? location.search);
  } catch {
    return;
  }
  const tasks: Promise<void>[] = [];
  const code = param(params, 'payment') ?? param(params, 'pay');
  if (code) tasks.push(payment(code, options, toast));
  const offer = param(params, 'discount');
  if (offer) discount(offer, options, toast);
  // Not held to 200 characters: postFbclid checks the click id against the CRM contract (up to 500).
  if (params.get('fbclid')?.trim()) tasks.push(postFbclid());
  await Promise.all(tasks);
}

/**
 * Resolves once the document is parsed and its deferred scripts have run (DOMContentLoaded): Embudo's
 * deferred script runs before the page's later deferred and module scripts, which may still set
 * `<html lang>` or render the page's own modal. (`interactive` already holds while deferred scripts
 * run; the navigation timing tells whether DOMContentLoaded has come.)
 */
function parsed(): Promise<void> {
  return new Promise((resolve) => {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const state = document.readyState;
    if (state === 'complete' || (state === 'interactive' && !(nav?.domContentLoadedEventStart === 0))) resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/**
 * Runs the page's query-string actions (docs/product.md#query-actions) once per page, once the document is parsed:
 * later calls, from this bundle or another, return the first call's promise and do nothing. The promise settles when the actions are
 * under way (redirect and chat timers set, the CRM call answered) and never rejects. `toast` shows
 * the toasts (the page's toaster, src/ui/toaster, passed in by the bundle that runs the actions).
 */
export function runQueryActions(toast: ShowToast, options: QueryActionOptions = {}): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return ran.ensure(() =>
    parsed()
      .then(() => run(toast, options))
      .catch((error: unknown) => {
        console.error('[embudo] a query-string action failed.', error);
      }),
  );
}

/** Lets `runQueryActions` run again (tests only). */
export function resetQueryActionsForTests(): void {
  ran.clear();
}
