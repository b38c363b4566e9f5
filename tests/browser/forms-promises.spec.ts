import type { Page } from '@playwright/test';
import { expect, html, test } from './fixtures';
import {
  fillForm,
  isLeadPost,
  leadBody,
  leadPage,
  modal,
  openDialog,
  openForm,
  sentPanel,
  servePage,
  spyOnWindowOpen,
  submitButton,
  submitForm,
  uniqueEmail,
  visitor,
  windowOpens,
} from './lead-helpers';
import { hydrated } from './helpers';

/**
 * What the lead forms promise, in real Chromium against the real server: each confirmation is a
 * whole sentence that promises only what happens (the brochure handed over at once, the
 * scholarship received), the enrolment page's advisor button asks a phone and offers the call
 * booking, the news box waits for a European visitor's own tick, and every form links the privacy
 * policy. Screenshots of each confirmation at 360 px go to test-results/.
 */

test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/forms-promises/${name}.png` });

for (const lang of ['es', 'en'] as const) {
  const es = lang === 'es';

  test(`brochure (${lang}): hands over the brochure page, no mail promised, and stays until closed`, async ({ page, context, baseURL }) => {
    await page.clock.install(); // flows as the real clock; skipped ahead below instead of waited out
    await page.goto(await servePage(context, baseURL!, `brochure-${lang}.html`, leadPage('brochure', { attrs: `lang="${lang}"` })));
    await openForm(page, 'brochure');
    await fillForm(page, 'brochure', { name: 'Luis', email: uniqueEmail('promise-brochure') });
    await submitForm(page, 'brochure');
    const sent = sentPanel(page, 'brochure');
    await expect(sent.locator('h3 + p')).toHaveText(
      es ? 'Luis, aquí tienes el brochure del bootcamp.' : 'Here is the bootcamp brochure, Luis.',
    );
    await expect(sent).not.toContainText(/email|WhatsApp|\.\.\./);
    const link = sent.locator('[part~="brochure-link"]');
    await expect(link).toHaveText(es ? 'Ver el brochure (se abre en una pestaña nueva)' : 'Open the brochure (opens in a new tab)');
    // Absolute to the Embudo server (the script's origin), as from a partner's page.
    await expect(link).toHaveAttribute('href', `${baseURL}/brochure-pdf${es ? '' : '?lang=en'}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await shot(page, `brochure-sent-${lang}`);
    // Past the 3 s that closed it before: the link is still there to reach.
    await page.clock.runFor(3500);
    await expect(openDialog(page, 'brochure')).toBeVisible();
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      es ? 'Brochure del Bootcamp Full Stack Developer' : 'Full Stack Developer Bootcamp brochure',
    );
    await tab.close();
  });

  test(`scholarship (${lang}): received, and what happens next; no discount-code promise`, async ({ page, context, baseURL }) => {
    await spyOnWindowOpen(page);
    await page.goto(await servePage(context, baseURL!, `scholarship-${lang}.html`, leadPage('scholarship', { attrs: `lang="${lang}"` })));
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', visitor(uniqueEmail('promise-scholarship'), 'Ana'));
    await submitForm(page, 'scholarship');
    const sent = sentPanel(page, 'scholarship');
    await expect(sent.locator('h3 + p')).toHaveText(
      es
        ? '¡Gracias por aplicar, Ana! Recibimos tu solicitud de beca parcial; un asesor te escribirá para contarte los siguientes pasos.'
        : 'Thanks for applying, Ana! We received your partial scholarship application; an advisor will write to you with the next steps.',
    );
    await expect(sent).not.toContainText(/24|\.\.\./);
    await shot(page, `scholarship-sent-${lang}`);
    // The chat app still takes over after about 3 s.
    await expect.poll(() => windowOpens(page), { timeout: 6000 }).toHaveLength(1);
  });

  test(`enrolment page (${lang}): talking to an advisor asks the phone and offers the call booking, prefilled`, async ({ page }) => {
    await page.clock.install(); // flows as the real clock; skipped ahead below instead of waited out
    await page.goto(es ? '/enroll/fullstack/PE' : '/en/enroll/fullstack/PE');
    const button = page.getByRole('button', { name: es ? 'Hablar con un asesor' : 'Talk to an advisor' });
    await hydrated(page, '.enrolment__talk button');
    await button.click();
    const advisor = page.locator('embudo-scholarship-modal[topic=advisor]');
    const dialog = advisor.locator('dialog[open]');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.locator('[part~="title"]')).toHaveText(es ? 'Habla con un asesor' : 'Talk to an advisor');
    // The pricing's scholarship opener still opens the page's scholarship form, not this one.
    await expect(page.locator('embudo-scholarship-modal:not([topic])')).not.toHaveAttribute('open', '');
    const email = uniqueEmail('promise-advisor');
    await advisor.locator('#name').fill('Ana');
    await advisor.locator('#email').fill(email);
    await expect(advisor.locator('#phone')).toBeVisible();
    await advisor.locator('#phone').fill('987654321');
    await expect(advisor.locator('[part~="submit-button"]')).toHaveText(
      es ? 'Quiero hablar con un asesor' : 'I want to talk to an advisor',
    );
    const answered = page.waitForResponse((res) => isLeadPost(res.request()));
    await advisor.locator('[part~="submit-button"]').click();
    // Stored as a request to talk to an advisor, not a scholarship application: no code is mailed
    // for it, so the answer promises no mail and the form mentions none.
    const response = await answered;
    const posted = leadBody(response.request());
    expect(posted).toMatchObject({ kind: 'advisor', email, name: 'Ana', phone: '+51987654321', country: 'PE' });
    expect(posted).not.toHaveProperty('beca');
    expect(posted).not.toHaveProperty('fecha');
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ status: 'stored', id: posted.id, mail: false });
    const sent = advisor.locator('[part~="sent"]');
    await expect(sent).not.toContainText(es ? /código|beca/i : /code|scholarship/i);
    await expect(sent.locator('h3 + p')).toHaveText(
      es
        ? 'Gracias, Ana. Elige el día y la hora de tu llamada con un asesor.'
        : 'Thanks, Ana. Choose the day and time of your call with an advisor.',
    );
    const book = sent.locator('[part~="schedule-link"]');
    await expect(book).toHaveText(es ? 'Reserva una llamada (se abre en una pestaña nueva)' : 'Book a call (opens in a new tab)');
    const href = new URL((await book.getAttribute('href'))!);
    expect(href.protocol).toBe('https:');
    expect([href.searchParams.get('name'), href.searchParams.get('email'), href.searchParams.get('phone')]).toEqual([
      'Ana',
      email,
      '51987654321',
    ]);
    await expect(sent.locator('[part~="chat-link"]')).toHaveCount(0);
    await shot(page, `advisor-sent-${lang}`);
    await page.clock.runFor(3500);
    await expect(dialog).toBeVisible();
  });

  test(`privacy (${lang}): both forms link the policy under their button, in a new tab`, async ({ page, context, baseURL }) => {
    for (const kind of ['brochure', 'scholarship'] as const) {
      await page.goto(await servePage(context, baseURL!, `privacy-${kind}-${lang}.html`, leadPage(kind, { attrs: `lang="${lang}"` })));
      await openForm(page, kind);
      const line = modal(page, kind).locator('[part~="privacy"]');
      await expect(line).toHaveText(
        es
          ? 'Al enviar aceptas nuestra política de privacidad (se abre en una pestaña nueva).'
          : 'By submitting you agree to our privacy policy (opens in a new tab).',
      );
      // Right under the submit button.
      const button = (await submitButton(page, kind).boundingBox())!;
      const box = (await line.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(box.y).toBeLessThan(button.y + button.height + 40);
      await line.scrollIntoViewIfNeeded();
      await shot(page, `privacy-${kind}-${lang}`);
      const link = line.locator('a');
      await expect(link).toHaveAttribute('href', `${baseURL}${es ? '/politicas-privacidad' : '/privacy-policies'}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(es ? '/politicas-privacidad' : '/privacy-policies');
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await tab.close();
    }
  });
}

test.describe('consent: the news box', () => {
  /** A brochure form whose country comes from the geo service (no data-country), answering `code`. */
  async function detectedPage(page: Page, context: Parameters<typeof servePage>[0], baseURL: string, code: string): Promise<void> {
    await page.route('https://ipapi.co/**', (route) =>
      route.fulfill({ json: { country_code: code }, headers: { 'access-control-allow-origin': '*' } }),
    );
    const body = html(`<button type="button" id="opener" data-embudo-open="brochure">Abrir</button>
      <embudo-brochure-modal></embudo-brochure-modal><script src="/widgets/brochure-modal.js"></script>`);
    await page.goto(await servePage(context, baseURL, `consent-${code}.html`, body));
  }

  for (const [code, ticked] of [
    ['FR', false],
    ['GB', false],
    ['CH', false],
    ['NO', false],
    ['BR', false],
    ['MX', true],
    ['US', true],
  ] as const) {
    test(`detected ${code}: ${ticked ? 'ticked' : 'unticked'}`, async ({ page, context, baseURL }) => {
      await detectedPage(page, context, baseURL!, code);
      await openForm(page, 'brochure');
      const box = modal(page, 'brochure').locator('input#notify');
      if (ticked) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    });
  }

  test('a European visitor who ticks it themselves is sent with notify: true; the country attribute counts too', async ({
    page,
    context,
    baseURL,
  }) => {
    const bodies: Record<string, unknown>[] = [];
    page.on(
      'request',
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads' && bodies.push(request.postDataJSON()),
    );
    await page.goto(await servePage(context, baseURL!, 'consent-attr.html', leadPage('brochure', { attrs: 'country="ES"' })));
    await openForm(page, 'brochure');
    const box = modal(page, 'brochure').locator('input#notify');
    await expect(box).not.toBeChecked();
    await box.check();
    await fillForm(page, 'brochure', { name: 'Lucía', email: uniqueEmail('consent') });
    await submitForm(page, 'brochure');
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({ country: 'ES', notify: true });
  });
});
