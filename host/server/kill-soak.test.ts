// @vitest-environment node
/**
 * The kill soak, short (`npm run bench` runs it longer): leads at 30 connections, the
 * real server (main.ts in its own process) killed with SIGKILL mid-load, restarted on the same
 * SQLite store and port. Every lead answered 2xx is stored, every lead the kills cut is stored once
 * when sent again with its id (the outbox's part: tests/browser/kill-soak.spec.ts shows a page doing
 * it), and the store passes its integrity check.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runKillSoak } from '../../scripts/bench/kill-soak';
import { createFixture, type Fixture } from '../../tests/support/test-fixtures';

let fixture: Fixture;
let dir: string;
beforeAll(() => {
  fixture = createFixture();
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-soak-'));
});
afterAll(() => {
  fixture.remove();
  rmSync(dir, { recursive: true, force: true });
});

it(
  'kill soak: leads at 30 connections, the server SIGKILLed mid-load 5 times and restarted on the same store — every 2xx lead stored once, integrity ok',
  { timeout: 90_000 },
  async () => {
    const dbPath = path.join(dir, 'embudo.db');
    const result = await runKillSoak({
      server: { root: process.cwd(), entry: 'ts', env: { EMBUDO_ROOT: fixture.root, EMBUDO_DB: dbPath, EMBUDO_RATE_LIMIT: 'off' } },
      dbPath,
      connections: 30,
      kills: 5,
      loadMs: [200, 500],
      minAnsweredPerRound: 8,
    });
    expect(result.answered, 'leads answered 2xx under load').toBeGreaterThan(30);
    expect(result.lost).toBe(0);
    expect(result.unexpected).toBe(0);
    expect(result.resentOk).toBe(result.resent);
    // Every lead sent is stored exactly once: the 2xx ones and the ones the kills cut.
    expect(result.stored).toBe(result.sent);
    expect(result.integrity).toBe('ok');
  },
);
