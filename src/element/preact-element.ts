import { render, type ComponentChild } from 'preact';
import { effect } from '@preact/signals-core';
import { EmbudoElement, markLanguage, type EventMap } from './embudo-element';
import type { PropSpecs } from './props';

/**
 * An Embudo element whose view is Preact: `render` returns the children of its shadow root. Its
 * own module, not re-exported by ./index: a widget that draws its few nodes itself (the
 * countdown) then ships without Preact, about 4.3 KB gzip of its standalone script.
 */
export abstract class PreactElement<S extends PropSpecs, M extends object, E extends EventMap> extends EmbudoElement<S, M, E> {
  /** The Preact view of the current model. */
  protected abstract render(model: M): ComponentChild;

  protected paint(model: M, root: ShadowRoot): () => void {
    // Whatever the view reads is tracked: a change to a prop re-renders. Per-second values are
    // bound to their own text nodes (see ./live) so a tick never re-renders the tree.
    const stop = effect(() => {
      render(this.render(model), root);
      markLanguage(root, this.language.value);
    });
    return () => {
      stop();
      render(null, root);
    };
  }
}
