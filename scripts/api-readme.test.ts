// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { END, renderApi, START, syncReadme } from './api-readme';
import { elementsOf } from './cem-outputs';
import { analyzeSources } from './cem-plugin';

const root = path.resolve(import.meta.dirname, '..');

describe("the widgets' README API tables", () => {
  it('match the manifest (run `npm run manifest` to rewrite them)', async () => {
    const files = Object.fromEntries(
      readdirSync(path.join(root, 'widgets'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) =>
          readdirSync(path.join(root, 'widgets', d.name))
            .filter((f) => f.endsWith('.element.ts'))
            .map((f) => `widgets/${d.name}/${f}`),
        )
        .map((f) => [f, readFileSync(path.join(root, f), 'utf8')]),
    );
    const elements = elementsOf(await analyzeSources(files, (f) => readFileSync(path.join(root, f), 'utf8')));
    expect(elements.map((e) => e.tagName)).toHaveLength(Object.keys(files).length);
    for (const el of elements) {
      const file = `widgets/${el.tagName!.replace(/^embudo-/, '')}/README.md`;
      const readme = readFileSync(path.join(root, file), 'utf8');
      expect(readme, `${file} differs from the manifest: run npm run manifest`).toBe(syncReadme(readme, el, file));
    }
  }, 60_000);

  it('renders each kind of API as a table, pipes escaped', () => {
    const block = renderApi({
      kind: 'class',
      name: 'EmbudoFoo',
      tagName: 'embudo-foo',
      attributes: [
        { name: 'theme', fieldName: 'theme', type: { text: "'light' | 'dark'" }, default: "'light'", description: 'Colour\nscheme.' },
      ],
      members: [
        { kind: 'field', name: 'theme', type: { text: "'light' | 'dark'" }, attribute: 'theme', description: 'Colour scheme.' },
        { kind: 'method', name: 'show', description: 'Opens it.', return: { type: { text: 'void' } } },
      ],
      events: [{ name: 'embudo-lead', type: { text: 'CustomEvent<{ id: string }>' }, description: 'Sent.' }],
      slots: [{ name: '', description: 'Content.' }],
      cssParts: [{ name: 'base', description: 'The box.' }],
      cssProperties: [{ name: '--embudo-foo-gap', description: 'Gap.' }],
    });
    expect(block.startsWith(START) && block.endsWith(END)).toBe(true);
    expect(block).toContain("| `theme` | `theme` | `'light' \\| 'dark'` | `'light'` | Colour scheme. |");
    expect(block).toContain('| `show(): void` | Opens it. |');
    expect(block).toContain('| `embudo-lead` | `{ id: string }` | Sent. |');
    expect(block).toContain('| (default) | Content. |');
    expect(block).toContain('| `base` | The box. |');
    expect(block).toContain('| `--embudo-foo-gap` | Gap. |');
    expect(block).not.toContain('### Properties');
  });

  it('replaces only the marked block, and refuses a README without one', () => {
    const el = { kind: 'class', name: 'EmbudoFoo', tagName: 'embudo-foo', attributes: [], members: [] };
    expect(syncReadme(`# Foo\n\n${START}\nold table\n${END}\n\nMore.\n`, el)).toBe(`# Foo\n\n${renderApi(el)}\n\nMore.\n`);
    expect(() => syncReadme('# Foo\n', el, 'widgets/foo/README.md')).toThrow(/widgets\/foo\/README.md: no <!-- api:start -->/);
  });
});
