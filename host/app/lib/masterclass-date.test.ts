import { describe, expect, it, vi } from 'vitest';
import { localMasterclassText, masterclassText, nextMasterclass } from './masterclass-date';

describe('masterclass date', () => {
  it('picks the earliest date still ahead', () => {
    const now = Date.parse('2027-01-10T00:00:00Z');
    expect(nextMasterclass(['2027-02-01T19:00:00-05:00', '2027-01-05T19:00:00-05:00', '2027-01-14T19:00:00-05:00'], now)).toBe(
      '2027-01-14T19:00:00-05:00',
    );
    expect(nextMasterclass(['2026-01-05T19:00:00-05:00'], now)).toBeUndefined();
    expect(nextMasterclass([], now)).toBeUndefined();
  });
  it('reads the wall-clock time of the instant at its own offset, in both languages, whatever the process zone', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    try {
      expect(masterclassText('2027-01-14T19:00:00-05:00', 'es')).toBe('jueves, 14 de enero de 2027, 19:00 (UTC-05:00)');
      expect(masterclassText('2027-01-14T19:00:00-05:00', 'en')).toBe('Thursday, January 14, 2027 at 7:00 PM (UTC-05:00)');
      expect(masterclassText('2027-01-14T09:30:00Z', 'en')).toBe('Thursday, January 14, 2027 at 9:30 AM (UTC)');
      // Late in the evening at a negative offset is already the next day in UTC; half-hour offsets too.
      expect(masterclassText('2027-01-14T23:30:00-03:00', 'es')).toBe('jueves, 14 de enero de 2027, 23:30 (UTC-03:00)');
      expect(masterclassText('2027-01-15T00:15:00+05:30', 'en')).toBe('Friday, January 15, 2027 at 12:15 AM (UTC+05:30)');
      expect(masterclassText('not a date', 'es')).toBe('not a date');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('reads the instant in the visitor zone, or nothing where that zone reads as its own offset', () => {
    expect(localMasterclassText('2027-01-14T19:00:00-05:00', 'Europe/Madrid', 'es')).toBe('viernes, 15 de enero, 1:00');
    expect(localMasterclassText('2027-01-14T19:00:00-05:00', 'America/Mexico_City', 'en')).toBe('Thursday, January 14 at 6:00 PM');
    expect(localMasterclassText('2027-01-14T19:00:00-05:00', 'America/Lima', 'es')).toBeUndefined();
    // New York is at -05:00 in January too; in July (summer time) it reads an hour later.
    expect(localMasterclassText('2027-01-14T19:00:00-05:00', 'America/New_York', 'en')).toBeUndefined();
    expect(localMasterclassText('2027-07-14T19:00:00-05:00', 'America/New_York', 'en')).toBe('Wednesday, July 14 at 8:00 PM');
    expect(localMasterclassText('not a date', 'Europe/Madrid', 'es')).toBeUndefined();
  });
});
