import { expect, test } from './fixtures';

/**
 * The site's pages under their own strict Content-Security-Policy (row 6): nothing on the
 * landing is refused by it, and a page on another origin cannot frame the site (clickjacking).
 */

test('the landing runs whole under its strict CSP: hydrated, widgets up, no violation', async ({ page, problems }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.locator('embudo-pricing [part=pay-button]')).toBeAttached();
  // Hydrated: the header's menu button works (React listens), the FAQ opens.
  await page.locator('#preguntas-frecuentes button[aria-expanded]').first().click();
  await expect(page.locator('#preguntas-frecuentes button[aria-expanded="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Solicita tu Beca Parcial' }).first().click();
  await expect(page.locator('embudo-scholarship-modal [part=dialog], embudo-scholarship-modal dialog').first()).toBeAttached();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a page on another origin cannot frame the site; the site itself may', async ({ page, context, baseURL }) => {
  const framing = (origin: string) => `${origin}/__test/frame.html`;
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  for (const origin of [other, baseURL!]) {
    await context.route(framing(origin), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>frame</title><iframe src="${baseURL}/" width="800" height="600"></iframe>`,
      }),
    );
  }
  // Same origin (frame-ancestors 'self'): the page shows inside the frame.
  await page.goto(framing(baseURL!));
  await expect(page.frameLocator('iframe').locator('h1')).toHaveText(/Conviértete/);
  // Another origin: refused (the browser puts its own error page in the frame, not the site).
  await page.goto(framing(other));
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  await expect(page.frameLocator('iframe').getByText(/Conviértete/)).toHaveCount(0);
  expect(page.frames().some((f) => f.url().startsWith(baseURL!) && f !== page.mainFrame())).toBe(false);
});
