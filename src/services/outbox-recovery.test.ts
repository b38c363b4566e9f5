/** The outbox (./outbox) across loads, failing storage, two tabs and failing third parties. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from './outbox';
import {
  useOutboxHarness,
  KEY,
  page,
  makeLead,
  leftover,
  stored,
  api,
  installLocks,
  installBeacon,
  tick,
  consoleErrors,
} from '../../tests/support/outbox-harness';

useOutboxHarness();

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
    expect(consoleErrors()).toHaveBeenCalledWith(expect.stringContaining('[embudo] outbox'));
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
    expect(consoleErrors()).toHaveBeenCalledWith(expect.stringMatching(/\[embudo\] outbox: dropped 4 entries/));
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
