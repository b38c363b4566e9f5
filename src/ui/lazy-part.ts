import { afterFirstMove } from './first-move';

/**
 * A part of a widget that its element does not need at first paint (a modal's form, a popup's
 * view, the lower half of a block), loaded once per page however many elements use it: on idle
 * after the visitor's first move on the page (a scroll, a tap, a key), or at once when something
 * needs it first (an open, a due popup). A page only loaded and read pays nothing for parts
 * nobody has asked for. A failed load logs one console error and is tried again by the
 * next `load()`, and by itself when the connection comes back if the browser was offline.
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
   * Loads on idle after the visitor's first move on the page (see `afterFirstMove`), or in a
   * microtask when `now`, unless something asked for the part before (an open that is loading it,
   * or whose load failed: that one is retried when the connection is back). With `owner` (the
   * widget class), only while the page's element of its tag is that class or none: a second copy
   * of the script on the page loads nothing.
   */
  loadAfterFirstMove(now?: boolean, owner?: { readonly tagName: string }): void;
}

/**
 * `tag` and `what` name the part in the console error (`[embudo-x] the form could not be loaded
 * (reason); the next open tries again.`), `retry` says when it is tried again. `load` is read at
 * each attempt (a dynamic import in the ESM build, a script tag in a standalone script).
 */
export function lazyPart<T>(tag: string, what: string, retry: string, load: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  /** Whether anything asked for the part yet: a preload after an ask (loading, or failed and waiting to retry) adds nothing. */
  let asked = false;
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
      asked = true;
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
    loadAfterFirstMove(now = false, owner) {
      if (typeof window === 'undefined') return;
      const start = (): void => void (asked || loadFor(part, owner));
      if (now) queueMicrotask(start);
      else afterFirstMove(start);
    },
  };
  return part;
}

/** Loads `part` unless `owner`'s tag is defined by another class: a second copy of the widget's script loads nothing. */
export function loadFor(part: LazyPart<unknown>, owner?: { readonly tagName: string }): void {
  const defined = owner && customElements.get(owner.tagName);
  if (!defined || defined === (owner as unknown)) void part.load().catch(() => undefined);
}

/**
 * A widget's later part, declared once on its element class:
 * `static later = laterPart(() => import('./<name>.later'))`. The build finds that declaration
 * (scripts/rollup-later.ts): the ESM build keeps the dynamic import (a chunk); a standalone script
 * gets `<name>-later.js` beside it as a script tag instead, or, with `'inline'` (a small part), the
 * part inside it. Returns the loader: the module's `later` export.
 */
export function laterPart<T>(load: () => Promise<{ later: T }>, _standalone?: 'inline'): () => Promise<T> {
  return () => load().then((module) => module.later);
}
