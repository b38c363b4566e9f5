// Issue 14: the leads desk's queries and writes in the lead store (host/server/leads/store.ts, "Leads desk" section).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { validateLead, type Lead } from '../../../src/contracts/lead';
import { brochureLead, scholarshipLead } from '../leads/test-helpers';
import { leadForm, likeLiteral, migrate, openLeadStore, SCHEMA_VERSION, type LeadStore } from '../leads/store';

const lead = (input: unknown): Lead => {
  const check = validateLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.lead;
};

async function seed(store: LeadStore, rows: { input: unknown; at: number }[]): Promise<void> {
  for (const row of rows) await store.saveLead(lead(row.input), { origin: null, receivedAt: row.at });
}

describe('leadForm: which form a lead came from', () => {
  it('a scholarship lead from the masterclass or webinar pages is a masterclass registration', () => {
    expect(leadForm(lead(scholarshipLead({ meta: { page: 'https://embudo.test/masterclass?x=1' } })))).toBe('masterclass');
    expect(leadForm(lead(scholarshipLead({ meta: { page: 'https://embudo.test/webinar' } })))).toBe('masterclass');
    expect(leadForm(lead(scholarshipLead({ meta: { page: 'https://embudo.test/?utm_campaign=masterclass' } })))).toBe('scholarship');
    expect(leadForm(lead(scholarshipLead()))).toBe('scholarship');
  });

  it('a brochure lead from an enrolment page or with a chosen plan is an enrolment lead', () => {
    expect(leadForm(lead(brochureLead({ meta: { page: 'https://embudo.test/en/enroll/fullstack/US' } })))).toBe('enrolment');
    expect(leadForm(lead(brochureLead({ meta: { page: 'https://embudo.test/inscripcion/fullstack/PE' } })))).toBe('enrolment');
    expect(leadForm(lead(brochureLead({ Plan: 'Contado' })))).toBe('enrolment');
    expect(leadForm(lead(brochureLead({ meta: { page: 'https://embudo.test/brochure' } })))).toBe('brochure');
  });
});

describe('deskLeads: the desk table', () => {
  const t0 = Date.UTC(2026, 0, 10, 12);
  const hour = 3_600_000;

  it('filters by form, country, bootcamp and range; searches name, email and phone digits; newest first', async () => {
    const store = openLeadStore(':memory:');
    await seed(store, [
      { input: scholarshipLead({ email: 'maria@example.com', name: 'María Soto', phone: '+51911222333', country: 'PE' }), at: t0 },
      { input: brochureLead({ email: 'john@example.com', name: 'John', country: 'US', bootcamp: 'cloud-aws' }), at: t0 + hour },
      { input: brochureLead({ email: 'paula@example.com', name: 'Paula', country: 'MX', Plan: 'Cuotas' }), at: t0 + 2 * hour },
      { input: scholarshipLead({ email: 'zed@example.com', name: 'Zed', meta: { page: 'https://embudo.test/masterclass' } }), at: t0 + 3 * hour },
    ]);
    const emails = (filter: Parameters<LeadStore['deskLeads']>[0]) => store.deskLeads(filter, null, 50).leads.map((l) => l.email);
    expect(emails({})).toEqual(['zed@example.com', 'paula@example.com', 'john@example.com', 'maria@example.com']);
    expect(emails({ form: 'enrolment' })).toEqual(['paula@example.com']);
    expect(emails({ form: 'masterclass' })).toEqual(['zed@example.com']);
    expect(emails({ country: 'US' })).toEqual(['john@example.com']);
    expect(emails({ bootcamp: 'cloud-aws' })).toEqual(['john@example.com']);
    expect(emails({ fromMs: t0 + hour, toMs: t0 + 3 * hour })).toEqual(['paula@example.com', 'john@example.com']);
    expect(emails({ search: 'MARÍA' })).toEqual(['maria@example.com']);
    expect(emails({ search: 'soto' })).toEqual(['maria@example.com']);
    expect(emails({ search: '911 222' })).toEqual(['maria@example.com']);
    expect(emails({ search: 'JOHN@' })).toEqual(['john@example.com']);
    expect(store.deskLeads({ form: 'enrolment' }, null, 5).leads[0]).toMatchObject({ form: 'enrolment', Plan: 'Cuotas' });
  });

  it('a search takes % and _ literally', async () => {
    const store = openLeadStore(':memory:');
    await seed(store, [
      { input: brochureLead({ email: 'a_b@example.com' }), at: t0 },
      { input: brochureLead({ email: 'axb@example.com' }), at: t0 + 1 },
    ]);
    expect(store.deskLeads({ search: 'a_b' }, null, 10).leads.map((l) => l.email)).toEqual(['a_b@example.com']);
    expect(store.deskLeads({ search: '%' }, null, 10).leads).toEqual([]);
    expect(likeLiteral('50%_\\')).toBe('50\\%\\_\\\\');
  });

  it('pages with a keyset cursor: every lead once, in order, same received_at included', async () => {
    const store = openLeadStore(':memory:');
    await seed(store, Array.from({ length: 7 }, (_, i) => ({ input: brochureLead({ email: `p${i}@example.com` }), at: t0 + Math.floor(i / 3) })));
    const seen: string[] = [];
    let cursor = null;
    do {
      const page = store.deskLeads({}, cursor, 3);
      seen.push(...page.leads.map((l) => l.email));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(['p6@example.com', 'p5@example.com', 'p4@example.com', 'p3@example.com', 'p2@example.com', 'p1@example.com', 'p0@example.com']);
  });

  it('counts up to a cap', async () => {
    const store = openLeadStore(':memory:');
    await seed(store, Array.from({ length: 5 }, (_, i) => ({ input: brochureLead({ email: `c${i}@example.com` }), at: t0 + i })));
    expect(store.countDeskLeads({}, 10)).toBe(5);
    expect(store.countDeskLeads({}, 3)).toBe(4); // "more than 3"
    expect(store.countDeskLeads({ search: 'c1@' }, 10)).toBe(1);
  });
});

describe('funnel events', () => {
  const at = Date.UTC(2026, 1, 1, 15);
  it('a visit counts once per stage; counts by stage, source and campaign', async () => {
    const store = openLeadStore(':memory:');
    const save = (visit: string, stage: string, extra: Record<string, string> = {}) =>
      store.saveFunnelEvent({ event_name: 'funnel', visit, stage, ...extra } as never, { origin: null, receivedAt: at });
    expect((await save('visit-0001', 'viewed_landing', { source: 'fb', campaign: 'spring' })).status).toBe('stored');
    expect((await save('visit-0001', 'viewed_landing', { source: 'fb', campaign: 'spring' })).status).toBe('duplicate');
    await save('visit-0001', 'clicked_cta', { source: 'fb', campaign: 'spring' });
    await save('visit-0002', 'viewed_landing');
    const range = { fromMs: at - 1, toMs: at + 1 };
    expect(store.funnelCounts(range).sort((a, b) => a.stage.localeCompare(b.stage))).toEqual([
      { stage: 'clicked_cta', visits: 1 },
      { stage: 'viewed_landing', visits: 2 },
    ]);
    expect(store.funnelCounts({ ...range, source: 'fb', campaign: 'spring' })).toHaveLength(2);
    expect(store.funnelCounts({ ...range, source: '', campaign: '' })).toEqual([{ stage: 'viewed_landing', visits: 1 }]);
    expect(store.funnelSources(range, 10)).toEqual([
      { source: '', campaign: '', visits: 1 },
      { source: 'fb', campaign: 'spring', visits: 1 },
    ]);
    expect(store.funnelCounts({ fromMs: at + 1, toMs: at + 2 })).toEqual([]);
  });

  it('leads per hour and per country leave held (quarantined) leads out', async () => {
    const store = openLeadStore(':memory:');
    await seed(store, [
      { input: scholarshipLead({ country: 'PE' }), at },
      { input: scholarshipLead({ country: 'PE' }), at: at + 3_600_000 },
      { input: brochureLead({ country: 'MX' }), at },
      { input: brochureLead({ country: 'MX', meta: { hp: 'bot' } }), at },
    ]);
    const range = { fromMs: at, toMs: at + 2 * 3_600_000 };
    expect(store.leadsByCountry(range)).toEqual([{ country: 'PE', leads: 2 }, { country: 'MX', leads: 1 }]);
    expect(store.leadsPerHour(range)).toEqual([{ hour: at / 3_600_000, leads: 2 }, { hour: at / 3_600_000 + 1, leads: 1 }]);
  });
});

describe('admin sessions', () => {
  it('are stored by hash, found until deleted, and expired ones are purged on the next sign-in', () => {
    const store = openLeadStore(':memory:');
    store.createAdminSession('hash-a', 1000, 2000);
    expect(store.adminSession('hash-a')).toEqual({ createdAt: 1000, expiresAt: 2000 });
    store.createAdminSession('hash-b', 3000, 9000);
    expect(store.adminSession('hash-a')).toBeUndefined();
    store.deleteAdminSession('hash-b');
    expect(store.adminSession('hash-b')).toBeUndefined();
  });
});

describe('migration 2 on a store of schema 1', () => {
  it('backfills the form of existing leads and adds the desk tables', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, kind TEXT NOT NULL, email TEXT NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL, country TEXT NOT NULL, bootcamp TEXT NOT NULL, fecha TEXT, source TEXT, page TEXT, lang TEXT, payload TEXT NOT NULL, payload_hash TEXT NOT NULL, quarantined INTEGER NOT NULL DEFAULT 0, quarantine_reason TEXT, origin TEXT, received_at INTEGER NOT NULL);
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE TABLE crm_events (fbclid TEXT PRIMARY KEY, short_code TEXT NOT NULL, event_name TEXT NOT NULL, origin TEXT, received_at INTEGER NOT NULL);`);
    db.pragma('user_version = 1');
    const insert = db.prepare(`INSERT INTO leads (id, kind, email, name, phone, country, bootcamp, page, payload, payload_hash, received_at) VALUES (?, ?, 'a@example.com', 'A', '', 'PE', 'fullstack', ?, ?, 'h', 1)`);
    insert.run('l1', 'scholarship', 'https://x.test/masterclass', '{}');
    insert.run('l2', 'scholarship', 'https://x.test/', '{}');
    insert.run('l3', 'brochure', 'https://x.test/en/enroll/fullstack/US', '{}');
    insert.run('l4', 'brochure', null, '{"Plan":"Contado"}');
    insert.run('l5', 'brochure', 'https://x.test/brochure', '{}');
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT id, form FROM leads ORDER BY id').all()).toEqual([
      { id: 'l1', form: 'masterclass' },
      { id: 'l2', form: 'scholarship' },
      { id: 'l3', form: 'enrolment' },
      { id: 'l4', form: 'enrolment' },
      { id: 'l5', form: 'brochure' },
    ]);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT rowid FROM leads WHERE form = 'brochure' ORDER BY received_at DESC, rowid DESC LIMIT 50`).all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING (COVERING )?INDEX leads_form_received_at/);
    expect(plan.map((p) => p.detail).join(' ')).not.toMatch(/TEMP B-TREE/);
  });
});
