import type { Page } from '@playwright/test';
import { at, DAY, expect, freezeClock, open, SECOND, test } from './fixtures';

/**
 * Language: a widget without `lang` speaks its page's language (its closest `[lang]`
 * ancestor, else `<html lang>`) and follows changes to it; whatever it shows sits in an element
 * that says its language (WCAG 3.1.2); the query actions speak the page's language when they fire
 * and open the page's own scholarship modal, never a second one.
 */

/** Every widget, none with a `lang` of its own. */
const EVERY_WIDGET = `
  <embudo-countdown id="countdown" end-at="${at(DAY)}"></embudo-countdown>
  <embudo-deadline-bar id="bar" mode="preinscription" end-at="${at(3 * DAY)}"></embudo-deadline-bar>
  <embudo-pricing id="pricing" bootcamp="fullstack" country="PE" price-delay="0"></embudo-pricing>
  <embudo-scholarship-modal id="scholarship" open></embudo-scholarship-modal>
  <embudo-brochure-modal id="brochure"></embudo-brochure-modal>
  <embudo-chat-button id="chat" delay="0"></embudo-chat-button>
  <embudo-social-proof id="proof"></embudo-social-proof>
  <section id="pricing-anchor"><h2>Pricing</h2></section>`;

const partnerPage = (htmlLang: string, body: string): string =>
  `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><title>Partner</title></head><body>${body}` +
  `<script src="/widgets/embudo.js" defer></script></body></html>`;

/**
 * Each text an Embudo widget shows (every shadow root, nested ones too) with the language it is
 * marked with: the `lang` of its closest element that has one, crossing shadow roots to their
 * hosts as the HTML language rules do.
 */
function shownTexts(page: Page): Promise<Array<{ widget: string; text: string; lang: string | null }>> {
  return page.evaluate(() => {
    const out: Array<{ widget: string; text: string; lang: string | null }> = [];
    const langOf = (node: Node): string | null => {
      for (let at: Node | null = node.parentNode; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
        if (at instanceof Element && at.hasAttribute('lang')) return at.getAttribute('lang');
      }
      return null;
    };
    const walk = (widget: string, root: ShadowRoot): void => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) walk(widget, node.shadowRoot);
        const text = node.nodeType === Node.TEXT_NODE ? node.textContent!.replace(/\u200b/g, '').trim() : '';
        if (text && node.parentElement?.localName !== 'style') out.push({ widget, text, lang: langOf(node) });
      }
    };
    for (const el of document.querySelectorAll('*'))
      if (el.localName.startsWith('embudo-') && el.shadowRoot) walk(el.localName, el.shadowRoot);
    return out;
  });
}

/** The primary language subtag: `en-US` → en. */
const primary = (lang: string | null): string | undefined => lang?.toLowerCase().split('-')[0];

/** Checks that every text the widgets show is marked `lang` (en or es) and that there is text from each `widgets`. */
async function expectAllMarked(page: Page, lang: 'en' | 'es', widgets: string[]): Promise<void> {
  const texts = await shownTexts(page);
  for (const widget of widgets)
    expect(
      texts.some((t) => t.widget === widget),
      widget,
    ).toBe(true);
  const wrong = texts.filter((t) => primary(t.lang) !== lang);
  expect(wrong, `texts not marked lang="${lang}"`).toEqual([]);
}

test.describe('a partner page', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('<html lang="en"> and widgets without lang: all English, every text inside lang="en"; a switch of <html lang> switches them', async ({
    page,
    serve,
    problems,
  }) => {
    await open(page, await serve('lang-en.html', partnerPage('en', EVERY_WIDGET)));
    await page.clock.runFor(3 * SECOND); // the modal's form, the chat button, the pricing's later part
    await expect(page.locator('#countdown [part=title]')).toHaveText(['Years', 'Months', 'Days', 'Hours', 'Minutes', 'Seconds']);
    await expect(page.locator('#bar [part=text]')).toHaveText('Pre-enrollment closes in');
    await expect(page.locator('#scholarship [part=title]')).toHaveText('Apply for your Partial Scholarship');
    await expect(page.locator('#pricing [part=pay-button]')).toHaveText(/Enroll Now/);
    await expect(page.locator('#chat [part=button]')).toHaveAttribute('aria-label', /^Message us on WhatsApp/);
    await expectAllMarked(page, 'en', [
      'embudo-countdown',
      'embudo-deadline-bar',
      'embudo-pricing',
      'embudo-scholarship-modal',
      'embudo-chat-button',
    ]);

    // The page switches its language: every widget follows.
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'es'));
    await expect(page.locator('#countdown [part=title]').first()).toHaveText('Años');
    await expect(page.locator('#bar [part=text]')).toHaveText('Preinscripción cierra en');
    await expect(page.locator('#scholarship [part=title]')).toHaveText('Solicita tu Beca Parcial');
    await expect(page.locator('#pricing [part=pay-button]')).toHaveText(/Quiero inscribirme/);
    await expectAllMarked(page, 'es', [
      'embudo-countdown',
      'embudo-deadline-bar',
      'embudo-pricing',
      'embudo-scholarship-modal',
      'embudo-chat-button',
    ]);

    // en-US counts as English.
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'en-US'));
    await expect(page.locator('#countdown [part=title]').first()).toHaveText('Years');
    await expect(page.locator('#scholarship [part=title]')).toHaveText('Apply for your Partial Scholarship');
    await expectAllMarked(page, 'en', ['embudo-countdown', 'embudo-scholarship-modal']);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a [lang] ancestor wins over the document; a language that is neither es nor en gives Spanish, marked es', async ({
    page,
    serve,
    problems,
  }) => {
    await open(
      page,
      await serve(
        'lang-ancestor.html',
        partnerPage(
          'en',
          `<div lang="es-MX"><p><embudo-countdown id="es" end-at="${at(DAY)}"></embudo-countdown></p></div>
           <div lang="fr"><embudo-countdown id="fr" end-at="${at(DAY)}"></embudo-countdown></div>
           <embudo-countdown id="doc" end-at="${at(DAY)}"></embudo-countdown>`,
        ),
      ),
    );
    await expect(page.locator('#es [part=title]').first()).toHaveText('Años');
    await expect(page.locator('#fr [part=title]').first()).toHaveText('Años');
    await expect(page.locator('#doc [part=title]').first()).toHaveText('Years');
    const texts = await shownTexts(page);
    expect(texts.length).toBeGreaterThan(6);
    // Under lang="fr" the Spanish text says it is Spanish (WCAG 3.1.2), not French.
    expect(texts.filter((t) => primary(t.lang) === 'fr')).toEqual([]);
    // The ancestor's lang changes: its widget follows.
    await page.locator('div[lang=es-MX]').evaluate((div) => div.setAttribute('lang', 'en'));
    await expect(page.locator('#es [part=title]').first()).toHaveText('Years');
    expect(problems.pageErrors).toEqual([]);
  });

  test("the countdown's screen-reader text says the value shown, rounded down", async ({ page, serve }) => {
    await open(page, await serve('lang-label.html', partnerPage('en', `<embudo-countdown id="c" end-at="${at(DAY)}"></embudo-countdown>`)));
    await page.clock.runFor(2 * SECOND); // 23:59:58 on the digits
    await expect(page.locator('#c [part~=unit]').nth(3)).toContainText('23');
    await expect(page.locator('#c .visually-hidden')).toHaveText('Time remaining: 23 hours and 59 minutes');
  });
});

test.describe('query actions', () => {
  const toaster = (page: Page) => page.locator('[data-embudo-toaster] .toast');

  test('the English landing: /us?discount=abc English toasts (link, close label) marked lang="en"; /us?pay=beca opens the page\'s own modal, exactly one', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.addInitScript(() => {
      window.open = () => null; // a popup blocker: the toast comes back after 3.5 s, still English
    });
    await page.goto('/us?discount=abc');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(100);
    await expect(toaster(page)).toHaveText(/Your discount is active/);
    await expect(toaster(page)).toHaveAttribute('lang', 'en');
    await expect(toaster(page).getByRole('link')).toHaveText('Open WhatsApp');
    await expect(toaster(page).getByRole('button')).toHaveAccessibleName('Dismiss notification');
    await page.clock.runFor(3.5 * SECOND);
    await expect(toaster(page).last()).toHaveText(/Your discount is active/);
    await expect(toaster(page).last()).toHaveAttribute('lang', 'en');

    // The site renders its modal on the server: that one opens, in English, and no other is made.
    await page.goto('/us?pay=beca');
    await page.waitForLoadState('load');
    await page.clock.runFor(500);
    await expect(page.locator('embudo-scholarship-modal dialog[open]')).toBeVisible();
    await expect(page.locator('embudo-scholarship-modal [part=title]')).toHaveText('Apply for your Partial Scholarship');
    await page.clock.runFor(2 * SECOND);
    await expect(page.locator('embudo-scholarship-modal')).toHaveCount(1);
  });

  /** Serves `body` at `/__test/<name>` whatever its query string (the fixture's `serve` matches the bare URL only). */
  async function host(page: Page, name: string, body: string): Promise<string> {
    await page.route(new RegExp(`/__test/${name.replace('.', '\\.')}(\\?|$)`), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
    );
    return `/__test/${name}`;
  }

  /** A host that renders from script: it sets its language and adds its own modal after Embudo's script ran. */
  const scriptHost = (withModal: boolean) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Host</title></head><body>
    <main><h1>Bootcamp</h1></main>
    <script src="/widgets/embudo.js" defer data-query-actions></script>
    <script type="module">
      document.documentElement.lang = 'en-US';
      ${
        withModal
          ? `const modal = document.createElement('embudo-scholarship-modal');
      modal.id = 'own';
      requestAnimationFrame(() => document.body.append(modal)); // rendered on the next frame, as frameworks do`
          : ''
      }
    </script></body></html>`;

  test("a host that sets its language and renders its modal after embudo.js: ?pay=beca opens the host's modal, in English, never a second one", async ({
    page,
  }) => {
    const url = await host(page, 'script-host.html', scriptHost(true));
    await page.goto(`${url}?pay=beca`);
    await expect(page.locator('#own dialog[open]')).toBeVisible();
    await expect(page.locator('#own [part=title]')).toHaveText('Apply for your Partial Scholarship');
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    await expect(page.locator('embudo-scholarship-modal')).toHaveCount(1);
  });

  test("a host with no modal of its own: ?pay=beca makes one, in the page's language", async ({ page }) => {
    const url = await host(page, 'script-host-bare.html', scriptHost(false));
    await page.goto(`${url}?pay=beca`);
    await expect(page.locator('embudo-scholarship-modal dialog[open]')).toBeVisible();
    await expect(page.locator('embudo-scholarship-modal')).toHaveCount(1);
    await expect(page.locator('embudo-scholarship-modal [part=title]')).toHaveText('Apply for your Partial Scholarship');
  });

  test('a host that sets its language after embudo.js: ?discount= speaks it', async ({ page }) => {
    const url = await host(page, 'script-host-discount.html', scriptHost(false));
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${url}?discount=abc`);
    await expect(toaster(page)).toHaveText(/Your discount is active/);
    await expect(toaster(page).getByRole('button')).toHaveAccessibleName('Dismiss notification');
  });
});
