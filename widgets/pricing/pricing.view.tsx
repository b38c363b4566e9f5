import { h } from 'preact';
import { bootcampName } from '../../src/data/bootcamps';
import { COUNTRIES, getCountry, type Country } from '../../src/data/countries';
import { salaryRow } from '../../src/data/salaries';
import { classTimes, turnoLabel } from '../../src/data/schedule';
import { START_CARDS, startCardHref, startCardText } from '../../src/data/start-cards';
import { LOCALES, type Lang } from '../../src/i18n/lang';
import { pricingMessages } from '../../src/i18n/pricing';
import { getConfig } from '../../src/services/config';
import { formatPrice } from '../../src/services/pricing';
import type { PricingModel } from './pricing.model';

interface PricingViewProps {
  model: PricingModel;
  lang: Lang;
  bootcamp: string;
  onPay(event: MouseEvent): void;
}

const LEVELS = ['junior', 'mid', 'senior'] as const;

const sorted = new Map<Lang, readonly Country[]>();

/** The 27 countries in the order of their names in `lang` (sorted once per language). */
function sortedCountries(lang: Lang): readonly Country[] {
  let list = sorted.get(lang);
  if (!list) {
    const collator = new Intl.Collator(LOCALES[lang]);
    sorted.set(lang, (list = [...COUNTRIES].sort((a, b) => collator.compare(a.name[lang], b.name[lang]))));
  }
  return list;
}

/**
 * The pricing block: country selector, prices (hidden, in place, until the SPEC §4 delay is over),
 * what is included, the payment link, turno and class times, the three start cards and, where the
 * SPEC has figures, the salary table.
 */
export function PricingView({ model, lang, bootcamp, onPay }: PricingViewProps) {
  const m = pricingMessages[lang];
  const code = model.country.value;
  const country = getCountry(code);
  const { currency, price, percent, guaranteeDays, turnos } = model.offer.value;
  const visible = model.visible.value;
  const turno = model.turno.value;
  const salary = salaryRow(code, lang);
  const money = (amount: number) => formatPrice(amount, currency, code, lang);
  const countries = sortedCountries(lang);
  const cardHref = getConfig().apiBase + startCardHref(code);
  return (
    // Not a landmark of its own: the page decides its regions (two blocks on a page would repeat one).
    <div part="base" class="base">
      <div class="head">
        <h2 part="title">{bootcampName(bootcamp, lang)}</h2>
        <label part="country" class="country">
          {m.country}
          <select part="country-select" value={code} onChange={(e) => model.choose(e.currentTarget.value)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>{`${c.flag} ${c.name[lang]}`}</option>
            ))}
          </select>
        </label>
      </div>
      <div part="price" class={visible ? 'price' : 'price pending'} aria-live="polite" aria-busy={visible ? 'false' : 'true'}>
        <div class="figures">
          <p class="regular">
            <s part="regular-price"><span class="visually-hidden">{m.regular}: </span>{money(price.price_view_base_regular)}</s>
            <span part="discount" class="badge">{`-${percent}%`}</span>
          </p>
          <p part="special-price" class="special"><span class="visually-hidden">{m.special}: </span>{money(price.price_view_final)}</p>
          <a part="pay-button" class="pay" href={model.href.value} onClick={onPay}>{m.pay}</a>
        </div>
        {!visible && <p class="wait">{m.pending}</p>}
      </div>
      <ul part="benefits" class="benefits">
        <li>{m.guarantee(guaranteeDays)}</li>
        <li>{m.lifetime}</li>
        <li>{m.certificate}</li>
      </ul>
      <fieldset part="schedule" class="schedule">
        <legend>{m.turno}</legend>
        <div class="turnos">
          {turnos.map((t) => (
            <label key={t}>
              <input type="radio" name="turno" value={t} checked={t === turno} onChange={() => model.chooseTurno(t)} />
              {turnoLabel(t, lang)}
            </label>
          ))}
        </div>
        <p part="class-times">{m.classes(classTimes(code, turno, lang), country.name[lang])}</p>
      </fieldset>
      <h3 id="start">{m.start}</h3>
      <ul part="start-cards" class="cards" aria-labelledby="start">
        {START_CARDS.map((card) => {
          const text = startCardText(card, lang);
          return (
            <li key={card.start}>
              <a part="start-card" href={cardHref}>
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
