/** Options for `cookies.set`; `path` defaults to '/', `sameSite` to 'Lax'. */
export interface CookieOptions {
  maxAgeSeconds?: number;
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Cookie access that never throws; see `cookies`. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, path?: string): void;
}

/** Key/value access to a Web Storage that never throws; see `createStore`. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJSON<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  setJSON(key: string, value: unknown): void;
}

interface MemoryCookie {
  value: string;
  expiresAt: number | undefined;
}

function expiryOf(options: CookieOptions): number | undefined {
  if (options.maxAgeSeconds !== undefined) return Date.now() + options.maxAgeSeconds * 1000;
  return options.expires?.getTime();
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a foreign cookie with a stray '%' must not hide the others
  }
}

function readDocumentCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (decode(pair.slice(0, eq).trim()) === name) return decode(pair.slice(eq + 1).trim());
  }
  return undefined;
}

function isHttps(): boolean {
  try {
    return window.location.protocol === 'https:';
  } catch {
    return false;
  }
}

function serialize(name: string, value: string, options: CookieOptions): string {
  let text = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`;
  if (options.maxAgeSeconds !== undefined) text += `; max-age=${Math.floor(options.maxAgeSeconds)}`;
  if (options.expires) text += `; expires=${options.expires.toUTCString()}`;
  text += `; SameSite=${options.sameSite ?? 'Lax'}`;
  if (isHttps()) text += '; Secure';
  return text;
}

/** Builds a cookie jar over `document.cookie` with an in-memory fallback for this page view. */
export function createCookieJar(): CookieJar {
  // Used when document.cookie throws (sandboxed iframe) or silently drops writes (blocked cookies).
  const memory = new Map<string, MemoryCookie>();

  function fromMemory(name: string): string | undefined {
    const entry = memory.get(name);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      memory.delete(name);
      return undefined;
    }
    return entry.value;
  }

  return {
    get(name) {
      if (memory.has(name)) return fromMemory(name);
      try {
        return readDocumentCookie(name);
      } catch {
        return undefined;
      }
    },
    set(name, value, options = {}) {
      const expiresAt = expiryOf(options);
      const expired = expiresAt !== undefined && expiresAt <= Date.now();
      memory.delete(name);
      try {
        document.cookie = serialize(name, value, options);
        // Read back: a blocked jar ignores the write without throwing.
        if (expired || readDocumentCookie(name) === value) return;
      } catch {
        // fall through to memory
      }
      if (!expired) memory.set(name, { value, expiresAt });
    },
    remove(name, path = '/') {
      memory.delete(name);
      try {
        document.cookie = serialize(name, '', { path, maxAgeSeconds: 0, expires: new Date(0) });
      } catch {
        // nothing stored there to remove
      }
    },
  };
}

/** Cookies for the page; never throws, falls back to memory when cookies are unavailable. */
export const cookies: CookieJar = /* @__PURE__ */ createCookieJar();

/** Builds a store over the Storage that `getStorage` returns, falling back to memory when it throws. */
export function createStore(getStorage: () => Storage): KeyValueStore {
  // Values whose write failed (quota, blocked storage); newer than anything in the real storage.
  const memory = new Map<string, string>();

  const store: KeyValueStore = {
    get(key) {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStorage().setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        getStorage().removeItem(key);
      } catch {
        // already gone from memory; the real storage is out of reach
      }
    },
    getJSON(key, isValid) {
      const raw = store.get(key);
      if (raw === null) return undefined;
      try {
        const value: unknown = JSON.parse(raw);
        if (isValid(value)) return value;
      } catch {
        // corrupt JSON (or a validator that throws) is treated like an invalid shape
      }
      store.remove(key); // so the next read does not trip over it again
      return undefined;
    },
    setJSON(key, value) {
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        return; // circular or BigInt: keep the previous value rather than throw
      }
      if (text === undefined) store.remove(key);
      else store.set(key, text);
    },
  };
  return store;
}

/** localStorage that never throws (memory for the page view when blocked or full). */
export const local: KeyValueStore = /* @__PURE__ */ createStore(() => window.localStorage);

/** sessionStorage that never throws (memory for the page view when blocked or full). */
export const session: KeyValueStore = /* @__PURE__ */ createStore(() => window.sessionStorage);
