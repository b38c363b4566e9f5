import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ContentContext, type SiteContent } from '../content';
import { LangContext, type Lang } from '../i18n';
import { SiteContext } from '../site';
import { resolveRoute } from '../routes';
import type { Schedule } from '../../../src/contracts/site-content';
import { DeadlineBar } from './deadline-bar';
import { DeadlineNote } from './deadline-note';

const night = { start: '19:00', end: '21:00' };
const RULES: Schedule = {
  timeZone: 'America/Lima',
  masterclasses: [],
  bootcamps: {
    fullstack: {
      turnos: { noche: night },
      rules: [{ every: 'month', weekday: 'wed', nth: 1, days: ['mon', 'wed'], turno: 'noche', weeks: 16 }],
    },
  },
};
const PAST: Schedule = {
  timeZone: 'America/Lima',
  masterclasses: [],
  // An old file's shared close, long past, and a cohort that has begun.
  deadlines: { enrolmentCloses: '2025-10-31T23:59:59-05:00', campaigns: { 'masterclass-react': '2030-01-01T00:00:00-05:00' } },
  bootcamps: {
    fullstack: { turnos: { noche: night }, cohorts: [{ start: '2025-11-03', end: '2026-03-15', days: ['mon', 'wed'], turno: 'noche' }] },
  },
};

function render(schedule: Schedule, path: string, now: string, lang: Lang = 'es'): string {
  const content = { schedule } as unknown as SiteContent;
  return renderToString(
    <ContentContext value={content}>
      <LangContext value={lang}>
        <SiteContext value={{ route: resolveRoute(path), now: Date.parse(now) }}>
          <DeadlineBar />
          <DeadlineNote />
        </SiteContext>
      </LangContext>
    </ContentContext>,
  );
}

describe('DeadlineBar and DeadlineNote', () => {
  it('count down to the close of the next cohort still open', () => {
    const html = render(RULES, '/', '2026-11-28T10:00:00-05:00');
    expect(html).toContain('<embudo-deadline-bar');
    expect(html).toContain('end-at="2026-12-01T23:59:59-05:00"');
    expect(html).toContain('data-deadline="2026-12-01T23:59:59-05:00"');
    // Past that close, the next cohort's.
    expect(render(RULES, '/', '2026-12-02T08:00:00-05:00')).toContain('end-at="2027-01-05T23:59:59-05:00"');
  });

  it('with no cohort open, say nowhere that enrolment closes: the bar offers the scholarship', () => {
    for (const lang of ['es', 'en'] as const) {
      const html = render(PAST, lang === 'en' ? '/us' : '/', '2026-11-28T10:00:00-05:00', lang);
      expect(html).not.toContain('<embudo-deadline-bar');
      expect(html).not.toContain('data-deadline');
      expect(html).toMatch(/<button type="button" class="deadline-offer__button" data-embudo-open="scholarship">/);
      expect(html).toContain(lang === 'es' ? 'Becas parciales abiertas' : 'Partial scholarships are open');
    }
  });

  it('keeps a campaign’s own end and the discount countdown, which close no cohort', () => {
    const campaign = render(PAST, '/masterclass-react', '2026-11-28T10:00:00-05:00');
    expect(campaign).toContain('<embudo-deadline-bar');
    expect(campaign).toContain('end-at="2030-01-01T00:00:00-05:00"');
    const discount = render(PAST, '/descuento-black', '2026-11-28T10:00:00-05:00');
    expect(discount).toContain('<embudo-deadline-bar class="deadline-bar--discount"');
  });
});
