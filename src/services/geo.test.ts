import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from './config';
import {
  COUNTRY_CHOICE_KEY,
  COUNTRY_DETECTED_EVENT,
  COUNTRY_SESSION_KEY,
  chooseCountry,
  detectCountry,
  knownCountry,
  resetGeoForTests,
} from './geo';
import type { CountryDetection } from './geo';

const IPAPI = 'https://ipapi.co/json/';
const FALLBACK = `${window.location.origin}/api/geo`;

type Answer = 'hang' | 'hang-abortable' | 'html' | 500 | Record<string, unknown>;

function respond(answer: Answer, init?: RequestInit): Promise<Response> {
  if (answer === 'hang') return new Promise(() => undefined);
  if (answer === 'hang-abortable') {
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }
  if (answer === 'html') {
    return Promise.resolve(new Response('<!doctype html><p>Rate limited</p>', { headers: { 'content-type': 'text/html' } }));
  }
  if (answer === 500) return Promise.resolve(new Response('{"country_code":"PE"}', { status: 500 }));
  return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
}

/** Stubs fetch with one answer per geo service and returns the mock. */
function services(ipapi: Answer, fallback: Answer) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === IPAPI) return respond(ipapi, init);
    if (url === FALLBACK) return respond(fallback, init);
    return Promise.reject(new TypeError(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).length,
  };
}

/** Observes a promise's settlement without awaiting it (fake timers decide when). */
function watch<T>(promise: Promise<T>): { value: T | undefined; settled: boolean } {
  const state: { value: T | undefined; settled: boolean } = { value: undefined, settled: false };
  void promise.then((v) => {
    state.value = v;
    state.settled = true;
  });
  return state;
}

function setUrl(search: string): void {
  window.history.replaceState(null, '', `/${search}`);
}

let events: CountryDetection[];
const onEvent = (e: Event): void => void events.push((e as CustomEvent<CountryDetection>).detail);
const unhandled = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  resetGeoForTests();
  resetConfigForTests();
  localStorage.clear();
  sessionStorage.clear();
  setUrl('');
  events = [];
  window.addEventListener(COUNTRY_DETECTED_EVENT, onEvent);
  unhandled.mockReset();
  process.on('unhandledRejection', unhandled);
});

afterEach(() => {
  window.removeEventListener(COUNTRY_DETECTED_EVENT, onEvent);
  process.off('unhandledRejection', unhandled);
  vi.useRealTimers();
});

describe('the chain', () => {
  it('uses ipapi.co first', async () => {
    const s = services({ country_code: 'PE' }, { countryCode: 'MX' });
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'PE', method: 'ipapi.co' });
    expect(s.calls(IPAPI)).toBe(1);
    expect(s.calls(FALLBACK)).toBe(0);
  });

  it('walks manual → url → session → ipapi.co → fallback → default', async () => {
    const s = services({ country_code: 'PE' }, { countryCode: 'MX' });
    localStorage.setItem(COUNTRY_CHOICE_KEY, 'CL');
    sessionStorage.setItem(COUNTRY_SESSION_KEY, JSON.stringify({ countryCode: 'AR', method: 'ipapi.co' }));
    setUrl('?country=co');
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'CL', method: 'manual' });

    resetGeoForTests();
    localStorage.clear();
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'CO', method: 'url' });

    resetGeoForTests();
    setUrl('');
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'CO', method: 'url' }); // remembered by the url step

    resetGeoForTests();
    sessionStorage.clear();
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'PE', method: 'ipapi.co' });

    resetGeoForTests();
    sessionStorage.clear();
    services(500, { countryCode: 'MX' });
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'MX', method: 'aws_fallback' });

    resetGeoForTests();
    sessionStorage.clear();
    services(500, 500);
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'US', method: 'default' });
    expect(s.calls(IPAPI)).toBe(1); // the first stub saw only the ipapi.co step
  });

  it('accepts the country URL param upper-cased, without any fetch', async () => {
    const s = services({ country_code: 'MX' }, { countryCode: 'MX' });
    setUrl('?utm_source=x&country=pe');
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'PE', method: 'url' });
    expect(s.fetchMock).not.toHaveBeenCalled();
  });

  it.each(['ZZ', '<script>', 'CU', ''])('refuses the country URL param %j', async (value) => {
    const s = services({ country_code: 'MX' }, { countryCode: 'CL' });
    setUrl(`?country=${encodeURIComponent(value)}`);
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'MX', method: 'ipapi.co' });
    expect(s.calls(IPAPI)).toBe(1);
  });
});

describe('failing services', () => {
  it.each(['hang', 'hang-abortable'] as const)('ipapi.co that %s → fallback at exactly 5000 ms', async (hang) => {
    const s = services(hang, { countryCode: 'MX' });
    const result = watch(detectCountry());
    await vi.advanceTimersByTimeAsync(4999);
    expect(s.calls(FALLBACK)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls(FALLBACK)).toBe(1);
    expect(result.value).toEqual({ countryCode: 'MX', method: 'aws_fallback' });
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('aborts the hanging request', async () => {
    const s = services('hang', { countryCode: 'MX' });
    void detectCountry();
    await vi.advanceTimersByTimeAsync(5000);
    const init = s.fetchMock.mock.calls[0]?.[1];
    expect(init?.signal?.aborted).toBe(true);
  });

  it.each(['html', 500, { country_code: 'CU' }, { error: true, reason: 'RateLimited' }] as const)(
    'ipapi.co answering %j → fallback at once',
    async (answer) => {
      const s = services(answer, { countryCode: 'mx' });
      const result = watch(detectCountry());
      await vi.advanceTimersByTimeAsync(0);
      expect(s.calls(FALLBACK)).toBe(1);
      expect(result.value).toEqual({ countryCode: 'MX', method: 'aws_fallback' });
    },
  );

  it('both hanging → US at 10 s, not before', async () => {
    services('hang', 'hang-abortable');
    const result = watch(detectCountry());
    await vi.advanceTimersByTimeAsync(9999);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toEqual({ countryCode: 'US', method: 'default' });
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('unknown code from both → US at once', async () => {
    services({ country_code: 'ZZ' }, { countryCode: 'XX' });
    const result = watch(detectCountry());
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual({ countryCode: 'US', method: 'default' });
  });

  it('honours a configured timeout', async () => {
    configure({ geoTimeoutMs: 1000 });
    const s = services('hang', { countryCode: 'CL' });
    void detectCountry();
    await vi.advanceTimersByTimeAsync(999);
    expect(s.calls(FALLBACK)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls(FALLBACK)).toBe(1);
  });

  it('never rejects: fetch missing or throwing synchronously', async () => {
    vi.stubGlobal('fetch', undefined);
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'US', method: 'default' });
    resetGeoForTests();
    sessionStorage.clear();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('blocked');
    });
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'US', method: 'default' });
  });
});

describe('sharing and memory', () => {
  it('three concurrent callers → one fetch to each service', async () => {
    const s = services('html', { countryCode: 'PE' });
    const all = Promise.all([detectCountry(), detectCountry(), detectCountry()]);
    await vi.advanceTimersByTimeAsync(0);
    const results = await all;
    expect(results).toEqual(Array(3).fill({ countryCode: 'PE', method: 'aws_fallback' }));
    expect(s.calls(IPAPI)).toBe(1);
    expect(s.calls(FALLBACK)).toBe(1);
  });

  it('two Embudo scripts on one page (two copies of this module) share one detection and one CountryDetected', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    const s = services({ country_code: 'MX' }, 'hang');
    vi.resetModules();
    const other = await import('./geo'); // a second bundle's copy
    expect(other.detectCountry).not.toBe(detectCountry);
    const results = await Promise.all([detectCountry(), other.detectCountry()]);
    expect(results).toEqual([
      { countryCode: 'MX', method: 'ipapi.co' },
      { countryCode: 'MX', method: 'ipapi.co' },
    ]);
    expect(s.calls(IPAPI)).toBe(1);
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ countryCode: 'MX', method: 'ipapi.co' }]);
    // A choice made through one copy is the other's answer too.
    other.chooseCountry('CO');
    expect(await detectCountry()).toEqual({ countryCode: 'CO', method: 'manual' });
  });

  it('remembers the detection for the session', async () => {
    const s = services({ country_code: 'EC' }, { countryCode: 'MX' });
    await detectCountry();
    expect(JSON.parse(sessionStorage.getItem(COUNTRY_SESSION_KEY) ?? 'null')).toEqual({ countryCode: 'EC', method: 'ipapi.co' });
    resetGeoForTests(); // a new page view in the same session
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'EC', method: 'ipapi.co' });
    expect(s.fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['{not json', '{"countryCode":"ZZ","method":"ipapi.co"}', '{"countryCode":"PE","method":"manual"}', '"PE"'])(
    'ignores a corrupt session value %s',
    async (stored) => {
      sessionStorage.setItem(COUNTRY_SESSION_KEY, stored);
      const s = services({ country_code: 'GT' }, { countryCode: 'MX' });
      await expect(detectCountry()).resolves.toEqual({ countryCode: 'GT', method: 'ipapi.co' });
      expect(s.calls(IPAPI)).toBe(1);
    },
  );
});

describe('knownCountry: what the page knows without asking', () => {
  it('is undefined on a first page view with no choice and no ?country=, and asks nothing', () => {
    const s = services({ country_code: 'EC' }, { countryCode: 'MX' });
    expect(knownCountry()).toBeUndefined();
    expect(s.fetchMock).not.toHaveBeenCalled();
  });

  it("is this visit's detection on a later page view, without an event", async () => {
    services({ country_code: 'EC' }, { countryCode: 'MX' });
    await detectCountry();
    resetGeoForTests(); // a new page view in the same session
    events = [];
    expect(knownCountry()).toEqual({ countryCode: 'EC', method: 'ipapi.co' });
    expect(events).toEqual([]);
  });

  it('is the choice first, then the address, then the session; tracks and records nothing', () => {
    sessionStorage.setItem(COUNTRY_SESSION_KEY, JSON.stringify({ countryCode: 'EC', method: 'ipapi.co' }));
    setUrl('?country=mx');
    expect(knownCountry()).toEqual({ countryCode: 'MX', method: 'url' });
    chooseCountry('CL');
    expect(knownCountry()).toEqual({ countryCode: 'CL', method: 'manual' });
    setUrl('?country=ZZ');
    resetGeoForTests();
    localStorage.clear();
    expect(knownCountry()).toEqual({ countryCode: 'EC', method: 'ipapi.co' });
    expect(JSON.parse(sessionStorage.getItem(COUNTRY_SESSION_KEY)!)).toEqual({ countryCode: 'EC', method: 'ipapi.co' });
  });
});

describe('manual choice', () => {
  it('wins over everything and is kept across page views', async () => {
    const s = services({ country_code: 'PE' }, { countryCode: 'MX' });
    setUrl('?country=AR');
    chooseCountry('ES');
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'ES', method: 'manual' });
    expect(localStorage.getItem(COUNTRY_CHOICE_KEY)).toBe('ES');
    resetGeoForTests();
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'ES', method: 'manual' });
    expect(s.fetchMock).not.toHaveBeenCalled();
  });

  it('dispatches the window event with method manual', () => {
    chooseCountry('UY');
    expect(events).toEqual([{ countryCode: 'UY', method: 'manual' }]);
  });

  it('made during a detection wins for callers already waiting', async () => {
    services('hang', { countryCode: 'MX' });
    const early = watch(detectCountry());
    chooseCountry('CL');
    await vi.advanceTimersByTimeAsync(5000);
    expect(early.value).toEqual({ countryCode: 'CL', method: 'manual' });
    expect(events).toEqual([{ countryCode: 'CL', method: 'manual' }]);
  });

  it('ignores a tampered stored choice and invalid calls', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(COUNTRY_CHOICE_KEY, 'ZZ');
    services({ country_code: 'PA' }, { countryCode: 'MX' });
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'PA', method: 'ipapi.co' });
    expect(localStorage.getItem(COUNTRY_CHOICE_KEY)).toBeNull();
    chooseCountry('zz' as 'PE');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('[embudo] chooseCountry("zz")');
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'PA', method: 'ipapi.co' });
  });
});

describe('tracking and events', () => {
  it('sends CountryDetected once with the method, and dispatches the window event', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    services('html', 'hang');
    await Promise.all([detectCountry(), detectCountry(), vi.advanceTimersByTimeAsync(5000)]);
    await detectCountry();
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'CountryDetected', { country: 'US', method: 'default' });
    expect(events).toEqual([{ countryCode: 'US', method: 'default' }]);
  });

  it('a country from the URL is not a detection: no CountryDetected, still the window event', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    setUrl('?country=mx');
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'MX', method: 'url' });
    expect(fbq).not.toHaveBeenCalled();
    expect(events).toEqual([{ countryCode: 'MX', method: 'url' }]);
  });

  it('does not track or dispatch again for a session-remembered or manual answer', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    sessionStorage.setItem(COUNTRY_SESSION_KEY, JSON.stringify({ countryCode: 'NI', method: 'aws_fallback' }));
    await expect(detectCountry()).resolves.toEqual({ countryCode: 'NI', method: 'aws_fallback' });
    resetGeoForTests();
    localStorage.setItem(COUNTRY_CHOICE_KEY, 'HN');
    await detectCountry();
    expect(fbq).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('survives throwing tags and listeners', async () => {
    vi.stubGlobal('fbq', () => {
      throw new Error('pixel');
    });
    const bad = (): void => {
      throw new Error('listener');
    };
    window.addEventListener(COUNTRY_DETECTED_EVENT, bad);
    try {
      services({ country_code: 'SE' }, 'hang');
      await expect(detectCountry()).resolves.toEqual({ countryCode: 'SE', method: 'ipapi.co' });
    } finally {
      window.removeEventListener(COUNTRY_DETECTED_EVENT, bad);
    }
  });
});
