// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMap, parseMap, ROWS, testTitles } from './reliability-map';

const root = process.cwd();
const map = readFileSync(path.join(root, 'tests/RELIABILITY.md'), 'utf8');

describe('tests/RELIABILITY.md (the reliability map)', () => {
  it('lists every row of the matrix with at least one test, and every test it names exists', () => {
    expect(checkMap(map, root)).toEqual([]);
    const { rows } = parseMap(map);
    for (let row = 1; row <= ROWS; row++) expect(rows.get(row)?.length ?? 0, `row ${row}`).toBeGreaterThan(0);
  });

  it('fails for a renamed or deleted test, a missing file, a row with no test and a missing row', () => {
    const renamed = map.replace('› row 1: connection reset twice', '› row 1: connection reset three times');
    expect(checkMap(renamed, root)).toEqual([expect.stringMatching(/^row 1 \(line \d+\): no test "row 1: connection reset three times/)]);

    const gone = map.replaceAll('`tests/browser/reliability.spec.ts`', '`tests/browser/reliability-gone.spec.ts`');
    expect(checkMap(gone, root)).toContainEqual(expect.stringContaining('tests/browser/reliability-gone.spec.ts does not exist'));

    const empty = map.replace(/(## Row 11 — [^\n]*\n)(- [^\n]*\n)+/, '$1');
    expect(checkMap(empty, root)).toEqual(['row 11 names no test']);

    const missing = map.replace(/## Row 14 — [^\n]*\n(- [^\n]*\n)+/, '');
    expect(checkMap(missing, root)[0]).toMatch(/^the map must list rows 1 to 23 in order; it lists 1, 2, .*13, 15,/);

    const outside = map.replace('`src/services/lead-form.test.ts`', '`scripts/size.test.ts`');
    expect(checkMap(outside, root)).toEqual([
      expect.stringContaining('scripts/size.test.ts is not a test file under tests/, host/, src/, widgets/'),
    ]);
  });

  it('reads titles written with quotes, template values and it.each placeholders', () => {
    const source = [
      "test('plain \\'quoted\\' title', () => {});",
      'it.each([1, 2])("%s is a number", () => {});',
      'test.describe("a describe is not a test", () => {});',
      'for (const how of ["a", "b"]) test(`row 9: (${how}) — sent`, async () => {});',
    ].join('\n');
    const titles = testTitles(source);
    const matches = (title: string) => titles.some((t) => t.test(title));
    expect(matches("plain 'quoted' title")).toBe(true);
    expect(matches('1 is a number')).toBe(true);
    expect(matches('row 9: (getters) — sent')).toBe(true);
    expect(matches('row 9: (getters) — lost')).toBe(false);
    expect(matches('a describe is not a test')).toBe(false);
  });
});
