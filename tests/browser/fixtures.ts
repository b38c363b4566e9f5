import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';

/**
 * Shared fixtures of the browser suite.
 *
 * - Every request that leaves loopback is answered here with an empty 204: a test can never
 *   reach the internet (docs/architecture.md#conventions), and a widget that tries to does
 *   not hang.
 * - Console errors and warnings, page errors, CSP violations and the URLs that were stubbed are
 *   collected for assertions (`problems`).
 * - `serve(path, body, headers)` answers `/__test/<path>` on the server's own origin with a page
 *   written by the test, so real widget scripts load same-origin from the real server.
 */

/** The instant every test page starts at (the page's fake clock). */
export const T0 = Date.parse('2026-01-01T00:00:00Z');
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Prefix printed by the page-side CSP listener (a console message, so no global is added). */
const CSP_MARK = '[csp-violation]';

/** What went wrong on the page while the test ran. */
export interface Problems {
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
  cspViolations: string[];
  /** Non-loopback URLs the page tried to reach (answered with 204). */
  blocked: string[];
}

interface Fixtures {
  problems: Problems;
  /** Serves `body` as HTML at `/__test/<path>` (same origin as the widgets) to every page of the test's context. */
  serve: (path: string, body: string, headers?: Record<string, string>) => Promise<string>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An empty `Problems`. */
const noProblems = (): Problems => ({ consoleErrors: [], consoleWarnings: [], pageErrors: [], cspViolations: [], blocked: [] });

/**
 * Keeps a browser context on loopback: every other request is answered with an empty 204 and
 * recorded. The `problems` fixture does this for the test's own context; call it for any extra
 * context a test opens (two visitors, two browsers).
 */
export async function shieldContext(context: BrowserContext, problems: Problems): Promise<void> {
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    async (route) => {
      problems.blocked.push(route.request().url());
      await route.fulfill({ status: 204, body: '' });
    },
  );
}

/** Collects a page's console errors and warnings, page errors and CSP violations into `problems`. */
export async function watchPage(page: Page, problems: Problems): Promise<void> {
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith(CSP_MARK)) problems.cspViolations.push(text.slice(CSP_MARK.length).trim());
    else if (msg.type() === 'error') problems.consoleErrors.push(text);
    else if (msg.type() === 'warning') problems.consoleWarnings.push(text);
  });
  // The message and where it came from (two frames), so a failure on a CI run says which code threw.
  page.on('pageerror', (err) => {
    const frames = (err.stack ?? '')
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .slice(0, 2)
      .map((l) => l.trim());
    problems.pageErrors.push([`${err.name}: ${err.message}`, ...frames].join(' | '));
  });
  await page.addInitScript((mark: string) => {
    // Capture phase on window: violations from shadow roots are composed and reach it too.
    window.addEventListener(
      'securitypolicyviolation',
      (e) => console.debug(`${mark} ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  }, CSP_MARK);
}

export const test = base.extend<Fixtures>({
  problems: [
    async ({ page, context }, use) => {
      const problems = noProblems();
      await shieldContext(context, problems);
      // The clock a test sets (page.clock) is its pages' true time: the server's clock, which
      // countdowns to a fixed instant read to correct it (GET /api/time), answers without a time
      // (so nothing is corrected). times.spec.ts lets it through where that correction is the test.
      await context.route('**/api/time', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
      await watchPage(page, problems);
      await use(problems);
    },
    { auto: true },
  ],
  // On the context, so every tab of the test (a second tab, a reopened page) gets the same pages.
  serve: async ({ context, baseURL }, use) => {
    await use(async (path, body, headers = {}) => {
      const url = `${baseURL}/__test/${path.replace(/^\/+/, '')}`;
      await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers, body }));
      return url;
    });
  },
});

export { expect };

/** A minimal HTML document. */
export function html(body: string, head = ''): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Embudo test</title>${head}</head><body>${body}</body></html>`;
}

/** ISO string of T0 + ms (the pages' clock starts at T0). */
export const at = (ms: number): string => new Date(T0 + ms).toISOString();

/**
 * Installs the fake clock at T0 and keeps it paused there, so the page sees exactly T0 until the
 * test advances time with `runFor` / `fastForward`. Call before `goto`.
 */
export async function freezeClock(page: Page, time = T0): Promise<void> {
  // Installed a second early: the fake clock flows until paused, and pausing in its past throws.
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

/**
 * Loads `url` and moves the paused clock half a second on. The page loads at exactly T0, a
 * wall-clock second; the shared ticker fires a couple of ms after each second, so from mid-second
 * every `runFor(1000)` crosses exactly one tick. Remaining time is rounded up, so at T0 + 0.5 s a
 * countdown to T0 + N s still shows N s.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.clock.runFor(500);
}

/** Each unit's digits of one widget, e.g. `{ day: '01', hour: '23', … }` (units not shown are absent). */
export async function unitValues(page: Page, selector: string, index = 0): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((host) => {
      const out: Record<string, string> = {};
      for (const unit of host.shadowRoot!.querySelectorAll('[part~="unit"]')) {
        const name = [...unit.classList].find((c) => c.startsWith('unit-'))!.slice('unit-'.length);
        out[name] = [...unit.querySelectorAll('[part~="digit"]')].map((d) => d.textContent).join('');
      }
      return out;
    });
}

/** All digits of one widget as one string, e.g. "000001000000". */
export async function allDigits(page: Page, selector: string, index = 0): Promise<string> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((host) => [...host.shadowRoot!.querySelectorAll('[part~="digit"]')].map((d) => d.textContent).join(''));
}

/** The whole text of a widget's shadow root (including visually hidden labels). */
export async function shadowText(page: Page, selector: string, index = 0): Promise<string> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((host) => host.shadowRoot!.textContent ?? '');
}

/**
 * Counts `setTimeout` calls in the page (call before `goto`, after `freezeClock`, so the fake
 * timer is the one wrapped). The count lives on the wrapper itself: no new global.
 */
export async function spyOnSetTimeout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Spy = typeof window.setTimeout & { calls: number };
    const original = window.setTimeout;
    const spy = function (this: unknown, ...args: Parameters<typeof setTimeout>) {
      spy.calls++;
      return original.apply(this, args);
    } as unknown as Spy;
    spy.calls = 0;
    window.setTimeout = spy;
  });
}

/** How many times the page called `setTimeout` so far (see `spyOnSetTimeout`). */
export const setTimeoutCalls = (page: Page): Promise<number> =>
  page.evaluate(() => (window.setTimeout as unknown as { calls: number }).calls);

/** Errors that name an Embudo widget (`[embudo-…]` / `[embudo]`). */
export const embudoMessages = (messages: string[]): string[] => messages.filter((m) => m.startsWith('[embudo'));

/**
 * Scrolls to a landing section as a visitor would, and resolves once it has hydrated: the sections
 * below the fold load their code on approach (host/app/lib/deferred-section.tsx).
 */
export async function approach(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const wrapper = document.querySelector(sel)?.closest('.deferred-section');
    return wrapper ? wrapper.hasAttribute('data-ready') : true;
  }, selector);
}

/**
 * Resolves once the page has the whole answer of the request `response` waits for (started before
 * the page asked: `page.waitForResponse(…)`), and has had a task to take it in. A test that moves a
 * fake clock past a widget's deadline waits for this first: a real server's answer still on the
 * way under load would otherwise meet the deadline the test jumped to. (Resource timing cannot
 * tell: the fake clock replaces `performance`.)
 */
export async function received(page: Page, response: Promise<Response>): Promise<void> {
  await (await response).finished();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
