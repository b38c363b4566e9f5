// @vitest-environment node
/**
 * The lead table (lead-columns.ts) against the schema the migrations build, on both engines: the
 * same columns, each of the type and nullability the table says. A column added to one and not the
 * other fails here, before an insert or a read does. PostgreSQL runs on a throw-away cluster
 * (pg-test-cluster.ts), skipped with the reason in its name only when its binaries are missing.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateLead } from '../../../../src/contracts/lead';
import { CSV_HEAD } from '../csv';
import { CSV_HEADERS, LEAD_COLUMNS, SQL_TYPES, leadColumns } from './lead-columns';
import { openStore } from './open';
import { PG_MISSING } from '../../../../tests/support/pg-test-cluster';
import { storeEngines } from './engines';
import type { LeadStore } from './index';
import { scholarshipLead } from '../../../../tests/support/lead-api';

/** Columns one engine has and the table does not name: PostgreSQL's `seq`, the insertion order SQLite's rowid gives. */
const ENGINE_ONLY = { sqlite: [] as string[], postgres: ['seq'] };

interface Column {
  type: string;
  notNull: boolean;
}

const engines = storeEngines('embudo-columns-', { poolSize: 2, poolWaitMs: 2000, statementTimeoutMs: 5000 });

/** The leads table as the table of lead-columns.ts says each engine must have it. */
function expected(engine: 'sqlite' | 'postgres'): Record<string, Column> {
  return Object.fromEntries(
    LEAD_COLUMNS.map((column) => [
      column.name,
      { type: SQL_TYPES[column.type][engine].toLowerCase(), notNull: column.notNull || 'key' in column },
    ]),
  );
}

describe.each(engines)('the lead table and the migrated schema on $name', (engine) => {
  describe.skipIf(engine.skip)(engine.skip ? `skipped: ${PG_MISSING}` : 'agree', () => {
    const open: LeadStore[] = [];
    beforeAll(() => engine.beforeAll(), 30_000);
    afterAll(() => engine.afterAll());
    afterEach(async () => {
      for (const store of open.splice(0)) await store.close();
    });

    it('every column of leads is in LEAD_COLUMNS with its type and nullability, and every entry is a column', async () => {
      const settings = await engine.fresh();
      open.push(await openStore(settings)); // migrates to the latest schema
      let actual: Record<string, Column>;
      if (engine.name === 'sqlite') {
        const db = new Database(settings.dbPath, { readonly: true });
        try {
          const rows = db.prepare('PRAGMA table_info(leads)').all() as { name: string; type: string; notnull: number; pk: number }[];
          actual = Object.fromEntries(
            rows.map((row) => [row.name, { type: row.type.toLowerCase(), notNull: row.notnull === 1 || row.pk === 1 }]),
          );
        } finally {
          db.close();
        }
      } else {
        const client = new pg.Client({ connectionString: settings.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ column_name: string; data_type: string; is_nullable: string }>(
            "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = 'leads' AND table_schema = current_schema()",
          );
          actual = Object.fromEntries(
            rows.map((row) => [row.column_name, { type: row.data_type.toLowerCase(), notNull: row.is_nullable === 'NO' }]),
          );
        } finally {
          await client.end();
        }
      }
      for (const name of ENGINE_ONLY[engine.name]) {
        expect(actual, `${name}: the engine's own column`).toHaveProperty(name);
        delete actual[name];
      }
      expect(actual).toEqual(expected(engine.name));
    });
  });
});

describe('the lead table', () => {
  it('a new lead gives a value for every column, and nothing else', () => {
    const check = validateLead(scholarshipLead());
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    const row = leadColumns(check.lead, { origin: 'https://embudo.example', receivedAt: 5 });
    expect(Object.keys(row).sort()).toEqual(LEAD_COLUMNS.map((column) => column.name).sort());
    expect(row).toMatchObject({
      id: check.lead.id,
      received_at: 5,
      origin: 'https://embudo.example',
      quarantined: false,
      form: 'scholarship',
    });
    for (const column of LEAD_COLUMNS) if (column.notNull) expect(row[column.name], column.name).not.toBeNull();
  });

  it('the CSV keeps its columns in their places (spreadsheets and imports read them by position)', () => {
    expect(CSV_HEADERS.join(',')).toBe(
      'received_at,id,kind,quarantined,quarantine_reason,email,name,phone,country,bootcamp,fecha,source,page,lang,origin,notify,plan,forma_pago,select_mes,select_turno,fecha_select,phone_valid,phone_mobile,masterclass_at',
    );
    expect(CSV_HEAD).toBe(`\uFEFF${CSV_HEADERS.join(',')}\r\n`);
  });
});
