import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { BOOTCAMP_SLUGS } from '../../src/contracts/bootcamp';
import type { Schedule } from '../../src/contracts/site-content';
import { nextOpenStart, upcomingStarts } from '../../src/data/cohorts';
import { DEMO_CONTENT, DEMO_PORT, SHIPPED_PORT } from './env';
import { expect, test, type Problems } from './fixtures';
import { axe } from './helpers';

/**
 * Every route of the site (host/app/routes.ts: each screen, a blog post, an enrolment page per
 * bootcamp, the 404) in both languages, with both content profiles — the shipped content/ (mostly
 * placeholders and past dates) and the demo profile examples/content-demo (every section filled,
 * names and quotes near their limits) — at 360 and 1280 px: no page error, no console error, no
 * image that failed to load, axe clean, and a full-page screenshot of each width attached to the
 * test. Then what the demo profile fills must show: its cohorts, its masterclass date in the
 * visitor's zone, the team, founders, employers and testimonials, and the demo ribbon, which covers
 * no control on a phone. And the shipped profile never counts down to an enrolment close with no
 * start date to choose.
 *
 * One page per test (both widths in it; axe at 1280 px only) keeps the suite at about two minutes
 * on two workers.
 */

const ROOT = path.join(import.meta.dirname, '../..');

interface Profile {
  readonly name: 'shipped' | 'demo';
  readonly origin: string;
  readonly dir: string;
}
const PROFILES: readonly Profile[] = [
  { name: 'shipped', origin: `http://127.0.0.1:${SHIPPED_PORT}`, dir: path.join(ROOT, 'content') },
  { name: 'demo', origin: `http://127.0.0.1:${DEMO_PORT}`, dir: path.join(ROOT, DEMO_CONTENT) },
];

/** The first post of a profile's blog written in `lang` (its file name is its address). */
function postIn(dir: string, lang: 'es' | 'en'): string {
  const name = readdirSync(path.join(dir, 'blog'))
    .sort()
    .find((file) => new RegExp(`^lang: ${lang}$`, 'm').test(readFileSync(path.join(dir, 'blog', file), 'utf8')));
  if (!name) throw new Error(`${dir}/blog has no post in ${lang}`);
  return `/blog/${name.slice(0, -3)}`;
}

/** Every screen of routes.ts, by language: Spanish first, then English (a path of its own or `?lang=en`). */
function routesOf(profile: Profile): Array<{ url: string; lang: 'es' | 'en' }> {
  const both = (es: string, en = `${es}${es.includes('?') ? '&' : '?'}lang=en`) => [
    { url: es, lang: 'es' as const },
    { url: en, lang: 'en' as const },
  ];
  return [
    ...both('/', '/us'),
    ...both('/payment-success'),
    ...both('/descuento-beca-parcial'),
    ...both('/v2'),
    ...both('/links'),
    ...both('/guia-pdf'),
    { url: '/guia-us', lang: 'en' },
    ...both('/quiz'),
    ...both('/masterclass'),
    ...both('/masterclass-clase'),
    ...both('/vsl'),
    ...both('/blog'),
    // A post keeps the site's language of the visit (Spanish unless asked): the Spanish post, and the English one in English.
    { url: postIn(profile.dir, 'es'), lang: 'es' },
    { url: `${postIn(profile.dir, 'en')}?lang=en`, lang: 'en' },
    ...both('/testimonios', '/testimonials'),
    ...BOOTCAMP_SLUGS.flatMap((slug) => both(`/enroll/${slug}/PE`, `/en/enroll/${slug}/US`)),
    ...both('/politicas-privacidad', '/privacy-policies'),
    ...both('/politicas-reembolso', '/refund-policies'),
    ...both('/brochure'),
    ...both('/@ana.dev'),
    ...both('/no/such/page'),
  ];
}

/**
 * Scrolls the page from top to bottom a screen at a time, as a visitor would (lazy images load,
 * the landing's deferred sections hydrate), then back to the top; resolves once every image has
 * loaded or failed.
 */
async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames, or 250 ms when the browser draws none (a loaded CI box once skipped frames long
    // enough that a step never came back): the images are awaited below either way.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });
    // Steps of a screen and a half: the sections start loading 800 px ahead and the carousels 400 px.
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 1.5) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    // What stays lazy after that (a carousel's slides off to the side, a picture hidden at this
    // width) is asked for now, so the screenshot is whole and a missing file shows as broken.
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 });
}

/** The page's images that did not load (a missing file, a wrong path). */
const brokenImages = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src));

/**
 * Full-page screenshots to look at, attached to the report: with EMBUDO_SCREENSHOTS=1 only. They
 * are for a person to open (a CI run keeps none), and at 200 of them a run they cost minutes.
 */
const SCREENSHOTS = process.env.EMBUDO_SCREENSHOTS === '1';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  // JPEG: a landing at 360 px is about 12,000 px tall; PNGs of every page would take hundreds of MB.
  const file = testInfo.outputPath(`${name}.jpeg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 });
  await testInfo.attach(name, { path: file, contentType: 'image/jpeg' });
}

function expectNoProblems(problems: Problems, label: string): void {
  expect(problems.pageErrors, `${label}: page errors`).toEqual([]);
  expect(problems.consoleErrors, `${label}: console errors`).toEqual([]);
}

const slug = (url: string) => url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';

for (const profile of PROFILES) {
  test.describe(`${profile.name} content, every route`, () => {
    test.use({ baseURL: profile.origin, viewport: { width: 360, height: 800 } });
    for (const { url, lang } of routesOf(profile)) {
      test(`${url} at 360 and 1280 px: no error, images load, axe clean${SCREENSHOTS ? ', screenshots' : ''}`, async ({
        page,
        problems,
      }, testInfo) => {
        test.setTimeout(60_000);
        const answer = await page.goto(url);
        await page.waitForLoadState('load');
        expect(problems.pageErrors, 'page errors once loaded').toEqual([]);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.lang)).toMatch(lang === 'en' ? /^en/ : /^es/);
        // The demo ribbon on every page of the demo, in the page's language; never on the real content.
        const ribbon = page.getByRole('complementary', { name: lang === 'en' ? 'Demo content' : 'Contenido de demostración' });
        if (profile.name === 'demo') await expect(ribbon).toBeVisible();
        else await expect(page.locator('.demo-ribbon')).toHaveCount(0);

        await readThrough(page);
        expect(await brokenImages(page), 'images that did not load at 360 px').toEqual([]);
        await screenshot(page, testInfo, `${profile.name}-${slug(url)}-360`);

        // Wider: the same page reflowed (every image already asked for).
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 });
        expect(await brokenImages(page), 'images that did not load at 1280 px').toEqual([]);
        await screenshot(page, testInfo, `${profile.name}-${slug(url)}-1280`);
        await axe(page, `${profile.name} ${url}`);
        // The 404 page answers 404 on purpose: Chromium reports the document's own status, once.
        if (answer?.status() === 404) {
          const own = problems.consoleErrors.indexOf('Failed to load resource: the server responded with a status of 404 (Not Found)');
          if (own >= 0) problems.consoleErrors.splice(own, 1);
        }
        expectNoProblems(problems, `${profile.name} ${url}`);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// What the demo profile fills, seen by a visitor.

const demo = PROFILES[1]!;
const demoSchedule = JSON.parse(readFileSync(path.join(demo.dir, 'schedule.json'), 'utf8')) as Schedule;
const demoFile = <T>(name: string): T => JSON.parse(readFileSync(path.join(demo.dir, name), 'utf8')) as T;

/** Whether the boxes of two elements overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Whether nothing else is drawn over the centre of `target` (it is the topmost element there, or inside it). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    let hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // Through open shadow roots: the widget's own button answers for its host.
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const root = el.getRootNode();
    return !!hit && (el === hit || el.contains(hit) || (root instanceof ShadowRoot && (root.host === hit || root.host.contains(hit))));
  });
}

test.describe('demo content, filled sections', () => {
  // A visitor in Mexico City (UTC−6 all year): the school's 19:00 in Lima is their 18:00.
  test.use({ baseURL: demo.origin, timezoneId: 'America/Mexico_City' });

  test('landing: the upcoming cohorts, the testimonials, founders, employers and team, in both languages', async ({ page, problems }) => {
    // The next three Full Stack starts, its rules and its fixed cohort together, as the page works them out.
    const upcoming = upcomingStarts(demoSchedule, Date.now(), { bootcamp: 'fullstack', limit: 3 }).map((s) => s.start);
    expect(upcoming).toHaveLength(3);
    const testimonials = demoFile<Array<{ name: string; track?: string; rating?: number }>>('testimonials.json');
    const team = demoFile<{ members: Array<{ name: string }> }>('team.json').members;
    const employers = demoFile<{ employers: Array<{ name: string }> }>('employers.json').employers;
    for (const [url, lang] of [
      ['/', 'es'],
      ['/us', 'en'],
    ] as const) {
      await page.goto(url);
      const dates = page.locator('#fechas');
      await dates.scrollIntoViewIfNeeded();
      await expect(dates.locator('.start-dates__card time[datetime]').first()).toBeVisible();
      expect(await dates.locator('.start-dates__date time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')))).toEqual(
        upcoming,
      );

      // Testimonials: both carousels, four slides each, the file's first names and ratings.
      const carousels = page.locator('.testimonials__carousel');
      await expect(carousels).toHaveCount(2);
      for (const [i, track] of (['fullstack', 'data-science'] as const).entries()) {
        const mine = testimonials.filter((t) => (t.track ?? 'fullstack') === track).slice(0, 4);
        const slides = carousels.nth(i).locator('.testimonials__slide');
        await expect(slides).toHaveCount(4);
        await expect(slides.locator('.testimonials__name')).toHaveText(mine.map((t) => t.name));
        const stars = mine
          .filter((t) => t.rating !== undefined)
          .map((t) => (lang === 'en' ? `${t.rating} out of 5 stars` : `${t.rating} de 5 estrellas`));
        expect(await slides.locator('.testimonials__stars').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(
          stars,
        );
      }

      await expect(page.locator('.founders__quote')).toBeVisible();
      const photo = page.locator('.founders__photo');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.locator('.team__name')).toHaveText(team.map((m) => m.name));
      await expect(page.locator('.employers__logo')).toHaveCount(employers.length);
      for (const e of employers) await expect(page.getByRole('img', { name: e.name, exact: true })).toBeAttached();
    }
    expectNoProblems(problems, 'landing');
  });

  test("masterclass: the next date from the profile, in the visitor's zone, on the page and in the landing's modal", async ({
    page,
    problems,
  }) => {
    const next = demoSchedule.masterclasses.filter((at) => Date.parse(at) > Date.now()).sort()[0]!;
    expect(next, 'the demo profile has a masterclass ahead (move its dates forward if not)').toBeDefined();
    // The visitor's wall clock at that instant (Mexico City, UTC−6).
    const wall = new Date(Date.parse(next) - 6 * 3600_000);
    const hour = wall.getUTCHours();
    const day = wall.getUTCDate();
    await page.goto('/masterclass');
    await expect(page.locator('.mc__date time')).toHaveAttribute('datetime', next);
    const local = page.locator('.mc__local');
    await expect(local).toContainText(String(day));
    await expect(local).toContainText(`${String(hour).padStart(2, '0')}:00`);
    await page.goto('/masterclass?lang=en');
    await expect(page.locator('.mc__local')).toContainText(`${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`);

    await page.goto('/');
    const open = page.locator('.masterclass-modal__open');
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const modalDate = page.locator('.masterclass-modal__date');
    await expect(modalDate).toBeVisible();
    await expect(modalDate).toContainText(String(day));
    await expect(modalDate).toContainText(`${hour}:00`);
    expectNoProblems(problems, 'masterclass');
  });

  test('the testimonials page lists every testimonial, with stars where rated', async ({ page }) => {
    const testimonials = demoFile<Array<{ name: string; rating?: number }>>('testimonials.json');
    await page.goto('/testimonials');
    const items = page.locator('.quote-list > li');
    await expect(items).toHaveCount(testimonials.length);
    for (const [i, t] of testimonials.entries()) {
      await expect(items.nth(i).locator('.quote-list__author')).toContainText(t.name);
      if (t.rating === undefined) await expect(items.nth(i).getByRole('img', { name: /out of 5 stars/ })).toHaveCount(0);
      else await expect(items.nth(i).getByRole('img', { name: `${t.rating} out of 5 stars` })).toBeVisible();
    }
  });

  test('the ribbon on a 360 px phone: readable, in the accessibility tree, and over no control', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const ribbon = page.getByRole('complementary', { name: 'Contenido de demostración' });
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toContainText('Contenido de demostración');
    const box = (await ribbon.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeLessThanOrEqual(32);
    // The header's menu button, the deadline bar's button, and after scrolling still the same.
    const toggle = page.locator('.header__toggle');
    const barButton = page.locator('embudo-deadline-bar').getByRole('button').first();
    await expect(barButton).toBeVisible();
    for (const control of [toggle, barButton]) expect(await uncovered(control)).toBe(true);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await expect(ribbon).toBeInViewport();
    expect((await ribbon.boundingBox())!.y).toBe(0);
    // Scrolled, the bar stays under the ribbon, over the header (as it does without the ribbon).
    expect(await uncovered(barButton)).toBe(true);
    for (const control of [toggle, barButton]) expect(await overlap(ribbon, control)).toBe(false);
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    // The open menu starts below the ribbon. (On the landing the deadline bar lies over the menu's
    // top, close button included, with or without the ribbon: the header's stacking, not the ribbon's.)
    await toggle.click();
    const close = page.locator('.header__close');
    await expect(close).toBeFocused();
    expect(await overlap(ribbon, close)).toBe(false);
    await page.keyboard.press('Escape');
    // The chat button (it shows after 5 s on the landing).
    const chat = page.locator('embudo-chat-button').getByRole('link').first();
    await expect(chat).toBeVisible({ timeout: 10_000 });
    expect(await uncovered(chat)).toBe(true);
    expect(await overlap(ribbon, chat)).toBe(false);

    // A page without the bar: the open menu's close button is free.
    await page.goto('/links');
    await page.locator('.header__toggle').click();
    await expect(close).toBeFocused();
    expect(await uncovered(close)).toBe(true);
    expect(await overlap(page.locator('.demo-ribbon'), close)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The shipped profile: a countdown to the enrolment close only when there is a start date to choose.

test.describe('shipped content', () => {
  test.use({ baseURL: PROFILES[0]!.origin });
  test("never says 'cierra en' / 'closes in' without a start date to choose", async ({ page }) => {
    const schedule = JSON.parse(readFileSync(path.join(ROOT, 'content', 'schedule.json'), 'utf8')) as Schedule;
    for (const [url, slug] of [
      ['/', 'fullstack'],
      ['/us', 'fullstack'],
      ['/enroll/fullstack/PE', 'fullstack'],
      ['/en/enroll/cloud-aws/US', 'cloud-aws'],
    ] as const) {
      // A start whose enrolment is still open, fixed or from a rule.
      const choosable = nextOpenStart(schedule, Date.now(), slug) !== undefined;
      if (choosable) continue;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/cierra en|closes in/i), url).toHaveCount(0);
    }
  });
});
