import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const added: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];

/** Fresh copies of the runtime's global and of the modal opener, as a second Embudo script on the page would have. */
async function bundle() {
  vi.resetModules();
  const global = await import('../element/global');
  const opener = await import('./modal-opener');
  return { ...global, ...opener };
}

const api = () => (window as unknown as { embudo: { open(name: string): void; close(name: string): void } }).embudo;

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

function invoker(name: string, tag = 'button'): HTMLElement {
  const el = document.createElement(tag);
  el.setAttribute('data-embudo-open', name);
  el.textContent = 'Solicitar';
  document.body.append(el);
  return el;
}

const isOpen = (tag: string) => document.querySelector(tag)?.hasAttribute('open') ?? false;

describe('registerModal: embudo.open() and data-embudo-open invokers', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    delete (window as unknown as { embudo?: unknown }).embudo;
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Remember the listeners each module copy adds, to take them off after each test.
    const original = document.addEventListener.bind(document);
    const record = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void => {
      added.push([type, listener, options]);
      original(type, listener, options);
    };
    vi.spyOn(document, 'addEventListener').mockImplementation(record as typeof document.addEventListener);
  });
  afterEach(() => {
    for (const [type, listener, options] of added.splice(0)) document.removeEventListener(type, listener, options);
    document.body.replaceChildren();
    for (const key of ['embudo.openers', 'embudo.invokers']) delete (document as unknown as Record<symbol, unknown>)[Symbol.for(key)];
    vi.restoreAllMocks();
  });

  it('opens the named modal on click, making its element when the page has none, and prevents the default only then', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('scholarship', 'x-scholarship');
    boot('http://localhost/widgets/scholarship-modal.js', []);
    const link = invoker('scholarship', 'a');
    link.setAttribute('href', '/beca');
    const inner = document.createElement('span');
    link.append(inner);
    expect(click(inner).defaultPrevented).toBe(true);
    expect(document.querySelector('x-scholarship')?.parentNode).toBe(document.body);
    expect(isOpen('x-scholarship')).toBe(true);
    api().close('scholarship');
    expect(isOpen('x-scholarship')).toBe(false);
    // Ctrl/Cmd-click means "new tab": the browser's.
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(isOpen('x-scholarship')).toBe(false);
  });

  it('opens the page’s own modal element when it has one', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('brochure', 'x-brochure');
    boot('http://localhost/widgets/brochure-modal.js', []);
    const own = document.createElement('x-brochure');
    document.body.append(document.createElement('main'), own);
    api().open('brochure');
    expect(document.querySelectorAll('x-brochure')).toHaveLength(1);
    expect(own.hasAttribute('open')).toBe(true);
  });

  it('while the page loads, waits for the page’s own modal instead of adding a second one', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('scholarship', 'x-scholarship');
    boot('http://localhost/widgets/scholarship-modal.js', []);
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    api().open('scholarship');
    expect(document.querySelector('x-scholarship')).toBeNull();
    // The page renders its own modal later (a host rendering from script).
    const own = document.createElement('x-scholarship');
    document.body.append(own);
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.querySelectorAll('x-scholarship')).toHaveLength(1);
    expect(own.hasAttribute('open')).toBe(true);
    // Loaded now: nothing more happens.
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('x-scholarship')).toHaveLength(1);
  });

  it('makes one, without a lang of its own, only once the page has loaded without one', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('brochure', 'x-brochure');
    boot('http://localhost/widgets/brochure-modal.js', []);
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    api().open('brochure');
    document.body.append(document.createElement('main'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.querySelector('x-brochure')).toBeNull();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('x-brochure')).toHaveLength(1);
    expect(isOpen('x-brochure')).toBe(true);
    expect(document.querySelector('x-brochure')!.hasAttribute('lang')).toBe(false);
  });

  it('a name with a topic opens the element that has it, and makes one with it when the page has none', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('scholarship', 'x-scholarship');
    registerModal('masterclass', 'x-scholarship', 'masterclass');
    boot('http://localhost/widgets/scholarship-modal.js', []);
    const plain = document.createElement('x-scholarship');
    document.body.append(plain);
    // A middle or Alt click is not an open.
    expect(click(invoker('masterclass'), { button: 1 }).defaultPrevented).toBe(false);
    expect(click(invoker('masterclass'), { altKey: true }).defaultPrevented).toBe(false);
    expect(document.querySelectorAll('x-scholarship')).toHaveLength(1);
    expect(click(invoker('masterclass')).defaultPrevented).toBe(true);
    const made = document.querySelector('x-scholarship[topic="masterclass"]')!;
    expect(made.parentNode).toBe(document.body);
    expect([plain.hasAttribute('open'), made.hasAttribute('open')]).toEqual([false, true]);
    api().close('masterclass');
    expect(made.hasAttribute('open')).toBe(false);
    // The page's own one, with its class, is the one opened (not a second).
    made.remove();
    const own = document.createElement('x-scholarship');
    own.setAttribute('topic', 'masterclass');
    own.setAttribute('masterclass-at', '2027-01-15T00:00:00Z');
    document.body.append(own);
    api().open('masterclass');
    expect(document.querySelectorAll('x-scholarship')).toHaveLength(2);
    expect([plain.hasAttribute('open'), own.hasAttribute('open')]).toEqual([false, true]);
  });

  it('finds invokers inside shadow roots (composedPath), whatever the case and spaces of the name', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('brochure', 'x-brochure');
    boot('http://localhost/widgets/brochure-modal.js', []);
    const host = document.createElement('div');
    document.body.append(host);
    const button = document.createElement('button');
    button.setAttribute('data-embudo-open', ' Brochure ');
    host.attachShadow({ mode: 'open' }).append(button);
    expect(click(button).defaultPrevented).toBe(true);
    expect(isOpen('x-brochure')).toBe(true);
  });

  it('an unknown name logs one clear error and leaves the click to the page', async () => {
    const { boot, registerModal } = await bundle();
    registerModal('scholarship', 'x-scholarship');
    boot('http://localhost/widgets/scholarship-modal.js', []);
    const button = invoker('becas');
    expect(click(button).defaultPrevented).toBe(false);
    click(button);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toBe(
      '[embudo] data-embudo-open="becas" is not valid: expected "scholarship", "brochure" or "masterclass". The click was left to the page.',
    );
  });

  it('a known modal whose script is still loading opens when it registers; the click is not taken', async () => {
    const first = await bundle();
    first.registerModal('scholarship', 'x-scholarship');
    first.boot('http://localhost/widgets/scholarship-modal.js', []);
    const button = invoker('brochure');
    expect(click(button).defaultPrevented).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    const second = await bundle(); // the brochure script arrives
    second.registerModal('brochure', 'x-brochure');
    expect(isOpen('x-brochure')).toBe(true);
  });

  it('installs one listener per page, whatever the number of bundles', async () => {
    const first = await bundle();
    first.registerModal('scholarship', 'x-scholarship');
    first.boot('http://localhost/widgets/scholarship-modal.js', []);
    const second = await bundle();
    second.registerModal('brochure', 'x-brochure');
    second.boot('http://localhost/widgets/brochure-modal.js', []);
    expect(added.filter(([type]) => type === 'click')).toHaveLength(1);
    click(invoker('brochure'));
    expect(isOpen('x-brochure')).toBe(true);
  });
});
