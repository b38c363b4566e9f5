// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvCell, leadsToCsv, unneutralise } from './csv';
import type { LeadRecord } from './store';

/** A strict RFC 4180 reader (test oracle): returns rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

function record(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: 'lead-0001',
    kind: 'scholarship',
    receivedAt: Date.parse('2026-02-01T10:00:00Z'),
    quarantined: false,
    quarantineReason: null,
    email: 'ana@example.com',
    name: 'Ana',
    phone: '',
    country: 'PE',
    bootcamp: 'fullstack',
    fecha: '2026-03-14',
    masterclassAt: null,
    source: null,
    page: null,
    lang: 'es',
    origin: null,
    phoneValid: null,
    phoneMobile: null,
    scholarshipCode: null,
    ...overrides,
  };
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+51987654321', "'+51987654321"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('leadsToCsv', () => {
  it('starts with a BOM and the header, ends lines with CRLF', () => {
    const text = leadsToCsv([record()]);
    expect(text.startsWith('\uFEFFreceived_at,id,kind,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[1]).toBe(
      '2026-02-01T10:00:00.000Z,lead-0001,scholarship,no,,ana@example.com,Ana,,PE,fullstack,2026-03-14,,,es,,,,,,,,,,',
    );
  });

  it('a masterclass sign-up: its class instant in the last column, empty when it asked for the next date', () => {
    const lines = leadsToCsv([
      record({ kind: 'masterclass', fecha: null, masterclassAt: '2027-01-14T19:00:00-05:00' }),
      record({ id: 'lead-0002', kind: 'masterclass', fecha: null, masterclassAt: null }),
    ]).split('\r\n');
    expect(CSV_COLUMNS.at(-1)).toBe('masterclass_at');
    expect(lines[1]).toBe(
      '2026-02-01T10:00:00.000Z,lead-0001,masterclass,no,,ana@example.com,Ana,,PE,fullstack,,,,es,,,,,,,,,,2027-01-14T19:00:00-05:00',
    );
    expect(lines[2]).toBe('2026-02-01T10:00:00.000Z,lead-0002,masterclass,no,,ana@example.com,Ana,,PE,fullstack,,,,es,,,,,,,,,,');
  });

  it('an empty store is the header alone', () => {
    expect(leadsToCsv([])).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
  });

  it("escapes apostrophes before a formula, so a typed '=1 is not read back as =1", () => {
    expect(csvCell("'=1")).toBe("''=1");
    expect(csvCell('=1')).toBe("'=1");
    expect(csvCell("'abc")).toBe("'abc");
  });

  it('round-trips any text through an RFC 4180 reader; no cell starts like a formula', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 40 }), (name, source) => {
        const rows = parseCsv(leadsToCsv([record({ name, source })]).slice(1));
        expect(rows).toHaveLength(2);
        expect(rows[1]).toHaveLength(CSV_COLUMNS.length);
        const nameCell = rows[1]![CSV_COLUMNS.indexOf('name')]!;
        expect(unneutralise(nameCell)).toBe(name);
        for (const cell of rows[1]!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 200 },
    );
  });
});
