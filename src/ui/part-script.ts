/**
 * How a standalone widget script (`scholarship-modal.js`, `pricing.js`: an IIFE cannot code-split)
 * loads its later part (a modal's form, the pricing block's turno and start dates): it adds
 * `<name>-<part>.js` from its own folder as a script tag (no inline script, no eval, the page's
 * nonce when the widget script had one) and hands it, on that script element, the runtime modules
 * the part shares with the widget (Preact, signals, config), so the part runs on the widget's own
 * copies; the part script leaves its parts there, and is pinned by its SRI hash.
 * scripts/rollup-part-script.ts builds both sides. Under a strict CSP the part script is allowed as
 * the widget script is (`script-src` of the Embudo host, or the copied nonce).
 */

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
let policy: ScriptUrlPolicy | undefined;

/**
 * The part script's URL for `script.src`: where the browser has Trusted Types, through an `embudo`
 * policy that passes only URLs of the widget script's folder, so a page enforcing them
 * (`require-trusted-types-for 'script'`) still gets its part. A page whose `trusted-types`
 * directive lists its policies must list `embudo`; otherwise the plain URL is used.
 */
function scriptUrl(url: string): unknown {
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy } }).trustedTypes;
  try {
    policy ??= tt?.createPolicy('embudo', {
      createScriptURL: (input) => {
        if (new URL('.', input).href !== new URL('.', widgetUrl).href) throw new TypeError(`embudo: ${input} is not beside the widget script`);
        return input;
      },
    });
    if (policy) return policy.createScriptURL(url);
  } catch {
    // The page's policy list has no `embudo`: the plain URL, which works unless Trusted Types are enforced.
  }
  return url;
}

/**
 * Loads `file` (beside the widget script) once and resolves with the parts it left; rejects when it
 * fails to load, run or match `integrity` (its SRI hash, built into the widget script).
 */
export function loadPartScript<T>(file: string, shared: Record<string, unknown>, integrity: string): Promise<T> {
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
      (script as unknown as { src: unknown }).src = scriptUrl(new URL(`${file}?v=${__EMBUDO_VERSION__}`, widgetUrl).href);
      document.head.append(script);
    } catch (error) {
      // An unusable script URL, or Trusted Types enforced without our policy.
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
