import { Component, createRef, h } from 'preact';
import { effect, type ReadonlySignal } from '@preact/signals-core';

interface LiveProps {
  value: ReadonlySignal<string | number>;
  /** Called with the span after its text changed (not on first paint), e.g. to play a flip. */
  onChange?: ((span: HTMLElement) => void) | undefined;
  class?: string;
  part?: string;
}

/**
 * A span whose text is bound to a signal: a tick writes one text node's `data` and nothing else,
 * no virtual-DOM diff. The same idea as @preact/signals' text binding, without pulling preact/hooks
 * into the runtime (see README "Size").
 */
export class Live extends Component<LiveProps> {
  readonly #span = createRef<HTMLSpanElement>();
  #stop: (() => void) | undefined;

  override componentDidMount(): void {
    this.#bind();
  }

  override shouldComponentUpdate(next: LiveProps): boolean {
    return next.value !== this.props.value || next.class !== this.props.class;
  }

  override componentDidUpdate(): void {
    this.#stop?.();
    this.#bind();
  }

  override componentWillUnmount(): void {
    this.#stop?.();
  }

  #bind(): void {
    const span = this.#span.current;
    const node = span?.firstChild;
    if (!span || !(node instanceof Text)) return;
    let first = true;
    this.#stop = effect(() => {
      const text = String(this.props.value.value);
      if (node.data !== text) {
        node.data = text;
        if (!first) this.props.onChange?.(span);
      }
      first = false;
    });
  }

  override render() {
    const { class: className, part } = this.props;
    // A zero-width space keeps a text node even for an empty string, so there is always one to bind.
    return h('span', { ref: this.#span, class: className, part }, String(this.props.value.peek()) || '\u200b');
  }
}
