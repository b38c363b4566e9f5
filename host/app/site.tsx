/**
 * What every component may ask about the page beside its language: the resolved route (screen,
 * path parameters) and "now" for content that depends on the date (start cards drop out once
 * begun). "Now" is the render time the server wrote into the page until the browser has hydrated,
 * then the browser's clock, so hydration sees the same markup the server sent.
 */
import { createContext, useContext } from 'react';
import type { ResolvedRoute } from './routes';

export interface Site {
  readonly route: ResolvedRoute;
  readonly now: number;
}

export const SiteContext = createContext<Site | null>(null);

function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: render inside <App>');
  return site;
}

/** The route of the page being shown. */
export const useRoute = (): ResolvedRoute => useSite().route;

/** The time content is judged against (ms since the epoch). */
export const useNow = (): number => useSite().now;
