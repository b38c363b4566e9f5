/**
 * The durable lead outbox (docs/product.md#nothing-lost, RELIABILITY rows 1–11 and 14).
 *
 * A lead is written to localStorage (memory when storage throws or is full) before its first send,
 * carries one client id on every try, and leaves the outbox only on a 2xx. Retries never give up:
 * only a 4xx other than 408/429 stops them, and that keeps the entry (as `rejected`) for the form to
 * show the field at fault. Whatever is pending goes out by beacon when the page is hidden or left,
 * and again from the next page load of any page with an Embudo widget; the server dedups by id.
 *
 * Tabs share the outbox. Web Locks (or, without them, a lease written into the entry) make one tab
 * at a time send a given lead, and the entry is re-read under the lock, so two tabs seldom both send
 * it: only when one tab's copy of localStorage has not yet heard of the other's delivery (browsers
 * carry it between tabs asynchronously), and then the server's dedup by id keeps one row. A tab
 * puts back any lead it queued or tried if it vanishes without a 2xx it saw (the partner
 * page cleared storage, another tab's stale write): a second send costs a `duplicate`, a lost lead
 * costs a customer.
 */
import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { FieldIssue, Lead } from '../contracts/lead';
import { getConfig } from './config';
import { local } from './storage';

/** Where a lead is: waiting, on the wire, waiting to retry, waiting for the network, stored, or refused. */
export type DeliveryState = 'queued' | 'sending' | 'retrying' | 'offline' | 'delivered' | 'rejected';

/**
 * A lead's delivery as this page sees it; `issues` when rejected, `duplicate` when the server had it
 * already, `mail` when the server said it mails the lead (so the form may say so, and only then).
 */
export interface Delivery {
  state: DeliveryState;
  attempts: number;
  issues?: FieldIssue[];
  duplicate?: boolean;
  mail?: boolean;
}

/** What `queueLead` returns: the lead's id and its live delivery state. */
export interface LeadTicket {
  readonly id: string;
  readonly delivery: ReadonlySignal<Delivery>;
}

/** One lead as stored in the outbox; `lease`/`by` are the cross-tab claim used without Web Locks. */
export interface OutboxEntry {
  id: string;
  /** The exact JSON text POSTed, every try. */
  body: string;
  kind: string;
  createdAt: number;
  attempts: number;
  /** Epoch ms before which no tab retries it. */
  nextAt: number;
  state: 'queued' | 'retrying' | 'rejected';
  issues?: FieldIssue[];
  lease?: number;
  by?: string;
}

/** localStorage key of the outbox (a JSON array of `OutboxEntry`). */
export const OUTBOX_KEY = 'embudo:outbox';

const TEXT = 'text/plain;charset=UTF-8'; // a CORS-safelisted type: no preflight, beacons allowed
const TIMEOUT = 15e3;
const LEASE = 2e4; // outlives one try (TIMEOUT), so a live tab's claim never lapses mid-request
const WAIT_CAP = 6e5; // a Retry-After (or a tampered nextAt) never parks a lead over 10 minutes
const TAB = Math.random().toString(36).slice(2);

// Leads this tab queued or tried (with the ticket's signal when queued here): put back if they vanish.
const mine = new Map<string, { e: OutboxEntry; s?: Signal<Delivery> }>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const busy = new Set<string>();
// Bodies beaconed since the page was last visible: `hidden` then `pagehide` sends each once.
const beaconed = new Set<string>();
let keepaliveBytes = 0;
let started = false;

const now = (): number => Date.now();
const url = (): string => `${getConfig().apiBase}/api/leads`;
const offline = (): boolean => navigator.onLine === false;
const pending = (e: OutboxEntry): boolean => e.state !== 'rejected';
const num = (v: unknown, fallback: number, max = Infinity): number => (typeof v === 'number' && v >= 0 ? Math.min(v, max) : fallback);

/** A new client lead id: a UUID, or 32 random hex digits where `randomUUID` is missing (http pages). */
export function newLeadId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join('');
  }
}

/** The well-formed `{field, message}` items of an untrusted list, or undefined when there are none. */
function issuesOf(value: unknown): FieldIssue[] | undefined {
  const list = Array.isArray(value) ? value.filter((i) => typeof i?.field === 'string' && typeof i.message === 'string') : [];
  return list.length ? list.map(({ field, message }) => ({ field, message })) : undefined;
}

/** A stored item as an entry, repaired field by field; none when its body is not a JSON object (not a lead). */
function repair(item: unknown): OutboxEntry[] {
  const o = (item ?? {}) as Partial<OutboxEntry>;
  const t = now();
  try {
    const lead = JSON.parse(o.body as string) as { id?: unknown; kind?: unknown } | null;
    if (lead && typeof lead === 'object') {
      return [
        {
          id: String(lead.id),
          body: o.body as string,
          kind: String(lead.kind),
          createdAt: num(o.createdAt, t),
          attempts: num(o.attempts, 0, 1e9),
          nextAt: num(o.nextAt, 0, t + WAIT_CAP),
          state: o.state === 'rejected' || o.state === 'retrying' ? o.state : 'queued',
          issues: issuesOf(o.issues),
          lease: num(o.lease, 0, t + LEASE),
          by: o.by,
        },
      ];
    }
  } catch {
    // falls through: dropped below, with a message
  }
  return [];
}

// The last text read or written and its entries: the same text is not parsed again.
let lastText: string | null | undefined;
let lastList: OutboxEntry[] = [];

function save(list: OutboxEntry[]): void {
  local.set(OUTBOX_KEY, (lastText = JSON.stringify(list)));
  lastList = list;
}

/** The outbox now (a new array): unreadable data reset, non-lead entries dropped, this tab's leads put back. */
function load(): OutboxEntry[] {
  const raw = local.get(OUTBOX_KEY);
  let list: OutboxEntry[] | undefined = raw === lastText ? lastList.slice() : undefined;
  let dirty = false;
  try {
    const value: unknown = list ?? JSON.parse(raw ?? '[]');
    if (!list && Array.isArray(value)) {
      list = value.flatMap(repair);
      dirty = list.length < value.length;
      if (dirty) console.error(`[embudo] outbox: dropped ${value.length - list.length} entries that are not leads`);
    }
  } catch {
    // not JSON: reset below
  }
  if (!list) {
    console.error('[embudo] outbox: not a list of leads; reset');
    list = [];
    dirty = true;
  }
  lastText = raw;
  lastList = list.slice();
  const ids = new Set(list.map((x) => x.id));
  for (const { e } of mine.values()) {
    if (!ids.has(e.id)) {
      list.push(e);
      dirty = true;
    }
  }
  if (dirty) save(list);
  return list;
}

/** Updates the ticket of a lead queued on this page; a subscriber that throws does not stop delivery. */
function tell(id: string, state: DeliveryState, attempts?: number, more?: Partial<Delivery>): void {
  const s = mine.get(id)?.s;
  try {
    if (s) s.value = { state, attempts: attempts ?? s.peek().attempts, ...more };
  } catch {
    // the widget's problem, not the lead's
  }
}

function schedule(id: string, at: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => run(id), Math.max(0, at - now())),
  );
}

/** Tries to send one lead now, unless offline or already on its way from this tab. */
function run(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (busy.has(id)) return;
  if (offline()) {
    tell(id, 'offline');
    // The `online` event flushes; the timer covers a browser that comes back without firing it.
    return schedule(id, now() + 6e4);
  }
  busy.add(id);
  void exclusive(id).then(() => busy.delete(id));
}

/** Runs `attempt` while this tab alone holds the lead (Web Lock, else a lease); never rejects. */
function exclusive(id: string): Promise<void> {
  return new Promise((done) => {
    let ran = false;
    const fallback = (): unknown => (ran ? done() : lease(id).then(done, done));
    try {
      navigator.locks
        .request(`embudo-outbox:${id}`, { ifAvailable: true }, (lock) => {
          ran = true;
          // Held elsewhere: that tab either settles it (we see the change) or dies (we retry later).
          return lock ? attempt(id) : schedule(id, now() + TIMEOUT);
        })
        .then(() => done(), fallback);
    } catch {
      fallback(); // no Web Locks (older Safari, http pages) or refused (opaque origins)
    }
  });
}

/** Claims the lead with a lease in the entry, then sends it if the claim still holds after a moment. */
async function lease(id: string): Promise<void> {
  let list = load();
  const e = list.find((x) => x.id === id);
  if (!e) return;
  const held = e.lease ?? 0;
  if (e.by !== TAB && held > now()) return schedule(id, held);
  e.by = TAB;
  e.lease = now() + LEASE;
  save(list);
  // Storage has no compare-and-swap: let a racing tab's write land, then see whose claim stands.
  await new Promise((ok) => setTimeout(ok, 50));
  list = load();
  if (list.find((x) => x.id === id)?.by === TAB) return attempt(id);
  schedule(id, now() + TIMEOUT);
}

/** One POST of `body`: status, response text and Retry-After, or a rejection (network error, timeout). */
async function post(body: string): Promise<[number, string, string | null]> {
  const controller = new AbortController();
  // In-flight keepalive bytes over 64 KiB make fetch fail: beyond that a lead goes without keepalive.
  const keepalive = keepaliveBytes + body.length < 6e4;
  if (keepalive) keepaliveBytes += body.length;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The timer settles the try itself, so a fetch that ignores the abort cannot hold the lead.
    return await Promise.race([
      fetch(url(), {
        method: 'POST',
        body,
        headers: { 'Content-Type': TEXT },
        keepalive,
        credentials: 'omit',
        signal: controller.signal,
      }).then(async (res): Promise<[number, string, string | null]> => [res.status, await res.text(), res.headers.get('Retry-After')]),
      new Promise<never>((_, fail) => {
        timer = setTimeout(() => {
          controller.abort();
          fail(new Error('timeout'));
        }, TIMEOUT);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (keepalive) keepaliveBytes -= body.length;
  }
}

/** Sends the lead as stored now (re-read under the claim) and records the outcome. */
async function attempt(id: string): Promise<void> {
  const e = load().find((x) => x.id === id);
  if (!e || !pending(e)) return; // delivered or refused by another tab meanwhile
  const attempts = e.attempts + 1;
  tell(id, 'sending', attempts);
  let status = 0;
  let text = '';
  let retryAfter: string | null = null;
  try {
    [status, text, retryAfter] = await post(e.body);
  } catch {
    // network error or timeout: status 0, retried below
  }
  let data: { status?: unknown; issues?: unknown; error?: unknown; mail?: unknown } | undefined;
  try {
    data = JSON.parse(text);
  } catch {
    // an empty or HTML answer: only the status counts
  }

  const list = load();
  const i = list.findIndex((x) => x.id === id);
  // Re-queued while on the wire (a corrected form): send the new body rather than settle the old one.
  if (list[i] && list[i].body !== e.body) return schedule(id, 0);
  if (status > 199 && status < 300) {
    if (i >= 0) list.splice(i, 1);
    save(list);
    tell(id, 'delivered', attempts, { duplicate: data?.status === 'duplicate', mail: data?.mail === true });
    mine.delete(id);
    return;
  }
  const rejected = status > 399 && status < 500 && status !== 408 && status !== 429;
  let wait = 0;
  let issues: FieldIssue[] | undefined;
  if (rejected) {
    issues = issuesOf(data?.issues) ?? [
      { field: '(body)', message: `HTTP ${status}${typeof data?.error === 'string' ? `: ${data.error}` : ''}` },
    ];
  } else {
    // Jittered exponential backoff (0.5 s, ×2, 60 s cap), but never sooner than Retry-After (10 min cap).
    const asked = retryAfter ? (/^\s*\d+\s*$/.test(retryAfter) ? +retryAfter * 1e3 : Date.parse(retryAfter) - now()) : 0;
    wait = Math.max(Math.min(6e4, 500 * 2 ** (attempts - 1)) * (0.5 + Math.random() / 2), Math.min(asked || 0, WAIT_CAP));
  }
  // lease 0: the claim ends with the try
  const next: OutboxEntry = { ...e, attempts, nextAt: now() + wait, state: rejected ? 'rejected' : 'retrying', issues, lease: 0 };
  if (i < 0) list.push(next);
  else list[i] = next;
  save(list);
  mine.set(id, { e: next, s: mine.get(id)?.s });
  if (rejected) return tell(id, 'rejected', attempts, { issues });
  tell(id, offline() ? 'offline' : 'retrying', attempts);
  schedule(id, next.nextAt);
}

/** Aligns this tab with the stored outbox: due leads (all of them when `all`) are tried, others timed, refusals shown. */
function sync(all?: boolean): void {
  for (const e of load()) {
    if (pending(e)) {
      if (!busy.has(e.id)) {
        // A lead due now is claimed at once, before other tabs hear of the change that made it due.
        if (!all && e.nextAt > now()) schedule(e.id, e.nextAt);
        else run(e.id);
      }
    } else if (mine.get(e.id)?.s?.peek().state !== 'rejected') {
      tell(e.id, 'rejected', e.attempts, { issues: e.issues }); // refused in another tab
    }
  }
}

/** Hands every pending lead to the browser to send after the page is gone; entries stay for the next load. */
function beacon(): void {
  const target = url();
  for (const e of load()) {
    const { body } = e;
    if (!pending(e) || beaconed.has(body)) continue;
    beaconed.add(body);
    let sent = false;
    try {
      sent = navigator.sendBeacon(target, new Blob([body], { type: TEXT }));
    } catch {
      // missing or refused: keepalive fetch below
    }
    try {
      if (!sent)
        fetch(target, { method: 'POST', body, headers: { 'Content-Type': TEXT }, keepalive: true, credentials: 'omit' }).catch(
          () => undefined,
        );
    } catch {
      // no fetch either: the next page load sends it
    }
  }
}

/** Starts the outbox on this page (idempotent): installs its listeners and sends what earlier pages left. */
export function resumeOutbox(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => sync(true)); // back online: try everything now, whatever the backoff
  addEventListener('pagehide', beacon);
  addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY || event.key === null) sync(); // null: another tab cleared storage
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon();
    else beaconed.clear();
  });
  sync();
}

/**
 * Writes the lead to the outbox (synchronously, before any send) and starts sending it.
 * Queueing an id already in the outbox (the visitor fixed a rejected field) replaces its body and
 * resets its tries; the returned ticket keeps the same signal.
 */
export function queueLead(lead: Lead): LeadTicket {
  const { id } = lead;
  const e: OutboxEntry = { id, body: JSON.stringify(lead), kind: lead.kind, createdAt: now(), attempts: 0, nextAt: 0, state: 'queued' };
  const s = mine.get(id)?.s ?? signal<Delivery>({ state: 'queued', attempts: 0 });
  const list = load().filter((x) => x.id !== id);
  list.push(e);
  mine.set(id, { e, s });
  save(list);
  tell(id, 'queued', 0);
  resumeOutbox();
  run(id);
  return { id, delivery: s };
}
