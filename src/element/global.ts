import { configure, initConfig, type EmbudoConfig } from '../services/config';
import { defineElement } from './define';
import type { WidgetClass } from './embudo-element';

type Opener = (action: 'open' | 'close') => void;

/** `window.embudo`: the only global Embudo puts on a page. */
export interface EmbudoGlobal {
  version: string;
  config(options: Partial<EmbudoConfig>): void;
  open(name: string): void;
  close(name: string): void;
  /** Calls a page made before the script loaded: `[method, ...args]`. */
  q?: unknown[][];
}

const openers = new Map<string, Opener>();
const pending: Array<[name: string, action: 'open' | 'close']> = [];

/** Lets a widget answer `embudo.open(name)` / `embudo.close(name)`; queued calls for it run now. */
export function registerOpener(name: string, opener: Opener): void {
  openers.set(name, opener);
  for (let i = 0; i < pending.length; ) {
    const [n, action] = pending[i]!;
    if (n === name) {
      pending.splice(i, 1);
      opener(action);
    } else i++;
  }
}

function invoke(name: string, action: 'open' | 'close'): void {
  const opener = openers.get(String(name));
  if (opener) opener(action);
  else pending.push([String(name), action]);
}

/**
 * Starts Embudo on a page once per bundle: reads the script tag's configuration, installs (or
 * joins) `window.embudo`, replays calls queued before load, then defines the given widgets.
 */
export function boot(scriptUrl: string, widgets: WidgetClass[]): void {
  if (typeof window === 'undefined') return;
  initConfig(scriptUrl);
  const existing = (window as { embudo?: Partial<EmbudoGlobal> }).embudo;
  // Another Embudo bundle on the page already installed the real global: share it.
  if (!existing?.version) {
    const queued = Array.isArray(existing?.q) ? existing.q : [];
    const api: EmbudoGlobal = {
      version: __EMBUDO_VERSION__,
      config: (options) => configure(options ?? {}),
      open: (name) => invoke(name, 'open'),
      close: (name) => invoke(name, 'close'),
    };
    (window as { embudo?: EmbudoGlobal }).embudo = api;
    for (const call of queued) {
      const [method, ...args] = call as [keyof EmbudoGlobal, ...unknown[]];
      const fn = api[method];
      if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...args);
      else console.error(`[embudo] queued call "${String(method)}" is unknown: expected config, open or close.`);
    }
  }
  for (const widget of widgets) defineElement(widget);
}
