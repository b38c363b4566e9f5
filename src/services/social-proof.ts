/**
 * Social proof (docs/product.md#social-proof, docs/product.md#truthful-content): loading the real
 * items from `GET /api/social-proof`, the triggers and the schedule of the popups: what the widget
 * runs from its setup. The random-user avatar of docs/product.md#calls and the relative times come with the
 * popup's view (widgets/social-proof/social-proof.later.ts). Plain functions and setTimeout only,
 * so fake clocks drive every timer.
 */
// Types only: the contract's own checker carries field-by-field messages the popup never shows, so
// the widget reads answers with the lean checks below (same rules, the same items kept).
import type { ActivityItem, Testimonial } from '../contracts/social-proof';

/** One popup's content: an anonymised recent lead, or a testimonial (images resolved to absolute URLs). */
export type ProofItem = ActivityItem | Testimonial;

/** docs/product.md#social-proof: the first popup 15 s after setup. */
export const FIRST_DELAY_MS = 15_000;
/** docs/product.md#social-proof: the scroll depths that each show one popup, once. */
export const SCROLL_MARKS = [0.4, 0.6] as const;
/** docs/product.md#social-proof: a popup stays 8 s (not counting the time it is hovered or focused). */
export const DISPLAY_MS = 8_000;
/** A trigger that fires while a popup is up waits for it to go, then this pause, so two never blink into each other. */
export const GAP_MS = 1_000;
/** The social-proof endpoint gets this long; a slower answer shows nothing. */
export const SOURCE_TIMEOUT_MS = 8_000;
/** A time this far in the future is a clock skew at most; beyond it the item has no believable time. */
const FUTURE_SKEW_MS = 60_000;

/** Whether an item is recent activity (else a testimonial). */
export const isActivity = (item: ProofItem): item is ActivityItem => 'at' in item;

/** An absolute http(s) URL (relative ones resolve against `base`), or undefined. */
export function httpUrl(value: string, base: string, httpsOnly = false): URL | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:') ? url : undefined;
  } catch {
    return undefined;
  }
}

type Loose = Record<string, unknown> | null | undefined;
const CODE = /^[A-Z]{2}$/;
const isCode = (v: unknown): v is string => typeof v === 'string' && CODE.test(v);
// One line of 1 to `max` characters: the contract's MAX_QUOTE_LENGTH (400) and MAX_FIRST_NAME_LENGTH (40).
const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max && !/[\0-\x1f]/.test(v);

/**
 * The items of an endpoint answer, or null when it is not a social-proof answer at all (never a
 * throw; an item that does not fit the contract is dropped alone). Activity without a believable
 * time is dropped (no invented "recent"); a testimonial's image is kept only as an https URL or a
 * path on the endpoint's own server.
 */
export function proofItems(body: unknown, source: string, now: number): ProofItem[] | null {
  const { activity, testimonials } = (typeof body === 'object' && body ? body : {}) as Record<string, unknown>;
  if (!Array.isArray(activity) || !Array.isArray(testimonials)) return null;
  const origin = httpUrl(source, location.href)?.origin;
  const items: ProofItem[] = [];
  for (const a of activity as Loose[]) {
    const at = a?.at;
    // Extra fields an answer may carry are never shown; the schedule needs only these three.
    if (
      (a?.kind === 'scholarship' || a?.kind === 'brochure') &&
      isCode(a.country) &&
      typeof at === 'number' &&
      at > 0 &&
      at <= now + FUTURE_SKEW_MS
    ) {
      items.push(a as unknown as ActivityItem);
    }
  }
  for (const t of testimonials as Loose[]) {
    const quote = t?.quote as Loose;
    const { country, image, name } = t ?? {};
    if (!isText(quote?.es, 400) || !isText(quote?.en, 400) || !isText(name, 40) || (country !== undefined && !isCode(country))) continue;
    const url = typeof image === 'string' ? httpUrl(image, source) : undefined;
    items.push({
      quote: { es: quote.es, en: quote.en },
      name,
      country,
      image: url && (url.protocol === 'https:' || url.origin === origin) ? url.href : undefined,
    } as Testimonial);
  }
  return items;
}

/**
 * Calls `trigger` 15 s from now and when the page is first scrolled past 40 % and past 60 % (each
 * once; one passive listener, removed once both fired). Returns the function that stops it all.
 */
export function watchTriggers(trigger: () => void): () => void {
  let next = 0;
  const onScroll = (): void => {
    const root = document.documentElement;
    const room = root.scrollHeight - window.innerHeight;
    const depth = room > 0 ? window.scrollY / room : 0;
    // A jump straight to the bottom passes both marks: two triggers, as two separate scrolls would.
    while (next < SCROLL_MARKS.length && depth >= SCROLL_MARKS[next]!) {
      next++;
      trigger();
    }
    if (next === SCROLL_MARKS.length) removeEventListener('scroll', onScroll);
  };
  const timer = setTimeout(trigger, FIRST_DELAY_MS);
  addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
  };
}

/** What the schedule does to the page. */
export interface ScheduleHooks {
  /** How many popups this page view may show (read at each trigger: the `max` attribute). */
  max(): number;
  show(item: ProofItem): void;
  hide(): void;
  /** Whether popups must step aside now (an Embudo modal is open): triggers then wait. */
  blocked?(): boolean;
}

/** The popup schedule of one widget. */
export interface Schedule {
  /** The items arrived (an empty list: nothing will ever show). */
  setItems(items: ProofItem[]): void;
  /** One trigger: shows a popup now, or as soon as the items are in and the last one went. */
  trigger(): void;
  /** Stops (true) or restarts (false) the 8 s while the popup is hovered or focused; both count. */
  hold(reason: 'hover' | 'focus', on: boolean): void;
  /** The close button: hides the popup now. */
  close(): void;
  /** Retries waiting triggers (e.g. the modal that blocked them closed). */
  pump(): void;
  dispose(): void;
}

/**
 * At most `max()` popups per page view; a random pick, never the item shown just before; each up
 * for 8 s, the clock stopped while held; triggers that come while one is up, while the items load
 * or while blocked wait their turn (still within the cap).
 */
export function createSchedule(hooks: ScheduleHooks): Schedule {
  let items: ProofItem[] | undefined;
  let last: ProofItem | undefined;
  let waiting = 0;
  let shown = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gap: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  let left = 0;
  const held = { hover: false, focus: false };

  const arm = (ms: number): void => {
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(end, ms);
  };
  function end(): void {
    clearTimeout(timer);
    if (!visible) return;
    visible = false;
    hooks.hide();
    gap = setTimeout(() => {
      gap = undefined;
      pump();
    }, GAP_MS);
  }
  function pump(): void {
    if (visible || gap || !items || waiting === 0 || hooks.blocked?.()) return;
    const choices = items.filter((item) => item !== last);
    if (choices.length === 0) {
      waiting = 0; // nothing new to show: a repeat would be "the same twice in a row"
      return;
    }
    const item = choices[Math.floor(Math.random() * choices.length)]!;
    waiting--;
    shown++;
    last = item;
    visible = true;
    held.hover = held.focus = false;
    hooks.show(item);
    arm(DISPLAY_MS);
  }
  return {
    setItems(list) {
      items = list;
      pump();
    },
    trigger() {
      if (shown + waiting < hooks.max()) waiting++;
      pump();
    },
    hold(reason, on) {
      if (!visible || held[reason] === on) return;
      const was = held.hover || held.focus;
      held[reason] = on;
      if (!was && on) {
        clearTimeout(timer);
        left = Math.max(0, dueAt - Date.now());
      } else if (was && !held.hover && !held.focus) {
        // At least a second after letting go, so a popup never vanishes under the leaving pointer.
        arm(Math.max(GAP_MS, left));
      }
    },
    close: end,
    pump,
    dispose() {
      clearTimeout(timer);
      clearTimeout(gap);
      visible = false;
      items = [];
    },
  };
}
