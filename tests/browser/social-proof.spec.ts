import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { embudoMessages, expect, freezeClock, HOUR, html, MINUTE, SECOND, T0, test, type Problems } from './fixtures';

/**
 * embudo-social-proof in real Chromium (docs/product.md#social-proof, docs/product.md#calls avatar service): the
 * 15 s, 40 % and 60 % triggers, the cap of 3, no repeat, the 8 s, close, hover/focus pause, the
 * avatar fallbacks, a failing endpoint, and axe. Time moves only through page.clock; the endpoint
 * and the avatar service are answered by page.route.
 */

const SCRIPT = '<script src="/widgets/social-proof.js"></script>';
const SERVICE = 'https://randomuser.test/api/';
const TAG = 'embudo-social-proof';

const PROOF = {
  activity: [
    { kind: 'scholarship', country: 'PE', at: T0 - 12 * MINUTE },
    { kind: 'brochure', country: 'MX', at: T0 - 2 * HOUR },
  ],
  testimonials: [
    { quote: { es: 'Conseguí mi primer empleo como desarrolladora.', en: 'I got my first developer job.' }, name: 'Ana', country: 'CO' },
  ],
};

/** A 1 × 1 PNG: the face the avatar service points to. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** The browser's own line for a request answered 4xx/5xx: the fault a test injects, not the page's error. */
const NETWORK_LINE = /^Failed to load resource: /;

const isProofUrl = (url: URL): boolean => url.pathname === '/api/social-proof';

/** Answers the social-proof endpoint with `body` (JSON) or a handler of the test's own. */
async function routeProof(page: Page, answer: unknown | ((route: Route) => Promise<void>) = PROOF): Promise<void> {
  await page.route(isProofUrl, (route) =>
    typeof answer === 'function' ? (answer as (r: Route) => Promise<void>)(route) : route.fulfill({ json: answer }),
  );
}

/** A tall page (so 40 % and 60 % can be scrolled to) that records each show event's detail on body. */
function proofPage(attrs = '', lang = 'es'): string {
  return html(
    `<script>document.addEventListener('embudo-social-proof-show', (e) => { const d = document.body.dataset; d.shows = JSON.stringify([...JSON.parse(d.shows || '[]'), e.detail]); });</script>
    <main><h1>Bootcamp</h1><div style="height:5000px"></div></main>
    <${TAG} lang="${lang}" ${attrs}></${TAG}>${SCRIPT}`,
  );
}

/** Makes every random pick the first choice (the order of PROOF: activity, then testimonials). */
async function firstPick(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
}

const shows = async (page: Page): Promise<{ kind: string; country: string | null }[]> =>
  JSON.parse((await page.locator('body').getAttribute('data-shows')) ?? '[]') as { kind: string; country: string | null }[];
const popupText = (page: Page) => page.locator(`${TAG} [part=text]`);

/**
 * Scrolls the page to `depth` (0–1) of its scrollable height and waits for the scroll event (the
 * browser's own, not a timer: it arrives with the paused clock too), after the widget's listener.
 */
async function scrollToDepth(page: Page, depth: number): Promise<void> {
  await page.evaluate(
    (d) =>
      new Promise<void>((resolve) => {
        const y = Math.round(d * (document.documentElement.scrollHeight - innerHeight));
        if (Math.abs(scrollY - y) < 1) return resolve();
        addEventListener('scroll', () => resolve(), { once: true });
        scrollTo(0, y);
      }),
    depth,
  );
}

/**
 * Opens the page and lets the endpoint's answer arrive and be read before the test moves the clock:
 * the paused clock jumps, the network does not, and a jump past the 8 s source timeout before the
 * answer lands would (rightly) show nothing.
 */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/**
 * Marks on `<html data-items>` when the page has read the endpoint's whole answer (a clone of the
 * response the widget reads, so both bodies end together). Call before `goto`.
 */
async function markItems(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      const { pathname } = new URL(args[0] instanceof Request ? args[0].url : String(args[0]), location.href);
      if (pathname === '/api/social-proof')
        void response
          .clone()
          .text()
          .then(() => document.documentElement.setAttribute('data-items', ''));
      return response;
    };
  });
}

/**
 * Waits in real time, the clock paused, until the page has the endpoint's whole answer (see
 * `markItems`): a jump of the paused clock past the 8 s source timeout before it lands would
 * (rightly) show nothing.
 */
async function itemsArrived(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-items', '');
}

/** Nothing went wrong on the page beyond injected network faults and Embudo's own `expectedWarnings`. */
function clean(problems: Problems, expectedWarnings = 0): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((m) => !NETWORK_LINE.test(m))).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toHaveLength(expectedWarnings);
  expect(problems.cspViolations).toEqual([]);
}

test.describe('timers', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await firstPick(page);
    await routeProof(page);
  });

  test('first popup 15 s after load with the real relative time; hides after 8 s', async ({ page, serve, problems }) => {
    await load(page, await serve('sp-15s.html', proofPage()));
    await page.clock.runFor(14 * SECOND);
    await expect(popupText(page)).toHaveCount(0);
    await page.clock.runFor(1 * SECOND);
    await expect(popupText(page)).toHaveText(/Alguien de Perú solicitó su beca hace 12 minutos/);
    expect(await shows(page)).toEqual([{ kind: 'scholarship', country: 'PE' }]);
    await expect(page.locator(`${TAG} [role=status]`)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(7 * SECOND);
    await expect(popupText(page)).toHaveCount(1);
    await page.clock.runFor(1 * SECOND);
    await expect(popupText(page)).toHaveCount(0);
    clean(problems);
  });

  test("ESM build: the later part and the items are requested at the visitor's first move, not on a page only loaded, and the first popup still shows at 15 s", async ({
    page,
    serve,
    problems,
  }) => {
    const parts: string[] = [];
    const proofRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/widgets/esm/')) parts.push(pathname);
      if (pathname === '/api/social-proof') proofRequests.push(request.url());
    });
    await markItems(page);
    const esm = proofPage().replace(SCRIPT, '<script type="module" src="/widgets/esm/social-proof.js"></script>');
    await load(page, await serve('sp-esm.html', esm));
    // Loaded, the clock still at T0: the entry and its static chunks, not the part.
    expect(parts.some((p) => p.startsWith('/widgets/esm/chunks/social-proof.element-'))).toBe(true);
    expect(parts.filter((p) => p.includes('social-proof.later-'))).toEqual([]);
    await expect(page.locator(`${TAG} [role=status]`)).toHaveCount(0);
    // A page only loaded and read: neither the part nor the items.
    await page.clock.runFor(2 * SECOND);
    expect(parts.filter((p) => p.includes('social-proof.later-'))).toEqual([]);
    expect(proofRequests).toEqual([]);
    // The visitor's first move (a key): both, on idle (within a second).
    await page.keyboard.press('Shift');
    await page.clock.runFor(1 * SECOND);
    await expect.poll(() => parts.filter((p) => p.includes('social-proof.later-')).length).toBe(1);
    await expect.poll(() => proofRequests.length).toBe(1);
    await itemsArrived(page);
    await expect(page.locator(`${TAG} [role=status]`)).toHaveCount(1);
    // The 15 s count from the setup, not from the part's arrival.
    await page.clock.runFor(12 * SECOND - 1);
    await expect(popupText(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(popupText(page)).toHaveText(/Alguien de Perú solicitó su beca hace 12 minutos/);
    expect(await shows(page)).toEqual([{ kind: 'scholarship', country: 'PE' }]);
    clean(problems);
  });

  test('US English: "Someone from Peru applied for a scholarship 12 minutes ago"', async ({ page, serve, problems }) => {
    await load(page, await serve('sp-en.html', proofPage('', 'en')));
    await page.clock.runFor(15 * SECOND);
    await expect(popupText(page)).toHaveText(/Someone from Peru applied for a scholarship 12 minutes ago/);
    await expect(page.locator(`${TAG} [part=close-button]`)).toHaveAttribute('aria-label', 'Close notice');
    clean(problems);
  });

  test('40 % and 60 % scroll each trigger once, never the same twice in a row, at most 3', async ({ page, serve, problems }) => {
    await load(page, await serve('sp-scroll.html', proofPage()));
    await page.clock.runFor(1 * SECOND);
    await scrollToDepth(page, 0.35);
    await page.clock.runFor(100);
    expect(await shows(page)).toHaveLength(0);
    await scrollToDepth(page, 0.42);
    await expect.poll(() => shows(page)).toHaveLength(1);
    // Back up and past 40 % again: that trigger is spent.
    await scrollToDepth(page, 0.2);
    await scrollToDepth(page, 0.45);
    await page.clock.runFor(9 * SECOND); // the popup went; t ≈ 10 s
    expect(await shows(page)).toHaveLength(1);
    await scrollToDepth(page, 0.62);
    await expect.poll(() => shows(page)).toHaveLength(2);
    // The 15 s trigger comes while the second is up: it waits for it, then shows the third.
    await page.clock.runFor(20 * SECOND);
    expect(await shows(page)).toHaveLength(3);
    await scrollToDepth(page, 1);
    await scrollToDepth(page, 0);
    await page.clock.runFor(60 * SECOND);
    const seen = await shows(page);
    expect(seen).toHaveLength(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i], `popup ${i + 1} repeats popup ${i}`).not.toEqual(seen[i - 1]);
    clean(problems);
  });

  test('max="1" caps the page view at one popup', async ({ page, serve }) => {
    await load(page, await serve('sp-max.html', proofPage('max="1"')));
    await page.clock.runFor(15 * SECOND);
    // The 15 s trigger asks for the items (none asked before: no move yet); the first popup is up
    // once they arrive. Moving the clock on before would run out their 8 s in fake time.
    await expect.poll(() => shows(page)).toHaveLength(1);
    await scrollToDepth(page, 1);
    await page.clock.runFor(60 * SECOND);
    expect(await shows(page)).toHaveLength(1);
  });

  test('the close button hides it at once; hover and keyboard focus hold the 8 s', async ({ page, serve, problems }) => {
    await load(page, await serve('sp-hold.html', proofPage()));
    await page.clock.runFor(15 * SECOND);
    await expect(popupText(page)).toHaveCount(1);
    await page.clock.runFor(3 * SECOND);
    await page.locator(`${TAG} [part~=base]`).hover();
    await page.clock.runFor(30 * SECOND);
    await expect(popupText(page)).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4 * SECOND);
    await expect(popupText(page)).toHaveCount(1);
    await page.clock.runFor(1100);
    await expect(popupText(page)).toHaveCount(0);

    await scrollToDepth(page, 0.5);
    await page.clock.runFor(1 * SECOND); // a trigger right after a popup left waits a 1 s gap
    await expect(popupText(page)).toHaveCount(1);
    const close = page.locator(`${TAG} [part=close-button]`);
    await expect(close).toHaveAttribute('aria-label', 'Cerrar aviso');
    await close.focus();
    await page.clock.runFor(30 * SECOND);
    await expect(popupText(page)).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(popupText(page)).toHaveCount(0);
    clean(problems);
  });
});

test.describe('avatars', () => {
  const testimonialFirst = { activity: [], testimonials: PROOF.testimonials };

  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await firstPick(page);
    await routeProof(page, testimonialFirst);
  });

  const initials = (page: Page) => page.locator(`${TAG} svg[part=avatar]`);

  test('the service fails: initials drawn locally (inline SVG, 128 px box)', async ({ page, serve, problems }) => {
    let asked = 0;
    await page.route(`${SERVICE}**`, (route) => {
      asked++;
      return route.fulfill({ status: 500, body: 'nope' });
    });
    await load(page, await serve('sp-avatar-500.html', proofPage(`avatar-service="${SERVICE}"`)));
    await page.clock.runFor(15 * SECOND);
    await expect(popupText(page)).toContainText('Ana');
    await expect(initials(page)).toHaveText('A');
    await expect(initials(page)).toHaveAttribute('viewBox', '0 0 128 128');
    await page.clock.runFor(100);
    await expect(page.locator(`${TAG} img`)).toHaveCount(0);
    // The route handler runs in this process: the count can trail the page by a moment.
    await expect.poll(() => asked).toBe(1);
    clean(problems);
  });

  test('the service hangs: still initials after its 3 s, nothing else breaks', async ({ page, serve, problems }) => {
    await page.route(`${SERVICE}**`, () => new Promise<void>(() => undefined));
    await load(page, await serve('sp-avatar-hang.html', proofPage(`avatar-service="${SERVICE}"`)));
    await page.clock.runFor(15 * SECOND);
    await expect(initials(page)).toHaveText('A');
    await page.clock.runFor(3 * SECOND);
    await expect(initials(page)).toHaveText('A');
    await expect(page.locator(`${TAG} img`)).toHaveCount(0);
    clean(problems);
  });

  test('the service answers: its https face (results[0].picture.medium)', async ({ page, serve, problems }) => {
    const face = 'https://randomuser.test/portraits/med/women/4.jpg';
    await page.route(`${SERVICE}**`, (route) => route.fulfill({ json: { results: [{ picture: { medium: face } }] } }));
    await page.route(face, (route) => route.fulfill({ contentType: 'image/png', body: Buffer.from(PNG_1PX, 'base64') }));
    await load(page, await serve('sp-avatar-ok.html', proofPage(`avatar-service="${SERVICE}"`)));
    await page.clock.runFor(15 * SECOND);
    await expect(page.locator(`${TAG} img[part=avatar]`)).toHaveAttribute('src', face);
    clean(problems);
  });
});

test.describe('a broken endpoint shows nothing', () => {
  const faults: [string, (route: Route) => Promise<void>][] = [
    ['503', (route) => route.fulfill({ status: 503, json: { error: 'down' } })],
    ['an HTML page', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>Portal</h1>' })],
    ['no answer', () => new Promise<void>(() => undefined)],
  ];
  for (const [name, answer] of faults) {
    test(`${name}: no popup, one clear warning, no error`, async ({ page, serve, problems }) => {
      await freezeClock(page);
      await routeProof(page, answer);
      const url = await serve(`sp-broken-${name.replace(/\W+/g, '-')}.html`, proofPage());
      // A hanging answer never lets the network go idle.
      if (name === 'no answer') await page.goto(url);
      else await load(page, url);
      await page.clock.runFor(15 * SECOND);
      await scrollToDepth(page, 1);
      await page.clock.runFor(30 * SECOND);
      expect(await shows(page)).toEqual([]);
      await expect(popupText(page)).toHaveCount(0);
      clean(problems, 1);
      expect(embudoMessages(problems.consoleWarnings)[0]).toMatch(
        /^\[embudo-social-proof\] http:\/\/127\.0\.0\.1:\d+\/api\/social-proof\?lang=es .*; no popup will show\.$/,
      );
    });
  }
});

test('an open popup has no axe violations', async ({ page, serve }) => {
  await page.clock.install({ time: T0 });
  await firstPick(page);
  await routeProof(page);
  await load(page, await serve('sp-axe.html', proofPage()));
  await page.clock.fastForward(15 * SECOND);
  await expect(popupText(page)).toHaveCount(1);
  await page.locator(`${TAG} [part~=base]`).hover(); // holds it while axe runs on the flowing clock
  const results = await new AxeBuilder({ page }).include(TAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

const LONG_QUOTE = 'Una cita larga de prueba que ocupa más líneas de las que caben en la tarjeta. '.repeat(6).slice(0, 400).trim();
for (const [quote, stop] of [
  [LONG_QUOTE, true],
  ['Conseguí mi primer empleo.', false],
] as const) {
  test(`${stop ? 'a quote longer than its room scrolls from the keyboard too (a tab stop)' : 'a quote that fits is no tab stop'}; axe clean`, async ({
    page,
    serve,
    problems,
  }) => {
    await page.clock.install({ time: T0 });
    await routeProof(page, { activity: [], testimonials: [{ quote: { es: quote, en: quote }, name: 'Ana', country: 'CO' }] });
    await load(page, await serve(`sp-quote-${stop}.html`, proofPage()));
    await page.clock.fastForward(15 * SECOND);
    const q = page.locator(`${TAG} q`);
    await expect(q).toHaveText(quote);
    await page.locator(`${TAG} [part~=base]`).hover(); // holds it while axe runs on the flowing clock
    expect(await q.evaluate((el) => ({ scrolls: el.scrollHeight > el.clientHeight, tabIndex: el.getAttribute('tabindex') }))).toEqual({
      scrolls: stop,
      tabIndex: stop ? '0' : '-1',
    });
    const results = await new AxeBuilder({ page }).include(TAG).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}
