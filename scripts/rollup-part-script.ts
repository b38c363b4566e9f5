import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'rollup';

/**
 * The two sides of a standalone widget script and its later part's script (src/ui/part-script.ts):
 * a lead modal's form, the pricing block's turno and start dates. An IIFE cannot code-split, so
 * `scholarship-modal.js` is built with its `.load.ts` module swapped for one that adds
 * `scholarship-modal-form.js` as a script tag; that part script is built with the runtime modules
 * below left out (external), read from the modules the widget script hands it, so the part runs on
 * the widget's own Preact, signals and config (one config, one render tree) and does not ship them
 * twice.
 *
 * The widget script pins its part script with Subresource Integrity: the part's sha384 is taken
 * from the file as written and built into the widget script, so a partner who pins the widget
 * script (manifest.json's hash) pins the part too, and a changed part file never runs.
 */

/**
 * The modules every part script takes from its widget script (npm package names, or paths under
 * src/ without extension): the runtime, whose state (config, the render tree, signals) must be one.
 * A widget adds the modules its element uses too (the scholarship modal's contact settings, the
 * pricing block's country table), which then ship once.
 */
export const SHARED_MODULES: readonly string[] = ['preact', '@preact/signals-core', 'element/styles', 'i18n/lang', 'services/config'];

// A part loaded as a module (Trusted Types refusing our policy: src/ui/part-script.ts) has no currentScript.
const HANDOFF = '(document.currentScript||document[Symbol.for("embudo.part.module")])[Symbol.for("embudo.part")]';
const SRC = path.resolve('src');

/** The key of a resolved module id (npm package name, or path under src/ without extension) when it is one of `shared`. */
function sharedKey(id: string, shared: readonly string[]): string | undefined {
  const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace(/\\/g, '/');
  const key =
    pkg ??
    path
      .relative(SRC, id)
      .split(path.sep)
      .join('/')
      .replace(/\.tsx?$/, '');
  return shared.includes(key) ? key : undefined;
}

/** A module id as an import specifier: npm packages by name, our files by absolute path. */
const specifier = (key: string): string => (key === 'preact' || key.startsWith('@') ? key : path.join(SRC, `${key}.ts`));

/**
 * What each part script (by file name) uses of each shared module, recorded when it is built, so
 * its widget script (built after it: rollup.config.ts lists the part scripts first) hands over just
 * those bindings and keeps the rest of Preact & co. tree-shaken. `*`: the whole module.
 */
const usedBindings = new Map<string, Map<string, Set<string>>>();

/** Each part script's SRI hash (`sha384-…`), by file name, taken from the file as written. */
const integrities = new Map<string, string>();

/** The `shared` object's source for `file`: the bindings its part uses, else (part not built yet) whole modules. */
function sharedSource(file: string, shared: readonly string[]): string[] {
  const used = usedBindings.get(file);
  const lines: string[] = [];
  const entries = shared.map((key, i) => {
    const names = used ? [...(used.get(key) ?? [])] : ['*'];
    if (names.includes('*')) {
      lines.push(`import * as s${i} from ${JSON.stringify(specifier(key))};`);
      return `${JSON.stringify(key)}: s${i}`;
    }
    lines.push(`import { ${names.map((n, j) => `${n} as s${i}_${j}`).join(', ')} } from ${JSON.stringify(specifier(key))};`);
    return `${JSON.stringify(key)}: { ${names.map((n, j) => `${n}: s${i}_${j}`).join(', ')} }`;
  });
  return [...lines.filter((line) => !line.startsWith('import {  }')), `const shared = { ${entries.join(', ')} };`];
}

/**
 * For a standalone widget script: swaps `loader` (a `.load.ts` file exporting `exportName`) for a
 * module whose `exportName` loads `file` beside the widget script, handing it the `shared` modules
 * (the bindings the part script uses).
 */
export function partScriptLoader(loader: string, exportName: string, file: string, shared: readonly string[]): Plugin {
  const target = path.resolve(loader);
  const virtual = `\0embudo-part-loader:${file}`;
  return {
    name: 'embudo-part-loader',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('.load')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === target ? virtual : null;
    },
    load(id) {
      if (id !== virtual) return null;
      const integrity = integrities.get(file);
      if (!integrity)
        this.error(`${file} must be built before the widget script that loads it (rollup.config.ts lists the part scripts first)`);
      return [
        `import { loadPartScript } from ${JSON.stringify(path.join(SRC, 'ui/part-script.ts'))};`,
        ...sharedSource(file, shared),
        `export const ${exportName} = () => loadPartScript(${JSON.stringify(file)}, shared, ${JSON.stringify(integrity)});`,
      ].join('\n');
    },
  };
}

/**
 * For a part script: `input` (a `.form.ts` or `.details.tsx` exporting `parts`) as an IIFE entry that leaves `parts`
 * on its script element, with the `shared` modules external and read from there (`output.globals`).
 * Fails the build when the part imports a runtime module the widget script does not hand over.
 */
export function partScript(input: string, shared: readonly string[]): { entry: string; plugin: Plugin; globals: (id: string) => string } {
  const entry = '\0embudo-part-script';
  const plugin: Plugin = {
    name: 'embudo-part-script',
    async resolveId(source, importer, options) {
      if (source === entry) return entry;
      if (source.startsWith('embudo-shared:')) return { id: source, external: true };
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const key = resolved && !resolved.external ? sharedKey(resolved.id, shared) : undefined;
      if (key) return { id: `embudo-shared:${key}`, external: true };
      // Preact itself may ship in a part that renders a tree of its own (the pricing block's, whose
      // widget script paints without it); the element runtime and the signals must be the widget's.
      const own = shared.includes('preact')
        ? /[\\/](src[\\/]element[\\/]|node_modules[\\/](preact|@preact)[\\/])/
        : /[\\/](src[\\/]element[\\/]|node_modules[\\/]@preact[\\/])/;
      if (resolved && own.test(resolved.id)) {
        this.error(
          `${input} imports ${resolved.id}, a runtime module the widget script does not share: add it to SHARED_MODULES (scripts/rollup-part-script.ts)`,
        );
      }
      return resolved;
    },
    load(id) {
      if (id !== entry) return null;
      return `import { parts } from ${JSON.stringify(path.resolve(input))};\n${HANDOFF}.parts = parts;\n`;
    },
    generateBundle(options, bundle) {
      const used = new Map<string, Set<string>>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, names] of Object.entries(chunk.importedBindings)) {
          // Packages keep their bare name as the external id; our files carry the prefix.
          const key = id.replace(/^embudo-shared:/, '');
          if (!shared.includes(key)) continue;
          const set = used.get(key) ?? new Set<string>();
          for (const name of names.length ? names : ['*']) set.add(name === 'default' ? '*' : name);
          used.set(key, set);
        }
      }
      usedBindings.set(path.basename(options.file ?? ''), used);
    },
    writeBundle(options) {
      // From the bytes on disk (the sourcemap comment included), as the browser will check them.
      const file = options.file ?? '';
      integrities.set(path.basename(file), `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`);
    },
  };
  return { entry, plugin, globals: (id) => `${HANDOFF}.shared[${JSON.stringify(id.replace(/^embudo-shared:/, ''))}]` };
}
