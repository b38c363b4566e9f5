// @vitest-environment node
/**
 * The follow-up survives a crash: the real server (main.ts in its own process, as the kill soak
 * runs it) takes leads while the CRM's receiver is down, is SIGKILLed with every webhook pending,
 * comes back on the same SQLite store with the receiver up but slow, is SIGKILLed again in the
 * middle of delivering (jobs held by the dead process wait out their lease), and comes back once
 * more. In the end every lead reached the receiver, signed, and, deduplicated by webhook-id,
 * exactly once per lead; the store has every job done.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../scripts/bench/server-process';
import { openLeadStore } from '../leads/store/sqlite';
import { scholarshipLead } from '../../../tests/support/lead-api';
import { createFixture, type Fixture } from '../../../tests/support/test-fixtures';
import { startReceiver, type Receiver } from '../../../tests/support/test-receiver';
import { until } from '../../../tests/support/until';

const SECRET = `whsec_${Buffer.from('embudo-kill-test-secret-0123456789').toString('base64')}`;
const LEADS = 40;

let fixture: Fixture;
let dir: string;
let server: ServerProcess | undefined;
let receiver: Receiver | undefined;
beforeAll(() => {
  fixture = createFixture();
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-kill-follow-up-'));
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await receiver?.close();
  fixture.remove();
  rmSync(dir, { recursive: true, force: true });
});

it(
  'SIGKILL with webhooks pending, and again mid-delivery: after restarts every lead is delivered, once per webhook-id',
  { timeout: 120_000 },
  async () => {
    const dbPath = path.join(dir, 'embudo.db');
    // The receiver's address is fixed from the start; it is closed (down) while the leads come in.
    receiver = await startReceiver();
    const port = receiver.port;
    await receiver.close();
    receiver = undefined;
    const env = {
      EMBUDO_ROOT: fixture.root,
      EMBUDO_DB: dbPath,
      EMBUDO_RATE_LIMIT: 'off',
      EMBUDO_WEBHOOK_URLS: `http://127.0.0.1:${port}/crm`,
      EMBUDO_WEBHOOK_SECRET: SECRET,
      EMBUDO_FOLLOW_UP_FIRST_RETRY_MS: '100',
      EMBUDO_FOLLOW_UP_LEASE_MS: '2000',
      EMBUDO_FOLLOW_UP_POLL_MS: '50',
    };
    const start = async () => (server = await startServerProcess({ root: process.cwd(), entry: 'ts', env }));

    await start();
    // The start output lists what follow-up is on and what is off.
    await until(() => /Meta Conversions API/.test(server!.output()), 10_000, 'the follow-up lines of the start output');
    expect(server!.output()).toMatch(/webhooks: lead\.created to http:\/\/127\.0\.0\.1:\d+\/crm/);
    expect(server!.output()).toMatch(/Meta Conversions API: off/);
    const ids: string[] = [];
    for (let n = 0; n < LEADS; n += 1) {
      const lead = scholarshipLead();
      ids.push(String(lead.id));
      const res = await fetch(`${server!.origin}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(lead),
      });
      expect(res.status).toBe(201);
    }
    await server!.kill('SIGKILL');

    // Back up: the receiver answers the first quarter, then holds every answer, so the next kill
    // always finds deliveries taken and not yet answered (whatever the machine's speed).
    receiver = await startReceiver(port);
    const verifier = new Webhook(SECRET);
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    receiver.respond = () => (receiver!.requests.length <= LEADS / 4 ? 200 : gate.then(() => 200));
    await start();
    await until(() => receiver!.requests.length > LEADS / 4, 30_000, 'first deliveries after the restart, one held');
    await server!.kill('SIGKILL');
    // Answers from here on go to the new server's attempts; the held ones go to a dead socket.
    receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(200), 10));
    openGate();
    const beforeSecondKill = receiver.requests.length;
    expect(beforeSecondKill).toBeLessThan(LEADS * 2);

    await start();
    const delivered = () => new Set(receiver!.requests.map((request) => String(request.headers['webhook-id'])));
    // Every webhook-id has reached the receiver, and the deliveries the kill left unanswered have come
    // again once their lease ran out (their ids were already seen, so wait for the repeats too).
    await until(
      () => delivered().size >= LEADS && receiver!.requests.length > LEADS,
      60_000,
      'every webhook delivered, the held ones again',
    );
    // Settling is a moment after the answer: wait for the store to say done for all.
    await server!.kill('SIGTERM');
    server = undefined;

    const leadsSeen = new Map<string, Set<string>>();
    for (const request of receiver.requests) {
      const message = verifier.verify(request.body, request.headers as Record<string, string>) as { data: { id: string } };
      const set = leadsSeen.get(message.data.id) ?? new Set();
      set.add(String(request.headers['webhook-id']));
      leadsSeen.set(message.data.id, set);
    }
    // Every lead delivered, each under one webhook-id (a repeat after a crash carries the same id).
    expect([...leadsSeen.keys()].sort()).toEqual([...ids].sort());
    expect([...leadsSeen.values()].every((set) => set.size === 1)).toBe(true);
    expect(delivered().size).toBe(LEADS);
    // The second kill cut deliveries the receiver had taken but not yet answered: they came again,
    // under the same webhook-id, after their lease.
    expect(receiver.requests.length).toBeGreaterThan(LEADS);
    const store = openLeadStore(dbPath);
    try {
      const counts = await store.jobCounts();
      // A run the SIGTERM cut stays claimed until its lease; none may be lost or dead.
      expect(counts.dead).toBe(0);
      expect(counts.pending).toBe(0);
      expect(counts.done + counts.running).toBe(LEADS);
    } finally {
      await store.close();
    }
  },
);
