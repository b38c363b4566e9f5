import { describe, expect, it } from 'vitest';
import { isUpcoming, scheduleIssues } from './site-content';
import { browserZone, canonicalZone, isTimeZone, zoneClock, zonedDate } from './time-zone';

describe('time zones', () => {
  it('knows a zone by its IANA name, an alias, or UTC; nothing else is one', () => {
    for (const zone of [
      'America/Lima',
      'Europe/Madrid',
      'Asia/Tokyo',
      'America/Argentina/Buenos_Aires',
      'America/Buenos_Aires',
      'US/Pacific',
      'UTC',
    ])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const v of ['', 'Mars/Olympus_Mons', 'Lima', 'America/Lima ', '<script>', undefined, null, 5, {}, ['America/Lima']])
      expect(isTimeZone(v), String(v)).toBe(false);
  });

  it("gives a zone's engine name (aliases meet), undefined for none", () => {
    expect(canonicalZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(canonicalZone('America/Lima')).toBe('America/Lima');
    expect(canonicalZone('America/Buenos_Aires')).toBe(canonicalZone('America/Argentina/Buenos_Aires'));
    expect(canonicalZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalZone('')).toBeUndefined();
    expect(canonicalZone(undefined)).toBeUndefined();
  });

  it("names the process's own zone (the browser's, in a browser)", () => {
    expect(isTimeZone(browserZone())).toBe(true);
    expect(browserZone()).toBe(canonicalZone(process.env.TZ || 'UTC'));
  });

  it('reads the wall clock and the calendar day of an instant in a zone, daylight saving included', () => {
    // 2027-03-14 06:30 UTC: 01:30 EST in New York, a half hour before its clocks go forward; 07:30 UTC is 03:30 EDT.
    expect(zoneClock(Date.parse('2027-03-14T06:30:00Z'), 'America/New_York')).toEqual([2027, 3, 14, 1, 30, 'sun']);
    expect(zoneClock(Date.parse('2027-03-14T07:30:00Z'), 'America/New_York')).toEqual([2027, 3, 14, 3, 30, 'sun']);
    // Midnight is hour 0, never 24.
    expect(zoneClock(Date.parse('2027-01-15T05:00:00Z'), 'America/Lima')).toEqual([2027, 1, 15, 0, 0, 'fri']);
    expect(zonedDate(Date.parse('2027-01-15T04:59:00Z'), 'America/Lima')).toBe('2027-01-14');
    expect(zonedDate(Date.parse('2027-01-15T04:59:00Z'), 'Asia/Tokyo')).toBe('2027-01-15');
    expect(zonedDate(Date.parse('2027-01-14T14:59:00Z'), 'Asia/Tokyo')).toBe('2027-01-14');
    expect(zonedDate(Date.parse('2027-01-14T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-15');
    expect(zonedDate(Date.parse('0999-06-01T12:00:00Z'), 'UTC')).toBe('999-06-01');
  });

  it("takes a start date as upcoming until its day has begun in the school's zone", () => {
    // 2027-01-15 03:00 UTC is still the 14th in Lima (22:00) and already the 15th in Madrid (04:00).
    const at = Date.parse('2027-01-15T03:00:00Z');
    expect(isUpcoming('2027-01-15', at, 'America/Lima')).toBe(true);
    expect(isUpcoming('2027-01-15', at, 'Europe/Madrid')).toBe(false);
    expect(isUpcoming('2027-01-14', at, 'America/Lima')).toBe(false);
  });

  it('refuses a schedule whose zone the engine does not know, and takes one it does', () => {
    expect(scheduleIssues({ timeZone: 'Mars/Olympus_Mons' })).toContainEqual(expect.objectContaining({ field: 'timeZone' }));
    expect(scheduleIssues({ timeZone: 'America/Lima' })).not.toContainEqual(expect.objectContaining({ field: 'timeZone' }));
  });
});
