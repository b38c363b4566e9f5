import { fixedPaths } from '../../host/app/routes';
import { expect, test } from './fixtures';

/**
 * English stays English: every internal link of every English page (header, footer, sections,
 * pages; hidden submenus included) leads to a page that answers 200 in English (`<html lang="en…">`),
 * and each English page reached that way is walked in turn. English blog posts are English at their
 * own address; `/en` sends to `/us`.
 */

/** Where the walk starts: every fixed path in English, the English post, enrolment, a profile, an English 404. */
const SEEDS = [
  ...fixedPaths()
    .filter((f) => f.langs.includes('en'))
    .map((f) => `${f.path}${f.query.en}`),
  '/blog/learning-to-code-as-a-career-changer',
  '/en/enroll/fullstack/US',
  '/en/inscripcion/fullstack/US',
  '/en/enroll/fullstack',
  '/@ana.dev?lang=en',
  '/us/no-such-page',
];

/** Files the site serves beside its pages (images, the widgets): links to them are not pages. */
const NOT_A_PAGE = /^\/(assets|img|widgets|examples|api)\//;

test('every internal link of every English page lands on an English page (200, <html lang="en…">)', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const queue = [...SEEDS];
  const walked = new Set<string>();
  const checked = new Map<string, { status: number; lang: string | undefined }>();
  const wrong: string[] = [];
  let links = 0;

  while (queue.length) {
    const from = queue.shift()!;
    if (walked.has(from)) continue;
    walked.add(from);
    await page.goto(from, { waitUntil: 'load' });
    const pageLang = await page.locator('html').getAttribute('lang');
    // The seeds are English pages; a 404 among them (the English one) is walked but not a target.
    expect(pageLang, from).toMatch(/^en\b/);
    // Every link but those to a place on the same page (`#main`).
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((a) => !a.getAttribute('href')!.startsWith('#'))
        .map((a) => a.href),
    );
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || NOT_A_PAGE.test(url.pathname)) continue;
      links++;
      const target = `${url.pathname}${url.search}`;
      let seen = checked.get(target);
      if (!seen) {
        const res = await request.get(target, { maxRedirects: 0 });
        const type = res.headers()['content-type'] ?? '';
        const lang = type.startsWith('text/html') ? /<html lang="([^"]*)"/.exec(await res.text())?.[1] : 'not a page';
        seen = { status: res.status(), lang };
        checked.set(target, seen);
        if (seen.status === 200 && /^en\b/.test(lang ?? '')) queue.push(target);
      }
      if (seen.status !== 200 || !(seen.lang === 'not a page' || /^en\b/.test(seen.lang ?? ''))) {
        wrong.push(`${from} → ${target}: ${seen.status}, lang=${seen.lang}`);
      }
    }
  }
  expect([...new Set(wrong)]).toEqual([]);
  // The walk went somewhere: the header's resources, the footer's policies, the blog's posts.
  expect(links).toBeGreaterThan(100);
  for (const reached of [
    '/guia-pdf?lang=en',
    '/quiz?lang=en',
    '/brochure?lang=en',
    '/masterclass?lang=en',
    '/privacy-policies',
    '/refund-policies',
    '/testimonials',
    '/blog?lang=en',
  ]) {
    expect(checked.get(reached), reached).toEqual({ status: 200, lang: 'en-US' });
  }
  expect(walked.size).toBeGreaterThan(SEEDS.length);
});

test('/us: the header, its submenu and the masterclass invitation link in English', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/us?utm_source=ads');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Resources' }).click();
  await expect(nav.getByRole('link', { name: 'Free guide' })).toHaveAttribute('href', '/guia-pdf?lang=en');
  await expect(nav.getByRole('link', { name: 'Developer quiz' })).toHaveAttribute('href', '/quiz?lang=en');
  await expect(nav.getByRole('link', { name: 'Full Stack syllabus 2025' })).toHaveAttribute('href', '/brochure?lang=en');
  // The masterclass invitation keeps the campaign's query, in English.
  await expect(page.getByRole('link', { name: 'Save my free seat', includeHidden: true })).toHaveAttribute(
    'href',
    '/masterclass?utm_source=ads&lang=en',
  );
  // Followed, the guide opens in English.
  await nav.getByRole('link', { name: 'Free guide' }).click();
  await expect(page).toHaveURL(/\/guia-pdf\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  // The Spanish landing's links stay as they were.
  await page.goto('/');
  const es = page.getByRole('navigation', { name: 'Principal' });
  await es.getByRole('button', { name: 'Recursos' }).click();
  await expect(es.getByRole('link', { name: 'Guía gratuita' })).toHaveAttribute('href', '/guia-pdf');
  await expect(es.getByRole('link', { name: 'Temario Full Stack 2025' })).toHaveAttribute('href', '/brochure');
  await expect(page.getByRole('link', { name: 'Reservar mi lugar gratis', includeHidden: true })).toHaveAttribute('href', '/masterclass');
});

test('an English blog post is served in English at its own address; the Spanish blog links it asking for Spanish', async ({
  page,
  request,
}) => {
  const res = await request.get('/blog/learning-to-code-as-a-career-changer');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<html lang="en-US">/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/learning-to-code-as-a-career-changer" \/>/);
  // The post is written in one language: its only alternate is itself (`?lang=es` puts Spanish
  // menus around the same English text, an alias that canonicalises here, not a translation).
  expect(html).toMatch(/hreflang="en-US" href="[^"]+\/blog\/learning-to-code-as-a-career-changer"/);
  expect(html).not.toMatch(/hreflang="es"/);
  await page.goto('/blog/learning-to-code-as-a-career-changer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning to code as a career changer');
  await expect(page.getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/blog?lang=en');
  // The article is the page's language: no lang of its own.
  await expect(page.locator('article.post')).not.toHaveAttribute('lang', /./);

  await page.goto('/blog');
  const link = page.getByRole('link', { name: 'Learning to code as a career changer' });
  await expect(link).toHaveAttribute('href', '/blog/learning-to-code-as-a-career-changer?lang=es');
  await link.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('article.post')).toHaveAttribute('lang', 'en-US');
});

test('/en and /en/ redirect permanently to /us, the query kept', async ({ request, page }) => {
  for (const [from, to] of [
    ['/en', '/us'],
    ['/en/', '/us'],
    ['/en?utm_source=ads&fbclid=x', '/us?utm_source=ads&fbclid=x'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(res.headers().location, from).toBe(to);
  }
  await page.goto('/en/?utm_source=ads');
  await expect(page).toHaveURL(/\/us\?utm_source=ads$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
