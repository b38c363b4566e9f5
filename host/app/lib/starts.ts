/**
 * The schedule as the page shows it: content/schedule.json's fixed cohorts and start rules expanded
 * (src/data/cohorts), each bootcamp's next three starts with their enrolment close, and the close of
 * the next cohort still open (none when no cohort is open: no part of the page then says enrolment
 * closes). The same function answers `GET /api/schedule`, so the widgets and the page agree.
 */
import { useMemo } from 'react';
import { publishedSchedule } from '../../../src/data/cohorts';
import type { Schedule } from '../../../src/contracts/site-content';
import { useContent } from '../content';
import { useNow } from '../site';

/** How many starts a page offers per bootcamp. */
export const STARTS_SHOWN = 3;

export function usePublishedSchedule(): Schedule {
  const { schedule } = useContent();
  const now = useNow();
  return useMemo(() => publishedSchedule(schedule, now, STARTS_SHOWN), [schedule, now]);
}
