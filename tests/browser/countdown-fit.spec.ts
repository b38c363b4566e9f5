import type { Page } from '@playwright/test';
import { expect, html, test } from './fixtures';

/**
 * A countdown sizes itself to its column (./countdown-room.spec.ts sweeps every width); a unit wider
 * than the room rule counts it (the seconds alone, six digits) shrinks its digit cards until the units fit the
 * column, down to three quarters, in the height /widgets/embudo.css kept before the script ran, so
 * nothing moves when it arrives; titles keep their size.
 *
 * On the page's real clock: the fit runs in an animation frame, which the fake clock holds.
 */

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; object-src 'none'";

/** Three days and five hours from now: in seconds alone, six digits. */
const endAt = (): string => new Date(Date.now() + (3 * 24 + 5) * 3600_000).toISOString();

/** Two real frames: what changed is laid out, fitted and painted. */
const frames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The countdown's layout: its lines of units, the digits' scale, its box and its cards' sizes. */
const layout = (page: Page) =>
  page.locator('embudo-countdown').evaluate((host) => {
    const base = host.shadowRoot!.querySelector<HTMLElement>('[part=base]')!;
    const units = [...base.querySelectorAll('[part=unit]')];
    return {
      lines: new Set(units.map((u) => Math.round(u.getBoundingClientRect().top))).size,
      fit: base.style.getPropertyValue('--_fit'),
      width: host.getBoundingClientRect().width,
      baseWidth: base.getBoundingClientRect().width,
      height: host.getBoundingClientRect().height,
      card: base.querySelector('[part=digit]')!.getBoundingClientRect().height,
      title: getComputedStyle(base.querySelector('[part=title]')!).fontSize,
    };
  });

/** Window errors (a ResizeObserver loop is reported there, not to the console) and layout shifts. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: string[]; __shifts: string[] };
    w.__errors = [];
    w.__shifts = [];
    addEventListener('error', (event) => w.__errors.push(event.message));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts.push(entry.value.toFixed(4));
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const watched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __errors: string[]; __shifts: string[] };
    return { errors: w.__errors, shifts: w.__shifts };
  });

test('six digits of seconds in a narrow column: the digits shrink to fit it, in the room embudo.css kept: nothing moves', async ({
  page,
  serve,
  problems,
}) => {
  // A 280 px window and the page's 8 px margins: a 264 px column, where `large` keeps its size for
  // one unit of two digits, and six do not fit.
  await page.setViewportSize({ width: 280, height: 700 });
  await watch(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/countdown.js', async (route) => {
    await released;
    await route.continue();
  });
  const head = '<link rel="stylesheet" href="/widgets/embudo.css"><script src="/widgets/countdown.js" defer></script>';
  const url = await serve(
    'fit.html',
    html(
      `<main><embudo-countdown end-at="${endAt()}" size="large" theme="dark" hide-year hide-month hide-day hide-hour hide-minute></embudo-countdown><h1 id="after">Lo que sigue</h1></main>`,
      head,
    ),
    {
      'Content-Security-Policy': CSP,
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  const heading = page.locator('#after');
  await expect(heading).toBeVisible();
  await expect.poll(() => page.locator('embudo-countdown').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
  await frames(page);
  const reserved = await page.locator('embudo-countdown').evaluate((el) => el.getBoundingClientRect().height);
  const before = await heading.evaluate((el) => el.getBoundingClientRect().top);

  release();
  await page.waitForFunction(() => customElements.get('embudo-countdown') !== undefined);
  await expect.poll(async () => (await layout(page)).fit).not.toBe('');
  await frames(page);
  const narrow = await layout(page);
  expect(narrow.lines).toBe(1);
  expect(Number(narrow.fit)).toBeGreaterThanOrEqual(0.75);
  expect(Number(narrow.fit)).toBeLessThan(1);
  expect(narrow.baseWidth).toBeLessThanOrEqual(264.5);
  expect(Math.abs(narrow.height - reserved), `reserved ${reserved}px, rendered ${narrow.height}px`).toBeLessThan(0.1);
  expect(Math.abs((await heading.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThan(0.1);
  expect((await watched(page)).shifts).toEqual([]);

  // A wider column (the phone turned): the digits at the size's own scale, on one line.
  await page.setViewportSize({ width: 700, height: 700 });
  await expect.poll(async () => (await layout(page)).fit).toBe('');
  await frames(page);
  const wide = await layout(page);
  expect(wide.lines).toBe(1);
  // Only the cards shrank: the titles are the same size.
  expect(narrow.card).toBeLessThan(wide.card * 0.95);
  expect(narrow.title).toBe(wide.title);

  // And back: fitted again. A unit less, then more, with no resize of the window: refitted.
  await page.setViewportSize({ width: 280, height: 700 });
  await expect.poll(async () => (await layout(page)).fit).not.toBe('');
  // The minutes instead (four digits): they fit at full size.
  await page.locator('embudo-countdown').evaluate((el) => {
    el.removeAttribute('hide-minute');
    el.setAttribute('hide-second', '');
  });
  await expect.poll(async () => (await layout(page)).fit).toBe('');
  await page.locator('embudo-countdown').evaluate((el) => {
    el.setAttribute('hide-minute', '');
    el.removeAttribute('hide-second');
  });
  await expect.poll(async () => (await layout(page)).fit).not.toBe('');
  expect((await layout(page)).baseWidth).toBeLessThanOrEqual(264.5);
  await frames(page);

  expect((await watched(page)).errors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('with the visitor’s font size at 200 %, the countdown keeps their size: its digits are the rule’s in their em', async ({
  page,
  serve,
  problems,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await watch(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  const short = new Date(Date.now() + (3 * 24 + 5) * 3600_000).toISOString();
  await page.goto(
    await serve(
      'fit-200.html',
      html(
        `<embudo-countdown end-at="${short}" size="medium" hide-year hide-month></embudo-countdown><script src="/widgets/countdown.js"></script>`,
      ),
    ),
  );
  await page.waitForFunction(() => customElements.get('embudo-countdown') !== undefined);
  await frames(page);
  await frames(page);
  const big = await layout(page);
  expect(big.fit).toBe('');
  expect(big.lines).toBe(1);
  // The cards are the size's own at 32 px: 1.34 × 2.25 × 32 + 2 px of edge.
  expect(big.card).toBeCloseTo(1.34 * 2.25 * 32 + 2, 0);
  expect((await watched(page)).errors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
