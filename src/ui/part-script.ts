/**
 * How a standalone widget script (`scholarship-modal.js`, `pricing.js`: an IIFE cannot code-split)
 * loads its later part (a modal's form, the pricing block's turno and start dates): it adds
 * `<name>-<part>.js` from its own folder as a script tag (no inline script, no eval, the page's
 * nonce when the widget script had one) and hands it, on that script element, the runtime modules
 * the part shares with the widget (Preact, signals, config), so the part runs on the widget's own
 * copies; the part script leaves its parts there, and is pinned by its SRI hash.
 * scripts/rollup-later.ts builds both sides. Under a strict CSP the part script is allowed as
 * the widget script is (`script-src` of the Embudo host, or the copied nonce). Under Trusted Types
 * whose `trusted-types` list refuses our `embudo` policy, the part is imported as a module instead
 * (`importPart`), after its bytes pass the same SRI check.
 */
import { pageSlot } from '../services/page-slot';

/** Where the part script finds the shared modules and leaves its parts: a property of its own script element. */
export const PART_HANDOFF = Symbol.for('embudo.part');

/** What travels on the part's script element. */
export interface PartHandoff {
  shared: Record<string, unknown>;
  parts?: unknown;
}

// Read while the widget script runs: later, document.currentScript is another script or null.
const widgetScript = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const widgetUrl = import.meta.url;

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
/** Our policy, or `false` once the page refused it: a page slot, so the page's Embudo scripts ask once. */
const ttPolicy = pageSlot<ScriptUrlPolicy | false>('tt');

/**
 * The part script's URL for `script.src`: where the browser has Trusted Types, through one `embudo`
 * policy per page (made by the first Embudo script that needs it) that passes only URLs of the
 * widget script's folder, so a page enforcing them (`require-trusted-types-for 'script'`) still
 * gets its part. `undefined` when the page's `trusted-types` list refuses that policy: the part is
 * then imported as a module (no sink), and the browser reports the refused name once per page.
 */
function scriptUrl(url: string): unknown {
  const tt = (
    globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy } }
  ).trustedTypes;
  if (!tt) return url;
  if (ttPolicy.get() === undefined) {
    try {
      ttPolicy.set(
        tt.createPolicy('embudo', {
          createScriptURL: (input) => {
            if (new URL('.', input).href !== new URL('.', widgetUrl).href)
              throw new TypeError(`embudo: ${input} is not beside the widget script`);
            return input;
          },
        }),
      );
    } catch {
      ttPolicy.set(false);
    }
  }
  const policy = ttPolicy.get();
  return policy ? policy.createScriptURL(url) : undefined;
}

/**
 * Where a part imported as a module finds its handoff (a module has no `document.currentScript`):
 * the page slot `embudo.part.module`, which scripts/rollup-later.ts's part code reads.
 */
const moduleHandoff = pageSlot<{ [PART_HANDOFF]: PartHandoff }>('part.module');
/** The queue of those imports: shared by every Embudo script of the page (each has its own copy of this module). */
const queue = pageSlot<Promise<unknown>>('part.queue');
let attempt = 0;

/**
 * The part without a script element, for a page whose Trusted Types refuse our policy (`import()`
 * is no Trusted Types sink; `script-src` still applies): the bytes are first fetched with their SRI
 * hash, so a changed part never runs, then imported (from the HTTP cache). One at a time across
 * the page's Embudo scripts, as the handoff sits on the document while the module runs.
 */
function importPart<T>(url: string, shared: Record<string, unknown>, integrity: string): Promise<T> {
  const load = async (): Promise<T> => {
    // A fresh URL per try: a failed import stays failed in the module map.
    const src = `${url}&m=${++attempt}`;
    const res = await fetch(src, { integrity, credentials: 'omit' }).catch(() => undefined);
    if (!res?.ok) throw new Error(`${src} did not load`);
    const holder: { [PART_HANDOFF]: PartHandoff } = { [PART_HANDOFF]: { shared } };
    moduleHandoff.set(holder);
    try {
      await import(/* @vite-ignore */ src);
    } catch {
      throw new Error(`${src} did not load`);
    } finally {
      moduleHandoff.clear();
    }
    if (!holder[PART_HANDOFF].parts) throw new Error(`${src} did not run`);
    return holder[PART_HANDOFF].parts as T;
  };
  const done = (queue.get() ?? Promise.resolve()).then(load, load);
  queue.set(done.catch(() => undefined));
  return done;
}

/**
 * Loads `file` (beside the widget script) once and resolves with the parts it left; rejects when it
 * fails to load, run or match `integrity` (its SRI hash, built into the widget script).
 */
export function loadPartScript<T>(file: string, shared: Record<string, unknown>, integrity: string): Promise<T> {
  const url = new URL(`${file}?v=${__EMBUDO_VERSION__}`, widgetUrl).href;
  let src: unknown;
  try {
    src = scriptUrl(url);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  if (src === undefined) return importPart<T>(url, shared, integrity);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script') as HTMLScriptElement & { [PART_HANDOFF]?: PartHandoff };
    const handoff: PartHandoff = { shared };
    script[PART_HANDOFF] = handoff;
    script.async = true;
    if (widgetScript?.nonce) script.nonce = widgetScript.nonce;
    // Pinned: a part file that is not the one this widget script was built with never runs. SRI
    // needs a CORS request (the widget folder answers with Access-Control-Allow-Origin: *); the
    // widget script's own credentials mode when it had one.
    script.integrity = integrity;
    script.crossOrigin = widgetScript?.crossOrigin ?? 'anonymous';
    script.onload = () => (handoff.parts ? resolve(handoff.parts as T) : reject(new Error(`${script.src} did not run`)));
    script.onerror = () => reject(new Error(`${script.src} did not load`));
    try {
      // The version in the URL: a cached widget script never runs a part script of another release.
      (script as unknown as { src: unknown }).src = src;
      document.head.append(script);
    } catch (error) {
      // An unusable script URL, or Trusted Types enforced without our policy.
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
