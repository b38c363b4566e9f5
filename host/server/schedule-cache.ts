import type { Schedule } from '../../src/contracts/site-content';
import { publishedSchedule, scheduleGaps, upcomingStarts } from '../../src/data/cohorts';

/**
 * A value derived from the schedule and the clock, worked out again only when it may have changed:
 * at the next instant the schedule names that is passed (a close, a masterclass) or, at the latest,
 * after a minute (a start drops out when the school's day changes).
 */
export function untilNextChange<T>(schedule: Schedule, now: () => number, derive: (at: number) => T): () => T {
  let cached: { value: T; until: number } | undefined;
  return () => {
    const at = now();
    if (!cached || at >= cached.until) {
      const value = derive(at);
      const published = publishedSchedule(schedule, at);
      const instants = [
        ...published.masterclasses,
        ...(published.deadlines?.enrolmentCloses ? [published.deadlines.enrolmentCloses] : []),
        ...Object.values(published.bootcamps).flatMap((b) =>
          (b?.cohorts ?? []).flatMap((c) => (c.enrolmentCloses ? [c.enrolmentCloses] : [])),
        ),
      ]
        .map((i) => Date.parse(i))
        .filter((t) => t > at);
      cached = { value, until: Math.min(at + 60_000, ...instants) };
    }
    return cached.value;
  };
}

/**
 * What the server says at start about the schedule: the next starts it offers (so a person sees
 * what the rules gave), and a warning when it has no start open or no masterclass ahead.
 */
export function scheduleWarnings(schedule: Schedule, now: number): string[] {
  const lines: string[] = [];
  const next = upcomingStarts(schedule, now, { limit: 3 });
  if (next.length)
    lines.push(
      `Next starts offered: ${next.map((s) => `${s.start} (${s.bootcamp}, ${s.turno})`).join(', ')}${schedule.placeholder ? ' (content/schedule.json is still marked placeholder: confirm these with the business)' : ''}.`,
    );
  const gaps = scheduleGaps(schedule, now);
  if (gaps.noStart)
    lines.push(
      'Warning: the site has no start date to offer: content/schedule.json has no future cohort open for enrolment. Add cohorts or start rules (content/README.md).',
    );
  if (gaps.noMasterclass)
    lines.push(
      'Note: no masterclass is scheduled (content/schedule.json masterclasses): the masterclass page offers to notify visitors of the next one.',
    );
  return lines;
}
