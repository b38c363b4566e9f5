/**
 * The site: the route of the URL (routes.ts) decides the page; the page's module loads lazily, with
 * 'Cargando...' while it does. The same tree renders on the server (entry-server.tsx) and hydrates
 * in the browser (main.tsx).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { ContentContext, postLangOf, type SiteContent } from './content';
import { headFor } from './head';
import { LangContext, useCopy } from './i18n';
import { SectionBoundary } from './lib/section-boundary';
import { PAGES } from './pages';
import { resolveRoute } from './routes';
import { SiteContext } from './site';

export const LOADING = { es: 'Cargando...', en: 'Loading...' } as const;

/** The spinner shown while a page's module loads (docs/product.md#routes). */
export function Loading() {
  const text = useCopy(LOADING);
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

export function App({ renderedAt, content }: { renderedAt: number; content: SiteContent }) {
  const location = useLocation();
  const route = useMemo(
    () => resolveRoute(location.pathname, location.search, postLangOf(content)),
    [location.pathname, location.search, content],
  );
  // The server's render time; components read the visitor's clock once hydrated (useNow).
  const site = useMemo(() => ({ route, now: renderedAt }), [route, renderedAt]);
  const Page = PAGES[route.page];

  // Client navigation: the head follows the page (the server wrote it for the first one). A ref,
  // not state: hydration must not re-render the page (see lib/deferred-section.tsx).
  const headRoute = useRef(route);
  useEffect(() => {
    if (headRoute.current === route) return;
    headRoute.current = route;
    const head = headFor(route);
    document.title = head.title;
    document.documentElement.lang = head.lang;
    document.querySelector('meta[name=description]')?.setAttribute('content', head.description);
    document.querySelector('link[rel=canonical]')?.setAttribute('href', new URL(head.canonical, window.location.href).href);
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [route]);

  return (
    <ContentContext value={content}>
      <LangContext value={route.lang}>
        <SiteContext value={site}>
          {/* Keyed by screen: the router navigates in a transition, which would keep the old page on
              screen while the next one loads; a new boundary shows 'Cargando...' instead. A page
              that throws costs the page only, not the site's root (lib/section-boundary.tsx). */}
          <SectionBoundary key={route.page} name={`page ${route.page}`} loading={<Loading />} essential>
            <Page />
          </SectionBoundary>
        </SiteContext>
      </LangContext>
    </ContentContext>
  );
}
