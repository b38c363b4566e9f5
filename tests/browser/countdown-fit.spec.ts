import type { Page } from '@playwright/test';
import { expect, html, test } from './fixtures';

/**
 * A countdown on a line narrower than its units (a padded card on a phone) keeps them on one line:
 * its digit cards shrink to fit, down to three quarters, in the one-line room /widgets/embudo.css
 * keeps before the script runs, so nothing moves when it arrives (issue 21); titles keep their size;
 * below the floor, or when the visitor enlarged the text, the units wrap as before.
 *
 * On the page's real clock: the fit runs in an animation frame, which the fake clock holds.
 */

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; object-src 'none'";

/** Three days and five hours from now: four units of two digits (days, hours, minutes, seconds). */
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

test('on a line narrower than its units, the digits shrink to fit one line, in the room embudo.css kept: nothing moves', async ({ page, serve, problems }) => {
  // A 296 px window and the page's 8 px margins: a 280 px line, where `medium` with 4 units (316 px) broke in two.
  await page.setViewportSize({ width: 296, height: 700 });
  await watch(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/countdown.js', async (route) => {
    await released;
    await route.continue();
  });
  const head = '<link rel="stylesheet" href="/widgets/embudo.css"><script src="/widgets/countdown.js" defer></script>';
  const url = await serve('fit.html', html(`<main><embudo-countdown end-at="${endAt()}" size="medium" theme="dark" hide-year hide-month></embudo-countdown><h1 id="after">Lo que sigue</h1></main>`, head), {
    'Content-Security-Policy': CSP,
  });
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
  expect(narrow.width).toBeLessThanOrEqual(280);
  expect(Math.abs(narrow.height - reserved), `reserved ${reserved}px, rendered ${narrow.height}px`).toBeLessThan(0.1);
  expect(Math.abs((await heading.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThan(0.1);
  expect((await watched(page)).shifts).toEqual([]);

  // A wider line (the phone turned): full size again, on one line, in the same room.
  await page.setViewportSize({ width: 600, height: 700 });
  await expect.poll(async () => (await layout(page)).fit).toBe('');
  await frames(page);
  const wide = await layout(page);
  expect(wide.lines).toBe(1);
  expect(wide.width).toBeGreaterThan(300);
  expect(Math.abs(wide.height - reserved)).toBeLessThan(0.1);
  // Only the cards shrank: the titles are the size's own.
  expect(narrow.card).toBeLessThan(wide.card * 0.95);
  expect(narrow.title).toBe(wide.title);

  // Narrower than three quarters allow (a 250 px line): the units wrap, at full size.
  await page.setViewportSize({ width: 266, height: 700 });
  await frames(page);
  await frames(page);
  const wrapped = await layout(page);
  expect(wrapped.lines).toBe(2);
  expect(wrapped.fit).toBe('');
  expect(wrapped.card).toBeCloseTo(wide.card, 1);

  // And back: fitted again.
  await page.setViewportSize({ width: 296, height: 700 });
  await expect.poll(async () => (await layout(page)).lines).toBe(1);
  // A unit less, then more, with no resize of the window: the observer of the host's size refits.
  await page.locator('embudo-countdown').evaluate((el) => el.setAttribute('hide-second', ''));
  await expect.poll(async () => (await layout(page)).fit).toBe('');
  await page.locator('embudo-countdown').evaluate((el) => el.removeAttribute('hide-second'));
  await expect.poll(async () => (await layout(page)).fit).not.toBe('');
  expect((await layout(page)).lines).toBe(1);
  await frames(page);

  expect((await watched(page)).errors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('with the visitor’s font size at 200 %, the units wrap rather than shrink the text they enlarged', async ({ page, serve, problems }) => {
  await page.setViewportSize({ width: 296, height: 700 });
  await watch(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await page.goto(await serve('fit-200.html', html(`<embudo-countdown end-at="${endAt()}" size="medium" hide-year hide-month></embudo-countdown><script src="/widgets/countdown.js"></script>`)));
  await page.waitForFunction(() => customElements.get('embudo-countdown') !== undefined);
  await frames(page);
  await frames(page);
  const big = await layout(page);
  expect(big.fit).toBe('');
  expect(big.lines).toBeGreaterThan(1);
  // The cards are the size's own at 32 px: 1.34 × 2.25 × 32 + 2 px of edge.
  expect(big.card).toBeCloseTo(1.34 * 2.25 * 32 + 2, 0);
  expect((await watched(page)).errors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
