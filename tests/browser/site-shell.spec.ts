import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The site's shell: every path of docs/product.md#routes answers with its screen, already in the HTML
 * the server sends (before any script); the lazy routes' spinner; the header's variants and its
 * small-screen menu; the landing's accessibility in both languages at phone and desktop widths.
 */

const SCREENS: Array<[path: string, heading: RegExp, status?: number]> = [
  ['/', /Conviértete en Full Stack Developer/],
  ['/us', /Become a Full Stack Developer/],
  ['/payment-success', /Te damos la bienvenida al Bootcamp Full Stack/],
  ['/descuento-beca-parcial', /Conviértete en Full Stack Developer/],
  ['/v2', /Conviértete en Full Stack Developer/],
  ['/links', /Todo en un solo lugar/],
  ['/conecta', /Todo en un solo lugar/],
  ['/unete', /Todo en un solo lugar/],
  ['/guia-us', /working as a developer in the US/],
  ['/guia-pdf', /Cómo empezar en programación/],
  ['/guia', /Cómo empezar en programación/],
  ['/quiz-developer', /¿Qué tipo de developer eres\?/],
  ['/quiz', /¿Qué tipo de developer eres\?/],
  ['/masterclass', /Masterclass gratuita/],
  ['/webinar', /Masterclass gratuita/],
  ['/masterclass-clase', /La clase de la masterclass/],
  ['/webinar-clase', /La clase de la masterclass/],
  ['/vsl', /Cómo convertirte en developer/],
  ['/blog', /Blog del bootcamp/],
  ['/blog/no-post-yet', /No encontramos esta página/, 404],
  ['/testimonios', /Lo que cuentan nuestros graduados/],
  ['/testimonials', /What our graduates say/],
  ['/inscripcion/fullstack/PE', /Inscríbete en Full Stack Developer/],
  ['/enroll/frontend-completo/MX', /Inscríbete en Frontend con React JS/],
  ['/enroll/cloud-aws', /Inscríbete en Cloud AWS/],
  ['/en/inscripcion/fullstack/US', /Enroll in Full Stack Developer/],
  ['/en/enroll/backend-completo/US', /Enroll in Backend with Python/],
  ['/enroll/no-such-bootcamp/PE', /No encontramos ese programa/, 404],
  ['/enroll/fullstack/ZZ', /Inscríbete en Full Stack Developer/, 404],
  ['/politicas-privacidad', /Políticas de privacidad/],
  ['/privacy-policies', /Privacy policy/],
  ['/politicas-reembolso', /Políticas de reembolso/],
  ['/refund-policies', /Refund policy/],
  ['/brochure-pdf', /Brochure del Bootcamp/],
  ['/brochure', /Brochure del Bootcamp/],
  ['/syllabus-pdf', /Brochure del Bootcamp/],
  ['/@ana.dev', /@ana\.dev/],
  ['/any/other/path', /No encontramos esta página/, 404],
];

test('every path of docs/product.md#routes answers its screen, its heading already in the HTML before any script', async ({ request }) => {
  for (const [path, heading, status = 200] of SCREENS) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    const html = await res.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1, `${path}: the server's HTML has its h1`).toMatch(heading);
    expect(html, path).toMatch(/<title>[^<]+\| Embudo Bootcamp<\/title>/);
    expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\//);
  }
});

test('each page in the browser: its heading, its language and title; English paths are English', async ({ page, problems }) => {
  for (const [path, heading, lang] of [
    ['/', /Conviértete/, 'es'],
    ['/us', /Become/, 'en-US'],
    ['/quiz?lang=en', /What kind of developer/, 'en-US'],
    ['/testimonials', /What our graduates say/, 'en-US'],
    ['/en/enroll/fullstack/US', /Enroll in/, 'en-US'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await page.goto('/us');
  await expect(page).toHaveTitle(/Full Stack Developer Bootcamp/);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/us$/);
  expect(problems.pageErrors).toEqual([]);
});

test("a lazy route shows 'Cargando...' while its module loads, then the page", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hold the testimonials page's chunk until the spinner has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/testimonials-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Testimonios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo que cuentan nuestros graduados');
  await expect(page).toHaveURL(/\/testimonios$/);
  await expect(page).toHaveTitle(/Testimonios/);
});

test.describe('header', () => {
  test('desktop: links of docs/product.md#header; the English version links /testimonials and /us; masterclass paths show one button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Testimonios' })).toHaveAttribute('href', '/testimonios');
    await expect(nav.getByRole('link', { name: /Campus/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'Inscribirme' })).toHaveAttribute('href', '#empezar');
    // The submenu parent toggles its submenu and its active state; Escape closes it.
    const resources = nav.getByRole('button', { name: 'Recursos' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Guía gratuita' })).toHaveAttribute('href', '/guia-pdf');
    await expect(nav.getByRole('link', { name: 'Quiz developer' })).toHaveAttribute('href', '/quiz');
    await expect(nav.getByRole('link', { name: 'Temario Full Stack 2025' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/us');
    const en = page.getByRole('navigation', { name: 'Main' });
    await expect(en.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/testimonials');
    await expect(en.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '#empezar');
    await expect(page.locator('header').getByRole('link', { name: /Embudo Bootcamp, home/ })).toHaveAttribute('href', '/us');

    await page.goto('/masterclass');
    const mc = page.getByRole('navigation', { name: 'Principal' });
    await expect(mc.getByRole('link', { name: 'Descubre el Bootcamp Full Stack' })).toHaveAttribute('href', '/');
    await expect(mc.getByRole('link', { name: /Campus/ })).toHaveCount(0);
    await expect(mc.getByRole('link', { name: 'Inscribirme' })).toHaveCount(0);
  });

  test('phone: the hamburger opens the menu, focus moves in; close and Escape close it and focus returns; the flag shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/enroll/fullstack/PE');
    await expect(page.locator('.header__flag')).toBeVisible();
    await expect(page.locator('.header__flag')).toContainText('Perú');
    const open = page.getByRole('button', { name: 'Abrir menú' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav).toBeHidden();
    await open.click();
    await expect(nav).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(nav).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(open).toBeFocused();
    // A link in the menu navigates and closes it.
    await open.click();
    await nav.getByRole('link', { name: 'Testimonios' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo que cuentan nuestros graduados');
    await expect(nav).toBeHidden();
  });
});

test('flags: drawn as flags where the browser can, else the country code in the same room, in the header and the pricing', async ({
  page,
}) => {
  const widths: number[] = [];
  for (const draws of [true, false]) {
    const tab = await page.context().newPage();
    await tab.setViewportSize({ width: 360, height: 740 });
    // The browser's answer, made either way: 🇺🇸 as wide as its letter 🇺 alone (one glyph: a phone),
    // or twice as wide (two glyphs: letters on Windows, empty boxes without a colour emoji font).
    await tab.addInitScript((oneGlyph) => {
      const measure = CanvasRenderingContext2D.prototype.measureText;
      CanvasRenderingContext2D.prototype.measureText = function (text: string) {
        if (!text.includes('\u{1F1FA}')) return measure.call(this, text);
        return { width: [...text].length === 1 || oneGlyph ? 40 : 80 } as TextMetrics;
      };
    }, draws);
    await tab.goto('/enroll/fullstack/PE');
    const flag = tab.locator('.header__flag .flag');
    if (draws) await expect(tab.locator('html')).not.toHaveClass(/no-flag-emoji/);
    else await expect(tab.locator('html')).toHaveClass(/\bno-flag-emoji\b/);
    await expect(flag.locator('.flag__emoji')).toBeVisible({ visible: draws });
    await expect(flag.locator('.flag__code')).toBeVisible({ visible: !draws });
    await expect(flag.locator(draws ? '.flag__emoji' : '.flag__code')).toHaveText(draws ? '🇵🇪' : 'PE');
    widths.push((await flag.boundingBox())!.width);
    // The pricing block's flag, once its list is complete (the later part comes at once on this page).
    await expect(tab.locator('embudo-pricing [part=country-flag]')).toHaveText(draws ? '🇵🇪' : 'PE');
    await tab.close();
  }
  // The same room either way: the swap after the script runs moves nothing.
  expect(widths[1]).toBe(widths[0]);
});

test('footer: policies, social links, mailto with a subject, tel, and chat links prefilled with the scholarship greeting', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Políticas de privacidad' })).toHaveAttribute('href', '/politicas-privacidad');
  await expect(footer.getByRole('link', { name: 'Políticas de reembolso' })).toHaveAttribute('href', '/politicas-reembolso');
  await expect(footer.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/#preguntas-frecuentes');
  for (const name of ['X', 'Facebook', 'Instagram', 'TikTok'])
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', /\?subject=Consulta/);
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(footer.locator('a[href^="tel:"]')).toHaveText('+1 555 555 0100'); // the chat number as people write it, not +15555550100
  const chat = footer.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/web\.whatsapp\.com\/send\?phone=\d+&text=Hola%2C\+acabo\+de\+solicitar\+mi\+beca/);
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} `); // the page's year, not a year written in the code

  await page.goto('/us');
  await expect(page.locator('footer a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+1555/);
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policies');
});

test('on a phone the chat link opens the app link and reports WhatsAppClick, Contact and clicked_whatsapp', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { calls, fbq: (...args: unknown[]) => calls.push(args) });
  });
  await page.goto('/');
  const chat = page.locator('footer').getByRole('link', { name: 'Escríbenos por WhatsApp' });
  const request = context.waitForEvent('request', (r) => r.url().includes('whatsapp.com'));
  await chat.click();
  expect((await request).url()).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?phone=/);
  const calls = (await page.evaluate(() => (window as unknown as { calls: unknown[][] }).calls)).map((c) => `${c[0]} ${c[1]}`);
  expect(calls).toEqual(expect.arrayContaining(['trackCustom WhatsAppClick', 'track Contact', 'trackCustom FunnelProgress']));
  await context.close();
});

for (const [path, lang] of [
  ['/', 'es'],
  ['/us', 'en'],
] as const) {
  for (const width of [360, 1280]) {
    test(`axe: no violations on the landing (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('embudo-pricing [part=pay-button]')).toBeAttached();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // No horizontal scroll at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
