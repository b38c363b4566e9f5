// @vitest-environment node
/** The lead API over a real loopback socket (startServer on 127.0.0.1, port 0). */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LEAD_BYTES } from '../../../src/contracts/lead';
import { startServer, type RunningServer } from '../start';
import { createFixture, type Fixture } from '../../../tests/support/test-fixtures';
import { parseAllowedOrigins } from './origin';
import { openLeadStore } from './store/sqlite';
import type { LeadStore } from './store';
import { scholarshipLead } from '../../../tests/support/lead-api';

let fixture: Fixture;
let dbDir: string;
let store: LeadStore;
let server: RunningServer;
let limited: RunningServer;
let limitedStore: LeadStore;

beforeAll(async () => {
  fixture = createFixture();
  dbDir = mkdtempSync(path.join(os.tmpdir(), 'embudo-leads-server-'));
  store = openLeadStore(path.join(dbDir, 'embudo.db'));
  const base = { host: '127.0.0.1', port: 0, distDir: fixture.distDir, examplesDir: fixture.examplesDir };
  const leads = {
    store,
    allowedOrigins: parseAllowedOrigins('https://partner.example'),
    adminToken: undefined,
    trustProxy: 0,
    rateLimit: null,
    log: () => {},
  };
  server = await startServer({ ...base, leads });
  limitedStore = openLeadStore(':memory:');
  limited = await startServer({ ...base, leads: { ...leads, store: limitedStore, rateLimit: { limit: 2, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server.close();
  await limited.close();
  store.close();
  limitedStore.close();
  fixture.remove();
  rmSync(dbDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** POST with full control over framing: `chunks` are written one by one (chunked when no length is given). */
function rawPost(port: number, headers: Record<string, string>, chunks: Array<string | Buffer>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/leads', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // The server may answer 413 and stop reading while we still write: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const write = (i: number): void => {
      if (i === chunks.length) {
        req.end();
        return;
      }
      if (req.destroyed) return;
      req.write(chunks[i]!, () => setImmediate(() => write(i + 1)));
    };
    write(0);
  });
}

describe('the lead API over the wire', () => {
  it('stores a text/plain beacon body, and a retry of it is a duplicate', async () => {
    const lead = scholarshipLead();
    const beacon = await fetch(`${server.url}/api/leads`, { method: 'POST', body: JSON.stringify(lead) }); // fetch sends text/plain;charset=UTF-8
    expect(beacon.status).toBe(201);
    expect(await beacon.json()).toEqual({ status: 'stored', id: lead.id, mail: false });
    expect(beacon.headers.get('cache-control')).toBe('no-store');
    const retry = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(lead),
    });
    expect(retry.status).toBe(200);
    expect((await store.listLeads()).filter((row) => row.id === lead.id)).toHaveLength(1);
  });

  it('accepts a chunked body under the limit', async () => {
    const json = JSON.stringify(scholarshipLead());
    const answer = await rawPost(server.port, { 'Content-Type': 'text/plain' }, [json.slice(0, 50), json.slice(50)]);
    expect(answer.status).toBe(201);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
  });

  it('413 for a chunked body that grows past 16 KB, without reading it all', async () => {
    const before = await store.countLeads();
    const chunk = Buffer.alloc(8 * 1024, 0x20);
    const answer = await rawPost(
      server.port,
      { 'Content-Type': 'application/json' },
      Array.from({ length: 128 }, () => chunk),
    ); // 1 MB
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'invalid', issues: [{ field: '(body)' }] });
    expect(await store.countLeads()).toBe(before);
  });

  it('413 from Content-Length alone for a 1 MB body', async () => {
    const big = Buffer.alloc(1024 * 1024, 0x20);
    const answer = await rawPost(server.port, { 'Content-Type': 'application/json', 'Content-Length': String(big.byteLength) }, [big]);
    expect(answer.status).toBe(413);
  });

  it('a body of exactly 16 KB with Content-Length is read and judged', async () => {
    const json = JSON.stringify(scholarshipLead());
    const body = json + ' '.repeat(MAX_LEAD_BYTES - Buffer.byteLength(json));
    const answer = await rawPost(server.port, { 'Content-Type': 'application/json', 'Content-Length': String(MAX_LEAD_BYTES) }, [body]);
    expect(answer.status).toBe(201);
  });

  it('CORS for an allowed partner origin; 403 for another', async () => {
    const ok = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { Origin: 'https://partner.example' },
      body: JSON.stringify(scholarshipLead()),
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const denied = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: JSON.stringify(scholarshipLead()),
    });
    expect(denied.status).toBe(403);
  });

  it('limits by the socket address: a burst gets 429 + Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${limited.url}/api/leads`, { method: 'POST', body: JSON.stringify(scholarshipLead()) });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(29);
    expect(await limitedStore.countLeads()).toBe(2);
  });
});
