export { EmbudoElement, markLanguage, type EventMap, type PropSignals, type WidgetClass } from './embudo-element';
export { defineElement } from './define';
export { addStyles, adoptStyles, hostReset } from './styles';
export * as attr from './props';
export type { PropSpec, PropSpecs, PropValues } from './props';
export { boot, registerOpener, type EmbudoGlobal } from './global';
// Not re-exported here: ./live (the digits' text binding), which only the countdown and the deadline
// bar use, is imported from its own module, so the ESM build keeps it out of the shared runtime chunk
// (a module this index re-exports goes into that chunk with it).
