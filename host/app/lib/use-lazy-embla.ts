/**
 * An embla carousel (the well-kept carousel library) whose code loads only when its viewport comes
 * near the screen or is touched or focused: the carousels sit far below the fold, and embla with
 * autoplay is about 9 KB of the landing's JavaScript that the first paint does not need. Until it
 * has loaded, the slides are plain markup; the returned API is `undefined` then (as
 * embla-carousel-react's is before it mounts).
 */
import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

/** How far below the screen a carousel starts loading. */
const LOAD_MARGIN = '400px 0px';

/**
 * `[ref, api]`: put `ref` on the carousel's viewport element. `options` and `autoplay` are read
 * once, when embla starts (as with embla-carousel-react's first render).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay?: Partial<AutoplayOptionsType>,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  // The first settings are the settings: a re-render must not restart the carousel.
  const [settings] = useState(() => ({ options, autoplay }));

  useEffect(() => {
    if (!node || wanted) return;
    const want = () => setWanted(true);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: LOAD_MARGIN })
        : undefined;
    if (observer) observer.observe(node);
    else want();
    node.addEventListener('focusin', want);
    node.addEventListener('pointerdown', want);
    return () => {
      observer?.disconnect();
      node.removeEventListener('focusin', want);
      node.removeEventListener('pointerdown', want);
    };
  }, [node, wanted]);

  useEffect(() => {
    if (!node || !wanted) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    Promise.all([import('embla-carousel'), settings.autoplay ? import('embla-carousel-autoplay') : undefined]).then(
      ([core, plugin]) => {
        if (cancelled) return;
        embla = core.default(node, settings.options, plugin && settings.autoplay ? [plugin.default(settings.autoplay)] : []);
        setApi(embla);
      },
      // Offline or a failed chunk: the slides stay a plain list, the buttons do nothing.
      () => undefined,
    );
    return () => {
      cancelled = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, [node, wanted, settings]);

  return [setNode, api];
}
