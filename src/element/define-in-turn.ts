import { defineElement } from './define';
import type { WidgetClass } from './embudo-element';

/**
 * Defines the all-in-one bundle's widgets in order (its own module: the
 * single-widget scripts and the shared ESM runtime do without it). Defining a tag upgrades the page's elements of
 * it there and then (their first render), so a widget with elements on the page waits for a new
 * task when another was upgraded in this one: on a page with every widget the work comes as one
 * task per widget, with room for the visitor's input between them, not one long task (issue 21).
 * A tag with no element on the page yet costs nothing and is defined without waiting.
 */
export function defineInTurn(widgets: readonly WidgetClass[], from = 0): void {
  let upgraded = false;
  for (let i = from; i < widgets.length; i++) {
    const upgrades = document.getElementsByTagName(widgets[i]!.tagName).length > 0;
    if (upgrades && upgraded) {
      setTimeout(() => defineInTurn(widgets, i), 0);
      return;
    }
    defineElement(widgets[i]!);
    upgraded ||= upgrades;
  }
}
