import { expect, test } from './fixtures';

/**
 * The landing's sections below the fold load their code on approach (host/app/lib/deferred-section.tsx):
 * a visitor who reads only the first screen downloads none of it, the server's markup of those
 * sections stays whole until then, a press that beats the code is not lost, and a chunk that
 * cannot load leaves the section as the server rendered it.
 */

const DEFERRED_CHUNK =
  /\/assets\/(start-dates|profiles|benefits|job-titles|curriculum|testimonials|platform|founders|faq|employers|team)-[\w-]+\.js$/;

test.use({ viewport: { width: 360, height: 740 } });

test('first screen: no code of the sections below the fold, their server markup kept whole after hydration', async ({ page, problems }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (DEFERRED_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto('/');
  // Hydrated: the header's menu button answers (React listens).
  const menu = page.locator('.header__toggle');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  const faq = page.locator('#preguntas-frecuentes');
  await expect(faq.locator('.faq__trigger')).not.toHaveCount(0);
  await expect(faq).toContainText('¿Me ayudan a conseguir trabajo?');
  await expect(page.locator('.deferred-section[data-section=faq]')).not.toHaveAttribute('data-ready', '');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('on approach the section hydrates; a press made before its code arrived is answered once', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/faq-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const first = page.locator('#preguntas-frecuentes .faq__trigger').first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('.deferred-section[data-section=faq]')).toHaveAttribute('data-ready', '');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // Once, not twice (a second press would close it again).
  await page.waitForTimeout(300);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(problems.pageErrors).toEqual([]);
});

test('a section whose code cannot load stays as the server rendered it', async ({ page, problems }) => {
  await page.route(DEFERRED_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const faq = page.locator('#preguntas-frecuentes');
  await faq.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await expect(faq).toContainText('¿Me ayudan a conseguir trabajo?');
  await expect(faq.locator('.faq__trigger')).not.toHaveCount(0);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('#fechas')).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
