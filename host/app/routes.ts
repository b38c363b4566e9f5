/**
 * Every path of the site (SPEC §2), in one module: which screen answers a path, in which language,
 * and the language twin of each path. Pages, the header, the footer, the server and the build's
 * pre-render all ask here; nothing else spells a path.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { Lang } from '../../src/i18n/lang';

/** The screens of SPEC §2. */
export type PageId =
  | 'landing'
  | 'landingV2'
  | 'links'
  | 'guideUs'
  | 'guide'
  | 'quiz'
  | 'masterclass'
  | 'masterclassClass'
  | 'vsl'
  | 'blog'
  | 'blogPost'
  | 'testimonials'
  | 'enrolment'
  | 'privacy'
  | 'refund'
  | 'brochure'
  | 'profile'
  | 'notFound';

/** One path pattern (react-router syntax) of a screen, and the language it is in (none: Spanish unless `?lang=en`). */
interface PathDef {
  readonly path: string;
  readonly lang?: Lang;
}

/** The route table of SPEC §2: every screen with all its paths, aliases included; first path = canonical. */
export const ROUTES: Readonly<Record<Exclude<PageId, 'profile' | 'notFound'>, readonly PathDef[]>> = {
  landing: [{ path: '/', lang: 'es' }, { path: '/us', lang: 'en' }, { path: '/payment-success' }],
  landingV2: [{ path: '/v2' }],
  links: [{ path: '/links' }, { path: '/conecta' }, { path: '/unete' }],
  guideUs: [{ path: '/guia-us', lang: 'en' }],
  guide: [{ path: '/guia-pdf' }, { path: '/guia' }],
  quiz: [{ path: '/quiz-developer' }, { path: '/quiz' }],
  masterclass: [{ path: '/masterclass' }, { path: '/webinar' }],
  masterclassClass: [{ path: '/masterclass-clase' }, { path: '/webinar-clase' }],
  vsl: [{ path: '/vsl' }],
  blog: [{ path: '/blog' }],
  blogPost: [{ path: '/blog/:slug' }],
  testimonials: [{ path: '/testimonios', lang: 'es' }, { path: '/testimonials', lang: 'en' }],
  enrolment: [
    { path: '/inscripcion/:bootcamp/:country', lang: 'es' },
    { path: '/enroll/:bootcamp/:country', lang: 'es' },
    { path: '/enroll/:bootcamp', lang: 'es' },
    { path: '/en/inscripcion/:bootcamp/:country', lang: 'en' },
    { path: '/en/enroll/:bootcamp/:country', lang: 'en' },
    { path: '/en/enroll/:bootcamp', lang: 'en' },
  ],
  privacy: [{ path: '/politicas-privacidad', lang: 'es' }, { path: '/privacy-policies', lang: 'en' }],
  refund: [{ path: '/politicas-reembolso', lang: 'es' }, { path: '/refund-policies', lang: 'en' }],
  brochure: [{ path: '/brochure-pdf' }, { path: '/brochure' }, { path: '/syllabus-pdf' }],
};

/** Links the site's own pages use, by language (SPEC §2 "Header", "Footer"). */
export const paths = {
  home: (lang: Lang) => (lang === 'en' ? '/us' : '/'),
  guide: '/guia-pdf',
  quiz: '/quiz',
  masterclass: '/masterclass',
  testimonials: (lang: Lang) => (lang === 'en' ? '/testimonials' : '/testimonios'),
  privacy: (lang: Lang) => (lang === 'en' ? '/privacy-policies' : '/politicas-privacidad'),
  refund: (lang: Lang) => (lang === 'en' ? '/refund-policies' : '/politicas-reembolso'),
  enrol: (lang: Lang, bootcamp: string, country?: string) =>
    `${lang === 'en' ? '/en/enroll' : '/enroll'}/${encodeURIComponent(bootcamp)}${country ? `/${encodeURIComponent(country)}` : ''}`,
  /** Anchors of the landing (SPEC §2). */
  anchors: { start: '#empezar', pricing: '#pricing', dates: '#fechas', profile: '#profile', platform: '#platform', faq: '#preguntas-frecuentes' },
} as const;

/** What a URL resolves to: the screen, its language, the path parameters, the status to answer with. */
export interface ResolvedRoute {
  readonly page: PageId;
  readonly lang: Lang;
  readonly params: Readonly<Record<string, string>>;
  /** 200, or 404 for the default page (an unknown path). Pages with unknown slugs answer 404 themselves. */
  readonly status: 200 | 404;
  /** The path as asked (no query). */
  readonly path: string;
  /** Whether the language came from the path (`/us`, `/en/…`), not from `?lang=`. */
  readonly langFromPath: boolean;
}

const TABLE: RouteObject[] = Object.entries(ROUTES).flatMap(([page, defs]) =>
  defs.map((def) => ({ path: def.path, handle: { page, lang: def.lang } })),
);

/** `?lang=en` (or `en-US`) asks for English on a path that has no language of its own. */
export function queryLang(search: string): Lang | undefined {
  const value = new URLSearchParams(search).get('lang')?.toLowerCase();
  return value === 'en' || value?.startsWith('en-') ? 'en' : value === 'es' || value?.startsWith('es-') ? 'es' : undefined;
}

/**
 * Paths that show the landing beside its own paths (SPEC §2 "Landing page behaviour by path"):
 * campaign paths containing `descuento` (the discount bar) and other paths containing `masterclass`
 * (the tighter banner), one segment each.
 */
export function isCampaignLandingPath(path: string): boolean {
  return /^\/[^/]+\/?$/.test(path) && (path.includes('descuento') || path.includes('masterclass'));
}

/** Which screen answers `path` (and `search`, for `?lang=`). */
export function resolveRoute(path: string, search = ''): ResolvedRoute {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = matchRoutes(TABLE, clean)?.at(-1);
  const asked = queryLang(search);
  if (match) {
    const handle = match.route.handle as { page: PageId; lang?: Lang };
    const params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return { page: handle.page, lang: handle.lang ?? asked ?? 'es', params, status: 200, path: clean, langFromPath: handle.lang !== undefined };
  }
  const lang = asked ?? 'es';
  if (/^\/@[^/]+$/.test(clean)) {
    return { page: 'profile', lang, params: { handle: decodeURIComponentSafe(clean.slice(2)) }, status: 200, path: clean, langFromPath: false };
  }
  if (isCampaignLandingPath(clean)) return { page: 'landing', lang, params: {}, status: 200, path: clean, langFromPath: false };
  // An unknown path under the English prefixes (`/en`, `/us/…`) is an English visitor's 404.
  const english = !asked && /^\/(en|us)(\/|$)/i.test(clean);
  return { page: 'notFound', lang: english ? 'en' : lang, params: {}, status: 404, path: clean, langFromPath: english };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The same screen in the other language, where the site has one (for `hreflang` and the
 * language switch): a path twin (`/` ↔ `/us`, `/testimonios` ↔ `/testimonials`, `/enroll` ↔
 * `/en/enroll`), else the same path with `?lang=en`.
 */
export function languageTwin(route: ResolvedRoute, lang: Lang): string {
  if (route.lang === lang && !route.langFromPath) return lang === 'en' ? `${route.path}?lang=en` : route.path;
  const enrol = /^\/(en\/)?(inscripcion|enroll)\/(.+)$/.exec(route.path);
  if (enrol) return `${lang === 'en' ? '/en/' : '/'}${enrol[2]}/${enrol[3]}`;
  const twins: Array<[string, string]> = [
    ['/', '/us'],
    ['/testimonios', '/testimonials'],
    ['/politicas-privacidad', '/privacy-policies'],
    ['/politicas-reembolso', '/refund-policies'],
  ];
  for (const [es, en] of twins) {
    if (route.path === es || route.path === en) return lang === 'en' ? en : es;
  }
  if (lang === 'en') return `${route.path}?lang=en`;
  // A path English by itself (an unknown `/en/…`) needs asking for Spanish.
  return route.langFromPath ? `${route.path}?lang=es` : route.path;
}

/** The canonical path of a route: its first path pattern with the parameters filled in, in its language. */
export function canonicalPath(route: ResolvedRoute): string {
  if (route.page === 'landing' && route.path !== '/payment-success' && !isCampaignLandingPath(route.path)) return paths.home(route.lang);
  if (route.page === 'enrolment' || route.page === 'blogPost' || route.page === 'profile' || route.page === 'notFound' || route.page === 'landing') {
    return route.lang === 'en' && !route.langFromPath ? `${route.path}?lang=en` : route.path;
  }
  const first = ROUTES[route.page][0]!.path;
  const twin = languageTwin({ ...route, path: first, langFromPath: ROUTES[route.page][0]!.lang !== undefined }, route.lang);
  return twin;
}

/** The fixed paths (no parameters), each with the languages it is shown in and the query that asks for each. */
export function fixedPaths(): Array<{ path: string; langs: Lang[]; query: Record<Lang, string> }> {
  return Object.values(ROUTES)
    .flat()
    .filter((def) => !def.path.includes(':'))
    .map((def) => ({ path: def.path, langs: def.lang ? [def.lang] : ['es', 'en'], query: { es: '', en: def.lang ? '' : '?lang=en' } }));
}
