/**
 * 'Elige tu fecha de inicio' (docs/product.md#landing-sections, anchor #fechas): the start cards of the full stack bootcamp
 * from content/schedule.json. A cohort whose first class day has come (in the school's time zone)
 * is never shown (docs/product.md#truthful-content); with none upcoming, one card says the next dates
 * are not published yet and offers the partial-scholarship form instead.
 *
 * Class times: the server writes them in the school's zone, named ('19:00–21:00 (hora de Lima)');
 * after hydration the browser shows them in the visitor's own zone, converted for the cohort's class
 * dates with Intl (daylight saving on both sides, day names moved with the day), with the school's
 * time beside when it differs, a note where the class falls in the visitor's night, and the date the
 * hours change during the course when a daylight-saving change falls in it.
 */
import { fill, LOCALES, useCopy, useLang, type Lang } from '../i18n';
import { useNow } from '../site';
import { paths } from '../routes';
import {
  WEEKDAY_KEYS,
  type BootcampSchedule,
  type ClassWindow,
  type Cohort,
  type TurnoKey,
  type WeekdayKey,
} from '../../../src/contracts/site-content';
import { choosePageState } from '../../../src/services/page-state';
import { classDates, classDay, classWeek, showClasses, timeChanges, zonedDate, zonedInstant, zoneCity } from '../../../src/data/class-time';
import { DAY_NUMBER, formatter, LONG_DATE, MONTH_SHORT, WEEKDAY, WEEKDAY_LONG_DATE } from '../../../src/data/date-time';
import { SectionHead } from '../layout/section-head';
import { useVisitorZone } from '../lib/visitor-zone';
import { useVisitorCountry } from '../lib/visitor-country';
import { usePublishedSchedule } from '../lib/starts';
import { DeadlineNote } from './deadline-note';

export const COPY = {
  es: {
    eyebrow: 'Próximas cohortes',
    title: 'Elige tu fecha de inicio',
    lead: '16 semanas, 2 clases en vivo por semana. Elige el día y el turno que mejor encajan con tu rutina.',
    next: 'Próximo inicio',
    starts: 'Empieza el',
    days: 'Días de clase',
    turno: 'Turno',
    ends: 'Termina',
    enrol: 'Inscribirme',
    enrolFor: ', inicio {date}',
    zone: 'hora de {city}',
    yours: 'tu hora',
    night: 'Es de madrugada donde estás.',
    nightBetter: 'Es de madrugada donde estás. Te conviene más el turno {better}.',
    change: 'Desde el {date}: {time} (tu hora, por el cambio de horario).',
    turnos: { noche: 'Noche', dia: 'Mañana', tarde: 'Tarde' } satisfies Record<TurnoKey, string>,
    emptyEyebrow: 'Inscripciones por abrir',
    emptyTitle: 'Las próximas fechas se publican muy pronto',
    emptyText:
      'Todavía no hemos publicado las fechas de la próxima cohorte. Solicita tu beca parcial hoy: te avisamos en cuanto abran las inscripciones y tu descuento queda reservado.',
    emptyCta: 'Solicitar mi beca parcial',
    emptyShifts: 'Turnos de clase',
    facts: ['16 semanas', '2 clases en vivo por semana', '100 % online'],
  },
  en: {
    eyebrow: 'Upcoming cohorts',
    title: 'Choose your start date',
    lead: '16 weeks, 2 live classes a week. Pick the day and shift that fit your routine best.',
    next: 'Next start',
    starts: 'Starts on',
    days: 'Class days',
    turno: 'Shift',
    ends: 'Ends',
    enrol: 'Enroll',
    enrolFor: ', starting {date}',
    zone: '{city} time',
    yours: 'your time',
    night: 'That is the middle of the night where you are.',
    nightBetter: 'That is the middle of the night where you are. The {better} shift suits you better.',
    change: 'From {date}: {time} (your time, as the clocks change).',
    turnos: { noche: 'Night', dia: 'Morning', tarde: 'Afternoon' } satisfies Record<TurnoKey, string>,
    emptyEyebrow: 'Enrollment opening soon',
    emptyTitle: 'The next start dates are coming soon',
    emptyText:
      "We haven't published the dates of the next cohort yet. Apply for your partial scholarship today: we'll let you know as soon as enrollment opens, and your discount stays reserved.",
    emptyCta: 'Apply for my partial scholarship',
    emptyShifts: 'Class shifts',
    facts: ['16 weeks', '2 live classes a week', '100% online'],
  },
} as const;

// Calendar dates (YYYY-MM-DD) are formatted at UTC midnight in UTC, so no visitor zone moves the day.
const utcDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** 'lunes, 3 de noviembre de 2025' / 'Monday, November 3, 2025' (first letter upper case). */
export function longDate(iso: string, lang: Lang, weekday = true): string {
  const text = formatter(weekday ? WEEKDAY_LONG_DATE : LONG_DATE, lang, 'UTC').format(utcDate(iso));
  return text.charAt(0).toLocaleUpperCase(LOCALES[lang]) + text.slice(1);
}

/** 'lunes y miércoles' / 'Monday and Wednesday'. */
export function classDays(days: readonly WeekdayKey[], lang: Lang): string {
  const name = formatter(WEEKDAY, lang, 'UTC');
  // 2024-01-01 was a Monday: WEEKDAY_KEYS[i] is that date plus i days.
  const names = [...days]
    .sort((a, b) => WEEKDAY_KEYS.indexOf(a) - WEEKDAY_KEYS.indexOf(b))
    .map((d) => name.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAY_KEYS.indexOf(d)))));
  return new Intl.ListFormat(LOCALES[lang], { style: 'long', type: 'conjunction' }).format(names);
}

export { zoneCity };

/** A class window in the school's zone: '19:00–21:00' (es), '7:00–9:00 PM' / '10:00 AM–12:00 PM' (en). */
export function classWindow(window: ClassWindow, lang: Lang): string {
  if (lang === 'es') return `${window.start}–${window.end}`;
  const parts = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return { time: `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`, period: h < 12 ? 'AM' : 'PM' };
  };
  const a = parts(window.start);
  const b = parts(window.end);
  return a.period === b.period ? `${a.time}–${b.time} ${b.period}` : `${a.time} ${a.period}–${b.time} ${b.period}`;
}

const TURNO_ORDER = ['noche', 'dia', 'tarde'] as const;

/** A turno's classes as the visitor sees them, once their zone is known. */
interface LocalShift {
  days: string;
  time: string;
  /** The school's days and time, when they read otherwise. */
  school?: string;
  /** The night note, when the class falls in the visitor's night. */
  night?: string;
  /** Where the hours change during the course. */
  change?: string;
}

/**
 * The classes of `window` on `days` (none: just the hours, judged on `from`) from `from` to `until`,
 * in `zone`, with the school's time beside when it reads otherwise.
 */
function localShift(
  bootcamp: BootcampSchedule,
  turno: TurnoKey,
  days: readonly WeekdayKey[],
  from: string,
  until: string,
  school: string,
  zone: string,
  lang: Lang,
  t: (typeof COPY)[Lang],
): LocalShift | undefined {
  const window = bootcamp.turnos[turno];
  if (!window) return undefined;
  const week = days.length ? classWeek(days, from) : [from];
  const here = showClasses(week, window, school, zone, lang);
  const there = showClasses(week, window, school, school, lang);
  const differs = here.time !== there.time || (days.length > 0 && here.days !== there.days);
  const schoolText = `${days.length && here.days !== there.days ? `${there.days}, ` : ''}${there.time} ${fill(t.zone, { city: zoneCity(school) })}`;
  const better = here.night
    ? TURNO_ORDER.filter((k) => k !== turno && bootcamp.turnos[k] && !showClasses([from], bootcamp.turnos[k]!, school, zone, lang).night)
        .map((k) => `${t.turnos[k].toLowerCase()} (${showClasses([from], bootcamp.turnos[k]!, school, zone, lang).time})`)
        .join(lang === 'es' ? ' o ' : ' or ')
    : '';
  const change = days.length ? timeChanges(classDates(days, from, until), window, school, zone, lang)[0] : undefined;
  return {
    days: here.days,
    time: here.time,
    school: differs ? schoolText : undefined,
    night: here.night ? (better ? fill(t.nightBetter, { better }) : t.night) : undefined,
    change: change
      ? fill(t.change, { date: classDay(zonedInstant(change.date, window.start, school), zone, lang), time: change.time })
      : undefined,
  };
}

/** The extra lines of a shift in the visitor's zone. */
function ShiftNotes({ local }: { local: LocalShift | undefined }) {
  if (!local) return null;
  return (
    <>
      {local.school && <span className="start-dates__school-time">{local.school}</span>}
      {local.night && <span className="start-dates__note">{local.night}</span>}
      {local.change && <span className="start-dates__note">{local.change}</span>}
    </>
  );
}

export function StartDates() {
  const t = useCopy(COPY);
  const lang = useLang();
  const now = useNow();
  const visitor = useVisitorZone();
  const country = useVisitorCountry(undefined);
  // The next starts still to begin (the school's day), fixed cohorts and start rules alike.
  const schedule = usePublishedSchedule();
  const bootcamp = schedule.bootcamps.fullstack;
  const cohorts: readonly Cohort[] = bootcamp?.cohorts ?? [];
  const zone = fill(t.zone, { city: zoneCity(schedule.timeZone) });
  // The enrolment page in the visitor's country, once known; the chosen start travels with the
  // visitor (page state, kept for the session) into the enrolment lead as fechaSelect.
  const href = paths.enrol(lang, 'fullstack', country);
  const choose = (cohort: Cohort) =>
    choosePageState({ fechaSelect: cohort.start, select_mes: cohort.start.slice(0, 7), select_turno: cohort.turno });
  const today = zonedDate(now, schedule.timeZone);
  // Converted in the browser only (the server does not know the visitor's zone).
  const local = (turno: TurnoKey, days: readonly WeekdayKey[] = [], from = today, until = from): LocalShift | undefined =>
    visitor && bootcamp ? localShift(bootcamp, turno, days, from, until, schedule.timeZone, visitor, lang, t) : undefined;

  const shift = (turno: TurnoKey, mine: LocalShift | undefined): string => {
    const window = bootcamp?.turnos[turno];
    if (mine) return `${t.turnos[turno]} · ${mine.time} (${t.yours})`;
    return window ? `${t.turnos[turno]} · ${classWindow(window, lang)} (${zone})` : t.turnos[turno];
  };

  return (
    <section id="fechas" className="section section--alt start-dates" aria-labelledby="fechas-title">
      <div className="container">
        <SectionHead id="fechas-title" eyebrow={cohorts.length > 0 ? t.eyebrow : t.emptyEyebrow} title={t.title} lead={t.lead} />
        <DeadlineNote className="start-dates__deadline" />

        {cohorts.length > 0 ? (
          <ul className="start-dates__list" role="list">
            {cohorts.map((cohort, i) => {
              const start = utcDate(cohort.start);
              const date = longDate(cohort.start, lang);
              const mine = local(cohort.turno, cohort.days, cohort.start, cohort.end);
              return (
                <li key={`${cohort.start}-${cohort.turno}-${cohort.days.join()}`} className="card start-dates__card">
                  {i === 0 && <p className="start-dates__badge">{t.next}</p>}
                  <div className="start-dates__when">
                    <span className="start-dates__tile" aria-hidden="true">
                      <span className="start-dates__tile-month">{formatter(MONTH_SHORT, lang, 'UTC').format(start).replace('.', '')}</span>
                      <span className="start-dates__tile-day">{formatter(DAY_NUMBER, lang, 'UTC').format(start)}</span>
                    </span>
                    <h3 className="start-dates__date">
                      <span className="start-dates__starts">{t.starts}</span>
                      <time dateTime={cohort.start}>{date}</time>
                    </h3>
                  </div>
                  <dl className="start-dates__facts">
                    <div>
                      <dt>{t.days}</dt>
                      <dd>{mine?.days || classDays(cohort.days, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t.turno}</dt>
                      <dd className="start-dates__shift">
                        <span>{shift(cohort.turno, mine)}</span>
                        <ShiftNotes local={mine} />
                      </dd>
                    </div>
                    <div>
                      <dt>{t.ends}</dt>
                      <dd>
                        <time dateTime={cohort.end}>{longDate(cohort.end, lang, false)}</time>
                      </dd>
                    </div>
                  </dl>
                  <a className={`btn start-dates__cta${i === 0 ? '' : ' btn--secondary'}`} href={href} onClick={() => choose(cohort)}>
                    {t.enrol}
                    <span className="visually-hidden">{fill(t.enrolFor, { date })}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="start-dates__empty">
            <img className="start-dates__empty-art" src="/img/start-dates/calendar.svg" width="240" height="200" alt="" loading="lazy" />
            <div className="start-dates__empty-body">
              <h3 className="start-dates__empty-title">{t.emptyTitle}</h3>
              <p className="start-dates__empty-text">{t.emptyText}</p>
              <ul className="start-dates__chips" role="list">
                {t.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
              <button type="button" className="btn" data-embudo-open="scholarship">
                {t.emptyCta}
              </button>
            </div>
            {bootcamp && Object.keys(bootcamp.turnos).length > 0 && (
              <div className="start-dates__shifts">
                <p className="start-dates__shifts-title">{t.emptyShifts}</p>
                <ul role="list">
                  {TURNO_ORDER.filter((k) => bootcamp.turnos[k]).map((k) => {
                    const mine = local(k);
                    return (
                      <li key={k}>
                        <span className="start-dates__shift-name">{t.turnos[k]}</span>
                        <span className="start-dates__shift-time">{mine ? mine.time : classWindow(bootcamp.turnos[k]!, lang)}</span>
                        <ShiftNotes local={mine} />
                      </li>
                    );
                  })}
                </ul>
                <p className="start-dates__shifts-zone">{`(${visitor ? t.yours : zone})`}</p>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
