import type { Context } from 'hono';
import type { Logger } from './log';

/** JSON 404 for `/api/*` paths no route answers: API clients must never get the HTML site. */
export function apiNotFound(c: Context): Response {
  return c.json({ error: 'Not found', path: c.req.path }, 404, { 'Cache-Control': 'no-store' });
}

/** Any other unmatched request is a method the static paths do not support (every GET has a handler). */
export function methodNotAllowed(c: Context): Response {
  return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
}

/**
 * The app's error handler: logs the error (with the request's id, so it can be found beside its
 * access line) and answers a bare JSON 500, so no stack trace or message reaches the client.
 */
export function errorHandler(logger: Logger): (error: unknown, c: Context) => Response {
  return (error, c) => {
    logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, `${c.req.method} ${c.req.path} failed`);
    return c.json({ error: 'Internal error' }, 500, {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
