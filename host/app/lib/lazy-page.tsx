/**
 * A page module loaded on first use (code splitting), that can also be loaded *before* React
 * renders: the server and the browser's hydration load the page of the URL first and render it
 * at once, so the pre-rendered HTML and the first client render are the same; a later navigation
 * to a page not loaded yet suspends, and the router's Suspense shows 'Cargando...'.
 */
import { use, type ComponentType } from 'react';

/** A lazily loaded page component with a `preload()` that resolves once it can render without suspending. */
export interface LazyPage {
  (): React.ReactNode;
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk (offline) may be asked again on the next navigation
        throw error;
      },
    ));
  function Page(): React.ReactNode {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
