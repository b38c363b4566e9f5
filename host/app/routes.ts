/**
 * Every path of the site (docs/product.md#routes), in one module: which screen answers a path, in which language,
 * and the language twin of each path. Pages, the header, the footer, the server and the build's
 * pre-render all ask here; nothing else spells a path.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { Lang } from '../../src/i18n/lang';

/** The screens of docs/product.md#routes. */
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

/** The route table of docs/product.md#routes: every screen with all its paths, aliases included; first path = canonical. */
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
  testimonials: [
    { path: '/testimonios', lang: 'es' },
    { path: '/testimonials', lang: 'en' },
  ],
  enrolment: [
    { path: '/inscripcion/:bootcamp/:country', lang: 'es' },
    { path: '/enroll/:bootcamp/:country', lang: 'es' },
    { path: '/enroll/:bootcamp', lang: 'es' },
    { path: '/en/inscripcion/:bootcamp/:country', lang: 'en' },
    { path: '/en/enroll/:bootcamp/:country', lang: 'en' },
    { path: '/en/enroll/:bootcamp', lang: 'en' },
  ],
  privacy: [
    { path: '/politicas-privacidad', lang: 'es' },
    { path: '/privacy-policies', lang: 'en' },
  ],
  refund: [
    { path: '/politicas-reembolso', lang: 'es' },
    { path: '/refund-policies', lang: 'en' },
  ],
  brochure: [{ path: '/brochure-pdf' }, { path: '/brochure' }, { path: '/syllabus-pdf' }],
};

/**
 * The pages the site's own links lead to (docs/product.md#header, "Footer"), each as a function of the
 * page's language: every one goes through `siteHref`, so a link from an English page stays English.
 * `keep` is a query to carry along (a campaign's `utm_*`); its `lang` is replaced.
 */
export const paths = {
  home: (lang: Lang, keep?: string) => siteHref('/', lang, { keep }),
  guide: (lang: Lang, keep?: string) => siteHref('/guia-pdf', lang, { keep }),
  quiz: (lang: Lang, keep?: string) => siteHref('/quiz', lang, { keep }),
  masterclass: (lang: Lang, keep?: string) => siteHref('/masterclass', lang, { keep }),
  brochure: (lang: Lang, keep?: string) => siteHref('/brochure', lang, { keep }),
  blog: (lang: Lang) => siteHref('/blog', lang),
  /** A post, in the page's language; `written` is the post's own (the language its address shows it in). */
  blogPost: (lang: Lang, slug: string, written: Lang) => siteHref(`/blog/${encodeURIComponent(slug)}`, lang, { postLang: () => written }),
  testimonials: (lang: Lang) => siteHref('/testimonios', lang),
  privacy: (lang: Lang) => siteHref('/politicas-privacidad', lang),
  refund: (lang: Lang) => siteHref('/politicas-reembolso', lang),
  enrol: (lang: Lang, bootcamp: string, country?: string) =>
    siteHref(`/enroll/${encodeURIComponent(bootcamp)}${country ? `/${encodeURIComponent(country)}` : ''}`, lang),
  /** Anchors of the landing (docs/product.md#routes). */
  anchors: {
    start: '#empezar',
    pricing: '#pricing',
    dates: '#fechas',
    profile: '#profile',
    platform: '#platform',
    faq: '#preguntas-frecuentes',
  },
} as const;

/** The language a blog post is written in, by its slug (from the content; undefined: no such post). */
export type PostLang = (slug: string) => Lang | undefined;

/**
 * The one builder of the site's internal links: `href` (a site path with its query and `#anchor`,
 * as written in the code or in content/, e.g. site.json's `syllabusUrl`) as the same screen in
 * `lang` — its path twin (`/` → `/us`, `/testimonios` → `/testimonials`, `/enroll/…` →
 * `/en/enroll/…`) or `?lang=` where the path has no twin. The rest of its query, then `keep`'s, and
 * the anchor stay. Anything else (`https:`, `mailto:`, a bare `#anchor`) comes back as it is.
 */
export function siteHref(href: string, lang: Lang, options: { keep?: string; postLang?: PostLang } = {}): string {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return href;
  // The address as written stays as written (no re-encoding) wherever the language changes nothing.
  const [, written = '', rawQuery = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#[\s\S]*)?$/.exec(href) ?? [];
  const route = resolveRoute(new URL(written, 'http://site.invalid').pathname, '', options.postLang);
  let path = written;
  let asked: string | null = null;
  if (route.lang !== lang) {
    const twin = new URL(languageTwin(route, lang), 'http://site.invalid');
    // A path that is in one language only (`/guia-us`) is linked as it is.
    if (resolveRoute(twin.pathname, twin.search, options.postLang).lang === lang) {
      if (twin.pathname !== route.path) path = twin.pathname;
      asked = twin.searchParams.get('lang');
    }
  }
  const query = new URLSearchParams(rawQuery);
  if (!options.keep && !asked && !query.has('lang')) return `${path}${rawQuery}${hash}`;
  for (const [key, value] of new URLSearchParams(options.keep)) if (!query.has(key)) query.append(key, value);
  query.delete('lang');
  if (asked) query.set('lang', asked);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}

/** What a URL resolves to: the screen, its language, the path parameters, the status to answer with. */
export interface ResolvedRoute {
  readonly page: PageId;
  readonly lang: Lang;
  readonly params: Readonly<Record<string, string>>;
  /** 200, or 404 for the default page (an unknown path). Pages with unknown slugs answer 404 themselves. */
  readonly status: 200 | 404;
  /** The path as asked (no query). */
  readonly path: string;
  /**
   * Whether the language came from the address without its query (`/us`, `/en/…`, a blog post in
   * the language it is written in), not from `?lang=`.
   */
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
 * Paths that show the landing beside its own paths (docs/product.md#landing-by-path):
 * campaign paths containing `descuento` (the discount bar) and other paths containing `masterclass`
 * (the tighter banner), one segment each.
 */
export function isCampaignLandingPath(path: string): boolean {
  return /^\/[^/]+\/?$/.test(path) && (path.includes('descuento') || path.includes('masterclass'));
}

/**
 * The page a customer lands on after paying (docs/product.md#routes): the landing without its sales parts (the
 * deadline bar, the enrolment calls, pricing, start-date cards, scholarship offers), with the next
 * steps instead.
 */
export function isPaymentSuccessPath(path: string): boolean {
  return path === '/payment-success';
}

/** The query parameters pages render from: `lang` everywhere, the payment's on the page after paying (lib/purchase.ts). */
const PAGE_PARAMS: readonly string[] = ['lang'];
const PAYMENT_PARAMS: readonly string[] = ['lang', 'mount', 'invoice_id', 'session_id'];

/**
 * The part of `search` the page at `path` renders from, in a fixed order (`?lang=en`), or ''. The
 * server caches and renders a page from this alone: the rest of a query (campaign tags, anything a
 * visitor adds) cannot make a page differ, so it cannot make the server render one again.
 */
export function pageQuery(path: string, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of isPaymentSuccessPath(path) ? PAYMENT_PARAMS : PAGE_PARAMS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Which screen answers `path` (and `search`, for `?lang=`). A blog post is in the language it is
 * written in (`postLang`, from the content) unless `?lang=` asks for the other.
 */
export function resolveRoute(path: string, search = '', postLang?: PostLang): ResolvedRoute {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = matchRoutes(TABLE, clean)?.at(-1);
  const asked = queryLang(search);
  if (match) {
    const handle = match.route.handle as { page: PageId; lang?: Lang };
    const params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const written = handle.page === 'blogPost' && params.slug !== undefined ? postLang?.(params.slug) : undefined;
    const own = handle.lang ?? (asked ? undefined : written);
    return { page: handle.page, lang: own ?? asked ?? 'es', params, status: 200, path: clean, langFromPath: own !== undefined };
  }
  const lang = asked ?? 'es';
  if (/^\/@[^/]+$/.test(clean)) {
    return {
      page: 'profile',
      lang,
      params: { handle: decodeURIComponentSafe(clean.slice(2)) },
      status: 200,
      path: clean,
      langFromPath: false,
    };
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
 * The path twins (`/` ↔ `/us`, `/testimonios` ↔ `/testimonials`): a screen's first Spanish and
 * first English fixed path in ROUTES, derived so a new route with a path for each language needs no
 * list of its own. Paths with parameters (the enrolment pages) pair by their own rule below.
 */
const PATH_TWINS: ReadonlyArray<readonly [es: string, en: string]> = Object.values(ROUTES).flatMap((defs: readonly PathDef[]) => {
  const first = (lang: Lang) => defs.find((def) => def.lang === lang && !def.path.includes(':'))?.path;
  const es = first('es');
  const en = first('en');
  return es !== undefined && en !== undefined ? [[es, en] as const] : [];
});

/**
 * The same screen in the other language, where the site has one (for `hreflang` and the
 * language switch): a path twin (`/` ↔ `/us`, `/testimonios` ↔ `/testimonials`, `/enroll` ↔
 * `/en/enroll`), else the same path with `?lang=en`.
 */
export function languageTwin(route: ResolvedRoute, lang: Lang): string {
  if (route.lang === lang) return lang === 'en' && !route.langFromPath ? `${route.path}?lang=en` : route.path;
  const enrol = /^\/(en\/)?(inscripcion|enroll)\/(.+)$/.exec(route.path);
  if (enrol) return `${lang === 'en' ? '/en/' : '/'}${enrol[2]}/${enrol[3]}`;
  for (const [es, en] of PATH_TWINS) {
    if (route.path === es || route.path === en) return lang === 'en' ? en : es;
  }
  if (lang === 'en') return `${route.path}?lang=en`;
  // A path English by itself (an unknown `/en/…`) needs asking for Spanish.
  return route.langFromPath ? `${route.path}?lang=es` : route.path;
}

/**
 * The canonical path of a route: the one address of its screen in its language. Aliases (`/quiz`,
 * `/conecta`), campaign paths of the landing and `?lang=` on a path with its own language all
 * point here; an enrolment page is its bootcamp's (`/enroll/{bootcamp}`, the visitor's country is
 * picked on the page), and a blog post's is its own address in the language it is written in.
 */
export function canonicalPath(route: ResolvedRoute): string {
  // The landing's campaign paths and its A/B variant are the landing's aliases.
  if ((route.page === 'landing' && !isPaymentSuccessPath(route.path)) || route.page === 'landingV2') return paths.home(route.lang);
  if (route.page === 'blogPost') return route.path;
  if (route.page === 'enrolment' && route.params.bootcamp !== undefined) {
    return `${route.lang === 'en' ? '/en' : ''}/enroll/${encodeURIComponent(route.params.bootcamp)}`;
  }
  if (route.page === 'enrolment' || route.page === 'profile' || route.page === 'notFound' || route.page === 'landing') {
    return route.lang === 'en' && !route.langFromPath ? `${route.path}?lang=en` : route.path;
  }
  const first = ROUTES[route.page][0]!;
  // The first path as it reads by itself (in its own language, if it has one), then in the route's.
  return languageTwin({ ...route, path: first.path, lang: first.lang ?? route.lang, langFromPath: first.lang !== undefined }, route.lang);
}

/**
 * The canonical path of the same screen in each language the site has it in (for `hreflang`, the
 * sitemap and `og:locale:alternate`): only canonicals, never an alias. A blog post is in the one
 * language it is written in; a path in one language only (`/guia-us`) has no twin.
 */
export function canonicalTwins(route: ResolvedRoute): Partial<Record<Lang, string>> {
  if (route.page === 'blogPost') {
    const written: Lang = route.langFromPath ? route.lang : route.lang === 'en' ? 'es' : 'en';
    return { [written]: route.path };
  }
  const twins: Partial<Record<Lang, string>> = {};
  for (const lang of ['es', 'en'] as const) {
    const twin = new URL(languageTwin(route, lang), 'http://site.invalid');
    const there = resolveRoute(twin.pathname, twin.search);
    if (there.lang === lang) twins[lang] = canonicalPath(there);
  }
  return twins;
}

/** The fixed paths (no parameters), each with the languages it is shown in and the query that asks for each. */
export function fixedPaths(): Array<{ path: string; langs: Lang[]; query: Record<Lang, string> }> {
  return Object.values(ROUTES)
    .flat()
    .filter((def) => !def.path.includes(':'))
    .map((def) => ({ path: def.path, langs: def.lang ? [def.lang] : ['es', 'en'], query: { es: '', en: def.lang ? '' : '?lang=en' } }));
}
