/**
 * State that every copy of Embudo on a page shares. A page may load several of our scripts
 * (`countdown.js` beside `embudo.js`, a lead modal's form script, two versions): each bundles its
 * own copy of the modules, so a module-level variable would exist once per copy — two scroll locks
 * undoing each other, two toasters, two geolocation lookups. Such state lives on `document` under a
 * `Symbol.for('embudo.<name>')` key instead: the same symbol in every copy, out of the way of the
 * page's own properties and their enumeration, and gone with the document.
 *
 * A slot's name is part of the page-wide contract between versions: renaming one makes two
 * versions on a page stop sharing it.
 */
export interface PageSlot<T> {
  /** The value, or `undefined` when none is set. */
  get(): T | undefined;
  /** Sets the value and returns it. */
  set(value: T): T;
  /** The value, made by `init` and kept when none is set yet. */
  ensure(init: () => T): T;
  /** Forgets the value (state that ends — a released lock, a watch without followers — and tests). */
  clear(): void;
}

/** The page-wide slot `embudo.<name>` (see above). */
export function pageSlot<T>(name: string): PageSlot<T> {
  const key = Symbol.for(`embudo.${name}`);
  const doc = (): Record<symbol, T | undefined> => document as unknown as Record<symbol, T | undefined>;
  return {
    get: () => doc()[key],
    set: (value) => (doc()[key] = value),
    ensure: (init) => (doc()[key] ??= init()),
    clear: () => void delete doc()[key],
  };
}
