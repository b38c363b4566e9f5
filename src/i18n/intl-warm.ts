/**
 * `Intl`'s one-time set-up, as a task of its own. The first `Intl` formatter of a page,
 * of whatever kind (number, date, list), first builds the engine's table of the locales it has: in
 * Chromium 13–18 ms of main thread unthrottled on the bench machine, 60–100 ms at 4× CPU, whatever
 * it then formats; every formatter after it takes 0.3–2 ms. Left to the render that first needs a
 * formatter, that cost lands in the same task as the render and its layout: the pricing block's
 * later part was one task of 110–140 ms at 4× on a page where it shows at once. A widget that is
 * about to format calls this first (the pricing while its later part downloads, and before its price
 * shows), so the set-up runs alone, in a task of its own, and the render after it is short.
 *
 * Never at a page's load for nothing: only where a formatter is about to be needed (a partner's
 * page that is only loaded makes none).
 */

let ready: Promise<void> | undefined;

/**
 * Resolves once the engine's locale table is built: at once (a microtask) when an earlier call
 * built it, else after a task of its own that builds it (a zero-delay timer: a test's fake clock
 * runs it; a background tab may hold it a second, while nobody sees the block). Never rejects; an
 * engine without `Intl` resolves all the same.
 */
export function warmIntl(): Promise<void> {
  ready ??= new Promise((resolve) => {
    setTimeout(() => {
      try {
        // The cheapest call that builds the table: no formatter, no pattern data.
        Intl.DateTimeFormat.supportedLocalesOf('en');
      } catch {
        // No Intl: the formatters that follow fall back as they would have.
      }
      resolve();
    }, 0);
  });
  return ready;
}
