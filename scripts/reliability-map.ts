/**
 * The reliability map (tests/RELIABILITY.md) checked against the test files: every row of the
 * RELIABILITY matrix (1–23) names at least one test, and every named test still exists, in the file
 * named, under `tests/`, `host/`, `src/` or `widgets/`.
 *
 * Map format: one `## Row N — <fault>` heading per row (other `## ` sections hold tests beyond the
 * matrix, checked the same way), then bullets
 * `` - `path/to/file.spec.ts` › the test's title `` (the title as the runner prints it, with any
 * template values filled in). A title in the source written as a template literal (`${…}`) or an
 * `it.each` pattern (`%s`, `$name`) matches any text in those places.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Rows of the matrix in RELIABILITY.md. */
export const ROWS = 23;

/** Folders whose test files the map may name. */
const ROOTS = ['tests/', 'host/', 'src/', 'widgets/'];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** One test the map names for a row. */
export interface MapEntry {
  row: number;
  file: string;
  title: string;
  line: number;
}

/** Parses the map; throws naming the line of anything it cannot read. */
export function parseMap(text: string): { rows: Map<number, MapEntry[]>; order: number[] } {
  const rows = new Map<number, MapEntry[]>();
  const order: number[] = [];
  let row: number | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.startsWith('## ') && !/^## Row /.test(line)) {
      // Another section ("Beyond the matrix"): its tests are checked too, as row 0.
      row = 0;
      if (!rows.has(0)) rows.set(0, []);
      return;
    }
    const heading = /^## Row (\d+) — \S/.exec(line);
    if (heading) {
      row = Number(heading[1]);
      if (rows.has(row)) throw new Error(`tests/RELIABILITY.md line ${index + 1}: row ${row} appears twice`);
      rows.set(row, []);
      order.push(row);
      return;
    }
    if (!line.startsWith('- `')) return;
    const bullet = /^- `([^`]+)` › (.+)$/.exec(line);
    if (!bullet) throw new Error(`tests/RELIABILITY.md line ${index + 1}: expected "- \`file\` › test title", got: ${line}`);
    if (row === undefined) throw new Error(`tests/RELIABILITY.md line ${index + 1}: a test before the first "## Row N" heading`);
    rows.get(row)!.push({ row, file: bullet[1]!, title: bullet[2]!, line: index + 1 });
  });
  return { rows, order };
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns a title as written in the source into a pattern of the titles it can print. */
function titlePattern(quote: string, written: string): RegExp {
  // Template values and it.each placeholders (%s %d %i %j %o %#, $name) stand for any text.
  const holes = quote === '`' ? /\$\{[^}]*\}|%[sdijo#%]|\$[a-zA-Z_]\w*/g : /%[sdijo#%]|\$[a-zA-Z_]\w*/g;
  let source = '';
  let last = 0;
  for (const match of written.matchAll(holes)) {
    source += escape(unescapeJs(written.slice(last, match.index))) + (match[0] === '%%' ? '%' : '.+?');
    last = match.index + match[0].length;
  }
  source += escape(unescapeJs(written.slice(last)));
  return new RegExp(`^${source}$`, 's');
}

/** The escapes test titles use (\' \" \` \\). */
const unescapeJs = (text: string): string => text.replace(/\\(['"`\\])/g, '$1');

/**
 * The titles of every `test(…)` / `it(…)` (with `.only`, `.skip`, `.each(…)` and friends) in a
 * test file's source, as patterns.
 */
export function testTitles(source: string): RegExp[] {
  const call =
    /\b(?:test|it)(?:\.(?:only|skip|fixme|fail|concurrent|sequential|todo))*(?:\.each\s*(?:\([\s\S]*?\)|`[\s\S]*?`))?\s*\(\s*(['"`])((?:\\[\s\S]|(?!\1)[\s\S])*?)\1/g;
  return [...source.matchAll(call)].map((m) => titlePattern(m[1]!, m[2]!));
}

/** What is wrong with the map: one sentence per problem (empty when the map is right). */
export function checkMap(
  mapText: string,
  root: string,
  readFile: (file: string) => string | undefined = (file) => readIfExists(path.join(root, file)),
): string[] {
  const problems: string[] = [];
  let parsed: ReturnType<typeof parseMap>;
  try {
    parsed = parseMap(mapText);
  } catch (error) {
    return [(error as Error).message];
  }
  const expected = Array.from({ length: ROWS }, (_, i) => i + 1);
  if (parsed.order.filter((r) => r > 0).join(',') !== expected.join(',')) {
    problems.push(`the map must list rows 1 to ${ROWS} in order; it lists ${parsed.order.filter((r) => r > 0).join(', ') || 'none'}`);
  }
  const titles = new Map<string, RegExp[] | undefined>();
  for (const row of [0, ...expected]) {
    const entries = parsed.rows.get(row) ?? [];
    if (row > 0 && parsed.rows.has(row) && entries.length === 0) problems.push(`row ${row} names no test`);
    for (const entry of entries) {
      if (!ROOTS.some((r) => entry.file.startsWith(r)) || !TEST_FILE.test(entry.file)) {
        problems.push(`${label(row)} (line ${entry.line}): ${entry.file} is not a test file under ${ROOTS.join(', ')}`);
        continue;
      }
      if (!titles.has(entry.file)) {
        const source = readFile(entry.file);
        titles.set(entry.file, source === undefined ? undefined : testTitles(source));
      }
      const patterns = titles.get(entry.file);
      if (!patterns) problems.push(`${label(row)} (line ${entry.line}): ${entry.file} does not exist`);
      else if (!patterns.some((p) => p.test(entry.title)))
        problems.push(`${label(row)} (line ${entry.line}): no test "${entry.title}" in ${entry.file}`);
    }
  }
  return problems;
}

const label = (row: number): string => (row === 0 ? 'beyond the matrix' : `row ${row}`);

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
