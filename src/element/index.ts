export { EmbudoElement, markLanguage, type EventMap, type PropSignals, type WidgetClass } from './embudo-element';
export { defineElement } from './define';
export { addStyles, adoptStyles, hostReset } from './styles';
export * as attr from './props';
export type { PropSpec, PropSpecs, PropValues } from './props';
export { boot, registerOpener, type EmbudoGlobal } from './global';
// Not re-exported here: ./live-text and ./live (the text bindings), which only the countdown and the
// deadline bar use, are imported from their own modules, so the ESM build keeps them out of the shared
// runtime chunk (a module this index re-exports goes into that chunk with it); and ./preact-element,
// so a widget that paints without Preact (the countdown) ships without it.
