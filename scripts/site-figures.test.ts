/**
 * The landing's figures and the certificate's year live in content/site.json (`stats`,
 * `certificateYear`; content/README.md). This test fails when a section that shows them writes one
 * itself again, and when the certificate picture, which draws the year, disagrees with the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../content/site.json';

const ROOT = path.join(import.meta.dirname, '..');
/** The sections that show the figures. */
const SECTIONS = ['benefits', 'profiles', 'summary-cards'];
/** The contract's (docs/product.md#stats) figures and the year, however written ('2.847', '2,847', 2847, 0.85, 500_000, '4,9'). */
const FIGURE = /(?<![\d.])(2[.,]?847|4[.,]9|0\.85|500_?000|500\s?(K|mil)|2[.,]?500|8[.,]?000|20[2-9]\d)(?![\d])/;

/** Code without its comments, keeping line numbers (as scripts/hard-coded-times.test.ts reads code). */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** The figures written in a file's code: `line: text`. */
function figuresIn(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, i) => {
      const match = FIGURE.exec(line);
      return match ? [`${i + 1}: ${match[0]}`] : [];
    });
}

describe("the landing's figures live in content/site.json", () => {
  it('no section that shows them writes one itself', () => {
    const found = SECTIONS.flatMap((name) =>
      figuresIn(readFileSync(path.join(ROOT, `host/app/sections/${name}.tsx`), 'utf8')).map((hit) => `${name}.tsx:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(figuresIn('graduates: int.format(2847),')).toEqual(['1: 2847']);
    expect(figuresIn("text: 'salarios de 2.500 a 8.000 USD al mes.'")).toEqual(['1: 2.500']);
    expect(figuresIn("certTitle: 'Certificado Oficial Full Stack Developer 2026',")).toEqual(['1: 2026']);
    expect(figuresIn('.format(0.85)')).toEqual(['1: 0.85']);
    expect(figuresIn('// 2,847 graduates (SPEC §9)\nconst x = 25000;')).toEqual([]);
  });

  it("the certificate picture draws the file's year (replace the picture when the year changes)", () => {
    const svg = readFileSync(path.join(ROOT, 'host/app/public/img/summary-cards/certificate.svg'), 'utf8');
    expect(svg).toContain(`>${site.certificateYear}</text>`);
  });
});
