/**
 * The visitor's time zone for class times and deadlines: the browser's own zone when it
 * belongs to the country chosen, else that country's main zone. Pure data and pure functions (Intl
 * only): no DOM, safe for the server.
 */
import { browserZone, canonicalZone } from '../contracts/time-zone';
import type { CountryCode } from './country-codes';

export { browserZone, canonicalZone };

/**
 * The main IANA zone of each offered country. The countries with several zones name the one
 * used when the browser's zone is not one of theirs: US the Eastern zone (New York), CA the Eastern
 * zone (Toronto), MX the Central zone (Mexico City, no daylight saving since 2022), BR Brasília
 * time (São Paulo, where most Brazilians live). ES, PT, CL and EC use their mainland zone (Madrid,
 * Lisbon, Santiago, Guayaquil).
 *
 * Class times are never a table per country: the school's hours (content/schedule.json, Lima) are
 * shown in this zone (./class-time). That gives the contract's (docs/product.md#class-times) night classes where it names them — BO
 * 8–10 PM (La Paz, UTC−4 all year) — and, for the countries it leaves at "others 7–9 PM" although
 * its own offsets put them ahead of Lima, the hours their clocks really read: DO 8–10 PM (Santo
 * Domingo, UTC−4, the product contract's diff +1), BR 9–11 PM (São Paulo, UTC−3, the product contract's diff +2). VE has no contract
 * row; derived the same way from its zone, Caracas (UTC−4 all year since 2016), it is 8–10 PM.
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
  BO: 'America/La_Paz',
  VE: 'America/Caracas',
  DO: 'America/Santo_Domingo',
  BR: 'America/Sao_Paulo',
};

/**
 * The zones of a country as the engine names them (`Intl.Locale#getTimeZones`, or the older
 * `timeZones` getter), and its main zone; just the main zone where the engine cannot say.
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
  const names = [...(zones ?? []), COUNTRY_ZONES[country]];
  zonesOf.set(country, names);
  return names;
}

/**
 * Whether `zone` (an engine name, from `canonicalZone`) is one of `country`'s. The engine's list is
 * in the names its formatters resolve to (Chromium: every zone of the offered countries), so a name
 * found there is the answer without a formatter; only a name not found is compared with each
 * zone's engine name (an engine whose list spells an alias differently), a formatter a zone: 29
 * for the US, about 7 ms of main thread unthrottled, which a visitor in their own country's zone
 * no longer pays.
 */
function inCountry(zone: string, country: CountryCode): boolean {
  const zones = countryZones(country);
  return zones.includes(zone) || zones.some((z) => canonicalZone(z) === zone);
}

/**
 * The zone class times and deadlines are shown in for a visitor of `country`: `own` (the
 * browser's zone) when it is one of that country's, else the country's main zone. Without a
 * country, the browser's zone (else the country table's US zone).
 */
export function visitorZone(country: CountryCode | undefined, own: string | undefined = browserZone()): string {
  const mine = canonicalZone(own);
  if (!country) return mine ?? COUNTRY_ZONES.US;
  return mine && inCountry(mine, country) ? mine : COUNTRY_ZONES[country];
}
