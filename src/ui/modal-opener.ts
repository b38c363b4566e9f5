/**
 * How a page opens Embudo's lead modals without code: `window.embudo.open(name)` / `close(name)`
 * and any element with `data-embudo-open="scholarship|brochure"`. Installed by the modal widgets
 * only (pages without a lead modal do not pay for it), once per page whatever the number of
 * Embudo bundles on it.
 */
import { registerOpener, runOpener } from '../element/global';
import { pageSlot } from '../services/page-slot';
import { invokerOf } from './invoker';

/** The modal names `data-embudo-open` knows, loaded or not. */
const MODALS: readonly string[] = ['scholarship', 'brochure'];

/** Whether the page's delegated click listener is installed (by any Embudo script). */
const invokers = pageSlot<boolean>('invokers');

/**
 * Calls `use` with the page's own `tagName` element: at once when the page has one or has loaded.
 * While it is still loading (an open from the query string, a host that renders its modal from
 * script), with the first one connected, else, after the first frame that follows the load event,
 * with one made at the end of body: never a second modal beside the page's own.
 */
function withPageModal(tagName: string, use: (el: Element) => void): void {
  const make = (): Element => document.body.appendChild(document.createElement(tagName));
  const found = document.querySelector(tagName);
  if (found || document.readyState === 'complete') {
    use(found ?? make());
    return;
  }
  let waiting = true;
  const done = (el: Element | null): void => {
    if (!waiting) return;
    waiting = false;
    observer.disconnect();
    removeEventListener('load', loaded);
    use(el ?? make());
  };
  const observer = new MutationObserver(() => {
    const el = document.querySelector(tagName);
    if (el) done(el);
  });
  // After the first frame that follows load: a render the page scheduled by then (on a task or a frame) comes first.
  const loaded = (): void => void requestAnimationFrame(() => setTimeout(() => done(document.querySelector(tagName))));
  observer.observe(document, { childList: true, subtree: true });
  addEventListener('load', loaded);
}

/**
 * Makes `name` open the page's `tagName` element (see `withPageModal`; it takes the page's
 * language when made, having no `lang` of its own) through its `open` attribute, so an element not
 * yet upgraded opens once defined; `close` removes the attribute. Also installs the page's
 * `data-embudo-open` listener.
 */
export function registerModal(name: string, tagName: string): void {
  registerOpener(name, (action) => {
    if (action === 'open') withPageModal(tagName, (el) => el.setAttribute('open', ''));
    else for (const el of document.querySelectorAll(`${tagName}[open]`)) el.removeAttribute('open');
  });
  if (invokers.get()) return;
  invokers.set(true);
  const reported = new Set<string>();
  // One delegated listener: the click's default is prevented only when a modal opened, so a link's
  // own href still works where its modal is not loaded (one still loading opens when it registers).
  document.addEventListener('click', (event) => {
    const invoker = invokerOf(event, 'data-embudo-open');
    if (!invoker) return;
    const modal = invoker.getAttribute('data-embudo-open')!.trim().toLowerCase();
    if (MODALS.includes(modal)) {
      if (runOpener(modal, 'open')) event.preventDefault();
    } else if (!reported.has(modal)) {
      reported.add(modal);
      console.error(`[embudo] data-embudo-open="${modal}" is not valid: expected "scholarship" or "brochure". The click was left to the page.`);
    }
  });
}
