/**
 * The server-side render of one URL: the page's HTML, its head and its status. Used by the build
 * to pre-render every fixed path (scripts/prerender.ts) and by the server for parametrised paths
 * (`/blog/{slug}`, `/@{handle}`, enrolment slugs) at request time.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { postLangOf, type SiteContent } from './content';
import { headFor, type Head } from './head';
import { PAGES } from './pages';
import { resolveRoute, fixedPaths, type ResolvedRoute } from './routes';
import { pageStatus } from './lib/page-status';
import { preloadDeferredSections } from './lib/deferred-section';

export { fixedPaths };

/** One rendered page. */
export interface Rendered {
  readonly html: string;
  readonly head: Head;
  readonly status: number;
  readonly route: ResolvedRoute;
}

/** Renders `url` (path and query) as of `now`. */
export async function render(url: string, content: SiteContent, now = Date.now()): Promise<Rendered> {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const route = resolveRoute(pathname, search, postLangOf(content));
  await PAGES[route.page].preload();
  // The server renders every section in full, those the browser loads on approach too.
  await preloadDeferredSections();
  const status = { code: route.status as number, title: undefined as string | undefined };
  const html = pageStatus.collect(status, () =>
    renderToString(
      <StrictMode>
        <StaticRouter location={pathname + search}>
          <App renderedAt={now} content={content} />
        </StaticRouter>
      </StrictMode>,
    ),
  );
  return { html, head: headFor(route, status.title), status: status.code, route };
}
