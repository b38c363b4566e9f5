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
] as const;

/** File name offered by the HTTP export. */
export const CSV_FILE_NAME = 'embudo-leads.csv';

// Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"). Apostrophes
// before one are escaped too, so the prefix is always removable: `'=1` typed stays `'=1`, not `=1`.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One CSV cell: prefixed with `'` when a spreadsheet would read it as a formula (a name such as
 * `=HYPERLINK(…)` typed into the form must stay text), then quoted per RFC 4180 when it holds a
 * comma, a quote or a line break.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  ];
}

/**
 * The CSV text: a UTF-8 byte order mark (so Excel reads accented names such as "Peña" right),
 * a header line, then one line per lead, lines ending in CRLF as RFC 4180 says.
 */
export function leadsToCsv(leads: readonly LeadRecord[]): string {
  const lines = [CSV_COLUMNS.join(','), ...leads.map((lead) => row(lead).map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
