/**
 * The browser entry: loads the page module of the URL, then hydrates the pre-rendered HTML with
 * the same tree the server rendered (so nothing is rendered twice and nothing moves).
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { CONTENT_ELEMENT_ID, postLangOf, type SiteContent } from './content';
import { PAGES } from './pages';
import { resolveRoute } from './routes';
import { startTracking } from './lib/tracking';
import { NO_FLAG_EMOJI } from './lib/flag';
import { rootErrorOptions } from './lib/section-boundary';
import { flagsRender } from '../../src/ui/flag';

// Before hydration: where flag emoji draw as letters or empty boxes, the flags show their codes (lib/flag).
if (!flagsRender()) document.documentElement.classList.add(NO_FLAG_EMOJI);

const root = document.getElementById('root')!;
const renderedAt = Number(root.dataset.renderedAt) || Date.now();
const content = JSON.parse(document.getElementById(CONTENT_ELEMENT_ID)!.textContent!) as SiteContent;
const route = resolveRoute(location.pathname, location.search, postLangOf(content));

PAGES[route.page]
  .preload()
  .catch(() => undefined) // the Suspense boundary shows 'Cargando...' and retries
  .then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <App renderedAt={renderedAt} content={content} />
        </BrowserRouter>
      </StrictMode>,
      rootErrorOptions,
    );
    startTracking(route, content.settings);
  });
