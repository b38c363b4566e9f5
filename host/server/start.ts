import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { ownOrigin, type SourceMaps } from './config';
import type { LeadRouteOptions } from './leads/routes';
import type { Logger } from './log';

/** Where to listen and what to serve. */
export interface StartOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  distDir: string;
  examplesDir: string;
  /** The open lead store and lead API settings; the caller opens the store first and closes it after close(). */
  leads: LeadRouteOptions;
  /** The site's public origin (EMBUDO_SITE_URL); undefined: the server's own address (development). */
  siteUrl?: string;
  /** Whether source maps are served (EMBUDO_SOURCE_MAPS); default: the environment's, else private. */
  sourceMaps?: SourceMaps;
  /** Slow-client limits (defaults: CONNECTION_LIMITS); tests shorten them. */
  limits?: Partial<ConnectionLimits>;
  /** Where the access lines and errors go (default: the process's logger, log.ts). */
  logger?: Logger;
}

/** How long a client may take, and how many connections one address may hold open. */
export interface ConnectionLimits {
  /** Time to send the request line and headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** Time to send the whole request, body included (Node's `requestTimeout`): a body dripped a byte every 2 s ends here. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; a connection over it is closed at once. 0 = no cap. */
  maxConnectionsPerIp: number;
}

/**
 * The defaults, chosen on purpose (docs/server.md#settings): a lead body is at most 16 KB, which
 * a phone on a poor 3G link sends in a second or two, so 10 s for the headers and 20 s for the whole
 * request leave room for bad networks while a client dripping bytes is dropped long before Node's
 * 300 s; 5 s keep-alive; 64 connections per address (a browser opens 6 per host; a school or an
 * office behind one NAT address may hold a few dozen).
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerIp: 64,
};

/** A listening server. */
export interface RunningServer {
  /** e.g. `http://127.0.0.1:4173`, with the real port when 0 was asked for. */
  url: string;
  port: number;
  /** The Node server (its timeouts are CONNECTION_LIMITS). */
  server: Server;
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
  // Without EMBUDO_SITE_URL, pages name the address this server listens on (the real port once known).
  let listening = options.port;
  const app = createApp({
    distDir: options.distDir,
    examplesDir: options.examplesDir,
    leads: options.leads,
    sourceMaps: options.sourceMaps,
    logger: options.logger,
    siteOrigin: options.siteUrl ?? (() => ownOrigin(options.host, listening)),
  });
  const limits = { ...CONNECTION_LIMITS, ...options.limits };
  // createAdaptorServer (not serve) so listen errors reach our handler instead of crashing the process.
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above (default 30 s, which would let a drip run 50 % over).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  }) as Server;
  capConnectionsPerIp(server, limits.maxConnectionsPerIp);

  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new ListenError(describeListenError(error, options.host, options.port), error.code, { cause: error }));
    };
    const onListening = () => {
      server.off('error', onError);
      const { port } = server.address() as AddressInfo;
      listening = port;
      resolve({
        url: formatUrl(options.host, port),
        port,
        server,
        close: () => closeServer(server),
        warmSite: async () => app.warmSite?.(),
      });
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(options.port, options.host);
  });
}

/**
 * Closes a connection at once when its address already holds `max` open ones, so one client (or a
 * botnet of slow drippers from one address) cannot use up the sockets everyone else needs. Behind a
 * proxy every client shares the proxy's address: raise the cap or set it to 0 there (the proxy
 * should limit clients itself).
 */
export function capConnectionsPerIp(server: Server, max: number): void {
  if (!(max > 0)) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const ip = socket.remoteAddress ?? 'unknown';
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
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
