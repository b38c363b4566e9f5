/**
 * The one rule for "a click on this element opens a dialog", shared by the widgets' lead modals
 * (`data-embudo-open`) and the site's own dialogs, so the two never drift apart again. No imports:
 * the site takes it without any of the widget runtime.
 */

/**
 * The element carrying `attribute` that a plain primary click landed on or in (inside a shadow
 * root too), or undefined: a click already taken, or a modified or non-primary one, opens nothing.
 */
export function invokerOf(event: MouseEvent, attribute: string): Element | undefined {
  // A modified or non-primary click on a link means "new tab": leave it to the browser.
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  // composedPath: the invoker may sit inside a shadow root (another widget, a partner's component).
  return event.composedPath().find((node): node is Element => node instanceof Element && node.hasAttribute(attribute));
}
