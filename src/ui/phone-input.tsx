import { h, type VNode } from 'preact';
import { isCountryCode } from '../data/countries';
import { dialLabel, dialOrder, dialRegion, regionName } from '../data/dial-codes';
import type { Lang } from '../i18n/lang';
import { Field } from './field';
import { flagsRender } from './flag';
import { nationalDigits } from '../services/phone';

export { nationalDigits, phoneFits, phoneNumber, phonePrefixName, splitPhone } from '../services/phone';

// Regional-indicator letters: the flag of any region code, without a table of emoji.
const flagOf = (code: string): string => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Props of `PhoneInput`. */
export interface PhoneInputProps {
  /** Id of the number input; the country select gets `<id>-country`, the error `<id>-error`. */
  id: string;
  label: string;
  countryLabel: string;
  /** The list's three groups: the visitor's country, the countries the site offers, every other. */
  groups: readonly [mine: string, offered: string, others: string];
  placeholder?: string;
  /** The region whose prefix is chosen (any region with a dial code). */
  country: string;
  /** The visitor's country, first in the list. */
  visitor: string;
  digits: string;
  lang: Lang;
  onCountry: (country: string) => void;
  onDigits: (digits: string) => void;
  error?: string | undefined;
  /** The whole list is wanted (the visitor reached the select); until then it holds the chosen region. */
  listed?: boolean;
  /** The visitor's pointer, key or focus reached the select: fill the list before it opens. */
  onReach?: () => void;
}

/**
 * A light phone input: a select of every region with a dial code (the visitor's country, then the
 * offered countries, then all the others, each group by name in the page language), shown as flag
 * and prefix, and a number field that keeps digits only. No phone-metadata library: the prefixes
 * and lengths are generated at build time (src/data/dial-codes); the server checks the number.
 * The options are names and prefixes only: a select lays out every option's text, and two hundred
 * flag emoji would cost a phone far more than the 27 the pricing list already dropped for that.
 * Until the visitor reaches it (`listed`), the select holds the chosen region alone: the names of
 * 245 regions (Intl.DisplayNames) and their options cost about 80 ms of main thread at 4× CPU,
 * measured, at every opening of the form, for a list most visitors never open.
 */
export function PhoneInput(p: PhoneInputProps) {
  const current = dialRegion(p.country) ?? dialRegion('US')!;
  const option = (code: string) => (
    <option key={code} value={code}>{`${regionName(code, p.lang)} (${dialLabel(dialRegion(code)!)})`}</option>
  );
  return (
    <Field id={p.id} label={p.label} error={p.error} part="phone-field" role="group">
      <div class="ph">
        <div class="p" part="country">
          {/* Where flag emoji draw as letters or empty boxes (Windows, a Linux desktop), the region's code (src/ui/flag). */}
          <span aria-hidden="true">
            {flagsRender() ? flagOf(current.code) : current.code} {dialLabel(current)}
          </span>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M3 4.5l3 3 3-3" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round" />
          </svg>
          <select
            id={`${p.id}-country`}
            aria-label={p.countryLabel}
            value={current.code}
            onChange={(event) => p.onCountry(event.currentTarget.value)}
            {...(p.listed || !p.onReach ? {} : { onPointerDown: p.onReach, onKeyDown: p.onReach, onFocus: p.onReach })}
          >
            {p.listed || !p.onReach ? groups(p, option) : option(current.code)}
          </select>
        </div>
        <input
          id={p.id}
          class="input"
          part="input"
          type="tel"
          name="phone"
          inputMode="tel"
          autocomplete="tel-national"
          placeholder={p.placeholder}
          value={p.digits}
          aria-invalid={!!p.error}
          aria-describedby={`${p.id}-error`}
          onInput={(event) => {
            const input = event.currentTarget;
            const digits = nationalDigits(input.value, current.code);
            // Rewrite only when something was dropped, so the caret stays put while typing digits.
            if (input.value !== digits) input.value = digits;
            p.onDigits(digits);
          }}
        />
      </div>
    </Field>
  );
}

/** The three groups of the prefix list (see `PhoneInput`). */
function groups(p: PhoneInputProps, option: (code: string) => VNode) {
  const order = dialOrder(p.lang, p.visitor);
  const mine = dialRegion(p.visitor) ? 1 : 0;
  const offered = order.findIndex((code, i) => i >= mine && !isCountryCode(code));
  return [
    mine ? (
      <optgroup key="mine" label={p.groups[0]}>
        {option(order[0]!)}
      </optgroup>
    ) : null,
    <optgroup key="offered" label={p.groups[1]}>
      {order.slice(mine, offered).map(option)}
    </optgroup>,
    <optgroup key="others" label={p.groups[2]}>
      {order.slice(offered).map(option)}
    </optgroup>,
  ];
}

/** Styles of the phone input (with `fieldStyles`): the select is invisible over the flag and prefix. */
export const phoneInputStyles =
  '.ph{display:flex;gap:.5em}' +
  '.ph .input{flex:1;min-width:0}' +
  '.p{position:relative;display:flex;align-items:center;gap:.3em;padding:0 .625em;border:1px solid var(--embudo-border,#64748b);border-radius:calc(var(--r)*.75);background:var(--s);white-space:nowrap}' +
  '.p:focus-within{outline:3px solid var(--embudo-focus-ring,var(--a));outline-offset:2px}' +
  '.p select{position:absolute;inset:0;width:100%;height:100%;opacity:0;font-size:max(1em,16px);cursor:pointer}';
