/**
 * The desk's query strings: the leads filter (form, bootcamp, country, a day range in the school's
 * time zone, a search), the keyset cursor of the next page, and the funnel's range and channel.
 * A value that is not one the desk offers is left out and reported (`ignored`), so a hand-edited
 * address still shows a page and says what it did not use.
 */
import { BOOTCAMP_SLUGS } from '../../../src/contracts/bootcamp';
import { COUNTRY_CODES } from '../../../src/contracts/country';
import { addDays, zonedDate, zonedInstant } from '../../../src/data/class-time';
import { LEAD_FORMS, type DeskFilter, type FunnelFilter, type LeadCursor, type LeadForm } from '../leads/store';

/** Longest search text the desk takes. */
export const MAX_SEARCH = 100;
/** Longest range the funnel and charts take, in days. */
export const MAX_RANGE_DAYS = 366;
/** The funnel's default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter the desk did not use, and why (shown on the page in the desk's language). */
export interface Ignored {
  param: string;
  value: string;
}

/** The leads filter as the form shows it (days as typed) and as the store reads it. */
export interface DeskQuery {
  filter: DeskFilter;
  /** The form's values, to fill the form and build links. */
  form: { kind: string; bootcamp: string; country: string; from: string; to: string; q: string };
  cursor: LeadCursor | null;
  ignored: Ignored[];
}

function validDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The first instant of a calendar day in `zone`. */
export function dayStart(day: string, zone: string): number {
  return zonedInstant(day, undefined, zone); // the day's first instant there
}

/** `after=<receivedAt>.<rowid>`: the cursor of the next page. */
export function encodeCursor(cursor: LeadCursor): string {
  return `${cursor.receivedAt}.${cursor.rowid}`;
}

/** The cursor of `after`, or null when it is not one. */
export function decodeCursor(text: string | null): LeadCursor | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text ?? '');
  return match ? { receivedAt: Number(match[1]), rowid: Number(match[2]) } : null;
}

/** Reads the leads filter from a query string; days are calendar days in `zone`, `to` included. */
export function parseDeskQuery(params: URLSearchParams, zone: string): DeskQuery {
  const ignored: Ignored[] = [];
  const form = { kind: '', bootcamp: '', country: '', from: '', to: '', q: '' };
  const filter: DeskFilter = {};
  const pick = (name: 'kind' | 'bootcamp' | 'country', list: readonly string[]): string | undefined => {
    const value = params.get(name) ?? '';
    if (value === '') return undefined;
    if (list.includes(value)) return (form[name] = value);
    ignored.push({ param: name, value });
    return undefined;
  };
  const kind = pick('kind', LEAD_FORMS);
  if (kind) filter.form = kind as LeadForm;
  const bootcamp = pick('bootcamp', BOOTCAMP_SLUGS);
  if (bootcamp) filter.bootcamp = bootcamp;
  const country = pick('country', COUNTRY_CODES);
  if (country) filter.country = country;
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name) ?? '';
    if (value === '') continue;
    if (!validDay(value)) {
      ignored.push({ param: name, value });
      continue;
    }
    form[name] = value;
    if (name === 'from') filter.fromMs = dayStart(value, zone);
    else filter.toMs = dayStart(addDays(value, 1), zone);
  }
  const q = (params.get('q') ?? '').trim();
  if (q.length > MAX_SEARCH) ignored.push({ param: 'q', value: q });
  else if (q) filter.search = form.q = q;
  const after = params.get('after');
  const cursor = decodeCursor(after);
  if (after && !cursor) ignored.push({ param: 'after', value: after });
  return { filter, form, cursor, ignored };
}

/** The query string of a leads filter (empty values left out), optionally with a cursor. */
export function deskSearch(form: DeskQuery['form'], after?: LeadCursor | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value) params.set(key, value);
  if (after) params.set('after', encodeCursor(after));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The funnel's range and channel as the form shows them and as the store reads them. */
export interface FunnelQuery {
  filter: FunnelFilter;
  form: { from: string; to: string; channel: string };
  /** The days of the range, first to last. */
  days: string[];
  ignored: Ignored[];
}

/** A source and campaign as one form value (`source~campaign`, each URI-encoded). */
export function encodeChannel(source: string, campaign: string): string {
  return `${encodeURIComponent(source)}~${encodeURIComponent(campaign)}`;
}

function decodeChannel(text: string): { source: string; campaign: string } | null {
  const [source, campaign, extra] = text.split('~');
  if (source === undefined || campaign === undefined || extra !== undefined) return null;
  try {
    return { source: decodeURIComponent(source), campaign: decodeURIComponent(campaign) };
  } catch {
    return null;
  }
}

/** Reads the funnel's filter: `from`/`to` days in `zone` (default the last 30 days up to today), `channel`. */
export function parseFunnelQuery(params: URLSearchParams, zone: string, now: number): FunnelQuery {
  const ignored: Ignored[] = [];
  const today = zonedDate(now, zone);
  const day = (name: 'from' | 'to', fallback: string): string => {
    const value = params.get(name) ?? '';
    if (value === '') return fallback;
    if (validDay(value)) return value;
    ignored.push({ param: name, value });
    return fallback;
  };
  let to = day('to', today);
  let from = day('from', addDays(to, 1 - DEFAULT_RANGE_DAYS));
  if (from > to) {
    ignored.push({ param: 'from', value: from });
    from = addDays(to, 1 - DEFAULT_RANGE_DAYS);
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (days.length === MAX_RANGE_DAYS) {
      ignored.push({ param: 'to', value: to });
      to = days[days.length - 1]!;
      break;
    }
    days.push(d);
  }
  const filter: FunnelFilter = { fromMs: dayStart(from, zone), toMs: dayStart(addDays(to, 1), zone) };
  const channelText = params.get('channel') ?? '';
  let channel = '';
  if (channelText) {
    const decoded = decodeChannel(channelText);
    if (decoded && decoded.source.length <= 100 && decoded.campaign.length <= 100) {
      filter.source = decoded.source;
      filter.campaign = decoded.campaign;
      channel = channelText;
    } else ignored.push({ param: 'channel', value: channelText });
  }
  return { filter, form: { from, to, channel }, days, ignored };
}
