import { signal, type Signal } from '@preact/signals-core';
import { inheritedLang, parseLang, resolveLang, type Lang } from '../i18n/lang';
import { getConfig } from '../services/config';
import { followLang, unfollowLang } from './lang-watch';
import { adoptStyles } from './styles';
import { toAttributeName, type PropSpecs, type PropValues } from './props';

/** Events a widget may emit: event type → `detail` type. */
export type EventMap = Record<`embudo-${string}`, unknown>;

/** The reactive props a widget's model reads: one signal per declared attribute. */
export type PropSignals<S extends PropSpecs> = { readonly [K in keyof S]: Signal<PropValues<S>[K]> };

/** What a model may dispose: a createModel instance or anything with a dispose method. */
type Disposable = { [Symbol.dispose](): void } | { dispose(): void };

/** The static side every widget class declares. */
export interface WidgetClass {
  readonly tagName: string;
  readonly props: PropSpecs;
  readonly styles: string;
  readonly embudoVersion: string;
  new (): EmbudoElement<PropSpecs, object, EventMap>;
}

/**
 * WCAG 3.1.2: whatever a widget shows sits in an element that says its language, whatever the page
 * around it says (an en widget on an es page, an es one under `<html lang="fr">`): sets `lang` on
 * each top element of `root` but its styles.
 */
export function markLanguage(root: ShadowRoot, lang: Lang): void {
  for (const top of root.children) if (top.localName !== 'style' && top.getAttribute('lang') !== lang) top.setAttribute('lang', lang);
}

/**
 * Base of every Embudo custom element: a view painted into an open shadow root (by Preact, see
 * ./preact-element, or by the widget's own DOM code), typed
 * attributes mirrored by camelCase properties (both feed one signal per prop), a model created on
 * connect and disposed on disconnect, and a typed `emit`.
 */
export abstract class EmbudoElement<S extends PropSpecs, M extends object, E extends EventMap> extends HTMLElement {
  static readonly tagName: string = '';
  static readonly props: PropSpecs = {};
  static readonly styles: string = '';
  static readonly embudoVersion: string = __EMBUDO_VERSION__;

  static get observedAttributes(): string[] {
    return ['lang', ...Object.keys(this.props).map(toAttributeName)];
  }

  /** One signal per declared prop, read by the model and view. */
  protected readonly props: PropSignals<S>;
  /**
   * The widget's language: its `lang` attribute (es/en, `en-US` counts as en), else the page's
   * `data-lang` / `embudo.config({ lang })`, else its closest `[lang]` ancestor's, else
   * `<html lang>`'s (followed while connected), else es.
   */
  protected readonly language: Signal<Lang>;
  protected model: M | undefined;
  readonly #root: ShadowRoot;
  #stopPaint: (() => void) | undefined;
  /** Reads the page's language again (registered with ./lang-watch while the widget follows it). */
  readonly #followPage = (): void => this.#resolveLanguage();
  readonly #reported = new Set<string>();

  constructor() {
    super();
    this.#root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const specs = this.#specs();
    const props: Record<string, Signal<unknown>> = {};
    for (const key of Object.keys(specs)) props[key] = signal(specs[key]!.defaultValue);
    this.props = props as PropSignals<S>;
    this.language = signal(resolveLang(null, getConfig().lang));
  }

  /** Builds the widget's state from its props; disposed on disconnect. */
  protected abstract createModel(): M;
  /**
   * Draws the view of `model` into `root` (synchronously: the view is there when connectedCallback
   * returns) and keeps it up to date; returns what removes it and stops its updates, called on
   * disconnect before the model is disposed.
   */
  protected abstract paint(model: M, root: ShadowRoot): () => void;

  connectedCallback(): void {
    this.#upgradeProperties();
    for (const name of (this.constructor as unknown as WidgetClass & typeof EmbudoElement).observedAttributes) {
      if (this.hasAttribute(name)) this.attributeChangedCallback(name, null, this.getAttribute(name));
    }
    this.#resolveLanguage();
    adoptStyles(this.#root, (this.constructor as unknown as WidgetClass).styles);
    if (this.model) return;
    const model = this.createModel();
    this.model = model;
    this.#stopPaint = this.paint(model, this.#root);
  }

  disconnectedCallback(): void {
    unfollowLang(this.#followPage);
    this.#stopPaint?.();
    this.#stopPaint = undefined;
    const model = this.model as Disposable | undefined;
    this.model = undefined;
    if (model && Symbol.dispose in model) model[Symbol.dispose]();
    else if (model && 'dispose' in model) model.dispose();
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'lang') {
      if (value !== null && !parseLang(value)) this.reportError('lang', value, '"es" or "en"');
      this.#resolveLanguage();
      return;
    }
    const key = Object.keys(this.#specs()).find((k) => toAttributeName(k) === name);
    if (key) this.setProp(key, value, name);
  }

  /** Parses and stores one prop; a bad value logs one clear error and keeps the default. */
  protected setProp(key: keyof S & string, value: unknown, attribute = toAttributeName(key)): void {
    const spec = this.#specs()[key]!;
    const parsed = spec.parse(value);
    if (parsed === undefined) {
      this.reportError(attribute, value, spec.expected);
      this.props[key].value = spec.defaultValue as PropValues<S>[typeof key];
    } else {
      this.props[key].value = parsed as PropValues<S>[typeof key];
    }
  }

  /** Logs `[embudo-x] attribute="value" is not valid: expected …` once per attribute and value. */
  protected reportError(attribute: string, value: unknown, expected: string): void {
    const shown = typeof value === 'string' ? `"${value}"` : String(value);
    const key = `${attribute}=${shown}`;
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    console.error(`[${this.localName}] ${attribute}=${shown} is not valid: expected ${expected}. Using the default instead.`);
  }

  /** Dispatches a typed `embudo-*` event that bubbles out of the shadow root. */
  emit<K extends keyof E & string>(type: K, detail: E[K]): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
  }

  /**
   * Sets `language`: an own `lang` or the page's Embudo setting decides; without either the widget
   * follows the page's `lang` attributes while connected (one observer for all widgets, ./lang-watch).
   */
  #resolveLanguage(): void {
    const own = this.getAttribute('lang');
    const configured = getConfig().lang;
    if (own !== null || configured || !this.isConnected) {
      unfollowLang(this.#followPage);
      this.language.value = resolveLang(own, configured);
      return;
    }
    followLang(this.#followPage);
    this.language.value = inheritedLang(this) ?? 'es';
  }

  #specs(): PropSpecs {
    return (this.constructor as unknown as WidgetClass).props;
  }

  /** A property set before the element upgraded shadows the accessor: move it through the setter. */
  #upgradeProperties(): void {
    for (const key of Object.keys(this.#specs())) {
      if (Object.prototype.hasOwnProperty.call(this, key)) {
        const value = (this as Record<string, unknown>)[key];
        delete (this as Record<string, unknown>)[key];
        (this as Record<string, unknown>)[key] = value;
      }
    }
  }
}
