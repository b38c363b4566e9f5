/**
 * What every bench part shares: the folders, the command line's options, progress on stderr, a
 * command runner, number formats and the Goals section's row; and the closers that a signal runs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = process.cwd();
export const WIDGETS_DIR = path.join(ROOT, 'dist', 'widgets');
export const OUT_DIR = path.join(ROOT, '.bench');

export interface Options {
  build: boolean;
  runs: number;
  tickSeconds: number;
  counts: number[];
  loadSeconds: number;
  lighthouse: boolean;
  lighthouseRuns: number;
  load: boolean;
  loadRuns: number;
  soak: boolean;
  slowClients: boolean;
  /** The partner line: Lighthouse runs per partner page. */
  partner: boolean;
  partnerRuns: number;
  /** The build, sizes and the partner line only. */
  partnerOnly: boolean;
}

export function parseArgs(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const n = Number(value(name) ?? fallback);
    return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
  };
  const counts = (value('counts') ?? '1,50')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 500);
  const partnerOnly = argv.includes('--partner-only');
  return {
    build: !argv.includes('--no-build'),
    runs: int('runs', 5, 1, 25),
    tickSeconds: int('tick-seconds', 10, 2, 60),
    counts: counts.length ? counts : [1, 50],
    loadSeconds: int('load-seconds', 10, 2, 120),
    lighthouse: !argv.includes('--no-lighthouse') && !partnerOnly,
    lighthouseRuns: int('lighthouse-runs', 3, 1, 9),
    load: !argv.includes('--no-load') && !partnerOnly,
    loadRuns: int('load-runs', 3, 1, 9),
    soak: !argv.includes('--no-soak') && !partnerOnly,
    slowClients: !argv.includes('--no-slow-clients') && !partnerOnly,
    partner: !argv.includes('--no-partner') && !argv.includes('--no-lighthouse'),
    partnerRuns: int('partner-runs', 3, 1, 15),
    partnerOnly,
  };
}

export const log = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/** Runs a command with its output on stderr (stdout is the table); resolves with its exit code. */
export function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    log(`$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', (error) => {
      log(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export const fmtInt = (n: number): string => n.toLocaleString('en-US');
export const fmtMs = (n: number): string => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
export const fmtRatio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');

export interface Goal {
  name: string;
  value: string;
  status: 'ok' | 'MISSED' | 'n/a';
}

/** The first line of an error's message: what a part's "Not run: …" says. */
export const firstLine = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** What is open now (a browser, a server): Ctrl-C closes it before the bench exits. */
export const openNow = new Set<() => Promise<unknown>>();

/** Closes everything still open (each once). */
export async function closeAll(): Promise<void> {
  const closers = [...openNow];
  openNow.clear();
  await Promise.allSettled(closers.map((close) => close()));
}
