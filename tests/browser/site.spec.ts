import { expect, freezeClock, test } from './fixtures';

/**
 * The site's landing by path (docs/product.md#landing-by-path): the deadline bar's mode
 * and the top banner's spacing on masterclass paths.
 */

const bar = 'embudo-deadline-bar';

test('/ shows the preinscription bar; a descuento path the discount bar; the hero is tighter on masterclass paths', async ({
  page,
  problems,
}) => {
  await freezeClock(page);
  await page.goto('/');
  await expect(page.locator(`${bar} [part=text]`)).toHaveText('Preinscripción cierra en');
  await expect(page.getByRole('link', { name: 'Quiero inscribirme' })).toBeVisible();
  const padding = () => page.locator('.hero').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  const home = await padding();

  await page.goto('/descuento-beca-parcial');
  await expect(page.locator(`${bar} [part=text]`)).not.toHaveText('Preinscripción cierra en');
  await expect(page.locator(`${bar} [part=digit]`).first()).toBeVisible();
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: 'discount-temporal-flex-descuento' }));

  await page.goto('/webinar-masterclass-gratis');
  await expect(page.locator('.hero')).toHaveClass(/masterclass/);
  expect(await padding()).toBeLessThan(home);
  expect(problems.pageErrors).toEqual([]);
});
