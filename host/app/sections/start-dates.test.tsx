import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ContentContext, type SiteContent } from '../content';
import { LangContext, type Lang } from '../i18n';
import { SiteContext } from '../site';
import { resolveRoute } from '../routes';
import type { Cohort, Schedule, StartRule } from '../../../src/contracts/site-content';
import { StartDates, classWindow } from './start-dates';

const TURNOS = { noche: { start: '19:00', end: '21:00' }, dia: { start: '10:00', end: '12:00' } } as const;

function schedule(cohorts: Cohort[], rules?: StartRule[]): Schedule {
  return {
    timeZone: 'America/Lima',
    deadlines: { enrolmentCloses: '2027-12-15T23:59:59-05:00' },
    masterclasses: [],
    bootcamps: { fullstack: { turnos: TURNOS, cohorts, ...(rules ? { rules } : {}) } },
  };
}

function render(cohorts: Cohort[], now: string, lang: Lang = 'es', rules?: StartRule[]): string {
  const content = { schedule: schedule(cohorts, rules) } as unknown as SiteContent;
  const route = resolveRoute(lang === 'en' ? '/us' : '/');
  return renderToString(
    <ContentContext value={content}>
      <LangContext value={lang}>
        <SiteContext value={{ route, now: Date.parse(now) }}>
          <StartDates />
        </SiteContext>
      </LangContext>
    </ContentContext>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const PAST: Cohort = { start: '2025-11-03', end: '2026-03-15', days: ['mon', 'wed'], turno: 'noche' };
const LATER: Cohort = { start: '2027-03-10', end: '2027-07-01', days: ['wed', 'sat'], turno: 'dia' };
const SOON: Cohort = { start: '2027-02-01', end: '2027-05-30', days: ['wed', 'mon'], turno: 'noche' };

describe('StartDates', () => {
  it('never shows a cohort that has begun, and shows the upcoming ones earliest first with their enrolment link', () => {
    const html = render([LATER, PAST, SOON], '2027-01-20T12:00:00Z');
    expect(html).toContain('id="fechas"');
    expect(html).toContain('Elige tu fecha de inicio');
    expect(html).not.toContain('2025-11-03');
    expect(html).not.toContain('noviembre de 2025');
    const soon = html.toLowerCase().indexOf('datetime="2027-02-01"');
    const later = html.toLowerCase().indexOf('datetime="2027-03-10"');
    expect(soon).toBeGreaterThan(-1);
    expect(later).toBeGreaterThan(soon);
    const t = text(html);
    expect(t).toContain('Lunes, 1 de febrero de 2027');
    expect(t).toContain('Miércoles, 10 de marzo de 2027');
    expect(t).toContain('lunes y miércoles');
    expect(t).toContain('19:00–21:00 (hora de Lima)');
    expect(t).toContain('10:00–12:00 (hora de Lima)');
    expect(t).toContain('30 de mayo de 2027');
    expect(html.match(/href="\/enroll\/fullstack"/g)).toHaveLength(2);
    expect(html).not.toContain('data-embudo-open="scholarship"');
  });

  it('drops a cohort on its first day in the school zone, even when it is still the day before elsewhere', () => {
    // 2027-02-01 00:30 in Lima is 05:30 UTC: the cohort has begun; 2027-01-31 23:30 there: still upcoming.
    expect(render([SOON], '2027-02-01T05:30:00Z')).not.toContain('2027-02-01');
    expect(render([SOON], '2027-02-01T04:30:00Z')).toContain('2027-02-01');
  });

  it('offers the scholarship form when no cohort is upcoming', () => {
    for (const cohorts of [[PAST], []]) {
      const html = render(cohorts, '2027-01-20T12:00:00Z');
      expect(html).toContain('data-embudo-open="scholarship"');
      expect(html).toMatch(
        /<button[^>]*type="button"[^>]*data-embudo-open="scholarship"|<button[^>]*data-embudo-open="scholarship"[^>]*type="button"/,
      );
      expect(text(html)).toContain('Las próximas fechas se publican muy pronto');
      expect(text(html)).toContain('Solicitar mi beca parcial');
      expect(html).not.toContain('/enroll/');
      expect(html).not.toContain('2025-11-03');
    }
  });

  it('speaks English: dates, times in the school zone, links', () => {
    const html = render([SOON, PAST, LATER], '2027-01-20T12:00:00Z', 'en');
    const t = text(html);
    expect(t).toContain('Choose your start date');
    expect(t).toContain('Monday, February 1, 2027');
    expect(t).toContain('Monday and Wednesday');
    expect(t).toContain('7:00–9:00 PM (Lima time)');
    expect(t).toContain('10:00 AM–12:00 PM (Lima time)');
    expect(html.match(/href="\/en\/enroll\/fullstack"/g)).toHaveLength(2);
    expect(html).not.toContain('2025-11-03');

    const empty = text(render([PAST], '2027-01-20T12:00:00Z', 'en'));
    expect(empty).toContain('The next start dates are coming soon');
    expect(empty).toContain('Apply for my partial scholarship');
  });

  it('shows the next three starts, from fixed cohorts and monthly rules alike', () => {
    const more: Cohort[] = ['2027-02-01', '2027-02-15', '2027-03-01', '2027-03-15'].map((start) => ({ ...SOON, start }));
    const fixed = render(more, '2027-01-20T12:00:00Z');
    expect(fixed.match(/class="card start-dates__card"/g)).toHaveLength(3);
    expect(fixed).not.toContain('2027-03-15');

    const firstMonday: StartRule = { every: 'month', weekday: 'mon', nth: 1, days: ['mon', 'wed'], turno: 'noche', weeks: 16 };
    const ruled = text(render([], '2027-01-20T12:00:00Z', 'es', [firstMonday]));
    expect(ruled).toContain('Lunes, 1 de febrero de 2027');
    expect(ruled).toContain('Lunes, 1 de marzo de 2027');
    expect(ruled).toContain('Lunes, 5 de abril de 2027');
    expect(ruled).not.toContain('3 de mayo');
    expect(ruled).not.toContain('Las próximas fechas se publican muy pronto');
  });

  it('formats class windows per language', () => {
    expect(classWindow({ start: '15:00', end: '17:30' }, 'es')).toBe('15:00–17:30');
    expect(classWindow({ start: '15:00', end: '17:30' }, 'en')).toBe('3:00–5:30 PM');
    expect(classWindow({ start: '11:00', end: '12:30' }, 'en')).toBe('11:00 AM–12:30 PM');
    expect(classWindow({ start: '00:00', end: '01:00' }, 'en')).toBe('12:00–1:00 AM');
  });
});
