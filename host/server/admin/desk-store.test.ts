// @vitest-environment node
/**
 * The leads desk's queries and writes in the lead store (the "Leads desk" parts of
 * ../leads/store/: roles.ts, queries.ts and both engines, and the desk's schema step in migrations.ts).
 * The queries run on both engines, as store/contract.test.ts does: the SQLite file and PostgreSQL (a
 * throw-away cluster on loopback, skipped with the reason in its name only when the PostgreSQL
 * binaries are missing). The index check (EXPLAIN QUERY PLAN) is SQLite's own.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateLead, type Lead } from '../../../src/contracts/lead';
import { MIGRATIONS, SCHEMA_VERSION } from '../leads/store/migrations';
import { openStore, type StoreSettings } from '../leads/store/open';
import { PG_MISSING } from '../../../tests/support/pg-test-cluster';
import { storeEngines, type StoreEngine } from '../leads/store/engines';
import { migrate } from '../leads/store/sqlite';
import { leadForm, likeLiteral, type DeskFilter, type LeadCursor, type LeadStore } from '../leads/store';
import { brochureLead, masterclassLead, scholarshipLead } from '../../../tests/support/lead-api';

const lead = (input: unknown): Lead => {
  const check = validateLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.lead;
};

async function seed(store: LeadStore, rows: { input: unknown; at: number }[]): Promise<void> {
  for (const row of rows) await store.saveLead(lead(row.input), { origin: null, receivedAt: row.at });
}

describe('leadForm: which form a lead came from', () => {
  it('a masterclass lead is a masterclass registration, with a date or without; a scholarship lead is a scholarship application wherever it was sent from', () => {
    expect(leadForm(lead(masterclassLead()))).toBe('masterclass');
    expect(leadForm(lead(masterclassLead({ masterclassAt: null, meta: { page: 'https://embudo.test/webinar' } })))).toBe('masterclass');
    expect(leadForm(lead(scholarshipLead({ meta: { page: 'https://embudo.test/masterclass?x=1' } })))).toBe('scholarship');
    expect(leadForm(lead(scholarshipLead({ meta: { page: 'https://embudo.test/?utm_campaign=masterclass' } })))).toBe('scholarship');
    expect(leadForm(lead(scholarshipLead()))).toBe('scholarship');
  });

  it('a brochure lead from an enrolment page or with a chosen plan is an enrolment lead', () => {
    expect(leadForm(lead(brochureLead({ meta: { page: 'https://embudo.test/en/enroll/fullstack/US' } })))).toBe('enrolment');
    expect(leadForm(lead(brochureLead({ meta: { page: 'https://embudo.test/inscripcion/fullstack/PE' } })))).toBe('enrolment');
    expect(leadForm(lead(brochureLead({ Plan: 'Contado' })))).toBe('enrolment');
    expect(leadForm(lead(brochureLead({ meta: { page: 'https://embudo.test/brochure' } })))).toBe('brochure');
  });

  it('likeLiteral escapes %, _ and \\', () => {
    expect(likeLiteral('50%_\\')).toBe('50\\%\\_\\\\');
  });
});

/** Schema 1 as both engines wrote it, with five leads whose form migration 2 must work out. */
const OLD_LEADS: [id: string, kind: string, page: string | null, payload: string][] = [
  ['l1', 'scholarship', 'https://x.test/masterclass', '{}'],
  ['l2', 'scholarship', 'https://x.test/', '{}'],
  ['l3', 'brochure', 'https://x.test/en/enroll/fullstack/US', '{}'],
  ['l4', 'brochure', null, '{"Plan":"Contado"}'],
  ['l5', 'brochure', 'https://x.test/brochure', '{}'],
];
const OLD_FORMS = [
  { id: 'l1', form: 'masterclass' },
  { id: 'l2', form: 'scholarship' },
  { id: 'l3', form: 'enrolment' },
  { id: 'l4', form: 'enrolment' },
  { id: 'l5', form: 'brochure' },
];

const POOL = { poolSize: 4, poolWaitMs: 2000, statementTimeoutMs: 5000 };
/** An engine of ../leads/store/engines.ts, with the two things the desk's migration test needs. */
interface Engine extends StoreEngine {
  /** Writes schema 1 (before the desk) with OLD_LEADS at a new location, returns its settings. */
  schemaOne(): Promise<StoreSettings>;
  /** Every lead's id and form at a location, by id. */
  forms(settings: StoreSettings): Promise<{ id: string; form: string }[]>;
}

const OLD_INSERT = `INSERT INTO leads (id, kind, email, name, phone, country, bootcamp, page, payload, payload_hash, received_at) VALUES`;
const [sqlite, postgres] = storeEngines('embudo-desk-store-', POOL);

const engines: Engine[] = [
  {
    ...sqlite,
    async schemaOne() {
      const settings = await sqlite.fresh();
      const db = new Database(settings.dbPath);
      db.exec(MIGRATIONS[0]!.sqlite);
      db.pragma('user_version = 1');
      const insert = db.prepare(`${OLD_INSERT} (?, ?, 'a@example.com', 'A', '', 'PE', 'fullstack', ?, ?, 'h', 1)`);
      for (const row of OLD_LEADS) insert.run(...row);
      db.close();
      return settings;
    },
    async forms(settings) {
      const db = new Database(settings.dbPath, { readonly: true });
      try {
        return db.prepare('SELECT id, form FROM leads ORDER BY id').all() as { id: string; form: string }[];
      } finally {
        db.close();
      }
    },
  },
  {
    ...postgres,
    async schemaOne() {
      const settings = await postgres.fresh();
      const client = new pg.Client({ connectionString: settings.databaseUrl });
      await client.connect();
      try {
        await client.query(MIGRATIONS[0]!.postgres);
        await client.query('CREATE TABLE embudo_schema (version INTEGER NOT NULL); INSERT INTO embudo_schema VALUES (1)');
        for (const row of OLD_LEADS)
          await client.query(`${OLD_INSERT} ($1, $2, 'a@example.com', 'A', '', 'PE', 'fullstack', $3, $4, 'h', 1)`, row);
      } finally {
        await client.end();
      }
      return settings;
    },
    async forms(settings) {
      const client = new pg.Client({ connectionString: settings.databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ id: string; form: string }>('SELECT id, form FROM leads ORDER BY id')).rows;
      } finally {
        await client.end();
      }
    },
  },
];

describe.each(engines)('leads desk store on $name', (engine) => {
  const title = engine.skip ? `skipped: ${PG_MISSING}` : 'queries and writes';
  describe.skipIf(engine.skip)(title, () => {
    const open: LeadStore[] = [];
    const openAt = async (settings: StoreSettings) => {
      const store = await openStore(settings);
      open.push(store);
      return store;
    };
    const fresh = async () => openAt(await engine.fresh());
    beforeAll(() => engine.beforeAll(), 30_000);
    afterAll(() => engine.afterAll());
    afterEach(async () => {
      for (const store of open.splice(0)) await store.close();
    });

    const t0 = Date.UTC(2026, 0, 10, 12);
    const hour = 3_600_000;

    it('deskLeads filters by form, country, bootcamp and range; searches name, email and phone digits; newest first', async () => {
      const store = await fresh();
      await seed(store, [
        { input: scholarshipLead({ email: 'maria@example.com', name: 'María Soto', phone: '+51911222333', country: 'PE' }), at: t0 },
        { input: brochureLead({ email: 'john@example.com', name: 'John', country: 'US', bootcamp: 'cloud-aws' }), at: t0 + hour },
        { input: brochureLead({ email: 'paula@example.com', name: 'Paula', country: 'MX', Plan: 'Cuotas' }), at: t0 + 2 * hour },
        { input: masterclassLead({ email: 'zed@example.com', name: 'Zed', country: 'PE' }), at: t0 + 3 * hour },
      ]);
      const emails = async (filter: DeskFilter) => (await store.deskLeads(filter, null, 50)).leads.map((l) => l.email);
      expect(await emails({})).toEqual(['zed@example.com', 'paula@example.com', 'john@example.com', 'maria@example.com']);
      expect(await emails({ form: 'enrolment' })).toEqual(['paula@example.com']);
      expect(await emails({ form: 'masterclass' })).toEqual(['zed@example.com']);
      expect(await emails({ country: 'US' })).toEqual(['john@example.com']);
      expect(await emails({ bootcamp: 'cloud-aws' })).toEqual(['john@example.com']);
      expect(await emails({ fromMs: t0 + hour, toMs: t0 + 3 * hour })).toEqual(['paula@example.com', 'john@example.com']);
      expect(await emails({ search: 'MARÍA' })).toEqual(['maria@example.com']);
      expect(await emails({ search: 'soto' })).toEqual(['maria@example.com']);
      expect(await emails({ search: '911 222' })).toEqual(['maria@example.com']);
      expect(await emails({ search: 'JOHN@' })).toEqual(['john@example.com']);
      expect(await emails({ form: 'brochure', country: 'US', search: 'john' })).toEqual(['john@example.com']);
      expect((await store.deskLeads({ form: 'enrolment' }, null, 5)).leads[0]).toMatchObject({
        form: 'enrolment',
        Plan: 'Cuotas',
        name: 'Paula',
        quarantined: false,
      });
    });

    it('a search takes % and _ literally', async () => {
      const store = await fresh();
      await seed(store, [
        { input: brochureLead({ email: 'a_b@example.com' }), at: t0 },
        { input: brochureLead({ email: 'axb@example.com' }), at: t0 + 1 },
      ]);
      expect((await store.deskLeads({ search: 'a_b' }, null, 10)).leads.map((l) => l.email)).toEqual(['a_b@example.com']);
      expect((await store.deskLeads({ search: '%' }, null, 10)).leads).toEqual([]);
    });

    it('pages with a keyset cursor: every lead once, in order, same received_at included, also under a filter', async () => {
      const store = await fresh();
      await seed(
        store,
        Array.from({ length: 7 }, (_, i) => ({ input: brochureLead({ email: `p${i}@example.com` }), at: t0 + Math.floor(i / 3) })),
      );
      const walk = async (filter: DeskFilter) => {
        const seen: string[] = [];
        let cursor: LeadCursor | null = null;
        do {
          const page: Awaited<ReturnType<LeadStore['deskLeads']>> = await store.deskLeads(filter, cursor, 3);
          seen.push(...page.leads.map((l) => l.email));
          cursor = page.next;
        } while (cursor);
        return seen;
      };
      const all = [
        'p6@example.com',
        'p5@example.com',
        'p4@example.com',
        'p3@example.com',
        'p2@example.com',
        'p1@example.com',
        'p0@example.com',
      ];
      expect(await walk({})).toEqual(all);
      expect(await walk({ form: 'brochure', country: 'MX', search: 'example' })).toEqual(all);
    });

    it('countDeskLeads counts up to a cap', async () => {
      const store = await fresh();
      await seed(
        store,
        Array.from({ length: 5 }, (_, i) => ({ input: brochureLead({ email: `c${i}@example.com` }), at: t0 + i })),
      );
      expect(await store.countDeskLeads({}, 10)).toBe(5);
      expect(await store.countDeskLeads({}, 3)).toBe(4); // "more than 3"
      expect(await store.countDeskLeads({ search: 'c1@' }, 10)).toBe(1);
      expect(await store.countDeskLeads({ form: 'scholarship' }, 10)).toBe(0);
    });

    it('funnel events: a visit counts once per stage; counts by stage, source and campaign', async () => {
      const store = await fresh();
      const at = Date.UTC(2026, 1, 1, 15);
      const save = (visit: string, stage: string, extra: Record<string, string> = {}) =>
        store.saveFunnelEvent({ event_name: 'funnel', visit, stage, ...extra } as never, { origin: null, receivedAt: at });
      expect(await save('visit-0001', 'viewed_landing', { source: 'fb', campaign: 'spring' })).toEqual({ status: 'stored' });
      expect(await save('visit-0001', 'viewed_landing', { source: 'fb', campaign: 'spring' })).toEqual({ status: 'duplicate' });
      await save('visit-0001', 'clicked_cta', { source: 'fb', campaign: 'spring' });
      await save('visit-0002', 'viewed_landing');
      const range = { fromMs: at - 1, toMs: at + 1 };
      expect((await store.funnelCounts(range)).sort((a, b) => a.stage.localeCompare(b.stage))).toEqual([
        { stage: 'clicked_cta', visits: 1 },
        { stage: 'viewed_landing', visits: 2 },
      ]);
      expect(await store.funnelCounts({ ...range, source: 'fb', campaign: 'spring' })).toHaveLength(2);
      expect(await store.funnelCounts({ ...range, source: '', campaign: '' })).toEqual([{ stage: 'viewed_landing', visits: 1 }]);
      expect(await store.funnelSources(range, 10)).toEqual([
        { source: '', campaign: '', visits: 1 },
        { source: 'fb', campaign: 'spring', visits: 1 },
      ]);
      expect(await store.funnelSources(range, 1)).toHaveLength(1);
      expect(await store.funnelCounts({ fromMs: at + 1, toMs: at + 2 })).toEqual([]);
    });

    it('leads per hour and per country leave held (quarantined) leads out', async () => {
      const store = await fresh();
      const at = Date.UTC(2026, 1, 1, 15);
      await seed(store, [
        { input: scholarshipLead({ country: 'PE' }), at },
        { input: scholarshipLead({ country: 'PE' }), at: at + hour },
        { input: brochureLead({ country: 'MX' }), at },
        { input: brochureLead({ country: 'MX', meta: { hp: 'bot' } }), at },
        { input: brochureLead({ country: 'CO' }), at: at + 2 * hour },
      ]);
      const range = { fromMs: at, toMs: at + 2 * hour };
      expect(await store.leadsByCountry(range)).toEqual([
        { country: 'PE', leads: 2 },
        { country: 'MX', leads: 1 },
      ]);
      expect(await store.leadsPerHour(range)).toEqual([
        { hour: at / hour, leads: 2 },
        { hour: at / hour + 1, leads: 1 },
      ]);
    });

    it('admin sessions: stored by hash with their token fingerprint; last use only goes forward; listed live per token; purged on sign-in when expired or of another token; ended one by one or all at once', async () => {
      const store = await fresh();
      await store.createAdminSession({ idHash: 'hash-a', tokenPrint: 'print-1', createdAt: 1000, expiresAt: 2000 });
      expect(await store.adminSession('hash-a')).toEqual({
        idHash: 'hash-a',
        tokenPrint: 'print-1',
        createdAt: 1000,
        expiresAt: 2000,
        lastUsedAt: 1000,
      });
      await store.createAdminSession({ idHash: 'hash-b', tokenPrint: 'print-1', createdAt: 3000, expiresAt: 9000 });
      expect(await store.adminSession('hash-a')).toBeUndefined();
      await store.createAdminSession({ idHash: 'hash-c', tokenPrint: 'print-1', createdAt: 3500, expiresAt: 9000 });
      await store.touchAdminSession('hash-c', 4000);
      await store.touchAdminSession('hash-c', 3900);
      expect((await store.adminSession('hash-c'))?.lastUsedAt).toBe(4000);
      expect((await store.adminSessions('print-1', 5000)).map((row) => [row.idHash, row.lastUsedAt])).toEqual([
        ['hash-c', 4000],
        ['hash-b', 3000],
      ]);
      expect(await store.adminSessions('print-2', 5000)).toEqual([]);
      expect(await store.adminSessions('print-1', 9000)).toEqual([]);
      // A sign-in with another token (the token changed) forgets the old token's sessions.
      await store.createAdminSession({ idHash: 'hash-d', tokenPrint: 'print-2', createdAt: 6000, expiresAt: 12_000 });
      expect([await store.adminSession('hash-b'), await store.adminSession('hash-c')]).toEqual([undefined, undefined]);
      expect((await store.adminSessions('print-2', 6000)).map((row) => row.idHash)).toEqual(['hash-d']);
      await store.deleteAdminSession('hash-d');
      expect(await store.adminSession('hash-d')).toBeUndefined();
      await store.createAdminSession({ idHash: 'hash-e', tokenPrint: 'print-2', createdAt: 7000, expiresAt: 12_000 });
      await store.createAdminSession({ idHash: 'hash-f', tokenPrint: 'print-2', createdAt: 7001, expiresAt: 12_000 });
      expect(await store.deleteAllAdminSessions()).toBe(2);
      expect([await store.adminSession('hash-e'), await store.adminSession('hash-f')]).toEqual([undefined, undefined]);
      expect(await store.deleteAllAdminSessions()).toBe(0);
    });

    it('the desk schema step on a store of schema 1 backfills the form of existing leads, and new leads get theirs', async () => {
      const settings = await engine.schemaOne();
      const store = await openAt(settings);
      expect(await engine.forms(settings)).toEqual(OLD_FORMS);
      expect((await store.deskLeads({ form: 'enrolment' }, null, 10)).leads.map((l) => l.id)).toEqual(['l4', 'l3']);
      // The scholarship leads the masterclass page sent before its own form stay filed as masterclass ones, beside the new kind.
      const masterclass = lead(masterclassLead({ masterclassAt: null }));
      await store.saveLead(masterclass, { origin: null, receivedAt: 2 });
      const filed = (await store.deskLeads({ form: 'masterclass' }, null, 10)).leads;
      expect(filed.map((l) => [l.id, l.kind, l.masterclassAt])).toEqual([
        [masterclass.id, 'masterclass', null],
        ['l1', 'scholarship', null],
      ]);
      await store.saveFunnelEvent({ event_name: 'funnel', visit: 'visit-0009', stage: 'viewed_landing' }, { origin: null, receivedAt: 5 });
      expect(await store.funnelCounts({ fromMs: 0, toMs: 10 })).toEqual([{ stage: 'viewed_landing', visits: 1 }]);
    });
  });
});

describe('the session step on SQLite', () => {
  it('ends the sessions stored before it: they cannot show which token they signed in with', async () => {
    const before = MIGRATIONS.findIndex((step) => step.name.startsWith('admin sessions bound to the token'));
    const db = new Database(':memory:');
    for (const step of MIGRATIONS.slice(0, before)) db.exec(step.sqlite);
    db.pragma(`user_version = ${before}`);
    db.prepare('INSERT INTO admin_sessions (id_hash, created_at, expires_at) VALUES (?, ?, ?)').run('old', 1, Number.MAX_SAFE_INTEGER);
    migrate(db);
    expect(db.prepare('SELECT count(*) AS n FROM admin_sessions').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('the desk schema step on SQLite: indexes', () => {
  it('a form filter reads its (form, received_at) index in the newest-first order, no sort', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    for (const [column, value] of [
      ['form', 'brochure'],
      ['country', 'PE'],
      ['bootcamp', 'fullstack'],
    ]) {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT rowid FROM leads WHERE ${column} = '${value}' ORDER BY received_at DESC, rowid DESC LIMIT 50`)
        .all() as { detail: string }[];
      const details = plan.map((p) => p.detail).join(' ');
      expect(details).toMatch(new RegExp(`USING (COVERING )?INDEX leads_${column}_received_at`));
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
    db.close();
  });
});
