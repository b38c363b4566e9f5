import { configure, initConfig, type EmbudoConfig } from '../services/config';
import { pageSlot } from '../services/page-slot';
import { defineInTurn } from './define-in-turn';
import type { WidgetClass } from './embudo-element';

type Action = 'open' | 'close';
type Opener = (action: Action) => void;

/** `window.embudo`: the only global Embudo puts on a page. */
export interface EmbudoGlobal {
  version: string;
  config(options: Partial<EmbudoConfig>): void;
  open(name: string): void;
  close(name: string): void;
  /** Calls a page made before the script loaded: `[method, ...args]`. */
  q?: unknown[][];
}

/**
 * Who answers `open(name)`, or the calls waiting for a widget that has not loaded yet. Every
 * Embudo bundle on a page has its own copy of this module, so the map is a page slot that every
 * copy finds alike.
 */
const openerSlot = pageSlot<Map<string, Opener | Action[]>>('openers');
const openers = (): Map<string, Opener | Action[]> => openerSlot.ensure(() => new Map());

/** Lets a widget answer `embudo.open(name)` / `embudo.close(name)` (the first one registered wins); calls queued for it run now. */
export function registerOpener(name: string, opener: Opener): void {
  const waiting = openers().get(name);
  if (typeof waiting === 'function') return;
  openers().set(name, opener);
  for (const action of waiting ?? []) opener(action);
}

/** Runs `action` for the widget registered as `name` now, or queues it until one registers; true when it ran. */
export function runOpener(name: string, action: Action): boolean {
  const known = openers().get(name);
  if (typeof known === 'function') known(action);
  else openers().set(name, [...(known ?? []), action]);
  return typeof known === 'function';
}

/**
 * Starts Embudo on a page once per bundle: reads the script tag's configuration, installs
 * `window.embudo` (unless another Embudo bundle did), replays calls queued before load, then
 * defines the given widgets: those with elements on the page in a task after this one.
 */
export function boot(scriptUrl: string, widgets: WidgetClass[]): void {
  if (typeof window === 'undefined') return;
  initConfig(scriptUrl);
  const existing = (window as { embudo?: Partial<EmbudoGlobal> }).embudo;
  if (!existing?.version) {
    const api: EmbudoGlobal = {
      version: __EMBUDO_VERSION__,
      config: (options) => configure(options ?? {}),
      open: (name) => void runOpener(String(name), 'open'),
      close: (name) => void runOpener(String(name), 'close'),
    };
    (window as { embudo?: EmbudoGlobal }).embudo = api;
    for (const call of Array.isArray(existing?.q) ? existing.q : []) {
      const [method, ...args] = call as [keyof EmbudoGlobal, ...unknown[]];
      const fn = api[method];
      if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...args);
      else console.error(`[embudo] queued call "${String(method)}" is unknown: expected config, open or close.`);
    }
  }
  defineInTurn(widgets, 0, true);
}
