import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** A regular file found inside a served directory. */
export interface StaticFile {
  absolutePath: string;
  size: number;
  mtime: Date;
}

/** Cache policy for files whose name carries a content hash: they never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache policy for stable names (countdown.js, manifest.json): short, then revalidate by ETag. */
export const SHORT_CACHE = 'public, max-age=300, must-revalidate';
/** Cache policy for HTML entry points, so a new deploy is seen on the next load. */
export const NO_CACHE = 'no-cache';

// Rollup names hashed outputs `name-[hash].ext`; the hash is 8+ url-safe characters.
const HASHED_NAME = /-[A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|webp|avif|svg|gif|ico)$/;

/** Whether a file name carries a rollup content hash (e.g. `runtime-Bx3k9_aZ.js`). */
export function isHashedName(fileName: string): boolean {
  return HASHED_NAME.test(fileName);
}

/**
 * Turns the still-encoded URL path below a mount point into decoded path segments,
 * or null when any segment could step outside the mount (`..`, encoded `/` or `\`, NUL),
 * is a dotfile, or is malformed. Decoding happens once, per segment, so `%2e%2e` and
 * `..%2f` are judged after decoding and double-encoding cannot sneak through.
 */
export function safeSegments(encodedSubPath: string): string[] | null {
  if (encodedSubPath === '') return [];
  const segments: string[] = [];
  for (const raw of encodedSubPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** Finds the regular file a URL sub-path names inside `root`, or null (unsafe, missing, or a directory). */
export async function findFile(root: string, encodedSubPath: string): Promise<StaticFile | null> {
  const segments = safeSegments(encodedSubPath);
  if (segments === null || segments.length === 0) return null;
  const base = path.resolve(root);
  const absolutePath = path.resolve(base, ...segments);
  // Belt and braces: segments are already clean, but never trust a join near the filesystem.
  if (!absolutePath.startsWith(base + path.sep)) return null;
  try {
    const info = await stat(absolutePath);
    return info.isFile() ? { absolutePath, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

/** The URL path after `mount` (e.g. `/widgets/`), still percent-encoded, or null when outside it. */
export function encodedPathBelow(c: Context, mount: string): string | null {
  // The raw pathname, not c.req.path: Hono has already decoded that one, and decoding twice
  // would turn `%252e` into `.`; WHATWG URL parsing has already resolved literal dot segments.
  const pathname = new URL(c.req.url).pathname;
  return pathname.startsWith(mount) ? pathname.slice(mount.length) : null;
}

/** MIME type for a file name; unknown extensions are served as opaque bytes. */
export function contentTypeFor(fileName: string): string {
  return getMimeType(fileName) ?? 'application/octet-stream';
}

/**
 * Responds with a file's bytes, its MIME type, validators (ETag, Last-Modified) and the given
 * cache policy; answers 304 when the client's copy is current, which is what makes the short
 * `must-revalidate` policy cheap.
 */
export async function sendFile(
  c: Context,
  file: StaticFile,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}"`;
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': file.mtime.toUTCString(),
  };
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return c.body(null, 304, headers);
  }
  const bytes = await readFile(file.absolutePath);
  return c.body(bytes, 200, {
    ...headers,
    'Content-Type': contentTypeFor(file.absolutePath),
    'Content-Length': String(bytes.byteLength),
  });
}
