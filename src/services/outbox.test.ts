import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_ID_PATTERN, type ScholarshipLead } from '../contracts/lead';
import type * as OutboxModule from './outbox';
import type { OutboxEntry } from './outbox';

const KEY = 'embudo:outbox';
const URL_LEADS = `${window.location.origin}/api/leads`;

type Outbox = typeof OutboxModule;

/** A fresh copy of the outbox and everything it imports: a new page load, or another tab. */
async function page(): Promise<Outbox> {
  vi.resetModules();
  return import('./outbox');
}

let seq = 0;
function makeLead(over: Partial<ScholarshipLead> = {}): ScholarshipLead {
  seq += 1;
  return {
    id: `lead-${String(seq).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`,
    kind: 'scholarship',
    lead: true,
    beca: true,
    bootcamp: 'fullstack',
    email: `ana${seq}@example.com`,
    name: 'Ana',
    phone: '+51987654321',
    country: 'PE',
    fecha: '2026-03-01',
    meta: { fillMs: 4000, lang: 'es' },
    ...over,
  };
}

/** An entry as an earlier page load would have left it. */
function leftover(lead: ScholarshipLead, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: lead.id,
    body: JSON.stringify(lead),
    kind: lead.kind,
    createdAt: Date.now() - 60_000,
    attempts: 1,
    nextAt: 0,
    state: 'retrying',
    ...over,
  };
}

const stored = (): OutboxEntry[] => JSON.parse(localStorage.getItem(KEY) ?? '[]') as OutboxEntry[];

type Answer = 'reset' | 'hang' | number | { status: number; body?: unknown; headers?: Record<string, string> };

function reply(answer: Answer, init: RequestInit | undefined, id: string): Promise<Response> {
  if (answer === 'reset') return Promise.reject(new TypeError('Failed to fetch'));
  if (answer === 'hang') {
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }
  const { status, body, headers } = typeof answer === 'number' ? { status: answer, body: undefined, headers: undefined } : answer;
  const text =
    body === undefined
      ? JSON.stringify(status < 300 ? { status: 'stored', id, quarantined: false } : { error: 'x' })
      : JSON.stringify(body);
  return Promise.resolve(new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } }));
}

/**
 * Stubs fetch as the lead API: answers are used in order, the last one repeats (default 201).
 * `ids` lists the lead id of every POST, `bodies` their text.
 */
function api(...answers: Answer[]) {
  const ids: string[] = [];
  const bodies: string[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const body = String(init?.body);
    bodies.push(body);
    const id = (JSON.parse(body) as { id: string }).id;
    ids.push(id);
    expect(url).toBe(URL_LEADS);
    const answer = answers.length > 1 ? answers.shift()! : (answers[0] ?? 201);
    return reply(answer, init, id);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    ids,
    bodies,
    /** Replaces the remaining answers. */
    then(...next: Answer[]) {
      answers.splice(0, answers.length, ...next);
    },
  };
}

/** An origin-wide Web Locks stand-in with `ifAvailable`, shared by every "tab" of the test. */
function installLocks() {
  const held = new Set<string>();
  const request = vi.fn((name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    if (held.has(name)) return Promise.resolve().then(() => callback(null));
    held.add(name);
    return Promise.resolve()
      .then(() => callback({ name, mode: 'exclusive' } as Lock))
      .finally(() => held.delete(name));
  });
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
  return { request, held };
}

function installBeacon(result: boolean | 'throw' = true) {
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => {
    if (result === 'throw') throw new TypeError('beacon refused');
    return result;
  });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  return sendBeacon;
}

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function hide(state: 'hidden' | 'visible'): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

const tick = (ms = 0): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

let errors: ReturnType<typeof vi.spyOn>;
const unhandled = vi.fn();
let windowListeners: ReturnType<typeof vi.spyOn>;
let documentListeners: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  installLocks();
  installBeacon();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Every module copy adds its own listeners: record them so one test's "tabs" never hear the next test.
  windowListeners = vi.spyOn(window, 'addEventListener');
  documentListeners = vi.spyOn(document, 'addEventListener');
  unhandled.mockReset();
  process.on('unhandledRejection', unhandled);
});

afterEach(() => {
  for (const [spy, target] of [
    [windowListeners, window],
    [documentListeners, document],
  ] as const) {
    for (const [type, listener] of spy.mock.calls as [string, EventListener][]) target.removeEventListener(type, listener);
  }
  vi.clearAllTimers();
  vi.useRealTimers();
  delete (navigator as { locks?: unknown }).locks;
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

describe('newLeadId', () => {
  it('is a UUID that the lead contract accepts, new every time', async () => {
    const { newLeadId } = await page();
    const a = newLeadId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).toMatch(LEAD_ID_PATTERN);
    expect(newLeadId()).not.toBe(a);
  });

  it('falls back to random hex where randomUUID is missing (http pages)', async () => {
    const { newLeadId } = await page();
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const id = newLeadId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toMatch(LEAD_ID_PATTERN);
  });
});

describe('queueLead', () => {
  it('writes the outbox before the first fetch and sends text/plain JSON with keepalive', async () => {
    const outbox = await page();
    const lead = makeLead();
    const seen: OutboxEntry[][] = [];
    const server = api(201);
    server.fetchMock.mockImplementationOnce((_url: string, init?: RequestInit) => {
      seen.push(stored());
      return reply(201, init, lead.id);
    });
    const ticket = outbox.queueLead(lead);
    // Durable the moment queueLead returns, before any network.
    expect(stored()).toMatchObject([{ id: lead.id, body: JSON.stringify(lead), kind: 'scholarship', attempts: 0, state: 'queued' }]);
    expect(ticket.id).toBe(lead.id);
    expect(ticket.delivery.value.state).toBe('queued');
    await tick();
    expect(seen[0]).toMatchObject([{ id: lead.id }]);
    const [url, init] = server.fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_LEADS);
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify(lead),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(ticket.delivery.value).toEqual({ state: 'delivered', attempts: 1, duplicate: false, mail: false });
    expect(stored()).toEqual([]);
  });

  it('reports a duplicate when the server had the lead already', async () => {
    const outbox = await page();
    const lead = makeLead();
    api({ status: 200, body: { status: 'duplicate', id: lead.id, quarantined: false } });
    const ticket = outbox.queueLead(lead);
    await tick();
    expect(ticket.delivery.value).toEqual({ state: 'delivered', attempts: 1, duplicate: true, mail: false });
  });

  it("carries the server's word that it mails the lead (mail: true), and only that", async () => {
    const outbox = await page();
    const lead = makeLead();
    api({ status: 201, body: { status: 'stored', id: lead.id, mail: true } });
    const ticket = outbox.queueLead(lead);
    await tick();
    expect(ticket.delivery.value).toEqual({ state: 'delivered', attempts: 1, duplicate: false, mail: true });
    const other = makeLead();
    api({ status: 201, body: { status: 'stored', id: other.id, mail: 'yes' } });
    const second = outbox.queueLead(other);
    await tick();
    expect(second.delivery.value).toMatchObject({ state: 'delivered', mail: false });
  });

  it('posts to the configured API base', async () => {
    const outbox = await page();
    const { configure } = await import('./config');
    configure({ apiBase: 'https://api.partner.pe/v1/' });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}', { status: 201 })));
    vi.stubGlobal('fetch', fetchMock);
    outbox.queueLead(makeLead());
    await tick();
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.partner.pe/v1/api/leads');
  });

  it('keeps delivering when a ticket subscriber throws', async () => {
    const outbox = await page();
    api('reset', 201);
    const ticket = outbox.queueLead(makeLead());
    ticket.delivery.subscribe((d) => {
      if (d.state === 'retrying') throw new Error('widget bug');
    });
    await tick(60_000);
    expect(ticket.delivery.value.state).toBe('delivered');
    expect(stored()).toEqual([]);
  });
});

describe('retries (RELIABILITY rows 1, 2)', () => {
  it('connection reset twice, then OK: delivered after 3 tries with the same id and body', async () => {
    const outbox = await page();
    const lead = makeLead();
    const server = api('reset', 'reset', 201);
    const ticket = outbox.queueLead(lead);
    const states: string[] = [];
    ticket.delivery.subscribe((d) => states.push(d.state));
    await tick();
    expect(server.ids).toHaveLength(1);
    expect(ticket.delivery.value).toEqual({ state: 'retrying', attempts: 1 });
    expect(stored()[0]).toMatchObject({ id: lead.id, attempts: 1, state: 'retrying' });
    await tick(60_000);
    expect(server.ids).toEqual([lead.id, lead.id, lead.id]);
    expect(new Set(server.bodies)).toEqual(new Set([JSON.stringify(lead)]));
    expect(ticket.delivery.value).toMatchObject({ state: 'delivered', attempts: 3 });
    expect(states).toEqual(['queued', 'sending', 'retrying', 'sending', 'retrying', 'sending', 'delivered']);
    expect(stored()).toEqual([]);
  });

  it('backs off exponentially with jitter from 0.5 s, capped at 60 s, and never gives up', async () => {
    const outbox = await page();
    vi.spyOn(Math, 'random').mockReturnValue(0.999999); // the top of the jitter range
    const server = api(503);
    outbox.queueLead(makeLead());
    await tick();
    const gaps: number[] = [];
    let last = Date.now();
    for (let i = 0; i < 14; i++) {
      const before = server.ids.length;
      while (server.ids.length === before) await tick(100);
      gaps.push(Date.now() - last);
      last = Date.now();
    }
    expect(gaps.slice(0, 8)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 32000, 60000]);
    expect(gaps.slice(8).every((gap) => gap === 60000)).toBe(true);
    expect(stored()[0]!.attempts).toBe(15);
  });

  it('jitter keeps each wait between half and all of the backoff step', async () => {
    const outbox = await page();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const server = api(503);
    outbox.queueLead(makeLead());
    await tick();
    await tick(249);
    expect(server.ids).toHaveLength(1);
    await tick(1);
    expect(server.ids).toHaveLength(2);
  });

  it('503: retried with the same id', async () => {
    const outbox = await page();
    const lead = makeLead();
    const server = api(503, 503, 201);
    const ticket = outbox.queueLead(lead);
    await tick(10_000);
    expect(server.ids).toEqual([lead.id, lead.id, lead.id]);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it.each([408, 500, 502, 504])('%i is retried', async (status) => {
    const outbox = await page();
    const server = api(status, 201);
    const ticket = outbox.queueLead(makeLead());
    await tick(5_000);
    expect(server.ids).toHaveLength(2);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('429 with Retry-After: 120 waits at least 120 s', async () => {
    const outbox = await page();
    const lead = makeLead();
    const server = api({ status: 429, body: { error: 'slow down' }, headers: { 'Retry-After': '120' } }, 201);
    const ticket = outbox.queueLead(lead);
    await tick();
    expect(ticket.delivery.value.state).toBe('retrying');
    expect(stored()[0]!.nextAt).toBe(Date.now() + 120_000);
    await tick(119_999);
    expect(server.ids).toHaveLength(1);
    await tick(1);
    expect(server.ids).toEqual([lead.id, lead.id]);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('503 with Retry-After as an HTTP date', async () => {
    const outbox = await page();
    const at = new Date(Date.now() + 90_000);
    const server = api({ status: 503, headers: { 'Retry-After': at.toUTCString() } }, 201);
    outbox.queueLead(makeLead());
    await tick();
    // HTTP dates have whole seconds: allow the sub-second part of now.
    await tick(89_000);
    expect(server.ids).toHaveLength(1);
    await tick(1_000);
    expect(server.ids).toHaveLength(2);
  });

  it('caps Retry-After at 10 minutes and ignores a malformed one', async () => {
    const outbox = await page();
    const server = api({ status: 429, headers: { 'Retry-After': '86400' } }, { status: 503, headers: { 'Retry-After': 'soon' } }, 201);
    outbox.queueLead(makeLead());
    await tick();
    await tick(599_999);
    expect(server.ids).toHaveLength(1);
    await tick(1);
    expect(server.ids).toHaveLength(2);
    await tick(2_000); // 'soon' is not a delay: the plain backoff applies
    expect(server.ids).toHaveLength(3);
  });

  it('times out a hung request after 15 s and retries it', async () => {
    const outbox = await page();
    const server = api('hang', 201);
    const ticket = outbox.queueLead(makeLead());
    await tick(14_999);
    expect(ticket.delivery.value.state).toBe('sending');
    await tick(1);
    expect(ticket.delivery.value.state).toBe('retrying');
    expect((server.fetchMock.mock.calls[0]![1]!.signal as AbortSignal).aborted).toBe(true);
    await tick(1_000);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('treats a fetch that throws synchronously as a network error', async () => {
    const outbox = await page();
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      if (calls === 1) throw new TypeError('hostile polyfill');
      return Promise.resolve(new Response('{}', { status: 201 }));
    });
    const ticket = outbox.queueLead(makeLead());
    await tick(1_000);
    expect(calls).toBe(2);
    expect(ticket.delivery.value.state).toBe('delivered');
  });
});

describe('refusals (RELIABILITY row 3)', () => {
  it.each([400, 422])('%i: rejected with the issues, kept, never retried', async (status) => {
    const outbox = await page();
    const lead = makeLead();
    const issues = [{ field: 'email', message: 'email: expected an address like name@example.com' }];
    const server = api({ status, body: { status: 'invalid', error: 'Check the email.', issues } });
    const ticket = outbox.queueLead(lead);
    await tick();
    expect(ticket.delivery.value).toEqual({ state: 'rejected', attempts: 1, issues });
    expect(stored()).toMatchObject([{ id: lead.id, state: 'rejected', issues }]);
    await tick(3_600_000);
    expect(server.ids).toHaveLength(1);
  });

  it('names the HTTP status when the body has no issues (403 from the origin check, 413)', async () => {
    const outbox = await page();
    api({ status: 403, body: { error: 'Origin not allowed' } });
    const a = outbox.queueLead(makeLead());
    await tick();
    expect(a.delivery.value.issues).toEqual([{ field: '(body)', message: 'HTTP 403: Origin not allowed' }]);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>too big</html>', { status: 413 })));
    const b = outbox.queueLead(makeLead());
    await tick();
    expect(b.delivery.value).toEqual({ state: 'rejected', attempts: 1, issues: [{ field: '(body)', message: 'HTTP 413' }] });
  });

  it('keeps only well-formed issues', async () => {
    const outbox = await page();
    api({ status: 422, body: { issues: [null, { field: 1 }, { field: 'name', message: 'name: expected text', extra: '<b>' }] } });
    const ticket = outbox.queueLead(makeLead());
    await tick();
    expect(ticket.delivery.value.issues).toEqual([{ field: 'name', message: 'name: expected text' }]);
  });

  it('a re-queue with the same id replaces the body and sends it again on the same ticket', async () => {
    const outbox = await page();
    const lead = makeLead({ email: 'ana@@example.com' });
    const server = api({ status: 422, body: { issues: [{ field: 'email', message: 'email: bad' }] } }, 201);
    const first = outbox.queueLead(lead);
    await tick();
    expect(first.delivery.value.state).toBe('rejected');
    const fixed = { ...lead, email: 'ana@example.com' };
    const second = outbox.queueLead(fixed);
    expect(second.delivery).toBe(first.delivery);
    expect(stored()).toEqual([expect.objectContaining({ id: lead.id, body: JSON.stringify(fixed), state: 'queued', attempts: 0 })]);
    expect(stored()[0]!.issues).toBeUndefined();
    await tick();
    expect(server.bodies).toEqual([JSON.stringify(lead), JSON.stringify(fixed)]);
    expect(first.delivery.value).toEqual({ state: 'delivered', attempts: 1, duplicate: false, mail: false });
    expect(stored()).toEqual([]);
  });

  it('a re-queue while the old body is on the wire sends the new body afterwards', async () => {
    const outbox = await page();
    const lead = makeLead();
    let release: (r: Response) => void = () => undefined;
    const bodies: string[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      if (bodies.length === 1) return new Promise<Response>((resolve) => (release = resolve));
      return Promise.resolve(new Response('{"status":"stored"}', { status: 201 }));
    });
    outbox.queueLead(lead);
    await tick();
    const fixed = { ...lead, name: 'Ana María' };
    const ticket = outbox.queueLead(fixed);
    release(new Response('{"status":"stored"}', { status: 201 }));
    await tick();
    expect(bodies).toEqual([JSON.stringify(lead), JSON.stringify(fixed)]);
    expect(ticket.delivery.value.state).toBe('delivered');
    expect(stored()).toEqual([]);
  });
});

describe('keepalive budget', () => {
  it('keeps in-flight keepalive bytes under 64 KiB, and frees them when requests end', async () => {
    const outbox = await page();
    const server = api('hang');
    const leads = Array.from({ length: 400 }, () => makeLead());
    for (const lead of leads) outbox.queueLead(lead);
    await tick();
    const flags = server.fetchMock.mock.calls.map(([, init]) => init?.keepalive);
    const inFlight = leads.map((l) => JSON.stringify(l).length);
    const allowed = inFlight.reduce((n, len, i) => (inFlight.slice(0, i + 1).reduce((a, b) => a + b, 0) < 60_000 ? i + 1 : n), 0);
    expect(flags.slice(0, allowed).every(Boolean)).toBe(true);
    expect(flags.slice(allowed).some(Boolean)).toBe(false);
    expect(allowed).toBeGreaterThan(100);
    server.then(201);
    await tick(15_000); // the hung ones time out
    const lead = makeLead();
    server.fetchMock.mockClear();
    outbox.queueLead(lead);
    await tick();
    expect(server.fetchMock.mock.calls.find(([, init]) => String(init?.body).includes(lead.id))?.[1]?.keepalive).toBe(true);
  });
});

describe('offline (RELIABILITY row 7)', () => {
  it('does not try while offline, then sends on `online`', async () => {
    const outbox = await page();
    setOnline(false);
    const server = api(201);
    const ticket = outbox.queueLead(makeLead());
    expect(ticket.delivery.value.state).toBe('offline');
    expect(stored()).toHaveLength(1);
    await tick(600_000);
    expect(server.ids).toHaveLength(0);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await tick();
    expect(server.ids).toHaveLength(1);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('a failure that finds the browser offline waits for `online`, skipping the backoff', async () => {
    const outbox = await page();
    const server = api('reset', 201);
    const ticket = outbox.queueLead(makeLead());
    setOnline(false);
    await tick();
    expect(ticket.delivery.value.state).toBe('offline');
    await tick(120_000);
    expect(server.ids).toHaveLength(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await tick();
    expect(server.ids).toHaveLength(2);
    expect(ticket.delivery.value.state).toBe('delivered');
  });
});

describe('beacons on hide and pagehide (RELIABILITY row 6)', () => {
  it('pagehide: one text/plain beacon per pending lead; entries kept for the next load', async () => {
    const outbox = await page();
    const beacon = installBeacon(true);
    api(503);
    const a = makeLead();
    const b = makeLead({ kind: 'scholarship' });
    const refused = makeLead();
    localStorage.setItem(KEY, JSON.stringify([leftover(refused, { state: 'rejected' })]));
    outbox.queueLead(a);
    outbox.queueLead(b);
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    const sent = await Promise.all(
      beacon.mock.calls.map(async ([url, data]) => {
        expect(url).toBe(URL_LEADS);
        expect(data).toBeInstanceOf(Blob);
        expect((data as Blob).type).toBe('text/plain;charset=utf-8');
        return (data as Blob).text();
      }),
    );
    expect(sent.sort()).toEqual([JSON.stringify(a), JSON.stringify(b)].sort());
    expect(
      stored()
        .map((e) => e.id)
        .sort(),
    ).toEqual([a.id, b.id, refused.id].sort());
  });

  it('visibilitychange → hidden beacons too, and a following pagehide does not send them twice', async () => {
    const outbox = await page();
    const beacon = installBeacon(true);
    api(503);
    outbox.queueLead(makeLead());
    await tick();
    hide('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    hide('visible');
    hide('hidden');
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it.each([false, 'throw', 'missing'] as const)('falls back to a keepalive fetch when sendBeacon is %s', async (mode) => {
    const outbox = await page();
    if (mode === 'missing') delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    else installBeacon(mode);
    if (mode === 'missing') Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    const server = api('hang');
    const lead = makeLead();
    outbox.queueLead(lead);
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    expect(server.ids).toEqual([lead.id, lead.id]);
    expect(server.fetchMock.mock.calls[1]![1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
    });
    expect(stored()).toHaveLength(1);
  });

  it('never throws or rejects when neither beacon nor fetch works', async () => {
    const outbox = await page();
    installBeacon('throw');
    setOnline(false);
    outbox.queueLead(makeLead());
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    vi.stubGlobal('fetch', undefined);
    hide('visible');
    expect(() => hide('hidden')).not.toThrow();
    await tick();
  });
});

describe('the next page load (RELIABILITY row 6)', () => {
  it('resumeOutbox re-sends what an earlier page left, with the same id; calling it twice sends once', async () => {
    const first = await page();
    api('hang');
    const lead = makeLead();
    first.queueLead(lead);
    await tick();
    // The tab closes mid-request: the entry is still there.
    expect(stored()).toHaveLength(1);
    vi.clearAllTimers();
    installLocks(); // a closed tab's locks are released

    const next = await page();
    const server = api(201);
    next.resumeOutbox();
    next.resumeOutbox();
    await tick();
    expect(server.ids).toEqual([lead.id]);
    expect(server.bodies).toEqual([JSON.stringify(lead)]);
    expect(stored()).toEqual([]);
  });

  it('honours the stored next try time, and leaves rejected leads alone', async () => {
    const waiting = makeLead();
    const refused = makeLead();
    localStorage.setItem(
      KEY,
      JSON.stringify([leftover(waiting, { nextAt: Date.now() + 30_000 }), leftover(refused, { state: 'rejected' })]),
    );
    const outbox = await page();
    const server = api(201);
    outbox.resumeOutbox();
    await tick(29_999);
    expect(server.ids).toEqual([]);
    await tick(1);
    expect(server.ids).toEqual([waiting.id]);
    await tick(3_600_000);
    expect(server.ids).toEqual([waiting.id]);
    expect(stored()).toMatchObject([{ id: refused.id, state: 'rejected' }]);
  });

  it('keeps the attempt count across pages, so the backoff keeps growing', async () => {
    const lead = makeLead();
    localStorage.setItem(KEY, JSON.stringify([leftover(lead, { attempts: 6 })]));
    const outbox = await page();
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    const server = api(503, 201);
    outbox.resumeOutbox();
    await tick();
    expect(stored()[0]!.attempts).toBe(7);
    // 500 ms × 2^6 = 32 s at the top of the jitter range.
    await tick(31_900);
    expect(server.ids).toHaveLength(1);
    await tick(100);
    expect(server.ids).toHaveLength(2);
  });
});

describe('storage failures (RELIABILITY rows 9, 10, 11)', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
  });

  it('localStorage throwing: the lead is kept in memory, sent, and beaconed on pagehide', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const outbox = await page();
    const beacon = installBeacon(true);
    const server = api('reset', 201);
    const lead = makeLead();
    const ticket = outbox.queueLead(lead);
    await tick();
    expect(server.ids).toEqual([lead.id]);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(await (beacon.mock.calls[0]![1] as Blob).text()).toBe(JSON.stringify(lead));
    await tick(2_000);
    expect(server.ids).toEqual([lead.id, lead.id]);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('500 leads with the quota exceeded: none evicted, all beaconed, all delivered', async () => {
    const setItem = vi.fn((_key: string, _value: string) => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const full = { getItem: () => null, setItem, removeItem: () => undefined } as unknown as Storage;
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => full });
    const outbox = await page();
    const { local } = await import('./storage');
    const beacon = installBeacon(true);
    const server = api(503);
    const leads = Array.from({ length: 500 }, () => makeLead());
    const tickets = leads.map((lead) => outbox.queueLead(lead));
    expect(setItem).toHaveBeenCalled();
    const outboxNow = (): OutboxEntry[] => JSON.parse(local.get(KEY) ?? '[]') as OutboxEntry[];
    expect(outboxNow()).toHaveLength(500);
    await tick();
    expect(new Set(server.ids).size).toBe(500);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(500);
    server.then(201);
    await tick(2_000);
    expect(tickets.every((t) => t.delivery.value.state === 'delivered')).toBe(true);
    expect(outboxNow()).toEqual([]);
    const delivered = server.ids.slice(500);
    expect(new Set(delivered)).toEqual(new Set(leads.map((l) => l.id)));
  }, 20_000);

  it('corrupt JSON is reset without a throw', async () => {
    localStorage.setItem(KEY, '{"not": "a list"');
    const outbox = await page();
    const server = api(201);
    expect(() => outbox.resumeOutbox()).not.toThrow();
    expect(localStorage.getItem(KEY)).toBe('[]');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[embudo] outbox'));
    outbox.queueLead(makeLead());
    await tick();
    expect(server.ids).toHaveLength(1);
  });

  it.each(['{}', '42', 'null', '"text"'])('a stored %s that is not a list is reset', async (raw) => {
    localStorage.setItem(KEY, raw);
    const outbox = await page();
    api(201);
    outbox.resumeOutbox();
    expect(localStorage.getItem(KEY)).toBe('[]');
  });

  it('drops only entries that cannot be a lead, repairs tampered fields and sends the rest', async () => {
    const good = makeLead();
    const tampered = makeLead();
    localStorage.setItem(
      KEY,
      JSON.stringify([
        null,
        7,
        { id: 'x', body: '{oops' },
        { id: 'y' },
        leftover(good),
        { body: JSON.stringify(tampered), attempts: 'many', nextAt: 1e20, state: 'exploded', issues: 'none', lease: Infinity },
      ]),
    );
    const outbox = await page();
    const server = api(201);
    outbox.resumeOutbox();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/\[embudo\] outbox: dropped 4 entries/));
    const kept = stored();
    expect(kept.map((e) => e.id)).toEqual([good.id, tampered.id]);
    expect(kept[1]).toMatchObject({ attempts: 0, state: 'queued', kind: 'scholarship' });
    expect(kept[1]!.nextAt).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(Number.isFinite(kept[1]!.createdAt)).toBe(true);
    await tick(600_000);
    expect(server.ids.sort()).toEqual([good.id, tampered.id].sort());
    expect(stored()).toEqual([]);
  });

  it('puts a lead back when the partner page wipes storage before it is delivered', async () => {
    const outbox = await page();
    const lead = makeLead();
    const server = api(503, 201);
    const ticket = outbox.queueLead(lead);
    await tick();
    localStorage.clear();
    await tick(1_000);
    expect(server.ids).toEqual([lead.id, lead.id]);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('restores its leads when another tab clears storage (storage event with no key)', async () => {
    const outbox = await page();
    api('hang');
    const lead = makeLead();
    outbox.queueLead(lead);
    await tick();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(stored().map((e) => e.id)).toEqual([lead.id]);
  });
});

describe('two tabs (RELIABILITY row 8)', () => {
  async function twoTabsFlush() {
    const leads = [makeLead(), makeLead(), makeLead()];
    localStorage.setItem(KEY, JSON.stringify(leads.map((lead) => leftover(lead))));
    const tabA = await page();
    const tabB = await page();
    expect(tabA).not.toBe(tabB);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ids: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      ids.push((JSON.parse(String(init.body)) as { id: string }).id);
      await gate; // both tabs are flushing while the first requests are on the wire
      return new Response('{"status":"stored"}', { status: 201 });
    });
    tabA.resumeOutbox();
    tabB.resumeOutbox();
    await tick(100);
    release();
    await tick(60_000);
    return { leads, ids };
  }

  it('with Web Locks: one request per lead', async () => {
    const { leads, ids } = await twoTabsFlush();
    expect(ids.sort()).toEqual(leads.map((l) => l.id).sort());
    expect(stored()).toEqual([]);
  });

  it('without Web Locks (lease in the entry): one request per lead', async () => {
    delete (navigator as { locks?: unknown }).locks;
    expect(navigator.locks).toBeFalsy();
    const { leads, ids } = await twoTabsFlush();
    expect(ids.sort()).toEqual(leads.map((l) => l.id).sort());
    expect(stored()).toEqual([]);
  });

  it('falls back to the lease when navigator.locks refuses (opaque origin)', async () => {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) },
    });
    const outbox = await page();
    const server = api(201);
    const ticket = outbox.queueLead(makeLead());
    await tick(100);
    expect(server.ids).toHaveLength(1);
    expect(ticket.delivery.value.state).toBe('delivered');
  });

  it('a live lease from another tab is respected until it lapses', async () => {
    const lead = makeLead();
    localStorage.setItem(KEY, JSON.stringify([leftover(lead, { lease: Date.now() + 20_000, by: 'other-tab' })]));
    delete (navigator as { locks?: unknown }).locks;
    const outbox = await page();
    const server = api(201);
    outbox.resumeOutbox();
    await tick(19_000);
    expect(server.ids).toEqual([]);
    await tick(1_100);
    expect(server.ids).toEqual([lead.id]);
  });

  it('a tab that finds the lock taken checks again later and finds the lead delivered', async () => {
    const lead = makeLead();
    localStorage.setItem(KEY, JSON.stringify([leftover(lead)]));
    const locks = installLocks();
    locks.held.add(`embudo-outbox:${lead.id}`); // another tab is sending it
    const outbox = await page();
    const server = api(201);
    outbox.resumeOutbox();
    await tick(1_000);
    expect(server.ids).toEqual([]);
    localStorage.setItem(KEY, '[]'); // ...and delivered it
    locks.held.clear();
    await tick(15_000);
    expect(server.ids).toEqual([]);
  });

  it('a lead of this tab that another tab delivered is confirmed with one more request, never dropped', async () => {
    const outbox = await page();
    const server = api(503, { status: 200, body: { status: 'duplicate' } });
    const lead = makeLead();
    const ticket = outbox.queueLead(lead);
    await tick();
    expect(ticket.delivery.value.state).toBe('retrying');
    localStorage.setItem(KEY, '[]'); // the other tab's 201 removed it
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(stored().map((e) => e.id)).toEqual([lead.id]); // put back at once
    await tick(1_000); // sent again when its retry is due
    expect(server.ids).toEqual([lead.id, lead.id]);
    expect(ticket.delivery.value).toMatchObject({ state: 'delivered', duplicate: true });
    expect(stored()).toEqual([]);
  });

  it('learns from the storage event that another tab refused its lead', async () => {
    const outbox = await page();
    api('hang');
    const lead = makeLead();
    const ticket = outbox.queueLead(lead);
    await tick();
    const issues = [{ field: 'email', message: 'email: bad' }];
    localStorage.setItem(KEY, JSON.stringify([leftover(lead, { state: 'rejected', issues })]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(ticket.delivery.value).toMatchObject({ state: 'rejected', issues });
  });

  it('picks up a lead another tab added (storage event)', async () => {
    const outbox = await page();
    const server = api(201);
    outbox.resumeOutbox();
    const lead = makeLead();
    localStorage.setItem(KEY, JSON.stringify([leftover(lead, { attempts: 0, state: 'queued' })]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await tick();
    expect(server.ids).toEqual([lead.id]);
  });
});

describe('third parties failing (RELIABILITY row 14)', () => {
  it('a blocked pixel or a throwing ad tag does not touch the lead flow', async () => {
    vi.stubGlobal('fbq', () => {
      throw new Error('blocked');
    });
    vi.stubGlobal('gtag', () => Promise.reject(new Error('blocked')));
    const outbox = await page();
    const server = api(201);
    const ticket = outbox.queueLead(makeLead());
    await tick();
    expect(server.ids).toHaveLength(1);
    expect(ticket.delivery.value.state).toBe('delivered');
  });
});
