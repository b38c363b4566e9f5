import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  deliveryStatus,
  fillForm,
  isLeadPost,
  leadBody,
  leadPage,
  openForm,
  sentPanel,
  servePage,
  submitForm,
  uniqueEmail,
  visitor,
} from './lead-helpers';

/**
 * The forms' confirmations follow the server's word on mail: the lead API's answer says
 * `mail: true` only when SMTP is configured and the form sends one. The server under test has no
 * mail settings, so its real answers are the "without" case; the "with" case answers the lead
 * with `mail: true` through a routed request (the widget reads nothing else). Both languages.
 */

test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

/** Answers every lead post as the server does with mail on: 201, stored, mail true. */
async function answerWithMail(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/leads',
    async (route) => {
      if (!isLeadPost(route.request())) return route.fallback();
      const { id } = leadBody(route.request());
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ status: 'stored', id, mail: true }) });
    },
  );
}

for (const lang of ['es', 'en'] as const) {
  const es = lang === 'es';

  test(`brochure (${lang}): with mail, says it was sent to the address, link still there; without, the link and no claim`, async ({
    page,
    context,
    baseURL,
  }) => {
    const url = await servePage(context, baseURL!, `mail-brochure-${lang}.html`, leadPage('brochure', { attrs: `lang="${lang}"` }));
    // Without mail: the real server answers mail false.
    await page.goto(url);
    const plain = uniqueEmail('mail-off-brochure');
    const answered = page.waitForResponse((r) => isLeadPost(r.request()));
    await openForm(page, 'brochure');
    await fillForm(page, 'brochure', { name: 'Luis', email: plain });
    await submitForm(page, 'brochure');
    expect(await (await answered).json()).toMatchObject({ status: 'stored', mail: false });
    await expect(deliveryStatus(page, 'brochure')).toHaveText(es ? 'Recibimos tus datos.' : 'We received your details.');
    await expect(sentPanel(page, 'brochure')).not.toContainText(es ? /enviamos/i : /we sent/i);
    await expect(sentPanel(page, 'brochure').locator('[part~="brochure-link"]')).toHaveAttribute(
      'href',
      `${baseURL}/brochure-pdf${es ? '' : '?lang=en'}`,
    );

    // With mail.
    await answerWithMail(page);
    await page.goto(url);
    const mailed = uniqueEmail('mail-on-brochure');
    await openForm(page, 'brochure');
    await fillForm(page, 'brochure', { name: 'Luis', email: mailed });
    await submitForm(page, 'brochure');
    await expect(deliveryStatus(page, 'brochure')).toHaveText(
      es ? `Te enviamos el brochure a ${mailed}.` : `We sent the brochure to ${mailed}.`,
    );
    await expect(sentPanel(page, 'brochure').locator('[part~="brochure-link"]')).toHaveAttribute(
      'href',
      `${baseURL}/brochure-pdf${es ? '' : '?lang=en'}`,
    );
    await page.screenshot({ path: `test-results/mail-confirmations/brochure-mailed-${lang}.png` });
  });

  test(`scholarship (${lang}): the code by email is promised only with mail`, async ({ page, context, baseURL }) => {
    const url = await servePage(context, baseURL!, `mail-scholarship-${lang}.html`, leadPage('scholarship', { attrs: `lang="${lang}"` }));
    // The chat app would take over after 3 s: keep the page here.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(url);
    const answered = page.waitForResponse((r) => isLeadPost(r.request()));
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', visitor(uniqueEmail('mail-off-scholarship'), 'Ana'));
    await submitForm(page, 'scholarship');
    expect(await (await answered).json()).toMatchObject({ status: 'stored', mail: false });
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(es ? 'Recibimos tus datos.' : 'We received your details.');
    await expect(sentPanel(page, 'scholarship')).not.toContainText(es ? /código/i : /code/i);

    await answerWithMail(page);
    await page.goto(url);
    const mailed = uniqueEmail('mail-on-scholarship');
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', visitor(mailed, 'Ana'));
    await submitForm(page, 'scholarship');
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(
      es ? `Tu código de beca llegará a ${mailed}.` : `Your scholarship code is on its way to ${mailed}.`,
    );
    await page.screenshot({ path: `test-results/mail-confirmations/scholarship-mailed-${lang}.png` });
  });
}
