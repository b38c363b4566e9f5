import { h, type FunctionComponent } from 'preact';
import { bootcampName } from '../../src/data/bootcamps';
import { countriesByName, getCountry } from '../../src/data/countries';
import { enrolPath } from '../../src/data/start-cards';
import { getConfig } from '../../src/services/config';
import type { Lang } from '../../src/i18n/lang';
import { pricingMessages } from '../../src/i18n/pricing';
import { moneyFormat } from '../../src/i18n/money';
import { flagsRender } from '../../src/ui/flag';
import { motionStarted } from '../../src/ui/first-move';
import type { PricingModel } from './pricing.model';

/** What the later part's view is given. */
export interface PricingDetailsProps {
  model: PricingModel;
  lang: Lang;
  /** The bootcamp slug: whose schedule (turno times, start cards) the later part shows. */
  bootcamp: string;
}

/** The block's later part (./pricing.later): its view and the styles added when it arrives. */
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
  /** Every country in the list, and the flag beside it: the later part has arrived or the visitor has reached for the list. */
  listed: boolean;
  /** The visitor reaches for the list (a pointer or a key on it, or focus): it is filled before it opens. */
  onReach(): void;
}

/** The longest country name in `lang`: the list holds it from the start, so the select has its final width. */
const longest = (lang: Lang) => countriesByName(lang).reduce((a, b) => (b.name[lang].length > a.name[lang].length ? b : a)).code;

/**
 * The pricing block: country selector, prices (hidden, in place, until the docs/product.md#pricing-load delay is over),
 * what is included and the payment link; then its later part (turno and class times, the three
 * start cards, the salary table), or the room it will take until it has arrived.
 */
export function PricingView({ model, lang, bootcamp, onPay, details, listed, onReach }: PricingViewProps) {
  const m = pricingMessages[lang];
  const code = model.country.value;
  const widest = listed ? undefined : longest(lang);
  // Asked only once the flag shows (src/ui/flag measures on a canvas, once per page).
  const flagAsCode = listed && !flagsRender();
  const { currency, price, percent, guaranteeDays, unpriced, payHref, charge, instalments } = model.offer.value;
  const visible = model.visible.value;
  // One format for every figure of the block, made when the figures show: until then
  // they are blank, a skeleton of the same size under the placeholder. Never the stand-in country's
  // currency while the country is being detected, even hidden; and no formatter while the price
  // waits for its delay (docs/product.md#timers, 10 s by default): a page's first Intl number formatter loads ICU
  // data, the largest piece of main-thread work of a block, for figures nobody sees yet.
  const known = model.source.value !== undefined;
  const format = known && visible ? moneyFormat(currency, code, lang, [price.price_view_base_regular, price.price_view_final]) : undefined;
  const money = (amount: number) => format?.format(amount) ?? '\u00a0';
  // The charge and the instalments may be in another currency than the price (US dollars).
  const inCurrency = (code2: string, amount: number) =>
    format ? (code2 === currency ? format : moneyFormat(code2, code, lang, [amount])).format(amount) : '\u00a0';
  const chargedElsewhere = charge.currency !== currency && !!payHref;
  return (
    // Not a landmark of its own: the page decides its regions (two blocks on a page would repeat one).
    <div part="base" class="base">
      <div class="head">
        <h2 part="title">{bootcampName(bootcamp, lang)}</h2>
        <label part="country" class="country">
          {m.country}
          {/* The chosen country's flag beside the list, not one per option: a flag is an emoji,
              and a select lays out every option's text at once (27 flags cost a phone ~60 ms of
              font fallback and layout on a partner's page). The name says it all to a
              screen reader.
              Until the list is needed it holds the chosen country and the longest name (the
              select's width is its longest option's: it keeps it when the rest come), not all the
              options a page that is only loaded never opens (1.5–5 ms of Embudo's 40 ms of main
              thread, unthrottled, on a partner's page with every widget). It is filled with the later
              part (the visitor's first move, or the block nearing the screen) and, whatever came
              first, on the visitor's pointer, key or focus on it, before it opens (a synchronous
              render). The flag comes with it, in room kept for it: where no font has the flag
              (no colour emoji font) the browser searches every font for it, about 1 ms of the
              widgets' 6 ms of layout on a partner's page (unthrottled), for a decoration. */}
          <span class="pick">
            {/* Where flags draw as letters or empty boxes (Windows, a Linux desktop), the country's code in the same room (src/ui/flag). */}
            <span part="country-flag" class={flagAsCode ? 'flag code' : 'flag'} aria-hidden="true">
              {listed ? (flagAsCode ? code : getCountry(code)?.flag) : ''}
            </span>
            <select
              part="country-select"
              value={code}
              onChange={(e) => model.choose(e.currentTarget.value)}
              {...(listed ? {} : { onPointerDown: onReach, onKeyDown: onReach, onFocus: onReach })}
            >
              {countriesByName(lang)
                .filter((c) => listed || c.code === code || c.code === widest)
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name[lang]}
                  </option>
                ))}
            </select>
          </span>
        </label>
      </div>
      <div
        part="price"
        class={visible || unpriced ? 'price' : 'price pending'}
        aria-live="polite"
        aria-busy={visible || unpriced ? 'false' : 'true'}
      >
        {/* docs/product.md#pricing-load: a bootcamp the pricing does not list stops there: no price, a way to ask instead. */}
        {unpriced ? (
          <div class="figures">
            <p part="unpriced">{m.unpriced}</p>
            <button type="button" part="pay-button" class="pay" data-embudo-open="scholarship">
              {m.ask}
            </button>
          </div>
        ) : (
          <div class="figures">
            <p class="regular">
              <s part="regular-price">
                <span class="visually-hidden">{m.regular}: </span>
                {money(price.price_view_base_regular)}
              </s>
              <span part="discount" class="badge">
                {format?.discount(percent) ?? '\u00a0'}
              </span>
            </p>
            <p part="special-price" class="special">
              <span class="visually-hidden">{m.special}: </span>
              {money(price.price_view_final)}
            </p>
            {/* Two lines always there, blank when they have nothing to say (a country without a plan, a
              link in its own currency): known only with the pricing, they must not move the page. */}
            <p part="instalments" class="note">
              {format && instalments ? m.instalments(instalments.count, inCurrency(instalments.currency, instalments.amount)) : '\u00a0'}
            </p>
            {payHref ? (
              <a part="pay-button" class="pay" href={payHref} onClick={onPay}>
                {m.pay}
              </a>
            ) : (
              // No payment link (the pricing could not be loaded): the enrolment lead form instead, so
              // the visit still ends in a lead; where its script is not on the page, the enrolment page.
              <a part="pay-button" class="pay" href={getConfig().apiBase + enrolPath(bootcamp, code, lang)} data-embudo-open="brochure">
                {m.pay}
              </a>
            )}
            <p part="charge-note" class="note">
              {format && chargedElsewhere ? m.charged(inCurrency(charge.currency, charge.amount)) : '\u00a0'}
            </p>
            {!payHref && model.settled.value && <p part="pay-note">{m.payLater}</p>}
          </div>
        )}
        {/* Pulses from the visitor's first move (./motion: a page only loaded draws no frames for it). */}
        {!visible && !unpriced && <p class={motionStarted().value ? 'wait pulse' : 'wait'}>{m.pending}</p>}
      </div>
      <ul part="benefits" class="benefits">
        <li>{m.guarantee(guaranteeDays)}</li>
        <li>{m.lifetime}</li>
        <li>{m.certificate}</li>
      </ul>
      {/* The later part (./pricing.later): its room is kept until it arrives. */}
      {details ? h(details.view, { model, lang, bootcamp }) : <div class="later" />}
    </div>
  );
}
