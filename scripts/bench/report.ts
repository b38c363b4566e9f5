/**
 * The one bench report (`npm run bench` → bench/REPORT.md, also printed): a header with the date,
 * the machine and its load, then one section per bench part, in the order of `order` (then of
 * arrival). A bench part is a function that measures and calls `report.addSection(title, markdown)`;
 * it never writes the file itself. See scripts/bench.ts PARTS for how a part is plugged in.
 */
import os from 'node:os';

/** One section of the report. */
export interface ReportSection {
  title: string;
  markdown: string;
  order: number;
}

/** Sections given by the bench parts, rendered as one Markdown document. */
export class BenchReport {
  readonly #sections: ReportSection[] = [];
  readonly #loadBefore = os.loadavg()[0]!;
  readonly #started = new Date();

  /** Adds a section (a `## title` heading and its Markdown body). Lower `order` comes first (default 100). */
  addSection(title: string, markdown: string, order = 100): void {
    this.#sections.push({ title, markdown: markdown.trim(), order });
  }

  get sections(): readonly ReportSection[] {
    return this.#sections;
  }

  /** The whole document. */
  toMarkdown(): string {
    const cpus = os.cpus();
    const loadAfter = os.loadavg()[0]!;
    const busy = Math.max(this.#loadBefore, loadAfter) > cpus.length;
    const header = [
      '# Embudo bench report',
      '',
      `- Date: ${this.#started.toISOString()} (took ${Math.round((Date.now() - this.#started.getTime()) / 1000)} s)`,
      `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.type()} ${os.release()}, Node ${process.version}`,
      `- Load (1-minute average): ${this.#loadBefore.toFixed(1)} at start → ${loadAfter.toFixed(1)} at the end${busy ? ' — busy: other work competed with the bench, expect noisy figures' : ''}`,
      '- Figures are medians of several runs; comparisons are ratios measured in the same run.',
    ];
    const body = [...this.#sections]
      .map((section, index) => ({ section, index }))
      .sort((a, b) => a.section.order - b.section.order || a.index - b.index)
      .map(({ section }) => `## ${section.title}\n\n${section.markdown}`);
    return `${[header.join('\n'), ...body].join('\n\n')}\n`;
  }
}

/** A Markdown table: the first row is the header; `align` per column ('l' or 'r'). Pipes in cells are escaped. */
export function mdTable(rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const [head, ...rest] = rows;
  if (!head) return '';
  const line = (row: readonly string[]) => `| ${row.map(cell).join(' | ')} |`;
  return [line(head), `|${align.map((a) => (a === 'r' ? ' ---: ' : ' --- ')).join('|')}|`, ...rest.map(line)].join('\n');
}

/** The median of `xs` (0 for none). */
export function medianOf(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
