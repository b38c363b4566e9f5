/**
 * The security headers of every HTML answer (site pages, their 404s, the examples), in one place:
 * a strict Content-Security-Policy (scripts from this origin only, the inline `<style>` and any
 * inline script allowed by its hash, never 'unsafe-inline'), `frame-ancestors 'self'` (no
 * clickjacking of the forms), a referrer policy and a permissions policy. Widget scripts and the
 * API are not HTML and keep their own headers: partners load the widgets cross-origin with SRI.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Third-party hosts a page may use, beyond its own origin. */
export interface CspSources {
  /** Script hosts (the ad and analytics tags, when configured). */
  scripts: readonly string[];
  /** Hosts scripts may call (the IP country service, the tags' collectors). */
  connect: readonly string[];
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline `<script>` (not data blocks) and `<style>` elements of a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs) || body === '') continue;
    scripts.push(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(sha256(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy(html: string, sources: CspSources): string {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...sources.scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    // Testimonial photos and avatars may come from the business's own https image host.
    "img-src 'self' data: https:",
    ["connect-src 'self'", ...sources.connect].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers every HTML answer gets besides its CSP. */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Middleware: adds the headers to every `text/html` answer. */
export function securityHeaders(sources: CspSources): MiddlewareHandler {
  const cache = new Map<string, string>();
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    // An answer with a policy of its own (the leads desk's stricter one) keeps it.
    if (c.res.headers.has('Content-Security-Policy')) return;
    const html = await c.res.clone().text();
    let csp = cache.get(html);
    if (csp === undefined) {
      csp = contentSecurityPolicy(html, sources);
      if (cache.size > 500) cache.clear();
      cache.set(html, csp);
    }
    c.res.headers.set('Content-Security-Policy', csp);
    for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
}

/** What the site's pages reach: the IP country service, and each configured tag's hosts. */
export function siteCspSources(pixels: { meta: string; google: string; tiktok: string }): CspSources {
  const scripts: string[] = [];
  const connect = ['https://ipapi.co'];
  if (pixels.meta) {
    scripts.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (pixels.google) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (pixels.tiktok) {
    scripts.push('https://analytics.tiktok.com');
    connect.push('https://analytics.tiktok.com');
  }
  return { scripts, connect };
}
