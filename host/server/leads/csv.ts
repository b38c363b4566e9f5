/**
 * The lead export as CSV, shared by `GET /api/leads?format=csv` and `npm run leads` so both give
 * byte-for-byte the same file.
 */
import type { LeadRecord } from './store';

/** Columns of the export, in order (header names as a marketer reads them in a spreadsheet). */
export const CSV_COLUMNS = [
  'received_at',
  'id',
  'kind',
  'quarantined',
  'quarantine_reason',
  'email',
  'name',
  'phone',
  'country',
  'bootcamp',
  'fecha',
  'source',
  'page',
  'lang',
  'origin',
  // Appended (issue 18), so the columns before keep their places.
  'notify',
  'plan',
  'forma_pago',
  'select_mes',
  'select_turno',
  'fecha_select',
  // Appended (issue 20 M8): the phone's checks, 'yes', 'no' or '' (no phone; mobile: cannot tell).
  'phone_valid',
  'phone_mobile',
  // Appended: the masterclass registration's class instant (ISO 8601 with the school's offset; '' when none).
  'masterclass_at',
] as const;

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

const yesNo = (value: boolean | null | undefined): string => (value === true ? 'yes' : value === false ? 'no' : '');

function row(lead: LeadRecord): string[] {
  return [
    new Date(lead.receivedAt).toISOString(),
    lead.id,
    lead.kind,
    lead.quarantined ? 'yes' : 'no',
    lead.quarantineReason ?? '',
    lead.email,
    lead.name,
    lead.phone,
    lead.country,
    lead.bootcamp,
    lead.fecha ?? '',
    lead.source ?? '',
    lead.page ?? '',
    lead.lang ?? '',
    lead.origin ?? '',
    lead.notify === true ? 'yes' : lead.notify === false ? 'no' : '',
    lead.Plan ?? '',
    lead.formaPago ?? '',
    lead.select_mes ?? '',
    lead.select_turno ?? '',
    lead.fechaSelect ?? '',
    yesNo(lead.phoneValid),
    yesNo(lead.phoneMobile),
    lead.masterclassAt ?? '',
  ];
}

/** One of the export's column names. */
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * A lead as the export's columns and values, as an object (the webhook's `data`): the same
 * mapping as the CSV, without the spreadsheet escaping a JSON reader does not need.
 */
export function csvRecord(lead: LeadRecord): Record<CsvColumn, string> {
  const values = row(lead);
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
  return `${row(lead).map(csvCell).join(',')}\r\n`;
}
