import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasterForTests, toast, TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS } from '../ui/toaster';
import { configure, resetConfigForTests } from './config';
import { postFbclid } from './crm';
import { resetPricingForTests } from './pricing';
import {
  DISCOUNT_CHAT_DELAY_MS,
  REDIRECT_DELAY_MS,
  VIEWS_CHAT_DELAY_MS,
  resetQueryActionsForTests,
  runQueryActions,
  safePaymentUrl,
} from './query-actions';

vi.mock('./crm', () => ({ postFbclid: vi.fn(() => Promise.resolve()) }));

const PAY_URL = 'https://pay.example.com/checkout/fullstack-usd?x=1';
const REDIRECTS = { 'fullstack-usd': PAY_URL, 'fullstack-pen': 'https://pay.example.com/pen' };
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

/** The text the page's toaster shows now (fixed texts only, as text). */
function toastText(): string {
  const host = document.querySelector('[data-embudo-toaster]');
  return host?.shadowRoot?.querySelector('.s')?.textContent ?? '';
}

function harness(redirects: Record<string, string> | Error = REDIRECTS) {
  const loadRedirects = vi.fn(() => (redirects instanceof Error ? Promise.reject(redirects) : Promise.resolve(redirects)));
  const navigate = vi.fn();
  const openChat = vi.fn((_url: string) => true);
  const openModal = vi.fn();
  return { loadRedirects, navigate, openChat, openModal };
}

const unhandled = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  resetQueryActionsForTests();
  resetToasterForTests();
  resetConfigForTests();
  resetPricingForTests();
  vi.mocked(postFbclid).mockClear();
  unhandled.mockReset();
  process.on('unhandledRejection', unhandled);
});
afterEach(() => {
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  delete (window as { embudo?: unknown }).embudo;
});

describe('payment / pay', () => {
  it('redirects a known code to its mapped https URL 1 s after the toast', async () => {
    const h = harness();
    await runQueryActions(toast, { search: '?payment=fullstack-usd', lang: 'es', ...h });
    await vi.advanceTimersByTimeAsync(100);
    expect(toastText()).toContain('Un momento por favor, te estamos llevando al sistema de pago.');
    expect(h.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 100 - 1);
    expect(h.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledWith(PAY_URL);
    expect(h.openModal).not.toHaveBeenCalled();
  });

  it('reads `pay` too, and speaks English when asked', async () => {
    const h = harness();
    await runQueryActions(toast, { search: '?pay=fullstack-pen', lang: 'en', ...h });
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    expect(toastText()).toContain('One moment please, we are taking you to the payment system.');
    expect(h.navigate).toHaveBeenCalledWith('https://pay.example.com/pen');
  });

  it('follows only the redirect map: unknown codes, URLs and prototype keys do nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const value of [
      'https://evil.example',
      'https%3A%2F%2Fevil.example',
      'unknown-code',
      'constructor',
      '__proto__',
      'toString',
      'FULLSTACK-USD',
    ]) {
      resetQueryActionsForTests();
      const h = harness();
      await runQueryActions(toast, { search: `?pay=${value}`, ...h });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(h.navigate, value).not.toHaveBeenCalled();
      expect(h.openModal).not.toHaveBeenCalled();
    }
    expect(toastText()).toBe('');
    expect(error).not.toHaveBeenCalled();
  });

  it('does not even load the map for a value that cannot be a payment code', async () => {
    const h = harness();
    await runQueryActions(toast, { search: `?pay=${encodeURIComponent('https://evil.example')}`, ...h });
    expect(h.loadRedirects).not.toHaveBeenCalled();
  });

  it('refuses non-https targets of a tampered map, with no toast', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tampered = {
      js: 'javascript:alert(1)',
      jsTab: 'java\tscript:alert(1)',
      jsSpace: ' javascript:alert(1)',
      http: 'http://pay.example.com/',
      data: 'data:text/html,<script>alert(1)</script>',
      creds: 'https://user:pw@pay.example.com/',
      relative: '/checkout',
      nonString: 42 as unknown as string,
    };
    for (const code of Object.keys(tampered)) {
      resetQueryActionsForTests();
      const h = harness(tampered);
      await runQueryActions(toast, { search: `?payment=${code}`, ...h });
      await vi.advanceTimersByTimeAsync(5000);
      expect(h.navigate, code).not.toHaveBeenCalled();
    }
    expect(toastText()).toBe('');
    expect(error).toHaveBeenCalled();
  });

  it('opens the scholarship modal for a value containing "beca", in any case, and never redirects', async () => {
    for (const value of ['beca', 'semi-BECA-2026', 'Beca']) {
      resetQueryActionsForTests();
      const h = harness({ beca: PAY_URL });
      await runQueryActions(toast, { search: `?payment=${value}`, ...h });
      await vi.advanceTimersByTimeAsync(5000);
      expect(h.openModal, value).toHaveBeenCalledWith('scholarship');
      expect(h.loadRedirects).not.toHaveBeenCalled();
      expect(h.navigate).not.toHaveBeenCalled();
    }
  });

  it('opens the scholarship modal through window.embudo by default, or queues the call before boot', async () => {
    const open = vi.fn();
    (window as { embudo?: unknown }).embudo = { version: 'x', open };
    await runQueryActions(toast, { search: '?pay=beca' });
    expect(open).toHaveBeenCalledWith('scholarship');

    resetQueryActionsForTests();
    delete (window as { embudo?: unknown }).embudo;
    await runQueryActions(toast, { search: '?pay=beca' });
    expect((window as { embudo?: { q?: unknown[] } }).embudo?.q).toEqual([['open', 'scholarship']]);
  });

  it('costs only the redirect when pricing fails: one console error, no rejection, other actions still run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const h = harness(new Error('offline'));
    await expect(runQueryActions(toast, { search: '?pay=fullstack-usd&discount=x&fbclid=abc', ...h })).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS);
    expect(h.navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(h.openChat).toHaveBeenCalledTimes(1);
    expect(postFbclid).toHaveBeenCalledTimes(1);
    expect(toastText()).not.toContain('sistema de pago');
  });
});

describe('default pricing request and navigation', () => {
  it('reads redirects from GET {apiBase}/api/pricing and leaves with location.assign', async () => {
    configure({ apiBase: 'https://api.example.com' });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ bootcamps: {}, redirects: REDIRECTS }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await runQueryActions(toast, { search: '?payment=fullstack-usd' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.com/api/pricing');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('omit');
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledWith(PAY_URL);
  });

  it('logs once and does nothing on an HTTP error, a network error or a document without redirects', async () => {
    const answers = [
      () => Promise.resolve(new Response('oops', { status: 500 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{"bootcamps":{}}', { status: 200 })),
      () => Promise.resolve(new Response('not json', { status: 200 })),
    ];
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    for (const answer of answers) {
      resetQueryActionsForTests();
      resetPricingForTests();
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      error.mockClear();
      vi.stubGlobal('fetch', vi.fn(answer));
      // An empty document is asked for again after 1 s (docs/product.md#query-actions), so time runs before the run settles.
      const run = runQueryActions(toast, { search: '?pay=fullstack-usd' });
      await vi.advanceTimersByTimeAsync(5000);
      await expect(run).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledTimes(1);
    }
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('discount', () => {
  it('"views": a toast, then the chat app with the general greeting after 5 s', async () => {
    const h = harness();
    await runQueryActions(toast, { search: '?discount=fb-VIEWS-1', lang: 'es', ...h });
    await vi.advanceTimersByTimeAsync(100);
    expect(toastText()).toContain('Te abrimos WhatsApp');
    await vi.advanceTimersByTimeAsync(VIEWS_CHAT_DELAY_MS - 100 - 1);
    expect(h.openChat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.openChat).toHaveBeenCalledTimes(1);
    const url = new URL(h.openChat.mock.calls[0]![0] as string);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toMatch(/whatsapp\.com$/);
    expect(url.searchParams.get('text')).toBe('Hola, quiero información sobre el Bootcamp Full Stack.');
  });

  it('any other value: the discount toast, then the chat app after 3.5 s', async () => {
    const h = harness();
    await runQueryActions(toast, { search: '?discount=BLACKFRIDAY', lang: 'en', ...h });
    await vi.advanceTimersByTimeAsync(100);
    expect(toastText()).toContain('Your discount is active');
    await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS - 100 - 1);
    expect(h.openChat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.openChat).toHaveBeenCalledTimes(1);
    expect(new URL(h.openChat.mock.calls[0]![0] as string).searchParams.get('text')).toBe(
      'Hi, I would like information about the Full Stack Bootcamp.',
    );
  });

  it('opens the chat app in a new tab without an opener by default', async () => {
    const tab = { opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await runQueryActions(toast, { search: '?discount=x', lang: 'es' });
    await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toMatch(/^https:\/\/(api|web)\.whatsapp\.com\/send\?/);
    expect(open.mock.calls[0]![1]).toBe('_blank');
    expect(tab.opener).toBeNull();
  });

  it('the toast offers the chat link at once; a tap on it opens the chat and the timed open is dropped', async () => {
    const h = harness();
    await runQueryActions(toast, { search: '?discount=x', lang: 'es', ...h });
    await vi.advanceTimersByTimeAsync(100);
    const link = document.querySelector('[data-embudo-toaster]')!.shadowRoot!.querySelector('a')!;
    expect(link.textContent).toBe('Abrir WhatsApp');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    expect(new URL(link.href).searchParams.get('text')).toBe('Hola, quiero información sobre el Bootcamp Full Stack.');
    link.addEventListener('click', (e) => e.preventDefault()); // no navigation in the test page
    link.click();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.openChat).not.toHaveBeenCalled();
  });

  it('a blocked timed open (popup blocker) shows the toast again, with the link to tap', async () => {
    const h = harness();
    h.openChat.mockReturnValue(false);
    await runQueryActions(toast, { search: '?discount=views', lang: 'en', ...h });
    await vi.advanceTimersByTimeAsync(VIEWS_CHAT_DELAY_MS);
    expect(h.openChat).toHaveBeenCalledTimes(1);
    // Past the first toast's 5 s: the one shown at the blocked open is still there, link and all.
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500);
    expect(toastText()).toContain('We are opening WhatsApp');
    expect(document.querySelector('[data-embudo-toaster]')!.shadowRoot!.querySelector('a')!.textContent).toBe('Open WhatsApp');
  });

  it('window.open returning null counts as blocked; an open tab does not toast again', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await runQueryActions(toast, { search: '?discount=x', lang: 'es' });
    await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS + TOAST_DURATION_MS - 500);
    expect(toastText()).toContain('Tu descuento está activo');

    resetQueryActionsForTests();
    resetToasterForTests();
    open.mockImplementation(() => ({ opener: null }) as unknown as Window);
    await runQueryActions(toast, { search: '?discount=x', lang: 'es' });
    // The first toast (it has a link) lasts TOAST_ACTION_DURATION_MS; no second one came.
    await vi.advanceTimersByTimeAsync(TOAST_ACTION_DURATION_MS + 500);
    expect(toastText()).toBe('');
  });

  it("speaks the page's language when each toast shows, not when the script ran (link and close label too)", async () => {
    const html = document.documentElement;
    const before = html.getAttribute('lang');
    html.setAttribute('lang', 'es');
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const h = harness();
      h.openChat.mockReturnValue(false);
      const done = runQueryActions(toast, { search: '?discount=abc', ...h });
      // The host sets its language after Embudo's script ran, before the document is parsed.
      html.setAttribute('lang', 'en-US');
      state.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await done;
      await vi.advanceTimersByTimeAsync(100);
      const shadow = () => document.querySelector('[data-embudo-toaster]')!.shadowRoot!;
      expect(toastText()).toContain('Your discount is active');
      expect(shadow().querySelector('a')!.textContent).toBe('Open WhatsApp');
      expect(shadow().querySelector('button')!.getAttribute('aria-label')).toBe('Dismiss notification');
      expect(shadow().querySelector('.toast')!.getAttribute('lang')).toBe('en');
      // The page turns Spanish: the toast of the blocked open 3.5 s later is Spanish.
      html.setAttribute('lang', 'es');
      await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS);
      expect(toastText()).toContain('Tu descuento está activo');
      expect([...shadow().querySelectorAll('.toast')].at(-1)!.getAttribute('lang')).toBe('es');
    } finally {
      state.mockRestore();
      if (before === null) html.removeAttribute('lang');
      else html.setAttribute('lang', before);
    }
  });

  it('an empty or blank discount does nothing', async () => {
    const h = harness();
    await runQueryActions(toast, { search: '?discount=&discount=x', ...h });
    resetQueryActionsForTests();
    await runQueryActions(toast, { search: '?discount=%20%20', ...h });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.openChat).not.toHaveBeenCalled();
    expect(toastText()).toBe('');
  });
});

describe('fbclid', () => {
  it('triggers the CRM call', async () => {
    await runQueryActions(toast, { search: '?fbclid=IwAR2xYz', ...harness() });
    expect(postFbclid).toHaveBeenCalledTimes(1);
  });

  it('no fbclid, no call', async () => {
    await runQueryActions(toast, { search: '?utm_source=fb', ...harness() });
    expect(postFbclid).not.toHaveBeenCalled();
  });
});

describe('hostile and oversized values', () => {
  it('render nothing as HTML and trigger nothing', async () => {
    const h = harness();
    const search = `?payment=${encodeURIComponent(HOSTILE)}&pay=${encodeURIComponent('javascript:alert(1)')}&fbclid=&country=${encodeURIComponent(HOSTILE)}`;
    await runQueryActions(toast, { search, ...h });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.loadRedirects).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.openChat).not.toHaveBeenCalled();
    expect(h.openModal).not.toHaveBeenCalled();
    expect(postFbclid).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
    expect(toastText()).toBe('');
  });

  it('a hostile discount shows only the fixed text, as text', async () => {
    const h = harness();
    await runQueryActions(toast, { search: `?discount=${encodeURIComponent(HOSTILE)}`, lang: 'es', ...h });
    await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS);
    const host = document.querySelector('[data-embudo-toaster]')!;
    expect(host.shadowRoot!.querySelector('img')).toBeNull();
    expect(toastText()).not.toContain('onerror');
    expect(toastText()).toContain('Tu descuento está activo');
    // The chat text is the fixed greeting, never the value.
    expect(h.openChat.mock.calls[0]![0]).not.toContain('onerror');
  });

  it('ignores payment and discount values longer than 200 characters; fbclid is left to the CRM contract (500)', async () => {
    const h = harness({ ['a'.repeat(64)]: PAY_URL });
    const long = 'beca' + 'a'.repeat(197);
    await runQueryActions(toast, { search: `?payment=${long}&discount=${'views'.repeat(41)}`, ...h });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.openModal).not.toHaveBeenCalled();
    expect(h.openChat).not.toHaveBeenCalled();
    expect(toastText()).toBe('');

    resetQueryActionsForTests();
    await runQueryActions(toast, { search: `?fbclid=${'f'.repeat(480)}`, ...h });
    expect(postFbclid).toHaveBeenCalledTimes(1);

    resetQueryActionsForTests();
    await runQueryActions(toast, { search: `?discount=${'x'.repeat(200)}`, ...h });
    await vi.advanceTimersByTimeAsync(DISCOUNT_CHAT_DELAY_MS);
    expect(h.openChat).toHaveBeenCalledTimes(1);
  });
});

describe('once per page', () => {
  it('a second call returns the same promise and does nothing', async () => {
    const h = harness();
    const search = '?payment=fullstack-usd&discount=views&fbclid=abc';
    const first = runQueryActions(toast, { search, ...h });
    const second = runQueryActions(toast, { search, ...h });
    expect(second).toBe(first);
    await first;
    await runQueryActions(toast, { search, ...h });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.loadRedirects).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.openChat).toHaveBeenCalledTimes(1);
    expect(postFbclid).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-embudo-toaster]')).toHaveLength(1);
  });

  it('reads location.search by default', async () => {
    window.history.replaceState(null, '', '/?pay=beca');
    const h = harness();
    await runQueryActions(toast, { openModal: h.openModal });
    expect(h.openModal).toHaveBeenCalledWith('scholarship');
  });
});

describe('safePaymentUrl', () => {
  it('keeps https URLs only', () => {
    expect(safePaymentUrl(PAY_URL)).toBe(PAY_URL);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'http://x.example',
      'https://',
      'https://a:b@x.example',
      '//x.example',
      '',
      null,
      'https://x.example/\u2028',
    ])
      expect(safePaymentUrl(bad), String(bad)).toBeUndefined();
  });
});
