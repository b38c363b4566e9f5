// @vitest-environment node
// Row 4: the export is safe in every spreadsheet of the business's locales, whatever
// separator it splits on (`,` English, `;` Spanish/Portuguese, TAB).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvCell, leadsToCsv, unneutralise } from './csv';
import type { LeadRecord } from './store';

/**
 * How a spreadsheet reads a line with a given separator (LibreOffice, Excel): a `"` opens a quoted
 * field only at the start of a field; elsewhere it is a plain character. Rows end at CRLF outside quotes.
 */
function spreadsheet(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let start = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && start) {
      quoted = true;
      start = false;
    } else if (ch === separator) {
      row.push(cell);
      cell = '';
      start = true;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      start = true;
      i++;
    } else {
      cell += ch;
      start = false;
    }
  }
  return rows;
}

/** A cell a spreadsheet would run: starts with = + - @, TAB or CR (numbers aside: `-5`, `+51…` stay numbers). */
const runs = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(cell);

const HOSTILE = [
  '=1+41',
  '+1+41',
  '-1+43',
  '@SUM(1,41)',
  '\t=1',
  '\r=1',
  'a;=2*21;',
  'a,=2*21',
  'a\t=2*21',
  'x;"=2*21',
  "x;'=2*21",
  'x; =2*21',
  '"=1"',
  'a\n=1',
  ';;=1',
  '=1;=2',
];

function record(value: string, i = 0): LeadRecord {
  return {
    id: `${value}-${i}`,
    kind: value as LeadRecord['kind'],
    receivedAt: Date.parse('2026-02-01T10:00:00Z'),
    quarantined: false,
    quarantineReason: value,
    email: value,
    name: value,
    phone: value,
    country: value,
    bootcamp: value,
    fecha: value,
    masterclassAt: value,
    source: `?a=1;${value}`,
    page: `https://embudo.example/beca?a=1;=2*21;${value}`,
    lang: value,
    origin: value,
    phoneValid: null,
    phoneMobile: null,
    scholarshipCode: null,
  };
}

describe('the CSV export split by , ; or TAB', () => {
  it.each([',', ';', '\t'])('no cell starts a formula with hostile values in every column (separator %j)', (separator) => {
    const text = leadsToCsv(HOSTILE.map(record)).slice(1);
    const rows = spreadsheet(text, separator);
    expect(rows).toHaveLength(HOSTILE.length + 1);
    for (const row of rows) for (const cell of row) expect(runs(cell), JSON.stringify(cell)).toBe(false);
    // And split naively, quotes ignored altogether.
    for (const line of text.split(/\r\n|\n|\r/))
      for (const cell of line.split(separator)) expect(runs(cell.replace(/^"/, '')), JSON.stringify(cell)).toBe(false);
  });

  it("the issue's page URL …?a=1;=2*21; and name Ana;=1+41; never compute", () => {
    const text = leadsToCsv([{ ...record('x'), name: 'Ana;=1+41;', page: 'https://embudo.example/?a=1;=2*21;' }]);
    for (const separator of [',', ';', '\t'])
      for (const cell of spreadsheet(text.slice(1), separator).flat()) expect(runs(cell), cell).toBe(false);
    // Read with "," (as written), the URL is one cell and reads back exactly once the apostrophes are undone.
    const cells = spreadsheet(text.slice(1), ',')[1]!;
    expect(unneutralise(cells[CSV_COLUMNS.indexOf('page')]!)).toBe('https://embudo.example/?a=1;=2*21;');
  });

  it('property: any text in any column, any separator: no cell runs, and the value reads back', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '"', "'", ' ', '=1', ';=', ',+', '\t@'),
    );
    const value = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(value, fc.constantFrom(',', ';', '\t'), (text, separator) => {
        const lead = { ...record('x'), name: text, email: text, page: text, source: text, origin: text };
        const csv = leadsToCsv([lead]).slice(1);
        for (const cell of spreadsheet(csv, separator).flat()) expect(runs(cell), JSON.stringify(cell)).toBe(false);
        expect(unneutralise(spreadsheet(csv, ',')[1]![CSV_COLUMNS.indexOf('name')]!)).toBe(text);
        expect(
          unneutralise(
            csvCell(text)
              .replace(/^"([\s\S]*)"$/, '$1')
              .replace(/""/g, '"'),
          ),
        ).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
