// The codes only, not the country table (names, prefixes): widgets that never list countries skip it.
import { isCountryCode, type CountryCode } from '../data/country-codes';
import { defineSetting, getConfig, httpUrl, URL_FORM } from './config';
import { fetchJson } from './http';
import { pageSlot } from './page-slot';
import { local, session } from './storage';
import { trackCustom } from './tracking';

// The settings live here, not in the shared runtime: only widgets that find the country use them.
defineSetting('country', [
  'country',
  (v) => {
    const code = typeof v === 'string' ? v.trim().toUpperCase() : v;
    return isCountryCode(code) ? code : undefined;
  },
  'a two-letter code of an offered country, e.g. "PE"',
]);
const href = (v: unknown): string | undefined => httpUrl(v)?.href;
defineSetting('geoUrl', ['geo-url', href, URL_FORM]);
defineSetting('geoFallbackUrl', ['geo-fallback-url', href, URL_FORM]);
defineSetting('geoTimeoutMs', [
  null,
  (v) => (typeof v === 'number' && v > 0 && v < Infinity ? v : undefined),
  'a positive number of milliseconds',
]);

/** The geo chain's services and timeout: the configured ones, else ipapi.co, the API's `/api/geo` and 5 s. */
export function geoSettings(): { geoUrl: string; geoFallbackUrl: string; geoTimeoutMs: number } {
  // The fallback follows apiBase, so a partner who points data-api elsewhere gets that server's geo too.
  const { apiBase, geoUrl = 'https://ipapi.co/json/', geoFallbackUrl = `${apiBase}/api/geo`, geoTimeoutMs = 5000 } = getConfig();
  return { geoUrl, geoFallbackUrl, geoTimeoutMs };
}

/** How the visitor's country was found (the CountryDetected `method`). */
export type GeoMethod = 'manual' | 'url' | 'ipapi.co' | 'aws_fallback' | 'default';

/** The visitor's country and how it was found. */
export interface CountryDetection {
  countryCode: CountryCode;
  method: GeoMethod;
}

/** Name of the `CustomEvent<CountryDetection>` dispatched on `window` when the country is known or chosen. */
export const COUNTRY_DETECTED_EVENT = 'embudo-country-detected';

/** localStorage key of the visitor's manual choice (a bare country code). */
export const COUNTRY_CHOICE_KEY = 'embudo:country-choice';

/** sessionStorage key of this session's detection (JSON `CountryDetection`). */
export const COUNTRY_SESSION_KEY = 'embudo:country';

const DEFAULT_DETECTION: CountryDetection = { countryCode: 'US', method: 'default' };
const REMEMBERED_METHODS: readonly GeoMethod[] = ['url', 'ipapi.co', 'aws_fallback', 'default'];

/**
 * The page's one detection (docs/product.md#country-detection), shared by every widget and also by every
 * Embudo script on the page (a partner may paste pricing.js and scholarship-modal.js, each with its
 * own copy of this module): a page slot, which every copy finds alike.
 */
const detection = pageSlot<Promise<CountryDetection>>('geo');
let manualChoice: CountryDetection | undefined;
let detectionTracked = false;

function isRemembered(value: unknown): value is CountryDetection {
  if (typeof value !== 'object' || value === null) return false;
  const { countryCode, method } = value as Record<string, unknown>;
  return isCountryCode(countryCode) && REMEMBERED_METHODS.includes(method as GeoMethod);
}

function storedChoice(): CountryDetection | undefined {
  const code = local.get(COUNTRY_CHOICE_KEY);
  if (code === null) return undefined;
  if (isCountryCode(code)) return { countryCode: code, method: 'manual' };
  local.remove(COUNTRY_CHOICE_KEY); // tampered or from an older list of countries
  return undefined;
}

function countryFromUrl(): CountryCode | undefined {
  try {
    const code = new URLSearchParams(window.location.search).get('country')?.trim().toUpperCase();
    return isCountryCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

function codeIn(body: unknown, field: string): CountryCode | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return isCountryCode(code) ? code : undefined;
}

/** One geo service call; resolves undefined on timeout, non-2xx, non-JSON (an HTML error page, a captive portal) or an unoffered country. */
function fetchCountry(url: string, field: string, timeoutMs: number): Promise<CountryCode | undefined> {
  // A missing or throwing fetch rejects inside fetchJson like any failure: no answer, no throw.
  if (!url) return Promise.resolve(undefined);
  return fetchJson(url, timeoutMs).then(
    (body) => codeIn(body, field),
    () => undefined,
  );
}

function announce(detection: CountryDetection): void {
  // No window or CustomEvent (an odd embedding) throws here and is caught like a listener's failure.
  try {
    const detail = { countryCode: detection.countryCode, method: detection.method };
    window.dispatchEvent(new CustomEvent(COUNTRY_DETECTED_EVENT, { detail }));
  } catch {
    // a listener's failure is the listener's problem
  }
}

function finish(detection: CountryDetection): CountryDetection {
  session.setJSON(COUNTRY_SESSION_KEY, detection);
  // CountryDetected reports a detection that ran (docs/product.md#tracking: ipapi.co, aws_fallback, default), not a
  // country the URL named (nor one chosen by hand, which never comes here).
  if (!detectionTracked && detection.method !== 'url') {
    detectionTracked = true;
    trackCustom('CountryDetected', { country: detection.countryCode, method: detection.method });
  }
  // A choice made while the services were answering (by this script or another) wins, for listeners and callers alike.
  const choice = countryChoice();
  if (choice) return choice;
  announce(detection);
  return detection;
}

async function detect(): Promise<CountryDetection> {
  const choice = countryChoice();
  if (choice) return choice;
  const fromUrl = countryFromUrl();
  if (fromUrl) return finish({ countryCode: fromUrl, method: 'url' });
  const remembered = session.getJSON(COUNTRY_SESSION_KEY, isRemembered);
  if (remembered) return { countryCode: remembered.countryCode, method: remembered.method };

  const { geoUrl, geoFallbackUrl, geoTimeoutMs } = geoSettings();
  const primary = await fetchCountry(geoUrl, 'country_code', geoTimeoutMs);
  if (primary) return finish({ countryCode: primary, method: 'ipapi.co' });
  const fallback = await fetchCountry(geoFallbackUrl, 'countryCode', geoTimeoutMs);
  if (fallback) return finish({ countryCode: fallback, method: 'aws_fallback' });
  return finish(DEFAULT_DETECTION);
}

/** The visitor's country (docs/product.md#country-detection order, manual choice first); one shared detection per page, never rejects. */
export function detectCountry(): Promise<CountryDetection> {
  return detection.ensure(() => detect().catch(() => countryChoice() ?? DEFAULT_DETECTION));
}

/**
 * The visitor's own choice (made on this page or remembered from an earlier visit), without
 * asking any service; `undefined` when they have not chosen. A widget told its country by the page
 * checks this first, since the visitor's choice wins.
 */
export function countryChoice(): CountryDetection | undefined {
  return manualChoice ?? storedChoice();
}

/**
 * What the page already knows of the visitor's country, asking no service and changing nothing:
 * their choice, the address's `?country=`, or this visit's detection kept in the session;
 * `undefined` when only a detection could tell. For a page's own display before the widgets
 * announce anything (the site's header flag on a second page of a visit, where `detectCountry`
 * answers from the session without an event).
 */
export function knownCountry(): CountryDetection | undefined {
  const choice = countryChoice();
  if (choice) return choice;
  const fromUrl = countryFromUrl();
  if (fromUrl) return { countryCode: fromUrl, method: 'url' };
  const remembered = session.getJSON(COUNTRY_SESSION_KEY, isRemembered);
  return remembered && { countryCode: remembered.countryCode, method: remembered.method };
}

/** Records the visitor's own choice (kept across visits) and tells every widget via the window event. */
export function chooseCountry(code: CountryCode): void {
  if (!isCountryCode(code)) {
    try {
      console.error(`[embudo] chooseCountry(${JSON.stringify(code)}) is not valid: expected an offered country code, e.g. "PE"; ignored.`);
    } catch {
      // unserializable input or a hostile console
    }
    return;
  }
  manualChoice = { countryCode: code, method: 'manual' };
  local.set(COUNTRY_CHOICE_KEY, code);
  detection.set(Promise.resolve(manualChoice));
  announce(manualChoice);
}

/** Forgets the shared detection, the in-page choice and the tracked flag (tests only; storage is kept). */
export function resetGeoForTests(): void {
  detection.clear();
  manualChoice = undefined;
  detectionTracked = false;
}
