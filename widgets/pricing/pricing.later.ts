import { effect, untracked } from '@preact/signals-core';
import { fill } from '../../src/contracts/fill';
import { isUpcoming, type Cohort } from '../../src/contracts/site-content';
import { getCountry } from '../../src/data/countries';
import { salaryRow } from '../../src/data/salaries';
import { turnoLabel, type Turno } from '../../src/data/schedule';
import { classDay, classWeek, formatInstant, showClasses, zonedDate, zonedInstant, zoneCity } from '../../src/data/class-time';
import { formatDay, SHORT_DATE } from '../../src/data/date-time';
import { startCardHref } from '../../src/data/start-cards';
import { visitorZone } from '../../src/data/time-zones';
import { getConfig } from '../../src/services/config';
import { schedule } from '../../src/services/schedule';
import { pricingDetailsMessages } from './pricing.later.texts';
import { el, type PricingDetailsParts, type PricingDetailsProps } from './pricing.view';

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
 * is reading), and never grows again. Returns what stops watching.
 */
function releaseRoomBelow(el: HTMLElement): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
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
  return () => watch.disconnect();
}

/**
 * Makes `parent`'s children exactly `nodes`, in order, moving none that stays: the ones that go
 * are removed, the new ones inserted in place. A node that stays is never taken out, so a focused
 * radio or card keeps its focus (a node taken out of the page loses it).
 */
function place(parent: Node, nodes: readonly Node[]): void {
  for (const child of [...parent.childNodes]) if (!nodes.includes(child)) child.remove();
  nodes.forEach((node, i) => parent.childNodes[i] !== node && parent.insertBefore(node, parent.childNodes[i] ?? null));
}

/** Sets a node's text when it changed (a node whose text stays is left alone). */
function text(node: Node, value: string): void {
  if (node.textContent !== value) node.textContent = value;
}

/** A header cell of the salary table. */
function th(scope: string, label: string): HTMLTableCellElement {
  const cell = el('th', '', '', label);
  cell.scope = scope;
  return cell;
}

/**
 * The pricing block's later part, below what is included: the turno choice with its class times,
 * the start cards and, where the product contract has figures, the salary table. Times and dates come from the
 * one schedule (`GET /api/schedule`, content/schedule.json), shown in the visitor's zone (the
 * browser's when it is one of the country's, else the country's main zone) with the school's time
 * beside when it differs; no time at all while it loads or when it cannot be had (never a wrong
 * one). Loaded after the page (./pricing.element's `static later`), so the price and its button paint first.
 *
 * Drawn into `container` (the room the block kept for it) and kept up to date as plain DOM, like
 * the block above it (./pricing.view), not Preact: the part script would carry a copy of its own
 * (about 4.5 KB gzip, a second download on a page with embudo.js or a lead modal). The nodes are
 * made once per language and bootcamp (a change of either, rare, makes the part anew, as it makes
 * the block anew); one effect then shows what the model and the schedule say, as the Preact render
 * did, synchronously: it sets a text when it changed and inserts or removes a section, a turno or
 * a card without moving the others (keyed by turno, and by start date and turno), so nothing the
 * visitor holds (a focused radio or card) is taken out. Returns what removes it.
 */
function mount(container: HTMLElement, { model, lang, bootcamp }: PricingDetailsProps): () => void {
  // Its own effect, not the caller's: the block's effect that mounts it must not re-run on what the part reads.
  return untracked(() =>
    effect(() => {
      const language = lang.value;
      const slug = bootcamp.value;
      const m = pricingDetailsMessages[language];
      const heading = (): HTMLHeadingElement => {
        const h3 = el('h3', '', '', m.start);
        h3.id = 'start';
        return h3;
      };
      const legend = el('legend', '', '', m.turno);
      const turnos = el('div', '', 'turnos');
      const choices = new Map<Turno, HTMLLabelElement>();
      const fieldset = el('fieldset', 'schedule', 'schedule', legend, turnos);
      const classTimes = el('p', 'class-times');
      const classText = document.createTextNode('');
      const space = document.createTextNode(' ');
      const schoolTime = el('span', 'school-time');
      const night = el('p', 'night-note');
      const deadline = el('p', 'deadline');
      // No start date to offer yet (the business has not published the next cohorts): said so
      // where the cards go, not left out (the enrolment page promises the start date). A page
      // with start dates of its own hides the part.
      const soon = el('div', 'start-soon', '', heading(), el('p', '', 'soon', m.soon));
      const cards = el('ul', 'start-cards', 'cards');
      cards.setAttribute('aria-labelledby', 'start');
      const starts = el('div', 'starts', '', heading(), cards);
      let shownCards = new Map<string, HTMLAnchorElement>();
      const caption = el('caption');
      const cells = LEVELS.map(() => el('td'));
      const table = el(
        'table',
        'salary-table',
        '',
        caption,
        el('thead', '', '', el('tr', '', '', th('col', m.level), th('col', m.range))),
        el('tbody', '', '', ...LEVELS.map((level, i) => el('tr', '', '', th('row', m[level]), cells[i]!))),
      );
      const details = el('div', '', 'details');

      const stop = effect(() => {
        const code = model.country.value;
        const country = getCountry(code);
        const turno = model.turno.value;
        const offered = model.offer.value.turnos;
        // Not for the US shown while the detection is out: the table would come and go again (a layout shift).
        const salary = model.source.value && salaryRow(code, language);
        const cardHref = getConfig().apiBase + startCardHref(code, language);
        const plan = schedule().value;
        const school = plan?.timeZone ?? '';
        const own = plan?.bootcamps[slug as keyof typeof plan.bootcamps];
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
        const beside = (local: string, there: string) => (local === there ? '' : fill(m.school, { time: there, city: zoneCity(school) }));

        /** A turno's week of classes from a cohort's first class (or today, without one) in the visitor's zone. */
        const week = (t: Turno, cohort?: Cohort) => {
          const dates = cohort ? classWeek(cohort.days, cohort.start > today ? cohort.start : today) : [today];
          const window = own!.turnos[t]!;
          return {
            dates,
            window,
            here: showClasses(dates, window, school, zone, language),
            there: showClasses(dates, window, school, school, language),
          };
        };
        const chosen =
          own?.turnos[turno] &&
          week(
            turno,
            upcoming.find((c) => c.turno === turno),
          );
        const better = chosen?.here.night
          ? offered.filter((t) => own!.turnos[t] && !week(t).here.night).map((t) => `${turnoLabel(t, language)} (${week(t).here.time})`)
          : [];

        // One radio per turno offered, each kept while it is offered.
        place(
          turnos,
          offered.map((t) => {
            let choice = choices.get(t);
            if (!choice) {
              const input = el('input');
              input.type = 'radio';
              input.name = 'turno';
              input.value = t;
              input.onchange = () => model.chooseTurno(t);
              choices.set(t, (choice = el('label', '', '', input, turnoLabel(t, language))));
            }
            (choice.firstChild as HTMLInputElement).checked = t === turno;
            return choice;
          }),
        );
        if (chosen) {
          const { time, days } = chosen.here;
          const withDays = chosen.dates.length > 1 || upcoming.some((c) => c.turno === turno);
          text(classText, fill(withDays && days ? m.classesOn : m.classes, { time, days }));
          text(schoolTime, beside(time, chosen.there.time));
          place(classTimes, time === chosen.there.time ? [classText] : [classText, space, schoolTime]);
        }
        if (chosen?.here.night)
          text(night, fill(better.length ? m.nightBetter : m.night, { country: country.name[language], better: better.join(' · ') }));
        place(fieldset, [legend, turnos, ...(chosen ? [classTimes] : []), ...(chosen?.here.night ? [night] : [])]);

        const open = !!closes && closes > now;
        if (open) text(deadline, fill(m.closes, { when: formatInstant(closes, zone, language) }));

        // Each card's link is kept while its cohort is offered (what is inside it is drawn anew).
        const nextCards = new Map<string, HTMLAnchorElement>();
        place(
          cards,
          upcoming.map((cohort) => {
            const key = cohort.start + cohort.turno;
            let link = shownCards.get(key);
            if (!link) {
              link = el('a', 'start-card');
              link.onclick = () => model.chooseStart(cohort.start);
              el('li', '', '', link);
            }
            nextCards.set(key, link);
            const { here, there, window } = week(cohort.turno, cohort);
            const aside = beside(here.time, there.time);
            link.setAttribute('href', cardHref);
            link.replaceChildren(
              el('strong', '', '', classDay(zonedInstant(cohort.start, window.start, school), zone, language)),
              el('span', '', '', `${m.days}: ${here.days}`),
              el('span', '', '', `${turnoLabel(cohort.turno, language)}: ${here.time}`),
              ...(aside ? [el('span', '', 'school', aside)] : []),
              el('span', '', '', `${m.ends}: ${formatDay(cohort.end, SHORT_DATE, language)}`),
            );
            return link.parentNode!;
          }),
        );
        shownCards = nextCards;

        if (salary) {
          text(caption, fill(m.salary, { country: country.name[language], currency: salary.currency }));
          LEVELS.forEach((level, i) => text(cells[i]!, salary[level]));
        }
        place(details, [
          fieldset,
          ...(open ? [deadline] : []),
          ...(plan && !upcoming.length ? [soon] : []),
          ...(upcoming.length ? [starts] : []),
          ...(salary ? [table] : []),
        ]);
      });
      container.append(details);
      const release = releaseRoomBelow(details);
      return () => {
        stop();
        release();
        details.remove();
      };
    }),
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

/** What the element's `static later` loads. */
export const later: PricingDetailsParts = { mount, styles };
