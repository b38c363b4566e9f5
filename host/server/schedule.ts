/**
 * The class schedule for the widgets and the server's clock for countdowns:
 *
 * - `GET /api/schedule`: content/schedule.json as the pages show it (src/data/cohorts): each
 *   bootcamp's next starts, fixed cohorts and start rules expanded, each with its enrolment close;
 *   turnos and their times in the school's zone; masterclasses still ahead; the next open cohort's
 *   close. Open to partner pages (CORS `*`) and cached like the pricing (5 minutes, ETag), so the
 *   pricing widget's turnos, class times and start cards agree with the page. Worked out again when
 *   the school's day changes (a start drops out on its first day) or a close or masterclass passes.
 * - `GET /api/time`: `{ "now": <epoch ms> }`, never cached, open to partner pages: a countdown to a
 *   fixed instant reads it once per page to correct a visitor's clock that is off.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Schedule } from '../../src/contracts/site-content';
import { publishedSchedule } from '../../src/data/cohorts';
import { PRICING_MAX_AGE_S } from './pricing';
import { untilNextChange } from './schedule-cache';

/** What scheduleRoutes needs. */
export interface ScheduleOptions {
  schedule: Schedule;
  /** The server's clock (tests pass their own). */
  now?: () => number;
}

/** Routes under `/api` answering `GET /schedule` and `GET /time`. */
export function scheduleRoutes({ schedule, now = Date.now }: ScheduleOptions): Hono {
  const answer = untilNextChange(schedule, now, (at) => {
    const body = JSON.stringify(publishedSchedule(schedule, at));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  });
  const routes = new Hono();
  const open = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], exposeHeaders: ['ETag'] });
  routes.use('/schedule', open);
  routes.use('/time', open);
  routes.get('/schedule', (c) => {
    const { body, etag } = answer();
    const headers = { 'Cache-Control': `public, max-age=${PRICING_MAX_AGE_S}`, ETag: etag };
    const asked = c.req.header('If-None-Match');
    if (asked && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
  });
  routes.get('/time', (c) => c.json({ now: now() }, 200, { 'Cache-Control': 'no-store' }));
  return routes;
}
