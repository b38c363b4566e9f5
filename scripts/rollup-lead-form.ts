import path from 'node:path';
import type { Plugin } from 'rollup';

/**
 * The two sides of a standalone lead modal script and its form script (src/ui/lead-form-script.ts).
 * An IIFE cannot code-split, so `scholarship-modal.js` is built with its `.load.ts` module swapped
 * for one that adds `scholarship-modal-form.js` as a script tag; that form script is built with the
 * runtime modules below left out (external), read from the modules the widget script hands it, so
 * the form runs on the widget's own Preact, signals and config (one config, one render tree) and
 * does not ship them twice.
 */

/**
 * The modules every form script takes from its widget script (npm package names, or paths under
 * src/ without extension): the runtime, whose state (config, the render tree, signals) must be one.
 * A widget adds the modules its element loads before boot (the scholarship modal's contact settings).
 */
export const SHARED_MODULES: readonly string[] = ['preact', '@preact/signals-core', 'element/styles', 'i18n/lang', 'services/config'];

const HANDOFF = 'document.currentScript[Symbol.for("embudo.lead-form")]';
const SRC = path.resolve('src');

/** The key of a resolved module id (npm package name, or path under src/ without extension) when it is one of `shared`. */
function sharedKey(id: string, shared: readonly string[]): string | undefined {
  const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace(/\\/g, '/');
  const key = pkg ?? path.relative(SRC, id).split(path.sep).join('/').replace(/\.tsx?$/, '');
  return shared.includes(key) ? key : undefined;
}

/** A module id as an import specifier: npm packages by name, our files by absolute path. */
const specifier = (key: string): string => (key === 'preact' || key.startsWith('@') ? key : path.join(SRC, `${key}.ts`));

/**
 * For a standalone widget script: swaps `loader` (a `.load.ts` file exporting `exportName`) for a
 * module whose `exportName` loads `file` beside the widget script, handing it the `shared` modules.
 */
export function formScriptLoader(loader: string, exportName: string, file: string, shared: readonly string[]): Plugin {
  const target = path.resolve(loader);
  const virtual = `\0embudo-form-loader:${file}`;
  return {
    name: 'embudo-form-loader',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('.load')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === target ? virtual : null;
    },
    load(id) {
      if (id !== virtual) return null;
      const imports = shared.map((key, i) => `import * as s${i} from ${JSON.stringify(specifier(key))};`);
      const handed = shared.map((key, i) => `${JSON.stringify(key)}: s${i}`).join(', ');
      return [
        `import { loadFormScript } from ${JSON.stringify(path.join(SRC, 'ui/lead-form-script.ts'))};`,
        ...imports,
        `const shared = { ${handed} };`,
        `export const ${exportName} = () => loadFormScript(${JSON.stringify(file)}, shared);`,
      ].join('\n');
    },
  };
}

/**
 * For a form script: `input` (a `.form.ts` exporting `parts`) as an IIFE entry that leaves `parts`
 * on its script element, with the `shared` modules external and read from there (`output.globals`).
 * Fails the build when the form imports a runtime module the widget script does not hand over.
 */
export function formScript(input: string, shared: readonly string[]): { entry: string; plugin: Plugin; globals: (id: string) => string } {
  const entry = '\0embudo-form-script';
  const plugin: Plugin = {
    name: 'embudo-form-script',
    async resolveId(source, importer, options) {
      if (source === entry) return entry;
      if (source.startsWith('embudo-shared:')) return { id: source, external: true };
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const key = resolved && !resolved.external ? sharedKey(resolved.id, shared) : undefined;
      if (key) return { id: `embudo-shared:${key}`, external: true };
      if (resolved && /[\\/](src[\\/]element[\\/]|node_modules[\\/](preact|@preact)[\\/])/.test(resolved.id)) {
        this.error(`${input} imports ${resolved.id}, a runtime module the widget script does not share: add it to SHARED_MODULES (scripts/rollup-lead-form.ts)`);
      }
      return resolved;
    },
    load(id) {
      if (id !== entry) return null;
      return `import { parts } from ${JSON.stringify(path.resolve(input))};\n${HANDOFF}.parts = parts;\n`;
    },
  };
  return { entry, plugin, globals: (id) => `${HANDOFF}.shared[${JSON.stringify(id.replace(/^embudo-shared:/, ''))}]` };
}
