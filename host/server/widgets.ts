import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { IMMUTABLE_CACHE, SHORT_CACHE, encodedPathBelow, findFile, isHashedName, sendFile } from './static';

// Partner pages load these cross-origin with SRI (`crossorigin="anonymous"`), which needs CORS;
// CORP keeps them loadable on partner pages that set Cross-Origin-Embedder-Policy.
const CROSS_ORIGIN_HEADERS = { 'Cross-Origin-Resource-Policy': 'cross-origin' };

/** Routes serving the built widget scripts (`<widgetsDir>/…`) at `/widgets/*`; missing files are 404, never the site. */
export function widgetRoutes(widgetsDir: string): Hono {
  const routes = new Hono();
  routes.use('/*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  routes.get('/*', async (c) => {
    const subPath = encodedPathBelow(c, '/widgets/');
    const file = subPath === null ? null : await findFile(widgetsDir, subPath);
    if (subPath === null || !file) return c.text('Not found', 404);
    // Only the ESM chunks (rollup's `esm/chunks/[name]-[hash].js`) carry a hash; entry names
    // (countdown.js, esm/countdown.js, embudo.js) are stable URLs partners paste.
    const hashed = subPath.startsWith('esm/chunks/') && isHashedName(subPath);
    return sendFile(c, file, hashed ? IMMUTABLE_CACHE : SHORT_CACHE, CROSS_ORIGIN_HEADERS);
  });
  return routes;
}
