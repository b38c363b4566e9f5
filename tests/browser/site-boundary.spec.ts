import { expect, test } from './fixtures';
import { openDialog } from './lead-helpers';

/**
 * A fault in one landing section costs that section only (host/app/lib/section-boundary.tsx): the
 * section keeps the markup the server sent, the error is logged once with the section's name, and
 * the rest of the page stays React's and the widgets'. The fault is one the browser itself can
 * cause: its Intl refusing an option the benefits section formats its figures with (compact
 * notation, used by nothing else on the page).
 */

test.use({ viewport: { width: 360, height: 740 } });

test('an Intl error in the benefits section: its server markup stays, logged once, the page works', async ({ page, problems }) => {
  await page.addInitScript(() => {
    const Real = Intl.NumberFormat;
    const Refusing = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
      if (options?.notation === 'compact') throw new RangeError('Incorrect locale information provided');
      return new Real(locales, options);
    } as unknown as typeof Intl.NumberFormat;
    Object.assign(Refusing, { supportedLocalesOf: Real.supportedLocalesOf, prototype: Real.prototype });
    Intl.NumberFormat = Refusing;
  });
  await page.goto('/');
  const benefits = page.locator('[data-boundary="benefits"]');
  // Its code loads as it comes near; rendering it fails while React hydrates it.
  await benefits.locator('.benefits__stats').scrollIntoViewIfNeeded();
  await expect(benefits).toHaveAttribute('data-failed', '');
  await expect(benefits.getByRole('heading', { name: 'Beneficios de estudiar con nosotros' })).toBeVisible();
  await expect(benefits.locator('.benefits__stat')).toHaveCount(6);
  await expect(benefits.locator('.benefits__stat-value').first()).toHaveText('+500 mil');
  await expect(page.locator('[data-failed]')).toHaveCount(1);

  // The header's menu answers; another section's question opens; a widget opener in it still opens its widget.
  const menu = page.locator('.header__toggle');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const faq = page.locator('#preguntas-frecuentes');
  await faq.scrollIntoViewIfNeeded();
  await expect(page.locator('.deferred-section[data-section=faq]')).toHaveAttribute('data-ready', '');
  const question = faq.locator('.faq__trigger').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.locator('.hero').getByRole('button', { name: /beca/i }).first().click();
  await expect(openDialog(page, 'scholarship')).toBeVisible();

  // Logged once, naming the section and the error; nothing else went wrong.
  expect(problems.consoleErrors).toHaveLength(1);
  expect(problems.consoleErrors[0]).toContain('The part "benefits" of the page failed; what it showed stays in place');
  expect(problems.consoleErrors[0]).toContain('RangeError: Incorrect locale information provided');
  expect(problems.pageErrors).toEqual([]);
});
