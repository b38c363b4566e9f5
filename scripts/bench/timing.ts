import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { BenchKind } from './pages';

/** Chromium flags for every bench run: no sandbox (containers), nothing that phones home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone-ish viewport; the CPU is slowed by CPU_THROTTLING through the DevTools protocol. */
const VIEWPORT = { width: 412, height: 915 };
export const CPU_THROTTLING = 4;

const isLoopback = (url: URL): boolean =>
  url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';

/** A fresh context (cold cache) whose every non-loopback request gets an empty 204. */
async function openPage(
  browser: Browser,
  reducedMotion = false,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  await context.route(
    (url) => !isLoopback(url) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  return { context, page, cdp };
}

/**
 * Installed before any page script: polls once per animation frame (just before paint) until
 * every countdown on the page shows a digit, and records performance.now() — milliseconds since
 * navigation start — in window.__benchFirstDigits. Embudo's digits are in each shadow root.
 * Plain source text, not a TS function: tsx (esbuild keepNames) would wrap a serialized function's
 * inner functions in a `__name` helper that does not exist in the page.
 */
const FIRST_DIGITS_PROBE = `(function (kind, n) {
  function digitIn(el) {
    var root = kind === 'embudo' ? el.shadowRoot : el;
    var digit = root && root.querySelector(kind === 'embudo' ? '[part~="digit"]' : '.vcd-digits');
    return !!digit && /\\d/.test(digit.textContent || '');
  }
  function ready() {
    var all = document.querySelectorAll(kind === 'embudo' ? 'embudo-countdown' : '.vcd');
    if (all.length < n) return false;
    for (var i = 0; i < all.length; i++) if (!digitIn(all[i])) return false;
    return true;
  }
  function poll() {
    if (ready()) window.__benchFirstDigits = performance.now();
    else requestAnimationFrame(poll);
  }
  requestAnimationFrame(poll);
})`;

const probe = (kind: BenchKind, n: number): { content: string } => ({
  content: `${FIRST_DIGITS_PROBE}(${JSON.stringify(kind)}, ${JSON.stringify(n)});`,
});

const pageUrl = (origin: string, kind: BenchKind, n: number): string => `${origin}/bench/${kind}.html?n=${n}`;

/** Milliseconds from navigation start until all `n` countdowns show digits (one cold load). */
export async function measureFirstDigits(browser: Browser, origin: string, kind: BenchKind, n: number): Promise<number> {
  const { context, page } = await openPage(browser);
  try {
    await page.addInitScript(probe(kind, n));
    await page.goto(pageUrl(origin, kind, n), { waitUntil: 'load', timeout: 30_000 });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __benchFirstDigits?: number }).__benchFirstDigits,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return Number(await handle.jsonValue());
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Per-tick main-thread cost over a window of whole seconds. */
export interface TickCost {
  ticks: number;
  /** Milliseconds of JavaScript per tick (CDP Performance ScriptDuration delta ÷ ticks). */
  scriptMs: number;
  /** Milliseconds of main-thread tasks per tick: script, style, layout, paint (TaskDuration delta ÷ ticks). */
  taskMs: number;
  /** Style recalculation and layout per tick, for the curious. */
  styleLayoutMs: number;
}

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Waits until the page's clock is `offsetMs` past a wall-clock second. */
async function alignToSecond(page: Page, offsetMs: number): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  const wait = (1000 + offsetMs - (now % 1000)) % 1000;
  await page.waitForTimeout(wait);
  return page.evaluate(() => Date.now());
}

/**
 * Loads the page, lets it settle, then measures between two instants half-way through a second,
 * so the window holds exactly `seconds` ticks of a ticker aligned to wall-clock seconds.
 * `reducedMotion` emulates prefers-reduced-motion: reduce (both implementations then skip their digit flips).
 */
export async function measureTickCost(
  browser: Browser,
  origin: string,
  kind: BenchKind,
  n: number,
  seconds: number,
  reducedMotion = false,
): Promise<TickCost> {
  const { context, page, cdp } = await openPage(browser, reducedMotion);
  try {
    await page.addInitScript(probe(kind, n));
    await page.goto(pageUrl(origin, kind, n), { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { __benchFirstDigits?: number }).__benchFirstDigits, undefined, {
      timeout: 30_000,
      polling: 50,
    });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    // Settle: first-render work, the first flips and a GC should not count as ticks.
    await page.waitForTimeout(800);
    const t0 = await alignToSecond(page, 500);
    const m0 = await metrics(cdp);
    await page.waitForTimeout(seconds * 1000 - 250);
    const t1 = await alignToSecond(page, 500);
    const m1 = await metrics(cdp);
    const ticks = Math.max(1, Math.floor(t1 / 1000) - Math.floor(t0 / 1000));
    const delta = (name: string): number => ((m1[name] ?? 0) - (m0[name] ?? 0)) * 1000;
    return {
      ticks,
      scriptMs: delta('ScriptDuration') / ticks,
      taskMs: delta('TaskDuration') / ticks,
      styleLayoutMs: (delta('RecalcStyleDuration') + delta('LayoutDuration')) / ticks,
    };
  } finally {
    await cdp.detach().catch(() => undefined);
    await context.close().catch(() => undefined);
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
