// @vitest-environment node
/**
 * The "how to add a column to the lead store" steps of lead-columns.ts, followed literally on a copy
 * of this folder: append one migration, add one entry to LEAD_FIELDS, and nothing else. The copy
 * then stores a lead with the new column (SQLite), reads it back into LeadRecord, exports it as the
 * CSV's last column, and its schema has the column. If the steps ever need a third edit, this fails.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { brochureLead } from '../../../../tests/support/lead-api';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'embudo-howto-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The copy: this folder's files (tests left out), and links to everything they import from outside it. */
function copyStore(): string {
  const store = path.join(tmp, 'host/server/leads/store');
  mkdirSync(store, { recursive: true });
  for (const name of readdirSync(here))
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) copyFileSync(path.join(here, name), path.join(store, name));
  for (const link of ['src', 'node_modules', 'host/server/jobs', 'host/server/leads/phone.ts', 'host/server/leads/scholarship-code.ts']) {
    symlinkSync(path.join(root, link), path.join(tmp, link));
  }
  return store;
}

/** Replaces `anchor` (found exactly once) in a file of the copy with `text`. */
function edit(file: string, anchor: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  expect(source.split(anchor), `${path.basename(file)}: "${anchor}" once`).toHaveLength(2);
  writeFileSync(file, source.replace(anchor, text));
}

describe('adding a column to the lead store', () => {
  it('takes one migration and one LEAD_FIELDS entry: the insert, LeadRecord, the CSV and the schema follow', () => {
    const store = copyStore();
    // Step 1: a migration that adds the column, in both dialects.
    edit(
      path.join(store, 'migrations.ts'),
      '];\n\n/** The schema version',
      `  {
    name: 'how-to: the page a lead was sent from, again',
    sqlite: 'ALTER TABLE leads ADD COLUMN sent_from TEXT;',
    postgres: 'ALTER TABLE leads ADD COLUMN sent_from TEXT;',
  },
];

/** The schema version`,
    );
    // Step 2: one entry in LEAD_FIELDS.
    edit(
      path.join(store, 'lead-columns.ts'),
      '] as const satisfies',
      `  { name: 'sent_from', type: 'text', notNull: false, write: (f) => f.lead.meta?.page ?? null, record: 'sentFrom', csv: 'sent_from' },
] as const satisfies`,
    );
    // Done: a program using the copy as any other code uses the store.
    const program = path.join(tmp, 'use-the-copy.ts');
    writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(
      program,
      `import Database from 'better-sqlite3';
import { validateLead } from './src/contracts/lead';
import { CSV_HEAD, csvLine } from './host/server/leads/csv-copy';
import { openLeadStore } from './host/server/leads/store/sqlite';
const check = validateLead(${JSON.stringify(brochureLead({ meta: { fillMs: 5000, page: 'https://embudo.example/beca' } }))});
if (!check.ok) throw new Error(JSON.stringify(check.issues));
const file = ${JSON.stringify(path.join(tmp, 'embudo.db'))};
const store = openLeadStore(file);
await store.saveLead(check.lead, { origin: null, receivedAt: 1 });
const [record] = (await store.pageLeads({}, null, 10)).leads;
const sentFrom: string | null | undefined = record?.sentFrom;
await store.close();
const db = new Database(file, { readonly: true });
const column = (db.prepare('PRAGMA table_info(leads)').all() as { name: string; type: string }[]).find((c) => c.name === 'sent_from');
console.log(JSON.stringify({ sentFrom, header: CSV_HEAD.trim().split(',').at(-1), cell: csvLine(record!).trim().split(',').at(-1), column }));
`,
    );
    // The CSV writer as it is, reading the copy's table.
    writeFileSync(path.join(tmp, 'host/server/leads/csv-copy.ts'), readFileSync(path.join(root, 'host/server/leads/csv.ts'), 'utf8'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', program], { cwd: tmp, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      sentFrom: 'https://embudo.example/beca',
      header: 'sent_from',
      cell: 'https://embudo.example/beca',
      column: expect.objectContaining({ name: 'sent_from', type: 'TEXT' }),
    });
  }, 90_000);
});
