/**
 * The one `fill` of every layer (docs/architecture.md#texts). A module of its own, not part of
 * ./texts.ts: the widgets' runtime chunk holds ./texts.ts (LOCALES, for every widget), and only the
 * standalone scripts of the widgets that fill a text (the countdown, the deadline bar, the pricing)
 * should carry this (the ESM build keeps it in its runtime chunk, tiny and shared: rollup.config.ts).
 */
/** Replaces `{name}` placeholders; values are plain text (views render them as text, never HTML). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
