/**
 * The masterclass invitation: an iCalendar REQUEST (ical-generator) that mail clients offer to add
 * to the calendar. The start is written in the school's zone (DTSTART;TZID=…) with a VTIMEZONE that
 * gives that zone's offset at the class's instant, so a client that does not know the zone's name
 * still puts the class at the right moment. The UID is derived from the registration (the lead id),
 * so a re-sent invitation updates the same calendar entry instead of adding a second one.
 */
import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { zoneClock } from '../../../src/contracts/time-zone';

/** How long the masterclass lasts in the calendar entry (the content gives a start only). */
export const MASTERCLASS_MINUTES = 90;

/** What the invitation carries. */
export interface InvitationInput {
  /** The registration (lead) id: the UID's seed. */
  registrationId: string;
  /** When the registration was received (the DTSTAMP: the same on every re-send). */
  registeredAt: number;
  /** The class's instant (ms since the epoch). */
  startsAt: number;
  /** The school's IANA zone. */
  timeZone: string;
  summary: string;
  description: string;
  /** The join link, when the content has one. */
  joinUrl: string;
  /** The organizer (the mail's From address) and the attendee. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The site's host name (the UID's domain part). */
  domain: string;
}

/** The stable UID of a registration's invitation: the same on every send. */
export function invitationUid(registrationId: string, domain: string): string {
  return `masterclass-${createHash('sha256').update(registrationId).digest('hex').slice(0, 32)}@${domain}`;
}

/** The zone's offset from UTC at `at`, in minutes (east positive). */
function offsetMinutes(at: number, timeZone: string): number {
  const [y, m, d, h, min] = zoneClock(at, timeZone);
  return Math.round((Date.UTC(y, m - 1, d, h, min) - Math.floor(at / 60_000) * 60_000) / 60_000);
}

const hhmm = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The wall clock of `at` in `timeZone` as 'YYYY-MM-DDTHH:MM:00' with no offset: with the event's
 * TZID, ical-generator writes a string's own wall time (it parses it as local time and reads it back
 * with the local getters, so the server's own zone cancels out).
 */
function wallClock(at: number, timeZone: string): string {
  const [y, m, d, h, min] = zoneClock(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${y}-${two(m)}-${two(d)}T${two(h)}:${two(min)}:00`;
}

/** A VTIMEZONE naming `timeZone` with its offset at `at` (the one instant the invitation uses). */
function vtimezone(timeZone: string, at: number): string {
  const offset = hhmm(offsetMinutes(at, timeZone));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** The invitation as iCalendar text (METHOD:REQUEST). */
export function invitation(input: InvitationInput): string {
  const calendar = ical({
    name: input.summary,
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: input.domain, product: 'embudo-mail', language: 'ES' },
  });
  calendar.createEvent({
    id: invitationUid(input.registrationId, input.domain),
    start: wallClock(input.startsAt, input.timeZone),
    end: wallClock(input.startsAt + MASTERCLASS_MINUTES * 60_000, input.timeZone),
    timezone: input.timeZone,
    summary: input.summary,
    description: input.joinUrl ? `${input.description}\n${input.joinUrl}` : input.description,
    url: input.joinUrl || null,
    location: input.joinUrl || null,
    organizer: input.organizer,
    attendees: [{ name: input.attendee.name || undefined, email: input.attendee.email, rsvp: false }],
    // The registration's time: a re-sent invitation is the same text, not a newer version.
    stamp: new Date(input.registeredAt),
  });
  // The VTIMEZONE goes in by hand: ical-generator's calendar-wide zone would also write DTSTAMP
  // (which must be UTC) as a local time.
  return calendar.toString().replace('BEGIN:VEVENT', `${vtimezone(input.timeZone, input.startsAt)}\r\nBEGIN:VEVENT`);
}
