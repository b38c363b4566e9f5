import { effect, type ReadonlySignal } from '@preact/signals-core';

/**
 * Binds a text node to a signal: a change writes the node's `data` and nothing else, no
 * virtual-DOM diff. Returns the effect's cleanup. Its own module, out of the ESM runtime chunk
 * like ./live: only the countdown and the deadline bar use it.
 */
export function bindText(node: Text, value: ReadonlySignal<string | number>): () => void {
  return effect(() => {
    const text = String(value.value);
    if (node.data !== text) node.data = text;
  });
}

/** A new `<span>` with `class` (and `part`) whose text follows `value`; pushes its cleanup onto `stops`. */
export function liveSpan(value: ReadonlySignal<string | number>, stops: (() => void)[], className: string, part?: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  if (part) span.setAttribute('part', part);
  const node = span.appendChild(document.createTextNode(''));
  stops.push(bindText(node, value));
  return span;
}
