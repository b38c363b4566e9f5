import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PropSignals } from '../../src/element';
import { bootcampName } from '../../src/data/bootcamps';
import { getCountry, isCountryCode, type CountryCode } from '../../src/data/countries';
import type { Turno } from '../../src/data/schedule';
import { utcSetting } from '../../src/data/utc';
import { warmIntl } from '../../src/i18n/intl-warm';
import { getConfig, httpUrl } from '../../src/services/config';
import {
  chooseCountry,
  COUNTRY_DETECTED_EVENT,
  countryChoice,
  detectCountry,
  type CountryDetection,
  type GeoMethod,
} from '../../src/services/geo';
import { choosePageState, showPrice } from '../../src/services/page-state';
import { loadPricing, offerFor, type Offer, type PricingOutcome } from '../../src/services/pricing';
import { track, trackFunnel } from '../../src/services/tracking';
import type { pricingProps } from './pricing.props';

type Props = PropSignals<typeof pricingProps>;

/** Where the country shown comes from: the element's attribute, the page config, or the geo chain (`manual`: the visitor). */
export type CountrySource = 'attribute' | 'config' | GeoMethod;

/** Detail of `embudo-country-change`. */
export interface CountryChangeDetail {
  countryCode: CountryCode;
  method: CountrySource;
}

/** Detail of `embudo-checkout`: what the visitor is about to pay, and the page state docs/product.md#lead-fields keeps with it. */
export interface CheckoutDetail {
  bootcamp: string;
  countryCode: CountryCode;
  currency: string;
  /** The amount charged (`mount`), in the currency's major unit. */
  amount: number;
  /** The payment link followed. */
  href: string;
  turno: Turno;
  utcOffset: string;
  utcDiff: number;
}

/** What the model needs from its element. */
export interface PricingHost {
  report(attribute: string, value: string, expected: string): void;
  /** One console error, prefixed with the tag. */
  error(message: string): void;
  countryChanged(detail: CountryChangeDetail): void;
  /** Emits `embudo-checkout`; false when a listener cancelled it. */
  checkout(detail: CheckoutDetail): boolean;
}

// One console error per problem per page, however many blocks show it.
const logged = new Set<string>();

// Before the answer: the fallback prices, laid out but hidden, so the block has its final size at once.
const PENDING: PricingOutcome = { status: 'failed', reason: '' };

/**
 * One pricing block's state: the country shown (the visitor's choice, else the attribute, else the
 * page config, else the shared geo detection), the shared pricing load, the offer for that bootcamp
 * and country, the 'price visible after 10 s' timer and the turno. Everything stops on dispose.
 */
export function createPricingModel(props: Props, host: PricingHost) {
  const detection = signal<CountryDetection | undefined>(countryChoice());
  const outcome = signal<PricingOutcome | undefined>(undefined);
  const visible = signal(false);
  const chosenTurno = signal<Turno | undefined>(undefined);
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = false;
  let announced: CountryCode | undefined;

  const given = computed(() => {
    const code = props.country.value.trim().toUpperCase();
    return isCountryCode(code) ? code : undefined;
  });

  /** The country shown and where it came from; undefined until something says (the selector shows US meanwhile). */
  const source = computed<CountryChangeDetail | undefined>(() => {
    const found = detection.value;
    if (found?.method === 'manual') return found;
    if (given.value) return { countryCode: given.value, method: 'attribute' };
    const configured = getConfig().country;
    if (configured) return { countryCode: configured, method: 'config' };
    return found;
  });
  const country = computed<CountryCode>(() => source.value?.countryCode ?? 'US');

  const onDetected = (event: Event): void => {
    const detail = (event as CustomEvent<CountryDetection>).detail;
    if (isCountryCode(detail?.countryCode)) detection.value = { countryCode: detail.countryCode, method: detail.method };
  };
  window.addEventListener(COUNTRY_DETECTED_EVENT, onDetected);

  const stops = [
    effect(() => {
      const raw = props.country.value;
      if (raw.trim() && !given.value) host.report('country', raw, 'a two-letter code of an offered country, e.g. "PE"');
      // Only a page that does not say asks the geo chain (one shared request per page).
      if (!source.value && !asked) {
        asked = true;
        void detectCountry().then((found) => {
          if (!disposed && detection.peek()?.method !== 'manual') detection.value = found;
        });
      }
    }),
    effect(() => {
      const now = source.value;
      if (now && now.countryCode !== announced) {
        announced = now.countryCode;
        host.countryChanged({ countryCode: now.countryCode, method: now.method });
      }
    }),
  ];

  // Never a price in a country that is not the visitor's: with no country given, none until it is known.
  const shown = computed(() => visible.value && source.value !== undefined) as ReadonlySignal<boolean>;
  const offer = computed<Offer>(() =>
    offerFor(outcome.value ?? PENDING, props.bootcamp.value, getCountry(country.value).currency, country.value),
  );
  const turno = computed<Turno>(() => {
    const offered = offer.value.turnos;
    const chosen = chosenTurno.value;
    return chosen && offered.includes(chosen) ? chosen : offered[0]!;
  });
  const href = computed(() => offer.value.payHref ?? `${getConfig().apiBase}/enroll/${props.bootcamp.value}/${country.value}`);

  const url = pricingUrl(props.source.peek(), host);
  stops.push(
    effect(() => {
      const loaded = outcome.value;
      if (!loaded) return;
      const { problem: own, unpriced } = offer.value;
      const problem = loaded.status === 'ok' ? own : loaded.reason;
      const message = `${url ?? 'The pricing source'} ${problem}; ${unpriced ? 'no price is shown for it' : 'showing the built-in fallback prices'}.`;
      if (problem && !logged.has(message)) {
        logged.add(message);
        host.error(message);
      }
    }),
  );
  // The price the visitor sees is the Lead's value if they send a form (src/services/page-state).
  stops.push(
    effect(() => {
      const { price, currency, unpriced } = offer.value;
      if (shown.value && !unpriced) showPrice(props.bootcamp.value, country.value, { value: price.mount, currency });
    }),
  );
  const settle = (loaded: PricingOutcome): void => {
    if (disposed) return;
    outcome.value = loaded;
    const delay = props.priceDelay.peek();
    if (delay === 0) visible.value = true;
    // Intl's one-time set-up (./intl-warm) in a task of its own just before the price shows: the
    // render that shows it makes the block's money formatter, often the page's first.
    else timer = setTimeout(() => void warmIntl().then(() => !disposed && (visible.value = true)), delay);
  };
  if (url) void loadPricing(url).then(settle);
  else settle({ status: 'failed', reason: 'is not a URL the pricing can be loaded from' });

  return {
    country: country as ReadonlySignal<CountryCode>,
    /** Where the country shown comes from; undefined while it is the US stand-in of a detection still out. */
    source: source as ReadonlySignal<CountryChangeDetail | undefined>,
    offer: offer as ReadonlySignal<Offer>,
    turno: turno as ReadonlySignal<Turno>,
    href: href as ReadonlySignal<string>,
    /** Whether the price shows yet: the contract's (docs/product.md#timers) 10 s after the pricing loads, and only once the country is known. */
    visible: shown,
    /** Whether the pricing load has settled (the offer is the answer's, or the fallback of a failed load). */
    settled: computed(() => outcome.value !== undefined) as ReadonlySignal<boolean>,
    /** The visitor picked a country: remembered, and every Embudo widget on the page follows. */
    choose(code: string): void {
      if (!isCountryCode(code)) return;
      detection.value = { countryCode: code, method: 'manual' };
      chooseCountry(code);
    },
    chooseTurno(value: Turno): void {
      chosenTurno.value = value;
      choosePageState({ select_turno: value });
    },
    /** The visitor picked a start card (`start`: its ISO date): carried in the enrolment lead. */
    chooseStart(start: string): void {
      choosePageState({ fechaSelect: start, select_mes: start.slice(0, 7), select_turno: turno.peek() });
    },
    /** The payment button: AddToCart and FunnelProgress 95, then `embudo-checkout`; false when cancelled. */
    checkout(): boolean {
      // What the link charges (US dollars where the country's currency has no link of its own).
      const { currency, amount } = offer.peek().charge;
      const slug = props.bootcamp.peek();
      const code = country.peek();
      const { offset, diff } = utcSetting(code);
      track('AddToCart', { content_name: bootcampName(slug, 'es'), content_ids: [slug], content_type: 'product', value: amount, currency });
      trackFunnel('payment_initiated');
      return host.checkout({
        bootcamp: slug,
        countryCode: code,
        currency,
        amount,
        href: href.peek(),
        turno: turno.peek(),
        utcOffset: offset,
        utcDiff: diff,
      });
    },
    dispose(): void {
      disposed = true;
      clearTimeout(timer);
      window.removeEventListener(COUNTRY_DETECTED_EVENT, onDetected);
      for (const stop of stops) stop();
    },
  };
}

/** The pricing URL: the `source` attribute, else `${apiBase}/api/pricing`; undefined (reported) when not http(s). */
function pricingUrl(attribute: string, host: PricingHost): string | undefined {
  const value = attribute.trim() || `${getConfig().apiBase}/api/pricing`;
  const url = httpUrl(value)?.href;
  if (!url) host.report('source', value, 'an http(s) URL of the pricing JSON');
  return url;
}

/** An instance of the pricing model. */
export type PricingModel = ReturnType<typeof createPricingModel>;
