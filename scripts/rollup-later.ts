import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { OutputOptions, Plugin, PluginContext } from 'rollup';

/**
 * Widget later parts, the one mechanism (docs/architecture.md, "Later parts"). A widget whose
 * element does not need all of itself at first paint keeps the rest in `widgets/<name>/<name>.later.ts(x)`,
 * exporting `later`, and declares it once on its element class:
 *
 *     static later = laterPart(() => import('./<name>.later'));            // a part script
 *     static later = laterPart(() => import('./<name>.later'), 'inline');  // inlined (small parts)
 *
 * `laterParts()` finds those declarations. The ESM build keeps the dynamic import (a chunk). A
 * standalone script (an IIFE cannot code-split) inlines an `'inline'` part, and for the others has its
 * `import('./<name>.later')` swapped for a loader that adds `<name>-later.js` beside the widget
 * script as a script tag (src/ui/part-script.ts); that part script leaves out the modules its
 * widget's element already has (the shared set: what both the element's and the later part's
 * static imports reach, taken from the ESM build's module graph) and reads them from the widget
 * script, so the part runs on the widget's own Preact, signals and config (one config, one render
 * tree) and does not ship them twice. embudo.js loads the same part scripts.
 *
 * The widget script pins its part script with Subresource Integrity: the part's sha384 is taken
 * from the file as written and built into the widget script, so a partner who pins the widget
 * script (manifest.json's hash) pins the part too, and a changed part file never runs.
 */

/** One widget's later part, as its element declares it. */
export interface LaterPart {
  /** The widget folder's name. */
  readonly widget: string;
  /** The part's module, an absolute path. */
  readonly module: string;
  /** Inlined in the standalone scripts (`'inline'`), or a part script of its own. */
  readonly inline: boolean;
  /** The part script's file name beside the widget script (`<name>-later.js`). */
  readonly file: string;
}

// As Prettier may wrap it: over lines, with a trailing comma.
const DECLARATION = /\blaterPart\(\s*\(\)\s*=>\s*import\(\s*['"]\.\/([\w.-]+)['"]\s*\)\s*(?:,\s*['"](inline)['"]\s*)?,?\s*\)/g;

/** The later parts the widgets' element classes declare (under `root`); fails on a part named otherwise, undeclared or declared twice. */
export function findLaterParts(widgets: readonly string[], root = '.'): LaterPart[] {
  const found: LaterPart[] = [];
  for (const widget of widgets) {
    const element = `widgets/${widget}/${widget}.element.ts`;
    const source = existsSync(path.join(root, element)) ? readFileSync(path.join(root, element), 'utf8') : '';
    const declared = [...source.matchAll(DECLARATION)];
    const base = `widgets/${widget}/${widget}.later`;
    const module = [`${base}.ts`, `${base}.tsx`].find((file) => existsSync(path.join(root, file)));
    if (declared.length > 1) throw new Error(`${element} declares more than one later part`);
    if (declared.length === 0) {
      if (module)
        throw new Error(`${module} is not declared: add \`static later = laterPart(() => import('./${widget}.later'))\` to ${element}`);
      continue;
    }
    const [, name, inline] = declared[0]!;
    if (name !== `${widget}.later` || !module) throw new Error(`${element}: a later part is ./${widget}.later.ts(x), not ./${name}`);
    found.push({ widget, module: path.resolve(root, module), inline: inline === 'inline', file: `${widget}-later.js` });
  }
  return found;
}

/** Each part script's shared modules (absolute ids, sorted), by file name: set by `laterShared` in the ESM build. */
const sharedModules = new Map<string, readonly string[]>();

/**
 * What each part script (by file name) uses of each shared module (by index), recorded when it is
 * built, so its widget script (built after it) hands over just those bindings and keeps the rest of
 * Preact & co. tree-shaken. `*`: the whole module.
 */
const usedBindings = new Map<string, Map<number, Set<string>>>();

/** Each part script's SRI hash (`sha384-…`), by file name, taken from the file as written. */
const integrities = new Map<string, string>();

// A part loaded as a module (Trusted Types refusing our policy: src/ui/part-script.ts) has no currentScript.
const HANDOFF = '(document.currentScript||document[Symbol.for("embudo.part.module")])[Symbol.for("embudo.part")]';
const SHARED = 'embudo-shared:';

/** The modules `from` reaches through static imports. */
function reach(ctx: PluginContext, from: string): Set<string> {
  const seen = new Set<string>();
  const next = [from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * For the ESM build (it runs first, on every widget and later part): records each part script's
 * shared modules, what both its widget's entry and its later part reach through static imports.
 */
function laterShared(parts: readonly LaterPart[], entries: Record<string, string>): Plugin {
  return {
    name: 'embudo-later-shared',
    buildEnd(error) {
      if (error) return;
      for (const part of parts.filter((p) => !p.inline)) {
        const entry = path.resolve(entries[part.widget]!);
        const element = reach(this, entry);
        const later = reach(this, part.module);
        later.delete(part.module);
        sharedModules.set(part.file, [...later].filter((id) => element.has(id) && !id.startsWith('\0')).sort());
      }
    },
  };
}

function shared(ctx: PluginContext, part: LaterPart): readonly string[] {
  const ids = sharedModules.get(part.file);
  if (!ids) ctx.error(`${part.file}: its shared modules come from the ESM build, which must run first (rollup.config.ts)`);
  return ids;
}

/** The `shared` object's source for `part`: the bindings its part script uses. */
function sharedSource(part: LaterPart, ids: readonly string[]): string[] {
  const used = usedBindings.get(part.file) ?? new Map<number, Set<string>>();
  const lines: string[] = [];
  const entries: string[] = [];
  for (const [i, names] of [...used].sort(([a], [b]) => a - b)) {
    const id = JSON.stringify(ids[i]);
    if (names.has('*')) {
      lines.push(`import * as s${i} from ${id};`);
      entries.push(`${i}: s${i}`);
    } else if (names.size) {
      const list = [...names];
      lines.push(`import { ${list.map((n, j) => `${n} as s${i}_${j}`).join(', ')} } from ${id};`);
      entries.push(`${i}: { ${list.map((n, j) => `${n}: s${i}_${j}`).join(', ')} }`);
    }
  }
  return [...lines, `const shared = { ${entries.join(', ')} };`];
}

/**
 * For a standalone widget script (and embudo.js): each part script's `import('./<name>.later')` in
 * its element becomes a loader that adds `<name>-later.js` beside the widget script, handing it
 * the shared bindings it uses; `'inline'` parts are left to the bundle (inlined).
 */
function laterLoaders(parts: readonly LaterPart[]): Plugin {
  const scripts = parts.filter((p) => !p.inline);
  const loader = '\0embudo-later-loader:';
  return {
    name: 'embudo-later-loaders',
    resolveId: (source) => (source.startsWith(loader) ? source : null),
    transform(code, id) {
      const part = scripts.find((p) => id === path.join(path.dirname(p.module), `${p.widget}.element.ts`));
      if (!part) return null;
      const match = new RegExp(`import\\(\\s*['"]\\./${part.widget}\\.later['"]\\s*\\)`).exec(code);
      if (!match) return null;
      const s = new MagicString(code);
      s.overwrite(match.index, match.index + match[0].length, `__embudoLater()`);
      s.prepend(`import __embudoLater from ${JSON.stringify(loader + part.widget)};\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    load(id) {
      if (!id.startsWith(loader)) return null;
      const part = scripts.find((p) => p.widget === id.slice(loader.length))!;
      const integrity = integrities.get(part.file);
      if (!integrity) this.error(`${part.file} must be built before the widget script that loads it (rollup.config.ts)`);
      return [
        `import { loadPartScript } from ${JSON.stringify(path.resolve('src/ui/part-script.ts'))};`,
        ...sharedSource(part, shared(this, part)),
        `export default () => loadPartScript(${JSON.stringify(part.file)}, shared, ${JSON.stringify(integrity)});`,
      ].join('\n');
    },
  };
}

/**
 * For a part script: the later part as an IIFE entry that leaves `{ later }` on its script element
 * (what `import()` would have given), with the shared modules external and read from there
 * (`output.globals`). Fails the build when the part would carry a second element runtime or signals.
 */
function partScript(part: LaterPart): { plugin: Plugin; globals: (id: string) => string } {
  const entry = '\0embudo-later-script';
  const plugin: Plugin = {
    name: 'embudo-later-script',
    async resolveId(source, importer, options) {
      if (source === entry) return entry;
      if (source.startsWith(SHARED)) return { id: source, external: true };
      // node-resolve resolves a package again by its path, to let other plugins see it: left to it.
      if (!importer || path.isAbsolute(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const i = shared(this, part).indexOf(resolved.id);
      if (i >= 0) return { id: `${SHARED}${i}`, external: true };
      // Preact itself may ship in a part whose element paints without it (a part that renders a
      // tree of its own; none does now); the element runtime and the signals must be the widget's.
      if (/[\\/](src[\\/]element[\\/]|node_modules[\\/]@preact[\\/])/.test(resolved.id)) {
        this.error(`${part.module} imports ${resolved.id}, a runtime module its element does not import: import it in the element too`);
      }
      return resolved;
    },
    load(id) {
      if (id !== entry) return null;
      return `import { later } from ${JSON.stringify(part.module)};\n${HANDOFF}.parts = { later };\n`;
    },
    generateBundle(_options, bundle) {
      const used = new Map<number, Set<string>>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, names] of Object.entries(chunk.importedBindings)) {
          if (!id.startsWith(SHARED)) continue;
          const i = Number(id.slice(SHARED.length));
          const set = used.get(i) ?? new Set<string>();
          // An import for its side effects only (no binding: the part reaches the module through
          // another one, whose used code did not keep it) needs nothing handed over: the widget
          // script has run the module already. Handing its namespace over kept all of it there.
          if (!names.length) continue;
          for (const name of names) set.add(name === 'default' ? '*' : name);
          used.set(i, set);
        }
      }
      usedBindings.set(part.file, used);
    },
    writeBundle(options) {
      // From the bytes on disk (the sourcemap comment included), as the browser will check them.
      const file = options.file ?? '';
      integrities.set(part.file, `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`);
    },
  };
  const globals = (id: string): string => {
    if (!id.startsWith(SHARED)) throw new Error(`${part.module}: ${id} could not be resolved`);
    return `${HANDOFF}.shared[${JSON.stringify(id.slice(SHARED.length))}]`;
  };
  return { plugin, globals };
}

/** The plugins and part-script outputs for `parts`, given the widget entries (name → file). */
export function laterBuild(parts: readonly LaterPart[], entries: Record<string, string>) {
  return {
    /** For the ESM build, which must come first. */
    esm: laterShared(parts, entries),
    /** For every standalone widget script and embudo.js. */
    loaders: laterLoaders(parts),
    /** The part scripts (build before the widget scripts): input, plugin and output of each. */
    scripts: parts
      .filter((p) => !p.inline)
      .map((part) => {
        const { plugin, globals } = partScript(part);
        return {
          input: '\0embudo-later-script',
          plugin,
          output: { file: `dist/widgets/${part.file}`, format: 'iife', sourcemap: true, globals } satisfies OutputOptions,
        };
      }),
  };
}
