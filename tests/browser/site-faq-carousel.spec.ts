import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { approach, expect, test } from './fixtures';
import { hydrated } from './helpers';

/**
 * The landing's FAQ accordion (APG accordion, docs/product.md#faq), the masterclass and enrolment
 * dialogs, and the testimonial carousels (APG carousel, docs/product.md#testimonial-carousels): what the
 * unit tests cannot show, i.e. the keyboard model, focus, thumbnails, swipe, autoplay and reduced
 * motion. The carousels need testimonials, so their tests start a second server of their own with
 * the fixture file (EMBUDO_TESTIMONIALS=tests/fixtures/content/testimonials.json).
 */

/** Scrolls to the element (sections below the fold load on approach), then resolves once React has hydrated it. */
async function approached(page: Page, selector: string): Promise<void> {
  await approach(page, selector);
  await hydrated(page, selector);
}

test.describe('FAQ accordion', () => {
  test('none open at start; one open at a time; the open one closes on a click', async ({ page, problems }) => {
    await page.goto('/');
    await approached(page, '.faq__trigger');
    const faq = page.locator('#preguntas-frecuentes');
    const headers = faq.locator('h3 > button');
    const count = await headers.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) await expect(headers.nth(i)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);

    const first = headers.nth(0);
    const job = faq.getByRole('button', { name: '¿Me ayudan a conseguir trabajo?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toHaveAttribute('role', 'region');
    await expect(faq.getByRole('region', { name: await first.innerText() })).toContainText('16 semanas');

    await job.click();
    await expect(job).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    // The landing is the fullstack bootcamp: its job role (docs/product.md#job-roles).
    await expect(faq.getByRole('region', { name: '¿Me ayudan a conseguir trabajo?' })).toContainText(
      'postular como desarrollador Full Stack Web',
    );
    await expect(faq.getByRole('region')).toHaveCount(1);

    await job.click();
    await expect(job).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('keyboard: arrows, Home and End move between headers; Enter and Space toggle', async ({ page }) => {
    await page.goto('/us');
    await approached(page, '.faq__trigger');
    const headers = page.locator('#preguntas-frecuentes h3 > button');
    const count = await headers.count();
    const focused = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#preguntas-frecuentes h3 > button')].indexOf(document.activeElement as HTMLButtonElement),
      );

    await headers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(1);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(0);
    await page.keyboard.press('ArrowUp'); // wraps to the last
    expect(await focused()).toBe(count - 1);
    await page.keyboard.press('ArrowDown'); // wraps to the first
    expect(await focused()).toBe(0);
    await page.keyboard.press('End');
    expect(await focused()).toBe(count - 1);
    await page.keyboard.press('Home');
    expect(await focused()).toBe(0);
    // Moving focus opens nothing.
    for (let i = 0; i < count; i++) await expect(headers.nth(i)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(headers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');
    // Tab leaves the headers for the open panel's content (its link), as native buttons do.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#fechas');
  });
});

test.describe('dialogs', () => {
  test('masterclass: native modal labelled by its heading, link keeps the query string, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/?utm_source=test&fbclid=abc');
    await approached(page, '.masterclass-modal__open');
    const opener = page.getByRole('button', { name: 'Reserva tu lugar en la masterclass gratuita' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Masterclass gratuita en vivo' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Reservar mi lugar gratis' })).toHaveAttribute(
      'href',
      '/masterclass?utm_source=test&fbclid=abc',
    );
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The close button closes too, focus back on the opener.
    await opener.click();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('enrolment: any [data-open-enrolment] opens it; its ways to enrol; Escape closes and focus returns', async ({ page }) => {
    await page.goto('/');
    await approached(page, '.faq__trigger');
    const opener = page.locator('#preguntas-frecuentes [data-open-enrolment]');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '¿Prefieres hablar antes de inscribirte?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ir a la inscripción' })).toHaveAttribute('href', '#empezar');
    await expect(dialog.locator('[data-embudo-open="scholarship"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

// ---------------------------------------------------------------------------------------------
// Carousels: a server of their own with the fixture testimonials (4 Full Stack + 4 Data Science).

// A free port, read from the server's startup line: a fixed one collided with a second run
// (another checkout's, or `--repeat-each` on two workers).
let ORIGIN = '';

test.describe('testimonial carousels', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let storeDir = '';

  test.beforeAll(async () => {
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'embudo-carousel-'));
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        EMBUDO_DB: path.join(storeDir, 'embudo.db'),
        EMBUDO_TESTIMONIALS: 'tests/fixtures/content/testimonials.json',
        EMBUDO_RATE_LIMIT: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the carousel server exited (${child.exitCode}):\n${output}`);
      const started = /Embudo is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (started) {
        ORIGIN = started;
        const ok = await fetch(`${ORIGIN}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
      }
      if (Date.now() > deadline) throw new Error(`the carousel server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    if (storeDir) rmSync(storeDir, { recursive: true, force: true });
  });

  /** The label of the slide in view ("2 de 4"): the one slide that is not inert. */
  const shown = (carousel: Locator) => carousel.locator('.testimonials__slide:not([inert])');

  async function openLanding(page: Page, reducedMotion: 'reduce' | 'no-preference'): Promise<{ fullstack: Locator; data: Locator }> {
    // A clock that flows as the real one, so a test can skip ahead (`runFor`) past the seconds in
    // which the autoplay must not move, instead of waiting them out.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion });
    await page.goto(`${ORIGIN}/`);
    const fullstack = page.getByRole('region', { name: 'Testimonios de Full Stack' });
    const data = page.getByRole('region', { name: 'Testimonios de Data Science' });
    // Embla loads only when a carousel comes near the screen (host/app/lib/use-lazy-embla.ts).
    await page.waitForLoadState('load');
    await expect(fullstack).not.toHaveAttribute('data-ready');
    await fullstack.scrollIntoViewIfNeeded();
    await data.scrollIntoViewIfNeeded();
    await expect(fullstack).toHaveAttribute('data-ready', '');
    await expect(data).toHaveAttribute('data-ready', '');
    return { fullstack, data };
  }

  test('APG markup; the faces pick their slide; previous / next wrap around', async ({ page, problems }) => {
    const { fullstack, data } = await openLanding(page, 'reduce');
    await expect(fullstack).toHaveAttribute('aria-roledescription', 'carrusel');
    await expect(fullstack.locator('[role=group][aria-roledescription=diapositiva]')).toHaveCount(4);
    await expect(data.locator('[role=group][aria-roledescription=diapositiva]')).toHaveCount(4);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '1 de 4');
    // Stars only where the file gives a rating (Full Stack: 5, 5, 4 and none; Data Science: 5 and none).
    await expect(fullstack.getByRole('img', { name: /de 5 estrellas$/ })).toHaveCount(3);
    await expect(fullstack.getByRole('img', { name: '4 de 5 estrellas' })).toHaveCount(1);
    await expect(data.getByRole('img', { name: /de 5 estrellas$/ })).toHaveCount(1);

    const thumbs = fullstack.getByRole('group', { name: 'Elige un testimonio' }).getByRole('button');
    await expect(thumbs).toHaveCount(4);
    // docs/product.md#carousels: 80 px round faces (at 1280 px).
    for (const face of await thumbs
      .locator('.testimonials__face')
      .evaluateAll((els) => els.map((el) => ({ box: el.getBoundingClientRect(), radius: getComputedStyle(el).borderRadius })))) {
      expect(Math.round(face.box.width)).toBe(80);
      expect(Math.round(face.box.height)).toBe(80);
      expect(face.radius).toBe('50%');
    }
    await fullstack.getByRole('button', { name: 'Ver el testimonio de Lucía' }).click();
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '3 de 4');
    await expect(shown(fullstack)).toContainText('Lucía');
    await expect(fullstack.getByRole('button', { name: 'Ver el testimonio de Lucía' })).toHaveAttribute('aria-current', 'true');
    await expect(fullstack.locator('[aria-current=true]')).toHaveCount(1);
    // The shown slide is the one in the viewport.
    const viewport = (await fullstack.locator('.testimonials__viewport').boundingBox())!;
    const slide = (await shown(fullstack).boundingBox())!;
    expect(Math.abs(slide.x - viewport.x)).toBeLessThan(4);

    await fullstack.getByRole('button', { name: 'Testimonio siguiente' }).click();
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '4 de 4');
    await fullstack.getByRole('button', { name: 'Testimonio siguiente' }).click();
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '1 de 4');
    await fullstack.getByRole('button', { name: 'Testimonio anterior' }).click();
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '4 de 4');
    // The other carousel did not move.
    await expect(shown(data)).toHaveAttribute('aria-label', '1 de 4');
    expect(problems.pageErrors).toEqual([]);
  });

  test('reduced motion: no autoplay (the rotation button offers to start it); the slides are a polite live region', async ({ page }) => {
    const { fullstack } = await openLanding(page, 'reduce');
    await page.mouse.move(0, 0);
    await expect(fullstack.getByRole('button', { name: 'Iniciar la rotación automática de testimonios' })).toBeVisible();
    await expect(fullstack.locator('.testimonials__slides')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(3800);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '1 de 4');
  });

  test('autoplay every 3 s; paused while hovered and while focus is inside; the rotation button stops it', async ({ page }) => {
    const { fullstack } = await openLanding(page, 'no-preference');
    await page.mouse.move(0, 0);
    const pause = fullstack.getByRole('button', { name: 'Detener la rotación automática de testimonios' });
    await expect(pause).toBeVisible();
    await expect(fullstack.locator('.testimonials__slides')).toHaveAttribute('aria-live', 'off');
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '2 de 4', { timeout: 5000 });

    // Hover: it stays.
    await fullstack.locator('.testimonials__viewport').hover();
    const hovered = await shown(fullstack).getAttribute('aria-label');
    await expect(fullstack.locator('.testimonials__slides')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(3800);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', hovered!);

    // Focus inside (keyboard on the rotation button), pointer away: it stays.
    await pause.focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3800);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', hovered!);

    // Stopped with the button, focus and pointer away: it stays, and the button offers to start again.
    await pause.click();
    await expect(fullstack.getByRole('button', { name: 'Iniciar la rotación automática de testimonios' })).toBeFocused();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3800);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', hovered!);
  });

  test('swipe: dragging the slides moves to the next and back', async ({ page }) => {
    const { fullstack } = await openLanding(page, 'reduce');
    const viewport = fullstack.locator('.testimonials__viewport');
    await viewport.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(from + ((to - from) * i) / 10, y);
      await page.mouse.up();
    };
    await drag(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '2 de 4');
    await drag(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '1 de 4');
  });

  test('a resize keeps the shown slide in the viewport (embla re-measures the same way)', async ({ page }) => {
    const { fullstack } = await openLanding(page, 'reduce');
    await fullstack.getByRole('button', { name: 'Ver el testimonio de Tomás' }).click();
    await expect(shown(fullstack)).toHaveAttribute('aria-label', '2 de 4');
    for (const width of [1000, 400, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(300);
      const viewport = (await fullstack.locator('.testimonials__viewport').boundingBox())!;
      const slide = (await shown(fullstack).boundingBox())!;
      expect(Math.abs(slide.x - viewport.x), `at ${width} px`).toBeLessThan(4);
      expect(Math.abs(slide.width - viewport.width), `at ${width} px`).toBeLessThan(4);
    }
  });

  test('phones: no horizontal scroll at 320 px; controls and faces at least 44 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const { fullstack } = await openLanding(page, 'reduce');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const sizes = await fullstack
      .locator('button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(sizes.length).toBe(7);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(44);
  });
});
