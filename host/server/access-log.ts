/**
 * One access-log line per request, and its request id.
 *
 * The line has `reqId`, `method`, `path`, `query` (the parameter NAMES only), `route` (the route
 * pattern that answered, e.g. `/api/leads`, `/widgets/*`, `site` for the site's pages and files and requests no other route takes),
 * `status` and `ms`. Never a query value (a campaign link or a partner page may put an email or a
 * phone there), a header, a cookie or a token; a path segment with an `@` in it is written as
 * `[redacted]`, since a path can carry an email too. Every request is logged, static files
 * included; nothing is sampled.
 *
 * `ms` runs until the response's headers are ready: a streamed body (the lead export) is not in it.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './log';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (X-Request-Id). */
    requestId: string;
  }
}

/** A client's (or a proxy's) X-Request-Id is kept when it is this plain; any other is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_PATH = 300;
const MAX_QUERY_NAMES = 20;

/** The request id to use: the one sent when it is sane, else a new UUID. */
export function requestId(sent: string | undefined): string {
  const id = sent?.trim() ?? '';
  return SANE_ID.test(id) ? id : randomUUID();
}

/** The path as logged: at most 300 characters, segments holding an `@` (raw or %40) redacted. */
export function loggedPath(path: string): string {
  const shown = path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? '[redacted]' : segment))
    .join('/');
  return shown.length > MAX_PATH ? `${shown.slice(0, MAX_PATH)}…` : shown;
}

/** The query's parameter names (no values), sorted, each at most 40 characters, at most 20. */
export function queryNames(url: string): string[] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  const names = new Set<string>();
  for (const name of new URLSearchParams(url.slice(at + 1)).keys()) {
    names.add(/@|%40/i.test(name) ? '[redacted]' : name.slice(0, 40));
    if (names.size >= MAX_QUERY_NAMES) break;
  }
  return [...names].sort();
}

/** The route pattern that answered: bounded (one value per route, not per path), for logs and metrics. */
export function routeLabel(pattern: string | undefined): string {
  // The site's catch-all answers pages, build files and unknown paths alike.
  if (pattern === undefined || pattern === '*' || pattern === '/*') return 'site';
  return pattern;
}

/** What the middleware reports besides the log line (the metrics' request histogram). */
export type RequestObserver = (request: { method: string; route: string; status: number; seconds: number }) => void;

/**
 * The middleware: gives the request its id (answered in `X-Request-Id`), then writes the line once
 * the response is ready (5xx at `error`, the rest at `info`).
 */
export function accessLog(logger: Logger, observe?: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestId(c.req.header('x-request-id'));
    c.set('requestId', id);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const status = c.res.status;
      const route = routeLabel(routePath(c));
      c.header('X-Request-Id', id);
      observe?.({ method: c.req.method, route, status, seconds: ms / 1000 });
      const path = loggedPath(c.req.path);
      const line = { reqId: id, method: c.req.method, path, query: queryNames(c.req.url), route, status, ms };
      const message = `${c.req.method} ${path} ${status} ${ms} ms`;
      if (status >= 500) logger.error(line, message);
      else logger.info(line, message);
    }
  };
}
