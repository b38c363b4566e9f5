import type { Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Schedule } from '../../src/contracts/site-content';
import { formatAtOwnOffset, WEEKDAY_DAY_MONTH_TIME } from '../../src/data/date-time';
import { DEMO_CONTENT, DEMO_PORT } from './env';
import { expect, test } from './fixtures';
import { choosePhoneCountry, expectRows, uniqueEmail } from './lead-helpers';
import { axe, hydrated } from './helpers';

/**
 * The masterclass registration on /masterclass, in Spanish and English: its own dialog (the
 * scholarship modal as `topic="masterclass"`), which stores a `masterclass` lead. With a class
 * scheduled (the demo content profile's next one) the dialog shows it in the visitor's zone and
 * the school's, and the lead carries its instant; with none (the shipped content/) "notify me"
 * stores a masterclass lead with no date and the confirmation says so. Each dialog is axe clean,
 * gives focus back to the page's button when closed, and is screenshotted at 360 and 1280 px,
 * open and confirmed.
 */

const ROOT = path.join(import.meta.dirname, '../..');
const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;

const TEXTS = {
  es: {
    url: '/masterclass',
    register: 'Reservar mi lugar gratis',
    title: 'Reserva tu lugar en la masterclass gratuita',
    yourTime: 'En tu hora:',
    schoolTime: 'Hora de la escuela:',
    sentTitle: '¡Lugar reservado!',
    sent: 'está reservado; un asesor te escribirá antes de la clase con el enlace para entrar.',
    notify: 'Avísame de la próxima fecha',
    notifyTitle: 'Avísame de la próxima masterclass',
    noDate: 'Todavía no hay fecha para la próxima masterclass. Déjanos tus datos y te avisaremos cuando la haya.',
    notifySentTitle: '¡Te avisaremos!',
    notifySent: 'Gracias, Ana Pérez. Todavía no hay fecha para la próxima masterclass; te avisaremos cuando la haya.',
    privacy: 'política de privacidad',
  },
  en: {
    url: '/masterclass?lang=en',
    register: 'Save my free seat',
    title: 'Save your seat at the free masterclass',
    yourTime: 'Your time:',
    schoolTime: 'School time:',
    sentTitle: 'Your seat is saved!',
    sent: 'is saved; an advisor will write to you before the class with the link to join.',
    notify: 'Tell me the next date',
    notifyTitle: 'Tell me about the next masterclass',
    noDate: 'There is no date for the next masterclass yet. Leave your details and we will let you know when there is one.',
    notifySentTitle: 'We will let you know!',
    notifySent: 'Thanks, Ana Pérez. There is no date for the next masterclass yet; we will let you know when there is one.',
    privacy: 'privacy policy',
  },
} as const;

/** The page's masterclass form (the page also has the scholarship form, without a topic). */
const form = (page: Page) => page.locator('embudo-scholarship-modal[topic="masterclass"]');
const dialog = (page: Page) => form(page).locator('dialog[open]');
const opener = (page: Page) => page.locator('[data-cta="masterclass-register"]');

/** The page at 360 and at 1280 px, attached to the test (and kept in its output folder). */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The dialog's open animation, and its layout at the new width.
    await page.waitForTimeout(300);
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
}

/** Fills the open dialog as a visitor from Peru and sends it; the confirmation is showing after. */
async function register(page: Page, email: string): Promise<void> {
  const f = form(page);
  await f.locator('#name').fill('Ana Pérez');
  await f.locator('#email').fill(email);
  // The WhatsApp field appears once the email passes the pattern check.
  await choosePhoneCountry(f.locator('#phone-country'), 'PE');
  await f.locator('#phone').fill('987654321');
  await f.locator('[part~="submit-button"]').click();
  await expect(f.locator('[part~="sent"]')).toBeVisible();
}

/** The close button, then focus is back on the page's button. */
async function closeAndReturn(page: Page): Promise<void> {
  await form(page).locator('[part~="close-button"]').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
}

for (const lang of ['es', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`with a class scheduled (demo profile), ${lang}`, () => {
    test.use({ baseURL: DEMO_ORIGIN, timezoneId: 'America/Mexico_City' });

    test('the dialog shows the class in the visitor zone and the school zone; the lead is a masterclass one with its instant', async ({
      page,
      playwright,
      problems,
    }, testInfo) => {
      const schedule = JSON.parse(readFileSync(path.join(ROOT, DEMO_CONTENT, 'schedule.json'), 'utf8')) as Schedule;
      const next = schedule.masterclasses.filter((at) => Date.parse(at) > Date.now()).sort((a, b) => Date.parse(a) - Date.parse(b))[0]!;
      expect(next, 'the demo profile has a masterclass ahead (move its dates forward if not)').toBeDefined();
      // Mexico City is at UTC−6 all year: the visitor's wall clock.
      const wall = new Date(Date.parse(next) - 6 * 3600_000);
      const hour = wall.getUTCHours();
      await page.goto(t.url);
      await hydrated(page, '[data-cta="masterclass-register"]');
      await expect(form(page)).toHaveAttribute('masterclass-at', next);
      await opener(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(form(page).locator('[part~="title"]')).toHaveText(t.title);
      const card = form(page).locator('[part~="masterclass"]');
      await expect(card.locator('time')).toHaveAttribute('datetime', next);
      await expect(card.locator('time')).toContainText(t.yourTime);
      await expect(card.locator('time')).toContainText(String(wall.getUTCDate()));
      await expect(card.locator('time')).toContainText(lang === 'es' ? `${String(hour).padStart(2, '0')}:00` : `${hour % 12 || 12}:00`);
      await expect(card).toContainText(`${t.schoolTime} ${formatAtOwnOffset(next, WEEKDAY_DAY_MONTH_TIME, lang)!}`);
      // The privacy link sits with the submit button, as in the other forms.
      await expect(
        form(page)
          .locator('[part~="privacy"]')
          .getByRole('link', { name: new RegExp(t.privacy) }),
      ).toBeVisible();
      await axe(page, `${lang} dialog`);
      await screenshots(page, testInfo, `masterclass-${lang}-dated-dialog`);
      // On the narrowest phone each line's time and zone stay together ("18:00 GMT-6", never "GMT-" / "6").
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 320, height: 800 });
      expect(
        await card
          .locator('time span, p span')
          .evaluateAll((spans) => spans.map((span) => [span.textContent, span.getClientRects().length])),
      ).toEqual([
        [expect.stringMatching(/\S \S/), 1],
        [expect.stringMatching(/\(UTC[−+-]\d\d:\d\d\)$/), 1],
      ]);
      await page.setViewportSize(viewport);
      // Escape closes it; focus is back where the visitor was.
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(opener(page)).toBeFocused();

      await opener(page).click();
      const email = uniqueEmail(`mc-dated-${lang}`);
      await register(page, email);
      await expect(form(page).locator('[part~="sent"] h3')).toHaveText(t.sentTitle);
      await expect(form(page).locator('[part~="sent"]')).toContainText(t.sent);
      // No chat app or booking follows a seat: the confirmation stays.
      await expect(form(page).locator('[part~="chat-link"], [part~="schedule-link"]')).toHaveCount(0);
      await axe(page, `${lang} confirmation`);
      await screenshots(page, testInfo, `masterclass-${lang}-dated-sent`);
      await closeAndReturn(page);

      const request = await playwright.request.newContext({ baseURL: DEMO_ORIGIN });
      const [row] = await expectRows(request, email, 1, page);
      await request.dispose();
      expect(row).toMatchObject({ kind: 'masterclass', masterclassAt: next, fecha: null, name: 'Ana Pérez', phone: '+51987654321' });
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });

  test.describe(`with no class scheduled (shipped content), ${lang}`, () => {
    test('"notify me" stores a masterclass lead with no date, and the confirmation says there is none yet', async ({
      page,
      request,
      problems,
    }, testInfo) => {
      await page.goto(t.url);
      await hydrated(page, '[data-cta="masterclass-register"]');
      await expect(form(page)).not.toHaveAttribute('masterclass-at', /./);
      await expect(opener(page)).toHaveText(t.notify);
      await opener(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(form(page).locator('[part~="title"]')).toHaveText(t.notifyTitle);
      await expect(form(page).locator('[part~="submit-button"]')).toHaveText(t.notify);
      await expect(form(page).locator('[part~="masterclass"]')).toContainText(t.noDate);
      await axe(page, `${lang} dialog`);
      await screenshots(page, testInfo, `masterclass-${lang}-notify-dialog`);

      const email = uniqueEmail(`mc-notify-${lang}`);
      await register(page, email);
      await expect(form(page).locator('[part~="sent"] h3')).toHaveText(t.notifySentTitle);
      await expect(form(page).locator('[part~="sent"]')).toContainText(t.notifySent);
      await axe(page, `${lang} confirmation`);
      await screenshots(page, testInfo, `masterclass-${lang}-notify-sent`);
      await closeAndReturn(page);

      const [row] = await expectRows(request, email, 1, page);
      expect(row).toMatchObject({ kind: 'masterclass', masterclassAt: null, fecha: null, name: 'Ana Pérez' });
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}

test('before the page hydrates, its button already opens the masterclass dialog (the widget script alone)', async ({ page, problems }) => {
  // The site's script never runs: an empty module in its place. The widget script, after it in the page, still does.
  await page.route(
    (url) => /^\/assets\/app-[\w-]+\.js$/.test(url.pathname),
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(TEXTS.es.url);
  await page.waitForFunction(() => !!customElements.get('embudo-scholarship-modal'));
  expect(await opener(page).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))).toBe(false);
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(form(page).locator('[part~="title"]')).toHaveText(TEXTS.es.notifyTitle);
  // The page's other scholarship form (no topic) stays closed.
  await expect(page.locator('embudo-scholarship-modal:not([topic])')).not.toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
