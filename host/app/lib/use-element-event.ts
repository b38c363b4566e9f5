/**
 * Listens to an Embudo element's event through a ref, for trees rendered on the server.
 *
 * React 19 attaches a custom element's `on<event>` prop when it mounts the element on the client,
 * but not when it hydrates server markup: the listener arrives only with the first re-render
 * (react#35446). Pre-rendered pages must not depend on a re-render happening, so they listen here:
 * `<embudo-pricing ref={useElementEvent('embudo-pricing', 'embudo-country-change', onChange)} />`.
 * The handler's type comes from the generated JSX types of the element.
 */
import { useCallback, useEffect, useRef, type ComponentProps, type RefCallback } from 'react';

type EmbudoTag = Extract<keyof React.JSX.IntrinsicElements, `embudo-${string}`>;
type Handler<Tag extends EmbudoTag, Name extends string> = NonNullable<ComponentProps<Tag>[`on${Name}` & keyof ComponentProps<Tag>]>;

export function useElementEvent<Tag extends EmbudoTag, Name extends string>(
  _tag: Tag,
  type: Name,
  handler: Handler<Tag, Name> | undefined,
): RefCallback<HTMLElement> {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const listener = (event: Event) => (latest.current as ((event: Event) => void) | undefined)?.(event);
      node.addEventListener(type, listener);
      return () => node.removeEventListener(type, listener);
    },
    [type],
  );
}
