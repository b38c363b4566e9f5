/**
 * The bench's first steps: the build (rollup, then scripts/size.ts), a snapshot of dist/widgets
 * taken once (immune to a concurrent rebuild), every shipped script's bytes against its budget,
 * and the Sizes section with the size goals.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fmtInt, log, ROOT, run, WIDGETS_DIR, type Goal, type Options } from './common';
import { type BenchReport, mdTable } from './report';
import { snapshotDir } from './server';
import { globToRegExp, measureSizes, type Manifest } from './sizes';

export interface BuildResult {
  skipped: boolean;
  rollup: number | null;
  size: number | null;
  note: string;
}

export async function build(options: Options): Promise<BuildResult> {
  if (!options.build) return { skipped: true, rollup: null, size: null, note: 'skipped (--no-build)' };
  const started = Date.now();
  const rollup = await run('npx', ['rollup', '-c', 'rollup.config.ts', '--configPlugin', 'esbuild', '--silent']);
  if (rollup !== 0) return { skipped: false, rollup, size: null, note: `rollup failed (exit ${rollup})` };
  if (!existsSync(path.join(ROOT, 'scripts', 'size.ts'))) {
    return { skipped: false, rollup, size: null, note: 'scripts/size.ts not found: sizes computed by the bench' };
  }
  const size = await run('npx', ['tsx', 'scripts/size.ts']);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const note =
    size === 0
      ? `ok in ${seconds} s`
      : size === 1
        ? `scripts/size.ts exit 1: a size budget crossed or a budget key matched nothing (its lines are on stderr)`
        : `scripts/size.ts failed (exit ${size})`;
  return { skipped: false, rollup, size, note };
}

/**
 * Reads dist/widgets into memory once, so the timing runs are immune to a concurrent rebuild. A
 * rebuild in progress empties and refills the folder: take the snapshot only when two reads a
 * second apart agree, countdown.js is there, and every file manifest.json lists is present.
 */
export async function snapshotWidgets(): Promise<Map<string, Buffer>> {
  const complete = (files: Map<string, Buffer>): string | null => {
    if (!files.has('countdown.js')) return 'dist/widgets/countdown.js is missing';
    const manifest = readManifest(files);
    const missing = (manifest?.files ?? []).map((f) => f.file).filter((f) => !files.has(f));
    return missing.length ? `files listed in manifest.json are missing (${missing.slice(0, 3).join(', ')})` : null;
  };
  const same = (a: Map<string, Buffer>, b: Map<string, Buffer>): boolean =>
    a.size === b.size && [...a].every(([file, buf]) => b.get(file)?.equals(buf) === true);
  let problem = 'unknown';
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const first = snapshotDir(WIDGETS_DIR);
      await new Promise((r) => setTimeout(r, 1000));
      const second = snapshotDir(WIDGETS_DIR);
      problem = same(first, second) ? (complete(second) ?? '') : 'dist/widgets is changing';
      if (problem === '') return second;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (attempt === 0) log(`${problem} (a rebuild in progress?); waiting up to 60 s…`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`cannot read dist/widgets: ${problem}. Build first (npm run build) or drop --no-build.`);
}

export function readManifest(files: Map<string, Buffer>): Manifest | null {
  const raw = files.get('manifest.json');
  if (!raw) return null;
  try {
    return JSON.parse(raw.toString('utf8')) as Manifest;
  } catch {
    return null;
  }
}

export function readBudgets(): Record<string, unknown> {
  return readPackageField('budgets');
}

/** The issues' size targets (package.json `sizeGoals`, gzip bytes): reported as goals, never enforced. */
export function readSizeGoals(): Record<string, number> {
  const goals = readPackageField('sizeGoals');
  return Object.fromEntries(Object.entries(goals).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

export function readPackageField(field: 'budgets' | 'sizeGoals'): Record<string, unknown> {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, unknown> | undefined>;
    return pkg[field] ?? {};
  } catch {
    return {};
  }
}

/** The widget files read once, their manifest, and their sizes against the budgets. */
export interface WidgetSizes {
  files: Map<string, Buffer>;
  manifest: Manifest | null;
  sizes: ReturnType<typeof measureSizes>;
}

/** Reads dist/widgets and measures it; an error message when it cannot be read. */
export async function measureWidgets(): Promise<WidgetSizes | string> {
  try {
    const files = await snapshotWidgets();
    const manifest = readManifest(files);
    return { files, manifest, sizes: measureSizes(files, manifest, readBudgets()) };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Whether a script crossed its budget. */
export const overBudget = (sizes: WidgetSizes['sizes']): boolean => [...sizes.rows, ...sizes.overRuntime].some((r) => r.status === 'OVER');

/** The Sizes section: the build's note, then every file against its budget and goal. */
export function sizesSection(report: BenchReport, build: BuildResult, measured: WidgetSizes | null): void {
  const sizes = measured?.sizes;
  const manifest = measured?.manifest ?? null;
  const out: string[] = [`Build: ${build.note}.`, ''];
  if (sizes) {
    out.push(
      `dist/widgets, bytes; budgets and goals are gzip (package.json "budgets", "sizeGoals")${manifest ? '' : '; manifest.json missing: computed by the bench'}.`,
      '',
    );
    const goalsOf = readSizeGoals();
    const goalFor = (key: string) => {
      const hit = Object.entries(goalsOf).find(([k]) => k === key || globToRegExp(k).test(key));
      return hit ? fmtInt(hit[1]) : '-';
    };
    const rows: string[][] = [['file', 'bytes', 'gzip', 'brotli', 'budget', 'goal', 'status']];
    for (const r of sizes.rows)
      rows.push([
        r.file,
        fmtInt(r.bytes),
        fmtInt(r.gzip),
        fmtInt(r.brotli),
        r.budget === null ? '-' : fmtInt(r.budget),
        goalFor(r.file),
        r.status,
      ]);
    for (const r of sizes.overRuntime)
      rows.push([
        `${r.label} (${r.key})`,
        '',
        fmtInt(r.gzip),
        fmtInt(r.brotli),
        r.budget === null ? '-' : fmtInt(r.budget),
        goalFor(r.key),
        r.status,
      ]);
    out.push(mdTable(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'l']), '');
    for (const r of sizes.overRuntime) out.push(`- ${r.key} = ${r.files.join(' + ')}`);
    if (sizes.rows.some((r) => r.status === 'stale'))
      out.push('- stale = a chunk from an earlier build that no current entry imports: rollup does not empty esm/chunks; not counted');
  } else {
    out.push('Not measured: dist/widgets unreadable.');
  }
  report.addSection('Sizes', out.join('\n'), 10);
}

/** The size goals: every budget met, and each of package.json `sizeGoals`. */
export function sizeGoals(sizes: WidgetSizes['sizes']): Goal[] {
  const goals: Goal[] = [];
  const over = [...sizes.rows, ...sizes.overRuntime].filter((r) => r.status === 'OVER');
  goals.push({
    name: 'every widget script within its gzip budget',
    value: over.length ? `${over.length} over` : 'all within',
    status: over.length ? 'MISSED' : 'ok',
  });
  for (const [key, goal] of Object.entries(readSizeGoals())) {
    const pattern = globToRegExp(key);
    const gzip = key.endsWith('+')
      ? sizes.overRuntime.find((r) => r.key === key)?.gzip
      : sizes.rows.find((r) => r.status !== 'stale' && pattern.test(r.file))?.gzip;
    goals.push({
      name: `${key} ≤ ${fmtInt(goal)} B gzip${key.endsWith('+') ? ' over the runtime' : ''}`,
      value: gzip === undefined ? 'not built' : `${fmtInt(gzip)} B (${gzip <= goal ? '' : '+'}${fmtInt(gzip - goal)} B)`,
      status: gzip === undefined ? 'n/a' : gzip <= goal ? 'ok' : 'MISSED',
    });
  }
  return goals;
}
