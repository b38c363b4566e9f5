/**
 * A tagged template for the desk's HTML: every interpolated value is escaped as text (`& < > " '`)
 * unless it is itself the output of `html` (or an array of them), so a stored value can only ever
 * be shown as text, whatever it holds.
 */

/** HTML built by `html`: safe to insert as it is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value as HTML text: escaped, `null`/`undefined`/`false` as nothing. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function render(value: Value): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return (value as readonly Value[]).map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value as string | number | boolean));
}

/** Builds HTML, escaping every value that is not already Html. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? '')));
  return new Html(out);
}
