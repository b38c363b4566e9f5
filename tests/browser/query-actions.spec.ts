import type { Page, Request } from '@playwright/test';
import { expect, freezeClock, SECOND, test } from './fixtures';

/**
 * docs/product.md#query-actions query actions on the real site (`/` loads embudo.js with data-query-actions): the
 * discount toasts and the chat app after 3.5 s / 5 s, a payment code redirecting after 1 s,
 * `fbclid` reported to the CRM once, `pay=…beca…` opening the scholarship modal, and a payment
 * value that is not a code of the pricing document's redirect map doing nothing.
 */

/** Records window.open calls; `blocked`: answers null, as a popup blocker does. */
async function spyOnOpen(page: Page, blocked = false): Promise<void> {
  await page.addInitScript((blocked) => {
    const urls: string[] = [];
    (window as unknown as { openedUrls: string[] }).openedUrls = urls;
    window.open = ((url?: string | URL) => {
      urls.push(String(url));
      return blocked ? null : { opener: window };
    }) as typeof window.open;
  }, blocked);
}
const opened = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);
const toastText = (page: Page) => page.locator('[data-embudo-toaster] .toast');

test('?discount=views: a toast, then the chat app after 5 s', async ({ page, problems }) => {
  await freezeClock(page);
  await spyOnOpen(page);
  await page.goto('/?discount=views');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(100); // the toast enters on an animation frame
  await expect(toastText(page)).toHaveCount(1);
  await page.clock.runFor(4.8 * SECOND);
  expect(await opened(page)).toEqual([]);
  await page.clock.runFor(200);
  const urls = await opened(page);
  expect(urls).toHaveLength(1);
  expect(new URL(urls[0]!).protocol).toBe('https:');
  expect(new URL(urls[0]!).host).toMatch(/whatsapp\.com$/);
  expect(problems.pageErrors).toEqual([]);
});

test('?discount=otoño: the discount toast, then the chat app after 3.5 s', async ({ page }) => {
  await freezeClock(page);
  await spyOnOpen(page);
  await page.goto('/?discount=oto%C3%B1o');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(100);
  await expect(toastText(page)).toHaveCount(1);
  await page.clock.runFor(3.3 * SECOND);
  expect(await opened(page)).toEqual([]);
  await page.clock.runFor(200);
  expect(await opened(page)).toHaveLength(1);
});

test('?discount= under a popup blocker: the toast offers the WhatsApp link from the start, and again when the timed open is blocked', async ({
  page,
  problems,
}) => {
  await freezeClock(page);
  await spyOnOpen(page, true);
  await page.goto('/?discount=oto%C3%B1o');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(100);
  const link = page.locator('[data-embudo-toaster]').getByRole('link', { name: 'Abrir WhatsApp' });
  await expect(link).toBeVisible();
  expect(new URL((await link.getAttribute('href'))!).host).toMatch(/whatsapp\.com$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await page.clock.runFor(3.4 * SECOND);
  expect(await opened(page)).toHaveLength(1); // tried, and blocked
  // Past the first toast's 5 s, the one shown at the blocked open is still there with its link.
  await page.clock.runFor(3 * SECOND);
  await expect(toastText(page)).toHaveCount(1);
  await expect(link).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('?payment=<code of the redirect map>: the redirect toast, then the mapped payment page after 1 s', async ({ page }) => {
  await freezeClock(page);
  const leaving: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && r.url().startsWith('https://pagos.embudo.dev/') && leaving.push(r.url()));
  await page.goto('/?payment=fullstack-pen');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(100);
  await expect(toastText(page)).toHaveText(/Un momento por favor, te estamos llevando al sistema de pago\./);
  await page.clock.runFor(800);
  expect(leaving).toEqual([]);
  await Promise.all([page.waitForRequest('https://pagos.embudo.dev/fullstack/pen'), page.clock.runFor(200)]);
  expect(leaving).toEqual(['https://pagos.embudo.dev/fullstack/pen']);
});

test('?fbclid=: the CRM call once, its short code kept; a later visit with the same click id does not call again', async ({ page }) => {
  const posts: unknown[] = [];
  // The CRM's posts only: the site also reports its funnel stages to /api/events (event "funnel").
  const isCrm = (r: Request) =>
    r.method() === 'POST' && r.url().endsWith('/api/events') && (r.postDataJSON() as { event_name?: string }).event_name !== 'funnel';
  page.on('request', (r) => isCrm(r) && posts.push(r.postDataJSON()));
  const answered = page.waitForResponse((r) => isCrm(r.request()));
  await page.goto('/?fbclid=IwAR2abc_DEF-123');
  expect((await answered).status()).toBeLessThan(300);
  expect(posts).toEqual([
    { event_name: 'event-fbclid', fbclid_short_code: expect.stringMatching(/^[0-9A-Z]{1,4}$/), fbclid: 'IwAR2abc_DEF-123' },
  ]);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fbclid_short_code')))
    .toBe((posts[0] as { fbclid_short_code: string }).fbclid_short_code);
  await page.goto('/?fbclid=IwAR2abc_DEF-123');
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
});

test('?pay=beca opens the scholarship modal', async ({ page }) => {
  await page.goto('/?pay=beca-parcial');
  await expect(page.locator('embudo-scholarship-modal dialog[open]')).toBeVisible();
});

test('a payment value that is a URL, or hostile, does nothing and creates no element', async ({ page, problems }) => {
  await freezeClock(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto('/?payment=https%3A%2F%2Fevil.example%2F&discount=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await page.clock.runFor(2 * SECOND);
  expect(navigations.every((u) => new URL(u).host === new URL(page.url()).host)).toBe(true);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(problems.pageErrors).toEqual([]);
});
