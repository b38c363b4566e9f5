import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import type { LeadRouteOptions } from './leads/routes';

/** Where to listen and what to serve. */
export interface StartOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  distDir: string;
  examplesDir: string;
  /** The open lead store and lead API settings; the caller opens the store first and closes it after close(). */
  leads: LeadRouteOptions;
}

/** A listening server. */
export interface RunningServer {
  /** e.g. `http://127.0.0.1:4173`, with the real port when 0 was asked for. */
  url: string;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish briefly, then resolves. */
  close(): Promise<void>;
  /** Renders every fixed page of the site once, so the first visitors are served at once. */
  warmSite(): Promise<void>;
}

/** A listen failure whose message a person can act on (port taken, not allowed, bad host). */
export class ListenError extends Error {
  override readonly name = 'ListenError';
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// How long close() waits for in-flight requests before cutting the remaining sockets.
const CLOSE_GRACE_MS = 3000;

/** Formats host:port as an http URL (IPv6 literals need brackets). */
export function formatUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function describeListenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use.`;
    case 'EACCES':
      return `Not allowed to listen on port ${port} on ${host} (ports below 1024 need extra privileges).`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on ${host}:${port}: the address ${host} is not available on this machine.`;
    default:
      return `Cannot listen on ${host}:${port}: ${error.message}`;
  }
}

/** Starts the Embudo server and resolves once it is listening; rejects with a ListenError naming the port otherwise. */
export function startServer(options: StartOptions): Promise<RunningServer> {
  const app = createApp({ distDir: options.distDir, examplesDir: options.examplesDir, leads: options.leads });
  // createAdaptorServer (not serve) so listen errors reach our handler instead of crashing the process.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;

  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new ListenError(describeListenError(error, options.host, options.port), error.code, { cause: error }));
    };
    const onListening = () => {
      server.off('error', onError);
      const { port } = server.address() as AddressInfo;
      resolve({ url: formatUrl(options.host, port), port, close: () => closeServer(server), warmSite: async () => app.warmSite?.() });
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(options.port, options.host);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}
