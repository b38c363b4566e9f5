import type { CookieJar } from './storage';

const HOUR = 3600_000;
/** How long a visitor's discount lasts, and how long before they may get a new one. */
export const TEMPORAL_MS = 24 * HOUR;
export const REBOOT_MS = 48 * HOUR;
/** Clock skew tolerated between the cookie's writer and this page. */
const SKEW_MS = 60_000;

/** Cookie names of one campaign's evergreen deadline. */
export const discountCookieNames = (slug: string) => ({
  temporal: `discount-temporal-${slug}`,
  reboot: `discount-reboot-${slug}`,
});

/** A cookie value that is a whole-millisecond timestamp in (now, now + windowMs]; else undefined. */
export function readTimestamp(value: string | undefined, now: number, windowMs: number): number | undefined {
  if (!value || !/^\d{12,14}$/.test(value)) return undefined;
  const at = Number(value);
  return at > now && at <= now + windowMs + SKEW_MS ? at : undefined;
}

/**
 * The per-visitor deadline of a discount campaign (docs/product.md#discount-deadline): a live temporal cookie is the
 * deadline; with neither cookie both are created (24 h and 48 h) and the temporal time is the
 * deadline; with only the reboot cookie the discount is over for this visitor (null = hide).
 * A cookie that is not a timestamp within its window is treated as absent, so a tampered or
 * stale value can never show a past deadline as live.
 */
export function resolveDiscountDeadline(jar: CookieJar, slug: string, now: number): number | null {
  const names = discountCookieNames(slug);
  const temporal = readTimestamp(jar.get(names.temporal), now, TEMPORAL_MS);
  if (temporal !== undefined) return temporal;
  if (readTimestamp(jar.get(names.reboot), now, REBOOT_MS) !== undefined) return null;
  const deadline = now + TEMPORAL_MS;
  jar.set(names.temporal, String(deadline), { maxAgeSeconds: TEMPORAL_MS / 1000 });
  jar.set(names.reboot, String(now + REBOOT_MS), { maxAgeSeconds: REBOOT_MS / 1000 });
  return deadline;
}

/** The campaign slug of a landing path: `flex-descuento` for descuento-beca-parcial, else its last segment. */
export function campaignSlugFromPath(path: string): string {
  if (path.includes('descuento-beca-parcial')) return 'flex-descuento';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const slug = decodeSafe(last)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'descuento';
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
