import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { initials } from '../../src/ui/initials';
import { resetLayersForTests, setModalOpen } from '../../src/ui/layers';
import { EmbudoSocialProof } from './social-proof.element';
import { relativeTime } from './social-proof.view';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MIN = 60_000;
const SOURCE = 'https://api.example.test/api/social-proof';
const SERVICE = 'https://avatars.example.test/api/';

const peru = { kind: 'scholarship', country: 'PE', at: T0 - 12 * MIN };
const ana = { quote: { es: 'Conseguí mi primer trabajo', en: 'I got my first job' }, name: 'Ana María', country: 'MX' };

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const never = () => new Promise<Response>(() => undefined);

/** Stubs fetch: the source answers `proof`, the avatar service `avatar`; returns the mock. */
function stubFetch(proof: Answer, avatar: Answer = () => json({}, 500)) {
  const mock = vi.fn((url: string) => {
    const answer = url.startsWith(SERVICE) ? avatar : proof;
    return Promise.resolve(typeof answer === 'function' ? answer() : answer);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function mount(attrs: Record<string, string> = {}): EmbudoSocialProof {
  const el = document.createElement('embudo-social-proof') as EmbudoSocialProof;
  el.setAttribute('source', SOURCE);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const root = (el: Element) => el.shadowRoot!;
const text = (el: Element) => root(el).querySelector('[part=text]')?.textContent ?? null;
const shownCount = (events: CustomEvent[]) => events.length;

/** Scrolls the (fake) page to `depth` of its scrollable room and fires the scroll event. */
function scrollTo(depth: number): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: depth * 2000, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function record(el: Element): CustomEvent[] {
  const events: CustomEvent[] = [];
  el.addEventListener('embudo-social-proof-show', (e) => events.push(e as CustomEvent));
  return events;
}

describe('embudo-social-proof', () => {
  beforeAll(async () => {
    defineElement(EmbudoSocialProof);
    // The view comes with the later part: here it is there before any popup connects (see social-proof.later.test.ts for before).
    await EmbudoSocialProof.preloadPart();
  });
  beforeEach(() => vi.useFakeTimers({ now: T0 }));
  afterEach(() => {
    document.body.replaceChildren();
    resetLayersForTests();
    vi.useRealTimers();
  });

  it('shows the first popup 15 s after setup and hides it after 8 s', async () => {
    stubFetch(json({ activity: [peru], testimonials: [] }));
    const el = mount();
    const events = record(el);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(text(el)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(text(el)).toContain('Alguien de Perú solicitó su beca hace 12 minutos');
    expect(events.map((e) => e.detail)).toEqual([{ kind: 'scholarship', country: 'PE' }]);
    expect(events[0]!.bubbles && events[0]!.composed).toBe(true);
    expect(root(el).querySelector('[role=status]')!.getAttribute('aria-live')).toBe('polite');
    await vi.advanceTimersByTimeAsync(7_999);
    expect(text(el)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(text(el)).toBeNull();
  });

  it('fires once at 40 % and once at 60 % scroll, and never more than max', async () => {
    stubFetch(json({ activity: [peru, { ...peru, country: 'CO' }], testimonials: [ana] }));
    const el = mount();
    const events = record(el);
    await vi.advanceTimersByTimeAsync(100);
    scrollTo(0.39);
    expect(shownCount(events)).toBe(0);
    scrollTo(0.41);
    await vi.advanceTimersByTimeAsync(0); // the items, asked for at the first trigger
    expect(shownCount(events)).toBe(1);
    scrollTo(0.45);
    scrollTo(0.3);
    scrollTo(0.42);
    await vi.advanceTimersByTimeAsync(9_100);
    expect(shownCount(events)).toBe(1);
    scrollTo(0.6);
    expect(shownCount(events)).toBe(2);
    await vi.advanceTimersByTimeAsync(9_000); // the 15 s trigger: third and last
    expect(shownCount(events)).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    scrollTo(1);
    expect(shownCount(events)).toBe(3);
  });

  it("fetches its items once they may be needed: on idle after the visitor's first move, not on a page only loaded", async () => {
    const fetch = stubFetch(json({ activity: [peru], testimonials: [] }));
    const el = mount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${SOURCE}?lang=es`]);
    await vi.advanceTimersByTimeAsync(4_000); // the 15 s trigger shows from the items already there
    expect(text(el)).toContain('Perú');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('triggers that come while a popup is up wait for it; max caps them', async () => {
    stubFetch(json({ activity: [peru, { ...peru, country: 'CO' }], testimonials: [] }));
    const el = mount({ max: '2' });
    const events = record(el);
    await vi.advanceTimersByTimeAsync(15_000);
    scrollTo(0.7); // 40 % and 60 % at once: one waits, the other is over the cap
    expect(shownCount(events)).toBe(1);
    await vi.advanceTimersByTimeAsync(8_000 + 1_000);
    expect(shownCount(events)).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shownCount(events)).toBe(2);
  });

  it('never shows the same item twice in a row (and a single item only once)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    stubFetch(json({ activity: [peru], testimonials: [ana] }));
    const el = mount();
    const events = record(el);
    await vi.advanceTimersByTimeAsync(15_000);
    scrollTo(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events.map((e) => e.detail.kind)).toEqual(['scholarship', 'testimonial', 'scholarship']);

    document.body.replaceChildren();
    stubFetch(json({ activity: [peru], testimonials: [] }));
    const single = mount();
    const again = record(single);
    await vi.advanceTimersByTimeAsync(15_000);
    scrollTo(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(again).toHaveLength(1);
  });

  it('closes on its close button, labelled in both languages', async () => {
    stubFetch(json({ activity: [peru], testimonials: [] }));
    const el = mount();
    await vi.advanceTimersByTimeAsync(15_000);
    const close = root(el).querySelector<HTMLButtonElement>('[part=close-button]')!;
    expect(close.getAttribute('aria-label')).toBe('Cerrar aviso');
    el.setAttribute('lang', 'en');
    expect(root(el).querySelector('[part=close-button]')!.getAttribute('aria-label')).toBe('Close notice');
    root(el).querySelector<HTMLButtonElement>('[part=close-button]')!.click();
    expect(text(el)).toBeNull();
  });

  it('pauses the 8 s while hovered or focused, then resumes what was left', async () => {
    stubFetch(json({ activity: [peru], testimonials: [] }));
    const el = mount();
    await vi.advanceTimersByTimeAsync(15_000 + 3_000);
    const base = root(el).querySelector('[part=base]')!;
    base.dispatchEvent(new MouseEvent('mouseenter'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(text(el)).not.toBeNull();
    base.dispatchEvent(new MouseEvent('mouseleave'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(text(el)).not.toBeNull();
    // Focus inside (the close button) holds it too; hover and focus both have to let go.
    base.dispatchEvent(new FocusEvent('focusin'));
    base.dispatchEvent(new MouseEvent('mouseenter'));
    base.dispatchEvent(new MouseEvent('mouseleave'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(text(el)).not.toBeNull();
    base.dispatchEvent(new FocusEvent('focusout'));
    await vi.advanceTimersByTimeAsync(999);
    expect(text(el)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(text(el)).toBeNull();
  });

  it('says the real time in Spanish and US English', async () => {
    stubFetch(json({ activity: [{ kind: 'brochure', country: 'ZZ', at: T0 - 3 * 3_600_000 }], testimonials: [] }));
    const el = mount({ lang: 'en' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(text(el)).toContain('Someone from Latin America downloaded the brochure 3 hours ago');
    el.setAttribute('lang', 'es');
    expect(text(el)).toContain('Alguien de Latinoamérica descargó el brochure hace 3 horas');

    expect(relativeTime(T0 - 12 * MIN, T0, 'es')).toBe('hace 12 minutos');
    expect(relativeTime(T0 - 12 * MIN, T0, 'en')).toBe('12 minutes ago');
    expect(relativeTime(T0 - 30_000, T0, 'es')).toBe('hace 30 segundos');
    expect(relativeTime(T0 - 26 * 3_600_000, T0, 'es')).toBe('ayer');
    expect(relativeTime(T0 - 3 * 86_400_000, T0, 'en')).toBe('3 days ago');
    expect(relativeTime(T0 + 20_000, T0, 'en')).toBe('now'); // a little clock skew is "now", never "in 20 seconds"
  });

  it('drops activity with no believable time and answers of unknown shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(
      json({
        activity: [
          { kind: 'scholarship', country: 'PE' },
          { ...peru, at: T0 + 86_400_000 },
          { ...peru, at: 'ayer' },
        ],
        testimonials: [{ name: 'x' }],
      }),
    );
    const el = mount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(text(el)).toBeNull();
    expect(warn).not.toHaveBeenCalled(); // a valid, empty answer is not a fault

    document.body.replaceChildren();
    stubFetch(json([1, 2, 3]));
    mount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 503', () => json({ error: 'down' }, 503), /answered 503/],
    [
      'an HTML page',
      () => new Response('<!doctype html><p>Oops', { status: 200, headers: { 'content-type': 'text/html' } }),
      /did not answer JSON/,
    ],
    ['no answer', never, /did not answer in 8 s/],
  ])('shows nothing and logs one warning for %s from the endpoint', async (_, answer, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    stubFetch(answer);
    const el = mount();
    await vi.advanceTimersByTimeAsync(15_000);
    scrollTo(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(text(el)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[embudo-social-proof\] https:\/\/api\.example\.test\/api\/social-proof\?lang=es /);
    expect(String(warn.mock.calls[0]![0])).toMatch(message);
    expect(error).not.toHaveBeenCalled();
  });

  it('draws initials when the avatar service fails or hangs, and uses its https face when it answers', async () => {
    stubFetch(json({ activity: [], testimonials: [ana] }), () => json({}, 500));
    let el = mount({ 'avatar-service': SERVICE });
    await vi.advanceTimersByTimeAsync(15_000);
    const svg = root(el).querySelector('svg[part=avatar]')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 128 128');
    expect(svg.textContent).toBe('A');
    expect(root(el).querySelector('img')).toBeNull();

    document.body.replaceChildren();
    stubFetch(json({ activity: [], testimonials: [ana] }), never);
    el = mount({ 'avatar-service': SERVICE });
    await vi.advanceTimersByTimeAsync(15_000 + 3_000);
    expect(root(el).querySelector('svg[part=avatar]')!.textContent).toBe('A');
    expect(root(el).querySelector('img')).toBeNull();

    document.body.replaceChildren();
    const face = 'https://avatars.example.test/med/women/4.jpg';
    stubFetch(json({ activity: [], testimonials: [ana] }), () => json({ results: [{ picture: { medium: face } }] }));
    el = mount({ 'avatar-service': SERVICE });
    await vi.advanceTimersByTimeAsync(15_000);
    const img = root(el).querySelector('img[part=avatar]')!;
    expect(img.getAttribute('src')).toBe(face);
    img.dispatchEvent(new Event('error')); // the face itself fails to load: initials again
    expect(root(el).querySelector('svg[part=avatar]')).not.toBeNull();

    document.body.replaceChildren();
    stubFetch(json({ activity: [], testimonials: [ana] }), () =>
      json({ results: [{ picture: { medium: 'http://insecure.test/x.jpg' } }] }),
    );
    el = mount({ 'avatar-service': SERVICE });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(root(el).querySelector('img')).toBeNull();
  });

  it("prefers the item's own face, and gives anonymous activity a neutral icon", async () => {
    const fetchMock = stubFetch(json({ activity: [peru], testimonials: [{ ...ana, image: '/img/ana.webp' }] }));
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const el = mount({ 'avatar-service': SERVICE });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(root(el).querySelector('img[part=avatar]')!.getAttribute('src')).toBe('https://api.example.test/img/ana.webp');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(SERVICE))).toBe(false);
    root(el).querySelector<HTMLButtonElement>('[part=close-button]')!.click();
    scrollTo(1);
    await vi.advanceTimersByTimeAsync(1_000);
    const svg = root(el).querySelector('svg[part=avatar]')!;
    expect(svg.querySelector('text')).toBeNull();
    expect(svg.querySelector('path')).not.toBeNull();
    expect(initials('maría josé')).toBe('MJ');
    expect(initials('')).toBe('');
  });

  it('renders hostile strings as text', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    stubFetch(json({ activity: [], testimonials: [{ quote: { es: hostile, en: hostile }, name: '<b>Eve</b>', country: 'PE' }] }));
    const el = mount();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(root(el).querySelector('[part=quote]')!.textContent).toBe(hostile);
    expect(root(el).querySelector('[part=author]')!.textContent).toContain('<b>Eve</b>');
    expect(root(el).querySelectorAll('img, script, b')).toHaveLength(0);
    expect(root(el).querySelector('[part=author]')!.textContent).toContain('Perú');
  });

  it('steps aside while an Embudo modal is open: the popup goes, triggers wait for the close', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    stubFetch(json({ activity: [peru, { ...peru, country: 'CO' }], testimonials: [] }));
    const el = mount();
    const events = record(el);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(text(el)).not.toBeNull();
    setModalOpen('dialog', true);
    expect(text(el)).toBeNull();
    scrollTo(0.5);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events).toHaveLength(1);
    setModalOpen('dialog', false);
    expect(events).toHaveLength(2);
    expect(text(el)).toContain('Colombia');
  });

  it('clears every timer and listener on disconnect', async () => {
    stubFetch(json({ activity: [peru], testimonials: [] }));
    const el = mount();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(text(el)).not.toBeNull();
    el.remove();
    expect(vi.getTimerCount()).toBe(0);
    const events = record(el);
    scrollTo(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toHaveLength(0);
  });
});
