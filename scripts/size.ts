/**
 * Measures every script Embudo ships and holds it to the size budgets in package.json.
 * Runs after rollup (`npm run build`): `npx tsx scripts/size.ts`.
 *
 * Writes dist/widgets/manifest.json: each .js file under dist/widgets (IIFE bundles, ESM entries
 * and chunks) with its bytes, gzip (level 9), brotli (quality 11) and SRI hash (sha384), so a
 * partner can paste `<script src integrity crossorigin>`. Then checks package.json "budgets"
 * (gzip bytes, keys relative to dist/widgets):
 *   "countdown.js"              one file;
 *   "esm/chunks/runtime-*.js"   `*` matches within one path segment, and must match exactly one file;
 *   "esm/countdown.js+"         the entry plus every chunk it statically imports, transitively, except
 *                               the shared chunks (SHARED_CHUNKS: the runtime, Preact): what one more
 *                               widget costs on a page that already loads another of its kind.
 * Exits 1 with one line per crossed budget, or when a budget key matches nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import ts from 'typescript';

/** The shared runtime chunk: what every widget needs, loaded once per page. */
export const RUNTIME_CHUNK = 'esm/chunks/runtime-*.js';
/**
 * The shared chunks, loaded once per page, so never counted in an entry's `+` closure: the runtime,
 * and Preact with the element class that renders with it (every widget but the countdown and the
 * pricing block, which paint without it; rollup.config.ts). Each has a budget of its own.
 */
export const SHARED_CHUNKS = [RUNTIME_CHUNK, 'esm/chunks/preact-*.js'];

/** The sizes and SRI hash of one file. */
export interface Measure {
  bytes: number;
  gzip: number;
  brotli: number;
  integrity: string;
}

/** One row of dist/widgets/manifest.json. */
export interface FileEntry extends Measure {
  /** Path relative to dist/widgets, forward slashes. */
  file: string;
  /** Gzip budget of this file, when a budget key names it. */
  budget?: number;
  over?: boolean;
}

/** One budget key checked against what it matched. */
export interface BudgetCheck {
  key: string;
  /** The files counted: one, or an entry and its chunks for a `+` key. */
  files: string[];
  bytes: number;
  gzip: number;
  brotli: number;
  budget: number;
  over: boolean;
}

/** dist/widgets/manifest.json. */
export interface SizeManifest {
  version: string;
  generated: string;
  files: FileEntry[];
  budgets: BudgetCheck[];
  /** The size goals (package.json "sizeGoals"): reported, not (yet) build-failing. */
  goals?: BudgetCheck[];
}

/** Bytes, gzip -9, brotli q11 and `sha384-…` of exactly these bytes. */
export function measure(buffer: Uint8Array): Measure {
  return {
    bytes: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength,
      },
    }).byteLength,
    integrity: `sha384-${createHash('sha384').update(buffer).digest('base64')}`,
  };
}

/** Every .js file under a directory, and the top-level .css files (embudo.css), relative to it with forward slashes, sorted. */
export function listScripts(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.js') || (f.endsWith('.css') && !f.includes('/')))
    .sort();
}

/** A budget key's glob as a RegExp: `*` matches any run of characters within one path segment. */
export function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${body}$`);
}

/** The module specifiers an ES module imports: static (`import … from`, `import "…"`, `export … from`) and dynamic `import("…")`. */
export function moduleImports(code: string, fileName = 'module.js'): { static: string[]; dynamic: string[] } {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const statement of sf.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.static.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  // Only a file that mentions import( can have a dynamic import; skip the walk otherwise.
  if (code.includes('import(')) visit(sf);
  return found;
}

/** The module specifiers an ES module statically imports or re-exports from (not dynamic `import()`). */
export const staticImports = (code: string, fileName?: string): string[] => moduleImports(code, fileName).static;

/** A relative specifier resolved against its importer (both relative to dist/widgets); undefined for a bare one. */
function resolveImport(importer: string, spec: string): string | undefined {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return undefined; // a bare import is not ours to count
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec));
  if (target.startsWith('../')) throw new Error(`${importer} imports "${spec}", which is outside dist/widgets`);
  return target;
}

/**
 * The ESM chunks no entry reaches (statically or by dynamic import): leftovers of an earlier build,
 * since rollup does not empty dist/widgets/esm/chunks. They are not shipped, so they are not measured.
 */
export function staleChunks(files: readonly string[], readFile: (file: string) => string): string[] {
  const present = new Set(files);
  const seen = new Set(files.filter((f) => /^esm\/[^/]+\.js$/.test(f)));
  const queue = [...seen];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const { static: s, dynamic: d } = moduleImports(readFile(file), file);
    for (const spec of [...s, ...d]) {
      const target = resolveImport(file, spec);
      if (target && present.has(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return files.filter((f) => f.startsWith('esm/') && !seen.has(f));
}

/**
 * An ESM entry and every chunk it statically imports, transitively, except the shared chunks;
 * paths relative to dist/widgets, the entry first. `readFile` reads such a path.
 * Throws when an import leaves dist/widgets.
 */
export function esmClosure(entry: string, readFile: (file: string) => string): string[] {
  const shared = SHARED_CHUNKS.map(globToRegExp);
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const spec of staticImports(readFile(file), file)) {
      const target = resolveImport(file, spec);
      if (target === undefined || shared.some((re) => re.test(target)) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

/**
 * Resolves package.json "budgets" against the measured files. `note` is ignored. A key matching
 * no file (or a glob matching several) is an error, not a pass: a renamed bundle must not escape
 * its budget. `readFile` (path relative to dist/widgets) is needed for `+` keys.
 */
export function resolveBudgets(
  files: readonly FileEntry[],
  budgets: Record<string, unknown>,
  readFile?: (file: string) => string,
): { checks: BudgetCheck[]; errors: string[] } {
  const byName = new Map(files.map((f) => [f.file, f]));
  const checks: BudgetCheck[] = [];
  const errors: string[] = [];
  for (const [key, budget] of Object.entries(budgets)) {
    if (key === 'note') continue;
    if (typeof budget !== 'number' || !Number.isFinite(budget) || budget <= 0) {
      errors.push(`size budget "${key}" must be a positive number of gzip bytes, found ${JSON.stringify(budget)}`);
      continue;
    }
    const closure = key.endsWith('+');
    const pattern = closure ? key.slice(0, -1) : key;
    const re = globToRegExp(pattern);
    const matches = files.filter((f) => re.test(f.file)).map((f) => f.file);
    if (matches.length !== 1) {
      errors.push(
        matches.length === 0
          ? `size budget "${key}" matches no file in dist/widgets (renamed or not built?)`
          : `size budget "${key}" matches ${matches.length} files (${matches.join(', ')}); a budget key must match exactly one`,
      );
      continue;
    }
    let counted = matches;
    if (closure) {
      if (!readFile) throw new Error(`resolveBudgets needs readFile for the "${key}" budget`);
      try {
        counted = esmClosure(matches[0]!, readFile);
      } catch (e) {
        errors.push(`size budget "${key}": ${(e as Error).message}`);
        continue;
      }
      const missing = counted.filter((f) => !byName.has(f));
      if (missing.length) {
        errors.push(`size budget "${key}": ${missing.join(', ')} is imported but not among the measured files`);
        continue;
      }
    }
    const sum = (k: 'bytes' | 'gzip' | 'brotli') => counted.reduce((n, f) => n + byName.get(f)![k], 0);
    const gzip = sum('gzip');
    checks.push({ key, files: counted, bytes: sum('bytes'), gzip, brotli: sum('brotli'), budget, over: gzip > budget });
  }
  return { checks, errors };
}

/** `size budget exceeded: countdown.js is 13265 B gzip, budget 10240 B (+3025 B)`. */
export function budgetMessage(check: BudgetCheck): string {
  const what = check.key.endsWith('+')
    ? `${check.key} (${check.files.join(' + ')})`
    : check.files[0] === check.key
      ? check.key
      : `${check.key} (${check.files[0]})`;
  return `size budget exceeded: ${what} is ${check.gzip} B gzip, budget ${check.budget} B (+${check.gzip - check.budget} B)`;
}

/** Files with their direct budgets applied (the `budget` / `over` fields of the manifest). */
export function withBudgets(files: readonly FileEntry[], checks: readonly BudgetCheck[]): FileEntry[] {
  return files.map((f) => {
    const check = checks.find((c) => !c.key.endsWith('+') && c.files[0] === f.file);
    return check ? { ...f, budget: check.budget, over: check.over } : { ...f };
  });
}

const status = (gzip: number, budget: number | undefined): string =>
  budget === undefined ? '' : gzip > budget ? `OVER +${gzip - budget} B` : `ok ${Math.round((gzip / budget) * 100)}%`;

/** The printed table: one row per file, then one per `+` budget. */
export function formatTable(files: readonly FileEntry[], checks: readonly BudgetCheck[]): string {
  const rows: string[][] = [['file', 'bytes', 'gzip', 'brotli', 'budget', 'status']];
  for (const f of files)
    rows.push([
      f.file,
      String(f.bytes),
      String(f.gzip),
      String(f.brotli),
      f.budget === undefined ? '' : String(f.budget),
      status(f.gzip, f.budget),
    ]);
  for (const c of checks.filter((c) => c.key.endsWith('+'))) {
    rows.push([
      `${c.key} (${c.files.length} files)`,
      String(c.bytes),
      String(c.gzip),
      String(c.brotli),
      String(c.budget),
      status(c.gzip, c.budget),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Measures dist/widgets under `root` (minus stale chunks), writes its manifest.json and returns what was found. */
export function run(root: string, now = new Date()): { manifest: SizeManifest; errors: string[]; stale: string[] } {
  const dir = path.join(root, 'dist', 'widgets');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
    budgets?: Record<string, unknown>;
    sizeGoals?: Record<string, unknown>;
  };
  if (!existsSync(dir)) throw new Error(`${path.relative(root, dir) || dir} does not exist: build the widgets first (npm run build)`);
  const read = (file: string) => readFileSync(path.join(dir, file));
  const readText = (file: string) => read(file).toString('utf8');
  const all = listScripts(dir);
  const stale = staleChunks(all, readText);
  const measured: FileEntry[] = all.filter((f) => !stale.includes(f)).map((file) => ({ file, ...measure(read(file)) }));
  const { checks, errors } = resolveBudgets(measured, pkg.budgets ?? {}, readText);
  const goals = resolveBudgets(measured, pkg.sizeGoals ?? {}, readText);
  const manifest: SizeManifest = {
    version: pkg.version,
    generated: now.toISOString(),
    files: withBudgets(measured, checks),
    budgets: checks,
    goals: goals.checks,
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return { manifest, errors: [...errors, ...checks.filter((c) => c.over).map(budgetMessage)], stale };
}

/**
 * The site's own JavaScript a screen loads before it can hydrate (the entry script of
 * dist/site/template.html and the screen's chunks from dist/site/pages.json), gzip bytes by screen.
 */
export function siteScreenSizes(siteDir: string): Record<string, number> {
  const template = readFileSync(path.join(siteDir, 'template.html'), 'utf8');
  const entry = /<script type="module" src="([^"]+)"/.exec(template)?.[1];
  if (!entry) throw new Error('dist/site/template.html has no module entry script');
  const pages = JSON.parse(readFileSync(path.join(siteDir, 'pages.json'), 'utf8')) as Record<string, string[]>;
  const gzip = (file: string) => measure(readFileSync(path.join(siteDir, file))).gzip;
  return Object.fromEntries(Object.entries(pages).map(([page, files]) => [page, [entry, ...files].reduce((sum, f) => sum + gzip(f), 0)]));
}

/** Checks package.json "siteBudgets" (gzip bytes per screen, build-failing) and reports "siteSizeGoals". */
function checkSite(root: string, errors: string[]): void {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    siteBudgets?: Record<string, unknown>;
    siteSizeGoals?: Record<string, unknown>;
  };
  const siteDir = path.join(root, 'dist', 'site');
  if (!existsSync(path.join(siteDir, 'pages.json'))) return;
  const sizes = siteScreenSizes(siteDir);
  for (const [page, budget] of Object.entries(pkg.siteBudgets ?? {})) {
    if (typeof budget !== 'number') continue;
    const size = sizes[page];
    if (size === undefined) errors.push(`site budget for "${page}": no such screen in dist/site/pages.json`);
    else {
      console.log(`site: ${page} loads ${size} B gzip of the site's JavaScript (React, router, page), budget ${budget} B`);
      if (size > budget)
        errors.push(`size budget exceeded: the site's ${page} screen is ${size} B gzip, budget ${budget} B (+${size - budget} B)`);
    }
  }
  for (const [page, goal] of Object.entries(pkg.siteSizeGoals ?? {})) {
    const size = sizes[page];
    if (typeof goal === 'number' && size !== undefined)
      console.log(
        `goal ${size > goal ? 'MISSED' : 'met'}: the site's ${page} screen is ${size} B gzip, goal ${goal} B (${size > goal ? '+' : ''}${size - goal} B)`,
      );
  }
}

function main(): void {
  let result: ReturnType<typeof run>;
  try {
    result = run(process.cwd());
  } catch (e) {
    console.error(`size: ${(e as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const { manifest, errors, stale } = result;
  console.log(formatTable(manifest.files, manifest.budgets));
  if (stale.length)
    console.warn(`\nsize: skipped ${stale.length} stale chunk(s) no entry imports (left by an earlier build): ${stale.join(', ')}`);
  const over = manifest.budgets.filter((c) => c.over).length;
  console.log(
    `\nsize: ${manifest.files.length} files → dist/widgets/manifest.json; ${manifest.budgets.length - over} of ${manifest.budgets.length} budgets met`,
  );
  for (const goal of manifest.goals ?? []) {
    const gap = goal.gzip - goal.budget;
    console.log(
      `goal ${goal.over ? 'MISSED' : 'met'}: ${goal.key} is ${goal.gzip} B gzip, goal ${goal.budget} B (${gap > 0 ? '+' : ''}${gap} B)`,
    );
  }
  checkSite(process.cwd(), errors);
  for (const e of errors) console.error(e);
  if (errors.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
