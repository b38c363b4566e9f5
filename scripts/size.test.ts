// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgetMessage,
  esmClosure,
  formatTable,
  globToRegExp,
  measure,
  resolveBudgets,
  run,
  moduleImports,
  staleChunks,
  staticImports,
  withBudgets,
  type FileEntry,
  type SizeManifest,
} from './size';

/** A minified ESM build in memory, shaped like rollup's output. */
const dist: Record<string, string> = {
  'countdown.js': '(()=>{"use strict";console.log("iife")})();',
  'esm/countdown.js':
    'import{b as t}from"./chunks/runtime-AbC123.js";import{E as m}from"./chunks/countdown.element-X1.js";import"./chunks/flip-digits-Y2.js";t(import.meta.url,[m]);export{m as EmbudoCountdown};',
  'esm/deadline-bar.js': 'export{E as EmbudoDeadlineBar}from"./chunks/deadline-bar.element-Z3.js";export*from"./chunks/extra-W4.js";',
  'esm/chunks/runtime-AbC123.js': 'export const b=1,T=2;',
  'esm/chunks/countdown.element-X1.js':
    'import{T as e}from"./runtime-AbC123.js";import{c as v}from"./flip-digits-Y2.js";const s="import\\"./not-real.js\\"";const l=()=>import("./lazy-L5.js");export{e as E};',
  'esm/chunks/flip-digits-Y2.js': 'import{T as t}from"./runtime-AbC123.js";import"./countdown.element-X1.js";export const c=t;',
  'esm/chunks/deadline-bar.element-Z3.js': 'import{c}from"./flip-digits-Y2.js";export const E=c;',
  'esm/chunks/extra-W4.js': 'export const x=1;',
  'esm/chunks/lazy-L5.js': 'export const lazy=1;',
};
/** A chunk of an earlier build: rollup leaves it in place, no entry imports it. */
const STALE = 'esm/chunks/runtime-0ld.js';
const readFile = (file: string): string => {
  const text = dist[file];
  if (text === undefined) throw new Error(`no such file: ${file}`);
  return text;
};

/** Fake measurements: gzip = bytes / 2, so sums are easy to check. */
const entries = (sizes: Record<string, number>): FileEntry[] =>
  Object.entries(sizes).map(([file, bytes]) => ({ file, bytes, gzip: bytes / 2, brotli: bytes / 3, integrity: 'sha384-x' }));

describe('measure', () => {
  it('reports bytes, gzip, brotli and the SRI hash of exactly these bytes', () => {
    const buffer = Buffer.from('function hello(){return "hello"}'.repeat(50));
    const m = measure(buffer);
    expect(m.bytes).toBe(buffer.byteLength);
    expect(m.gzip).toBeGreaterThan(0);
    expect(m.gzip).toBeLessThan(m.bytes);
    expect(m.brotli).toBeLessThan(m.bytes);
    expect(m.integrity).toBe(`sha384-${createHash('sha384').update(buffer).digest('base64')}`);
    expect(m.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});

describe('globToRegExp', () => {
  it('matches `*` within one path segment only, and dots literally', () => {
    const re = globToRegExp('esm/chunks/runtime-*.js');
    expect(re.test('esm/chunks/runtime-DS2mx56s.js')).toBe(true);
    expect(re.test('esm/chunks/runtime-a/b.js')).toBe(false);
    expect(re.test('esm/chunks/runtime-aXjs')).toBe(false);
    expect(globToRegExp('countdown.js').test('esm/countdown.js')).toBe(false);
  });
});

describe('staticImports', () => {
  it('finds import … from, bare import and export … from; not strings or dynamic import()', () => {
    expect(staticImports(dist['esm/countdown.js']!)).toEqual([
      './chunks/runtime-AbC123.js',
      './chunks/countdown.element-X1.js',
      './chunks/flip-digits-Y2.js',
    ]);
    expect(staticImports(dist['esm/deadline-bar.js']!)).toEqual(['./chunks/deadline-bar.element-Z3.js', './chunks/extra-W4.js']);
    expect(staticImports(dist['esm/chunks/countdown.element-X1.js']!)).toEqual(['./runtime-AbC123.js', './flip-digits-Y2.js']);
  });
});

describe('staleChunks', () => {
  it('finds the ESM chunks no entry reaches, statically or by import()', () => {
    const files = [...Object.keys(dist), STALE];
    const read = (f: string) => (f === STALE ? 'export const b=0;' : readFile(f));
    expect(staleChunks(files, read)).toEqual([STALE]);
    expect(moduleImports(dist['esm/chunks/countdown.element-X1.js']!).dynamic).toEqual(['./lazy-L5.js']);
  });
});

describe('esmClosure', () => {
  it('follows static imports transitively (cycles included), relative to each importer, without the runtime', () => {
    expect(esmClosure('esm/countdown.js', readFile)).toEqual([
      'esm/countdown.js',
      'esm/chunks/countdown.element-X1.js',
      'esm/chunks/flip-digits-Y2.js',
    ]);
    expect(esmClosure('esm/deadline-bar.js', readFile)).toEqual([
      'esm/deadline-bar.js',
      'esm/chunks/deadline-bar.element-Z3.js',
      'esm/chunks/extra-W4.js',
      'esm/chunks/flip-digits-Y2.js',
      'esm/chunks/countdown.element-X1.js',
    ]);
  });

  it('leaves out the Preact chunk too: shared like the runtime, with a budget of its own', () => {
    const files: Record<string, string> = {
      'esm/chat-button.js': 'import"./chunks/preact-P1.js";import"./chunks/runtime-R1.js";import"./chunks/chat-button.element-C1.js";',
      'esm/chunks/chat-button.element-C1.js': 'import{h}from"./preact-P1.js";',
    };
    expect(esmClosure('esm/chat-button.js', (f) => files[f] ?? '')).toEqual(['esm/chat-button.js', 'esm/chunks/chat-button.element-C1.js']);
  });

  it('refuses an import that leaves dist/widgets', () => {
    expect(() => esmClosure('esm/x.js', () => 'import"../../secret.js";')).toThrow(/outside dist\/widgets/);
  });
});

describe('resolveBudgets', () => {
  const files = entries({
    'countdown.js': 20000,
    'esm/countdown.js': 200,
    'esm/chunks/runtime-AbC123.js': 18000,
    'esm/chunks/countdown.element-X1.js': 4000,
    'esm/chunks/flip-digits-Y2.js': 1000,
  });

  it('checks single files, globs and + closures, ignoring note', () => {
    const { checks, errors } = resolveBudgets(
      files,
      { note: 'gzip bytes', 'countdown.js': 10240, 'esm/chunks/runtime-*.js': 8000, 'esm/countdown.js+': 2560 },
      readFile,
    );
    expect(errors).toEqual([]);
    expect(checks).toEqual([
      { key: 'countdown.js', files: ['countdown.js'], bytes: 20000, gzip: 10000, brotli: 20000 / 3, budget: 10240, over: false },
      {
        key: 'esm/chunks/runtime-*.js',
        files: ['esm/chunks/runtime-AbC123.js'],
        bytes: 18000,
        gzip: 9000,
        brotli: 6000,
        budget: 8000,
        over: true,
      },
      {
        key: 'esm/countdown.js+',
        files: ['esm/countdown.js', 'esm/chunks/countdown.element-X1.js', 'esm/chunks/flip-digits-Y2.js'],
        bytes: 5200,
        gzip: 2600,
        brotli: 5200 / 3,
        budget: 2560,
        over: true,
      },
    ]);
    expect(budgetMessage(checks[1]!)).toBe(
      'size budget exceeded: esm/chunks/runtime-*.js (esm/chunks/runtime-AbC123.js) is 9000 B gzip, budget 8000 B (+1000 B)',
    );
    expect(budgetMessage(checks[2]!)).toMatch(
      /^size budget exceeded: esm\/countdown\.js\+ \(esm\/countdown\.js \+ .*\) is 2600 B gzip, budget 2560 B \(\+40 B\)$/,
    );
  });

  it('is an error when a key matches no file, a glob matches several, or a value is not a number', () => {
    const more = [...files, ...entries({ 'esm/chunks/runtime-Other.js': 10 })];
    const { checks, errors } = resolveBudgets(
      more,
      { 'embudo.js': 1000, 'esm/chunks/runtime-*.js': 8000, 'esm/x.js+': 10, 'countdown.js': '10kB' },
      readFile,
    );
    expect(checks).toEqual([]);
    expect(errors).toEqual([
      'size budget "embudo.js" matches no file in dist/widgets (renamed or not built?)',
      'size budget "esm/chunks/runtime-*.js" matches 2 files (esm/chunks/runtime-AbC123.js, esm/chunks/runtime-Other.js); a budget key must match exactly one',
      'size budget "esm/x.js+" matches no file in dist/widgets (renamed or not built?)',
      'size budget "countdown.js" must be a positive number of gzip bytes, found "10kB"',
    ]);
  });

  it('marks the files a budget names directly', () => {
    const { checks } = resolveBudgets(files, { 'countdown.js': 100, 'esm/countdown.js+': 1e6 }, readFile);
    const marked = withBudgets(files, checks);
    expect(marked.find((f) => f.file === 'countdown.js')).toMatchObject({ budget: 100, over: true });
    expect(marked.find((f) => f.file === 'esm/countdown.js')).not.toHaveProperty('budget');
    const table = formatTable(marked, checks);
    expect(table.split('\n')[0]).toMatch(/^file\s+bytes\s+gzip\s+brotli\s+budget\s+status$/);
    expect(table).toMatch(/^countdown\.js\s+20000\s+10000\s+\S+\s+100\s+OVER \+9900 B$/m);
    expect(table).toMatch(/^esm\/countdown\.js\+ \(3 files\)\s+5200\s+2600\s+\S+\s+1000000\s+ok 0%$/m);
  });
});

describe('run', () => {
  it('writes dist/widgets/manifest.json with every .js file (not maps) and returns the budget errors', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'embudo-size-'));
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), text);
      };
      write('package.json', JSON.stringify({ version: '9.9.9', budgets: { note: 'x', 'countdown.js': 10, 'esm/countdown.js+': 100000 } }));
      for (const [file, text] of Object.entries(dist)) write(`dist/widgets/${file}`, text);
      write('dist/widgets/countdown.js.map', '{}');
      write(`dist/widgets/${STALE}`, 'export const b=0;');
      const { errors, stale } = run(root, new Date('2026-01-02T03:04:05Z'));
      expect(stale).toEqual([STALE]);
      const manifest = JSON.parse(readFileSync(path.join(root, 'dist/widgets/manifest.json'), 'utf8')) as SizeManifest;
      expect(manifest.version).toBe('9.9.9');
      expect(manifest.generated).toBe('2026-01-02T03:04:05.000Z');
      expect(manifest.files.map((f) => f.file)).toEqual(Object.keys(dist).sort());
      const countdown = manifest.files.find((f) => f.file === 'countdown.js')!;
      expect(countdown).toMatchObject({ bytes: Buffer.byteLength(dist['countdown.js']!), budget: 10, over: true });
      expect(countdown.integrity).toBe(`sha384-${createHash('sha384').update(dist['countdown.js']!).digest('base64')}`);
      expect(errors).toEqual([`size budget exceeded: countdown.js is ${countdown.gzip} B gzip, budget 10 B (+${countdown.gzip - 10} B)`]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
