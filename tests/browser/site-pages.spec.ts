import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_TOKEN } from './env';
import { expect, test } from './fixtures';
import { expectRows, fillForm, openDialog, submitForm, uniqueEmail, visitor } from './lead-helpers';
import { axe, hydrated } from './helpers';

/**
 * The site's content pages: masterclass registration, the quiz, the blog from Markdown,
 * the policies, profiles, the guides, the VSL, links, testimonials, the alternative landing and the
 * 404 page — each page's main behaviour, and axe on every route in both languages.
 *
 * The suite's server has the shipped content (no masterclass date, no testimonials). A second
 * server, started here on its own port with a copy of content/ that has a masterclass date and a
 * test-only testimonials file, covers the pages with that content.
 */

test.describe('masterclass', () => {
  test('no date published: says so honestly, offers to tell of the next date and the partial scholarship beside it', async ({
    page,
    request,
    problems,
  }) => {
    await page.goto('/masterclass');
    await expect(page.getByRole('heading', { level: 2, name: /se anunciará pronto/ })).toBeVisible();
    // The header's masterclass variant: one 'Descubre el Bootcamp Full Stack' button, no campus link.
    await expect(page.getByRole('link', { name: 'Descubre el Bootcamp Full Stack' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Campus/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Lo que vas a ver en la clase' })).toBeVisible();
    // The registration itself ("Avísame de la próxima fecha": a masterclass lead) is masterclass.spec.ts's.
    await expect(page.getByRole('button', { name: 'Avísame de la próxima fecha' })).toBeVisible();
    // "También puedes solicitar tu beca parcial hoy mismo": the button that keeps that word.
    await expect(page.getByText('También puedes solicitar tu beca parcial hoy mismo.')).toBeVisible();
    const email = uniqueEmail('mc-nodate');
    await page.getByRole('button', { name: 'Solicitar mi beca parcial' }).click();
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    await expect(page.locator('embudo-scholarship-modal:not([topic])').locator('dialog[open]')).toBeVisible();
    await fillForm(page, 'scholarship', visitor(email));
    await submitForm(page, 'scholarship');
    const [row] = await expectRows(request, email, 1, page);
    expect(row!.kind).toBe('scholarship');
    expect(row!.fecha ?? '').toBe('');
    expect(problems.pageErrors).toEqual([]);
  });

  test('class page: the video loads nothing until clicked, then the offer and the scholarship', async ({ page, problems }) => {
    await page.goto('/webinar-clase');
    await hydrated(page, '.video__play');
    expect(await page.locator('video, iframe').count()).toBe(0);
    await page.getByRole('button', { name: /Reproducir el video/ }).click();
    await expect(page.getByRole('status')).toContainText('se publicará aquí');
    expect(problems.blocked).toEqual([]);
    await expect(page.getByRole('heading', { name: 'La oferta para quienes vieron la clase' })).toBeVisible();
    await page.locator('.offer').getByRole('button', { name: 'Solicitar mi beca parcial' }).click();
    await expect(openDialog(page, 'scholarship')).toBeVisible();
  });
});

test.describe('quiz', () => {
  test('keyboard from the first question to the recommendation, resumed after reloads, with FunnelProgress', async ({ page, problems }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto('/quiz');
    await hydrated(page, '.quiz__form');
    await expect(page.getByText('Pregunta 1 de 8')).toBeVisible();
    // Next without an answer: a clear message, still question 1.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('alert')).toHaveText('Elige una respuesta para continuar.');
    for (let q = 1; q <= 8; q++) {
      await expect(page.getByText(`Pregunta ${q} de 8`)).toBeVisible();
      await expect(page.locator('.quiz progress')).toHaveAttribute('value', String(q));
      // Keyboard only: into the radio group, an arrow picks the second option, Enter goes on.
      await page.locator('.quiz__option input').first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.quiz__option input').nth(1)).toBeChecked();
      if (q === 4) {
        await page.reload();
        await hydrated(page, '.quiz__form');
        await expect(page.getByText('Pregunta 4 de 8')).toBeVisible();
        await expect(page.locator('.quiz__option input').nth(1)).toBeChecked();
        await page.locator('.quiz__option input').nth(1).focus();
      }
      await page.keyboard.press('Enter');
    }
    const result = page.getByRole('heading', { level: 2, name: /Tu ruta recomendada: / });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    const text = await result.textContent();
    await expect(page.getByRole('button', { name: 'Solicitar mi beca parcial' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver el programa y los precios' })).toHaveAttribute('href', /^\/enroll\//);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === 'FunnelProgress'),
    );
    expect(events.filter((e) => e.stage === 'quiz_answered').length).toBeGreaterThanOrEqual(4);
    expect(events.some((e) => e.stage === 'quiz_result')).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /Tu ruta recomendada: / })).toHaveText(text!);
    await page.getByRole('button', { name: 'Volver a empezar' }).click();
    await expect(page.getByText('Pregunta 1 de 8')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('blog', () => {
  test('the list has dates and excerpts; a post from Markdown has its title, date, reading time and CTA; an unknown slug is a 404', async ({
    page,
    request,
    problems,
  }) => {
    await page.goto('/blog');
    const items = page.locator('.blog-list__item');
    expect(await items.count()).toBeGreaterThanOrEqual(4);
    await expect(items.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(items.first().locator('.blog-list__excerpt')).not.toBeEmpty();
    await expect(page.locator('.blog-meta__lang')).toHaveText(['En inglés']);
    await page.getByRole('link', { name: /Frontend, backend o full stack/ }).click();
    await expect(page).toHaveURL(/\/blog\/frontend-backend-o-full-stack$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frontend, backend o full stack: ¿qué ruta elegir?');
    await expect(page).toHaveTitle(/^Frontend, backend o full stack: ¿qué ruta elegir\? \| Embudo Bootcamp$/);
    await expect(page.locator('.page-head time')).toHaveText('5 de octubre de 2026');
    await expect(page.locator('.page-head')).toContainText('min de lectura');
    // Markdown rendered: headings, bold, a table and a link.
    await expect(page.locator('.post h2').first()).toHaveText('Frontend: lo que la persona ve y toca');
    await expect(page.locator('.post table')).toBeVisible();
    await expect(page.locator('.post strong').first()).toBeVisible();
    // The invokers work once the widget script has run (it loads after the content).
    await page.waitForFunction(() => customElements.get('embudo-scholarship-modal') !== undefined);
    await page.locator('.post__cta').getByRole('button', { name: 'Solicita tu Beca Parcial' }).click();
    await expect(openDialog(page, 'scholarship')).toBeVisible({ timeout: 10_000 });

    // The English post, on an English page.
    await page.goto('/blog?lang=en');
    await page.getByRole('link', { name: 'Learning to code as a career changer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning to code as a career changer');
    await expect(page.locator('.page-head time')).toHaveText('October 19, 2026');

    const res = await request.get('/blog/no-such-post');
    expect(res.status()).toBe(404);
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
    expect(problems.pageErrors).toEqual([]);
  });

  test('only blog pages carry posts, and a post page only its own HTML', async ({ request }) => {
    const embedded = async (p: string) => {
      const html = await (await request.get(p)).text();
      const json = /<script type="application\/json" id="site-content">([\s\S]*?)<\/script>/.exec(html)![1]!;
      return (JSON.parse(json) as { blog: { posts: unknown[]; html: Record<string, string> } }).blog;
    };
    expect(await embedded('/')).toEqual({ posts: [], html: {} });
    expect((await embedded('/blog')).html).toEqual({});
    expect(Object.keys((await embedded('/blog/portafolio-de-developer-junior')).html)).toEqual(['portafolio-de-developer-junior']);
  });
});

test.describe('policies', () => {
  for (const [p, h1, dated, words] of [
    [
      '/politicas-privacidad',
      'Políticas de privacidad',
      'Última actualización:',
      ['embudo:outbox', 'discount-temporal-', 'fbclid_short_code', 'píxel de Meta', '24 meses'],
    ],
    [
      '/privacy-policies',
      'Privacy policy',
      'Last updated:',
      ['embudo:outbox', 'discount-reboot-', 'fbclid_short_code', 'Meta pixel', '24 months'],
    ],
    ['/politicas-reembolso', 'Políticas de reembolso', 'Última actualización:', ['30 días']],
    ['/refund-policies', 'Refund policy', 'Last updated:', ['30 calendar days']],
  ] as const) {
    test(`${p}: its text, dated, with the contact`, async ({ page }) => {
      await page.goto(p);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('.policy__updated')).toContainText(dated);
      await expect(page.locator('.policy__updated time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      for (const word of words) await expect(page.locator('main')).toContainText(word);
      await expect(page.locator('.policy__contact a')).toHaveAttribute('href', /^mailto:/);
    });
  }
});

test.describe('profiles', () => {
  test('a handle is shown as text; a hostile or too long one answers the 404 page', async ({ page, request, problems }) => {
    const ok = await request.get('/@ana.dev_01');
    expect(ok.status()).toBe(200);
    await page.goto('/@ana.dev_01');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('@ana.dev_01');
    await expect(page).toHaveTitle(/^@ana\.dev_01 \| /);
    for (const hostile of [
      '/@%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/@%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '/@a%22%20onmouseover%3D%22alert(1)',
      `/@${'a'.repeat(31)}`,
      '/@',
    ]) {
      const res = await request.get(hostile);
      expect(res.status(), hostile).toBe(404);
      const html = await res.text();
      expect(html, hostile).not.toMatch(/<script>alert|<img src=x|onmouseover="alert/);
    }
    await page.goto('/@%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('other pages', () => {
  test('404: helpful links to the main pages, with a 404 status', async ({ page, request }) => {
    expect((await request.get('/no/such/page')).status()).toBe(404);
    await page.goto('/no/such/page?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this page');
    for (const name of ['Free masterclass', 'Developer quiz', 'Free guide', 'Blog', 'Testimonials']) {
      await expect(page.getByRole('navigation', { name: 'Main pages' }).getByRole('link', { name })).toBeVisible();
    }
  });

  test('guide: what it covers, the brochure-style form, then the download', async ({ page, request }) => {
    await page.goto('/guia');
    await expect(page.getByRole('heading', { name: 'Lo que cubre la guía' })).toBeVisible();
    await hydrated(page, '.ebook__form button');
    const email = uniqueEmail('guide');
    await page.getByRole('button', { name: 'Descargar la guía' }).click();
    await expect(openDialog(page, 'brochure')).toBeVisible();
    await fillForm(page, 'brochure', { name: 'Ana', email });
    await submitForm(page, 'brochure');
    await expect(page.getByRole('heading', { name: 'Tu guía está lista' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar en PDF' })).toBeVisible();
    await expectRows(request, email, 1, page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tu guía está lista' })).toBeVisible();
    await page.goto('/guia-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { name: 'What the guide covers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the guide' })).toBeVisible();
  });

  test('VSL: the video pitch shows after 3 s; brochure: 16 weeks and the stack; links; v2 order', async ({ page }) => {
    await page.goto('/vsl');
    await expect(page.locator('[data-video-pitch]')).toBeHidden();
    await expect(page.locator('[data-video-pitch]')).toBeVisible({ timeout: 6000 });
    await expect(page.getByRole('heading', { name: 'El problema' })).toBeVisible();

    await page.goto('/syllabus-pdf?lang=en');
    await expect(page.locator('.brochure__weeks li')).toHaveCount(16);
    await expect(page.locator('.brochure__weeks li').first()).toContainText('Week 1');
    for (const tech of ['HTML', 'React JS', 'Python', 'PostgreSQL', 'AWS', 'Tailwind CSS'])
      await expect(page.locator('.brochure__stack')).toContainText(tech);
    await expect(page.getByRole('button', { name: 'Download the Bootcamp Plan' })).toBeVisible();

    await page.goto('/unete');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Todo en un solo lugar');
    await expect(page.getByRole('button', { name: /beca parcial/ })).toBeVisible();
    for (const name of [/Masterclass gratuita/, /Quiz/, /WhatsApp/, /Instagram/, /TikTok/])
      await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await expect(page.locator('.links__chat')).toHaveAttribute('href', /wa\.me|whatsapp/);

    await page.goto('/v2');
    // Each section is a part of its own (host/app/lib/section-boundary.tsx), in page order.
    const order = await page
      .locator('main [data-boundary] > section, main [data-boundary] > div > section')
      .evaluateAll((els) => els.map((el) => el.id || el.className));
    expect(order[0]).toMatch(/hero/);
    expect(order[1]).toMatch(/pricing/);
  });

  test('testimonials: with none published, a polite note and no invented person', async ({ page }) => {
    await page.goto('/testimonios');
    await expect(page.locator('.placeholder-note')).toContainText('Estamos reuniendo los testimonios');
    await expect(page.locator('blockquote')).toHaveCount(0);
    await page.goto('/testimonials');
    await expect(page.locator('.placeholder-note')).toContainText('collecting our graduates’ testimonials');
  });
});

test.describe('with a masterclass date and testimonials in content/', () => {
  // One worker, one server of its own for both tests.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let base = '';
  const date = new Date(Date.now() + 30 * 86_400_000);
  const day = date.toISOString().slice(0, 10);
  const instant = `${day}T19:00:00-05:00`;

  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embudo-pages-'));
    const content = path.join(dir, 'content');
    cpSync(path.resolve('content'), content, { recursive: true });
    const schedule = JSON.parse(readFileSync(path.join(content, 'schedule.json'), 'utf8')) as { masterclasses: string[] };
    schedule.masterclasses = ['2020-01-01T19:00:00-05:00', instant];
    writeFileSync(path.join(content, 'schedule.json'), JSON.stringify(schedule));
    // Test data only (never shipped): two testimonials to show the carousels and the list.
    writeFileSync(
      path.join(dir, 'testimonials.json'),
      JSON.stringify([
        { quote: { es: 'Cita de prueba uno.', en: 'Test quote one.' }, name: 'Prueba', country: 'PE', track: 'fullstack' },
        { quote: { es: 'Cita de prueba dos.', en: 'Test quote two.' }, name: 'Ensayo', track: 'data-science' },
      ]),
    );
    const port = Number(process.env.EMBUDO_TEST_PORT ?? 4317) + 11;
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBUDO_CONTENT: content,
        EMBUDO_TESTIMONIALS: path.join(dir, 'testimonials.json'),
        EMBUDO_DB: path.join(dir, 'embudo.db'),
        EMBUDO_RATE_LIMIT: 'off',
        EMBUDO_ADMIN_TOKEN: ADMIN_TOKEN,
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('masterclass registration stores one masterclass lead with the class instant', async ({ page, playwright, problems }) => {
    await page.goto(`${base}/masterclass`);
    await expect(page.getByRole('heading', { level: 2, name: 'Próxima masterclass' })).toBeVisible();
    const shown = page.locator('.mc__date time');
    await expect(shown).toHaveAttribute('datetime', instant);
    const text = (await shown.textContent())!;
    expect(text).toContain('19:00 (UTC-05:00)');
    // The page's scholarship form still carries the date as the contract's (docs/product.md#calls) `fecha`; the registration is its own form.
    await expect(page.locator('embudo-scholarship-modal:not([topic])')).toHaveAttribute('webinar-date', text);
    await expect(page.locator('embudo-scholarship-modal[topic="masterclass"]')).toHaveAttribute('masterclass-at', instant);
    const email = uniqueEmail('mc-date');
    await hydrated(page, '[data-cta="masterclass-register"]');
    await page.getByRole('button', { name: 'Reservar mi lugar gratis' }).click();
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    await fillForm(page, 'scholarship', visitor(email));
    await submitForm(page, 'scholarship');
    const request = await playwright.request.newContext({ baseURL: base });
    const [row] = await expectRows(request, email, 1, page);
    expect(row!.kind).toBe('masterclass');
    expect(row!.masterclassAt).toBe(instant);
    expect(row!.fecha).toBeNull();
    await request.dispose();
    // English reads the same instant in English.
    await page.goto(`${base}/webinar?lang=en`);
    await expect(page.locator('.mc__date time')).toContainText('7:00 PM (UTC-05:00)');
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe("the landings' masterclass modal, for a visitor in Tokyo", () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    // 19:00 at UTC-5 is 09:00 the next day in Tokyo (UTC+9 all year); its calendar date, written by
    // the test's own Intl in UTC (the wall clock there), and the hour and zone name by hand.
    const tokyoDay = (lang: 'es' | 'en') =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es', {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(Date.parse(instant) + 9 * 3600_000);

    for (const [path, lang] of [
      ['/', 'es'],
      ['/us', 'en'],
      ['/v2', 'es'],
    ] as const) {
      test(`${path} stays up after hydration and shows the next masterclass in the visitor's zone`, async ({ page, problems }) => {
        await page.goto(`${base}${path}`);
        const opener = page.locator('.masterclass-modal__open');
        await page.waitForFunction(
          (el) => !!el && Object.keys(el).some((key) => key.startsWith('__reactProps')),
          await opener.elementHandle(),
        );
        await opener.click();
        const dialog = page.locator('dialog.masterclass-modal__dialog');
        await expect(dialog).toBeVisible();
        const text =
          lang === 'en' ? `Next masterclass: ${tokyoDay('en')} at 9:00 AM GMT+9` : `Próxima masterclass: ${tokyoDay('es')}, 9:00 GMT+9`;
        await expect(dialog.locator('.masterclass-modal__date')).toHaveText(text);
        // Still the page the server sent, not a blank one.
        await expect(page.locator('h1')).toBeVisible();
        expect(problems.pageErrors).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      });
    }
  });

  test('testimonials page: the carousels and the full list, in the server HTML', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: base });
    const html = await (await request.get('/testimonials')).text();
    expect(html.match(/aria-roledescription="carousel"/g)).toHaveLength(2);
    expect(html).toContain('Test quote one.');
    expect(html.match(/<li class="card"><blockquote>/g)).toHaveLength(2);
    expect(html).not.toContain('placeholder-note">We are collecting');
    await request.dispose();
  });

  test('testimonials page in the browser, axe-clean', async ({ page, problems }) => {
    // A track with one testimonial: embla stays inactive (nothing to turn) and has no plugins to ask.
    await page.goto(`${base}/testimonials`);
    await expect(page.locator('.quote-list li')).toHaveCount(2);
    await page.waitForTimeout(1500);
    expect(problems.pageErrors).toEqual([]);
    await axe(page, '/testimonials (filled)');
  });
});

/** Every route of the issue in both languages (a path with its own language once). */
const AXE_ROUTES: string[] = [
  '/v2',
  '/links',
  '/conecta',
  '/guia-us',
  '/guia',
  '/quiz',
  '/masterclass',
  '/webinar-clase',
  '/vsl',
  '/blog',
  '/blog/como-empezar-a-programar-desde-cero',
  '/blog/learning-to-code-as-a-career-changer',
  '/blog/nope',
  '/testimonios',
  '/testimonials',
  '/politicas-privacidad',
  '/privacy-policies',
  '/politicas-reembolso',
  '/refund-policies',
  '/brochure',
  '/@ana.dev',
  '/@%3Cb%3E',
  '/no/such/page',
];
const OWN_LANG = new Set([
  '/guia-us',
  '/testimonios',
  '/testimonials',
  '/politicas-privacidad',
  '/privacy-policies',
  '/politicas-reembolso',
  '/refund-policies',
]);
const AXE_URLS = AXE_ROUTES.flatMap((p) => (OWN_LANG.has(p) ? [p] : [p, `${p}${p.includes('?') ? '&' : '?'}lang=en`]));

test.describe('axe', () => {
  const chunks = 4;
  for (let c = 0; c < chunks; c++) {
    const urls = AXE_URLS.filter((_, i) => i % chunks === c);
    test(`zero violations, part ${c + 1} of ${chunks}`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const url of urls) {
        await page.goto(url);
        await page.waitForLoadState('load');
        await axe(page, url);
      }
    });
  }

  test('zero violations on the quiz result, the unlocked guide and the class video note', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('embudo:quiz', JSON.stringify({ answers: [0, 0, 0, 0, 0, 0, 0, 0], step: 8 }));
      localStorage.setItem('embudo:guide', '1');
    });
    await page.goto('/quiz?lang=en');
    await expect(page.getByRole('heading', { name: /Your recommended track/ })).toBeVisible();
    await axe(page, 'quiz result');
    await page.goto('/guia');
    await expect(page.getByRole('heading', { name: 'Tu guía está lista' })).toBeVisible();
    await axe(page, 'guide unlocked');
    await page.goto('/masterclass-clase');
    await hydrated(page, '.video__play');
    await page.locator('.video__play').click();
    await axe(page, 'class video note');
  });
});
