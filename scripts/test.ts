/**
 * `npm test`: the one gate. Runs every check in order and ends with a plain
 * `N passed, N failed` line counting the unit and browser tests (CI reads that line).
 * A failing step before the suites (typecheck, lint, format, build with its size budgets) fails the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * The gate, in stages. The manifest first, alone: the typecheck reads its element types and the
 * lint its attribute names (dist/widgets). Each command is single-threaded, so on CI's 2 cores the
 * typecheck then runs beside the lint and format checks (which only read); the build comes after,
 * alone, because it empties dist/.
 */
const stages: Array<Array<Array<[name: string, command: string]>>> = [
  [[['manifest', 'npm run --silent manifest']]],
  [
    [['typecheck', 'npm run --silent typecheck:tsc']],
    [
      ['lint', 'npx eslint --max-warnings=0 .'],
      ['format', 'npx prettier --check --log-level=warn .'],
    ],
  ],
  [[['build + size budgets', 'npm run --silent build']]],
];

function run(name: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/**
 * Runs a few steps at once (`lanes`, each a list of steps run in order): each step's output is
 * held and printed whole when it ends, so the log reads as if they had run one after another.
 * True when every step passed; a lane stops at its first failure.
 */
async function runLanes(lanes: Array<Array<[name: string, command: string]>>): Promise<boolean> {
  if (lanes.length === 1 && lanes[0]!.length === 1) return run(...lanes[0]![0]!);
  const runLane = async (lane: Array<[name: string, command: string]>): Promise<boolean> => {
    for (const [name, command] of lane) {
      const started = Date.now();
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      const ok = code === 0;
      console.log(`\n▶ ${name}: ${command}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) return false;
    }
    return true;
  };
  return (await Promise.all(lanes.map(runLane))).every(Boolean);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report: numPassedTests / numFailedTests / numPendingTests. */
function unitCounts(file: string): Counts | undefined {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number }>(file);
  return (
    report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) }
  );
}

/** Playwright's JSON report: stats.expected (passed), unexpected + flaky handled as failed/passed. */
function browserCounts(file: string): Counts | undefined {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(file);
  return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

/** The failed tests of both reports, each with the head of its error, so the log's tail names them and says why. */
function failedTests(): string[] {
  const lines: string[] = [];
  const unit = readJson<{
    testResults?: Array<{
      name: string;
      message?: string;
      assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
    }>;
  }>('test-results/unit.json');
  for (const file of unit?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      lines.push(`unit ✖ ${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}: ${errorHead(t.failureMessages?.[0])}`);
    if (!failed.length && file.message) lines.push(`unit ✖ ${file.name.replace(process.cwd() + '/', '')}: ${errorHead(file.message)}`);
  }
  interface Suite {
    title: string;
    specs?: Array<{ title: string; ok: boolean; tests?: Array<{ status?: string; results?: Array<{ error?: { message?: string } }> }> }>;
    suites?: Suite[];
  }
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      // A test that failed and then passed on its retry is a defect too: named, with its first error.
      const flaky = spec.ok && spec.tests?.some((t) => t.status === 'flaky');
      if (spec.ok && !flaky) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message;
      lines.push(`browser ${flaky ? '⚠ flaky, passed on its retry' : '✖'} ${[...path, spec.title].join(' › ')}: ${errorHead(error)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of readJson<{ suites?: Suite[] }>('test-results/browser.json')?.suites ?? []) walk(suite, [suite.title]);
  return lines;
}

/**
 * The error's first lines (at most 12, 1,500 characters), indented under the test's name: enough
 * to show an assertion's received value (e.g. the page errors a browser test collected), which is
 * often all a CI run on a fresh clone leaves to go on.
 */
function errorHead(text: string | undefined): string {
  const lines = (text ?? 'no message')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim());
  const head = lines.slice(0, 12).join('\n    ');
  return head.length > 1500 ? `${head.slice(0, 1500)}…` : head;
}

rmSync('test-results', { recursive: true, force: true });
let gateFailed = false;
for (const lanes of stages) {
  if (!(await runLanes(lanes))) {
    gateFailed = true;
    break;
  }
}

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (label: string, counts: Counts | undefined, exitOk: boolean) => {
  if (!counts) {
    console.log(`${label}: no report was written`);
    totals.failed += 1;
    return;
  }
  if (!exitOk && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
};

if (!gateFailed) {
  const unitOk = run(
    'unit tests (Vitest + happy-dom)',
    'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
  );
  const browserOk = existsSync(CHROMIUM_PATH)
    ? run('browser tests (Playwright + Chromium)', 'npx playwright test', { PW_REPORTER: 'json' })
    : (console.log(`✖ browser tests: Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`), false);
  console.log('');
  add('unit', unitCounts('test-results/unit.json'), unitOk);
  add('browser', browserCounts('test-results/browser.json'), browserOk);
  for (const line of failedTests()) console.log(line);
} else {
  totals.failed += 1;
  console.log('\nA gate step failed; the test suites did not run.');
}

// The last line is exactly `N passed, N failed` (CI reads it); skipped tests are said just before.
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
