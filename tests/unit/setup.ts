import { afterAll } from 'vitest';

/**
 * Runs before every unit test file (vitest `setupFiles`).
 *
 * happy-dom has no `requestIdleCallback`, so "load on idle" (src/ui/lazy-part.ts) fell back to a
 * 200 ms timer. Widget modules schedule it when imported; when a test file ended sooner (a busy
 * machine, fast tests), the timer fired after the environment was torn down and threw
 * "customElements is not defined": an unhandled error that fails the run. Here idle callbacks are
 * a browser's (soon after the current task), and those still pending when the file ends are
 * cancelled. A test that needs to run them itself installs its own (scholarship-modal.load.test.ts).
 */
if (typeof globalThis.requestIdleCallback !== 'function') {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  let last = 0;
  globalThis.requestIdleCallback = (callback: IdleRequestCallback): number => {
    const id = ++last;
    const fire = (): void => {
      pending.delete(id);
      callback({ didTimeout: false, timeRemaining: () => 0 });
    };
    pending.set(id, setTimeout(fire, 1));
    return id;
  };
  globalThis.cancelIdleCallback = (id: number): void => {
    clearTimeout(pending.get(id));
    pending.delete(id);
  };
  afterAll(() => {
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  });
}

/**
 * Countdowns to a fixed instant read the server's clock once per page (`GET /api/time`,
 * src/services/server-clock.ts). Unit tests have no server: that one call is answered here with the
 * test's own clock (a test that wants another answer stubs `fetch` itself).
 */
const realFetch = globalThis.fetch;
if (typeof realFetch === 'function') {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).endsWith('/api/time')
      ? Promise.resolve(new Response(JSON.stringify({ now: Date.now() }), { headers: { 'Content-Type': 'application/json' } }))
      : realFetch(input, init)) as typeof fetch;
}
