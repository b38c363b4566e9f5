import type { Page } from '@playwright/test';
import { at, DAY, expect, freezeClock, HOUR, html, test } from './fixtures';

/**
 * An in-flow widget holds its final size before its script runs, on a page with a strict
 * CSP (no inline style), through /widgets/embudo.css. Each test holds the widget script back
 * (page.route), records the heading that follows the widget and the widget's reserved box, lets
 * the script run, and finds the heading unmoved, the rendered box equal to the reserved one and a
 * layout-shift total of 0 (PerformanceObserver, buffered).
 */

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; object-src 'none'";

/** Sums every layout-shift entry of the page (an init script: not subject to the page's CSP). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        w.__shift += entry.value;
        w.__shifts.push(
          `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node as Element | undefined)?.localName ?? '?').join(',')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds `script` (a path under /widgets/) until the returned release is called. */
async function holdScript(page: Page, script: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/widgets/${script}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A few real frames (the page's clock is fake, its rendering is not): what changed is laid out and painted. */
const frames = async (page: Page): Promise<void> => {
  await page.clock.runFor(100);
  await page.waitForTimeout(300);
};

interface Case {
  name: string;
  tag: string;
  script: string;
  markup: string;
  viewport?: { width: number; height: number };
  /** Layout-shift total allowed (the goal: 0 for the countdown and deadline bar, ≤ 0.01 for the others). */
  maxShift?: number;
}

const end = at(3 * DAY + 5 * HOUR);

const cases: Case[] = [
  ...['large', 'medium', 'small', 'extra-small'].map((size) => ({
    name: `countdown size="${size}"`,
    tag: 'embudo-countdown',
    script: 'countdown.js',
    markup: `<embudo-countdown end-at="${end}" size="${size}" theme="dark" hide-year hide-month><p>¡La oferta terminó!</p></embudo-countdown>`,
  })),
  {
    // The most common phone width, in an article with 20 px margins: 4 units of `medium` fit its
    // 320 px column on one line, the room embudo.css keeps. (The page's 8 px body margins and a
    // 336 px viewport make that column: the strict CSP allows no inline style.)
    name: 'countdown size="medium", 4 units, in the 320 px column of a 360 px phone',
    tag: 'embudo-countdown',
    script: 'countdown.js',
    markup: `<embudo-countdown end-at="${end}" size="medium" theme="dark" hide-year hide-month><p>¡La oferta terminó!</p></embudo-countdown>`,
    viewport: { width: 336, height: 740 },
  },
  {
    name: 'countdown without size (medium), every unit, titles on top',
    tag: 'embudo-countdown',
    script: 'countdown.js',
    markup: `<embudo-countdown end-at="${end}" title-position="top"></embudo-countdown>`,
  },
  {
    name: 'deadline bar (preinscription), wide screen',
    tag: 'embudo-deadline-bar',
    script: 'deadline-bar.js',
    markup: `<embudo-deadline-bar mode="preinscription" end-at="${end}"></embudo-deadline-bar>`,
  },
  {
    name: 'deadline bar (preinscription), phone',
    tag: 'embudo-deadline-bar',
    script: 'deadline-bar.js',
    markup: `<embudo-deadline-bar mode="preinscription" end-at="${end}"></embudo-deadline-bar>`,
    viewport: { width: 375, height: 740 },
  },
  {
    name: 'deadline bar (discount), phone',
    tag: 'embudo-deadline-bar',
    script: 'deadline-bar.js',
    markup: `<embudo-deadline-bar mode="discount" redirect="/"></embudo-deadline-bar>`,
    viewport: { width: 375, height: 740 },
  },
  {
    name: 'pricing',
    tag: 'embudo-pricing',
    script: 'pricing.js',
    markup: `<embudo-pricing bootcamp="fullstack" country="PE"></embudo-pricing>`,
    // Its later part (turno, start cards) replaces the room kept for it inside the block: a shift
    // of a few ten-thousandths inside the widget, none outside (the heading is checked unmoved).
    maxShift: 0.01,
  },
];

for (const c of cases) {
  test(`${c.name}: no layout shift when its script runs, under a strict CSP`, async ({ page, serve, problems }) => {
    if (c.viewport) await page.setViewportSize(c.viewport);
    await freezeClock(page);
    await watchShifts(page);
    const release = await holdScript(page, c.script);
    const head = '<link rel="stylesheet" href="/widgets/embudo.css">' + `<script src="/widgets/${c.script}" defer></script>`;
    const url = await serve(
      `shift-${c.tag}.html`,
      html(`<main>${c.markup}<h1 id="after">Lo que sigue</h1><p>Texto del artículo.</p></main>`, head),
      {
        'Content-Security-Policy': CSP,
      },
    );
    await page.goto(url, { waitUntil: 'commit' });
    const heading = page.locator('#after');
    await expect(heading).toBeVisible();
    // The stylesheet has applied: the widget, still undefined, has its room.
    await expect.poll(() => page.locator(c.tag).evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
    expect(await page.evaluate((tag) => customElements.get(tag), c.tag)).toBeUndefined();
    await frames(page);
    const before = await heading.evaluate((el) => el.getBoundingClientRect().top);
    const reserved = await page.locator(c.tag).evaluate((el) => el.getBoundingClientRect().height);

    release();
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, c.tag);
    await expect.poll(() => page.locator(c.tag).evaluate((el) => el.shadowRoot?.querySelector('[part=base]') !== null)).toBe(true);
    await page.clock.runFor(1000);
    await frames(page);

    const rendered = await page.locator(c.tag).evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.abs(rendered - reserved), `reserved ${reserved}px, rendered ${rendered}px`).toBeLessThan(0.1);
    const after = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(after - before), `heading at ${before}px, then ${after}px`).toBeLessThan(0.1);
    const { total, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifts: string[] };
      return { total: w.__shift, shifts: w.__shifts };
    });
    if (c.maxShift === undefined) expect(shifts).toEqual([]);
    else expect(total, shifts.join('; ')).toBeLessThanOrEqual(c.maxShift);
    expect(problems.cspViolations).toEqual([]);
  });
}

// Floating widgets take no room in the flow, from their definition on: a lead modal's element has
// only its host rules until its form arrives (held back here), and they must not make it a box.
for (const [tag, script, form] of [
  ['embudo-scholarship-modal', 'scholarship-modal.js', 'scholarship-modal-later.js'],
  ['embudo-brochure-modal', 'brochure-modal.js', 'brochure-modal-later.js'],
] as const) {
  test(`${tag} before its form arrives: takes no room, nothing moves when its script runs`, async ({ page, serve, problems }) => {
    await freezeClock(page);
    await watchShifts(page);
    const release = await holdScript(page, script);
    await holdScript(page, form); // never released: the element's own rules alone
    const head = '<link rel="stylesheet" href="/widgets/embudo.css">' + `<script src="/widgets/${script}" defer></script>`;
    const url = await serve(
      `shift-${tag}.html`,
      html(`<main><p>Antes.</p><${tag} bootcamp="fullstack"></${tag}><h1 id="after">Lo que sigue</h1></main>`, head),
      {
        'Content-Security-Policy': CSP,
      },
    );
    await page.goto(url, { waitUntil: 'commit' });
    const heading = page.locator('#after');
    await expect(heading).toBeVisible();
    await frames(page);
    const before = await heading.evaluate((el) => el.getBoundingClientRect().top);
    release();
    await page.waitForFunction((t) => customElements.get(t) !== undefined, tag);
    await frames(page);
    const after = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(after - before), `heading at ${before}px, then ${after}px`).toBeLessThan(0.1);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
}
