import type { WidgetClass } from './embudo-element';

/**
 * Registers a widget once. The same tag loaded twice (two script tags, or the all-in-one bundle
 * beside a single widget) is a silent no-op; a different Embudo version already on the page wins
 * and we warn, because redefining a tag throws and would break the partner's page.
 */
export function defineElement(cls: WidgetClass): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(cls.tagName) as Partial<WidgetClass> | undefined;
  if (existing) {
    if (existing.embudoVersion !== cls.embudoVersion) {
      console.warn(
        `[${cls.tagName}] already defined by ${existing.embudoVersion ? `Embudo ${existing.embudoVersion}` : 'another script'}; keeping it and ignoring Embudo ${cls.embudoVersion}. Load one Embudo version per page.`,
      );
    }
    return;
  }
  for (const key of Object.keys(cls.props)) {
    Object.defineProperty(cls.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: { props: Record<string, { peek(): unknown }> }) {
        return this.props[key]!.peek();
      },
      set(this: { setProp(key: string, value: unknown): void }, value: unknown) {
        this.setProp(key, value);
      },
    });
  }
  customElements.define(cls.tagName, cls);
}
