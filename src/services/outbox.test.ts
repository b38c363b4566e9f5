/** The outbox (./outbox): ids, queueing, retries, refusals, offline, beacons. Harness: tests/support/outbox-harness.ts. */
import { describe, expect, it, vi } from 'vitest';
import { LEAD_ID_PATTERN } from '../contracts/lead';
import type { OutboxEntry } from './outbox';
import {
  useOutboxHarness,
  KEY,
  URL_LEADS,
  page,
  makeLead,
  leftover,
  stored,
  reply,
  api,
  installBeacon,
  setOnline,
  hide,
  tick,
} from '../../tests/support/outbox-harness';

useOutboxHarness();

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
