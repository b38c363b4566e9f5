import { Fragment, h, render } from 'preact';
import { effect, untracked } from '@preact/signals-core';
import { isUpcoming, type Cohort } from '../../src/contracts/site-content';
import { getCountry } from '../../src/data/countries';
import { salaryRow } from '../../src/data/salaries';
import { turnoLabel, type Turno } from '../../src/data/schedule';
import { classDay, classWeek, formatInstant, showClasses, zonedDate, zonedInstant, zoneCity } from '../../src/data/class-time';
import { formatDay, SHORT_DATE } from '../../src/data/date-time';
import { startCardHref } from '../../src/data/start-cards';
import { visitorZone } from '../../src/data/time-zones';
import { pricingDetailsMessages } from '../../src/i18n/pricing-details';
import { getConfig } from '../../src/services/config';
import { schedule } from '../../src/services/schedule';
import type { Lang } from '../../src/i18n/lang';
import type { PricingDetailsParts, PricingDetailsProps } from './pricing.view';
import type { PricingModel } from './pricing.model';

const LEVELS = ['junior', 'mid', 'senior'] as const;

/**
 * The room kept for this part before it arrived (pricing.styles.ts) is there so that nothing the
 * visitor sees moves. What of it lies below the viewport moves nothing on screen when it goes, so
 * it goes: the part keeps room only down to the viewport's bottom edge (as its room comes on screen
 * nothing more goes), and once it is wholly below the viewport it takes its own height. A country
 * without start cards leaves no empty band under the block where the visitor has not yet looked
 * (the enrolment page at 1280 × 800: the band under the card went, the card's top stayed). What
 * follows the block is below the viewport before and after: no layout shift. Room is never given
 * back on screen or above it (a browser without scroll anchoring would move the page the visitor
 * is reading), and never grows again.
 */
function releaseRoomBelow(el: HTMLElement | null): void {
  if (!el || typeof IntersectionObserver !== 'function') return;
  const watch = new IntersectionObserver(
    ([entry]) => {
      if (!entry || !el.isConnected) {
        watch.disconnect();
        return;
      }
      // The room down to the viewport's bottom edge; 0 when the part is wholly below it.
      const keep = Math.max(0, Math.ceil((entry.rootBounds?.bottom ?? innerHeight) - entry.boundingClientRect.top));
      if (keep < entry.boundingClientRect.height) el.style.minHeight = `${keep}px`;
      if (!keep) watch.disconnect();
    },
    // A report each quarter of the part that scrolls in or out, as well as the first.
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  watch.observe(el);
}

/**
 * The pricing block's later part, below what is included: the turno choice with its class times,
 * the start cards and, where the product contract has figures, the salary table. Times and dates come from the
 * one schedule (`GET /api/schedule`, content/schedule.json), shown in the visitor's zone (the
 * browser's when it is one of the country's, else the country's main zone) with the school's time
 * beside when it differs; no time at all while it loads or when it cannot be had (never a wrong
 * one). Loaded after the page (./pricing.element's `static later`), so the price and its button paint first.
 */
function PricingDetails({ model, lang, bootcamp }: { model: PricingModel; lang: Lang; bootcamp: string }) {
  const m = pricingDetailsMessages[lang];
  const code = model.country.value;
  const country = getCountry(code);
  const turno = model.turno.value;
  // Not for the US shown while the detection is out: the table would come and go again (a layout shift).
  const salary = model.source.value && salaryRow(code, lang);
  const cardHref = getConfig().apiBase + startCardHref(code, lang);
  const plan = schedule().value;
  const school = plan?.timeZone ?? '';
  const own = plan?.bootcamps[bootcamp as keyof typeof plan.bootcamps];
  const zone = visitorZone(code);
  const now = Date.now();
  const today = plan ? zonedDate(now, school) : '';
  // A start date that has come is never offered as upcoming (its day in the school's zone).
  const upcoming = (own?.cohorts ?? []).filter((c) => isUpcoming(c.start, now, school)).sort((a, b) => (a.start < b.start ? -1 : 1));
  // This bootcamp's next open cohort's close (each cohort carries its own); the schedule's shared one from an older server.
  const ownClose = upcoming.map((c) => c.enrolmentCloses && Date.parse(c.enrolmentCloses)).find((at) => at && at > now);
  const closes = own?.cohorts?.some((c) => c.enrolmentCloses)
    ? ownClose
    : plan?.deadlines?.enrolmentCloses && Date.parse(plan.deadlines.enrolmentCloses);
  const beside = (local: string, there: string) => (local === there ? '' : m.school(there, zoneCity(school)));

  /** A turno's week of classes from a cohort's first class (or today, without one) in the visitor's zone. */
  const week = (t: Turno, cohort?: Cohort) => {
    const dates = cohort ? classWeek(cohort.days, cohort.start > today ? cohort.start : today) : [today];
    const window = own!.turnos[t]!;
    return { dates, window, here: showClasses(dates, window, school, zone, lang), there: showClasses(dates, window, school, school, lang) };
  };
  const chosen =
    own?.turnos[turno] &&
    week(
      turno,
      upcoming.find((c) => c.turno === turno),
    );
  const better = chosen?.here.night
    ? model.offer.value.turnos
        .filter((t) => own!.turnos[t] && !week(t).here.night)
        .map((t) => `${turnoLabel(t, lang)} (${week(t).here.time})`)
    : [];
  return (
    <div class="details" ref={releaseRoomBelow}>
      <fieldset part="schedule" class="schedule">
        <legend>{m.turno}</legend>
        <div class="turnos">
          {model.offer.value.turnos.map((t) => (
            <label key={t}>
              <input type="radio" name="turno" value={t} checked={t === turno} onChange={() => model.chooseTurno(t)} />
              {turnoLabel(t, lang)}
            </label>
          ))}
        </div>
        {chosen && (
          <p part="class-times">
            {m.classes(chosen.here.time, chosen.dates.length > 1 || upcoming.some((c) => c.turno === turno) ? chosen.here.days : '')}
            {chosen.here.time !== chosen.there.time && (
              <>
                {' '}
                <span part="school-time">{beside(chosen.here.time, chosen.there.time)}</span>
              </>
            )}
          </p>
        )}
        {chosen?.here.night && <p part="night-note">{m.night(country.name[lang], better.join(' · '))}</p>}
      </fieldset>
      {closes && closes > now ? <p part="deadline">{m.closes(formatInstant(closes, zone, lang))}</p> : null}
      {/* No start date to offer yet (the business has not published the next cohorts): said so
          where the cards go, not left out (the enrolment page promises the start date). A page
          with start dates of its own hides the part. */}
      {plan && upcoming.length === 0 && (
        <div part="start-soon">
          <h3 id="start">{m.start}</h3>
          <p class="soon">{m.soon}</p>
        </div>
      )}
      {upcoming.length > 0 && (
        <div part="starts">
          <h3 id="start">{m.start}</h3>
          <ul part="start-cards" class="cards" aria-labelledby="start">
            {upcoming.map((cohort) => {
              const { here, there, window } = week(cohort.turno, cohort);
              const first = zonedInstant(cohort.start, window.start, school);
              return (
                <li key={cohort.start + cohort.turno}>
                  <a part="start-card" href={cardHref} onClick={() => model.chooseStart(cohort.start)}>
                    <strong>{classDay(first, zone, lang)}</strong>
                    <span>{`${m.days}: ${here.days}`}</span>
                    <span>{`${turnoLabel(cohort.turno, lang)}: ${here.time}`}</span>
                    {here.time !== there.time && <span class="school">{beside(here.time, there.time)}</span>}
                    <span>{`${m.ends}: ${formatDay(cohort.end, SHORT_DATE, lang)}`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {salary && (
        <table part="salary-table">
          <caption>{m.salary(country.name[lang], salary.currency)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.level}</th>
              <th scope="col">{m.range}</th>
            </tr>
          </thead>
          <tbody>
            {LEVELS.map((level) => (
              <tr key={level}>
                <th scope="row">{m[level]}</th>
                <td>{salary[level]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The later part's styles: turno pills, sideways-scrolling start cards (three across when there is room), the salary table. */
const styles = `
.details{display:grid;gap:1em;align-content:start}
h3{font-size:1.125em}
fieldset{display:grid;gap:.5em;margin:0;padding:0;border:0;min-width:0}
legend{padding:0;margin-bottom:.5em;font-weight:700}
.turnos{display:flex;flex-wrap:wrap;gap:.5em}
.turnos label{display:flex;align-items:center;gap:.375em;min-height:2.75em;padding:0 .75em;border:1px solid #64748b;border-radius:.5em;cursor:pointer}
.turnos label:has(:checked){border-color:var(--embudo-accent,#4338ca);background:#eef2ff}
[part=class-times] span,.school,[part=night-note]{display:block;color:var(--embudo-muted,#475569);font-size:.875em}
p{margin:0}
.cards{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(13em,1fr);gap:.75em;margin:0;padding:0 0 .25em;list-style:none;overflow-x:auto;scroll-snap-type:x mandatory}
.cards li{scroll-snap-align:start}
[part=start-soon],[part=starts]{display:grid;gap:1em;min-width:0}.soon{padding:.875em;border:1px dashed #94a3b8;border-radius:.5em;color:#475569}
.cards a{display:grid;gap:.25em;height:100%;padding:.875em;border:1px solid #cbd5e1;border-radius:.5em;color:inherit;text-decoration:none}
.cards strong{font-size:1.125em}
table{width:100%;border-collapse:collapse}
caption{margin-bottom:.5em;font-weight:700;text-align:start}
th,td{padding:.5em;border-bottom:1px solid #e2e8f0;text-align:start}
`;

/**
 * Draws the part into `container` (the room the block kept for it) and keeps it up to date: its own
 * Preact tree, as the block above it is plain DOM (./pricing.view), re-rendered when what it reads
 * changes (the model, the language, the bootcamp, the schedule).
 */
function mount(container: HTMLElement, { model, lang, bootcamp }: PricingDetailsProps): () => void {
  // Its own effect, not the caller's: the block's effect that mounts it must not re-run on what the part reads.
  const stop = untracked(() => effect(() => render(h(PricingDetails, { model, lang: lang.value, bootcamp: bootcamp.value }), container)));
  return () => {
    stop();
    render(null, container);
  };
}

/** What the element's `static later` loads. */
export const later: PricingDetailsParts = { mount, styles };
