import { h, type FunctionComponent } from 'preact';
import { signal } from '@preact/signals-core';
import { bootcampName } from '../../src/data/bootcamps';
import { COUNTRIES, type Country } from '../../src/data/countries';
import { enrolPath } from '../../src/data/start-cards';
import { getConfig } from '../../src/services/config';
import { LOCALES, type Lang } from '../../src/i18n/lang';
import { pricingMessages } from '../../src/i18n/pricing';
import { moneyFormat } from '../../src/i18n/money';
import type { PricingModel } from './pricing.model';

/** What the later part's view is given. */
export interface PricingDetailsProps {
  model: PricingModel;
  lang: Lang;
  /** The bootcamp slug: whose schedule (turno times, start cards) the later part shows. */
  bootcamp: string;
}

/** The block's later part (./pricing.details): its view and the styles added when it arrives. */
export interface PricingDetailsParts {
  view: FunctionComponent<PricingDetailsProps>;
  styles: string;
}

interface PricingViewProps {
  model: PricingModel;
  lang: Lang;
  bootcamp: string;
  onPay(event: MouseEvent): void;
  /** The later part, once it has arrived. */
  details: PricingDetailsParts | undefined;
}

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
 * Whether a visitor has reached for a country selector (pointer over it, touch or focus). Until
 * then the 27 options are in the table's order: sorting them by name needs an Intl.Collator, whose
 * creation was the largest piece of main-thread work of a page with every widget (issue 21). The
 * same options either way, so the closed selector looks the same; the sort is done before it opens.
 */
const listWanted = signal(false);
const wantList = (): void => {
  listWanted.value = true;
};

/**
 * The pricing block: country selector, prices (hidden, in place, until the SPEC §4 delay is over),
 * what is included and the payment link; then its later part (turno and class times, the three
 * start cards, the salary table), or the room it will take until it has arrived.
 */
export function PricingView({ model, lang, bootcamp, onPay, details }: PricingViewProps) {
  const m = pricingMessages[lang];
  const code = model.country.value;
  const { currency, price, percent, guaranteeDays, unpriced, payHref } = model.offer.value;
  const visible = model.visible.value;
  // One format for every figure of the block (issue 20 M1). Until the country is known the figures
  // are blank (a skeleton of the same size): never the stand-in country's currency, even hidden.
  // Nor its formatter: creating an Intl.NumberFormat is a large piece of the page's first task
  // (issue 21), and the one the visitor sees comes with the country.
  const known = model.source.value !== undefined;
  const format = known ? moneyFormat(currency, code, lang, [price.price_view_base_regular, price.price_view_final]) : undefined;
  const money = (amount: number) => format?.format(amount) ?? '\u00a0';
  const countries = listWanted.value ? sortedCountries(lang) : COUNTRIES;
  return (
    // Not a landmark of its own: the page decides its regions (two blocks on a page would repeat one).
    <div part="base" class="base">
      <div class="head">
        <h2 part="title">{bootcampName(bootcamp, lang)}</h2>
        <label part="country" class="country">
          {m.country}
          <select part="country-select" value={code} onChange={(e) => model.choose(e.currentTarget.value)} onPointerEnter={wantList} onTouchStart={wantList} onFocus={wantList}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>{`${c.flag} ${c.name[lang]}`}</option>
            ))}
          </select>
        </label>
      </div>
      <div part="price" class={visible || unpriced ? 'price' : 'price pending'} aria-live="polite" aria-busy={visible || unpriced ? 'false' : 'true'}>
        {/* SPEC §4: a bootcamp the pricing does not list stops there: no price, a way to ask instead. */}
        {unpriced ? (
          <div class="figures">
            <p part="unpriced">{m.unpriced}</p>
            <button type="button" part="pay-button" class="pay" data-embudo-open="scholarship">{m.ask}</button>
          </div>
        ) : (
        <div class="figures">
          <p class="regular">
            <s part="regular-price"><span class="visually-hidden">{m.regular}: </span>{money(price.price_view_base_regular)}</s>
            <span part="discount" class="badge">{format?.discount(percent) ?? '\u00a0'}</span>
          </p>
          <p part="special-price" class="special"><span class="visually-hidden">{m.special}: </span>{money(price.price_view_final)}</p>
          {payHref ? (
            <a part="pay-button" class="pay" href={payHref} onClick={onPay}>{m.pay}</a>
          ) : (
            // No payment link (the pricing could not be loaded): the enrolment lead form instead, so
            // the visit still ends in a lead; where its script is not on the page, the enrolment page.
            <a part="pay-button" class="pay" href={getConfig().apiBase + enrolPath(bootcamp, code, lang)} data-embudo-open="brochure">{m.pay}</a>
          )}
          {!payHref && model.settled.value && <p part="pay-note">{m.payLater}</p>}
        </div>
        )}
        {!visible && !unpriced && <p class="wait">{m.pending}</p>}
      </div>
      <ul part="benefits" class="benefits">
        <li>{m.guarantee(guaranteeDays)}</li>
        <li>{m.lifetime}</li>
        <li>{m.certificate}</li>
      </ul>
      {/* The later part (./pricing.details): its room is kept until it arrives. */}
      {details ? h(details.view, { model, lang, bootcamp }) : <div class="later" />}
    </div>
  );
}
