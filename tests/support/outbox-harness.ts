/**
 * The outbox's unit-test harness (src/services/outbox*.test.ts): a fresh module per "page", a fake
 * lead API, Web Locks and beacons, online/visibility switches, and checks that every test removes
 * its listeners and leaves no unhandled rejection.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { type ScholarshipLead } from '../../src/contracts/lead';
import type * as OutboxModule from '../../src/services/outbox';
import type { OutboxEntry } from '../../src/services/outbox';

export const KEY = 'embudo:outbox';
export const URL_LEADS = `${window.location.origin}/api/leads`;

export type Outbox = typeof OutboxModule;

/** A fresh copy of the outbox and everything it imports: a new page load, or another tab. */
export async function page(): Promise<Outbox> {
  vi.resetModules();
  return import('../../src/services/outbox');
}

let seq = 0;
export function makeLead(over: Partial<ScholarshipLead> = {}): ScholarshipLead {
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
export function leftover(lead: ScholarshipLead, over: Partial<OutboxEntry> = {}): OutboxEntry {
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

export const stored = (): OutboxEntry[] => JSON.parse(localStorage.getItem(KEY) ?? '[]') as OutboxEntry[];

export type Answer = 'reset' | 'hang' | number | { status: number; body?: unknown; headers?: Record<string, string> };

export function reply(answer: Answer, init: RequestInit | undefined, id: string): Promise<Response> {
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
export function api(...answers: Answer[]) {
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
export function installLocks() {
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

export function installBeacon(result: boolean | 'throw' = true) {
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => {
    if (result === 'throw') throw new TypeError('beacon refused');
    return result;
  });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  return sendBeacon;
}

export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

export function hide(state: 'hidden' | 'visible'): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

export const tick = (ms = 0): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

let errors: ReturnType<typeof vi.spyOn>;
/** console.error, silenced and recorded for the running test. */
export const consoleErrors = (): ReturnType<typeof vi.spyOn> => errors;
export const unhandled = vi.fn();
let windowListeners: ReturnType<typeof vi.spyOn>;
let documentListeners: ReturnType<typeof vi.spyOn>;

/** Fake timers, a clean storage, locks and beacons, and every listener and rejection checked after each test. */
export function useOutboxHarness(): void {
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
}
