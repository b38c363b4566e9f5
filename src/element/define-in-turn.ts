import { defineElement } from './define';
import type { WidgetClass } from './embudo-element';

/**
 * Defines a bundle's widgets in order (`boot`, for every script: one widget, or `embudo.js`'s seven).
 * Defining a tag upgrades the page's elements of it there and then (their first render), so a
 * widget with elements on the page waits for a new task when another was upgraded in this one: on
 * a page with every widget the work comes as one task per widget, with room for the visitor's input
 * between them, not one long task (issue 21). A tag with no element on the page yet costs nothing
 * and is defined without waiting. `upgraded` true: the first widget with elements waits for a task
 * too (the script's own start, so its evaluation and the first widget's render are not one task:
 * `countdown.js` alone was one task of 104–165 ms at 4× CPU, now none over 50 ms). Until then
 * `embudo.css` keeps the in-flow widgets' room; a script that calls an element's methods waits for
 * `customElements.whenDefined`.
 */
export function defineInTurn(widgets: readonly WidgetClass[], from = 0, upgraded = false): void {
  for (let i = from; i < widgets.length; i++) {
    const upgrades = document.getElementsByTagName(widgets[i]!.tagName).length > 0;
    if (upgrades && upgraded) {
      nextTask(() => defineInTurn(widgets, i));
      return;
    }
    defineElement(widgets[i]!);
    upgraded ||= upgrades;
  }
}

/**
 * Runs `run` in a new task by a message to ourselves: unlike a timer it is not held by a fake clock
 * (a page's or a test's) nor throttled in a background tab, where timers may wait a second or more.
 */
function nextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(undefined);
}
