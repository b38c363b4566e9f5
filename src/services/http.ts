/**
 * The one GET-with-a-deadline every Embudo service uses for a third-party or API answer (geo,
 * pricing, social proof, avatars): no cookies, aborted at the deadline, and settled by the timer
 * itself, so a fetch that ignores the abort (a hostile polyfill) cannot hold the caller.
 */

/**
 * GETs text within `timeoutMs`; rejects with a short reason string ("answered 503", "did not
 * answer in 8 s") or the fetch's own error (network failure, invalid URL).
 */
export function fetchText(url: string, timeoutMs: number, controller = new AbortController()): Promise<string> {
  return new Promise((resolve, reject) => {
    // A fetch that throws at once (invalid URL) rejects here, like any other failure, before the timer is set.
    const answer = fetch(url, { signal: controller.signal, credentials: 'omit' });
    const timer = setTimeout(() => {
      controller.abort();
      reject(`did not answer in ${timeoutMs / 1000} s`);
    }, timeoutMs);
    answer
      .then((res) => (res.ok ? res.text() : Promise.reject(`answered ${res.status}`)))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** As {@link fetchText}, parsed as JSON; a body that is not JSON rejects with "did not answer JSON". */
export function fetchJson(url: string, timeoutMs: number, controller?: AbortController): Promise<unknown> {
  return fetchText(url, timeoutMs, controller).then((text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw 'did not answer JSON';
    }
  });
}
