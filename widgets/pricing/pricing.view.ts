import { effect, type ReadonlySignal } from '@preact/signals-core';
import { fill } from '../../src/contracts/fill';
import { markLanguage } from '../../src/element';
import { bootcampName } from '../../src/data/bootcamps';
import { countriesByName, getCountry } from '../../src/data/countries';
import { enrolPath } from '../../src/data/start-cards';
import { getConfig } from '../../src/services/config';
import type { Lang } from '../../src/i18n/lang';
import { moneyFormat } from '../../src/i18n/money';
import { flagsRender } from '../../src/ui/flag';
import { motionStarted } from '../../src/ui/first-move';
import type { PricingModel } from './pricing.model';
import { pricingMessages } from './pricing.texts';

/** What the later part is given: the block's model, and its language and bootcamp as they change. */
export interface PricingDetailsProps {
  model: PricingModel;
  lang: ReadonlySignal<Lang>;
  /** The bootcamp slug: whose schedule (turno times, start cards) the later part shows. */
  bootcamp: ReadonlySignal<string>;
}

/**
 * The block's later part (./pricing.later): what draws it into the room kept for it (and
 * returns what removes it), and the styles added when it arrives.
 */
export interface PricingDetailsParts {
  mount(container: HTMLElement, props: PricingDetailsProps): () => void;
  styles: string;
}

interface PricingViewProps extends PricingDetailsProps {
  onPay(event: MouseEvent): void;
  /** The later part, once it has arrived. */
  details: ReadonlySignal<PricingDetailsParts | undefined>;
  /** Every country in the list, and the flag beside it: the later part has arrived or the visitor has reached for the list. */
  listed: ReadonlySignal<boolean>;
  /** The visitor reaches for the list (a pointer or a key on it, or focus): it is filled before it opens. */
  onReach(): void;
}

/** The longest country name in `lang`: the list holds it from the start, so the select has its final width. */
const longest = (lang: Lang) => countriesByName(lang).reduce((a, b) => (b.name[lang].length > a.name[lang].length ? b : a)).code;

/** An element with its `part` and `class` (when given) and children (the later part makes its nodes with it too). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  part = '',
  cls = '',
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (part) node.setAttribute('part', part);
  if (cls) node.className = cls;
  node.append(...children);
  return node;
}

/**
 * Paints the pricing block into `root` and keeps it up to date: country selector, prices (hidden,
 * in place, until the docs/product.md#pricing-load delay is over), what is included and the payment
 * link; then its later part (turno and class times, the three start cards, the salary table), or
 * the room it will take until it has arrived. Plain DOM, each node bound to the signals it shows,
 * not Preact: Preact was 4.3 KB gzip of the standalone script, which a partner's page loads before
 * the price shows; it comes with the later part, which renders its own tree (docs/architecture.md,
 * "Lazy parts"). The texts are written as the nodes are made: a change of language or bootcamp
 * (rare) makes the block anew. Synchronous, as Preact's first render was. Returns what removes it.
 */
export function paintPricing(root: ShadowRoot, { model, lang, bootcamp, onPay, details, listed, onReach }: PricingViewProps): () => void {
  return effect(() => {
    const language = lang.value;
    const m = pricingMessages[language];
    markLanguage(root, language);
    const flag = el('span', 'country-flag');
    flag.setAttribute('aria-hidden', 'true');
    const select = el('select', 'country-select');
    select.onchange = () => model.choose(select.value);
    select.onpointerdown =
      select.onkeydown =
      select.onfocus =
        () => {
          if (!listed.peek()) onReach();
        };

    const regular = el('s', 'regular-price', '', el('span', '', 'visually-hidden', `${m.regular}: `), '');
    const discount = el('span', 'discount', 'badge');
    const special = el('p', 'special-price', 'special', el('span', '', 'visually-hidden', `${m.special}: `), '');
    const instalments = el('p', 'instalments', 'note');
    const pay = el('a', 'pay-button', 'pay', m.pay);
    // The link charges only when it is the payment link (not the enrolment form's stand-in).
    let paying = false;
    // A block, not an expression: a handler property that returns false cancels the click (the
    // enrolment form's stand-in would then never open).
    pay.onclick = (event) => {
      if (paying) onPay(event);
    };
    const chargeNote = el('p', 'charge-note', 'note');
    const payNote = el('p', 'pay-note', '', m.payLater);
    // Two lines always there, blank when they have nothing to say (a country without a plan, a
    // link in its own currency): known only with the pricing, they must not move the page.
    const figures = el('div', '', 'figures', el('p', '', 'regular', regular, discount), special, instalments, pay, chargeNote);
    // docs/product.md#pricing-load: a bootcamp the pricing does not list stops there: no price, a way to ask instead.
    const ask = el('button', 'pay-button', 'pay', m.ask);
    ask.type = 'button';
    ask.setAttribute('data-embudo-open', 'scholarship');
    const unpricedFigures = el('div', '', 'figures', el('p', 'unpriced', '', m.unpriced), ask);
    const wait = el('p', '', '', m.pending);
    const price = el('div', 'price');
    price.setAttribute('aria-live', 'polite');
    const guarantee = el('li');
    // The later part's room until it arrives, then the part's own tree.
    const later = el('div', '', 'later');
    // Not a landmark of its own: the page decides its regions (two blocks on a page would repeat one).
    const base = el(
      'div',
      'base',
      'base',
      // The chosen country's flag beside the list, not one per option: a flag is an emoji, and a
      // select lays out every option's text at once (27 flags cost a phone ~60 ms of font fallback
      // and layout on a partner's page). The name says it all to a screen reader.
      el(
        'div',
        '',
        'head',
        el('h2', 'title', '', bootcampName(bootcamp.value, language)),
        el('label', 'country', 'country', m.country, el('span', '', 'pick', flag, select)),
      ),
      price,
      el('ul', 'benefits', 'benefits', guarantee, el('li', '', '', m.lifetime), el('li', '', '', m.certificate)),
      later,
    );
    root.append(base);

    let shownOptions = '';
    let unmountDetails: (() => void) | undefined;
    const stops = [
      effect(() => {
        const days = model.offer.value.guaranteeDays;
        // The form by `days === 1` (exact for whole days in both languages), not Intl.PluralRules:
        // this is the first paint, and a page's first Intl object is Intl's whole set-up (../../src/i18n/intl-warm).
        guarantee.textContent = fill(m.guarantee[days === 1 ? 'one' : 'other'], { days });
      }),
      // Until the list is needed it holds the chosen country and the longest name (the select's
      // width is its longest option's: it keeps it when the rest come), not all the options a page
      // that is only loaded never opens (1.5–5 ms of Embudo's 40 ms of main thread, unthrottled, on
      // a partner's page with every widget). It is filled with the later part (the visitor's first
      // move, or the block nearing the screen) and, whatever came first, on the visitor's pointer,
      // key or focus on it, before it opens (in the same task). The flag comes with it, in room kept
      // for it: where no font has the flag (no colour emoji font) the browser searches every font
      // for it, about 1 ms of the widgets' 6 ms of layout on a partner's page, for a decoration.
      effect(() => {
        const code = model.country.value;
        const all = listed.value;
        // Asked only once the flag shows (src/ui/flag measures on a canvas, once per page); where
        // flags draw as letters or empty boxes (Windows, a Linux desktop), the country's code.
        const flagAsCode = all && !flagsRender();
        flag.className = flagAsCode ? 'flag code' : 'flag';
        flag.textContent = all ? (flagAsCode ? code : getCountry(code).flag) : '';
        const widest = all ? undefined : longest(language);
        const options = countriesByName(language).filter((c) => all || c.code === code || c.code === widest);
        const key = options.map((c) => c.code).join();
        if (key !== shownOptions) {
          shownOptions = key;
          select.replaceChildren(
            ...options.map((c) => {
              const option = el('option', '', '', c.name[language]);
              option.value = c.code;
              return option;
            }),
          );
        }
        select.value = code;
      }),
      effect(() => {
        const code = model.country.value;
        const { currency, price: row, percent, unpriced, payHref, charge, instalments: plan } = model.offer.value;
        const visible = model.visible.value;
        price.className = visible || unpriced ? 'price' : 'price pending';
        price.setAttribute('aria-busy', `${!(visible || unpriced)}`);
        // One format for every figure of the block, made when the figures show: until then they are
        // blank, a skeleton of the same size under the placeholder. Never the stand-in country's
        // currency while the country is being detected, even hidden; and no formatter while the
        // price waits for its delay (docs/product.md#timers, 10 s by default): a page's first Intl
        // number formatter loads ICU data, the largest piece of main-thread work of a block, for
        // figures nobody sees yet.
        const format =
          model.source.value && visible
            ? moneyFormat(currency, code, language, [row.price_view_base_regular, row.price_view_final])
            : undefined;
        // The charge and the instalments may be in another currency than the price (US dollars).
        const inCurrency = (other: string, amount: number) =>
          (other === currency ? format! : moneyFormat(other, code, language, [amount])).format(amount);
        regular.lastChild!.textContent = format?.format(row.price_view_base_regular) ?? '\u00a0';
        discount.textContent = format?.discount(percent) ?? '\u00a0';
        special.lastChild!.textContent = format?.format(row.price_view_final) ?? '\u00a0';
        instalments.textContent =
          format && plan ? fill(m.instalments, { count: plan.count, amount: inCurrency(plan.currency, plan.amount) }) : '\u00a0';
        paying = !!payHref;
        // No payment link (the pricing could not be loaded): the enrolment lead form instead, so the
        // visit still ends in a lead; where its script is not on the page, the enrolment page.
        pay.href = payHref ?? getConfig().apiBase + enrolPath(bootcamp.value, code, language);
        if (payHref) pay.removeAttribute('data-embudo-open');
        else pay.setAttribute('data-embudo-open', 'brochure');
        chargeNote.textContent =
          format && charge.currency !== currency && payHref
            ? fill(m.charged, { amount: inCurrency(charge.currency, charge.amount) })
            : '\u00a0';
        if (!payHref && model.settled.value) figures.append(payNote);
        else payNote.remove();
        // Pulses from the visitor's first move (./motion: a page only loaded draws no frames for it).
        wait.className = motionStarted().value ? 'wait pulse' : 'wait';
        const shown = unpriced ? [unpricedFigures] : visible ? [figures] : [figures, wait];
        if (shown.some((node, i) => price.childNodes[i] !== node) || price.childNodes.length !== shown.length)
          price.replaceChildren(...shown);
      }),
      effect(() => {
        const parts = details.value;
        if (!parts || unmountDetails) return;
        // The part keeps (and then gives back) its own room: this one's goes as it comes, in the same task.
        later.removeAttribute('class');
        unmountDetails = parts.mount(later, { model, lang, bootcamp });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      unmountDetails?.();
      base.remove();
    };
  });
}
