import { Hono } from 'hono';
import { cors } from 'hono/cors';

/** Country headers set by edges and proxies, most trusted first. */
export const COUNTRY_HEADERS = ['CF-IPCountry', 'CloudFront-Viewer-Country', 'X-Vercel-IP-Country', 'X-Country-Code'] as const;

/** The answer when no edge header names a country: the regional fallback of the geo chain. */
export const FALLBACK_COUNTRY = 'US';

// `XX` is Cloudflare's "unknown" and `T1` its Tor exit code: neither is a country.
const NOT_COUNTRIES = new Set(['XX', 'T1']);

/** Normalises one header value to an ISO 3166-1 alpha-2 code, or null when it is not one. */
export function parseCountryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) ? code : null;
}

/** The first valid country among the edge headers (a later header may know what an earlier one did not), else `US`. */
export function countryFromHeaders(header: (name: string) => string | undefined): string {
  for (const name of COUNTRY_HEADERS) {
    const code = parseCountryCode(header(name));
    if (code) return code;
  }
  return FALLBACK_COUNTRY;
}

/** Routes under `/api` answering `GET /geo` with `{ countryCode }`. */
export function geoRoutes(): Hono {
  const routes = new Hono();
  // Partner pages on other origins ask this before rendering prices.
  routes.use('/geo', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  routes.get('/geo', (c) =>
    c.json({ countryCode: countryFromHeaders((name) => c.req.header(name)) }, 200, {
      // The answer is per visitor: no shared cache may keep it, and any cache must key on the headers.
      'Cache-Control': 'private, no-store',
      Vary: COUNTRY_HEADERS.join(', '),
    }),
  );
  return routes;
}
