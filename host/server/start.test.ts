// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListenError, startServer, type RunningServer } from './start';
import { memoryLeadOptions, scholarshipLead } from '../../tests/support/lead-api';
import { runMain } from '../../tests/support/run-main';
import { SECRET, createFixture, type Fixture } from '../../tests/support/test-fixtures';

let fixture: Fixture;
let server: RunningServer;

beforeAll(async () => {
  fixture = createFixture();
  server = await startServer({
    host: '127.0.0.1',
    port: 0,
    distDir: fixture.distDir,
    examplesDir: fixture.examplesDir,
    leads: memoryLeadOptions(),
  });
});
afterAll(async () => {
  await server.close();
  fixture.remove();
});

/** GET with the path sent byte-for-byte (fetch would normalise `..` before it leaves the client). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: rawPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

/** Holds a loopback port open so something else cannot take it. */
async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  return { port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

describe('startServer', () => {
  it('listens on loopback and answers real requests', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', store: 'ok' });
    const widget = await fetch(`${server.url}/widgets/countdown.js`);
    expect(widget.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    '/widgets/../package.json',
    '/widgets/../../package.json',
    '/widgets/%2e%2e/%2e%2e/package.json',
    '/widgets/..%2f..%2fpackage.json',
    '/widgets/..%5c..%5cpackage.json',
    '/widgets/..\\..\\package.json',
    '/examples/../../package.json',
    '/..%2fpackage.json',
    '/../secret.txt',
    '/assets/../../secret.txt',
  ])('never serves files outside over the wire: %s', async (rawPath) => {
    const { status, body } = await rawGet(server.port, rawPath);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain(SECRET);
  });

  it('rejects with an error naming the port when it is taken', async () => {
    const held = await holdPort();
    try {
      const attempt = startServer({
        host: '127.0.0.1',
        port: held.port,
        distDir: fixture.distDir,
        examplesDir: fixture.examplesDir,
        leads: memoryLeadOptions(),
      });
      await expect(attempt).rejects.toBeInstanceOf(ListenError);
      await expect(attempt).rejects.toMatchObject({
        code: 'EADDRINUSE',
        message: `Port ${held.port} on 127.0.0.1 is already in use.`,
      });
    } finally {
      await held.release();
    }
  });

  it('close() resolves and stops answering', async () => {
    const other = await startServer({
      host: '127.0.0.1',
      port: 0,
      distDir: fixture.distDir,
      examplesDir: fixture.examplesDir,
      leads: memoryLeadOptions(),
    });
    await fetch(`${other.url}/healthz`); // leaves a keep-alive socket that close() must not wait on
    await other.close();
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();
  });
});

describe('main.ts', { concurrent: true, timeout: 30_000 }, () => {
  it('prints the startup line, serves, and exits 0 on SIGTERM', async () => {
    let healthz: unknown;
    const run = await runMain({ EMBUDO_ROOT: fixture.root, PORT: '0' }, async (url) => {
      healthz = await (await fetch(`${url}/healthz`)).json();
    });
    expect(run.stdout, `exit ${run.code}; stderr: ${run.stderr}`).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Embudo is running at http:\/\/127\.0\.0\.1:\d+$/m,
    );
    expect(healthz).toEqual({ status: 'ok', store: 'ok' });
    expect(run.code).toBe(0);
  });

  it('opens the lead store before listening, says where it is, and keeps leads across a restart', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'embudo-main-db-'));
    try {
      const env = { EMBUDO_ROOT: fixture.root, EMBUDO_DB: path.join(root, 'leads.db'), PORT: '0' };
      const lead = scholarshipLead();
      let first: number | undefined;
      const run = await runMain(env, async (url) => {
        first = (await fetch(`${url}/api/leads`, { method: 'POST', body: JSON.stringify(lead) })).status;
      });
      expect(run.code).toBe(0);
      expect(first).toBe(201);
      expect(run.stdout).toContain(`Lead store: ${path.join(root, 'leads.db')}`);
      expect(run.stdout).toContain('Note: leads accepted from same-origin pages only; set EMBUDO_ALLOWED_ORIGINS=');
      expect(run.stdout).toContain('Note: GET /api/leads and /metrics are disabled until EMBUDO_ADMIN_TOKEN is set');
      // A second start finds the lead (the retry is a duplicate) and exports it with the token.
      let again: number | undefined;
      let exported: unknown;
      const token = 'test-UEZ-HpShnYnPsndu0aI55flO4b-2uWT21G-e2eARCe4';
      const second = await runMain(
        { ...env, EMBUDO_ADMIN_TOKEN: token, EMBUDO_ALLOWED_ORIGINS: 'https://partner.example' },
        async (url) => {
          again = (await fetch(`${url}/api/leads`, { method: 'POST', body: JSON.stringify(lead) })).status;
          exported = await (await fetch(`${url}/api/leads`, { headers: { Authorization: `Bearer ${token}` } })).json();
        },
      );
      expect(second.code).toBe(0);
      expect(again).toBe(200);
      expect(exported).toMatchObject({ leads: [{ id: lead.id }] });
      expect(second.stdout).not.toContain('Note: leads accepted');
      expect(second.stdout).not.toContain('Note: GET /api/leads');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // Two server processes start and stop in turn, each allowed the kill guard's 25 s.
  }, 55_000);

  it('exits 1 with a clear message when the lead store cannot be opened', async () => {
    // package.json is a file, so no folder can be made under it.
    const run = await runMain({ EMBUDO_ROOT: fixture.root, EMBUDO_DB: 'package.json/embudo.db', PORT: '0' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Cannot open the lead store at ${path.join(fixture.root, 'package.json', 'embudo.db')}`);
    expect(run.stderr).toContain('Set EMBUDO_DB');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('Embudo is running');
  });

  it('exits 1 naming the variable on a bad lead setting', async () => {
    const run = await runMain({ EMBUDO_ROOT: fixture.root, PORT: '0', EMBUDO_RATE_LIMIT: 'lots' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid EMBUDO_RATE_LIMIT "lots"');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses to start with a guessable admin token, saying how to make one', async () => {
    const run = await runMain({ EMBUDO_ROOT: fixture.root, PORT: '0', EMBUDO_ADMIN_TOKEN: 'aaaaaaaaaaaaaaaa' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/EMBUDO_ADMIN_TOKEN is too weak.*openssl rand -base64 32/);
    expect(run.stderr).not.toContain('aaaaaaaaaaaaaaaa');
    expect(run.stdout).not.toContain('Embudo is running');
  });

  it('exits 1 with a clear message when the port is taken', async () => {
    const held = await holdPort();
    try {
      const run = await runMain({ EMBUDO_ROOT: fixture.root, PORT: String(held.port) });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `Port ${held.port} on 127.0.0.1 is already in use. Stop the other process or start with PORT=<another port>.`,
      );
      expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
      expect(run.stdout).not.toContain('Embudo is running');
    } finally {
      await held.release();
    }
  });

  it('exits 1 telling to build when dist is missing', async () => {
    const emptyRoot = mkdtempSync(path.join(os.tmpdir(), 'embudo-empty-'));
    try {
      const run = await runMain({ EMBUDO_ROOT: emptyRoot, PORT: '0' });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('npm run build');
      expect(run.stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(emptyRoot, { recursive: true, force: true });
    }
  });

  it('exits 1 on an invalid PORT', async () => {
    const run = await runMain({ EMBUDO_ROOT: fixture.root, PORT: '70000' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid PORT "70000"');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
