import type { Page, Route } from '@playwright/test';
import { expect, html, test } from './fixtures';

/**
 * Money and phone as each country reads them, in real Chromium against the real
 * server's GET /api/pricing: Intl's own currency display in the reader's locale (M1), the salary
 * table formatted like the price (M3), the pay button when the pricing API is down (M5), no price
 * before the country is known (M6) and one country per page across widgets (M7). The geo service
 * is routed with page.route; nothing leaves 127.0.0.1.
 */

const IPAPI = 'https://ipapi.co/json/';
const ALL = '<script src="/widgets/embudo.js"></script>';
const PRICING = '<script src="/widgets/pricing.js"></script>';

/** Answers the IP service with `country`, or holds it until the returned function is called. */
async function ipService(page: Page, country?: string): Promise<(code: string) => Promise<void>> {
  const held: Route[] = [];
  const answer = (route: Route, code: string) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ country_code: code }),
      headers: { 'access-control-allow-origin': '*' },
    });
  await page.route(IPAPI, (route) => (country ? answer(route, country) : void held.push(route)));
  return async (code) => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await answer(held[0]!, code);
  };
}

test('M1, M3: Intl’s own currency display for the reader’s locale; the salary table formatted like the price', async ({ page, serve }) => {
  await page.goto(
    await serve(
      'money-locales.html',
      html(`<embudo-pricing id="ca" country="CA" price-delay="0"></embudo-pricing>
        <embudo-pricing id="us" country="US" price-delay="0"></embudo-pricing>
        <embudo-pricing id="en" country="US" lang="en" price-delay="0"></embudo-pricing>${PRICING}`),
    ),
  );
  // Canada in Spanish: Latin American Spanish (es-419), never '2290 $ CAD'.
  await expect(page.locator('#ca [part=regular-price]')).toHaveText('Precio regular: CAD 2,290');
  await expect(page.locator('#ca [part=special-price]')).toHaveText('Precio especial: CAD 687');
  // A US visitor in Spanish: price and salaries in one format.
  await expect(page.locator('#us [part=special-price]')).toHaveText('Precio especial: USD 501');
  await expect(page.locator('#us [part=salary-table] td').first()).toHaveText('USD 5,500-7,900');
  // In English: '$501' and '$5,500 – $7,900'.
  await expect(page.locator('#en [part=special-price]')).toHaveText('Special price: $501');
  await expect(page.locator('#en [part=salary-table] td').first()).toHaveText('$5,500 – $7,900');
});

test('M5: with the pricing API down, the pay button opens the enrolment lead form, so the visit still ends in a lead', async ({
  page,
  serve,
}) => {
  await page.route('**/api/pricing', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
  const url = await serve('money-api-down.html', html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing>${ALL}`));
  await page.goto(url);
  const block = page.locator('embudo-pricing');
  await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: S/ 1,499'); // the docs/product.md#prices fallback
  await block.locator('[part=pay-button]').click();
  const dialog = page.locator('embudo-brochure-modal dialog[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#email')).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(block.locator('[part=pay-note]')).toHaveText(
    'El pago en línea no está disponible: déjanos tus datos y te ayudamos a inscribirte.',
  );
});

test('M5, L6: with the pricing API down, the pay button of an English block leads to the English enrolment page where no lead form script is on the page', async ({
  page,
  serve,
}) => {
  await page.route('**/api/pricing', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
  await page.goto(
    await serve('money-api-down-en.html', html(`<embudo-pricing country="MX" lang="en" price-delay="0"></embudo-pricing>${PRICING}`)),
  );
  const pay = page.locator('embudo-pricing [part=pay-button]');
  await expect(pay).toHaveAttribute('href', /\/en\/enroll\/fullstack\/MX$/);
  await expect(page.locator('embudo-pricing [part=pay-note]')).not.toBeEmpty();
});

test('M6: price-delay="0" and no country given: a skeleton until the country is known, then only the local currency', async ({
  page,
  serve,
}) => {
  const answer = await ipService(page);
  const url = await serve(
    'money-skeleton.html',
    html(`<embudo-pricing price-delay="0"></embudo-pricing><p id="below">Debajo</p>${PRICING}`),
  );
  const loaded = page.waitForResponse('**/api/pricing');
  await page.goto(url);
  const block = page.locator('embudo-pricing');
  const price = block.locator('[part=price]');
  await loaded;
  await page.waitForTimeout(300); // the pricing has settled; the IP service is still out (its timeout is 5 s)
  await expect(price).toHaveAttribute('aria-busy', 'true');
  await expect(block.locator('.wait')).toHaveText('Calculando tu precio…');
  await expect(block.locator('[part=special-price]')).toBeHidden();
  // Not even hidden: no figure in any currency is in the page while the country is unknown.
  expect(await price.textContent()).not.toMatch(/\d{3}|USD|\$/);
  const before = await price.boundingBox();
  const below = await page.locator('#below').boundingBox();
  await answer('CO');
  await expect(price).toHaveAttribute('aria-busy', 'false');
  await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: $ 2.004.000');
  // The skeleton had the price's size: nothing below moved.
  expect((await price.boundingBox())?.height).toBe(before?.height);
  expect(await page.locator('#below').boundingBox()).toEqual(below);
});

test('M7: one country per page: choosing another country in the pricing selector moves the scholarship modal’s phone country', async ({
  page,
  serve,
}) => {
  await ipService(page, 'PE');
  await page.goto(
    await serve(
      'money-one-country.html',
      html(
        `<embudo-pricing price-delay="0"></embudo-pricing><button type="button" id="beca" data-embudo-open="scholarship">Beca</button>${ALL}`,
      ),
    ),
  );
  await expect(page.locator('embudo-pricing select')).toHaveValue('PE');
  const modal = page.locator('embudo-scholarship-modal');
  await page.locator('#beca').click();
  await modal.locator('#email').fill('ana@example.com');
  await expect(modal.locator('#phone-country')).toHaveValue('PE');
  await page.keyboard.press('Escape');
  await expect(modal.locator('dialog[open]')).toHaveCount(0);
  await page.locator('embudo-pricing select').selectOption('MX');
  await page.locator('#beca').click();
  await expect(modal.locator('#phone-country')).toHaveValue('MX');
});
