/**
 * A below-the-fold section whose code loads when the visitor comes near it, not with the page.
 *
 * The server renders it in full (`preloadDeferredSections()` runs before every render), so the
 * HTML holds all of its text. In the browser, the page hydrates without it: React keeps the
 * server's markup of a suspended Suspense boundary exactly as it is, and hydrates that boundary
 * once the section's chunk has loaded. The chunk loads when the section comes within
 * `LOAD_MARGIN` of the screen, or on the first focus or touch inside it (a keyboard or a fast
 * finger gets there before the observer). A visitor who never scrolls never downloads it.
 *
 * A button pressed before then is pressed again once the section has hydrated (React itself drops
 * presses on markup it has not hydrated); the wrapper then carries `data-ready`.
 *
 * If the chunk cannot load (offline), the section stays the server's markup: readable, its links
 * working, its buttons idle; the next approach or press tries again. It never turns into an error
 * or a blank. A section that throws on the server is written empty, and the render hears of it
 * (lib/section-boundary.tsx NotRendered).
 */
import { memo, Suspense, use, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { pageStatus } from './page-status';
import { NotRendered } from './section-boundary';

/** How far below (or above) the screen a section starts loading: about a phone screen. */
export const LOAD_MARGIN = '800px 0px';

/** What asks for a section's code besides its approach. */
const PRESSES = ['pointerdown', 'focusin', 'click'] as const;

const preloaders: Array<() => Promise<void>> = [];

/** Loads every deferred section's code (the server, before it renders). */
export async function preloadDeferredSections(): Promise<void> {
  await Promise.all(preloaders.map((preload) => preload()));
}

/** A section component whose module loads on approach; `load` resolves to the section's component. */
export function deferredSection(name: string, load: () => Promise<ComponentType>): ComponentType {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  preloaders.push(preload);

  // Loads when wanted; a failed load (offline) is tried again the next time it is wanted (the
  // next approach or press). Never rejects: until then the server's markup stays in place.
  let wake: () => void = () => undefined;
  const ready: Promise<void> = (async () => {
    for (;;) {
      await new Promise<void>((resolve) => (wake = resolve));
      try {
        return await preload();
      } catch {
        // stays the server's markup; the next want() tries again
      }
    }
  })();
  const want = () => wake();

  function Body({ onReady }: { onReady: () => void }): React.ReactNode {
    if (!Loaded) use(ready);
    useEffect(onReady, [onReady]);
    const Component = Loaded!;
    return <Component />;
  }

  function DeferredSection(): React.ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    // A button pressed before the section's code arrived (a fast tap as it scrolls in): pressed
    // again once hydrated, so the visitor's action is not lost.
    const pressed = useRef<HTMLElement | null>(null);
    const hydrated = useRef(false);
    const onReady = useCallback(() => {
      hydrated.current = true;
      ref.current?.setAttribute('data-ready', '');
      const button = pressed.current;
      pressed.current = null;
      if (button?.isConnected) button.click();
    }, []);

    useEffect(() => {
      const node = ref.current;
      if (!node || hydrated.current) return;
      // React stops every press on markup it has not hydrated yet at its root (and does not replay
      // it), so the section listens at the document, before React: a press asks for the code, and
      // a button's press (an opener of the widgets too) is made again once the section has hydrated.
      const onPress = (event: Event) => {
        if (hydrated.current || !(event.target instanceof Node) || !node.contains(event.target)) return;
        want();
        if (event.type !== 'click') return;
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button) pressed.current = button;
      };
      const observer =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: LOAD_MARGIN })
          : undefined;
      if (observer) observer.observe(node);
      else want();
      for (const type of PRESSES) document.addEventListener(type, onPress, true);
      return () => {
        observer?.disconnect();
        for (const type of PRESSES) document.removeEventListener(type, onPress, true);
      };
    }, []);
    return (
      <div ref={ref} className="deferred-section" data-section={name}>
        {pageStatus.guarded(name) ? (
          <Suspense fallback={<NotRendered name={name} />}>
            <Body onReady={onReady} />
          </Suspense>
        ) : (
          <Body onReady={onReady} />
        )}
      </div>
    );
  }
  DeferredSection.displayName = `Deferred(${name})`;
  // Memo: a re-render of the page must not reach a boundary that still waits for its code, since
  // new props there make React drop the server's markup (the same holds for context changes, so
  // the contexts above keep their values after hydration; see site.tsx).
  return memo(DeferredSection);
}
