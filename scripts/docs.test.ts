// @vitest-environment node
/**
 * Keeps the map inside the repository true: the README stays a front door (at most 200 lines),
 * every relative link in README.md and docs/*.md leads to a file (and, with a `#fragment`, to a
 * heading or id there), and every `docs/<name>.md#anchor` a source file cites exists. Code
 * comments cite docs/product.md and docs/architecture.md by anchor, so renaming a heading without
 * its citations fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The Markdown without its fenced code blocks (a link in an example is not a link). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered as GitHub does) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const match of markdown.matchAll(/\sid="([^"]+)"/g)) anchors.add(match[1]!);
  return anchors;
}

/** Relative links of a Markdown file: `[text](target)` outside code, not to another site. */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const match of prose(markdown)
    .replace(/`[^`\n]*`/g, '')
    .matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
  }
  return links;
}

const docs = readdirSync(path.join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

/** Source files that may cite the docs: every text file outside dependencies, builds and stores. */
function sourceFiles(dir = root, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'data', 'bench', '.git', 'test-results', 'playwright-report'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx|js|mjs|css|html|md)$/.test(entry.name)) found.push(path.relative(root, full));
  }
  return found;
}

describe('docs/ and the README (the map inside the repository)', () => {
  it('finds the documents and the anchors they offer', () => {
    expect(docs).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/product.md', 'docs/performance.md']));
    const anchors = anchorsOf(
      '# Product\n## Landing by path\n### HTTP API\n## Notes\n## Notes\n<a id="own"></a>\n```\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual(['product', 'landing-by-path', 'http-api', 'notes', 'notes-1', 'own']);
    expect(slug("On a partner's page")).toBe('on-a-partners-page');
    expect(relativeLinks('[a](guide/x.md#y) [b](https://example.com) `[c](nope.md)`\n```\n[d](nope.md)\n```')).toEqual(['guide/x.md#y']);
  });

  it('README.md is a front door: at most 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('every relative link in README.md and docs/ leads to a file, and its #fragment to an anchor there', () => {
    const broken: string[] = [];
    for (const file of ['README.md', ...docs]) {
      for (const link of relativeLinks(read(file))) {
        const [target, fragment] = link.split('#') as [string, string | undefined];
        const resolved = target ? path.join(path.dirname(file), decodeURI(target)) : file;
        if (!existsSync(path.join(root, resolved))) {
          broken.push(`${file}: ${link} (no file ${resolved})`);
          continue;
        }
        if (
          fragment &&
          resolved.endsWith('.md') &&
          statSync(path.join(root, resolved)).isFile() &&
          !anchorsOf(read(resolved)).has(fragment)
        ) {
          broken.push(`${file}: ${link} (no heading or id "${fragment}" in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs/<name>.md#anchor cited in the sources exists', () => {
    const anchors = new Map(docs.map((doc) => [doc, anchorsOf(read(doc))]));
    const dangling: string[] = [];
    let cited = 0;
    for (const file of sourceFiles()) {
      for (const match of read(file).matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) {
        cited++;
        const doc = `docs/${match[1]}`;
        if (!anchors.get(doc)?.has(match[2]!)) dangling.push(`${file}: ${match[0]}`);
      }
    }
    expect(dangling).toEqual([]);
    // The README's how-tos and the docs cite each other: a scan that finds nothing has lost its way.
    expect(cited).toBeGreaterThan(0);
  });
});
