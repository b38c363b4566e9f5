import { addStyles, hostReset } from '../../src/element';
import { PreactElement } from '../../src/element/preact-element';
import { laterPart, lazyPart } from '../../src/ui/lazy-part';
import { ChatButtonModel, PHONE_EXPECTED, type ChatButtonPart } from './chat-button.model';
import { chatButtonProps } from './chat-button.props';

/** Events of embudo-chat-button. */
export interface ChatButtonEvents {
  'embudo-chat-open': { href: string };
  [type: `embudo-${string}`]: unknown;
}

/**
 * The host's rules, there from the connection (the button's own, ./chat-button.styles, come with
 * the later part): fixed bottom-right, clear of the safe-area insets, one step under
 * `--embudo-layer` (toasts sit one above it). The host never takes clicks (`pointer-events: none`)
 * beyond the round link itself.
 */
const hostStyles = `${hostReset}
:host{display:block;position:fixed;right:max(1em,env(safe-area-inset-right));bottom:max(1em,env(safe-area-inset-bottom));z-index:calc(var(--embudo-layer,2147483000) - 1);pointer-events:none}
`;

/** The later part (./chat-button.later): one load per page, however many buttons. */
const later = lazyPart<ChatButtonPart>('embudo-chat-button', 'the button', 'its next appearance tries again', () =>
  EmbudoChatButton.later(),
);

/**
 * The floating chat-app button (docs/product.md#footer, docs/product.md#chat-button): fixed bottom-right, it first
 * appears `delay` ms after it connects with a badge of 1 that blinks for 3 s every 10 s, hides
 * again after `hide-after` ms unless clicked, and comes back `delay` ms later. Hovering or
 * focusing it (not yet clicked) moves the next appearance to `delay` ms from then and keeps it
 * shown meanwhile. A click opens the chat with the prefilled `message` (the app link on a phone,
 * WhatsApp Web on a desktop), clears the badge and hides the button; after `idle-reset` ms with no
 * mouse, key, scroll or touch activity it resets and reappears `reappear` ms later.
 *
 * The element runs the schedule from its connection; the view, its styles, the link, the click's
 * tracking and the layer manager come in a later part (./chat-button.later): loaded on idle after the
 * visitor's first move on the page (a scroll, a tap, a key), or at once when the button is due
 * first, in which case it shows as soon as the part arrives. A failed load logs one console error, the
 * button stays hidden, and its next appearance tries again. `EmbudoChatButton.preloadPart()`
 * loads it at once.
 *
 * @summary A floating WhatsApp button with a notification badge, on the docs/product.md#chat-button schedule.
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
 * @cssprop [--embudo-focus-ring=#0f172a] - Focus ring's inner colour (a white ring surrounds it).
 * @cssprop [--embudo-layer=2147483000] - Embudo's stacking level; the button sits one below it.
 * @cssprop --embudo-font - Font family of the badge.
 */
export class EmbudoChatButton extends PreactElement<typeof chatButtonProps, ChatButtonModel, ChatButtonEvents> {
  static override readonly tagName = 'embudo-chat-button';
  static override readonly props = chatButtonProps;
  /** The host's rules only: the button's own styles come with the later part. */
  static override readonly styles = hostStyles;

  /** @internal The later part (./chat-button.later): see `laterPart`; small, so inlined in the standalone scripts. */
  static later = laterPart(() => import('./chat-button.later'), 'inline');

  /** Loads the later part now if it is not there yet (the first-move preload and a due button do this); resolves when it is. */
  static preloadPart(): Promise<ChatButtonPart> {
    return later.load();
  }

  readonly #onOpen = (event: MouseEvent, href: string): void => {
    const model = this.model;
    if (!model) return;
    model.schedule.click();
    model.part.peek()!.tracked();
    if (!this.emit('embudo-chat-open', { href })) event.preventDefault();
  };

  #release: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#release?.();
    this.#release = undefined;
    const model = this.model!;
    // Disconnected meanwhile: the next connect attaches its new model.
    later.use((part) => this.model === model && this.#attach(model, part));
  }

  override disconnectedCallback(): void {
    this.#release?.();
    this.#release = undefined;
    super.disconnectedCallback();
  }

  protected createModel(): ChatButtonModel {
    return new ChatButtonModel(
      this.props,
      (value) => this.reportError('phone', value, PHONE_EXPECTED),
      // Due before the part is here: load it now (it shows as soon as it arrives). A failed load
      // leaves the button hidden; its next appearance asks again.
      () => void (later.value || later.load().catch(() => undefined)),
    );
  }

  protected render(model: ChatButtonModel) {
    const part = model.part.value;
    return part && part.view({ model, lang: this.language.value, onOpen: this.#onOpen });
  }

  /** The part arrived: its styles after the host's, the layer manager, then the view. */
  #attach(model: ChatButtonModel, part: ChatButtonPart): void {
    addStyles(this.shadowRoot!, part.styles);
    this.#release = part.join(model, this);
    model.part.value = part;
  }
}

// On idle after the visitor's first move on the page, or when the button is first due (docs/product.md#chat-button:
// 5 s or 36 s after load), whichever comes first; a second copy of the script on the page (its
// tag already defined by the first) loads nothing.
later.loadAfterFirstMove(false, EmbudoChatButton);
