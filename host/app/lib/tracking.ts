/**
 * The site's page-level tracking (docs/product.md#tracking) through the shared adapter (src/services/tracking):
 * ViewContent and FunnelProgress viewed_landing once per landing view, clicked_cta on the calls
 * to action; every funnel stage also goes to the site's server (./funnel-report). The ad and analytics tags load only when their ids are set in content/site.json, as
 * script elements (no inline snippet: the site runs under a strict CSP).
 */
import type { SiteSettings } from '../../../src/contracts/site-content';
import { track, trackFunnel } from '../../../src/services/tracking';
import type { ResolvedRoute } from '../routes';
import { startFunnelReport } from './funnel-report';

type Tag = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Loads the configured tags: Meta pixel, Google tag, TikTok pixel (each only with its id). */
export function loadPixels(pixels: SiteSettings['pixels']): void {
  const w = window as unknown as Record<string, unknown>;
  if (pixels.meta && typeof w.fbq !== 'function') {
    const fbq: Tag = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    w.fbq = w._fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
    fbq('init', pixels.meta);
    fbq('track', 'PageView');
  }
  if (pixels.google && typeof w.gtag !== 'function') {
    const layer = (w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : []) as unknown[];
    w.gtag = function gtag() {
      // gtag reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(pixels.google)}`);
    (w.gtag as Tag)('js', new Date());
    (w.gtag as Tag)('config', pixels.google);
  }
  if (pixels.tiktok && !w.ttq) {
    const queue: unknown[][] = [];
    const ttq = { _q: queue, track: (...a: unknown[]) => queue.push(['track', ...a]), page: () => queue.push(['page']) };
    w.ttq = ttq;
    addScript(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixels.tiktok)}&lib=ttq`);
    ttq.page();
  }
}

/** The contract's (docs/product.md#tracking) ViewContent value when the price is not known (the pricing failed to load). */
const FALLBACK_VALUE = 197;

/**
 * The ViewContent parameters of docs/product.md#tracking for the landing: its value is the price the landing shows
 * (`price_mount`), in USD (the full stack bootcamp's USD row of the pricing), 197 without one.
 */
export function viewContentParams(route: ResolvedRoute, usdMount = FALLBACK_VALUE): Record<string, unknown> {
  return {
    content_name: route.lang === 'en' ? 'Full Stack Developer Bootcamp' : 'Bootcamp Full Stack Developer',
    content_category: 'bootcamp',
    content_type: 'product',
    value: usdMount,
    currency: 'USD',
  };
}

/**
 * The full stack bootcamp's USD price (`mount`) from the page's pricing answer, or undefined. The
 * pricing module is a chunk of its own, asked for after the page's first screen (it is about 4 KB
 * gzip the first screen does not need).
 */
async function usdMount(): Promise<number | undefined> {
  const { loadPricing, offerFor } = await import('../../../src/services/pricing');
  const outcome = await loadPricing('/api/pricing');
  const offer = offerFor(outcome, 'fullstack', 'USD');
  return offer.fallback ? undefined : offer.price.mount;
}

let started = false;

/** Once per page load: the tags, then the landing's view events; CTA clicks report clicked_cta. */
export function startTracking(route: ResolvedRoute, settings: SiteSettings): void {
  if (started) return;
  started = true;
  startFunnelReport();
  loadPixels(settings.pixels);
  if (route.page === 'landing') {
    // The same cached answer the pricing block reads; a failed load reports the product contract's 197.
    void usdMount()
      .catch(() => undefined)
      .then((mount) => track('ViewContent', viewContentParams(route, mount)));
    trackFunnel('viewed_landing');
  }
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-cta], a[href$="#empezar"], [data-embudo-open]') : null;
    if (target) trackFunnel('clicked_cta');
  });
}
