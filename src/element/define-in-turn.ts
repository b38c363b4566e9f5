import { defineElement } from './define';
import type { WidgetClass } from './embudo-element';

/**
 * How long one task goes on upgrading widgets (ms of the page's clock). Measured in Lighthouse's
 * trace of a partner page with every widget, a widget's first render takes 1 to 5 ms on
 * a desktop CPU: a task that has used less than this takes the next widget too, so a fast machine
 * draws the page's widgets in two or three frames rather than one each (every frame is layout,
 * paint and raster again), and a slow phone, where one render is already past it, still gets one
 * widget per task: no task is longer than this plus one widget's render.
 */
export const TURN_MS = 5;

/**
 * Defines a bundle's widgets in order (`boot`, for every script: one widget, or `embudo.js`'s seven).
 * Defining a tag upgrades the page's elements of it there and then (their first render), so once a
 * task has upgraded widgets for `TURN_MS`, the next widget with elements on the page waits for a new
 * task, with room for the visitor's input between them, not one long task. A tag with no
 * element on the page yet costs nothing and is defined without waiting. `inScriptTask` true (the
 * script's own start): the first widget with elements waits for a task whatever the clock says, so
 * the script's evaluation and the first render are not one task (`countdown.js` alone was one task
 * of 104–165 ms at 4× CPU, now none over 50 ms). Until then `embudo.css` keeps the in-flow widgets'
 * room; a script that calls an element's methods waits for `customElements.whenDefined`.
 */
export function defineInTurn(widgets: readonly WidgetClass[], from = 0, inScriptTask = false): void {
  const start = performance.now();
  for (let i = from; i < widgets.length; i++) {
    const upgrades = document.getElementsByTagName(widgets[i]!.tagName).length > 0;
    if (upgrades && (inScriptTask || performance.now() - start >= TURN_MS)) {
      nextTask(() => defineInTurn(widgets, i));
      return;
    }
    defineElement(widgets[i]!);
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
