import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../data/countries';
import { PHONE_PATTERN } from '../contracts/lead';
import { nationalDigits, PhoneInput, phoneNumber, splitPhone } from './phone-input';

describe('phone helpers', () => {
  it('keeps digits only, and drops the chosen country prefix from a pasted full number', () => {
    expect(nationalDigits('987 654-321', 'PE')).toBe('987654321');
    expect(nationalDigits('+51 987 654 321', 'PE')).toBe('987654321');
    expect(nationalDigits('0051987654321', 'PE')).toBe('987654321');
    expect(nationalDigits('(555) 123-4567 ext', 'US')).toBe('5551234567');
    expect(nationalDigits('1234567890123456789', 'US')).toHaveLength(15);
  });

  it('outputs +<dial><digits>, without a trunk 0, or nothing', () => {
    expect(phoneNumber('PE', '987654321')).toBe('+51987654321');
    expect(phoneNumber('GB', '07700900123')).toBe('+447700900123');
    expect(phoneNumber('AE', '501234567')).toBe('+971501234567');
    expect(phoneNumber('MX', '')).toBe('');
    expect(PHONE_PATTERN.test(phoneNumber('CR', '88887777'))).toBe(true);
  });

  it('reads a stored number back: the longest prefix, the preferred one among +1, else US', () => {
    expect(splitPhone('+51987654321')).toEqual({ country: 'PE', digits: '987654321' });
    expect(splitPhone('+593991234567')).toEqual({ country: 'EC', digits: '991234567' });
    expect(splitPhone('+15551234567')).toEqual({ country: 'US', digits: '5551234567' });
    expect(splitPhone('+15551234567', 'CA')).toEqual({ country: 'CA', digits: '5551234567' });
    expect(splitPhone('987654321')).toBeUndefined();
    expect(splitPhone('+99912345678')).toBeUndefined();
  });
});

describe('PhoneInput', () => {
  afterEach(() => {
    render(null, document.body);
    document.body.replaceChildren();
  });

  function draw(country: CountryCode, lang: 'es' | 'en' = 'es', error?: string) {
    const onCountry = vi.fn();
    const onDigits = vi.fn();
    render(
      <PhoneInput id="phone" label="WhatsApp" countryLabel="País y código" country={country} digits="" lang={lang} onCountry={onCountry} onDigits={onDigits} error={error} />,
      document.body,
    );
    const select = document.querySelector('select')!;
    const input = document.querySelector<HTMLInputElement>('input[type=tel]')!;
    return { select, input, onCountry, onDigits };
  }

  it('offers the 27 countries with flag, name in the page language and dial prefix, sorted by name', () => {
    const { select } = draw('PE');
    const options = [...select.options].map((o) => o.textContent);
    expect(options).toHaveLength(27);
    expect(options).toContain('🇵🇪 Perú (+51)');
    expect(options).toContain('🇩🇪 Alemania (+49)');
    expect(options[0]).toBe('🇩🇪 Alemania (+49)');
    expect(select.value).toBe('PE');
    expect(select.getAttribute('aria-label')).toBe('País y código');
    render(null, document.body);
    const en = draw('US', 'en');
    expect([...en.select.options].map((o) => o.textContent)).toContain('🇩🇪 Germany (+49)');
  });

  it('is a labelled tel input for the national number, typed digits only', () => {
    const { input, onDigits, select, onCountry } = draw('PE');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(document.querySelector(`label[for=${input.id}]`)!.textContent).toBe('WhatsApp');
    input.value = '+51 987-654 321';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.value).toBe('987654321');
    expect(onDigits).toHaveBeenCalledWith('987654321');
    select.value = 'MX';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onCountry).toHaveBeenCalledWith('MX');
  });

  it('wires its error for assistive tech', () => {
    const { input } = draw('PE', 'es', 'Revisa tu número');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Revisa tu número');
  });
});
