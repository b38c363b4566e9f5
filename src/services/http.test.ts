/**
 * The one GET with a deadline (./http.ts) that the geo chain, the pricing load and social proof
 * share: what it answers, the reason strings callers log, and the timer that settles it even when
 * a fetch ignores the abort (a hostile polyfill).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, fetchText } from './http';

const URL_ = 'https://api.example.test/thing';

/** Stubs fetch with `answer` and returns the mock. */
function stubFetch(answer: (init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => answer(init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise's outcome once it settles, without awaiting it (fake timers decide when). */
function watch(promise: Promise<unknown>): { outcome?: ['ok' | 'error', unknown] } {
  const state: { outcome?: ['ok' | 'error', unknown] } = {};
  promise.then(
    (value) => (state.outcome = ['ok', value]),
    (reason) => (state.outcome = ['error', reason]),
  );
  return state;
}

const ok =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(new Response(body, { status }));

describe('fetchText / fetchJson', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GETs without cookies, with the abort signal, and answers the body', async () => {
    const fetchMock = stubFetch(ok('{"a":1}'));
    const controller = new AbortController();
    await expect(fetchText(URL_, 5_000, controller)).resolves.toBe('{"a":1}');
    expect(fetchMock).toHaveBeenCalledWith(URL_, { signal: controller.signal, credentials: 'omit' });
    await expect(fetchJson(URL_, 5_000)).resolves.toEqual({ a: 1 });
    expect(vi.getTimerCount()).toBe(0); // the deadline is cleared once it answered
  });

  it('rejects with a short reason: a non-2xx status, a body that is not JSON', async () => {
    stubFetch(ok('{"error":"down"}', 503));
    await expect(fetchText(URL_, 5_000)).rejects.toBe('answered 503');
    await expect(fetchJson(URL_, 5_000)).rejects.toBe('answered 503');
    stubFetch(ok('<!doctype html><p>Oops'));
    await expect(fetchText(URL_, 5_000)).resolves.toBe('<!doctype html><p>Oops');
    await expect(fetchJson(URL_, 5_000)).rejects.toBe('did not answer JSON');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the fetch's own error, also when fetch throws at once (invalid URL)", async () => {
    const offline = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(offline));
    await expect(fetchJson(URL_, 5_000)).rejects.toBe(offline);
    const invalid = new TypeError('Invalid URL');
    stubFetch(() => {
      throw invalid;
    });
    await expect(fetchText('http://[', 5_000)).rejects.toBe(invalid);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['honours the abort', true],
    ['ignores the abort (a hostile polyfill)', false],
  ])('a fetch that hangs and %s: aborted and settled at exactly the deadline', async (_, honours) => {
    let signal: AbortSignal | undefined;
    stubFetch((init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        if (honours) signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const text = watch(fetchText(URL_, 8_000));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(text.outcome).toBeUndefined();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(text.outcome).toEqual(['error', 'did not answer in 8 s']);
    expect(signal?.aborted).toBe(true);

    const json = watch(fetchJson(URL_, 3_000));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(json.outcome).toEqual(['error', 'did not answer in 3 s']);
  });

  it("aborts the caller's controller at the deadline", async () => {
    stubFetch(() => new Promise(() => undefined));
    const controller = new AbortController();
    const json = watch(fetchJson(URL_, 2_000, controller));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(controller.signal.aborted).toBe(true);
    expect(json.outcome).toEqual(['error', 'did not answer in 2 s']);
  });
});
