/**
 * The one `fill` of every layer (docs/architecture.md#texts). A module of its own, not part of
 * ./texts.ts: the widgets' runtime chunk holds ./texts.ts (LOCALES, for every widget), and only the
 * widgets that fill a text (the countdown, the deadline bar) should carry this.
 */
/** Replaces `{name}` placeholders; values are plain text (views render them as text, never HTML). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
