// @vitest-environment node
// The SQLite engine's own tests (file, WAL, group commit); what both engines promise is in contract.test.ts.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateLead, type Lead, type LeadInput } from '../../../../src/contracts/lead';
import { MIGRATIONS } from './migrations';
import { SCHEMA_VERSION, looseStoreFiles, migrate, openLeadStore } from './sqlite';
import { StoreClosedError, StoreOpenError, canonicalJson, payloadHash } from './index';
import { brochureLead, scholarshipLead } from '../../../../tests/support/lead-api';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function valid(input: LeadInput): Lead {
  const check = validateLead(input);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.lead;
}

const ctx = { origin: null };
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('openLeadStore', () => {
  it('creates the folder and the file, in WAL mode with synchronous=FULL, migrated', () => {
    const file = path.join(dir, 'nested', 'data', 'embudo.db');
    const store = openLeadStore(file);
    expect(store.file).toBe(file);
    store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['admin_sessions', 'crm_events', 'funnel_events', 'jobs', 'leads']);
    db.close();
  });

  it('creates its files 0600 whatever the umask (the database, its -wal and -shm), and names loose ones', async () => {
    const file = path.join(dir, 'data', 'embudo.db');
    const old = process.umask(0o022);
    try {
      const store = openLeadStore(file);
      expect((await store.saveLead(valid(scholarshipLead()), ctx)).status).toBe('stored');
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(statSync(name).mode & 0o777, name).toBe(0o600);
      expect(looseStoreFiles(file)).toEqual([]);
      store.close();
    } finally {
      process.umask(old);
    }
    // A store made by hand (or by an older Embudo) with a looser mode is named, and kept as it is.
    const made = path.join(dir, 'old.db');
    writeFileSync(made, '', { mode: 0o644 });
    chmodSync(made, 0o644);
    openLeadStore(made).close();
    expect(looseStoreFiles(made)).toEqual(['old.db (mode 0644)']);
    expect(looseStoreFiles(':memory:')).toEqual([]);
  });

  it('runs with synchronous=FULL and a busy timeout; opening twice does not re-run migrations', async () => {
    const file = path.join(dir, 'sync.db');
    const store = openLeadStore(file);
    expect(store.settings()).toEqual({ journalMode: 'wal', synchronous: 2, busyTimeoutMs: 5000 });
    const again = openLeadStore(file);
    expect(await again.countLeads()).toBe(0);
    again.close();
    store.close();
  });

  it('a migration another process ran meanwhile is not run again (two servers starting on one fresh file)', async () => {
    const file = path.join(dir, 'race.db');
    const late = new Database(file); // read user_version 0, then lost the race for the write lock
    const first = openLeadStore(file);
    expect(() => migrate(late)).not.toThrow();
    expect(late.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    late.close();
    expect(await first.countLeads()).toBe(0);
    first.close();
  });

  it('two processes opening one fresh file at the same instant both open it', async () => {
    const openAt = (file: string, at: number) =>
      new Promise<string>((resolve) => {
        // Each spins until the same wall-clock instant, then opens: the WAL switch and the migration collide.
        const code = `import { openLeadStore } from './host/server/leads/store/sqlite.ts';
          while (Date.now() < ${at});
          try { openLeadStore(${JSON.stringify(file)}).close(); console.log('ok'); } catch (e) { console.log(e.message); }`;
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
          cwd: projectRoot,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', () => resolve(out.trim()));
      });
    // Three files, two processes each, all at once; every start must succeed.
    const at = Date.now() + 4000;
    const files = [1, 2, 3].map((n) => path.join(dir, `fresh-${n}.db`));
    const results = await Promise.all(files.flatMap((file) => [openAt(file, at), openAt(file, at)]));
    expect(results).toEqual(Array(6).fill('ok'));
  }, 30_000);

  it('refuses a path it cannot create, naming it and EMBUDO_DB', () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const file = path.join(blocker, 'embudo.db');
    expect(() => openLeadStore(file)).toThrow(StoreOpenError);
    expect(() => openLeadStore(file)).toThrow(new RegExp(`Cannot open the lead store at ${file}: .*Set EMBUDO_DB`));
  });

  it('refuses a file that is not a SQLite database', () => {
    const file = path.join(dir, 'notes.txt');
    writeFileSync(file, 'x'.repeat(4096));
    expect(() => openLeadStore(file)).toThrow(/Cannot open the lead store at .*notes\.txt: file is not a database/);
  });

  it('refuses a store written by a newer schema', () => {
    const file = path.join(dir, 'future.db');
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openLeadStore(file)).toThrow(/newer than this Embudo/);
  });

  it('read-only: fails without a file, refuses writes, reads rows', async () => {
    const file = path.join(dir, 'ro.db');
    expect(() => openLeadStore(file, { readonly: true })).toThrow(StoreOpenError);
    const writer = openLeadStore(file);
    await writer.saveLead(valid(scholarshipLead()), ctx);
    const reader = openLeadStore(file, { readonly: true });
    expect(await reader.countLeads()).toBe(1);
    await expect(reader.saveLead(valid(scholarshipLead()), ctx)).rejects.toBeInstanceOf(StoreClosedError);
    reader.close();
    writer.close();
  });
});

describe('durability', () => {
  it('rows are there after closing and reopening the file', async () => {
    const file = path.join(dir, 'durable.db');
    const store = openLeadStore(file);
    const leads = [valid(scholarshipLead()), valid(brochureLead()), valid(scholarshipLead({ meta: { hp: 'x' } }))];
    const results = await Promise.all(
      leads.map((lead) => store.saveLead(lead, { origin: 'https://partner.example', receivedAt: 1_700_000_000_000 })),
    );
    expect(results.map((r) => r.status)).toEqual(['stored', 'stored', 'stored']);
    await store.saveEvent({ event_name: 'event-fbclid', fbclid_short_code: 'AB12', fbclid: 'abc' }, ctx);
    store.close();

    const reopened = openLeadStore(file);
    expect(await reopened.countLeads()).toBe(3);
    expect(await reopened.countEvents()).toBe(1);
    expect((await reopened.listLeads()).find((lead) => lead.id === leads[2]!.id)).toMatchObject({
      quarantined: true,
      quarantineReason: 'honeypot',
      origin: 'https://partner.example',
      receivedAt: 1_700_000_000_000,
    });
    // Idempotency survives a restart: the retry of a lead stored before it is a duplicate.
    expect(await reopened.saveLead(leads[0]!, ctx)).toMatchObject({ status: 'duplicate' });
    reopened.close();
  });

  it('a store of the first schema gets the phone columns; its leads have no checks (null)', async () => {
    const file = path.join(dir, 'v1.db');
    // A store written before the phone's checks: schema 1 only, one lead in it.
    const db = new Database(file);
    db.exec(MIGRATIONS[0]!.sqlite);
    db.pragma('user_version = 1');
    db.prepare(
      `INSERT INTO leads (id, kind, email, name, phone, country, bootcamp, payload, payload_hash, received_at) VALUES ('old', 'scholarship', 'a@example.com', 'A', '+51987654321', 'PE', 'fullstack', '{}', 'h', 1)`,
    ).run();
    db.close();
    const reopened = openLeadStore(file);
    await reopened.saveLead(valid(scholarshipLead({ phone: '+541123456789', country: 'AR' })), ctx);
    expect((await reopened.listLeads()).map((r) => [r.phone, r.phoneValid, r.phoneMobile])).toEqual([
      ['+5491123456789', true, true],
      ['+51987654321', null, null],
    ]);
    await reopened.close();
  });

  it('close() commits writes still queued before closing', async () => {
    const file = path.join(dir, 'queued.db');
    const store = openLeadStore(file);
    const saving = store.saveLead(valid(scholarshipLead()), ctx);
    store.close();
    await expect(saving).resolves.toMatchObject({ status: 'stored' });
    const reopened = openLeadStore(file);
    expect(await reopened.countLeads()).toBe(1);
    reopened.close();
  });

  it('writes after close() reject with StoreClosedError', async () => {
    const store = openLeadStore(':memory:');
    store.close();
    await expect(store.saveLead(valid(scholarshipLead()), ctx)).rejects.toBeInstanceOf(StoreClosedError);
    await expect(store.saveEvent({ event_name: 'event-fbclid', fbclid_short_code: 'A', fbclid: 'a' }, ctx)).rejects.toBeInstanceOf(
      StoreClosedError,
    );
  });
});

describe('group commit', () => {
  it('writes asked for in one event-loop turn are ONE transaction, and each caller hears after it', async () => {
    const file = path.join(dir, 'group.db');
    const store = openLeadStore(file);
    // data_version moves by one for each commit made by another connection: it counts our commits.
    const observer = new Database(file, { readonly: true });
    const commits = () => observer.pragma('data_version', { simple: true }) as number;
    const before = commits();
    const leads = Array.from({ length: 200 }, () => valid(scholarshipLead()));
    const results = await Promise.all(leads.map((lead) => store.saveLead(lead, ctx)));
    expect(results.every((r) => r.status === 'stored')).toBe(true);
    expect(commits() - before).toBe(1);
    expect(await store.countLeads()).toBe(200);
    observer.close();
    store.close();
  });

  it('the same id twice in one batch: one row; same payload → duplicate, other payload → conflict', async () => {
    const store = openLeadStore(':memory:');
    const lead = valid(scholarshipLead());
    const results = await Promise.all([
      store.saveLead(lead, ctx),
      store.saveLead(lead, ctx),
      store.saveLead({ ...lead, name: 'Other' }, ctx),
    ]);
    const code = results[0]?.status === 'stored' ? results[0].scholarshipCode : undefined;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(results).toEqual([
      { status: 'stored', id: lead.id, quarantined: false, scholarshipCode: code },
      // The repeat draws a code of its own, but the stored application keeps the first.
      { status: 'duplicate', id: lead.id, quarantined: false, scholarshipCode: code },
      { status: 'conflict', id: lead.id },
    ]);
    expect(await store.countLeads()).toBe(1);
    store.close();
  });

  it('a row refused inside a batch fails only its caller', async () => {
    const file = path.join(dir, 'partial.db');
    const store = openLeadStore(file);
    const saboteur = new Database(file);
    saboteur.exec("CREATE TRIGGER no_mx BEFORE INSERT ON leads WHEN NEW.country = 'MX' BEGIN SELECT RAISE(ABORT, 'refused'); END;");
    const good = valid(scholarshipLead());
    const bad = valid(brochureLead());
    const [a, b] = await Promise.allSettled([store.saveLead(good, ctx), store.saveLead(bad, ctx)]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { status: 'stored' } });
    expect(b).toMatchObject({ status: 'rejected' });
    expect((await store.listLeads()).map((lead) => lead.id)).toEqual([good.id]);
    saboteur.close();
    store.close();
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
  });

  it('gives the same hash whatever the key order', () => {
    const a = { id: 'x', meta: { fillMs: 1, hp: '' }, name: 'A' };
    const b = { name: 'A', meta: { hp: '', fillMs: 1 }, id: 'x' };
    expect(payloadHash(canonicalJson(a))).toBe(payloadHash(canonicalJson(b)));
    expect(payloadHash(canonicalJson(a))).not.toBe(payloadHash(canonicalJson({ ...a, name: 'B' })));
  });
});
