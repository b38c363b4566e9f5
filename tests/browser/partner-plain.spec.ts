import { PARTNER_STYLE, partnerArticle } from '../../scripts/bench/partner';
import { expect, test } from './fixtures';

/**
 * A partner pastes the tags as written: the bench's partner article (scripts/bench/partner.ts)
 * with every widget through embudo.js and every tag without an optional attribute (the countdown
 * with every unit and its default size, the pricing block, the scholarship modal, the chat
 * button, the social proof), on a 412 px phone (Lighthouse's mobile screen). embudo.js is held
 * back until the article has painted (a slow network's order), then let in: the page's
 * layout-shift total stays ≤ 0.01 and the heading under the countdown does not move.
 *
 * On the page's real clock: the widgets' later parts and motion run as on a visitor's phone.
 */

test('every widget with its tag as written, on a 412 px phone: CLS ≤ 0.01, the heading unmoved', async ({ page, baseURL, problems }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.localName ?? '?').join(','),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/embudo.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.route('**/__test/article.css', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: PARTNER_STYLE }),
  );
  const endAt = new Date(Date.now() + (3 * 24 + 5) * 3600_000).toISOString();
  // The article's stylesheet at /article.css on the partner's server; here beside the page.
  const body = partnerArticle('all-plain', baseURL!, endAt).replace('href="/article.css"', 'href="article.css"');
  expect(body).toContain(`<embudo-countdown end-at="${endAt}"></embudo-countdown>`);
  expect(body).toContain('<embudo-pricing></embudo-pricing>');
  const url = `${baseURL}/__test/partner-plain.html`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));

  await page.goto(url, { waitUntil: 'commit' });
  const heading = page.locator('h1');
  await expect(heading).toBeVisible();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const before = await heading.evaluate((el) => el.getBoundingClientRect().top);
  const countdownKept = await page.locator('embudo-countdown').evaluate((el) => el.getBoundingClientRect().height);

  release();
  await page.waitForFunction(() =>
    ['embudo-countdown', 'embudo-pricing', 'embudo-chat-button', 'embudo-social-proof', 'embudo-scholarship-modal'].every((t) =>
      customElements.get(t),
    ),
  );
  await expect.poll(() => page.locator('embudo-countdown').evaluate((el) => el.shadowRoot?.querySelector('.digit') != null)).toBe(true);
  await expect.poll(() => page.locator('embudo-pricing').evaluate((el) => (el.shadowRoot?.textContent ?? '').length > 0)).toBe(true);
  // What a page only loaded does in its first seconds (the pricing's later part on idle, the
  // digits ticking), as long as Lighthouse watches a page after its load.
  await page.waitForTimeout(4000);

  expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(before, 1);
  expect(await page.locator('embudo-countdown').evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(countdownKept, 1);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string }[] }).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, shifts.map((s) => `${s.value.toFixed(4)} ${s.nodes}`).join('; ')).toBeLessThanOrEqual(0.01);
  expect(problems.cspViolations).toEqual([]);
});
