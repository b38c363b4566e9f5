import { effect, type ReadonlySignal } from '@preact/signals-core';
import { liveSpan } from '../element/live-text';
import { motionStarted } from './first-move';

// Which widget hosts are on screen, reported by one shared IntersectionObserver. A page with 50
// countdowns shows a handful at a time; animating the others is main-thread work nobody sees.
const onScreen = new WeakMap<Element, boolean>();
let observer: IntersectionObserver | null | undefined;
// One live MediaQueryList: `.matches` follows the setting without a new query per digit per second.
let reducedMotion: MediaQueryList | null | undefined;

function isOnScreen(host: Element): boolean {
  if (observer === null) return true;
  const known = onScreen.get(host);
  if (known !== undefined) return known;
  if (typeof IntersectionObserver !== 'function') {
    observer = null;
    return true;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting);
  });
  observer.observe(host);
  onScreen.set(host, true); // until the observer's first report
  return true;
}

/**
 * Whether a card of `host` may move: the visitor has moved on the page (./first-move), did not ask for
 * reduced motion, and can see it.
 */
function mayFlip(card: HTMLElement, host: Element): boolean {
  if (!card.animate || !motionStarted().peek() || !isOnScreen(host)) return false;
  reducedMotion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  return !reducedMotion?.matches;
}

const FLIP_FROM = { transform: 'perspective(10em) rotateX(80deg)', opacity: 0.35 };
const FLIP_TO = { transform: 'perspective(10em) rotateX(0deg)', opacity: 1 };
const FLIP_EASING = 'cubic-bezier(.2,.7,.3,1)';

const flips = new WeakMap<HTMLElement, Animation>();

/** Plays a short flip on a digit card of `host`, when it may move. */
function flip(card: HTMLElement, host: Element): void {
  if (!mayFlip(card, host)) return;
  // Web Animations, not a class toggle: nothing else restyles, and it is allowed under a strict CSP.
  // One Animation per card, replayed: building keyframes every second for every digit was most of
  // a tick's cost on a page of countdowns.
  const running = flips.get(card);
  if (running) {
    running.currentTime = 0;
    running.play();
    return;
  }
  flips.set(card, card.animate([FLIP_FROM, FLIP_TO], { duration: 380, easing: FLIP_EASING }));
}

/**
 * How long after each wall-clock second the new digit may take to be written: the page's clock
 * ticks just after it (./clock), later on a busy main thread.
 */
const TICK_SLACK_MS = 30;
/**
 * The flip of a card that changes every second, as one endless animation a second long: each
 * iteration holds the card nearly edge-on for the tick's slack (time for the new digit to be
 * written), turns it in, then rests.
 */
const STEADY_KEYFRAMES: Keyframe[] = [
  { ...FLIP_FROM, offset: 0 },
  { ...FLIP_FROM, offset: TICK_SLACK_MS / 1000, easing: FLIP_EASING },
  { ...FLIP_TO, offset: (TICK_SLACK_MS + 380) / 1000 },
  { ...FLIP_TO, offset: 1 },
];

const steadyFlips = new WeakMap<HTMLElement, Animation>();

/** Stops `card`'s endless flip, if it has one. Cancelling rejects its `finished`, which nobody awaits. */
function stopSteady(card: HTMLElement): void {
  const running = steadyFlips.get(card);
  steadyFlips.delete(card);
  running?.finished.catch(() => undefined);
  running?.cancel();
}

/**
 * Keeps the flip of `card`, which changes every wall-clock second while `on`, running on the
 * compositor: its iterations start on the seconds the page's clock ticks on, so a tick costs the
 * main thread the new digit and nothing else. A flip played once per tick needs main-thread frames
 * to start and several to end: most of a ticking countdown's main-thread time. Called on
 * every tick, not at the first render (by the first tick the card is known to be on screen or not);
 * starts the animation with this tick's flip, re-aligns it when the wall clock jumped, stops it when
 * the card must not move (reduced motion, off screen, the countdown over).
 */
function steadyFlip(card: HTMLElement, host: Element, on: boolean): void {
  const running = steadyFlips.get(card);
  const timeline = document.timeline?.currentTime;
  if (!on || !mayFlip(card, host) || typeof timeline !== 'number') {
    // Over: the flip of the last second plays to its end; otherwise the card stops at rest.
    const iteration = running?.effect?.getComputedTiming().currentIteration;
    if (on || iteration == null) stopSteady(card);
    else {
      steadyFlips.delete(card);
      running!.effect!.updateTiming({ iterations: iteration + 1 });
    }
    return;
  }
  // The timeline's time of the wall-clock second now running: its iterations start there.
  const second = timeline - (Date.now() % 1000);
  if (running && typeof running.startTime === 'number') {
    const drift = (((running.startTime - second) % 1000) + 1000) % 1000;
    if (Math.min(drift, 1000 - drift) < TICK_SLACK_MS) return;
  }
  const animation = running ?? card.animate(STEADY_KEYFRAMES, { duration: 1000, iterations: Infinity });
  steadyFlips.set(card, animation);
  animation.startTime = second;
}

/** A unit's digits: at least two ("07"), more when the amount needs them ("120" days). */
const digitsOf = (value: number): string => String(value).padStart(2, '0');

/**
 * Keeps `digits` (a `.digits` span in a widget's shadow root) as a unit's digits, one card per
 * digit. One effect per unit writes the text node of each card whose digit changed (when 09
 * becomes 10, both; otherwise only the last) and flips only those cards: a tick costs no
 * virtual-DOM diff, no per-digit signal, and nothing at all in units that did not change. When the
 * amount gains or loses a digit (100 days → 99) a card is added or removed at the end, without a
 * flip. With `ticking` (the seconds: true while the countdown runs), the last digit, which changes
 * on every tick, flips on one endless animation in step with the clock instead (`steadyFlip`).
 * Plain DOM, no Preact: the countdown paints it itself, the deadline bar's Preact view hosts it
 * (./unit-card). Returns the cleanup.
 */
function bindDigits(digits: HTMLElement, value: ReadonlySignal<number>, ticking: ReadonlySignal<boolean> | undefined): () => void {
  const cards: HTMLElement[] = [];
  const root = digits.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : digits;
  let steady: HTMLElement | undefined;
  // From now: whether the countdown is on screen (known by its first tick), and the visitor's
  // first move (one made before the first tick counts).
  isOnScreen(host);
  motionStarted();
  let first = true;
  const stop = effect(() => {
    const text = digitsOf(value.value);
    if (text.length !== cards.length) {
      // A card more or less: written as at the start, without flips.
      if (steady) stopSteady(steady);
      while (cards.length > text.length) cards.pop()!.remove();
      while (cards.length < text.length) {
        const card = document.createElement('span');
        card.setAttribute('part', 'digit');
        card.className = 'digit';
        card.append('');
        cards.push(digits.appendChild(card));
      }
      steady = ticking && cards.at(-1);
      first = true;
    }
    for (let i = 0; i < cards.length; i++) {
      const node = cards[i]!.firstChild as Text;
      if (node.data === text[i]) continue;
      node.data = text[i]!;
      if (!first && cards[i] !== steady) flip(cards[i]!, host);
    }
    if (steady && !first) steadyFlip(steady, host, ticking!.value);
    first = false;
  });
  return () => {
    stop();
    if (steady) stopSteady(steady);
  };
}

/** What one unit of a countdown shows. */
export interface UnitCardOptions {
  unit: string;
  /** True while the countdown runs (the seconds flip in step with the clock while it does). */
  ticking: ReadonlySignal<boolean>;
  amount: ReadonlySignal<number>;
  title: ReadonlySignal<string>;
  titlePosition: 'top' | 'bottom';
}

/**
 * Makes `el` (in a widget's shadow root) one unit of a countdown: `part="unit"`, its digit cards
 * and its title above or below, kept up to date from the signals. Returns the cleanup.
 */
export function bindUnitCard(el: HTMLElement, { unit, ticking, amount, title, titlePosition }: UnitCardOptions): () => void {
  const stops: (() => void)[] = [];
  el.setAttribute('part', 'unit');
  el.className = `unit unit-${unit}`;
  const digits = document.createElement('span');
  digits.className = 'digits';
  const titleEl = liveSpan(title, stops, 'title', 'title');
  el.replaceChildren(...(titlePosition === 'top' ? [titleEl, digits] : [digits, titleEl]));
  stops.push(bindDigits(digits, amount, unit === 'second' ? ticking : undefined));
  return () => {
    for (const stop of stops) stop();
  };
}
