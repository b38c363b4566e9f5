/**
 * The server-side render of one URL: the page's HTML, its head and its status. Used by the build
 * to pre-render every fixed path (scripts/prerender.ts) and by the server for parametrised paths
 * (`/blog/{slug}`, `/@{handle}`, enrolment slugs) at request time.
 */
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { postLangOf, type SiteContent } from './content';
import { headFor, type Head } from './head';
import { PAGES } from './pages';
import { resolveRoute, fixedPaths, pageQuery, type ResolvedRoute } from './routes';
import { ogCards, seoFor, sitemapEntries, type Seo, type SeoOptions, type SitemapEntry } from './seo';
import { pageStatus } from './lib/page-status';
import { preloadDeferredSections } from './lib/deferred-section';

export { fixedPaths, ogCards, pageQuery };

/** One rendered page. */
export interface Rendered {
  readonly html: string;
  readonly head: Head;
  readonly status: number;
  readonly route: ResolvedRoute;
  /** The preview (Open Graph, card) and the JSON-LD. */
  readonly seo: Seo;
}

/** Every indexable canonical page with its language twins (the server writes /sitemap.xml from it). */
export function sitemap(content: SiteContent): SitemapEntry[] {
  return sitemapEntries(content, (route) => headFor(route));
}

/**
 * Renders `url` (path and query) as of `now`; `seo` gives the origin its JSON-LD addresses are
 * written with; `report` is told of parts served without their server render (the server passes
 * its logger; default the console).
 */
export async function render(
  url: string,
  content: SiteContent,
  now = Date.now(),
  seo: SeoOptions = { origin: '' },
  report: (message: string, causes: unknown[]) => void = (message, causes) => console.error(message, ...causes),
): Promise<Rendered> {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const route = resolveRoute(pathname, search, postLangOf(content));
  await PAGES[route.page].preload();
  // The server renders every section in full, those the browser loads on approach too.
  await preloadDeferredSections();
  const status = {
    code: route.status as number,
    title: undefined as string | undefined,
    failed: [] as Array<{ name: string; essential: boolean }>,
  };
  const app = (
    <StrictMode>
      <StaticRouter location={pathname + search}>
        <App renderedAt={now} content={content} />
      </StaticRouter>
    </StrictMode>
  );
  const html = pageStatus.collect(status, () => renderToString(app));
  if (status.failed.length > 0) {
    // A part that threw is written as React's marker and the browser renders it (lib/section-boundary.tsx):
    // the rest of the page is served as usual, unless the page cannot do without that part.
    const names = status.failed.map((part) => `"${part.name}"`).join(', ');
    const causes = status.failed.map((part) => whyFailed(app, part.name, status.failed));
    const message = `[embudo-site] ${pathname + search}: ${names} could not be rendered by the server`;
    if (status.failed.some((part) => part.essential)) throw new AggregateError(causes, `${message}; the page is not served.`);
    report(
      `${message}; the page is served without ${status.failed.length === 1 ? 'it' : 'them'} and the browser renders ${status.failed.length === 1 ? 'it' : 'them'}.`,
      causes,
    );
  }
  const post = route.page === 'blogPost' ? content.blog?.posts.find((p) => p.slug === route.params.slug) : undefined;
  const screenHead = headFor(route, status.title, status.code);
  // A post is described by its own excerpt (what a shared link and a search result show).
  const head = post ? { ...screenHead, description: post.excerpt } : screenHead;
  return { html, head, status: status.code, route, seo: seoFor(route, head, content, now, seo) };
}

/**
 * The error that made a part fail. renderToString keeps none (React's legacy server render has no
 * onError), and the streaming renderer, which has one, leaves a context's value set after an error
 * in a Suspense boundary (React 19.3: the next render then finds a router inside a router). So the
 * page is rendered again, only then, with no Suspense boundary but those of the other failed
 * parts: the part's error stops the render and is caught here.
 */
function whyFailed(app: ReactElement, name: string, failed: ReadonlyArray<{ name: string }>): unknown {
  const others = new Set(failed.filter((part) => part.name !== name).map((part) => part.name));
  try {
    pageStatus.collect({ code: 200, title: undefined, failed: [], explaining: { others } }, () => renderToString(app));
    return new Error(`"${name}" rendered the second time`);
  } catch (error) {
    return error;
  }
}
