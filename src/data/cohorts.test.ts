import { describe, expect, it } from 'vitest';
import type { Schedule, StartRule } from '../contracts/site-content';
import { scheduleIssues } from '../contracts/site-content';
import { localClass } from './class-time';
import { closeInstant, expandRule, lastClassDay, nextOpenStart, nthWeekday, publishedSchedule, upcomingStarts } from './cohorts';

const night = { start: '19:00', end: '21:00' };
const rule = (r: Partial<StartRule> = {}): StartRule => ({
  every: 'month',
  weekday: 'mon',
  nth: 1,
  days: ['mon', 'wed'],
  turno: 'noche',
  weeks: 16,
  ...r,
});
const schedule = (rules: StartRule[], extra: Partial<Schedule> = {}): Schedule => ({
  timeZone: 'America/Lima',
  masterclasses: [],
  bootcamps: { fullstack: { turnos: { noche: night }, rules } },
  ...extra,
});

describe('nthWeekday', () => {
  it('finds the first, second and last weekday of a month', () => {
    expect(nthWeekday(2026, 12, 'mon', 1)).toBe('2026-12-07');
    expect(nthWeekday(2026, 12, 'wed', 1)).toBe('2026-12-02');
    expect(nthWeekday(2026, 12, 'mon', 2)).toBe('2026-12-14');
    expect(nthWeekday(2027, 1, 'fri', -1)).toBe('2027-01-29');
    expect(nthWeekday(2027, 2, 'mon', 4)).toBe('2027-02-22');
  });

  it('lands on a leap day when the month ends on it', () => {
    expect(nthWeekday(2028, 2, 'tue', -1)).toBe('2028-02-29');
    expect(nthWeekday(2027, 2, 'sun', -1)).toBe('2027-02-28');
  });
});

describe('expandRule', () => {
  it('gives one start a month across the year end, on or after the first day asked', () => {
    const starts = expandRule(rule(), '2026-12-08', 3).map((c) => c.start);
    expect(starts).toEqual(['2027-01-04', '2027-02-01']);
    expect(expandRule(rule(), '2026-12-07', 2).map((c) => c.start)).toEqual(['2026-12-07', '2027-01-04']);
  });

  it('leaves out skip dates and keeps within from and until', () => {
    const r = rule({ skip: ['2027-01-04'], from: '2026-12-10', until: '2027-03-31' });
    expect(expandRule(r, '2026-12-01', 12).map((c) => c.start)).toEqual(['2027-02-01', '2027-03-01']);
  });

  it('ends a cohort on its last class day within its weeks', () => {
    // the product contract's first cohort: Monday 3 November 2025, Mon and Wed; 16 weeks run to Sunday 22 February 2026.
    expect(lastClassDay('2025-11-03', ['mon', 'wed'], 16)).toBe('2026-02-18');
    expect(lastClassDay('2025-11-10', ['wed', 'sat'], 16)).toBe('2026-02-28');
    const [first] = expandRule(rule({ days: ['wed', 'sat'], nth: 2 }), '2025-11-01', 1);
    expect(first).toEqual({ start: '2025-11-10', end: '2026-02-28', days: ['wed', 'sat'], turno: 'noche' });
  });
});

describe('upcomingStarts', () => {
  const spec = schedule([rule(), rule({ weekday: 'wed' }), rule({ nth: 2, days: ['wed', 'sat'] })]);

  it('gives the next three starts of the product contract’s three monthly rules', () => {
    const now = Date.parse('2026-11-28T10:00:00-05:00');
    expect(upcomingStarts(spec, now, { limit: 3 }).map((s) => [s.start, s.days.join('+')])).toEqual([
      ['2026-12-02', 'mon+wed'],
      ['2026-12-07', 'mon+wed'],
      ['2026-12-14', 'wed+sat'],
    ]);
  });

  it('reads today in the school’s zone at a month end', () => {
    // 23:30 on 1 December in Lima is already 2 December in Madrid.
    const now = Date.parse('2026-12-01T23:30:00-05:00');
    expect(upcomingStarts(spec, now, { limit: 1 })[0]!.start).toBe('2026-12-02');
    expect(upcomingStarts({ ...spec, timeZone: 'Europe/Madrid' }, now, { limit: 1 })[0]!.start).toBe('2026-12-07');
    // The day it starts, a cohort is no longer offered.
    expect(upcomingStarts(spec, Date.parse('2026-12-02T00:00:00-05:00'), { limit: 1 })[0]!.start).toBe('2026-12-07');
  });

  it('puts fixed cohorts and rules together, a fixed one winning the same day', () => {
    const both: Schedule = {
      ...spec,
      bootcamps: {
        fullstack: {
          turnos: { noche: night },
          cohorts: [
            { start: '2026-12-07', end: '2027-04-01', days: ['mon', 'wed'], turno: 'noche' },
            { start: '2025-01-06', end: '2025-05-01', days: ['mon'], turno: 'noche' },
          ],
          rules: [rule()],
        },
      },
    };
    const starts = upcomingStarts(both, Date.parse('2026-11-28T10:00:00-05:00'), { limit: 2 });
    expect(starts.map((s) => [s.start, s.end])).toEqual([
      ['2026-12-07', '2027-04-01'],
      ['2027-01-04', '2027-04-21'],
    ]);
  });
});

describe('enrolment closes', () => {
  it('on the eve of the start, in the school’s zone', () => {
    const now = Date.parse('2026-11-28T10:00:00-05:00');
    const next = nextOpenStart(schedule([rule({ weekday: 'wed' })]), now)!;
    expect(closeInstant(next.closesAt, 'America/Lima')).toBe('2026-12-01T23:59:59-05:00');
  });

  it('keeps the day right across a daylight-saving change in the school’s zone', () => {
    const madrid = schedule([rule({ nth: -1 })], { timeZone: 'Europe/Madrid' });
    // Summer time starts on Sunday 28 March 2027: the close on that day is at +02:00.
    const march = nextOpenStart(madrid, Date.parse('2027-03-20T12:00:00+01:00'))!;
    expect(march.start).toBe('2027-03-29');
    expect(closeInstant(march.closesAt, 'Europe/Madrid')).toBe('2027-03-28T23:59:59+02:00');
    // It ends on Sunday 31 October 2027: back to +01:00.
    const november = nextOpenStart(schedule([rule()], { timeZone: 'Europe/Madrid' }), Date.parse('2027-10-20T12:00:00+02:00'))!;
    expect(november.start).toBe('2027-11-01');
    expect(closeInstant(november.closesAt, 'Europe/Madrid')).toBe('2027-10-31T23:59:59+01:00');
  });

  it('skips a start whose enrolment has closed', () => {
    const early = schedule([rule({ weekday: 'wed', closeDaysBefore: 3 }), rule()]);
    const now = Date.parse('2026-11-30T12:00:00-05:00');
    expect(upcomingStarts(early, now, { limit: 1 })[0]!.start).toBe('2026-12-02');
    expect(nextOpenStart(early, now)!.start).toBe('2026-12-07');
  });

  it('takes a fixed cohort’s own close, or the schedule’s shared one when it comes first', () => {
    const fixed: Schedule = {
      timeZone: 'America/Lima',
      deadlines: { enrolmentCloses: '2026-12-15T23:59:59-05:00' },
      masterclasses: [],
      bootcamps: {
        fullstack: {
          turnos: { noche: night },
          cohorts: [
            { start: '2027-01-11', end: '2027-05-02', days: ['mon', 'wed'], turno: 'noche' },
            { start: '2027-02-08', end: '2027-06-02', days: ['mon', 'wed'], turno: 'noche', enrolmentCloses: '2027-02-01T12:00:00-05:00' },
            { start: '2026-12-10', end: '2027-04-02', days: ['mon', 'wed'], turno: 'noche' },
          ],
        },
      },
    };
    const starts = upcomingStarts(fixed, Date.parse('2026-11-28T10:00:00-05:00'));
    expect(starts.map((s) => closeInstant(s.closesAt, 'America/Lima'))).toEqual([
      '2026-12-09T23:59:59-05:00',
      '2026-12-15T23:59:59-05:00',
      '2027-02-01T12:00:00-05:00',
    ]);
  });

  it('has no open start when the schedule has none ahead', () => {
    const past: Schedule = {
      timeZone: 'America/Lima',
      masterclasses: [],
      bootcamps: {
        fullstack: { turnos: { noche: night }, cohorts: [{ start: '2025-11-03', end: '2026-03-15', days: ['mon'], turno: 'noche' }] },
      },
    };
    expect(nextOpenStart(past, Date.parse('2026-11-28T10:00:00-05:00'))).toBeUndefined();
    expect(publishedSchedule(past, Date.parse('2026-11-28T10:00:00-05:00')).deadlines).toEqual({});
  });
});

describe('class times of a rule’s cohorts in the visitor’s zone', () => {
  it('follow the visitor’s daylight-saving change (New York), the school’s clock staying put (Lima)', () => {
    const [march, april] = expandRule(rule(), '2027-03-01', 2);
    expect(localClass(march!.start, '19:00', 'America/Lima', 'America/New_York')).toEqual({ weekday: 'mon', time: '19:00' });
    expect(localClass(april!.start, '19:00', 'America/Lima', 'America/New_York')).toEqual({ weekday: 'mon', time: '20:00' });
    // And from the school's side: a Madrid school's 19:00 is 13:00 in Lima in winter, 12:00 in summer.
    expect(localClass(march!.start, '19:00', 'Europe/Madrid', 'America/Lima').time).toBe('13:00');
    expect(localClass(april!.start, '19:00', 'Europe/Madrid', 'America/Lima').time).toBe('12:00');
  });
});

describe('publishedSchedule', () => {
  it('expands rules into each bootcamp’s next cohorts with their closes, and drops the past', () => {
    const now = Date.parse('2026-11-28T10:00:00-05:00');
    const published = publishedSchedule(
      schedule([rule(), rule({ weekday: 'wed' }), rule({ nth: 2, days: ['wed', 'sat'] })], {
        placeholder: true,
        masterclasses: ['2026-01-01T19:00:00-05:00', '2027-01-14T19:00:00-05:00'],
      }),
      now,
    );
    expect(published).not.toHaveProperty('placeholder');
    expect(published.deadlines).toEqual({ enrolmentCloses: '2026-12-01T23:59:59-05:00' });
    expect(published.masterclasses).toEqual(['2027-01-14T19:00:00-05:00']);
    expect(published.bootcamps.fullstack!.cohorts!.map((c) => [c.start, c.enrolmentCloses])).toEqual([
      ['2026-12-02', '2026-12-01T23:59:59-05:00'],
      ['2026-12-07', '2026-12-06T23:59:59-05:00'],
      ['2026-12-14', '2026-12-13T23:59:59-05:00'],
    ]);
    expect(published.bootcamps.fullstack).not.toHaveProperty('rules');
    expect(scheduleIssues(published)).toEqual([]);
  });
});

describe('publishedSchedule with several bootcamps', () => {
  it("gives the site's own bootcamp's close, not another bootcamp's sooner one; each cohort keeps its own", () => {
    const both: Schedule = {
      timeZone: 'America/Lima',
      masterclasses: [],
      bootcamps: {
        fullstack: { turnos: { noche: night }, rules: [rule()] },
        'cloud-aws': { turnos: { noche: night }, rules: [rule({ weekday: 'wed' })] },
      },
    };
    const published = publishedSchedule(both, Date.parse('2026-11-28T10:00:00-05:00'));
    expect(published.deadlines).toEqual({ enrolmentCloses: '2026-12-06T23:59:59-05:00' });
    expect(published.bootcamps['cloud-aws']!.cohorts![0]!.enrolmentCloses).toBe('2026-12-01T23:59:59-05:00');
  });
});

describe('scheduleIssues for rules', () => {
  const base = { timeZone: 'America/Lima', masterclasses: ['2027-01-14T19:00:00-05:00'] };
  const issuesOf = (r: unknown) => scheduleIssues({ ...base, bootcamps: { fullstack: { turnos: { noche: night }, rules: [r] } } });

  it('accepts a rule-only schedule without deadlines', () => {
    expect(issuesOf(rule({ skip: ['2027-01-04'], from: '2026-12-01', until: '2027-12-31', closeDaysBefore: 2 }))).toEqual([]);
  });

  it('names the field of each mistake and what was expected', () => {
    const fields = issuesOf({
      every: 'week',
      weekday: 'monday',
      nth: 5,
      days: [],
      turno: 'dia',
      weeks: 0,
      skip: ['tomorrow'],
      colour: 'red',
    }).map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'bootcamps.fullstack.rules[0].every',
        'bootcamps.fullstack.rules[0].weekday',
        'bootcamps.fullstack.rules[0].nth',
        'bootcamps.fullstack.rules[0].days',
        'bootcamps.fullstack.rules[0].turno',
        'bootcamps.fullstack.rules[0].weeks',
        'bootcamps.fullstack.rules[0].skip',
        'bootcamps.fullstack.rules[0].colour',
      ]),
    );
  });

  it('still asks for cohorts or rules', () => {
    expect(scheduleIssues({ ...base, bootcamps: { fullstack: { turnos: { noche: night } } } }).map((i) => i.field)).toEqual([
      'bootcamps.fullstack.cohorts',
    ]);
  });
});
