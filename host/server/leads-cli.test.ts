// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privateOutput, runLeadsCli } from './leads-cli';
import { leadRoutes } from './leads/routes';
import { openLeadStore } from './leads/store/sqlite';
import { brochureLead, memoryLeadOptions, scholarshipLead } from '../../tests/support/lead-api';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOKEN = 'test-F-h4qVPCp9JSF1f-LUVzs05BC0Cnw7n5lTWVMC2a_As';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'embudo-cli-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function run(env: NodeJS.ProcessEnv) {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCli(
    env,
    root,
    (text) => (stdout += text),
    (text) => (stderr += text),
  );
  return { code, stdout, stderr };
}

/** Stores two leads through the API into `<root>/data/embudo.db` and returns the API's CSV. */
async function seed(): Promise<string> {
  const store = openLeadStore(path.join(root, 'data', 'embudo.db'));
  const app = new Hono();
  app.route('/api', leadRoutes(memoryLeadOptions({ store, adminToken: TOKEN })));
  for (const lead of [scholarshipLead({ fecha: '=cmd' }), brochureLead({ name: 'Luis Pérez', source: '?q="Lu", x' })]) {
    await app.request('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) });
  }
  // Bytes, not text(): a text decode would drop the byte order mark the export starts with.
  const res = await app.request('/api/leads?format=csv', { headers: { Authorization: `Bearer ${TOKEN}` } });
  const csv = Buffer.from(await res.arrayBuffer()).toString('utf8');
  store.close();
  return csv;
}

describe('npm run leads', () => {
  it('prints the same CSV as GET /api/leads?format=csv', async () => {
    const apiCsv = await seed();
    const result = await run({});
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(apiCsv);
    expect(result.stdout.split('\r\n')).toHaveLength(4);
  });

  it('honours EMBUDO_DB relative to EMBUDO_ROOT', async () => {
    await seed();
    expect((await run({ EMBUDO_ROOT: root, EMBUDO_DB: 'data/embudo.db' })).code).toBe(0);
    expect(await run({ EMBUDO_DB: 'elsewhere.db' })).toMatchObject({ code: 1, stdout: '' });
  });

  it('exits 1 with a message on stderr when there is no store yet', async () => {
    const result = await run({});
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`No lead store at ${path.join(root, 'data', 'embudo.db')} yet`);
  });

  it('runs as a script: CSV on stdout, exit 0; exit 1 without a store', async () => {
    await seed();
    // cwd is the project (where tsx resolves); EMBUDO_ROOT points the store lookup at the temp root.
    const script = ['--import', 'tsx', 'host/server/leads-cli.ts'];
    const ok = spawnSync(process.execPath, script, { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, EMBUDO_ROOT: root } });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout.startsWith('\uFEFFreceived_at,id,kind,')).toBe(true);
    const missing = spawnSync(process.execPath, script, {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, EMBUDO_ROOT: root, EMBUDO_DB: 'missing.db' },
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No lead store at');
    expect(missing.stderr).not.toMatch(/^\s+at /m);
  });

  it('makes the file it is redirected to private (0600) before writing a lead into it', async () => {
    await seed();
    // What `npm run leads > leads.csv` does under the usual umask: a file everyone may read.
    const file = path.join(root, 'leads.csv');
    const fd = openSync(file, 'w', 0o644);
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'host/server/leads-cli.ts'], {
        cwd: projectRoot,
        stdio: ['ignore', fd, 'pipe'],
        encoding: 'utf8',
        env: { ...process.env, EMBUDO_ROOT: root },
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      closeSync(fd);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('Luis Pérez');
  });

  it('leaves pipes and already private files alone', () => {
    const file = path.join(root, 'mine.csv');
    const fd = openSync(file, 'w', 0o600);
    try {
      expect(privateOutput(fd)).toBeNull();
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      closeSync(fd);
    }
    expect(privateOutput(-1)).toBeNull();
  });
});
