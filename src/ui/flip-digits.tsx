import { h } from 'preact';
import { effect, type ReadonlySignal } from '@preact/signals-core';
import { Bound, Live } from '../element/live';

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

const flips = new WeakMap<HTMLElement, Animation>();

/** Plays a short flip on a digit card of `host`, unless the visitor asked for reduced motion or cannot see it. */
function flip(card: HTMLElement, host: Element): void {
  if (!card.animate || !isOnScreen(host)) return;
  reducedMotion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  if (reducedMotion?.matches) return;
  // Web Animations, not a class toggle: nothing else restyles, and it is allowed under a strict CSP.
  // One Animation per card, replayed: building keyframes every second for every digit was most of
  // a tick's cost on a page of countdowns.
  const running = flips.get(card);
  if (running) {
    running.currentTime = 0;
    running.play();
    return;
  }
  flips.set(
    card,
    card.animate(
      [
        { transform: 'perspective(10em) rotateX(80deg)', opacity: 0.35 },
        { transform: 'perspective(10em) rotateX(0deg)', opacity: 1 },
      ],
      { duration: 380, easing: 'cubic-bezier(.2,.7,.3,1)' },
    ),
  );
}

/** A unit's digits: at least two ("07"), more when the amount needs them ("120" days). */
const digitsOf = (value: number): string => String(value).padStart(2, '0');

interface FlipDigitsProps {
  /** The unit's amount, e.g. 7 for "07". */
  value: ReadonlySignal<number>;
}

/**
 * A unit's digits, one card per digit. One effect per unit writes the text node of each card whose
 * digit changed (when 09 becomes 10, both; otherwise only the last) and flips only those cards: a
 * tick costs no virtual-DOM diff, no per-digit signal, and nothing at all in units that did not
 * change. Only when the amount gains or loses a digit (100 days → 99) does the unit re-render.
 */
export class FlipDigits extends Bound<FlipDigitsProps> {
  protected bind(digits: HTMLElement): () => void {
    const cards = [...digits.children] as HTMLElement[];
    const root = digits.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : digits;
    let first = true;
    return effect(() => {
      const text = digitsOf(this.props.value.value);
      if (text.length !== cards.length) {
        this.forceUpdate(); // a card more or less: re-rendered, then bound again to the new cards
        return;
      }
      for (let i = 0; i < cards.length; i++) {
        const node = cards[i]!.firstChild as Text;
        if (node.data === text[i]) continue;
        node.data = text[i]!;
        if (!first) flip(cards[i]!, host);
      }
      first = false;
    });
  }

  override render() {
    const text = digitsOf(this.props.value.peek());
    return (
      <span class="digits" ref={this.el}>
        {[...text].map((digit, i) => (
          <span key={i} part="digit" class="digit">
            {digit}
          </span>
        ))}
      </span>
    );
  }
}

interface UnitCardProps {
  unit: string;
  amount: ReadonlySignal<number>;
  title: ReadonlySignal<string>;
  titlePosition: 'top' | 'bottom';
}

/** One unit of a countdown: its digit cards and its title above or below. */
export function UnitCard({ unit, amount, title, titlePosition }: UnitCardProps) {
  const titleNode = <Live part="title" class="title" value={title} />;
  return (
    <span part="unit" class={`unit unit-${unit}`}>
      {titlePosition === 'top' && titleNode}
      <FlipDigits value={amount} />
      {titlePosition === 'bottom' && titleNode}
    </span>
  );
}
