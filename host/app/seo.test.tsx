import { describe, expect, it } from 'vitest';
import employers from '../../content/employers.json';
import founders from '../../content/founders.json';
import schedule from '../../content/schedule.json';
import site from '../../content/site.json';
import team from '../../content/team.json';
import type { SiteContent } from './content';
import { fixedPaths, ogCards, render, sitemap } from './entry-server';

// The repository's content, with a masterclass ahead and two posts (one in each language).
const NOW = Date.parse('2026-11-25T12:00:00Z');
const ORIGIN = 'https://embudo.example';
const posts = [
  { slug: 'primeros-pasos', title: 'Primeros pasos', date: '2026-11-02', lang: 'es', excerpt: 'Cómo empezar.', readingMinutes: 4 },
  {
    slug: 'career-change',
    title: 'Changing careers',
    date: '2026-10-19',
    lang: 'en',
    excerpt: 'A plan for four months.',
    readingMinutes: 6,
  },
] as const;
const content = {
  settings: site,
  schedule: { ...schedule, masterclasses: ['2026-12-10T19:00:00-05:00'] },
  team,
  founders,
  employers,
  testimonials: [],
  instalments: [{ count: 3, amount: 167, currency: 'USD' }],
  blog: { posts, html: { 'primeros-pasos': '<p>Hola.</p>', 'career-change': '<p>Hello.</p>' } },
} as unknown as SiteContent;
const SEO = { origin: ORIGIN, pricesUSD: { fullstack: 501, 'cloud-aws': 450 } };

const page = (url: string, c: SiteContent = content) => render(url, c, NOW, SEO);
type Data = Record<string, unknown>;
const ofType = (jsonLd: readonly unknown[], type: string) => (jsonLd as Data[]).find((d) => d['@type'] === type);

describe('one address per page', () => {
  const listed = sitemap(content);
  const canonicals = new Set(listed.map((e) => e.path));

  it('lists each canonical once, with hreflang twins that name it back', () => {
    expect(canonicals.size).toBe(listed.length);
    for (const entry of listed) {
      const own = entry.alternates.find((a) => a.href === entry.path && a.hreflang !== 'x-default');
      expect(own, entry.path).toBeDefined();
      for (const alt of entry.alternates) {
        expect(canonicals.has(alt.href), `${entry.path} → ${alt.href}`).toBe(true);
        if (alt.hreflang !== 'x-default')
          expect(listed.find((e) => e.path === alt.href)?.alternates.find((a) => a.hreflang === own!.hreflang)?.href).toBe(entry.path);
      }
    }
    // No alias, no admin, no page with parameters but those listed one by one.
    for (const path of ['/quiz', '/brochure', '/conecta', '/v2', '/masterclass-clase', '/payment-success', '/admin'])
      expect(canonicals.has(path), path).toBe(false);
    expect(canonicals).toContain('/en/enroll/cloud-aws');
    expect(listed.find((e) => e.path === '/blog/career-change')).toEqual({
      path: '/blog/career-change',
      alternates: [
        { hreflang: 'en-US', href: '/blog/career-change' },
        { hreflang: 'x-default', href: '/blog/career-change' },
      ],
      lastmod: '2026-10-19',
    });
  });

  it('gives every fixed path and alias (and ?lang= on each) a listed canonical and listed alternates', async () => {
    const aliases = [
      '/inscripcion/fullstack/PE',
      '/enroll/fullstack',
      '/en/enroll/fullstack/US',
      '/blog/career-change?lang=es',
      '/blog/primeros-pasos?lang=en',
      '/landing-descuento',
    ];
    const urls = [...fixedPaths().flatMap((p) => [p.path, `${p.path}?lang=en`, `${p.path}?lang=es`]), ...aliases];
    for (const url of urls) {
      const { head } = await page(url);
      if (head.robots) {
        expect(head.alternates, url).toEqual([]);
        continue;
      }
      expect(canonicals.has(head.canonical), `${url} → ${head.canonical}`).toBe(true);
      for (const alt of head.alternates) expect(canonicals.has(alt.href), `${url} ${alt.hreflang} → ${alt.href}`).toBe(true);
    }
    // The case that was wrong: the alias's hreflang named the alias, not the canonical.
    expect((await page('/quiz')).head.alternates).toEqual([
      { hreflang: 'es', href: '/quiz-developer' },
      { hreflang: 'en-US', href: '/quiz-developer?lang=en' },
      { hreflang: 'x-default', href: '/quiz-developer' },
    ]);
    expect((await page('/payment-success')).head.robots).toBe('noindex');
    expect((await page('/blog/no-such-post')).head.robots).toBe('noindex');
    // About seventy renders: several seconds on a busy machine.
  }, 60_000);

  it('serves an English post as an English page', async () => {
    const post = await page('/blog/career-change');
    expect(post.head.lang).toBe('en-US');
    expect(post.seo.locale).toBe('en_US');
    expect(post.seo.localeAlternates).toEqual([]);
    expect(post.head.description).toBe('A plan for four months.');
  });
});

describe('the JSON-LD says what the page renders', () => {
  it('landing: one Question per FAQ item shown, a CourseInstance per start card, the USD offer', async () => {
    for (const url of ['/', '/us']) {
      const { html, seo } = await page(url);
      const shown = [...html.matchAll(/<span class="faq__question">([^<]+)<\/span>/g)].map((m) =>
        m[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'),
      );
      const faq = ofType(seo.jsonLd, 'FAQPage')!;
      expect(shown.length).toBeGreaterThan(5);
      expect((faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>).map((q) => q.name)).toEqual(shown);
      for (const q of faq.mainEntity as Array<{ acceptedAnswer: { text: string } }>) expect(q.acceptedAnswer.text).not.toMatch(/<|^$/);
      const starts = [...html.matchAll(/<h3 class="start-dates__date">.*?<time dateTime="([^"]+)"/g)].map((m) => m[1]);
      const course = ofType(seo.jsonLd, 'Course')!;
      expect(starts.length).toBeGreaterThan(0);
      expect(
        (course.hasCourseInstance as Array<{ startDate: string; courseMode: string }>).map((i) => [i.startDate, i.courseMode]),
      ).toEqual(starts.map((s) => [s, 'online']));
      expect(course.offers).toMatchObject({ '@type': 'Offer', price: '501', priceCurrency: 'USD' });
      expect(course.inLanguage).toBe(url === '/us' ? 'en-US' : 'es');
      expect(course.provider).toEqual({ '@id': `${ORIGIN}/#organization` });
      expect(ofType(seo.jsonLd, 'EducationalOrganization')).toMatchObject({ '@id': `${ORIGIN}/#organization`, name: site.brand });
    }
  });

  it("enrolment: the bootcamp's course and price; masterclass: the Event at the date shown, none without one", async () => {
    const enrol = await page('/en/enroll/cloud-aws/US');
    expect(ofType(enrol.seo.jsonLd, 'Course')).toMatchObject({ name: 'Cloud AWS', offers: { price: '450', priceCurrency: 'USD' } });
    expect(ofType(enrol.seo.jsonLd, 'BreadcrumbList')).toBeDefined();
    expect(enrol.seo.card.name).toBe('enrol-cloud-aws-en');

    const mc = await page('/masterclass');
    const shown = /<time dateTime="([^"]+)"/.exec(mc.html)?.[1];
    expect(shown).toBe('2026-12-10T19:00:00-05:00');
    expect(ofType(mc.seo.jsonLd, 'Event')).toMatchObject({
      startDate: shown,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
    expect(mc.seo.card.alt).toContain('jueves, 10 de diciembre de 2026, 19:00');
    const none = await page('/masterclass', { ...content, schedule: { ...content.schedule, masterclasses: [] } });
    expect(ofType(none.seo.jsonLd, 'Event')).toBeUndefined();
    expect(none.seo.card.alt).toContain('se anunciará pronto');
  });

  it('post: a BlogPosting with the headline, date and picture the page shows, and breadcrumbs', async () => {
    const { html, seo, head } = await page('/blog/primeros-pasos');
    const posting = ofType(seo.jsonLd, 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: 'Primeros pasos',
      datePublished: '2026-11-02',
      inLanguage: 'es',
      image: { url: `${ORIGIN}${seo.card.path}` },
    });
    expect(html).toContain('<time dateTime="2026-11-02">');
    expect(/<h1[^>]*>([^<]+)</.exec(html)?.[1]).toBe('Primeros pasos');
    expect(seo.type).toBe('article');
    expect(ofType(seo.jsonLd, 'BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
      { '@type': 'ListItem', position: 3, name: 'Primeros pasos', item: `${ORIGIN}${head.canonical}` },
    ]);
  });
});

describe('the preview cards', () => {
  it('one per page type and language, each post in its own language, the demo profile marked', async () => {
    const names = ogCards(content, NOW).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'landing-es',
        'landing-en',
        'enrol-fullstack-es',
        'enrol-cloud-aws-en',
        'masterclass-es',
        'guide-en',
        'guide-us-en',
        'quiz-es',
        'post-primeros-pasos',
        'post-career-change',
      ]),
    );
    expect(new Set(ogCards(content, NOW).map((c) => c.path)).size).toBe(names.length);
    // The address follows the content: a new date is a new picture.
    const later = ogCards({ ...content, schedule: { ...content.schedule, masterclasses: ['2027-01-14T19:00:00-05:00'] } }, NOW);
    expect(later.find((c) => c.name === 'masterclass-es')!.path).not.toBe(
      ogCards(content, NOW).find((c) => c.name === 'masterclass-es')!.path,
    );
    expect((await page('/us')).seo.card.alt).toContain('Next start:');
    const demo = await page('/', { ...content, settings: { ...content.settings, demo: true } });
    expect(demo.seo.card.alt).toContain('Contenido de demostración');
  });
});
