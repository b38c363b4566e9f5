import { Fragment, h } from 'preact';
import { getCountry } from '../../src/data/countries';
import { salaryRow } from '../../src/data/salaries';
import { classTimes, turnoLabel } from '../../src/data/schedule';
import { START_CARDS, startCardHref, startCardText } from '../../src/data/start-cards';
import { pricingDetailsMessages } from '../../src/i18n/pricing-details';
import { getConfig } from '../../src/services/config';
import type { PricingDetailsParts, PricingDetailsProps } from './pricing.view';

const LEVELS = ['junior', 'mid', 'senior'] as const;

/**
 * The pricing block's later part, below what is included: the turno choice with the class times of
 * the country (SPEC §3, §9), the three start cards (SPEC §9) and, where the SPEC has figures, the
 * salary table. Loaded after the page (./pricing.load), so the price and its button paint first.
 */
function PricingDetails({ model, lang }: PricingDetailsProps) {
  const m = pricingDetailsMessages[lang];
  const code = model.country.value;
  const country = getCountry(code);
  const turno = model.turno.value;
  // Not for the US shown while the detection is out: the table would come and go again (a layout shift).
  const salary = model.source.value && salaryRow(code, lang);
  const cardHref = getConfig().apiBase + startCardHref(code);
  // A start date that has come is never offered as upcoming (calendar dates, judged in UTC).
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = START_CARDS.filter((card) => card.start > today);
  return (
    <div class="details">
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
        <p part="class-times">{m.classes(classTimes(code, turno, lang), country.name[lang])}</p>
      </fieldset>
      {upcoming.length > 0 && (
        <>
          <h3 id="start">{m.start}</h3>
          <ul part="start-cards" class="cards" aria-labelledby="start">
            {upcoming.map((card) => {
              const text = startCardText(card, lang);
              return (
                <li key={card.start}>
                  <a part="start-card" href={cardHref} onClick={() => model.chooseStart(card.start)}>
                    <strong>{text.date}</strong>
                    <span>{`${m.starts}: ${text.weekday}`}</span>
                    <span>{`${m.days}: ${text.days}`}</span>
                    <span>{text.time}</span>
                    <span>{`${m.ends}: ${text.end}`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {salary && (
        <table part="salary-table">
          <caption>{m.salary(country.name[lang], salary.currency)}</caption>
          <thead>
            <tr><th scope="col">{m.level}</th><th scope="col">{m.range}</th></tr>
          </thead>
          <tbody>
            {LEVELS.map((level) => (
              <tr key={level}><th scope="row">{m[level]}</th><td>{`${salary.symbol}${salary[level]}`}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The later part's styles: turno pills, sideways-scrolling start cards (three across when there is room), the salary table. */
const styles = `
.details{display:grid;gap:1em}
h3{font-size:1.125em}
fieldset{display:grid;gap:.5em;margin:0;padding:0;border:0;min-width:0}
legend{padding:0;margin-bottom:.5em;font-weight:700}
.turnos{display:flex;flex-wrap:wrap;gap:.5em}
.turnos label{display:flex;align-items:center;gap:.375em;min-height:2.75em;padding:0 .75em;border:1px solid #64748b;border-radius:.5em;cursor:pointer}
.turnos label:has(:checked){border-color:var(--embudo-accent,#4338ca);background:#eef2ff}
.cards{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(13em,1fr);gap:.75em;margin:0;padding:0 0 .25em;list-style:none;overflow-x:auto;scroll-snap-type:x mandatory}
.cards li{scroll-snap-align:start}
.cards a{display:grid;gap:.25em;height:100%;padding:.875em;border:1px solid #cbd5e1;border-radius:.5em;color:inherit;text-decoration:none}
.cards strong{font-size:1.125em}
table{width:100%;border-collapse:collapse}
caption{margin-bottom:.5em;font-weight:700;text-align:start}
th,td{padding:.5em;border-bottom:1px solid #e2e8f0;text-align:start}
`;

/** What ./pricing.load hands the element. */
export const parts: PricingDetailsParts = { view: PricingDetails, styles };
