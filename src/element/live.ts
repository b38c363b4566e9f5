import { Component, createRef, h } from 'preact';
import type { ReadonlySignal } from '@preact/signals-core';
import { bindText } from './live-text';

/**
 * A component that writes to its own DOM from signals instead of re-rendering: after each render
 * `bind` gets the rendered element and returns the cleanup of what it started (an effect). It
 * re-renders only when a prop changes identity (a new signal, class or width), never on a tick.
 */
export abstract class Bound<P extends object> extends Component<P> {
  protected readonly el = createRef<HTMLElement>();
  #stop: (() => void) | undefined;

  /** Starts writing to `el` (rendered with `ref={this.el}`); returns the cleanup. */
  protected abstract bind(el: HTMLElement): () => void;

  override shouldComponentUpdate(next: P): boolean {
    return (Object.keys(next) as (keyof P)[]).some((key) => next[key] !== this.props[key]);
  }

  override componentDidMount(): void {
    this.#stop = this.el.current ? this.bind(this.el.current) : undefined;
  }

  override componentDidUpdate(): void {
    this.componentWillUnmount();
    this.componentDidMount();
  }

  override componentWillUnmount(): void {
    this.#stop?.();
  }
}

interface LiveProps {
  value: ReadonlySignal<string | number>;
  class?: string;
  part?: string;
}

/**
 * A span whose text is bound to a signal: a tick writes one text node's `data` and nothing else,
 * no virtual-DOM diff. The same idea as @preact/signals' text binding, without pulling preact/hooks
 * into the runtime (see docs/performance.md#size).
 */
export class Live extends Bound<LiveProps> {
  protected bind(span: HTMLElement): () => void {
    return bindText(span.firstChild as Text, this.props.value);
  }

  override render() {
    const { class: className, part } = this.props;
    // A zero-width space keeps a text node even for an empty string, so there is always one to bind.
    return h('span', { ref: this.el, class: className, part }, String(this.props.value.peek()) || '\u200b');
  }
}
