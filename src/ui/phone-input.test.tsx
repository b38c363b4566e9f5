import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_COUNT } from '../data/countries';
import { dialRegions } from '../data/dial-codes';
import { PHONE_PATTERN } from '../contracts/lead';
import { nationalDigits, PhoneInput, phoneFits, phoneNumber, phonePrefixName, splitPhone } from './phone-input';

describe('phone helpers', () => {
  it('keeps digits only, and drops the chosen country prefix from a pasted full number', () => {
    expect(nationalDigits('987 654-321', 'PE')).toBe('987654321');
    expect(nationalDigits('+51 987 654 321', 'PE')).toBe('987654321');
    expect(nationalDigits('0051987654321', 'PE')).toBe('987654321');
    expect(nationalDigits('(555) 123-4567 ext', 'US')).toBe('5551234567');
    expect(nationalDigits('1234567890123456789', 'US')).toHaveLength(15);
    expect(nationalDigits('+591 71234567', 'BO')).toBe('71234567');
    expect(nationalDigits('+1 809 234 5678', 'DO')).toBe('8092345678');
  });

  it('outputs +<calling code><number>, without a trunk prefix, or nothing', () => {
    expect(phoneNumber('PE', '987654321')).toBe('+51987654321');
    expect(phoneNumber('GB', '07700900123')).toBe('+447700900123');
    expect(phoneNumber('AE', '501234567')).toBe('+971501234567');
    expect(phoneNumber('MX', '')).toBe('');
    expect(PHONE_PATTERN.test(phoneNumber('CR', '88887777'))).toBe(true);
    // The four countries offered since the contract's (docs/product.md#countries) list.
    expect(phoneNumber('BO', '71234567')).toBe('+59171234567');
    expect(phoneNumber('VE', '04121234567')).toBe('+584121234567');
    expect(phoneNumber('BR', '11 96123 4567')).toBe('+5511961234567');
    expect(phoneNumber('DO', '809 234 5678')).toBe('+18092345678');
    // The area code the list shows with the prefix (+1-809) is added when the number comes without it.
    expect(phoneNumber('DO', '234 5678')).toBe('+18092345678');
    expect(phoneNumber('DO', '829 234 5678')).toBe('+18292345678');
    // A trunk 1 or 8 is dropped where what is left is a number's length; a 0 where numbers never start with one.
    expect(phoneNumber('US', '1 201 555 0123')).toBe('+12015550123');
    expect(phoneNumber('RU', '8 912 345 67 89')).toBe('+79123456789');
    expect(phoneNumber('CI', '07 01 23 45 67')).toBe('+2250701234567');
    expect(phoneNumber('IT', '312 345 6789')).toBe('+393123456789');
  });

  it('tells a number of the wrong length for its prefix (a Peruvian mobile under +1)', () => {
    expect(phoneFits('PE', '987654321')).toBe(true);
    expect(phoneFits('US', '987654321')).toBe(false);
    expect(phoneFits('US', '2015550123')).toBe(true);
    expect(phoneFits('BO', '71234567')).toBe(true);
    expect(phoneFits('VE', '4121234567')).toBe(true);
    expect(phoneFits('BR', '11961234567')).toBe(true);
    expect(phoneFits('DO', '8092345678')).toBe(true);
    expect(phoneFits('BO', '7123')).toBe(false);
  });

  it('names a prefix with its country in the page language', () => {
    expect(phonePrefixName('DO', 'es')).toBe('+1-809 (República Dominicana)');
    expect(phonePrefixName('US', 'en')).toBe('+1 (United States)');
    expect(phonePrefixName('IT', 'es')).toBe('+39 (Italia)');
  });

  it('reads a stored number back: the longest prefix; under a shared one the area code, the preferred region, else the main one', () => {
    expect(splitPhone('+51987654321')).toEqual({ country: 'PE', digits: '987654321' });
    expect(splitPhone('+593991234567')).toEqual({ country: 'EC', digits: '991234567' });
    expect(splitPhone('+15551234567')).toEqual({ country: 'US', digits: '5551234567' });
    expect(splitPhone('+15551234567', 'CA')).toEqual({ country: 'CA', digits: '5551234567' });
    expect(splitPhone('+18092345678')).toEqual({ country: 'DO', digits: '8092345678' });
    expect(splitPhone('+17872345678', 'US')).toEqual({ country: 'PR', digits: '7872345678' });
    expect(splitPhone('+59171234567')).toEqual({ country: 'BO', digits: '71234567' });
    expect(splitPhone('+447700900123')).toEqual({ country: 'GB', digits: '7700900123' });
    expect(splitPhone('+79123456789')).toEqual({ country: 'RU', digits: '9123456789' });
    expect(splitPhone('+393123456789')).toEqual({ country: 'IT', digits: '3123456789' });
    expect(splitPhone('987654321')).toBeUndefined();
    expect(splitPhone('+99912345678')).toBeUndefined();
  });
});

describe('PhoneInput', () => {
  afterEach(() => {
    render(null, document.body);
    document.body.replaceChildren();
  });

  function draw(country: string, lang: 'es' | 'en' = 'es', error?: string, visitor = country) {
    const onCountry = vi.fn();
    const onDigits = vi.fn();
    render(
      <PhoneInput
        id="phone"
        label="WhatsApp"
        countryLabel="País y código"
        groups={['Tu país', 'Países donde enseñamos', 'Los demás países']}
        country={country}
        visitor={visitor}
        digits=""
        lang={lang}
        onCountry={onCountry}
        onDigits={onDigits}
        error={error}
      />,
      document.body,
    );
    const select = document.querySelector('select')!;
    const input = document.querySelector<HTMLInputElement>('input[type=tel]')!;
    return { select, input, onCountry, onDigits };
  }

  it("offers every region with a dial code: the visitor's country, the offered countries, then the rest, each by name", () => {
    const { select } = draw('PE');
    const groups = [...select.querySelectorAll('optgroup')].map(
      (g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)] as const,
    );
    expect(groups.map(([label]) => label)).toEqual(['Tu país', 'Países donde enseñamos', 'Los demás países']);
    expect(groups[0]![1]).toEqual(['Perú (+51)']);
    expect(groups[1]![1]).toHaveLength(COUNTRY_COUNT - 1);
    expect(groups[1]![1][0]).toBe('Alemania (+49)');
    expect(groups[1]![1]).toEqual(
      expect.arrayContaining(['Bolivia (+591)', 'Venezuela (+58)', 'Brasil (+55)', 'República Dominicana (+1-809)', 'Estados Unidos (+1)']),
    );
    expect(groups[2]![1]).toEqual(expect.arrayContaining(['Italia (+39)', 'Cuba (+53)', 'Jamaica (+1-876)']));
    expect(select.options).toHaveLength(dialRegions().size);
    expect(select.options.length).toBeGreaterThan(200);
    // The rest by name, accents aside (no Intl.Collator on the page).
    const fold = (t: string) =>
      t
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const rest = groups[2]![1].map((t) => fold(t!));
    expect(rest).toEqual([...rest].sort());
    expect(select.value).toBe('PE');
    expect(select.getAttribute('aria-label')).toBe('País y código');
    expect(document.querySelector('[part=country] span')!.textContent).toBe('🇵🇪 +51');
    render(null, document.body);
    const en = draw('DO', 'en', undefined, 'US');
    expect([...en.select.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Germany (+49)', 'Dominican Republic (+1-809)', 'Italy (+39)']),
    );
    expect(en.select.options[0]!.textContent).toBe('United States (+1)');
    expect(en.select.value).toBe('DO');
    expect(document.querySelector('[part=country] span')!.textContent).toBe('🇩🇴 +1-809');
  });

  it('holds the chosen region alone until the visitor reaches the select, then the whole list', () => {
    const onReach = vi.fn();
    const props = {
      id: 'phone',
      label: 'WhatsApp',
      countryLabel: 'País y código',
      groups: ['a', 'b', 'c'] as const,
      visitor: 'PE',
      digits: '',
      lang: 'es' as const,
      onCountry: vi.fn(),
      onDigits: vi.fn(),
      onReach,
    };
    render(<PhoneInput {...props} country="BO" listed={false} />, document.body);
    const select = document.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Bolivia (+591)']);
    expect(select.value).toBe('BO');
    select.dispatchEvent(new Event('focus'));
    expect(onReach).toHaveBeenCalledTimes(1);
    render(<PhoneInput {...props} country="BO" listed />, document.body);
    expect(select.options).toHaveLength(dialRegions().size);
    expect(select.value).toBe('BO');
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
    select.value = 'IT';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onCountry).toHaveBeenCalledWith('IT');
  });

  it('wires its error for assistive tech', () => {
    const { input } = draw('PE', 'es', 'Revisa tu número');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Revisa tu número');
  });
});
