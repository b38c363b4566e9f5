/**
 * The bench parts against the built server (dist/server/main.js) as production runs it: the kill
 * soak, slow clients, the follow-up queue through a webhook outage, and the leads desk; each adds
 * its section, and `…Goals` what the Goals section says of its result.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTION_LIMITS } from '../../host/server/start';
import { fmtInt, fmtMs, log, ROOT, type Goal } from './common';
import { runFollowUpBench, type FollowUpBenchResult } from './follow-up';
import { runKillSoak, type KillSoakResult } from './kill-soak';
import { type BenchReport, mdTable } from './report';
import { startServerProcess } from './server-process';
import { runSlowClients, type SlowClientResult } from './slow-clients';

/** The kill soak section (scripts/bench/kill-soak.ts) against dist/server/main.js. */
export async function killSoakPart(report: BenchReport): Promise<KillSoakResult | string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-bench-soak-'));
  try {
    const dbPath = path.join(dir, 'embudo.db');
    log('kill soak: 30 connections, 5 SIGKILLs');
    const r = await runKillSoak({
      server: { root: ROOT, entry: 'dist', env: { EMBUDO_DB: dbPath, EMBUDO_RATE_LIMIT: 'off' } },
      dbPath,
      connections: 30,
      kills: 5,
      loadMs: [1500, 3000],
    });
    const ok = r.lost === 0 && r.unexpected === 0 && r.stored === r.sent && r.integrity === 'ok';
    report.addSection(
      'Kill soak',
      [
        `Leads at ${r.connections} connections; the real server (dist/server/main.js) killed with SIGKILL mid-load ${r.kills} times and restarted on the same SQLite store and port; the leads a kill cut are sent again with their id (as the outbox does). ${ok ? 'Nothing lost.' : '**FAILED**.'}`,
        '',
        mdTable(
          [
            [
              'kills',
              'leads sent',
              '2xx under load',
              'cut, resent',
              'rows stored',
              'lost',
              'unexpected',
              'integrity_check',
              'restart (ms, median)',
              'leads/s under load',
            ],
            [
              String(r.kills),
              fmtInt(r.sent),
              fmtInt(r.answered),
              `${fmtInt(r.resent)} (${fmtInt(r.resentOk)} 2xx)`,
              fmtInt(r.stored),
              fmtInt(r.lost),
              fmtInt(r.unexpected),
              r.integrity,
              fmtInt(Math.round(r.restartMs)),
              fmtInt(r.leadsPerSecond),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r'],
        ),
      ].join('\n'),
      50,
    );
    return r;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection('Kill soak', `Not run: ${message}.`, 50);
    return message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The kill soak's goal. */
export const killSoakGoals = (r: KillSoakResult): Goal[] => [
  {
      name: 'kill soak: every 2xx lead stored, integrity ok',
      value: `${r.lost} lost, ${r.integrity}`,
      status: r.lost === 0 && r.stored === r.sent && r.integrity === 'ok' ? 'ok' : 'MISSED',
  },
];

/** The slow-client section (scripts/bench/slow-clients.ts) against dist/server/main.js with its defaults. */
export async function slowClientsPart(report: BenchReport): Promise<SlowClientResult | string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-bench-slow-'));
  const server = await startServerProcess({ root: ROOT, entry: 'dist', env: { EMBUDO_DB: path.join(dir, 'embudo.db') } }).catch(
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    if (typeof server === 'string') throw new Error(server);
    const timeout = CONNECTION_LIMITS.headersTimeoutMs;
    log(`slow clients: 1,000 dripping sockets, header timeout ${timeout / 1000} s`);
    const r = await runSlowClients({
      port: server.port,
      sockets: 1000,
      addresses: 20,
      dripEveryMs: 1000,
      headerTimeoutMs: timeout,
      probeEveryMs: 100,
    });
    const ok = r.stillOpen === 0 && r.droppedEarly === 0 && r.probeFailures === 0;
    report.addSection(
      'Slow clients',
      [
        `1,000 sockets dripping their headers a byte a second from 20 loopback addresses, against the real server with its defaults (header timeout ${timeout / 1000} s, README "Server settings"), while a well-behaved client asks GET /healthz every 100 ms. ${ok ? 'Everyone else answered; every dripper dropped at the timeout.' : '**FAILED**.'}`,
        '',
        mdTable(
          [
            [
              'connected',
              'dropped',
              'drop (ms, median)',
              'drop (ms, last)',
              'dropped early',
              'still open',
              'probes',
              'probe failures',
              'probe p50 (ms)',
              'probe p99 (ms)',
            ],
            [
              fmtInt(r.connected),
              fmtInt(r.dropped),
              fmtInt(r.dropMedianMs),
              fmtInt(r.dropMaxMs),
              fmtInt(r.droppedEarly),
              fmtInt(r.stillOpen),
              fmtInt(r.probes),
              fmtInt(r.probeFailures),
              fmtInt(r.probeP50Ms),
              fmtInt(r.probeP99Ms),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
      ].join('\n'),
      60,
    );
    return r;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection('Slow clients', `Not run: ${message}.`, 60);
    return message;
  } finally {
    if (typeof server !== 'string') await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The slow clients' goal. */
export const slowClientsGoals = (r: SlowClientResult): Goal[] => [
  {
      name: 'slow clients dropped at the header timeout, others answered',
      value: `${r.stillOpen} left open, ${r.probeFailures} failed probes`,
      status: r.stillOpen === 0 && r.probeFailures === 0 ? 'ok' : 'MISSED',
  },
];

/** The follow-up section (scripts/bench/follow-up.ts) against dist/server/main.js. */
export async function followUpPart(report: BenchReport): Promise<FollowUpBenchResult | string> {
  const title = 'Follow-up: webhooks with the receiver down';
  try {
    log('follow-up: 10,000 leads, the webhook receiver down for 60 s');
    const r = await runFollowUpBench({ root: ROOT, entry: 'dist', log });
    const ok = r.delivered === r.leads && r.webhookIds === r.leads && r.bad === 0;
    report.addSection(
      title,
      [
        `${fmtInt(r.leads)} leads posted at a steady pace to the real server with EMBUDO_WEBHOOK_URLS set; the loopback receiver went down for ${r.downMs / 1000} s a fifth into the run (${fmtInt(r.postedWhileDown)} leads came in meanwhile) and came back on the same port. Delay = the lead's 201 to the receiver's first 2xx for it; queue defaults (first retry 5 s, doubling). ${ok ? 'Every lead delivered, signed, under one webhook-id.' : '**FAILED**.'}`,
        '',
        mdTable(
          [
            ['leads', 'delivered', 'webhook-ids', 'requests', 'bad', 'p50 (ms)', 'p99 (ms)', 'max (ms)', 'run (s)'],
            [
              fmtInt(r.leads),
              fmtInt(r.delivered),
              fmtInt(r.webhookIds),
              fmtInt(r.requests),
              fmtInt(r.bad),
              fmtInt(r.p50Ms),
              fmtInt(r.p99Ms),
              fmtInt(r.maxMs),
              fmtInt(Math.round(r.totalSeconds)),
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
      ].join('\n'),
      65,
    );
    return r;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    report.addSection(title, `Not run: ${message}.`, 65);
    return message;
  }
}

/** The follow-up's goal. */
export const followUpGoals = (r: FollowUpBenchResult): Goal[] => [
  {
      name: 'follow-up: every lead delivered once per webhook-id through a 60 s outage',
      value: `${fmtInt(r.delivered)} of ${fmtInt(r.leads)}, p99 ${fmtInt(r.p99Ms)} ms`,
      status: r.delivered === r.leads && r.bad === 0 ? 'ok' : 'MISSED',
  },
];

/**
 * The leads desk (scripts/bench/desk.ts): 100,000 stored leads, the real server on them,
 * the leads page's whole answer (p50/p99 over 50 requests: unfiltered, filtered, searched) and the
 * CSV of all of them (time, bytes, the server's memory). Goals: page p99 ≤ 200 ms, CSV memory growth
 * ≤ 64 MB. Skipped with --no-desk.
 */
export async function deskPart(report: BenchReport): Promise<unknown> {
  const goalP99Ms = 200;
  const goalCsvMb = 64;
  try {
    log('leads desk: 100,000 leads, the leads page and the CSV of all of them');
    const { runDeskBench } = await import('./desk');
    const desk = await runDeskBench(ROOT);
    const c = desk.csv;
    const slowest = Math.max(...desk.pages.map((p) => p.p99Ms));
    const growth = c.rssPeakMb - c.rssBeforeMb;
    const ok = slowest <= goalP99Ms && growth <= goalCsvMb;
    report.addSection(
      'Leads desk',
      [
        `${fmtInt(desk.leads)} stored leads (SQLite), signed in, the whole answer (HTML, gzip) from the real server (dist/server/main.js), 50 requests each after 3 warm-up ones. Goal: every page's p99 ≤ ${goalP99Ms} ms and the CSV's memory growth ≤ ${goalCsvMb} MB: ${ok ? 'ok' : '**MISSED**'} (p99 ${fmtMs(slowest)} ms, +${growth.toFixed(0)} MB).`,
        '',
        mdTable([['page', 'p50 (ms)', 'p99 (ms)'], ...desk.pages.map((p) => [p.label, fmtMs(p.p50Ms), fmtMs(p.p99Ms)])], ['l', 'r', 'r']),
        '',
        mdTable(
          [
            ['CSV of all leads', 'time (ms)', 'rows', 'MB', 'server RSS before (MB)', 'server RSS peak (MB)'],
            ['/admin/leads.csv', fmtMs(c.ms), fmtInt(c.rows), (c.bytes / 1e6).toFixed(1), c.rssBeforeMb.toFixed(0), c.rssPeakMb.toFixed(0)],
          ],
          ['l', 'r', 'r', 'r', 'r', 'r'],
        ),
      ].join('\n'),
      70,
    );
    return desk;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const message = `${error instanceof Error ? error.message.split('\n')[0]! : String(error)}${cause}`;
    report.addSection('Leads desk', `Not run: ${message}.`, 70);
    return message;
  }
}
