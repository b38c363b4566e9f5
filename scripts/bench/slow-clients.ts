/**
 * Slow clients: many sockets that drip their request headers a byte at a time (a
 * slowloris), spread over several loopback addresses (127.0.1.x) so the per-address connection cap
 * does not turn them away at once, while a well-behaved client on 127.0.0.1 keeps asking
 * `GET /healthz`. The server must keep answering it and drop every dripper at the header timeout it
 * sets (start.ts CONNECTION_LIMITS: 10 s by default, docs/server.md#settings). Used by
 * host/server/slow-clients.test.ts (short timeout) and `npm run bench` (the real server, defaults).
 */
import net from 'node:net';

/** Options of runSlowClients. */
export interface SlowClientOptions {
  host?: string;
  port: number;
  /** Dripping sockets (default 1000). */
  sockets?: number;
  /** Loopback addresses they come from, 127.0.1.1 … (default 20: 50 each, under the default cap of 64). */
  addresses?: number;
  /** One header byte per socket this often (default 500 ms). */
  dripEveryMs?: number;
  /** The header timeout the server is expected to apply; the run waits up to twice it plus 5 s. */
  headerTimeoutMs: number;
  /** The well-behaved client asks this often (default 100 ms). */
  probeEveryMs?: number;
}

/** What the run saw. */
export interface SlowClientResult {
  sockets: number;
  /** Sockets that connected. */
  connected: number;
  /** Sockets the server closed, and when (ms after connecting): median and the last one. */
  dropped: number;
  dropMedianMs: number;
  dropMaxMs: number;
  /** Sockets the server closed before the header timeout (e.g. the per-address cap) or never. */
  droppedEarly: number;
  stillOpen: number;
  /** Probes of the well-behaved client while the drippers were connected: answered 200, failed, latency. */
  probes: number;
  probeFailures: number;
  probeP50Ms: number;
  probeP99Ms: number;
}

const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** Runs the slow-client attack against a server already listening; resolves when every dripper is gone (or the wait ends). */
export async function runSlowClients(options: SlowClientOptions): Promise<SlowClientResult> {
  const host = options.host ?? '127.0.0.1';
  const count = options.sockets ?? 1000;
  const addresses = options.addresses ?? 20;
  const dripEvery = options.dripEveryMs ?? 500;
  const header = `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: slow\r\nX-Drip: ${'a'.repeat(4000)}`;
  const drops: number[] = [];
  let connected = 0;
  let open = 0;
  const sockets: net.Socket[] = [];

  const gone = Promise.all(
    Array.from({ length: count }, (_, i) => {
      return new Promise<void>((resolve) => {
        const socket = net.connect({ host, port: options.port, localAddress: `127.0.1.${(i % addresses) + 1}` });
        sockets.push(socket);
        let since = 0;
        let sent = 0;
        let timer: NodeJS.Timeout | undefined;
        socket.on('connect', () => {
          connected++;
          open++;
          since = Date.now();
          socket.write(header.slice(0, 16));
          sent = 16;
          timer = setInterval(() => {
            if (socket.writable) socket.write(header[sent++ % header.length]!);
          }, dripEvery);
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(timer);
          if (since) {
            open--;
            drops.push(Date.now() - since);
          }
          resolve();
        });
      });
    }),
  );

  // The well-behaved client, while drippers are connected.
  const latencies: number[] = [];
  let failures = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = Date.now();
      try {
        const res = await fetch(`http://${host}:${options.port}/healthz`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(Date.now() - started);
        else failures++;
      } catch {
        failures++;
      }
      await new Promise((resolve) => setTimeout(resolve, options.probeEveryMs ?? 100));
      if (connected > 0 && open === 0) break;
    }
  })();

  const waitMs = options.headerTimeoutMs * 2 + 5000;
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  probing = false;
  await probe;
  const stillOpen = sockets.filter((s) => !s.destroyed).length;
  for (const socket of sockets) socket.destroy();
  return {
    sockets: count,
    connected,
    dropped: drops.length,
    dropMedianMs: percentile(drops, 50),
    dropMaxMs: Math.max(0, ...drops),
    droppedEarly: drops.filter((ms) => ms < options.headerTimeoutMs).length,
    stillOpen,
    probes: latencies.length + failures,
    probeFailures: failures,
    probeP50Ms: percentile(latencies, 50),
    probeP99Ms: percentile(latencies, 99),
  };
}
