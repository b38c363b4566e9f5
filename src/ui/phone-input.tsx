import { h } from 'preact';
import { countriesByName, getCountry, type CountryCode } from '../data/countries';
import type { Lang } from '../i18n/lang';
import { Field } from './field';
import { nationalDigits } from './phone';

export { nationalDigits, phoneNumber, splitPhone } from './phone';

/** Props of `PhoneInput`. */
export interface PhoneInputProps {
  /** Id of the number input; the country select gets `<id>-country`, the error `<id>-error`. */
  id: string;
  label: string;
  countryLabel: string;
  placeholder?: string;
  country: CountryCode;
  digits: string;
  lang: Lang;
  onCountry: (country: CountryCode) => void;
  onDigits: (digits: string) => void;
  error?: string | undefined;
}

/**
 * A light phone input: a select of the 27 offered countries (flag, name in the page language, dial
 * prefix), shown as flag and prefix, and a number field that keeps digits only. No phone-metadata
 * library: the value is `+<dial><digits>` and the lead contract checks its length.
 */
export function PhoneInput(p: PhoneInputProps) {
  const current = getCountry(p.country);
  return (
    <Field id={p.id} label={p.label} error={p.error} part="phone-field" role="group">
      <div class="ph">
        <div class="p" part="country">
          <span aria-hidden="true">
            {current.flag} {current.dial}
          </span>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M3 4.5l3 3 3-3" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round" />
          </svg>
          <select id={`${p.id}-country`} aria-label={p.countryLabel} value={p.country} onChange={(event) => p.onCountry(event.currentTarget.value as CountryCode)}>
            {countriesByName(p.lang).map((c) => (
              <option key={c.code} value={c.code}>{`${c.flag} ${c.name[p.lang]} (${c.dial})`}</option>
            ))}
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
            const digits = nationalDigits(input.value, p.country);
            // Rewrite only when something was dropped, so the caret stays put while typing digits.
            if (input.value !== digits) input.value = digits;
            p.onDigits(digits);
          }}
        />
      </div>
    </Field>
  );
}

/** Styles of the phone input (with `fieldStyles`): the select is invisible over the flag and prefix. */
export const phoneInputStyles =
  '.ph{display:flex;gap:.5em}' +
  '.ph .input{flex:1;min-width:0}' +
  '.p{position:relative;display:flex;align-items:center;gap:.3em;padding:0 .625em;border:1px solid var(--embudo-border,#64748b);border-radius:calc(var(--r)*.75);background:var(--s);white-space:nowrap}' +
  '.p:focus-within{outline:3px solid var(--embudo-focus-ring,var(--a));outline-offset:2px}' +
  '.p select{position:absolute;inset:0;width:100%;height:100%;opacity:0;font-size:max(1em,16px);cursor:pointer}';
