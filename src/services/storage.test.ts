import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookies, createCookieJar, createStore, local, session } from './storage';

const isPoint = (v: unknown): v is { x: number } => typeof v === 'object' && v !== null && typeof (v as { x?: unknown }).x === 'number';

function quotaError(): Error {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('local and session stores', () => {
  it('read and write the real storages', () => {
    local.set('a', '1');
    session.set('b', '2');
    expect(localStorage.getItem('a')).toBe('1');
    expect(sessionStorage.getItem('b')).toBe('2');
    expect(local.get('a')).toBe('1');
    expect(session.get('b')).toBe('2');
    local.remove('a');
    expect(local.get('a')).toBeNull();
    expect(localStorage.getItem('a')).toBeNull();
  });

  it('round-trips JSON with a shape check', () => {
    local.setJSON('p', { x: 3 });
    expect(localStorage.getItem('p')).toBe('{"x":3}');
    expect(local.getJSON('p', isPoint)).toEqual({ x: 3 });
    expect(local.getJSON('missing', isPoint)).toBeUndefined();
  });

  it('removes corrupt JSON and returns undefined', () => {
    localStorage.setItem('p', '{"x":');
    expect(local.getJSON('p', isPoint)).toBeUndefined();
    expect(localStorage.getItem('p')).toBeNull();
  });

  it('removes a value of the wrong shape and returns undefined', () => {
    localStorage.setItem('p', '{"x":"3"}');
    expect(local.getJSON('p', isPoint)).toBeUndefined();
    expect(localStorage.getItem('p')).toBeNull();
  });

  it('survives a validator that throws', () => {
    localStorage.setItem('p', '{"x":3}');
    const explode = (_v: unknown): _v is never => {
      throw new Error('boom');
    };
    expect(local.getJSON('p', explode)).toBeUndefined();
  });

  it('ignores values JSON cannot represent', () => {
    local.setJSON('p', { x: 1 });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => local.setJSON('p', circular)).not.toThrow();
    expect(() => local.setJSON('p', 10n)).not.toThrow();
    expect(local.getJSON('p', isPoint)).toEqual({ x: 1 });
    local.setJSON('p', undefined);
    expect(local.get('p')).toBeNull();
  });

  describe('when the localStorage getter throws (sandboxed iframe)', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    beforeEach(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    afterEach(() => {
      if (original) Object.defineProperty(window, 'localStorage', original);
    });

    it('keeps values in memory for the page view', () => {
      expect(() => local.set('k', 'v')).not.toThrow();
      expect(local.get('k')).toBe('v');
      local.setJSON('p', { x: 1 });
      expect(local.getJSON('p', isPoint)).toEqual({ x: 1 });
      expect(() => local.remove('k')).not.toThrow();
      expect(local.get('k')).toBeNull();
      expect(local.get('never-set')).toBeNull();
      local.remove('p');
    });
  });

  it('keeps the value in memory when setItem throws QuotaExceeded', () => {
    const real = new Map<string, string>();
    const full = {
      getItem: (k: string) => real.get(k) ?? null,
      setItem: vi.fn((_k: string, _v: string) => {
        throw quotaError();
      }),
      removeItem: (k: string) => void real.delete(k),
    } as unknown as Storage;
    real.set('k', 'old');
    const store = createStore(() => full);
    expect(() => store.set('k', 'new')).not.toThrow();
    expect(store.get('k')).toBe('new');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    expect(real.has('k')).toBe(false);
  });

  it('goes back to the real storage once a write succeeds again', () => {
    const real = new Map<string, string>();
    let fullNow = true;
    const storage = {
      getItem: (k: string) => real.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (fullNow) throw quotaError();
        real.set(k, v);
      },
      removeItem: (k: string) => void real.delete(k),
    } as unknown as Storage;
    const store = createStore(() => storage);
    store.set('k', 'memory');
    fullNow = false;
    store.set('k', 'disk');
    real.set('k', 'from another tab');
    expect(store.get('k')).toBe('from another tab');
  });

  it('survives every Storage method throwing', () => {
    const hostile = new Proxy({} as Storage, {
      get() {
        throw new Error('denied');
      },
    });
    const store = createStore(() => hostile);
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBe('v');
    expect(() => store.remove('k')).not.toThrow();
    expect(store.getJSON('k', isPoint)).toBeUndefined();
  });
});

describe('cookies', () => {
  it('sets, reads and removes a cookie with encoding', () => {
    cookies.set('discount-temporal-x', '1700000000000', { maxAgeSeconds: 86400 });
    expect(cookies.get('discount-temporal-x')).toBe('1700000000000');
    cookies.set('odd name', 'a;b=c é');
    expect(document.cookie).toContain('odd%20name=a%3Bb%3Dc%20%C3%A9');
    expect(cookies.get('odd name')).toBe('a;b=c é');
    cookies.remove('discount-temporal-x');
    expect(cookies.get('discount-temporal-x')).toBeUndefined();
    expect(cookies.get('never-set')).toBeUndefined();
  });

  it('writes path, SameSite, expiry and Secure only on https', () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    const jar = createCookieJar();
    const expires = new Date(Date.UTC(2030, 0, 1));
    jar.set('a', '1', { expires, sameSite: 'Strict', path: '/x' });
    expect(spy).toHaveBeenLastCalledWith(`a=1; path=/x; expires=${expires.toUTCString()}; SameSite=Strict`);
    jar.set('b', '2', { maxAgeSeconds: 60 });
    expect(spy).toHaveBeenLastCalledWith('b=2; path=/; max-age=60; SameSite=Lax');

    vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol: 'https:' } as Location);
    jar.set('c', '3');
    expect(spy).toHaveBeenLastCalledWith('c=3; path=/; SameSite=Lax; Secure');
  });

  it('decodes foreign cookies that are not URI-encoded without throwing', () => {
    document.cookie = 'raw=100%; path=/';
    expect(cookies.get('raw')).toBe('100%');
  });

  describe('when document.cookie throws', () => {
    beforeEach(() => {
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        set() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    afterEach(() => {
      delete (document as { cookie?: string }).cookie;
    });

    it('keeps values in memory for the page view', () => {
      expect(() => document.cookie).toThrow();
      const jar = createCookieJar();
      expect(jar.get('a')).toBeUndefined();
      expect(() => jar.set('a', '1', { maxAgeSeconds: 60 })).not.toThrow();
      expect(jar.get('a')).toBe('1');
      expect(() => jar.remove('a')).not.toThrow();
      expect(jar.get('a')).toBeUndefined();
    });

    it('honours expiry in memory', () => {
      vi.useFakeTimers();
      try {
        const jar = createCookieJar();
        jar.set('a', '1', { maxAgeSeconds: 10 });
        vi.advanceTimersByTime(9_999);
        expect(jar.get('a')).toBe('1');
        vi.advanceTimersByTime(1);
        expect(jar.get('a')).toBeUndefined();
        jar.set('b', '1', { expires: new Date(Date.now() - 1) });
        expect(jar.get('b')).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('falls back to memory when writes are silently dropped (blocked cookies)', () => {
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    try {
      const jar = createCookieJar();
      jar.set('a', '1');
      expect(document.cookie).toBe('');
      expect(jar.get('a')).toBe('1');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
