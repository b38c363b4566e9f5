// @vitest-environment node
/**
 * RELIABILITY rows 20, 21 and 22 through the real server: `host/server/main.ts` in its own process
 * (the same code `npm start` runs), configured only by its environment, over real sockets on
 * loopback, with a SQLite store in a temporary folder. What the store kept is read back through the
 * admin export (`GET /api/leads`). The route-level tests (leads/fuzz.test.ts, leads/routes.test.ts)
 * cover the same rules in depth; these prove the wiring: the running server applies them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process';
import { brochureLead, scholarshipLead, testLeadId } from '../../tests/support/lead-api';
import { createFixture, type Fixture } from '../../tests/support/test-fixtures';

const TOKEN = 'test-c-ZYQ-ZQ0616uKvkh4HlCm1lSXcf1mm9Cepri39IuGQ';
const PARTNER = 'https://partner.example';
let fixture: Fixture;
let dir: string;
/** Rate limit off: rows 20, 21 and the origin half of 22. */
let open: ServerProcess;
/** `EMBUDO_RATE_LIMIT=5/min`, no proxy trusted: the burst half of row 22. */
let limited: ServerProcess;

beforeAll(async () => {
  fixture = createFixture();
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-rows-'));
  const env = (name: string, more: Record<string, string>) => ({
    entry: 'ts' as const,
    root: process.cwd(),
    env: {
      EMBUDO_ROOT: fixture.root,
      EMBUDO_DB: path.join(dir, `${name}.db`),
      EMBUDO_ADMIN_TOKEN: TOKEN,
      EMBUDO_ALLOWED_ORIGINS: PARTNER,
      ...more,
    },
  });
  [open, limited] = await Promise.all([
    startServerProcess(env('open', { EMBUDO_RATE_LIMIT: 'off' })),
    startServerProcess(env('limited', { EMBUDO_RATE_LIMIT: '5/min', EMBUDO_TRUST_PROXY: '0' })),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([open?.kill(), limited?.kill()]);
  fixture?.remove();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const post = (server: ServerProcess, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

interface Exported {
  id: string;
  quarantined: boolean;
  origin?: string | null;
}
async function exported(server: ServerProcess): Promise<Exported[]> {
  const res = await fetch(`${server.origin}/api/leads`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { leads: Exported[] }).leads;
}

/** A raw POST with a body of `size` bytes, with or without Content-Length (chunked): the status, or 'reset'. */
function bigPost(port: number, size: number, withLength: boolean): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', ...(withLength ? { 'Content-Length': String(size) } : {}) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve('reset'));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = (): void => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** Any text, control characters and lone surrogates included, and any JSON value. */
const hostile = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '',
    '\u0000',
    '\u202e',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '+51 987 654 321',
    'x'.repeat(5000),
    '😀'.repeat(400),
  ),
);

describe('the real server (main.ts in its own process)', () => {
  it('row 20: fuzzed name, email, phone and country — 2xx, or 422 naming the field; never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('name', 'email', 'phone', 'country'), hostile, fc.boolean(), async (field, value, brochure) => {
        const lead = (brochure ? brochureLead : scholarshipLead)({ id: testLeadId(), [field]: value });
        const res = await post(open, JSON.stringify(lead));
        const body = (await res.json()) as { status?: string; issues?: { field: string }[] };
        if (res.status === 201) expect(body.status).toBe('stored');
        else {
          expect(res.status, JSON.stringify(body)).toBe(422);
          expect(body.issues?.map((issue) => issue.field)).toEqual([field]);
        }
      }),
      { numRuns: 120 },
    );
    expect((await fetch(`${open.origin}/healthz`)).status).toBe(200);
  });

  it('row 20: a 1 MB body, with or without Content-Length, is a 413 (or cut), never a 5xx; nothing stored; the server answers on', async () => {
    const before = (await exported(open)).length;
    for (const withLength of [true, false]) {
      const status = await bigPost(open.port, 1024 * 1024, withLength);
      expect(status === 413 || status === 'reset', `got ${status}`).toBe(true);
    }
    expect(await exported(open)).toHaveLength(before);
    expect((await post(open, JSON.stringify(scholarshipLead({ id: testLeadId() })))).status).toBe(201);
  });

  it('row 21: a filled honeypot and a submit under 1 s — answered 201 like any lead, stored as quarantined, never dropped', async () => {
    const honeypot = scholarshipLead({
      id: testLeadId(),
      meta: { fillMs: 9000, hp: 'http://spam.example', page: 'https://embudo.test/', lang: 'es' },
    });
    const quick = brochureLead({ id: testLeadId(), meta: { fillMs: 300 } });
    const real = scholarshipLead({ id: testLeadId() });
    const answers = [];
    for (const lead of [honeypot, quick, real]) {
      const res = await post(open, JSON.stringify(lead));
      answers.push([res.status, await res.json()]);
    }
    expect(answers).toEqual([
      [201, { status: 'stored', id: honeypot.id, mail: false }],
      [201, { status: 'stored', id: quick.id, mail: false }],
      [201, { status: 'stored', id: real.id, mail: false }],
    ]);
    const rows = new Map((await exported(open)).map((row) => [row.id, row]));
    expect(rows.get(honeypot.id)?.quarantined).toBe(true);
    expect(rows.get(quick.id)?.quarantined).toBe(true);
    expect(rows.get(real.id)?.quarantined).toBe(false);
  });

  it('row 22: a beacon (text/plain) from a disallowed origin is refused with 403 and not stored; the same beacon from the partner is', async () => {
    const refused = scholarshipLead({ id: testLeadId() });
    const res = await post(open, JSON.stringify(refused), { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = scholarshipLead({ id: testLeadId() });
    const ok = await post(open, JSON.stringify(allowed), { 'Content-Type': 'text/plain;charset=UTF-8', Origin: PARTNER });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const ids = (await exported(open)).map((row) => row.id);
    expect(ids).toContain(allowed.id);
    expect(ids).not.toContain(refused.id);
  });

  it('row 22: a burst from one IP gets 429 with Retry-After; a spoofed X-Forwarded-For does not help when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(limited, JSON.stringify(scholarshipLead({ id: testLeadId() })))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limitedAnswer = await post(limited, JSON.stringify(scholarshipLead({ id: testLeadId() })));
    expect(limitedAnswer.status).toBe(429);
    expect(Number(limitedAnswer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 5; i++) {
      const spoofed = await post(limited, JSON.stringify(scholarshipLead({ id: testLeadId() })), {
        'X-Forwarded-For': `203.0.113.${i + 1}`,
        'X-Real-IP': `198.51.100.${i + 1}`,
      });
      expect(spoofed.status).toBe(429);
      expect(Number(spoofed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // (The admin export is rate limited too: the store file is read directly.)
    const db = new Database(path.join(dir, 'limited.db'), { readonly: true, fileMustExist: true });
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n).toBe(5);
    } finally {
      db.close();
    }
  });
});
