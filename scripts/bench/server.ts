import { createServer, type Server } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { benchEndAt, benchPage, vanillaScriptPath, type BenchKind } from './pages';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** A loopback server for the bench: the widget files, a snapshot taken once, and generated pages. */
export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/** Every file under `dir` (relative path → contents). */
export function snapshotDir(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (sub: string): void => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.set(rel, readFileSync(path.join(dir, rel)));
    }
  };
  if (statSync(dir).isDirectory()) walk('');
  return files;
}

/**
 * Serves, on 127.0.0.1 and a free port:
 * - /widgets/<file>            from `widgets` (a snapshot, so a concurrent rebuild cannot pull files mid-run),
 * - /bench/<kind>.html?n=50    a generated page with n countdowns (kind: embudo | vanilla),
 * - /bench/vanilla-countdown.js the reference script.
 */
export async function startBenchServer(widgets: Map<string, Buffer>): Promise<BenchServer> {
  const vanillaScript = readFileSync(vanillaScriptPath);
  const endAt = benchEndAt();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, type: string, body: string | Buffer): void => {
      res.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const page = /^\/bench\/(embudo|vanilla)\.html$/.exec(url.pathname);
    if (page) {
      const n = Number(url.searchParams.get('n') ?? '1');
      return send(200, TYPES['.html']!, benchPage(page[1] as BenchKind, Number.isFinite(n) ? n : 1, endAt));
    }
    if (url.pathname === '/bench/vanilla-countdown.js') return send(200, TYPES['.js']!, vanillaScript);
    if (url.pathname.startsWith('/widgets/')) {
      const file = widgets.get(decodeURIComponent(url.pathname.slice('/widgets/'.length)));
      if (file) return send(200, TYPES[path.extname(url.pathname)] ?? 'application/octet-stream', file);
    }
    if (url.pathname === '/favicon.ico') return send(204, 'text/plain', '');
    return send(404, 'text/plain; charset=utf-8', 'Not found');
  });
  // Keep-alive sockets would hold close() open; the bench never needs them after a run.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
