/**
 * The follow-up bench: N leads (10,000 by default) posted at a steady pace to the real server
 * with webhooks on, while the CRM's receiver (loopback) goes down for 60 s in the middle of the
 * run and comes back on the same address. Measures, per lead, the delay from its 201 to the
 * receiver's first 2xx answer for it, and checks every lead arrived, signed, under one webhook-id.
 * The queue runs with its real defaults (first retry 5 s, doubling): the delays of the leads that
 * met the outage are the retry schedule's, as a business would see them.
 *
 * `npm run bench` runs it as a part; alone: `npx tsx scripts/bench/follow-up.ts [--leads=10000]
 * [--down-seconds=60] [--rate=100]` (after `npm run build`). Never part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { startReceiver, type Receiver } from '../../tests/support/test-receiver';
import { loadTestLead } from './load';
import { startServerProcess, type ServerProcess } from './server-process';

export interface FollowUpBenchOptions {
  root: string;
  entry: 'dist' | 'ts';
  leads?: number;
  /** Leads per second posted (default 100). */
  rate?: number;
  /** How long the receiver is down (default 60 s), starting a fifth into the posting. */
  downMs?: number;
  /** Concurrent posting connections (default 10). */
  connections?: number;
  log?: (message: string) => void;
}

export interface FollowUpBenchResult {
  leads: number;
  delivered: number;
  /** Distinct webhook-ids seen (must equal leads). */
  webhookIds: number;
  /** Requests the receiver answered (first tries, repeats after a lost answer). */
  requests: number;
  /** Leads whose signature did not verify, or that came under more than one id: must be 0. */
  bad: number;
  downMs: number;
  /** Delay from the lead's 201 to its first 2xx delivery, ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Leads posted while the receiver was down. */
  postedWhileDown: number;
  /** From the first post to the last delivery, s. */
  totalSeconds: number;
}

const SECRET = `whsec_${Buffer.from('embudo-bench-follow-up-secret-0123').toString('base64')}`;

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export async function runFollowUpBench(options: FollowUpBenchOptions): Promise<FollowUpBenchResult> {
  const total = options.leads ?? 10_000;
  const rate = options.rate ?? 100;
  const downMs = options.downMs ?? 60_000;
  const connections = options.connections ?? 10;
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-bench-follow-up-'));
  let receiver: Receiver | undefined;
  let server: ServerProcess | undefined;
  try {
    receiver = await startReceiver();
    const port = receiver.port;
    const accepted = new Map<string, number>();
    const firstDelivery = new Map<string, number>();
    const idsOfLead = new Map<string, Set<string>>();
    let bad = 0;
    let requests = 0;
    const verifier = new Webhook(SECRET);
    const attach = (r: Receiver) => {
      r.respond = (request) => {
        requests += 1;
        try {
          const message = verifier.verify(request.body, request.headers as Record<string, string>) as { data: { id: string } };
          const id = message.data.id;
          if (!firstDelivery.has(id)) firstDelivery.set(id, Date.now());
          const ids = idsOfLead.get(id) ?? new Set<string>();
          ids.add(String(request.headers['webhook-id']));
          idsOfLead.set(id, ids);
        } catch {
          bad += 1;
        }
        return 204;
      };
    };
    attach(receiver);
    server = await startServerProcess({
      root: options.root,
      entry: options.entry,
      env: { EMBUDO_DB: path.join(dir, 'embudo.db'), EMBUDO_RATE_LIMIT: 'off', EMBUDO_WEBHOOK_URLS: `http://127.0.0.1:${port}/crm`, EMBUDO_WEBHOOK_SECRET: SECRET },
    });
    const url = `${server.origin}/api/leads`;
    const started = Date.now();
    const downAt = started + Math.round((total / rate) * 1000 * 0.2);
    let upAt = Infinity;
    let postedWhileDown = 0;
    let next = 0;
    // The outage: closed at downAt, listening again on the same port downMs later.
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, downAt - Date.now())));
      log(`follow-up: receiver down for ${downMs / 1000} s`);
      await receiver!.close();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      receiver = await startReceiver(port);
      attach(receiver);
      upAt = Date.now();
      log('follow-up: receiver back');
    })();
    const worker = async () => {
      for (;;) {
        const n = next++;
        if (n >= total) return;
        // A steady pace: lead n leaves at started + n / rate seconds.
        const due = started + (n * 1000) / rate;
        if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
        const id = `bench-fu-${n}-${started.toString(36)}`;
        for (;;) {
          const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: loadTestLead(id) }).catch(() => null);
          if (res && (res.status === 201 || res.status === 200)) {
            await res.body?.cancel();
            const at = Date.now();
            accepted.set(id, at);
            if (at >= downAt && at < upAt) postedWhileDown += 1;
            break;
          }
          await res?.body?.cancel();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (n % 1000 === 999) log(`follow-up: ${n + 1} leads posted, ${firstDelivery.size} delivered`);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    await outage;
    const deadline = Date.now() + 30 * 60_000;
    while (firstDelivery.size < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const delays = [...accepted].map(([id, at]) => (firstDelivery.get(id) ?? Number.NaN) - at).filter((d) => Number.isFinite(d)).sort((a, b) => a - b);
    const lastDelivery = Math.max(...firstDelivery.values());
    return {
      leads: total,
      delivered: firstDelivery.size,
      webhookIds: new Set([...idsOfLead.values()].flatMap((ids) => [...ids])).size,
      requests,
      bad: bad + [...idsOfLead.values()].filter((ids) => ids.size !== 1).length,
      downMs,
      p50Ms: quantile(delays, 0.5),
      p99Ms: quantile(delays, 0.99),
      maxMs: delays[delays.length - 1] ?? 0,
      postedWhileDown,
      totalSeconds: (lastDelivery - started) / 1000,
    };
  } finally {
    await server?.kill('SIGTERM');
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Alone: `npx tsx scripts/bench/follow-up.ts`.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  runFollowUpBench({
    root: process.cwd(),
    entry: process.argv.includes('--ts') ? 'ts' : 'dist',
    leads: arg('leads', 10_000),
    rate: arg('rate', 100),
    downMs: arg('down-seconds', 60) * 1000,
    log: (message) => process.stderr.write(`[bench] ${message}\n`),
  }).then(
    (result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
