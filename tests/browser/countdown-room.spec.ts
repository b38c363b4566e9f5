import type { Page } from '@playwright/test';
import { expect, html, test } from './fixtures';

/**
 * The countdown's room at every width: a page holds one countdown per size (none, the default,
 * and the four named), unit count (1–6) and title position, each followed by a marker line, under
 * a strict CSP with /widgets/embudo.css linked. With countdown.js held back, the page is swept
 * from 280 to 1280 px in 20 px steps and each countdown's reserved box and the marker after it
 * are recorded; the script is then let in at a phone's width (no layout-shift entry), and the same
 * sweep finds every rendered box the height kept for it, every marker where it was.
 *
 * On the page's real clock: the digits' fit runs in an animation frame, which the fake clock holds.
 */

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; object-src 'none'";

const SIZES = ['', 'large', 'medium', 'small', 'extra-small'];
const HIDES = ['year', 'month', 'day', 'hour', 'minute', 'second'];
const WIDTHS = Array.from({ length: 51 }, (_, i) => 280 + 20 * i);

/** Three days and five hours from now. */
const endAt = (): string => new Date(Date.now() + (3 * 24 + 5) * 3600_000).toISOString();

function roomPage(end: string): string {
  let body = '';
  for (const size of SIZES) {
    for (let n = 1; n <= 6; n++) {
      for (const position of ['bottom', 'top']) {
        // The largest units hidden first, as a page would.
        const hides = HIDES.slice(0, 6 - n)
          .map((unit) => ` hide-${unit}`)
          .join('');
        const sizeAttr = size ? ` size="${size}"` : '';
        const title = position === 'top' ? ' title-position="top"' : '';
        body += `<embudo-countdown end-at="${end}"${sizeAttr}${hides}${title}><p>¡Terminó!</p></embudo-countdown><p class="mark">${size || 'default'} ${n} ${position}</p>`;
      }
    }
  }
  return html(
    `<main>${body}</main>`,
    '<link rel="stylesheet" href="/widgets/embudo.css"><script src="/widgets/countdown.js" defer></script>',
  );
}

/** Each countdown's height and the top of the marker after it (page coordinates). */
const measure = (page: Page) =>
  page.evaluate(() => {
    const hosts = [...document.querySelectorAll('embudo-countdown')];
    return hosts.map((el) => {
      const box = el.getBoundingClientRect();
      const mark = el.nextElementSibling!.getBoundingClientRect();
      return { height: box.height, mark: mark.top + scrollY };
    });
  });

const frames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

async function sweep(page: Page) {
  const byWidth = new Map<number, Awaited<ReturnType<typeof measure>>>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await frames(page);
    await frames(page);
    byWidth.set(width, await measure(page));
  }
  return byWidth;
}

test('every size, unit count and title position keeps its height from 280 to 1280 px: nothing moves when the script runs', async ({
  page,
  serve,
  problems,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts.push(entry.value.toFixed(4));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/countdown.js', async (route) => {
    await released;
    await route.continue();
  });
  const url = await serve('room.html', roomPage(endAt()), { 'Content-Security-Policy': CSP });
  await page.setViewportSize({ width: 412, height: 800 });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('.mark').last()).toBeAttached();
  await expect
    .poll(() =>
      page
        .locator('embudo-countdown')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height),
    )
    .toBeGreaterThan(20);
  expect(await page.evaluate(() => customElements.get('embudo-countdown'))).toBeUndefined();
  const reserved = await sweep(page);

  // The script arrives on a phone's width: no layout shift.
  await page.setViewportSize({ width: 412, height: 800 });
  await frames(page);
  release();
  await page.waitForFunction(() => customElements.get('embudo-countdown') !== undefined);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('embudo-countdown')].every((el) => el.shadowRoot?.querySelector('.digit') != null)),
    )
    .toBe(true);
  await frames(page);
  await frames(page);
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);

  const rendered = await sweep(page);
  const labels = await page.locator('.mark').allTextContents();
  const wrong: string[] = [];
  for (const width of WIDTHS) {
    const kept = reserved.get(width)!;
    rendered.get(width)!.forEach((box, i) => {
      const room = kept[i]!;
      if (Math.abs(box.height - room.height) > 0.1 || Math.abs(box.mark - room.mark) > 0.1) {
        wrong.push(`${width}px ${labels[i]}: kept ${room.height.toFixed(2)}, rendered ${box.height.toFixed(2)}`);
      }
    });
  }
  expect(wrong.slice(0, 20), `${wrong.length} boxes differ`).toEqual([]);
  // And every countdown fits its column: nothing sticks out at the narrowest width.
  await page.setViewportSize({ width: 280, height: 800 });
  await frames(page);
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('embudo-countdown')]
      .filter((el) => {
        const base = el.shadowRoot!.querySelector('[part=base]')!.getBoundingClientRect();
        const host = el.getBoundingClientRect();
        return base.right > host.right + 0.5;
      })
      .map(
        (el) =>
          `${el.nextElementSibling!.textContent}: ${el.shadowRoot!.querySelector('[part=base]')!.getBoundingClientRect().width.toFixed(1)} in ${el.getBoundingClientRect().width}`,
      ),
  );
  expect(overflowing).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('in a flex row with no width set, the countdown keeps a usable width before and after its script, and stays inside a narrow row', async ({
  page,
  serve,
}) => {
  // A partner's header row: a logo, the countdown, a button; nothing sizes the countdown.
  const row = (width: string) =>
    `<div class="row" style="display:flex;gap:8px;align-items:center;width:${width}"><strong>Logo</strong><embudo-countdown end-at="${endAt()}" hide-year hide-month><p>¡Terminó!</p></embudo-countdown><button>Go</button></div>`;
  const url = await serve(
    'flex.html',
    html(
      `<main>${row('1000px')}${row('300px')}</main>`,
      '<link rel="stylesheet" href="/widgets/embudo.css"><script src="/widgets/countdown.js" defer></script>',
    ),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/countdown.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('.row').last()).toBeAttached();
  // The room is embudo.css's: measured once it applies (a visitor never sees the page before it,
  // as a stylesheet in the head holds the first paint; a script's layout query does not wait).
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/widgets/embudo.css')));
  const widths = () => page.locator('embudo-countdown').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  const rowWidths = () => page.locator('.row').evaluateAll((els) => els.map((el) => el.scrollWidth));
  const before = await widths();
  expect(before[0]).toBeGreaterThanOrEqual(256);
  expect(before[1]).toBeGreaterThan(100);
  release();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('embudo-countdown')?.shadowRoot?.querySelector('.digit') != null))
    .toBe(true);
  await frames(page);
  const after = await widths();
  expect(after[0]).toBeGreaterThanOrEqual(256);
  expect(after[1]).toBeGreaterThan(100);
  // Nothing sticks out of the narrow row.
  expect((await rowWidths())[1]).toBeLessThanOrEqual(300);
});
