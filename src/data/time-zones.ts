/**
 * The visitor's time zone for class times and deadlines (issue 19): the browser's own zone when it
 * belongs to the country chosen, else that country's main zone. Pure data and pure functions (Intl
 * only): no DOM, safe for the server.
 */
import type { CountryCode } from './country-codes';

/**
 * The main IANA zone of each of the 27 countries. The countries with several zones name the one
 * used when the browser's zone is not one of theirs: US the Eastern zone (New York), CA the Eastern
 * zone (Toronto), MX the Central zone (Mexico City, no daylight saving since 2022). ES, PT, CL and
 * EC use their mainland zone (Madrid, Lisbon, Santiago, Guayaquil).
 */
export const COUNTRY_ZONES: Readonly<Record<CountryCode, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  EC: 'America/Guayaquil',
  SV: 'America/El_Salvador',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  GT: 'America/Guatemala',
  HN: 'America/Tegucigalpa',
  JP: 'Asia/Tokyo',
  MX: 'America/Mexico_City',
  NI: 'America/Managua',
  NO: 'Europe/Oslo',
  PA: 'America/Panama',
  PY: 'America/Asuncion',
  PE: 'America/Lima',
  PT: 'Europe/Lisbon',
  PR: 'America/Puerto_Rico',
  ES: 'Europe/Madrid',
  SE: 'Europe/Stockholm',
  CH: 'Europe/Zurich',
  AE: 'Asia/Dubai',
  GB: 'Europe/London',
  US: 'America/New_York',
  UY: 'America/Montevideo',
};

// Each zone's engine name, asked once: every question builds an Intl.DateTimeFormat, and the
// pricing block asks for all of a country's zones (29 for the US) on each render.
const canonical = new Map<string, string | undefined>();

/** The engine's own name for a zone (aliases such as America/Argentina/Buenos_Aires and America/Buenos_Aires meet); undefined when not a zone. */
export function canonicalZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  if (canonical.has(zone)) return canonical.get(zone);
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    name = undefined;
  }
  canonical.set(zone, name);
  return name;
}

/** The browser's own time zone, when it names one. */
export function browserZone(): string | undefined {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return undefined;
  }
}

/**
 * The zones of a country, from the engine (`Intl.Locale#getTimeZones`, or the older `timeZones`
 * getter); just the main zone where the engine cannot say.
 */
const zonesOf = new Map<CountryCode, readonly string[]>();
function countryZones(country: CountryCode): readonly string[] {
  const known = zonesOf.get(country);
  if (known) return known;
  let zones: string[] | undefined;
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?(): string[]; timeZones?: string[] };
    zones = locale.getTimeZones?.() ?? locale.timeZones;
  } catch {
    // Old engines: the main zone only.
  }
  const names = [...(zones ?? []), COUNTRY_ZONES[country]].map((z) => canonicalZone(z) ?? z);
  zonesOf.set(country, names);
  return names;
}

/**
 * The zone class times and deadlines are shown in for a visitor of `country`: `own` (the
 * browser's zone) when it is one of that country's, else the country's main zone. Without a
 * country, the browser's zone (else the country table's US zone).
 */
export function visitorZone(country: CountryCode | undefined, own: string | undefined = browserZone()): string {
  const mine = canonicalZone(own);
  if (!country) return mine ?? COUNTRY_ZONES.US;
  return mine && countryZones(country).includes(mine) ? mine : COUNTRY_ZONES[country];
}
