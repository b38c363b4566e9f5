import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fbclidShortCode } from '../contracts/events';
import { configure, resetConfigForTests } from './config';
import { FBCLID_CODE_KEY, postFbclid, resetCrmForTests } from './crm';

const FBCLID = 'IwAR2xYz_AbC-123.def';
const URL_EVENTS = `${window.location.origin}/api/events`;

function setSearch(search: string): void {
  window.history.replaceState(null, '', `/${search}`);
}

function api(answer: number | 'reset' | 'hang' = 201) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    if (answer === 'reset') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(new Response('{"status":"stored"}', { status: answer }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const unhandled = vi.fn();
beforeEach(() => {
  resetCrmForTests();
  resetConfigForTests();
  localStorage.clear();
  setSearch('');
  unhandled.mockReset();
  process.on('unhandledRejection', unhandled);
});
afterEach(() => {
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  setSearch('');
});

describe('postFbclid', () => {
  it('posts event-fbclid with the short code as text/plain JSON and stores the code on 2xx', async () => {
    setSearch(`?utm_source=fb&fbclid=${FBCLID}`);
    const fetchMock = api(201);
    await postFbclid();
    const code = fbclidShortCode(FBCLID);
    expect(code).toMatch(/^[0-9A-Z]{1,4}$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_EVENTS);
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual({ event_name: 'event-fbclid', fbclid_short_code: code, fbclid: FBCLID });
    expect(localStorage.getItem(FBCLID_CODE_KEY)).toBe(code);
  });

  it('uses the configured API base', async () => {
    configure({ apiBase: 'https://api.partner.pe' });
    setSearch(`?fbclid=${FBCLID}`);
    const fetchMock = api(200);
    await postFbclid();
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.partner.pe/api/events');
  });

  it('calls once per page, however often it is asked', async () => {
    setSearch(`?fbclid=${FBCLID}`);
    const fetchMock = api(500);
    await Promise.all([postFbclid(), postFbclid()]);
    await postFbclid();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('skips the call when the same code is already stored', async () => {
    setSearch(`?fbclid=${FBCLID}`);
    localStorage.setItem(FBCLID_CODE_KEY, fbclidShortCode(FBCLID));
    const fetchMock = api();
    await postFbclid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a new click id even when an older code is stored', async () => {
    setSearch(`?fbclid=${FBCLID}`);
    localStorage.setItem(FBCLID_CODE_KEY, 'ZZZZ');
    api();
    await postFbclid();
    expect(localStorage.getItem(FBCLID_CODE_KEY)).toBe(fbclidShortCode(FBCLID));
  });

  it('sends nothing without an fbclid', async () => {
    const fetchMock = api();
    await postFbclid();
    setSearch('?fbclid=');
    resetCrmForTests();
    await postFbclid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['<script>alert(1)</script>', 'a b', 'x'.repeat(501), 'ñandú'])(
    'sends nothing for an fbclid the contract refuses: %s',
    async (bad) => {
      setSearch(`?fbclid=${encodeURIComponent(bad)}`);
      const fetchMock = api();
      await postFbclid();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(localStorage.getItem(FBCLID_CODE_KEY)).toBeNull();
    },
  );

  it.each([422, 500] as const)('does not store the code after a %i', async (status) => {
    setSearch(`?fbclid=${FBCLID}`);
    api(status);
    await expect(postFbclid()).resolves.toBeUndefined();
    expect(localStorage.getItem(FBCLID_CODE_KEY)).toBeNull();
  });

  it('resolves quietly on a network error', async () => {
    setSearch(`?fbclid=${FBCLID}`);
    api('reset');
    await expect(postFbclid()).resolves.toBeUndefined();
    expect(localStorage.getItem(FBCLID_CODE_KEY)).toBeNull();
  });

  it('gives up on a hung request after 15 s', async () => {
    vi.useFakeTimers();
    try {
      setSearch(`?fbclid=${FBCLID}`);
      const fetchMock = api('hang');
      let done = false;
      void postFbclid().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect((fetchMock.mock.calls[0]![1]!.signal as AbortSignal).aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('survives fetch missing and storage throwing', async () => {
    setSearch(`?fbclid=${FBCLID}`);
    vi.stubGlobal('fetch', undefined);
    await expect(postFbclid()).resolves.toBeUndefined();
    resetCrmForTests();
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      api();
      await expect(postFbclid()).resolves.toBeUndefined();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('postFbclid across copies of the module', () => {
  it('calls once per page even from two copies (two form scripts, or a standalone script beside embudo.js)', async () => {
    setSearch(`?fbclid=${FBCLID}`);
    const fetchMock = api();
    vi.resetModules();
    const a = await import('./crm');
    vi.resetModules();
    const b = await import('./crm');
    expect(a.postFbclid).not.toBe(b.postFbclid);
    await Promise.all([a.postFbclid(), b.postFbclid()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(URL_EVENTS);
  });
});
