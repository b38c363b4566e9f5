/**
 * A part of a widget that its element does not need at first paint (a modal's form, a popup's
 * view, the lower half of a block), loaded after the page: once per page however many elements
 * use it, on idle after the page's load event (at most 2 s later) or at once when something needs
 * it first. A failed load logs one console error and is tried again by the next `load()`, and by
 * itself when the connection comes back if the browser was offline.
 */
export interface LazyPart<T> {
  /** The part, once it has arrived. */
  readonly value: T | undefined;
  /** Settles when the part arrives; never rejects (a failed load leaves it pending until a retry succeeds). */
  readonly arrived: Promise<T>;
  /** Calls `use` with the part: now when it has arrived, else when it arrives. */
  use(use: (part: T) => void): void;
  /** Loads now unless loaded or loading; resolves with the part, rejects (after one console error) when the load failed. */
  load(): Promise<T>;
  /**
   * Loads once the page has loaded and is idle (at most 2 s after its load event), or in a
   * microtask when `now`. With `owner` (the widget class), only while the page's element of its
   * tag is that class or none: a second copy of the script on the page loads nothing.
   */
  loadWhenIdle(now?: boolean, owner?: { readonly tagName: string }): void;
}

/**
 * `tag` and `what` name the part in the console error (`[embudo-x] the form could not be loaded
 * (reason); the next open tries again.`), `retry` says when it is tried again. `load` is read at
 * each attempt (a dynamic import in the ESM build, a script tag in a standalone script).
 */
export function lazyPart<T>(tag: string, what: string, retry: string, load: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let resolve!: (part: T) => void;
  const arrived = new Promise<T>((r) => (resolve = r));
  const part: LazyPart<T> = {
    get value() {
      return value;
    },
    arrived,
    use(use) {
      if (value !== undefined) use(value);
      else void arrived.then(use);
    },
    load() {
      if (value !== undefined) return Promise.resolve(value);
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          resolve(loaded);
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          console.error(`[${tag}] ${what} could not be loaded (${error instanceof Error ? error.message : String(error)}); ${retry}.`);
          // Offline: fetched again as soon as the connection is back, so the next use is instant.
          if (typeof navigator !== 'undefined' && navigator.onLine === false) {
            addEventListener('online', () => void part.load().catch(() => undefined), { once: true });
          }
          throw error;
        },
      );
      return loading;
    },
    loadWhenIdle(now = false, owner) {
      if (typeof window === 'undefined') return;
      const start = (): void => loadFor(part, owner);
      if (now) return queueMicrotask(start);
      afterLoad(() => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200)));
    },
  };
  return part;
}

/** Runs `run` once the page's load event has passed. */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

/** Loads `part` unless `owner`'s tag is defined by another class: a second copy of the widget's script loads nothing. */
function loadFor(part: LazyPart<unknown>, owner?: { readonly tagName: string }): void {
  const defined = owner && customElements.get(owner.tagName);
  if (!defined || defined === (owner as unknown)) void part.load().catch(() => undefined);
}

/**
 * Loads `part`, a part below a block's first screen, when it is about to be seen or the page has
 * settled, whichever comes first: once the page has loaded, as soon as `target()` (read then: the
 * room kept for the part) comes within a tenth of a screen of the viewport, else on idle 3 s after
 * the load event, so a visitor who reads before scrolling finds it ready while the page's own
 * loading never shares the main thread with it. Without an IntersectionObserver or a target, as
 * `part.loadWhenIdle`. `owner` as there.
 */
export function loadWhenNear(part: LazyPart<unknown>, target: () => Element | null | undefined, owner?: { readonly tagName: string }): void {
  if (typeof window === 'undefined') return;
  afterLoad(() => {
    const room = target();
    if (!room || typeof IntersectionObserver !== 'function') return part.loadWhenIdle(false, owner);
    // Whichever comes first; both are asynchronous, so `near` and `settled` are set by then.
    function now(): void {
      clearTimeout(settled);
      near.disconnect();
      loadFor(part, owner);
    }
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && now(), { rootMargin: '10% 0px' });
    near.observe(room);
    const settled = setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(now, { timeout: 2000 }) : now()), 3000);
  });
}
