import type { CountryCode } from '../data/country-codes';

/** Embudo's configuration for this page: defaults, then script-tag `data-*`, then `configure()`. */
export interface EmbudoConfig {
  /** Base URL of the Embudo API, no trailing slash; defaults to the origin of the Embudo script. */
  apiBase: string;
  lang?: 'es' | 'en';
  /** The visitor's country as the page sets it (parsed by ./geo). */
  country?: CountryCode;
  /** The geo chain's services and timeout (parsed by ./geo, which also holds their defaults). */
  geoUrl?: string;
  geoFallbackUrl?: string;
  geoTimeoutMs?: number;
  /** The company chat number: digits only, country code first, 8 to 15 digits (parsed by ./contact). */
  chatPhone?: string;
  /** The scheduling page the sent state offers; always an https: URL (parsed by ./contact). */
  scheduleUrl?: string;
}

type Overrides = Partial<EmbudoConfig>;
type Key = keyof EmbudoConfig;

let scriptUrl: string | undefined;
// The Embudo script tags initConfig found: a setting defined later (defineSetting) reads its data-* from them.
let scripts: HTMLScriptElement[] = [];
let fromScripts: Overrides = {};
let fromCalls: Overrides = {};
// `configure()` values of settings no loaded module has defined yet, in call order: applied when one does.
let undefinedCalls: [key: Key, value: unknown][] = [];
// A partner who pastes two tags with the same typo gets one message, not two.
const reported = new Set<string>();

function report(where: string, expected: string): undefined {
  const message = `[embudo] ${where} is not valid: expected ${expected}; ignored.`;
  if (!reported.has(message)) {
    reported.add(message);
    console.error(message);
  }
  return undefined;
}

const shown = (value: unknown): string => {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return typeof value; // an object whose toString throws
  }
};

/** An absolute http(s) URL (relative ones resolve against the page), or undefined. */
export function httpUrl(value: unknown): URL | undefined {
  try {
    const url = new URL(String(value).trim(), location.href);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The expected form `httpUrl` settings report. */
export const URL_FORM = 'an http(s) URL, e.g. "https://example.com"';

type Field<K extends Key> = [data: string | null, parse: (value: unknown) => EmbudoConfig[K] | undefined, expected: string];

/**
 * Each setting: its `data-*` name (none: only `configure`), its parser, and the expected form.
 * Settings only some widgets use are added by their module with `defineSetting`, so their parsers
 * ship with those widgets, not in every widget's runtime.
 */
const FIELDS: { [K in Key]?: Field<K> } = {
  apiBase: [
    'api',
    (v) => {
      const url = httpUrl(v);
      return url && (url.origin + url.pathname).replace(/\/+$/, '');
    },
    URL_FORM,
  ],
  lang: ['lang', (v) => (v === 'es' || v === 'en' ? v : undefined), '"es" or "en"'],
};

/**
 * Adds a setting a feature module owns (see FIELDS), at module load. A module may load after
 * `initConfig` and `configure` ran (a lazy chunk, a later ESM entry): the setting is then read from
 * the script tags already found and from the `configure()` calls made so far, as if defined first.
 */
export function defineSetting<K extends Key>(key: K, field: Field<K>): void {
  if (FIELDS[key]) return;
  (FIELDS as Record<Key, unknown>)[key] = field;
  readScripts([key]);
  for (const [k, value] of undefinedCalls) if (k === key) applyCall(key, value);
}

/** Parses one `configure()` value into `fromCalls`. */
const applyCall = (key: Key, value: unknown): void => apply(fromCalls, key, value, `embudo.config({ ${key}: ${shown(value)} })`);

/** Parses one setting into `into`; a bad value is reported (naming where it came from) and skipped. */
function apply<K extends Key>(into: Overrides, key: K, value: unknown, where: string, keepFirst = false): void {
  if (keepFirst && key in into) return;
  const [, parse, expected] = FIELDS[key]!;
  const parsed = parse(value);
  if (parsed === undefined) report(where, expected);
  else into[key] = parsed;
}

/** Reads these settings' `data-*` from the Embudo script tags into `fromScripts`. */
function readScripts(keys: Key[]): void {
  for (const script of scripts) {
    for (const key of keys) {
      const name = FIELDS[key]![0];
      const value = name && script.getAttribute(`data-${name}`);
      // Document order: the first tag that sets a field wins, a later typo does not undo it.
      if (value != null) apply(fromScripts, key, value, `data-${name}=${shown(value)}`, true);
    }
  }
}

/** Records the Embudo script's URL (`import.meta.url`) and reads `data-*` from its script tags. */
export function initConfig(url: string): void {
  scriptUrl = url;
  fromScripts = {};
  scripts = [];
  try {
    const dir = new URL('.', url).href;
    scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src.startsWith(dir));
  } catch {
    // Not a URL, or no document: defaults apply.
  }
  readScripts(Object.keys(FIELDS) as Key[]);
}

/** Applies `window.embudo.config(opts)`-style overrides; invalid values are reported and ignored. */
export function configure(partial: Partial<EmbudoConfig>): void {
  if (typeof partial !== 'object' || partial === null) {
    report(`embudo.config(${shown(partial)})`, 'an object');
    return;
  }
  let later: Key[] = [];
  try {
    // Settings a module may define later (./geo, ./contact), own keys only.
    later = (Object.keys(partial) as Key[]).filter((key) => !FIELDS[key]);
  } catch {
    // a hostile proxy: the defined settings are still read below
  }
  for (const key of [...(Object.keys(FIELDS) as Key[]), ...later]) {
    let value: unknown;
    try {
      value = partial[key];
    } catch {
      continue; // a throwing getter on the partner's object
    }
    if (value === undefined) continue;
    if (later.includes(key))
      undefinedCalls.push([key, value]); // a key no module defines stays ignored
    else applyCall(key, value);
  }
}

/** The last URL `originOf` parsed, and its origin: every widget asks for the same one, often. */
let lastUrl: string | undefined;
let lastOrigin: string | undefined;

/** The origin of a URL, unless it has none usable (file:, blob:, about:). */
function originOf(url: string | undefined): string | undefined {
  if (url === lastUrl) return lastOrigin;
  lastUrl = url;
  try {
    const { origin } = new URL(url!);
    return (lastOrigin = origin === 'null' ? undefined : origin);
  } catch {
    return (lastOrigin = undefined);
  }
}

/** The effective configuration now (cheap; call it when needed rather than caching it). */
export function getConfig(): EmbudoConfig {
  const merged = { ...fromScripts, ...fromCalls };
  const apiBase = merged.apiBase ?? originOf(scriptUrl) ?? (typeof location === 'undefined' ? undefined : originOf(location.href)) ?? '';
  return { ...merged, apiBase };
}

/** Forgets everything `initConfig` and `configure` recorded (tests only). */
export function resetConfigForTests(): void {
  scriptUrl = undefined;
  scripts = [];
  fromScripts = {};
  fromCalls = {};
  undefinedCalls = [];
  reported.clear();
}
