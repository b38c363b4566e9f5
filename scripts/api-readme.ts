/**
 * Each widget's README.md carries its API tables (attributes, properties, events, methods, slots,
 * CSS parts and custom properties) between `<!-- api:start -->` and `<!-- api:end -->`, written from
 * the manifest on every `npm run manifest` (build, typecheck), so they never drift from the JSDoc.
 */
import type { CemElement } from './cem-plugin';

export const START = '<!-- api:start -->';
export const END = '<!-- api:end -->';

/** A table cell: one line, pipes escaped (union types are full of them). */
const cell = (text: string | undefined): string => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const code = (text: string | undefined): string => (text ? `\`${cell(text)}\`` : '');

function table(title: string, head: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const line = (cells: string[]) => `| ${cells.join(' | ')} |\n`;
  return `\n### ${title}\n\n${line(head)}${line(head.map(() => '---'))}${rows.map(line).join('')}`;
}

/** The generated block for one element, markers included. */
export function renderApi(el: CemElement): string {
  const fields = (el.members ?? []).filter((m) => m.kind === 'field');
  const fieldOf = (name: string | undefined) => fields.find((f) => f.name === name);
  const eventDetail = (type: string | undefined) => /^CustomEvent<([\s\S]*)>$/.exec(type ?? '')?.[1] ?? type;
  return (
    `${START}\n<!-- Generated from the manifest (scripts/api-readme.ts): edit the element's JSDoc or props table, not this. -->\n` +
    table(
      'Attributes',
      ['attribute', 'property', 'type', 'default', 'description'],
      (el.attributes ?? []).map((a) => [
        code(a.name),
        code(a.fieldName),
        code(fieldOf(a.fieldName)?.type?.text ?? a.type?.text),
        code(a.default),
        cell(a.description),
      ]),
    ) +
    table(
      'Properties',
      ['property', 'type', 'description'],
      fields
        .filter((f) => !f.attribute)
        .map((f) => [code(f.name), code(f.type?.text), cell((f.readonly ? 'Read-only. ' : '') + f.description)]),
    ) +
    table(
      'Methods',
      ['method', 'description'],
      (el.members ?? [])
        .filter((m) => m.kind === 'method')
        .map((m) => [
          code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')}): ${m.return?.type?.text ?? 'void'}`),
          cell(m.description),
        ]),
    ) +
    table(
      'Events',
      ['event', 'detail', 'description'],
      (el.events ?? []).map((e) => [code(e.name), code(eventDetail(e.type?.text)), cell(e.description)]),
    ) +
    table(
      'Slots',
      ['slot', 'description'],
      (el.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
    ) +
    table(
      'CSS parts',
      ['part', 'description'],
      (el.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    ) +
    table(
      'CSS custom properties',
      ['property', 'description'],
      (el.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)]),
    ) +
    `\n${END}`
  );
}

/** The README with its API block replaced by the manifest's; throws when the markers are missing. */
export function syncReadme(readme: string, el: CemElement, file = 'README.md'): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error(`${file}: no ${START} … ${END} block for <${el.tagName}>'s API tables.`);
  return readme.slice(0, start) + renderApi(el) + readme.slice(end + END.length);
}
