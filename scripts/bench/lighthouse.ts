/**
 * Lighthouse (mobile form factor: 360 × 640, simulated 4G and 4× CPU, Lighthouse's defaults) on
 * pages of the real server, driving Debian's Chromium through its debugging port. Loopback only:
 * the IP geolocation service the pages call is answered by a local stand-in (./ip-service), and
 * Chromium's own requests are switched off.
 *
 * Chromium runs with the flags Lighthouse's own launcher gives it (chrome-launcher's defaults, as
 * the Lighthouse CLI starts Chrome): no Translate, no extensions, no background throttling. Started
 * with Playwright's alone, the browser ran Translate's language detection on every page, 12–14 ms
 * of its CPU in the middle of the page's first renders (seen in traces), and Lighthouse's figure
 * for the article alone moved 137–290 ms from run to run against 105–161 ms with these flags, on
 * the same build, interleaved.
 */
import lighthouse from 'lighthouse';
import { Launcher } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../chromium';
import { CHROMIUM_ARGS } from './timing';
import { startIpServiceStub } from './ip-service';
import { pageMainThreadMs, type TraceEvent } from './page-main-thread';

/** Scores (0–100) and the Core Web Vitals Lighthouse reports for one page. */
export interface LighthouseRow {
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest Contentful Paint, ms. */
  lcpMs: number | null;
  /** Total Blocking Time, ms. */
  tbtMs: number | null;
  cls: number | null;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown, with its 4× CPU), ms. */
  mainThreadMs: number | null;
  /** Of it, the page's own: from the task in which its navigation commits (./page-main-thread), ms. */
  pageMainThreadMs: number | null;
  /** Bytes the page transferred, all of it. */
  bytes: number | null;
  /** Bytes of the site's own JavaScript (React, the router, the pages: /assets/*.js). */
  appJsBytes: number | null;
  /** Audits that failed, by id (for the report's notes). */
  failed: string[];
  error?: string;
}

/** The transferred bytes of the site's own scripts (/assets/*.js) among a page's requests. */
function appJs(details: unknown): number | null {
  const items = (details as { items?: Array<{ url?: string; transferSize?: number }> } | undefined)?.items;
  if (!items) return null;
  return items.filter((i) => /\/assets\/[^/]+\.js$/.test(new URL(i.url ?? '', 'http://x').pathname)).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

const score = (value: number | null | undefined): number | null => (typeof value === 'number' ? Math.round(value * 100) : null);

/** Runs Lighthouse once per URL, sequentially (one Chromium, a fresh tab per run). */
export async function measureLighthouse(urls: readonly { page: string; url: string }[], debuggingPort = 9333): Promise<LighthouseRow[]> {
  const ipService = await startIpServiceStub();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...Launcher.defaultFlags(), ...ipService.chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    // One discarded run first: the first page a fresh Chromium loads pays for the browser's own
    // start (measured: TBT 171 ms on '/' first, 8-100 ms after), which is not the page's cost.
    if (urls[0]) await lighthouse(urls[0].url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }).catch(() => undefined);
    for (const { page, url } of urls) {
      try {
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error('Lighthouse returned nothing');
        const { lhr } = result;
        const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
        const categories = lhr.categories;
        const audit = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
        rows.push({
          page,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          mainThreadMs: audit('mainthread-work-breakdown'),
          pageMainThreadMs: trace?.traceEvents ? pageMainThreadMs(trace.traceEvents) : null,
          bytes: audit('total-byte-weight'),
          appJsBytes: appJs(lhr.audits['network-requests']?.details),
          failed: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
            .map((a) => a.id),
          ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
        });
      } catch (error) {
        rows.push({ page, performance: null, accessibility: null, bestPractices: null, seo: null, lcpMs: null, tbtMs: null, cls: null, mainThreadMs: null, pageMainThreadMs: null, bytes: null, appJsBytes: null, failed: [], error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    await browser.close();
    await ipService.close();
  }
  return rows;
}
