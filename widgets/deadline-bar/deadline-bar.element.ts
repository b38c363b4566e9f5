import { h } from 'preact';
import { effect } from '@preact/signals-core';
import { PreactElement } from '../../src/element/preact-element';
import { firstTimeUp } from '../../src/services/countdown';
import { deadlineBarMessages } from './deadline-bar.texts';
import { createDeadlineBarModel, type DeadlineBarModel } from './deadline-bar.model';
import { deadlineBarProps } from './deadline-bar.props';
import { deadlineBarStyles } from './deadline-bar.styles';
import { DeadlineBarView } from './deadline-bar.view';

/** Events of embudo-deadline-bar. */
export interface DeadlineBarEvents {
  'embudo-time-up': { mode: 'discount' | 'preinscription'; endAt: number; redirect?: string };
  [type: `embudo-${string}`]: unknown;
}

/** Scroll offset that keeps a sticky header from covering the section scrolled to (docs/product.md#offsets). */
const SCROLL_OFFSET = 120;

/**
 * The landing page's top bar. In discount mode it counts down a per-visitor evergreen deadline
 * (cookies `discount-temporal-{slug}` 24 h and `discount-reboot-{slug}` 48 h) and sends the
 * visitor to `redirect` when it ends; in preinscription mode it shows "Preinscripción cierra en"
 * and a click scrolls to the pricing section.
 *
 * @summary Evergreen discount or preinscription deadline bar.
 * @tag embudo-deadline-bar
 *
 * @event {CustomEvent<{ mode: 'discount' | 'preinscription'; endAt: number; redirect?: string }>} embudo-time-up - Fired once when the deadline passes; cancel it (preventDefault) to stop the discount redirect.
 *
 * @csspart base - The bar (a button in preinscription mode).
 * @csspart text - The sentence before the timer.
 * @csspart timer - The ticking units (`role="timer"`).
 * @csspart unit - One unit: its digits and title.
 * @csspart digit - One digit.
 * @csspart title - A unit's title.
 *
 * @cssprop --embudo-deadline-bar-background - Bar background.
 * @cssprop --embudo-deadline-bar-color - Bar text colour.
 * @cssprop --embudo-deadline-bar-digit-background - Digit background.
 * @cssprop --embudo-focus-ring - Focus outline colour.
 * @cssprop --embudo-font - Font family.
 */
export class EmbudoDeadlineBar extends PreactElement<typeof deadlineBarProps, DeadlineBarModel, DeadlineBarEvents> {
  static override readonly tagName = 'embudo-deadline-bar';
  static override readonly props = deadlineBarProps;
  static override readonly styles = deadlineBarStyles;

  #stopHidden: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    const model = this.model!;
    // Reflect "nothing to show" on the host so the page's layout closes the gap.
    this.#stopHidden = effect(() => {
      this.toggleAttribute('hidden', model.isHidden.value);
    });
    // Attributes used only later (at the end, on a click) are checked now, while whoever set up the
    // page is looking at the console, not a day later on a visitor's screen.
    queueMicrotask(() => {
      if (!this.isConnected) return;
      if (model.mode.peek() === 'discount') {
        this.#redirectUrl();
        return;
      }
      if (this.props.endAt.peek() === null) {
        this.reportError('end-at', this.getAttribute('end-at') ?? '', `${deadlineBarProps.endAt.expected} (needed in preinscription mode)`);
      }
      this.#target(); // the selector's form only: the page may render the target later
    });
  }

  override disconnectedCallback(): void {
    this.#stopHidden?.();
    super.disconnectedCallback();
  }

  readonly #isFirstTimeUp = firstTimeUp();

  protected createModel(): DeadlineBarModel {
    return createDeadlineBarModel(this.props, this.language, { path: location.pathname, now: () => Date.now() }, (mode, endAt) => {
      if (!this.#isFirstTimeUp(endAt)) return;
      if (mode === 'preinscription') {
        this.emit('embudo-time-up', { mode, endAt });
        return;
      }
      const redirect = this.#redirectUrl();
      // Cancelable: a page that handles the end itself keeps the visitor where they are.
      if (this.emit('embudo-time-up', { mode, endAt, redirect })) location.assign(redirect);
    });
  }

  protected render(model: DeadlineBarModel) {
    return h(DeadlineBarView, {
      model,
      onActivate: () => this.#scrollToTarget(),
      pricingLabel: deadlineBarMessages[this.language.value].goToPricing,
    });
  }

  /** The redirect as an absolute http(s) URL; anything else (javascript:, data:…) falls back to "/". */
  #redirectUrl(): string {
    const value = this.props.redirect.peek();
    try {
      const url = new URL(value || '/', location.href);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Reported below.
    }
    this.reportError('redirect', value, 'a path such as "/" or an http(s) URL');
    return new URL('/', location.href).href;
  }

  /** The scroll target; undefined (reported) when `scroll-target` is not a CSS selector. */
  #target(): Element | null | undefined {
    const selector = this.props.scrollTarget.peek();
    try {
      return document.querySelector(selector);
    } catch {
      this.reportError('scroll-target', selector, 'a CSS selector such as "#pricing"');
      return undefined;
    }
  }

  #scrollToTarget(): void {
    const selector = this.props.scrollTarget.peek();
    const target = this.#target();
    if (target === undefined) return;
    if (!target) {
      console.error(`[${this.localName}] scroll-target="${selector}" matches no element on this page.`);
      return;
    }
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
    // Move focus too, so keyboard and screen-reader users land where sighted users do.
    if (target instanceof HTMLElement) {
      if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }
}
