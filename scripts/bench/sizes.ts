import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';

/** One shipped file's sizes in bytes. */
export interface SizeRow {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
  /** gzip budget in bytes, when one applies. */
  budget: number | null;
  /** `stale`: a chunk left by an earlier build that no current entry imports (rollup does not empty the folder). */
  status: 'ok' | 'OVER' | '-' | 'stale';
  /** Where the numbers come from: the build's manifest.json, or computed by the bench. */
  source: 'manifest' | 'bench';
}

/** An ESM entry's own cost on a page that already has the shared runtime chunk (budget key `esm/<name>.js+`). */
export interface OverRuntimeRow {
  key: string;
  label: string;
  /** The entry and the non-runtime chunks it imports statically. */
  files: string[];
  gzip: number;
  brotli: number;
  budget: number | null;
  status: 'ok' | 'OVER' | '-';
  source: 'manifest' | 'bench';
}

interface ManifestFile {
  file: string;
  bytes?: number;
  gzip?: number;
  brotli?: number;
  budget?: number;
  over?: boolean;
}

/** What the bench reads from dist/widgets/manifest.json (written by scripts/size.ts); tolerant of missing fields. */
export interface Manifest {
  version?: string;
  generated?: string;
  files?: ManifestFile[];
  /** Budget checks; the `+` keys (an entry and its chunks) are only here. */
  budgets?: { key: string; files?: string[]; gzip?: number; brotli?: number; budget?: number; over?: boolean }[];
}

export const gzipSize = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;
export const brotliSize = (buf: Buffer): number =>
  brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  }).length;

/** A budget key such as `esm/chunks/runtime-*.js` as a whole-path pattern (`*` never crosses a `/`). */
export const globToRegExp = (glob: string): RegExp =>
  new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The gzip budget for `file` from package.json "budgets" (plain keys; `*` matches within one folder). */
export function budgetFor(file: string, budgets: Record<string, unknown>): number | null {
  for (const [key, value] of Object.entries(budgets)) {
    if (typeof value !== 'number' || key.endsWith('+')) continue;
    if (globToRegExp(key).test(file)) return value;
  }
  return null;
}

const status = (gzip: number, budget: number | null): 'ok' | 'OVER' | '-' =>
  budget === null ? '-' : gzip > budget ? 'OVER' : 'ok';

/** Relative paths a module statically imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) found.push(m[1]!);
  return found;
}

/** Relative paths of dynamic imports (`import("./x.js")`). */
function dynamicImports(code: string): string[] {
  const found: string[] = [];
  const re = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
  for (let m = re.exec(code); m; m = re.exec(code)) found.push(m[1]!);
  return found;
}

/** `from` and every file it reaches through relative imports (static, plus dynamic when asked). */
function reachable(files: Map<string, Buffer>, from: readonly string[], follow: (file: string) => boolean, dynamic: boolean): Set<string> {
  const seen = new Set<string>(from);
  const queue = [...from];
  while (queue.length) {
    const file = queue.shift()!;
    const code = files.get(file)!.toString('utf8');
    for (const spec of [...staticImports(code), ...(dynamic ? dynamicImports(code) : [])]) {
      const dep = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (files.has(dep) && follow(dep) && !seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return seen;
}

/** The shared chunks (scripts/size.ts SHARED_CHUNKS: the runtime and Preact), left out of `+` closures. */
const isSharedChunk = (file: string): boolean => /(^|\/)(runtime|preact)-[^/]*\.js$/.test(file);

/**
 * Sizes of every shipped script in dist/widgets (source maps and JSON left out). The manifest's
 * numbers are used when it describes the file as it is now (same byte length); else computed here.
 */
export function measureSizes(
  files: Map<string, Buffer>,
  manifest: Manifest | null,
  budgets: Record<string, unknown>,
): { rows: SizeRow[]; overRuntime: OverRuntimeRow[] } {
  const fromManifest = new Map((manifest?.files ?? []).map((f) => [f.file, f]));
  const scripts = [...files.keys()]
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  const entries = scripts.filter((f) => !f.includes('/chunks/'));
  const live = reachable(files, entries, () => true, true);
  const gz = new Map<string, { gzip: number; brotli: number; source: SizeRow['source'] }>();
  const rows = scripts.map((file): SizeRow => {
    const buf = files.get(file)!;
    const listed = fromManifest.get(file);
    const fresh = listed && listed.bytes === buf.length && typeof listed.gzip === 'number' && typeof listed.brotli === 'number';
    const gzip = fresh ? listed.gzip! : gzipSize(buf);
    const brotli = fresh ? listed.brotli! : brotliSize(buf);
    gz.set(file, { gzip, brotli, source: fresh ? 'manifest' : 'bench' });
    const budget = fresh && typeof listed.budget === 'number' ? listed.budget : budgetFor(file, budgets);
    return {
      file,
      bytes: buf.length,
      gzip,
      brotli,
      budget,
      status: live.has(file) ? status(gzip, budget) : 'stale',
      source: fresh ? 'manifest' : 'bench',
    };
  });

  const overRuntime: OverRuntimeRow[] = [];
  for (const [key, value] of Object.entries(budgets)) {
    if (!key.endsWith('+')) continue;
    const entry = key.slice(0, -1);
    if (!files.has(entry)) continue;
    // The entry plus every non-runtime chunk it loads up front (static imports).
    const list = [...reachable(files, [entry], (f) => !isSharedChunk(f), false)];
    // The manifest's check, when it counted the same files as the build on disk now.
    const checked = (manifest?.budgets ?? []).find((b) => b.key === key);
    const listed =
      checked && Array.isArray(checked.files) && checked.files.length === list.length && list.every((f) => checked.files!.includes(f))
        ? checked
        : undefined;
    const gzip = typeof listed?.gzip === 'number' ? listed.gzip : list.reduce((sum, f) => sum + gz.get(f)!.gzip, 0);
    const brotli = typeof listed?.brotli === 'number' ? listed.brotli : list.reduce((sum, f) => sum + gz.get(f)!.brotli, 0);
    const budget = typeof listed?.budget === 'number' ? listed.budget : typeof value === 'number' ? value : null;
    const name = path.posix.basename(entry, '.js');
    overRuntime.push({
      key,
      label: `${name} ESM over runtime`,
      files: list,
      gzip,
      brotli,
      budget,
      status: status(gzip, budget),
      source: typeof listed?.gzip === 'number' ? 'manifest' : 'bench',
    });
  }
  return { rows, overRuntime };
}
