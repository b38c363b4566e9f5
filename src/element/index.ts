export { EmbudoElement, type EventMap, type PropSignals, type WidgetClass } from './embudo-element';
export { defineElement } from './define';
export { Live } from './live';
export { addStyles, adoptStyles, hostReset } from './styles';
export * as attr from './props';
export type { PropSpec, PropSpecs, PropValues } from './props';
export { boot, registerOpener, type EmbudoGlobal } from './global';
