import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { ADMIN_TOKEN } from './env';
import { embudoMessages, expect, html, shieldContext, watchPage, type Problems } from './fixtures';
import type { OutboxEntry } from '../../src/services/outbox';

/**
 * Helpers of the lead-capture browser tests (RELIABILITY rows 1–11, 14, 18, 19, 23 and the partner
 * page): pages with a lead modal, filling and submitting its form inside the shadow root, watching
 * the lead POSTs, reading the outbox, and counting what reached the real store through
 * `GET /api/leads` with the admin token.
 */

/** The two lead forms. */
export type FormKind = 'scholarship' | 'brochure';

/** Custom element of each form. */
export const TAGS = { scholarship: 'embudo-scholarship-modal', brochure: 'embudo-brochure-modal' } as const;

/** The script partners paste for each form. */
export const SCRIPTS = { scholarship: '/widgets/scholarship-modal.js', brochure: '/widgets/brochure-modal.js' } as const;

/** localStorage key of the outbox (src/services/outbox.ts OUTBOX_KEY). */
export const OUTBOX_KEY = 'embudo:outbox';

/** Path of the lead API. */
export const LEADS_PATH = '/api/leads';

/** Matches the lead API's URL (any query), for `page.route` / `context.route`. */
export const isLeadsUrl = (url: URL): boolean => url.pathname === LEADS_PATH;

/** A lead POST (fetch or beacon) to the lead API. */
export const isLeadPost = (request: Request): boolean => request.method() === 'POST' && isLeadsUrl(new URL(request.url()));

/** An email no other test (or earlier run against the same store) uses: `<tag>-<time>-<random>@example.com`. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** What a visitor types. The phone is the scholarship WhatsApp field: a country and national digits. */
export interface Visitor {
  name?: string;
  email: string;
  phone?: { country: string; digits: string };
}

/** Options of `leadPage`. */
export interface LeadPageOptions {
  /** Attributes of the modal element (e.g. `webinar-date="…"`). */
  attrs?: string;
  /** Extra attributes of the widget script tag (`data-*` configuration). */
  scriptAttrs?: string;
  /** Markup before the widget (e.g. an inline script that queues `embudo` calls). */
  before?: string;
  /** Markup in <head>. */
  head?: string;
  /** The widget script (default: the form's own bundle). */
  script?: string;
}

/**
 * A page with an opener button (`#opener`, `data-embudo-open`), the modal element and its script.
 * `data-country="PE"` keeps the form off the geo service (it has its own tests, row 12).
 */
export function leadPage(kind: FormKind, o: LeadPageOptions = {}): string {
  const tag = TAGS[kind];
  return html(
    `${o.before ?? ''}<main><h1>Página de prueba</h1><button type="button" id="opener" data-embudo-open="${kind}">Abrir</button></main>
     <${tag} ${o.attrs ?? ''}></${tag}>
     <script src="${o.script ?? SCRIPTS[kind]}" data-country="PE" ${o.scriptAttrs ?? ''}></script>`,
    o.head ?? '',
  );
}

/**
 * Serves `body` as HTML at `/__test/<path>` to every page of `context`, whatever the query string
 * (the `serve` fixture matches the bare URL only). Returns the URL.
 */
export async function servePage(context: BrowserContext, baseURL: string, path: string, body: string): Promise<string> {
  const pathname = `/__test/${path.replace(/^\/+/, '')}`;
  await context.route(
    (url) => url.pathname === pathname && url.origin === new URL(baseURL).origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
  );
  return `${baseURL}${pathname}`;
}

/** A second visitor (its own context: own storage, no shared Web Locks), kept on loopback and watched. */
export async function newVisitor(browser: Browser, baseURL: string, problems: Problems): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await shieldContext(context, problems);
  const page = await context.newPage();
  await watchPage(page, problems);
  return { context, page };
}

/** The modal element of `kind`. */
export const modal = (page: Page, kind: FormKind): Locator => page.locator(TAGS[kind]);

/** The open native dialog of the modal. */
export const openDialog = (page: Page, kind: FormKind): Locator => modal(page, kind).locator('dialog[open]');

/** Opens the modal the way a visitor does: a click on the page's `data-embudo-open` button. */
export async function openForm(page: Page, kind: FormKind): Promise<void> {
  await page.locator('#opener').click();
  await expect(openDialog(page, kind)).toBeVisible();
}

/** Types the visitor's data into the open form (inside the shadow root). */
export async function fillForm(page: Page, kind: FormKind, v: Visitor): Promise<void> {
  const m = modal(page, kind);
  if (v.name !== undefined) await m.locator('#name').fill(v.name);
  await m.locator('#email').fill(v.email);
  if (kind === 'scholarship' && v.phone) {
    // The WhatsApp field appears once the email passes the pattern check.
    await choosePhoneCountry(m.locator('#phone-country'), v.phone.country);
    await m.locator('#phone').fill(v.phone.digits);
  }
}

/**
 * Picks the WhatsApp prefix's region as a visitor's tap does: reach the list first (it holds the
 * chosen region alone until then, and the field is inert until it has revealed), then choose.
 */
export async function choosePhoneCountry(select: Locator, country: string): Promise<void> {
  await expect(async () => {
    await select.focus();
    expect(await select.locator('option').count()).toBeGreaterThan(1);
  }).toPass();
  await select.selectOption(country);
}

/** The submit button of the form. */
export const submitButton = (page: Page, kind: FormKind): Locator => modal(page, kind).locator('[part~="submit-button"]');

/** The sent state (success, shown as soon as the lead is in the outbox). */
export const sentPanel = (page: Page, kind: FormKind): Locator => modal(page, kind).locator('[part~="sent"]');

/** The delivery status line of the sent state. */
export const deliveryStatus = (page: Page, kind: FormKind): Locator => modal(page, kind).locator('[part~="status"]');

/** Clicks submit and waits for the sent state. */
export async function submitForm(page: Page, kind: FormKind): Promise<void> {
  await submitButton(page, kind).click();
  await expect(sentPanel(page, kind)).toBeVisible();
}

/** Opens the form, fills it and submits it; the sent state is showing when this returns. */
export async function sendLead(page: Page, kind: FormKind, v: Visitor): Promise<void> {
  await openForm(page, kind);
  await fillForm(page, kind, v);
  await submitForm(page, kind);
}

/** A visitor with a name and a Peruvian WhatsApp number. */
export const visitor = (email: string, name = 'Ana Pérez'): Visitor => ({ name, email, phone: { country: 'PE', digits: '987654321' } });

/** One row of `GET /api/leads`. */
export interface StoredLead {
  id: string;
  kind: FormKind | 'masterclass';
  email: string;
  name: string;
  phone: string;
  country: string;
  source: string | null;
  fecha: string | null;
  /** Masterclass leads: the class's instant, or null for "tell me the next date". */
  masterclassAt: string | null;
  quarantined: boolean;
}

/** The rows the real store holds for `email`, read through the admin export. */
export async function storedLeads(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const res = await request.get(LEADS_PATH, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status(), 'GET /api/leads with the admin token').toBe(200);
  const { leads } = (await res.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.email === email);
}

/** How many rows the store holds for `email`. */
export const countRows = async (request: APIRequestContext, email: string): Promise<number> => (await storedLeads(request, email)).length;

/**
 * The end of every lead test: the store holds exactly `n` rows for `email`. Waits for them to
 * arrive, then for the outbox of each page given to have nothing left to send (so a late second
 * delivery would be counted), and counts again.
 */
export async function expectRows(request: APIRequestContext, email: string, n: number, ...settle: Page[]): Promise<StoredLead[]> {
  await expect.poll(() => countRows(request, email), { message: `rows stored for ${email}` }).toBe(n);
  for (const page of settle) await expect.poll(() => pendingIds(page), { message: 'leads left in the outbox' }).toEqual([]);
  const rows = await storedLeads(request, email);
  expect(rows, `rows stored for ${email}`).toHaveLength(n);
  return rows;
}

/** The outbox's raw text in the page's localStorage (null when absent or when storage throws). */
export const rawOutbox = (page: Page): Promise<string | null> =>
  page.evaluate((key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }, OUTBOX_KEY);

/** The outbox entries ([] when absent). */
export async function readOutbox(page: Page): Promise<OutboxEntry[]> {
  const raw = await rawOutbox(page);
  return raw ? (JSON.parse(raw) as OutboxEntry[]) : [];
}

/** Ids of the outbox entries still to deliver (not refused). */
export const pendingIds = async (page: Page): Promise<string[]> =>
  (await readOutbox(page)).filter((e) => e.state !== 'rejected').map((e) => e.id);

/** The outbox entry of `id` (fails when absent). */
export async function outboxEntry(page: Page, id: string): Promise<OutboxEntry> {
  const entry = (await readOutbox(page)).find((e) => e.id === id);
  expect(entry, `outbox entry ${id}`).toBeDefined();
  return entry!;
}

/** Waits until the entry of `id` failed `attempts` tries and waits to retry. */
export async function waitForRetry(page: Page, id: string, attempts: number): Promise<OutboxEntry> {
  await expect
    .poll(async () => {
      const e = (await readOutbox(page)).find((x) => x.id === id);
      return e && `${e.state}/${e.attempts}`;
    })
    .toBe(`retrying/${attempts}`);
  return outboxEntry(page, id);
}

/** Milliseconds until the entry's next try, on the page's (fake) clock. */
export async function msUntilRetry(page: Page, id: string): Promise<number> {
  const { nextAt } = await outboxEntry(page, id);
  return nextAt - (await page.evaluate(() => Date.now()));
}

/**
 * After the `attempts`-th failed try, moves the page's fake clock (installed by the test) to the
 * next try. Returns the wait the outbox chose.
 */
export async function fastForwardToRetry(page: Page, id: string, attempts: number): Promise<number> {
  await waitForRetry(page, id, attempts);
  const wait = await msUntilRetry(page, id);
  await page.clock.fastForward(Math.max(0, wait) + 1);
  return wait;
}

/** A lead request as the test saw it: its body's id and email, and whether it was a beacon. */
export interface SeenPost {
  id: string;
  email: string;
  beacon: boolean;
  request: Request;
}

/** Parses a lead POST's body (fetch or beacon). */
export function leadBody(request: Request): { id: string; email: string; name?: string; source?: string; [k: string]: unknown } {
  return JSON.parse(request.postData() ?? 'null') as { id: string; email: string };
}

/** Records every lead POST `target` (a page, or all pages of a context) makes, in order. */
export function recordLeadPosts(target: Page | BrowserContext): SeenPost[] {
  const seen: SeenPost[] = [];
  (target as Page).on('request', (request: Request) => {
    if (!isLeadPost(request)) return;
    const body = leadBody(request);
    seen.push({ id: body.id, email: body.email, beacon: request.resourceType() === 'ping', request });
  });
  return seen;
}

/**
 * Counts, in the page, the `fetch` calls to the lead API (on the wrapper itself: no new global).
 * Synchronous with the page, so "no request was made" can be asserted right after a clock jump.
 */
export async function spyOnLeadFetch(page: Page): Promise<void> {
  await page.addInitScript((path: string) => {
    type Spy = typeof window.fetch & { calls: number };
    const original = window.fetch;
    const spy = function (this: unknown, ...args: Parameters<typeof fetch>) {
      try {
        const [input, init] = args;
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        if (url.pathname === path && method === 'POST') spy.calls++;
      } catch {
        // not a URL: not ours to count
      }
      return original.apply(this, args);
    } as Spy;
    spy.calls = 0;
    window.fetch = spy;
  }, LEADS_PATH);
}

/** Lead API `fetch` calls the page made so far (see `spyOnLeadFetch`). */
export const leadFetches = (page: Page): Promise<number> => page.evaluate(() => (window.fetch as unknown as { calls: number }).calls);

/**
 * Replaces `window.open` with a recorder (the URLs are kept on the function itself: no new global)
 * that opens nothing and answers like an opened window, so the chat app "opens" without a popup.
 */
export async function spyOnWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const urls: string[] = [];
    window.open = Object.assign(
      (url?: string | URL) => {
        urls.push(String(url));
        return { closed: false, opener: null, close() {}, focus() {} } as unknown as Window;
      },
      { urls },
    );
  });
}

/** The URLs the page passed to `window.open` so far (see `spyOnWindowOpen`). */
export const windowOpens = (page: Page): Promise<string[]> => page.evaluate(() => (window.open as unknown as { urls: string[] }).urls);

/** A valid scholarship lead body (the wire format of src/contracts/lead.ts), for seeding outboxes. */
export function scholarshipBody(email: string, more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    kind: 'scholarship',
    lead: true,
    beca: true,
    bootcamp: 'fullstack',
    email,
    name: 'Ana Pérez',
    phone: '+51987654321',
    country: 'PE',
    fecha: '',
    meta: { fillMs: 5000, hp: '', page: 'http://127.0.0.1/__test/seed', lang: 'es' },
    ...more,
  };
}

/** A fresh (never tried) outbox entry for a lead body. */
export function queuedEntry(body: Record<string, unknown>): OutboxEntry {
  return {
    id: String(body.id),
    body: JSON.stringify(body),
    kind: String(body.kind),
    createdAt: Date.now(),
    attempts: 0,
    nextAt: 0,
    state: 'queued',
  };
}

/**
 * Writes localStorage values of the server's origin before any widget runs: the page visits the
 * health check (same origin, no widget), writes them, and stays there.
 */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(values));
}

/**
 * Every attribute value of `name` in the document and in every open shadow root inside it
 * (recursively), e.g. all `href`s.
 */
export function deepAttributes(page: Page, name: string): Promise<string[]> {
  return page.evaluate((attr) => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll('*')) {
        const value = el.getAttribute(attr);
        if (value !== null) out.push(value);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out;
  }, name);
}

/** How many elements match `selector` in the document and every open shadow root. */
export function deepCount(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    let n = 0;
    const walk = (root: Document | ShadowRoot): void => {
      n += root.querySelectorAll(sel).length;
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return n;
  }, selector);
}

/** The element that has focus, through shadow roots: `tag#id` inside which host (or 'document'). */
export function deepFocus(page: Page): Promise<{ where: string; el: string; inDialog: boolean }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let host = 'document';
    while (active?.shadowRoot?.activeElement) {
      host = active.tagName.toLowerCase();
      active = active.shadowRoot.activeElement;
    }
    const el = active
      ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}${active.classList.length ? `.${[...active.classList].join('.')}` : ''}`
      : 'null';
    return { where: host, el, inDialog: !!active?.closest('dialog') };
  });
}

/** The lead forms' delivery lines (Spanish), as the tests read them. */
export const DELIVERED = 'Recibimos tus datos.';
export const RETRYING = 'Tus datos están guardados; seguimos intentando enviarlos.';
export const OFFLINE = 'Sin conexión por ahora: tus datos están guardados y se enviarán solos.';

/**
 * The browser's own line for a request that failed or answered 4xx/5xx: the faults these tests
 * inject, not an error of the page's code.
 */
const NETWORK_LINE = /^Failed to load resource: /;

/** Nothing went wrong on the page: no page error, no console error (beyond the injected network faults), no CSP violation. */
export function clean(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((m) => !NETWORK_LINE.test(m))).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}
