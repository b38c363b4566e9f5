import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, freezeClock, test } from './fixtures';

/**
 * The phone menu on the landing paths, at 360 px with the deadline bar above the header: the
 * hamburger and, once open, the menu's close button are on top of everything (the point at their
 * centre is theirs); following a link or a button in the menu closes it, focus going where the
 * visitor went (the anchor, the next page) or back to the hamburger (a new tab, the close button);
 * Escape closes the submenu first, then the menu; tabbing out of the menu closes it. Screenshots of
 * the open menu go to test-results/menu/ to be looked at.
 */

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = 'test-results/menu';

const COPY = {
  es: {
    nav: 'Principal',
    open: 'Abrir menú',
    close: 'Cerrar menú',
    resources: 'Recursos',
    guide: 'Guía gratuita',
    enrol: 'Inscribirme',
    testimonials: 'Testimonios',
  },
  en: {
    nav: 'Main',
    open: 'Open menu',
    close: 'Close menu',
    resources: 'Resources',
    guide: 'Free guide',
    enrol: 'Enroll Now',
    testimonials: 'Testimonials',
  },
} as const;

const LANDINGS = [
  ['/', 'es'],
  ['/us', 'en'],
  ['/descuento-beca-parcial', 'es'],
  ['/descuento-beca-parcial?lang=en', 'en'],
] as const;

/** What the screen shows at the centre of `target`: 'itself' when it is there (or something inside it), else the element's tag and class. */
const atCentre = (target: Locator): Promise<string> =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && (hit === el || el.contains(hit)) ? 'itself' : `${hit?.localName}.${hit?.className}`;
  });

/** Whether the open menu is what the screen shows at the centre of `target` (a fixed bar, a widget). */
async function menuCovers(page: Page, target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  return page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('nav.header__nav--open') != null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

/** The header's menu parts, by their names in `lang`. */
function menu(page: Page, lang: 'es' | 'en') {
  const t = COPY[lang];
  return {
    t,
    toggle: page.getByRole('button', { name: t.open }),
    nav: page.getByRole('navigation', { name: t.nav }),
    close: page.getByRole('button', { name: t.close }),
  };
}

/** Opens the page and waits until React answers the hamburger (hydrated) with the bar in place. */
async function openLanding(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('embudo-deadline-bar')).toBeVisible();
  await expect(page.locator('embudo-deadline-bar [part~=base]')).toBeVisible(); // upgraded, counting down
}

for (const [path, lang] of LANDINGS) {
  test(`${path}: the close button of the open menu is on top of the deadline bar, and so is the hamburger once scrolled`, async ({
    page,
    problems,
  }) => {
    const { toggle, nav, close } = menu(page, lang);
    await openLanding(page, path);
    expect(await atCentre(toggle)).toBe('itself');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(close).toBeFocused();
    const box = (await close.boundingBox())!;
    expect(box).toMatchObject({ width: 44, height: 44, y: 16 });
    expect(await atCentre(close)).toBe('itself');
    // The whole bar is under the menu, not over it.
    expect(await menuCovers(page, page.locator('embudo-deadline-bar'))).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/open-menu-360${path.replace(/\W+/g, '-')}.png` });
    await close.click();
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    // Scrolled down, the bar and the header stick together: the hamburger is not under the bar.
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await atCentre(toggle)).toBe('itself');
    await expect(page.locator('embudo-deadline-bar')).toBeInViewport();
    await toggle.click();
    expect(await atCentre(close)).toBe('itself');
    await page.screenshot({ path: `${SHOTS}/open-menu-360-scrolled${path.replace(/\W+/g, '-')}.png` });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
  });
}

for (const lang of ['es', 'en'] as const) {
  const home = lang === 'es' ? '/' : '/us';

  test(`${home}: the menu's enrol link closes the menu and takes the visitor to #empezar, focus following from there`, async ({
    page,
    problems,
  }) => {
    const { t, toggle, nav } = menu(page, lang);
    await openLanding(page, home);
    await toggle.click();
    await nav.getByRole('link', { name: t.enrol }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/#empezar$/);
    await expect(page.locator('#empezar')).toBeInViewport();
    // It lands below the bar and the header stuck at the top, not under them.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getElementById('empezar')!.getBoundingClientRect().top -
            document.querySelector('.page-top')!.getBoundingClientRect().bottom,
        ),
      )
      .toBeGreaterThanOrEqual(0);
    // Focus is not pulled back to the header: the next Tab goes on from the enrolment section.
    await expect(toggle).not.toBeFocused();
    await page.keyboard.press('Tab');
    const after = await page.evaluate(() => {
      const anchor = document.getElementById('empezar')!;
      return Boolean(anchor.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test(`${home}: Escape closes the submenu first (focus to its button), then the menu (focus to the hamburger)`, async ({ page }) => {
    const { t, toggle, nav, close } = menu(page, lang);
    await openLanding(page, home);
    await toggle.click();
    const resources = nav.getByRole('button', { name: t.resources });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: t.guide }).focus();
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: t.guide })).toBeHidden();
    await expect(nav).toBeVisible();
    await expect(resources).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    // Opened again, the submenu starts closed.
    await toggle.click();
    await expect(close).toBeFocused();
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  test(`${home}: a link to another page closes the menu; a new-tab link closes it and gives focus back to the hamburger; tabbing out closes it`, async ({
    page,
  }) => {
    const { t, toggle, nav } = menu(page, lang);
    await openLanding(page, home);
    // The campus opens in a new tab: this page stays, its menu closed, focus on the hamburger.
    // (The test keeps the browser from opening it: the campus is not on this machine.)
    await page.evaluate(() =>
      window.addEventListener('click', (e) => (e.target as Element).closest('a[target=_blank]') && e.preventDefault(), true),
    );
    await toggle.click();
    await nav.getByRole('link', { name: /Campus/ }).click();
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    // Tab past the menu's last control: the menu closes rather than hand focus to the page under it.
    await toggle.click();
    await nav.getByRole('link', { name: t.enrol }).focus();
    await page.keyboard.press('Tab');
    await expect(nav).toBeHidden();

    // Another page: the menu is gone with the page it was on, and the next page's is closed.
    await toggle.click();
    await nav.getByRole('link', { name: t.testimonials }).click();
    await expect(page).toHaveURL(lang === 'es' ? /\/testimonios$/ : /\/testimonials$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'es' ? 'Lo que cuentan nuestros graduados' : 'What our graduates say',
    );
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

test('the open menu covers the welcome after paying and the chat button too', async ({ page }) => {
  const { toggle, close, nav } = menu(page, 'es');
  await freezeClock(page);
  await page.goto('/payment-success');
  // The welcome is no fixed band any more: its heading, on the first screen, stands for the page.
  const welcome = page.locator('#payment-success-title');
  await expect(welcome).toBeVisible();
  await page.clock.runFor(5_500); // the landing's chat button is due after 5 s
  const chat = page.locator('embudo-chat-button a');
  await expect(chat).toBeVisible();
  await toggle.click();
  await expect(nav).toBeVisible();
  expect(await atCentre(close)).toBe('itself');
  expect(await menuCovers(page, welcome)).toBe(true);
  expect(await menuCovers(page, chat)).toBe(true);
});
