import { h } from 'preact';
import { EmbudoElement } from '../../src/element';
import { claimBottom, isModalOpen, subscribe } from '../../src/ui/layers';
import { ChatButtonModel, PHONE_EXPECTED } from './chat-button.model';
import { chatButtonProps } from './chat-button.props';
import { chatButtonStyles } from './chat-button.styles';
import { ChatButtonView } from './chat-button.view';

/** Gives each button on the page its own claim in the layer manager. */
let instances = 0;

/** Events of embudo-chat-button. */
export interface ChatButtonEvents {
  'embudo-chat-open': { href: string };
  [type: `embudo-${string}`]: unknown;
}

/**
 * The floating chat-app button (SPEC §2 "Footer and contact", §4): fixed bottom-right, it first
 * appears `delay` ms after it connects with a badge of 1 that blinks for 3 s every 10 s, hides
 * again after `hide-after` ms unless clicked, and comes back `delay` ms later. Hovering or
 * focusing it (not yet clicked) moves the next appearance to `delay` ms from then and keeps it
 * shown meanwhile. A click opens the chat with the prefilled `message` (the app link on a phone,
 * WhatsApp Web on a desktop), clears the badge and hides the button; after `idle-reset` ms with no
 * mouse, key, scroll or touch activity it resets and reappears `reappear` ms later.
 *
 * @summary A floating WhatsApp button with a notification badge, on the SPEC §4 schedule.
 * @tag embudo-chat-button
 *
 * @event {CustomEvent<{ href: string }>} embudo-chat-open - The visitor opened the chat; `detail.href` is the link. Cancel it (`preventDefault()`) to keep the browser from following the link.
 *
 * @csspart base - The wrapper that is shown and hidden.
 * @csspart button - The round link.
 * @csspart badge - The notification badge.
 *
 * @cssprop [--embudo-chat-button-background=#25d366] - Button colour.
 * @cssprop [--embudo-chat-button-color=#fff] - Icon colour.
 * @cssprop [--embudo-chat-button-badge=#dc2626] - Badge colour.
 * @cssprop [--embudo-focus-ring=#4338ca] - Focus outline colour.
 * @cssprop [--embudo-layer=2147483000] - Embudo's stacking level; the button sits one below it.
 * @cssprop --embudo-font - Font family of the badge.
 */
export class EmbudoChatButton extends EmbudoElement<typeof chatButtonProps, ChatButtonModel, ChatButtonEvents> {
  static override readonly tagName = 'embudo-chat-button';
  static override readonly props = chatButtonProps;
  static override readonly styles = chatButtonStyles;

  readonly #onOpen = (event: MouseEvent): void => {
    const model = this.model;
    if (!model) return;
    model.open();
    if (!this.emit('embudo-chat-open', { href: model.href.peek() })) event.preventDefault();
  };

  #release: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#release?.();
    this.#release = this.#joinLayers(this.model!);
  }

  override disconnectedCallback(): void {
    this.#release?.();
    this.#release = undefined;
    super.disconnectedCallback();
  }

  protected createModel(): ChatButtonModel {
    return new ChatButtonModel(this.props, this.language, (value) => this.reportError('phone', value, PHONE_EXPECTED));
  }

  protected render(model: ChatButtonModel) {
    return h(ChatButtonView, { model, onOpen: this.#onOpen });
  }

  /**
   * Joins the page's layer manager (src/ui/layers.ts): claims the bottom-right corner, so the
   * toasts and the social proof keep clear of the button (a hidden button is `display:none`, 0 px,
   * and claims nothing), and steps aside while an Embudo modal is open. Returns the undo.
   */
  #joinLayers(model: ChatButtonModel): () => void {
    const release = claimBottom(`chat-button-${++instances}`, 'right', this);
    const follow = (): void => {
      model.stepAside.value = isModalOpen();
    };
    follow();
    const unsubscribe = subscribe(follow);
    return () => {
      unsubscribe();
      release();
    };
  }
}
