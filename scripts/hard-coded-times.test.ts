/**
 * Start dates, class times and deadlines live in content/schedule.json only. This test
 * reads every source file of src/, widgets/ and host/ (tests and test helpers aside) and fails on a
 * date, a clock time or a class-hours text in code. Comments are not code, and an example in a
 * validation or error message (a line saying "e.g.", "such as" or "expected") is not a value either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const DIRS = ['src', 'widgets', 'host'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|html|json)$/;
// Also skipped: `*.generated.ts`, tables a script writes from a library's data (the dial codes'
// "9:06" is a calling code and its number lengths, not a time).
const NOT_SHIPPED = /(\.test\.|\.spec\.|\.d\.ts$|\/public\/|\.generated\.ts$)/;

const PATTERNS: Array<[string, RegExp]> = [
  ['a date', /(?<!\d)(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?!\d)/],
  ['a date', /\b\d{1,2}\/\d{1,2}\/(19|20)\d{2}\b/],
  ['a clock time', /\b([01]?\d|2[0-3]):[0-5]\d\b/],
  ['a class-hours text', /\b\d{1,2}(:\d{2})?\s*(-|–)\s*\d{1,2}(:\d{2})?\s*(AM|PM)\b/i],
  ['a clock time', /\b\d{1,2}(:\d{2})?\s?(AM|PM)\b/],
];
const EXAMPLE = /e\.g\.|such as|expected/;

/** Code without its comments (line and block), keeping line numbers; `://` in URLs is not a comment. */
export function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, (block) => block.replace(/[^\n]/g, ' '));
}

/** The date, time and class-hours values in a file's code: `line: what: text`. */
export function hardCodedTimes(source: string): string[] {
  const found: string[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((line, i) => {
      if (EXAMPLE.test(line)) return;
      for (const [what, pattern] of PATTERNS) {
        const match = pattern.exec(line);
        if (match) {
          found.push(`${i + 1}: ${what}: ${match[0]}`);
          break;
        }
      }
    });
  return found;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(full);
    return EXTENSIONS.test(entry.name) && !NOT_SHIPPED.test(full) ? [full] : [];
  });
}

describe('no start date, class time or deadline outside content/schedule.json', () => {
  it('finds none in src/, widgets/ or host/', () => {
    const found = DIRS.flatMap((dir) => files(path.join(ROOT, dir))).flatMap((file) =>
      hardCodedTimes(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch one, and leaves comments and message examples alone', () => {
    expect(hardCodedTimes("export const START = '2027-01-11';")).toEqual(['1: a date: 2027-01-11']);
    expect(hardCodedTimes("const end = '2026-12-15T23:59:59-05:00';")).toEqual(['1: a date: 2026-12-15']);
    expect(hardCodedTimes("const night = { start: '19:00', end: '21:00' };")).toEqual(['1: a clock time: 19:00']);
    expect(hardCodedTimes("return '7-9 PM';")).toEqual(['1: a class-hours text: 7-9 PM']);
    expect(hardCodedTimes("time: '8:00-10:00 PM',")).toEqual(['1: a clock time: 8:00']);
    expect(hardCodedTimes("end: '15/03/2026'")).toEqual(['1: a date: 15/03/2026']);
    expect(hardCodedTimes('// classes at 19:00 on 2027-01-11\n/* 7-9 PM */\nconst url = "https://x.test/a";')).toEqual([]);
    expect(hardCodedTimes('issues.push({ message: \'expected an instant, e.g. "2026-12-15T23:59:59-05:00"\' });')).toEqual([]);
  });
});
