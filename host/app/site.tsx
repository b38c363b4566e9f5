/**
 * What every component may ask about the page beside its language: the resolved route (screen,
 * path parameters) and "now" for content that depends on the date (start cards drop out once
 * begun). "Now" is the render time the server wrote into the page while a component hydrates,
 * then the browser's clock, so hydration sees the same markup the server sent.
 *
 * The browser's clock is an external store read by the components that use it, not a context
 * value that changes after hydration: a context change would reach the sections still waiting for
 * their code (lib/deferred-section.tsx) and make React drop their server markup.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ResolvedRoute } from './routes';

export interface Site {
  readonly route: ResolvedRoute;
  /** The render time the server wrote into the page (ms since the epoch). */
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

/** The browser's time, read once per page (content is judged against one instant). */
let browserNow: number | undefined;
const browserSnapshot = (): number => (browserNow ??= Date.now());
const unchanging = (): (() => void) => () => undefined;

/** The time content is judged against (ms since the epoch): the server's render time while hydrating, then the browser's. */
export function useNow(): number {
  const renderedAt = useSite().now;
  return useSyncExternalStore(unchanging, browserSnapshot, () => renderedAt);
}
