import { describe, expect, it } from 'vitest';
import { canonicalPath, fixedPaths, languageTwin, resolveRoute, ROUTES } from './routes';

describe('routes: every path of SPEC §2', () => {
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
    const all = Object.values(ROUTES).flat().filter((d) => !d.path.includes(':'));
    expect(fixed.map((f) => f.path)).toEqual(all.map((d) => d.path));
    expect(fixed.find((f) => f.path === '/us')?.langs).toEqual(['en']);
    expect(fixed.find((f) => f.path === '/quiz')).toEqual({ path: '/quiz', langs: ['es', 'en'], query: { es: '', en: '?lang=en' } });
  });
});
