import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The page a customer lands on after paying, in both languages: no deadline bar, no enrolment
 * call, no scholarship offer; the next steps instead, with the invoice (when the payment gives
 * one), the campus, the chat and the social links, and the next start from the schedule. Axe
 * clean and without horizontal scroll at phone and desktop widths (full-page screenshots kept
 * under test-results/ for a look).
 */

/** The shipped settings the server renders from. */
const site = JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as {
  invoiceBaseUrl: string;
  campusUrl: string;
  chatPhone: string;
  social: Record<string, string>;
};

const LANGS = [
  {
    lang: 'es',
    query: '',
    title: '¡Te damos la bienvenida al Bootcamp Full Stack!',
    steps: 'Próximos pasos',
    invoice: 'Descargar tu factura (PDF)',
    campus: 'Ir al campus',
    chat: 'Escribir por WhatsApp',
    greeting: 'Hola, acabo de pagar mi inscripción al Bootcamp Full Stack y quiero unirme a la comunidad.',
    // The shipped rules' first start after 1 Jan 2030 (the first Wednesday), as the page writes it.
    start: 'El próximo grupo empieza el miércoles, 2 de enero de 2030.',
  },
  {
    lang: 'en',
    query: 'lang=en&',
    title: 'Welcome aboard the Full Stack Bootcamp!',
    steps: 'Next steps',
    invoice: 'Download your invoice (PDF)',
    campus: 'Go to campus',
    chat: 'Message us on WhatsApp',
    greeting: 'Hi, I just paid for the Full Stack Bootcamp and would like to join the community.',
    start: 'The next cohort starts on Wednesday, January 2, 2030.',
  },
] as const;

/** The invoice window the page opens after 3 s is kept from leaving the machine: recorded, not opened. */
async function keepWindowsHome(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = (() => null) as typeof window.open;
  });
}

/** Links and buttons of the page whose text asks to enrol (header, banner, pricing, start cards). */
const enrolCalls = (page: Page) => page.locator('a, button').filter({ hasText: /inscribirme|enroll now|i want to enroll/i });

for (const t of LANGS) {
  test(`/payment-success (${t.lang}): next steps instead of the deadline bar and the enrolment calls`, async ({ page, problems }) => {
    await keepWindowsHome(page);
    await page.clock.setFixedTime(Date.parse('2030-01-01T12:00:00-05:00'));
    await page.goto(`/payment-success?${t.query}invoice_id=INV-2030_7`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    // Nothing that sells: no deadline bar or its scholarship band, no enrolment call, no offer.
    await expect(page.locator('embudo-deadline-bar')).toHaveCount(0);
    await expect(page.locator('.deadline-offer')).toHaveCount(0);
    await expect(enrolCalls(page)).toHaveCount(0);
    await expect(
      page.locator('a[href$="#empezar"], [data-embudo-open], #pricing, #fechas, embudo-pricing, .masterclass-modal__open'),
    ).toHaveCount(0);

    // The next steps, with the invoice, the campus, the chat and the social links.
    const steps = page.locator('.payment-success');
    await expect(steps.getByRole('heading', { level: 2, name: t.steps })).toBeVisible();
    await expect(steps.getByRole('link', { name: t.invoice })).toHaveAttribute('href', `${site.invoiceBaseUrl}/INVOICES/INV-2030_7.pdf`);
    await expect(steps.getByRole('link', { name: t.campus })).toHaveAttribute('href', site.campusUrl);
    const chat = new URL((await steps.getByRole('link', { name: t.chat }).getAttribute('href'))!);
    expect([chat.searchParams.get('phone'), chat.searchParams.get('text')]).toEqual([site.chatPhone, t.greeting]);
    for (const href of Object.values(site.social)) await expect(steps.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(page.locator('.payment-success__start')).toHaveText(t.start);
    // The header's call is the campus now.
    await expect(page.locator('header.header').getByRole('link', { name: t.campus })).toHaveAttribute('href', site.campusUrl);

    // Without an invoice_id there is no invoice to offer.
    await page.goto(`/payment-success${t.query ? `?${t.query.slice(0, -1)}` : ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.locator('.payment-success__invoice')).toHaveCount(0);
    await expect(page.locator('.payment-success').getByRole('link', { name: t.campus })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  for (const width of [360, 1280]) {
    test(`/payment-success (${t.lang}, ${width} px): axe clean, no horizontal scroll`, async ({ page }, info) => {
      await keepWindowsHome(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/payment-success?${t.query}invoice_id=INV-2030_7`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: info.outputPath(`payment-success-${t.lang}-${width}.png`), fullPage: true });
    });
  }
}
