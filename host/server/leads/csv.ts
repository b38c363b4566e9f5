/**
 * The lead export as CSV, shared by `GET /api/leads?format=csv` and `npm run leads` so both give
 * byte-for-byte the same file.
 */
import { CSV_HEADERS, csvValues, type CsvHeader, type LeadRecord } from './store/lead-columns';

/**
 * Columns of the export, in order (header names as a marketer reads them in a spreadsheet): the
 * fields of the lead table (./lead-columns.ts) that have a CSV header, in that table's order. New
 * ones are appended, so the columns before keep their places.
 */
export const CSV_COLUMNS = CSV_HEADERS;

/** File name offered by the HTTP export. */
export const CSV_FILE_NAME = 'embudo-leads.csv';

/**
 * Where a spreadsheet may start a cell: the start of the value, and after any character a
 * spreadsheet in the business's locales splits on (`,` in English, `;` in Spanish and Portuguese,
 * TAB when pasted or opened as TSV) or a line break. A spreadsheet reading the file with another
 * separator than the `,` it was written with does not honour the quotes around a value (they open
 * a field only at its start), so a page URL `…?a=1;=2*21` would give a cell `=2*21`.
 * At each such place, a value that starts like a formula (OWASP: `= + - @`, TAB, CR; after any
 * spaces, quotes or apostrophes a spreadsheet would skip or strip) gets a `'` before it. An
 * apostrophe already there counts as part of what follows, so the neutralising one is always
 * removable: `'=1` typed stays `'=1`.
 */
const FORMULA_AT = /(?<=^|[,;\t\r\n])(?=['"\s]*[=+\-@\t\r])/g;

/** Undoes csvCell's neutralising apostrophes (tests, and a reader who wants the values back). */
export function unneutralise(text: string): string {
  return text.replace(/(?<=^|[,;\t\r\n])'(?=['"\s]*[=+\-@\t\r])/g, '');
}

/**
 * One CSV cell: a `'` before every place a spreadsheet could start a formula (a name such as
 * `=HYPERLINK(…)`, a URL with `;=` in its query, must stay text whatever separator the sheet
 * uses), then quoted per RFC 4180 when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = (value === null || value === undefined ? '' : String(value)).replace(FORMULA_AT, "'");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One of the export's column names. */
export type CsvColumn = CsvHeader;

/**
 * A lead as the export's columns and values, as an object (the webhook's `data`): the same
 * mapping as the CSV, without the spreadsheet escaping a JSON reader does not need.
 */
export function csvRecord(lead: LeadRecord): Record<CsvColumn, string> {
  const values = csvValues(lead);
  return Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, values[index] ?? ''])) as Record<CsvColumn, string>;
}

/**
 * The CSV text: a UTF-8 byte order mark (so Excel reads accented names such as "Peña" right),
 * a header line, then one line per lead, lines ending in CRLF as RFC 4180 says.
 */
export function leadsToCsv(leads: readonly LeadRecord[]): string {
  return CSV_HEAD + leads.map(csvLine).join('');
}

/** The start of every export: the byte order mark and the header line. */
export const CSV_HEAD = `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;

/** One lead as one CSV line, CRLF included (the streamed export writes these a page at a time). */
export function csvLine(lead: LeadRecord): string {
  return `${csvValues(lead).map(csvCell).join(',')}\r\n`;
}
