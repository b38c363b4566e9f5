import { describe, expect, it } from 'vitest';
import { brochurePath, privacyPath } from '../../src/data/site-links';
import { canonicalPath, fixedPaths, languageTwin, pageQuery, paths, resolveRoute, ROUTES, siteHref } from './routes';

describe('routes: every path of docs/product.md#routes', () => {
  const table: Array<[string, string, 'es' | 'en']> = [
    ['/', 'landing', 'es'],
    ['/us', 'landing', 'en'],
    ['/payment-success', 'landing', 'es'],
    ['/v2', 'landingV2', 'es'],
    ['/links', 'links', 'es'],
    ['/conecta', 'links', 'es'],
    ['/unete', 'links', 'es'],
    ['/guia-us', 'guideUs', 'en'],
    ['/guia-pdf', 'guide', 'es'],
    ['/guia', 'guide', 'es'],
    ['/quiz-developer', 'quiz', 'es'],
    ['/quiz', 'quiz', 'es'],
    ['/masterclass', 'masterclass', 'es'],
    ['/webinar', 'masterclass', 'es'],
    ['/masterclass-clase', 'masterclassClass', 'es'],
    ['/webinar-clase', 'masterclassClass', 'es'],
    ['/vsl', 'vsl', 'es'],
    ['/blog', 'blog', 'es'],
    ['/blog/primer-post', 'blogPost', 'es'],
    ['/testimonios', 'testimonials', 'es'],
    ['/testimonials', 'testimonials', 'en'],
    ['/inscripcion/fullstack/PE', 'enrolment', 'es'],
    ['/enroll/fullstack/PE', 'enrolment', 'es'],
    ['/enroll/fullstack', 'enrolment', 'es'],
    ['/en/inscripcion/fullstack/US', 'enrolment', 'en'],
    ['/en/enroll/fullstack/US', 'enrolment', 'en'],
    ['/politicas-privacidad', 'privacy', 'es'],
    ['/privacy-policies', 'privacy', 'en'],
    ['/politicas-reembolso', 'refund', 'es'],
    ['/refund-policies', 'refund', 'en'],
    ['/brochure-pdf', 'brochure', 'es'],
    ['/brochure', 'brochure', 'es'],
    ['/syllabus-pdf', 'brochure', 'es'],
    ['/@ana', 'profile', 'es'],
    ['/descuento-beca-parcial', 'landing', 'es'],
    ['/webinar-masterclass-gratis', 'landing', 'es'],
    ['/no-such-page', 'notFound', 'es'],
    ['/blog/a/b', 'notFound', 'es'],
    ['/en', 'notFound', 'en'],
    ['/en/no-such-page', 'notFound', 'en'],
    ['/us/no-such-page', 'notFound', 'en'],
    ['/english', 'notFound', 'es'],
  ];
  it.each(table)('%s → %s (%s)', (path, page, lang) => {
    const route = resolveRoute(path);
    expect(route.page).toBe(page);
    expect(route.lang).toBe(lang);
    expect(route.status).toBe(page === 'notFound' ? 404 : 200);
  });

  it('reads the parameters: bootcamp, country, slug, handle', () => {
    expect(resolveRoute('/enroll/frontend-completo/MX').params).toEqual({ bootcamp: 'frontend-completo', country: 'MX' });
    expect(resolveRoute('/blog/hola').params).toEqual({ slug: 'hola' });
    expect(resolveRoute('/@ana%20maria').params).toEqual({ handle: 'ana maria' });
  });

  it('takes ?lang=en on paths without a language of their own, never over the path', () => {
    expect(resolveRoute('/quiz', '?lang=en').lang).toBe('en');
    expect(resolveRoute('/', '?lang=en').lang).toBe('es');
    expect(resolveRoute('/payment-success', '?lang=en').lang).toBe('en');
    expect(resolveRoute('/us', '?lang=es').lang).toBe('en');
  });

  it('gives each page its twin in the other language and a canonical path', () => {
    expect(languageTwin(resolveRoute('/'), 'en')).toBe('/us');
    expect(languageTwin(resolveRoute('/us'), 'es')).toBe('/');
    expect(languageTwin(resolveRoute('/testimonios'), 'en')).toBe('/testimonials');
    expect(languageTwin(resolveRoute('/enroll/fullstack/PE'), 'en')).toBe('/en/enroll/fullstack/PE');
    expect(languageTwin(resolveRoute('/quiz'), 'en')).toBe('/quiz?lang=en');
    expect(canonicalPath(resolveRoute('/quiz-developer'))).toBe('/quiz-developer');
    expect(canonicalPath(resolveRoute('/conecta'))).toBe('/links');
    expect(canonicalPath(resolveRoute('/conecta', '?lang=en'))).toBe('/links?lang=en');
    expect(canonicalPath(resolveRoute('/privacy-policies'))).toBe('/privacy-policies');
    // An unknown English path: its Spanish twin asks for Spanish, and ?lang=es is heard there.
    expect(languageTwin(resolveRoute('/en/no-such-page'), 'es')).toBe('/en/no-such-page?lang=es');
    expect(resolveRoute('/en/no-such-page', '?lang=es').lang).toBe('es');
    expect(languageTwin(resolveRoute('/no-such-page'), 'es')).toBe('/no-such-page');
  });

  it('lists every fixed path for the build, with each language it is shown in', () => {
    const fixed = fixedPaths();
    const all = Object.values(ROUTES)
      .flat()
      .filter((d) => !d.path.includes(':'));
    expect(fixed.map((f) => f.path)).toEqual(all.map((d) => d.path));
    expect(fixed.find((f) => f.path === '/us')?.langs).toEqual(['en']);
    expect(fixed.find((f) => f.path === '/quiz')).toEqual({ path: '/quiz', langs: ['es', 'en'], query: { es: '', en: '?lang=en' } });
  });

  it('serves a blog post in the language it is written in, unless ?lang= asks for the other', () => {
    const written = (slug: string) => (slug === 'career-change' ? 'en' : slug === 'primeros-pasos' ? 'es' : undefined);
    const english = resolveRoute('/blog/career-change', '', written);
    expect(english).toMatchObject({ page: 'blogPost', lang: 'en', langFromPath: true });
    expect(canonicalPath(english)).toBe('/blog/career-change');
    expect(languageTwin(english, 'en')).toBe('/blog/career-change');
    expect(languageTwin(english, 'es')).toBe('/blog/career-change?lang=es');
    expect(resolveRoute('/blog/career-change', '?lang=es', written)).toMatchObject({ lang: 'es', langFromPath: false });
    expect(resolveRoute('/blog/primeros-pasos', '', written).lang).toBe('es');
    expect(resolveRoute('/blog/primeros-pasos', '?lang=en', written).lang).toBe('en');
    // An unknown slug (the 404 page) and a route read without the content: Spanish unless asked.
    expect(resolveRoute('/blog/none', '', written).lang).toBe('es');
    expect(resolveRoute('/blog/career-change').lang).toBe('es');
  });
});

describe("siteHref: every internal link in the page's language", () => {
  it.each([
    ['/', 'en', '/us'],
    ['/', 'es', '/'],
    ['/us', 'es', '/'],
    ['/#preguntas-frecuentes', 'en', '/us#preguntas-frecuentes'],
    ['/guia-pdf', 'en', '/guia-pdf?lang=en'],
    ['/guia-pdf', 'es', '/guia-pdf'],
    ['/quiz?lang=en', 'es', '/quiz'],
    ['/brochure', 'en', '/brochure?lang=en'],
    ['/masterclass?utm_source=ads', 'en', '/masterclass?utm_source=ads&lang=en'],
    ['/testimonios', 'en', '/testimonials'],
    ['/testimonials', 'es', '/testimonios'],
    ['/politicas-privacidad', 'en', '/privacy-policies'],
    ['/enroll/fullstack/PE', 'en', '/en/enroll/fullstack/PE'],
    ['/en/enroll/fullstack', 'es', '/enroll/fullstack'],
    ['/payment-success', 'en', '/payment-success?lang=en'],
    ['/descuento-beca-parcial', 'en', '/descuento-beca-parcial?lang=en'],
    ['/@ana', 'en', '/@ana?lang=en'],
    // A path with a language of its own and no twin is linked as it is.
    ['/guia-us', 'es', '/guia-us'],
    ['/guia-us', 'en', '/guia-us'],
    // The address as written where the language changes nothing; the rest of it kept as written.
    ['/"><svg/onload=alert(1)>', 'es', '/"><svg/onload=alert(1)>'],
    ['/"><svg/onload=alert(1)>', 'en', '/"><svg/onload=alert(1)>?lang=en'],
    ['/blog/', 'es', '/blog/'],
    ['/blog/?lang=es', 'en', '/blog/?lang=en'],
    // Not a site path: left alone.
    ['https://campus.example/login', 'en', 'https://campus.example/login'],
    ['//evil.example/x', 'en', '//evil.example/x'],
    ['#empezar', 'en', '#empezar'],
    ['mailto:hola@example.com', 'en', 'mailto:hola@example.com'],
  ] as const)('%s in %s → %s', (href, lang, expected) => {
    expect(siteHref(href, lang)).toBe(expected);
  });

  it("carries a query along without its lang, the link's own values first", () => {
    expect(siteHref('/masterclass', 'en', { keep: '?utm_source=ads&lang=es' })).toBe('/masterclass?utm_source=ads&lang=en');
    expect(siteHref('/masterclass?utm_source=site', 'es', { keep: '?utm_source=ads&lang=en' })).toBe('/masterclass?utm_source=site');
    expect(paths.masterclass('en', '?utm_campaign=x')).toBe('/masterclass?utm_campaign=x&lang=en');
  });

  it("links a post in the page's language, knowing the language the post is written in", () => {
    expect(paths.blogPost('en', 'career-change', 'en')).toBe('/blog/career-change');
    expect(paths.blogPost('es', 'career-change', 'en')).toBe('/blog/career-change?lang=es');
    expect(paths.blogPost('en', 'primeros-pasos', 'es')).toBe('/blog/primeros-pasos?lang=en');
    expect(paths.blogPost('es', 'primeros-pasos', 'es')).toBe('/blog/primeros-pasos');
  });

  it('names every page of the header, the footer and the pages in both languages', () => {
    expect([
      paths.home('en'),
      paths.guide('en'),
      paths.quiz('en'),
      paths.masterclass('en'),
      paths.brochure('en'),
      paths.blog('en'),
    ]).toEqual(['/us', '/guia-pdf?lang=en', '/quiz?lang=en', '/masterclass?lang=en', '/brochure?lang=en', '/blog?lang=en']);
    expect([paths.testimonials('en'), paths.privacy('en'), paths.refund('en'), paths.enrol('en', 'fullstack', 'US')]).toEqual([
      '/testimonials',
      '/privacy-policies',
      '/refund-policies',
      '/en/enroll/fullstack/US',
    ]);
    expect([paths.home('es'), paths.guide('es'), paths.testimonials('es'), paths.enrol('es', 'fullstack')]).toEqual([
      '/',
      '/guia-pdf',
      '/testimonios',
      '/enroll/fullstack',
    ]);
  });
});

describe('the pages the lead forms link to (src/data/site-links)', () => {
  it("are the brochure and privacy pages, in the form's language", () => {
    for (const lang of ['es', 'en'] as const) {
      for (const [href, page] of [
        [brochurePath(lang), 'brochure'],
        [privacyPath(lang), 'privacy'],
      ] as const) {
        const url = new URL(href, 'http://site.invalid');
        expect(resolveRoute(url.pathname, url.search)).toMatchObject({ page, lang, status: 200 });
      }
    }
  });
});

describe('pageQuery: the part of a query a page renders from (the server caches by it)', () => {
  it('keeps lang everywhere and drops campaign tags and anything else', () => {
    expect(pageQuery('/', '?utm_source=ads&x=1')).toBe('');
    expect(pageQuery('/', '?x=1&lang=en&lang=es')).toBe('?lang=en');
    expect(pageQuery('/blog/a', '?lang=en&fbclid=z')).toBe('?lang=en');
    expect(pageQuery('/', '')).toBe('');
  });

  it('keeps what the page after paying reads, in a fixed order', () => {
    expect(pageQuery('/payment-success', '?utm_source=x&session_id=cs_1&mount=900&invoice_id=F-1&lang=en')).toBe(
      '?lang=en&mount=900&invoice_id=F-1&session_id=cs_1',
    );
    expect(pageQuery('/payment-success', '?invoice_id=F-1')).toBe('?invoice_id=F-1');
  });
});
