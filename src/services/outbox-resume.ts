/**
 * Pages with only a countdown or a deadline bar still deliver leads an earlier page left behind
 * (the visitor closed the tab mid-send, or was offline): when the outbox holds a pending lead,
 * this loads the small `outbox.js` from beside the widget script, which sends it. Pages with
 * nothing pending — nearly all of them — pay for one localStorage read and nothing else.
 */

/** The outbox's localStorage key; the same string as OUTBOX_KEY in ./outbox (kept apart so this stays tiny). */
const KEY = 'embudo:outbox';

/** Whether the stored outbox holds a lead still to deliver (rejected ones wait for the visitor). */
export function hasPendingLeads(raw: string | null): boolean {
  return raw !== null && /"state":"(queued|retrying)"/.test(raw);
}

/** The URL of outbox.js for a widget script at `scriptUrl` (`…/widgets/x.js` or `…/widgets/esm/x.js`). */
export function outboxScriptUrl(scriptUrl: string): string {
  return new URL(/\/esm\/[^/]*$/.test(new URL(scriptUrl).pathname) ? '../outbox.js' : 'outbox.js', scriptUrl).href;
}

/** Loads outbox.js when an earlier page left a lead to send; never throws. */
export function resumeLeadsLater(scriptUrl: string): void {
  try {
    if (!hasPendingLeads(localStorage.getItem(KEY)) || document.querySelector('script[data-embudo-outbox]')) return;
    const script = document.createElement('script');
    script.src = outboxScriptUrl(scriptUrl);
    script.async = true;
    script.setAttribute('data-embudo-outbox', '');
    document.head.append(script);
  } catch {
    // Storage blocked (then the outbox was in memory and is gone with its page), an unusable
    // script URL, or Trusted Types refusing a plain script URL: the lead waits for a page with
    // a form widget, which sends it itself.
  }
}
