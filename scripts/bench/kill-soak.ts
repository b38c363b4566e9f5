/**
 * The kill soak: leads posted at N connections while the real server is killed with
 * SIGKILL mid-load, again and again, and started each time on the same SQLite store and port.
 * What it checks, as the browser outbox would see it: every lead answered 2xx is in the store; the
 * leads that got no answer (connection reset by the kill) are sent again once the server is back,
 * with the same id, and stored once; the store passes `PRAGMA integrity_check`; no row the clients
 * did not send. Used by host/server/kill-soak.test.ts (short) and by `npm run bench` (longer).
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { loadTestLead } from './load';
import { startServerProcess, type ServerProcessOptions } from './server-process';

/** Options of runKillSoak. */
export interface KillSoakOptions {
  /** How to start the server; its env must name the store (EMBUDO_DB) and set EMBUDO_RATE_LIMIT=off. */
  server: Omit<ServerProcessOptions, 'port'>;
  /** The store file (the same as the server's EMBUDO_DB), read after the last run. */
  dbPath: string;
  /** Concurrent connections posting leads (default 30). */
  connections?: number;
  /** SIGKILLs (default 5). */
  kills?: number;
  /** Load before each kill, ms: a random time in [min, max] (default 300–800). */
  loadMs?: [number, number];
  /**
   * Leads each round must have answered before its kill (default 0): on a loaded machine a short
   * window can pass before the fresh server answers much, and a kill with nothing in flight proves
   * little. The kill waits for them, at most 15 s past the window.
   */
  minAnsweredPerRound?: number;
}

/** What the soak saw. */
export interface KillSoakResult {
  kills: number;
  connections: number;
  /** Leads posted (distinct ids). */
  sent: number;
  /** Answered 2xx while the server was up. */
  answered: number;
  /** Cut by a kill (no answer), sent again after the last restart. */
  resent: number;
  /** Of those, answered 2xx on the resend (must be all). */
  resentOk: number;
  /** Rows in the store at the end. */
  stored: number;
  /** Leads answered 2xx (first time or on the resend) that are not in the store: must be 0. */
  lost: number;
  /** Rows of ids no client sent, or non-2xx answers other than the kills' resets: must be 0. */
  unexpected: number;
  /** `PRAGMA integrity_check`: "ok". */
  integrity: string;
  /** Median ms from start to listening of the restarts. */
  restartMs: number;
  /** 2xx answers per second of load, over all rounds. */
  leadsPerSecond: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0;
};

/** Runs the soak; resolves with what it found (the caller asserts or reports). */
export async function runKillSoak(options: KillSoakOptions): Promise<KillSoakResult> {
  const connections = options.connections ?? 30;
  const kills = options.kills ?? 5;
  const [minMs, maxMs] = options.loadMs ?? [300, 800];
  const tag = randomBytes(4).toString('hex');
  const bodies = new Map<string, string>();
  const answered = new Set<string>();
  const resentOk = new Set<string>();
  const cut = new Set<string>();
  let unexpected = 0;
  let next = 0;
  let port = 0;
  let loadTime = 0;
  const restarts: number[] = [];

  const start = async () => {
    const began = Date.now();
    const server = await startServerProcess({ ...options.server, port });
    if (port) restarts.push(Date.now() - began);
    port = server.port;
    return server;
  };

  for (let round = 0; round < kills; round++) {
    const server = await start();
    let up = true;
    const worker = async () => {
      while (up) {
        const id = `soak-${tag}-${++next}`;
        const body = loadTestLead(id);
        bodies.set(id, body);
        try {
          const res = await fetch(`${server.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
          await res.arrayBuffer();
          if (res.status === 201 || res.status === 200) answered.add(id);
          else unexpected++;
        } catch {
          // Reset by the kill (or refused while it dies): the outbox keeps it and sends it again.
          cut.add(id);
        }
      }
    };
    const began = Date.now();
    const answeredBefore = answered.size;
    const workers = Array.from({ length: connections }, worker);
    await new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
    const waitUntil = Date.now() + 15_000;
    while (answered.size - answeredBefore < (options.minAnsweredPerRound ?? 0) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.kill('SIGKILL');
    up = false;
    await Promise.all(workers);
    loadTime += Date.now() - began;
  }

  // Back once more: what the kills cut is sent again with the same id, as the browser's outbox does.
  const server = await start();
  try {
    const pending = [...cut];
    for (let i = 0; i < pending.length; i += connections) {
      await Promise.all(
        pending.slice(i, i + connections).map(async (id) => {
          const res = await fetch(`${server.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bodies.get(id)! });
          await res.arrayBuffer();
          if (res.status === 201 || res.status === 200) resentOk.add(id);
          else unexpected++;
        }),
      );
    }
  } finally {
    await server.kill('SIGTERM');
  }

  const db = new Database(options.dbPath, { readonly: true, fileMustExist: true });
  try {
    const ids = new Set((db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((row) => row.id));
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
    const lost = [...answered, ...resentOk].filter((id) => !ids.has(id)).length;
    const strangers = [...ids].filter((id) => !bodies.has(id)).length;
    return {
      kills,
      connections,
      sent: bodies.size,
      answered: answered.size,
      resent: cut.size,
      resentOk: resentOk.size,
      stored: ids.size,
      lost,
      unexpected: unexpected + strangers,
      integrity,
      restartMs: median(restarts),
      leadsPerSecond: loadTime > 0 ? Math.round(answered.size / (loadTime / 1000)) : 0,
    };
  } finally {
    db.close();
  }
}
