/**
 * How a page opens Embudo's lead modals without code: `window.embudo.open(name)` / `close(name)`
 * and any element with `data-embudo-open="scholarship|brochure|masterclass"` (the last: the
 * scholarship modal as the masterclass registration, `topic="masterclass"`). Installed by the modal widgets
 * only (pages without a lead modal do not pay for it), once per page whatever the number of
 * Embudo bundles on it.
 */
import { registerOpener, runOpener } from '../element/global';
import { pageSlot } from '../services/page-slot';
import { invokerOf } from './invoker';

/** The modal names `data-embudo-open` knows, loaded or not. */
const MODALS: readonly string[] = ['scholarship', 'brochure', 'masterclass'];

/** Whether the page's delegated click listener is installed (by any Embudo script). */
const invokers = pageSlot<boolean>('invokers');

/**
 * Calls `use` with the page's own modal (the first element matching `selector`): at once when the
 * page has one or has loaded. While it is still loading (an open from the query string, a host
 * that renders its modal from script), with the first one connected, else, after the first frame
 * that follows the load event, with one `make` adds at the end of body: never a second modal
 * beside the page's own.
 */
function withPageModal(selector: string, make: () => Element, use: (el: Element) => void): void {
  const found = document.querySelector(selector);
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
    const el = document.querySelector(selector);
    if (el) done(el);
  });
  // After the first frame that follows load: a render the page scheduled by then (on a task or a frame) comes first.
  const loaded = (): void => void requestAnimationFrame(() => setTimeout(() => done(document.querySelector(selector))));
  observer.observe(document, { childList: true, subtree: true });
  addEventListener('load', loaded);
}

/**
 * Makes `name` open the page's `tagName` element (the one with `topic` when given; see
 * `withPageModal`; one made takes the page's language, having no `lang` of its own) through its
 * `open` attribute, so an element not yet upgraded opens once defined; `close` removes the
 * attribute. Also installs the page's `data-embudo-open` listener.
 */
export function registerModal(name: string, tagName: string, topic?: string): void {
  const selector = topic ? `${tagName}[topic=${topic}]` : tagName;
  const make = (): Element => {
    const el = document.createElement(tagName);
    if (topic) el.setAttribute('topic', topic);
    return document.body.appendChild(el);
  };
  registerOpener(name, (action) => {
    if (action === 'open') withPageModal(selector, make, (el) => el.setAttribute('open', ''));
    else for (const el of document.querySelectorAll(`${selector}[open]`)) el.removeAttribute('open');
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
      console.error(
        `[embudo] data-embudo-open="${modal}" is not valid: expected "scholarship", "brochure" or "masterclass". The click was left to the page.`,
      );
    }
  });
}
