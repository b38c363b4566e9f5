// @vitest-environment node
/**
 * The LeadStore contract, run against both engines: the SQLite file and PostgreSQL (a throw-away
 * cluster on loopback, pg-test-cluster.ts). Each test gets an empty store of its own. The PostgreSQL
 * half is skipped, with the reason in its name, only when the PostgreSQL binaries are missing.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateLead, type Lead, type LeadInput } from '../../../../src/contracts/lead';
import { SCHEMA_VERSION } from './migrations';
import { openStore, type StoreSettings } from './open';
import { PG_MISSING } from '../../../../tests/support/pg-test-cluster';
import { storeEngines } from './engines';
import { StoreClosedError, StoreOpenError, type LeadStore } from './index';
import { advisorLead, brochureLead, masterclassLead, scholarshipLead } from '../../../../tests/support/lead-api';

function valid(input: LeadInput): Lead {
  const check = validateLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.lead;
}

const ctx = { origin: null };
const POOL = { poolSize: 10, poolWaitMs: 2000, statementTimeoutMs: 5000 };
const engines = storeEngines('embudo-contract-', POOL);

describe.each(engines)('LeadStore on $name', (engine) => {
  const title = engine.skip ? `skipped: ${PG_MISSING}` : 'contract';
  describe.skipIf(engine.skip)(title, () => {
    const open: LeadStore[] = [];
    let settings: StoreSettings;
    const openFresh = async (options: { readonly?: boolean } = {}) => {
      const store = await openStore(settings, options);
      open.push(store);
      return store;
    };
    beforeAll(() => engine.beforeAll(), 30_000);
    afterAll(() => engine.afterAll());
    afterEach(async () => {
      for (const store of open.splice(0)) await store.close();
    });
    const fresh = async () => {
      settings = await engine.fresh();
      return openFresh();
    };

    it('stores a lead, replays the same id and payload as duplicate, refuses another payload as conflict', async () => {
      const store = await fresh();
      const lead = valid(scholarshipLead());
      const stored = await store.saveLead(lead, ctx);
      const code = stored.status === 'stored' ? stored.scholarshipCode : undefined;
      expect(stored).toEqual({ status: 'stored', id: lead.id, quarantined: false, scholarshipCode: code });
      expect(await store.saveLead(lead, ctx)).toEqual({ status: 'duplicate', id: lead.id, quarantined: false, scholarshipCode: code });
      // Key order does not matter: the hash is of the canonical JSON.
      const reordered = Object.fromEntries(Object.entries(lead).reverse()) as Lead;
      expect(await store.saveLead(reordered, ctx)).toMatchObject({ status: 'duplicate' });
      expect(await store.saveLead({ ...lead, name: 'Other' }, ctx)).toEqual({ status: 'conflict', id: lead.id });
      expect(await store.countLeads()).toBe(1);
      expect(store.leadsStored).toBe(1);
    });

    it('gives each scholarship application a code of its own, kept with the lead; other forms get none', async () => {
      const store = await fresh();
      const applications = Array.from({ length: 20 }, () => valid(scholarshipLead()));
      const brochure = valid(brochureLead());
      // A masterclass registration is not an application.
      const registration = valid(masterclassLead());
      const results = await Promise.all([...applications, brochure, registration].map((lead) => store.saveLead(lead, ctx)));
      const codes = results.map((r) => (r.status === 'conflict' ? undefined : r.scholarshipCode));
      for (const code of codes.slice(0, 20)) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(new Set(codes.slice(0, 20)).size).toBe(20);
      expect(codes.slice(20)).toEqual([null, null]);
      const byId = new Map((await store.listLeads()).map((record) => [record.id, record.scholarshipCode]));
      expect(applications.map((lead) => byId.get(lead.id))).toEqual(codes.slice(0, 20));
      expect([byId.get(brochure.id), byId.get(registration.id)]).toEqual([null, null]);
      // The desk's page reads it too, and a retry of the same application replays the stored code.
      expect(
        (await store.deskLeads({ form: 'scholarship' }, null, 50)).leads.find((r) => r.id === applications[0]!.id)?.scholarshipCode,
      ).toBe(codes[0]);
      expect(await store.saveLead(applications[0]!, ctx)).toMatchObject({ status: 'duplicate', scholarshipCode: codes[0] });
    });

    it('stores each phone as E.164 with its checks; invalid numbers kept, flagged; no phone, no checks', async () => {
      const store = await fresh();
      const leads = [
        valid(scholarshipLead({ phone: '+541123456789', country: 'AR' })), // typed '11 2345 6789' in Argentina
        valid(scholarshipLead({ phone: '+519876543', country: 'PE' })), // a Peruvian mobile two digits short
        valid(scholarshipLead({ phone: '+12015550123', country: 'US' })),
        valid(brochureLead()), // the placeholder: no phone
      ];
      for (const lead of leads) await store.saveLead(lead, ctx);
      const byId = new Map((await store.listLeads()).map((record) => [record.id, record]));
      expect(leads.map((lead) => byId.get(lead.id)).map((r) => [r?.phone, r?.phoneValid, r?.phoneMobile])).toEqual([
        ['+5491123456789', true, true],
        ['+519876543', false, null],
        ['+12015550123', true, null],
        ['', null, null],
      ]);
      expect((await store.pageLeads({}, null, 10)).leads.find((r) => r.id === leads[0]!.id)).toMatchObject({
        phone: '+5491123456789',
        phoneValid: true,
        phoneMobile: true,
      });
    });

    it('the same id many times at once: one row, one stored, the rest duplicate (quarantine flag replayed)', async () => {
      const store = await fresh();
      const lead = valid(scholarshipLead({ meta: { hp: 'bot' } }));
      const results = await Promise.all(Array.from({ length: 20 }, () => store.saveLead(lead, ctx)));
      expect(results.filter((r) => r.status === 'stored')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(19);
      expect(results.every((r) => r.status !== 'conflict' && r.quarantined)).toBe(true);
      expect(await store.countLeads()).toBe(1);
    });

    it('two stores (two servers) on one location: one row per id, the same answers, the same export', async () => {
      const a = await fresh();
      const b = await openFresh();
      const leads = Array.from({ length: 200 }, (_, n) => valid(n % 2 ? brochureLead() : scholarshipLead()));
      // One batch each, in opposite orders: the two inserts must not deadlock on each other's rows.
      const results = await Promise.all([
        ...leads.map((lead) => a.saveLead(lead, ctx)),
        ...[...leads].reverse().map((lead) => b.saveLead(lead, ctx)),
      ]);
      expect(results.filter((r) => r.status === 'stored')).toHaveLength(200);
      expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(200);
      expect(await a.countLeads()).toBe(200);
      expect(await a.pageLeads({}, null, 300)).toEqual(await b.pageLeads({}, null, 300));
    });

    it('keeps every column and the export extras; rows survive closing and reopening', async () => {
      let store = await fresh();
      const scholarship = valid(
        scholarshipLead({ notify: true, meta: { fillMs: 9000, hp: '', page: 'https://embudo.test/beca', lang: 'es' } }),
      );
      const brochure = valid(
        brochureLead({ Plan: 'Plan Mensual', formaPago: 'mensual', select_mes: 'marzo', select_turno: 'noche', fechaSelect: '2026-03-10' }),
      );
      const bot = valid(scholarshipLead({ meta: { hp: 'x' } }));
      for (const lead of [scholarship, brochure, bot])
        await store.saveLead(lead, { origin: 'https://partner.example', receivedAt: 1_700_000_000_000 });
      await store.close();
      store = await openFresh();
      const page = await store.pageLeads({}, null, 10);
      const byId = new Map(page.leads.map((record) => [record.id, record]));
      expect(byId.get(scholarship.id)).toMatchObject({
        kind: 'scholarship',
        email: 'ana@example.com',
        name: 'Ana Peña',
        phone: '+51987654321',
        country: 'PE',
        bootcamp: 'fullstack',
        fecha: '2026-03-14',
        source: null,
        page: 'https://embudo.test/beca',
        lang: 'es',
        origin: 'https://partner.example',
        receivedAt: 1_700_000_000_000,
        quarantined: false,
        quarantineReason: null,
        notify: true,
        Plan: null,
      });
      expect(byId.get(brochure.id)).toMatchObject({
        kind: 'brochure',
        phone: '',
        fecha: null,
        source: '?utm_source=test',
        Plan: 'Plan Mensual',
        formaPago: 'mensual',
        select_mes: 'marzo',
        select_turno: 'noche',
        fechaSelect: '2026-03-10',
        notify: null,
      });
      expect(byId.get(bot.id)).toMatchObject({ quarantined: true, quarantineReason: 'honeypot' });
      expect((await store.listLeads()).map((record) => record.id).sort()).toEqual([scholarship.id, brochure.id, bot.id].sort());
      // Idempotency survives a restart.
      expect(await store.saveLead(scholarship, ctx)).toMatchObject({ status: 'duplicate' });
    });

    it('an advisor request is its own kind and form: no scholarship code, no webinar date; filtered apart from scholarships', async () => {
      let store = await fresh();
      const advisor = valid(advisorLead());
      const scholarship = valid(scholarshipLead());
      await store.saveLead(advisor, { origin: null, receivedAt: 1_700_000_000_000 });
      await store.saveLead(scholarship, { origin: null, receivedAt: 1_700_000_000_001 });
      await store.close();
      store = await openFresh();
      expect(await store.getLead(advisor.id)).toMatchObject({
        kind: 'advisor',
        form: 'advisor',
        scholarshipCode: null,
        fecha: null,
        source: null,
        masterclassAt: null,
        phone: '+51987654321',
        bootcamp: 'frontend-completo',
      });
      expect((await store.pageLeads({ kind: 'advisor' }, null, 10)).leads.map((record) => record.id)).toEqual([advisor.id]);
      expect((await store.deskLeads({ form: 'advisor' }, null, 10)).leads.map((record) => [record.id, record.form])).toEqual([
        [advisor.id, 'advisor'],
      ]);
      expect((await store.deskLeads({ form: 'scholarship' }, null, 10)).leads.map((record) => record.id)).toEqual([scholarship.id]);
    });

    it('a masterclass registration keeps its class instant as sent, or null when none was scheduled; the other kinds have none', async () => {
      let store = await fresh();
      const dated = valid(masterclassLead({ notify: false }));
      const undated = valid(masterclassLead({ masterclassAt: null, phone: '' }));
      const scholarship = valid(scholarshipLead());
      for (const [i, lead] of [dated, undated, scholarship].entries())
        await store.saveLead(lead, { origin: null, receivedAt: 1_700_000_000_000 + i });
      // A restart in between: the column is there for good, not in a cache.
      await store.close();
      store = await openFresh();
      const byId = new Map((await store.listLeads()).map((record) => [record.id, record]));
      expect(byId.get(dated.id)).toMatchObject({
        kind: 'masterclass',
        masterclassAt: '2027-01-14T19:00:00-05:00',
        fecha: null,
        source: null,
        phone: '+573001234567',
        country: 'CO',
      });
      expect(byId.get(undated.id)).toMatchObject({ kind: 'masterclass', masterclassAt: null, phone: '' });
      expect(byId.get(scholarship.id)).toMatchObject({ kind: 'scholarship', masterclassAt: null, fecha: '2026-03-14' });
      const page = await store.pageLeads({ kind: 'masterclass' }, null, 10);
      expect(page.leads.map((record) => [record.id, record.masterclassAt, record.notify])).toEqual([
        [undated.id, null, null],
        [dated.id, '2027-01-14T19:00:00-05:00', false],
      ]);
      expect(
        (await store.deskLeads({ form: 'masterclass' }, null, 10)).leads.map((record) => [record.id, record.form, record.masterclassAt]),
      ).toEqual([
        [undated.id, 'masterclass', null],
        [dated.id, 'masterclass', '2027-01-14T19:00:00-05:00'],
      ]);
      // The same registration again is the one lead; its instant changed is another payload.
      expect(await store.saveLead(dated, ctx)).toMatchObject({ status: 'duplicate' });
      expect(await store.saveLead({ ...dated, masterclassAt: '2027-02-11T19:00:00-05:00' } as Lead, ctx)).toEqual({
        status: 'conflict',
        id: dated.id,
      });
    });

    it('pageLeads: filters, newest first, ties in insertion order, a keyset cursor across pages', async () => {
      const store = await fresh();
      const ids: string[] = [];
      for (let n = 0; n < 25; n += 1) {
        const lead = valid(n % 3 === 0 ? brochureLead({ country: 'MX' }) : scholarshipLead({ country: n % 2 ? 'PE' : 'CO' }));
        ids.push(lead.id);
        // Five leads share each millisecond: the cursor must not skip or repeat any of them.
        await store.saveLead(lead, { origin: null, receivedAt: 1_000_000 + Math.floor(n / 5) * 1000 });
      }
      const all: string[] = [];
      let cursor = null;
      for (;;) {
        const page: Awaited<ReturnType<LeadStore['pageLeads']>> = await store.pageLeads({}, cursor, 7);
        all.push(...page.leads.map((lead) => lead.id));
        if (!page.next) break;
        cursor = page.next;
      }
      expect(all).toEqual([...ids].reverse());
      const brochures = await store.pageLeads({ kind: 'brochure' }, null, 100);
      expect(brochures.leads.map((lead) => lead.country)).toEqual(Array(9).fill('MX'));
      expect(brochures.next).toBeNull();
      const peru = await store.pageLeads({ country: 'PE', fromMs: 1_001_000, toMs: 1_003_000 }, null, 100);
      expect(peru.leads.map((lead) => lead.id)).toEqual(ids.filter((_, n) => n % 3 !== 0 && n % 2 === 1 && n >= 5 && n < 15).reverse());
      expect((await store.pageLeads({ bootcamp: 'data' }, null, 10)).leads).toEqual([]);
    });

    it('recentActivity: kind, country and time of non-quarantined leads since a time, newest first, at most `limit`', async () => {
      const store = await fresh();
      await store.saveLead(valid(scholarshipLead({ country: 'PE' })), { origin: null, receivedAt: 1000 });
      await store.saveLead(valid(brochureLead({ country: 'MX' })), { origin: null, receivedAt: 3000 });
      await store.saveLead(valid(brochureLead({ country: 'CO', meta: { fillMs: 5 } })), { origin: null, receivedAt: 4000 });
      await store.saveLead(valid(scholarshipLead({ country: 'CL' })), { origin: null, receivedAt: 2000 });
      await store.saveLead(valid(scholarshipLead({ country: 'AR' })), { origin: null, receivedAt: 500 });
      expect(await store.recentActivity(10, 1000)).toEqual([
        { kind: 'brochure', country: 'MX', receivedAt: 3000 },
        { kind: 'scholarship', country: 'CL', receivedAt: 2000 },
        { kind: 'scholarship', country: 'PE', receivedAt: 1000 },
      ]);
      expect(await store.recentActivity(2, 0)).toHaveLength(2);
      expect(await store.recentActivity(0, 0)).toEqual([]);
    });

    it('CRM events: stored once per fbclid', async () => {
      const store = await fresh();
      const event = { event_name: 'event-fbclid' as const, fbclid_short_code: 'AB12', fbclid: 'abc' };
      expect(await store.saveEvent(event, ctx)).toEqual({ status: 'stored', fbclid: 'abc' });
      expect(await store.saveEvent(event, ctx)).toEqual({ status: 'duplicate', fbclid: 'abc' });
      expect(await store.countEvents()).toBe(1);
    });

    it('ping answers while open; after close() writes and pings reject', async () => {
      const store = await fresh();
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      expect(store.closed).toBe(true);
      await expect(store.saveLead(valid(scholarshipLead()), ctx)).rejects.toBeInstanceOf(StoreClosedError);
      await expect(store.ping()).rejects.toThrow();
    });

    it('read-only (the export CLI): reads rows, refuses writes', async () => {
      const writer = await fresh();
      await writer.saveLead(valid(scholarshipLead()), ctx);
      const reader = await openFresh({ readonly: true });
      expect(await reader.countLeads()).toBe(1);
      await expect(reader.saveLead(valid(scholarshipLead()), ctx)).rejects.toBeInstanceOf(StoreClosedError);
    });

    it('several stores opening one fresh location at once all open it, migrated once', async () => {
      settings = await engine.fresh();
      const stores = await Promise.all(Array.from({ length: 4 }, () => openFresh()));
      await Promise.all(stores.map((store, n) => store.saveLead(valid(scholarshipLead({ id: `same-lead-${n % 2}` })), ctx)));
      expect(await stores[3]!.countLeads()).toBe(2);
      if (engine.name === 'postgres') {
        const client = new pg.Client({ connectionString: settings.databaseUrl });
        await client.connect();
        const { rows } = await client.query<{ version: number }>('SELECT version FROM embudo_schema');
        await client.end();
        expect(rows).toEqual([{ version: SCHEMA_VERSION }]);
      }
    });
  });
});

const postgres = engines[1];
describe.skipIf(postgres.skip)(postgres.skip ? `PostgreSQL schema (skipped: ${PG_MISSING})` : 'PostgreSQL schema', () => {
  beforeAll(() => postgres.beforeAll(), 30_000);
  afterAll(() => postgres.afterAll());
  const database = async () => (await postgres.fresh()).databaseUrl!;

  it('refuses a database written by a newer schema, naming EMBUDO_DATABASE_URL; read-only refuses an uninitialised one without writing; refuses an unreachable server', async () => {
    const url = await database();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE TABLE embudo_schema (version INTEGER NOT NULL); INSERT INTO embudo_schema VALUES (${SCHEMA_VERSION + 1})`);
    await client.end();
    await expect(openStore({ dbPath: '', databaseUrl: url, pool: POOL })).rejects.toThrow(/newer than this Embudo.*EMBUDO_DATABASE_URL/);
    // The export CLI on a database no server has initialised: refused, and nothing written.
    const empty = await database();
    await expect(openStore({ dbPath: '', databaseUrl: empty, pool: POOL }, { readonly: true })).rejects.toThrow(
      /not initialised yet \(schema 0 of \d+\)/,
    );
    const check = new pg.Client({ connectionString: empty });
    await check.connect();
    expect((await check.query("SELECT to_regclass('embudo_schema') AS t")).rows).toEqual([{ t: null }]);
    await check.end();
    const nowhere = `postgres://embudo:secret@127.0.0.1:1/none`;
    const error = await openStore({ dbPath: '', databaseUrl: nowhere, pool: { ...POOL, poolWaitMs: 1000 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreOpenError);
    expect(String(error)).toMatch(/Cannot open the lead store at postgres:\/\/embudo:\*\*\*@127\.0\.0\.1:1\/none.*EMBUDO_DATABASE_URL/);
    expect(String(error)).not.toContain('secret');
  });
});
