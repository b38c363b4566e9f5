/**
 * Styles live inside each shadow root, never in document.head. Constructable stylesheets are
 * preferred: one sheet per widget class is shared by every instance (50 countdowns, one sheet)
 * and, unlike a script-made <style>, they are not subject to a partner's `style-src` CSP.
 *
 * Each widget's CSS is one static string (`<name>.styles.ts`; themes and sizes are classes,
 * colours custom properties), so there is no CSS-in-JS runtime: goober's `css.bind({ target })`
 * writes a <style> into the root, which a strict `style-src 'self'` blocks, and would add about
 * 1.2 KB gzip to every widget for styles that never change at run time.
 */

const sheets = new Map<string, CSSStyleSheet>();

const canAdopt = (): boolean =>
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

/** Binds `cssText` to `root`: a shared constructable sheet, else a <style> inside the root. */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  if (canAdopt()) {
    try {
      let sheet = sheets.get(cssText);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(cssText);
        sheets.set(cssText, sheet);
      }
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    } catch {
      // Fall through: some engines expose the API but refuse sheets from another realm.
    }
  }
  if (root.querySelector('style[data-embudo]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-embudo', '');
  // textContent, not innerHTML: stays legal under enforced Trusted Types.
  style.textContent = cssText;
  root.prepend(style);
}

/**
 * Adds `cssText` after what `root` already has: a widget's later part bringing its own styles
 * (a constructable sheet after the others, or appended to the <style> fallback).
 */
export function addStyles(root: ShadowRoot, cssText: string): void {
  const style = root.querySelector('style[data-embudo]');
  if (!style) adoptStyles(root, cssText);
  else if (!style.textContent!.endsWith(cssText)) style.textContent += cssText;
}

/**
 * The inherited-style reset every widget starts with. `:host{all:initial}` alone is not enough: a
 * page rule that matches the element itself (`*{letter-spacing:9px}`, `embudo-countdown{…}`) beats
 * `:host` and is inherited inside, so every inherited property is set again on the widget's root
 * part. Sizes inside are in em of the host's `font-size: medium`, never rem nor
 * px for text: `medium` is the visitor's default font size (16 px unless they chose larger), so the
 * widget follows it, while a page's `html{font-size:62.5%}` cannot shrink the widget.
 * Visually hidden text takes the base font whatever its parent's size or weight: every size and
 * weight a page shows costs a font lookup at its first layout (on Linux a round trip to the
 * browser process), and text nobody sees should not add one.
 */
export const hostReset = `:host{all:initial;display:inline-block;font:medium/1.4 var(--embudo-font,system-ui,sans-serif);color:var(--embudo-color,#0f172a)}:host([hidden]){display:none!important}*{box-sizing:border-box}[part=base]{font:medium/1.4 var(--embudo-font,system-ui,sans-serif);color:var(--embudo-color,#0f172a);letter-spacing:normal;word-spacing:normal;text-transform:none;text-indent:0;text-align:start;text-shadow:none;white-space:normal;visibility:visible;cursor:auto;direction:ltr}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;font:medium/1 var(--embudo-font,system-ui,sans-serif)}`;
