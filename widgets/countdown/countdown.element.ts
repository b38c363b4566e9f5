import { signal } from '@preact/signals-core';
import { EmbudoElement } from '../../src/element';
import { firstTimeUp } from '../../src/services/countdown';
import { fitOnOneLine } from './countdown.fit';
import { createCountdownModel, type CountdownModel } from './countdown.model';
import { countdownProps } from './countdown.props';
import { countdownStyles } from './countdown.styles';
import { paintCountdown } from './countdown.view';

/** Events of embudo-countdown. */
export interface CountdownEvents {
  'embudo-time-up': { endAt: number };
  [type: `embudo-${string}`]: unknown;
}

/**
 * A countdown to any instant, for any page: flip digits, light or dark, four sizes, per-unit
 * hiding and titles, Spanish or US English. Every countdown on a page shares one ticker aligned to
 * wall-clock seconds. Its units stay on one line: on a narrower line the digit cards shrink to fit
 * (to three quarters of the size, in the one-line height of the size), and only below that wrap.
 * The digits flip from the visitor's first move on the page (a page only loaded draws no animation
 * frames), never under `prefers-reduced-motion`.
 *
 * @summary Counts down to `end-at`, then shows its children (or `end-text`).
 * @tag embudo-countdown
 *
 * @slot - Shown when the time is up (unless `end-at-zero`); falls back to `end-text`.
 *
 * @event {CustomEvent<{ endAt: number }>} embudo-time-up - Fired once when the countdown reaches zero (also when `end-at` is already past on load).
 *
 * @csspart base - The timer box (`role="timer"`).
 * @csspart unit - One unit: its digits and title.
 * @csspart digit - One digit card.
 * @csspart title - A unit's title.
 * @csspart end - The end content wrapper.
 *
 * @cssprop --embudo-countdown-digit-background - Digit card background.
 * @cssprop --embudo-countdown-digit-color - Digit colour.
 * @cssprop --embudo-countdown-digit-border - Digit card border colour.
 * @cssprop --embudo-countdown-title-color - Unit title colour.
 * @cssprop --embudo-countdown-end-color - End text colour.
 * @cssprop --embudo-countdown-background - The theme's surface behind digits, titles and end text (white; slate 900 in `dark`).
 * @cssprop --embudo-font - Font family.
 */
export class EmbudoCountdown extends EmbudoElement<typeof countdownProps, CountdownModel, CountdownEvents> {
  static override readonly tagName = 'embudo-countdown';
  static override readonly props = countdownProps;
  static override readonly styles = countdownStyles;

  readonly #hasSlotted = signal(false);
  /** Stops keeping the units on one line (./countdown.fit). */
  #unfit: (() => void) | undefined;
  readonly #onSlotChange = (): void => {
    this.#hasSlotted.value = [...this.childNodes].some(
      (n) => n.nodeType === Node.ELEMENT_NODE || (n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
    );
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.shadowRoot!.addEventListener('slotchange', this.#onSlotChange);
    this.#onSlotChange();
    this.#unfit ??= fitOnOneLine(this);
    // A microtask: script that creates the element and then sets end-at is not an error.
    // An empty end-at (a CMS template's unfilled variable) is as wrong as none.
    queueMicrotask(() => {
      const raw = this.getAttribute('end-at');
      if (this.isConnected && this.props.endAt.peek() === null && !raw?.trim()) {
        this.reportError('end-at', raw ?? '', `${countdownProps.endAt.expected} (the attribute is ${raw === null ? 'missing' : 'empty'})`);
      }
    });
  }

  override disconnectedCallback(): void {
    this.shadowRoot!.removeEventListener('slotchange', this.#onSlotChange);
    this.#unfit?.();
    this.#unfit = undefined;
    super.disconnectedCallback();
  }

  readonly #isFirstTimeUp = firstTimeUp();

  protected createModel(): CountdownModel {
    return createCountdownModel(this.props, this.language, () => {
      const endAt = this.props.endAt.peek();
      if (endAt !== null && this.#isFirstTimeUp(endAt)) this.emit('embudo-time-up', { endAt });
    });
  }

  protected paint(model: CountdownModel, root: ShadowRoot): () => void {
    return paintCountdown(root, model, this.props, this.#hasSlotted, this.language);
  }
}
