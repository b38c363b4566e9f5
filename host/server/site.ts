import type { Context } from 'hono';
import { IMMUTABLE_CACHE, NO_CACHE, SHORT_CACHE, encodedPathBelow, findFile, isHashedName, sendFile } from './static';

/**
 * Handler for every other GET/HEAD path: a built file from `siteDir` when one exists,
 * else `index.html` so the React app's client routing decides (`/blog/…`, `/@someone`).
 */
export function siteHandler(siteDir: string): (c: Context) => Promise<Response> {
  return async (c) => {
    const subPath = encodedPathBelow(c, '/') ?? '';
    const file = await findFile(siteDir, subPath);
    if (file) {
      const isHtml = file.absolutePath.endsWith('.html');
      const hashed = subPath.startsWith('assets/') && isHashedName(subPath);
      return sendFile(c, file, isHtml ? NO_CACHE : hashed ? IMMUTABLE_CACHE : SHORT_CACHE);
    }
    // A missing build asset must stay a 404: answering HTML to a <script> fails with a MIME error
    // that hides the real cause (usually a stale page asking for an old hash).
    if (subPath.startsWith('assets/')) return c.text('Not found', 404);
    const index = await findFile(siteDir, 'index.html');
    if (!index) return c.text('Site not built: run npm run build', 503);
    return sendFile(c, index, NO_CACHE);
  };
}
