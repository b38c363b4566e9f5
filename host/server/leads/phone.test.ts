// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/data/countries';
import { displayPhone, normalisePhone, phoneProblem } from './phone';

/**
 * One real-format mobile of each offered country, as a visitor types it at home
 * (trunk 0, spaces, dashes), what the form sends (`+<dial>` and the digits, trunk 0 dropped:
 * src/services/phone.ts) and what the store keeps. `mobile` null: the plan does not tell mobiles apart
 * (NANP countries, Mexico, Chile).
 */
const TABLE: readonly (readonly [country: string, typed: string, sent: string, stored: string, mobile: boolean | null])[] = [
  ['AR', '11 2345 6789', '+541123456789', '+5491123456789', true],
  ['CA', '416 555 0123', '+14165550123', '+14165550123', null],
  ['CL', '9 6123 4567', '+56961234567', '+56961234567', null],
  ['CO', '300 123 4567', '+573001234567', '+573001234567', true],
  ['CR', '8312 3456', '+50683123456', '+50683123456', true],
  ['EC', '099 123 4567', '+593991234567', '+593991234567', true],
  ['SV', '7012 3456', '+50370123456', '+50370123456', true],
  ['FR', '06 12 34 56 78', '+33612345678', '+33612345678', true],
  ['DE', '0151 23456789', '+4915123456789', '+4915123456789', true],
  ['GT', '5123 4567', '+50251234567', '+50251234567', true],
  ['HN', '9123 4567', '+50491234567', '+50491234567', true],
  ['JP', '090-1234-5678', '+819012345678', '+819012345678', true],
  ['MX', '55 1234 5678', '+525512345678', '+525512345678', null],
  ['NI', '8123 4567', '+50581234567', '+50581234567', true],
  ['NO', '412 34 567', '+4741234567', '+4741234567', true],
  ['PA', '6123 4567', '+50761234567', '+50761234567', true],
  ['PY', '0981 123456', '+595981123456', '+595981123456', true],
  ['PE', '987 654 321', '+51987654321', '+51987654321', true],
  ['PT', '912 345 678', '+351912345678', '+351912345678', true],
  ['PR', '787 234 5678', '+17872345678', '+17872345678', null],
  ['ES', '612 34 56 78', '+34612345678', '+34612345678', true],
  ['SE', '070-123 45 67', '+46701234567', '+46701234567', true],
  ['CH', '078 123 45 67', '+41781234567', '+41781234567', true],
  ['AE', '050 123 4567', '+971501234567', '+971501234567', true],
  ['GB', '07400 123456', '+447400123456', '+447400123456', true],
  ['US', '(201) 555-0123', '+12015550123', '+12015550123', null],
  ['UY', '094 231 234', '+59894231234', '+59894231234', true],
  ['BO', '712 34567', '+59171234567', '+59171234567', true],
  ['VE', '0412 1234567', '+584121234567', '+584121234567', true],
  ['DO', '809 234 5678', '+18092345678', '+18092345678', null],
  ['BR', '(11) 96123-4567', '+5511961234567', '+5511961234567', true],
];

describe('normalisePhone', () => {
  it('covers every offered country, each sent with its own dial prefix', () => {
    expect(TABLE.map(([code]) => code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    for (const [code, typed, sent] of TABLE)
      expect(sent).toBe(COUNTRIES.find((c) => c.code === code)!.dial + typed.replace(/\D/g, '').replace(/^0+/, ''));
  });

  it.each(TABLE)('%s: %j is stored %s', (_, __, sent, stored, mobile) => {
    expect(normalisePhone(sent)).toEqual({ e164: stored, valid: true, mobile });
  });

  it('stores an Argentine mobile in the form the chat app dials (+54 9 …), typed with or without the 9 or the 15', () => {
    for (const sent of ['+541123456789', '+5491123456789', '+54111523456789'])
      expect(normalisePhone(sent)).toEqual({ e164: '+5491123456789', valid: true, mobile: true });
    // Córdoba (351) too.
    expect(normalisePhone('+543512345678')).toEqual({ e164: '+5493512345678', valid: true, mobile: true });
  });

  it('stores a Mexican mobile without the old 1 after +52', () => {
    expect(normalisePhone('+5215512345678')).toEqual({ e164: '+525512345678', valid: true, mobile: null });
    expect(normalisePhone('+523312345678')).toEqual({ e164: '+523312345678', valid: true, mobile: null });
  });

  it('drops a calling code typed twice (+51 51 …)', () => {
    expect(normalisePhone('+5151987654321')).toEqual({ e164: '+51987654321', valid: true, mobile: true });
  });

  it('tells a fixed line from a mobile where the plan does', () => {
    expect(normalisePhone('+34912345678')).toEqual({ e164: '+34912345678', valid: true, mobile: false }); // Madrid
    expect(normalisePhone('+442079460000')).toEqual({ e164: '+442079460000', valid: true, mobile: false }); // London
  });

  it('keeps an invalid number as sent, flagged invalid (nothing the visitor typed is lost)', () => {
    expect(normalisePhone('+5112')).toEqual({ e164: '+5112', valid: false, mobile: null });
    expect(normalisePhone('+10005550123')).toEqual({ e164: '+10005550123', valid: false, mobile: null });
    expect(normalisePhone('+999123456789')).toEqual({ e164: '+999123456789', valid: false, mobile: null });
  });

  it('has nothing to store for a lead without a phone', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('phone')).toBeNull();
  });
});

describe('displayPhone', () => {
  it.each([
    ['+51987654321', '+51 987 654 321'],
    ['+525512345678', '+52 55 1234 5678'],
    ['+34612345678', '+34 612 34 56 78'],
    ['+15555550100', '+1 555 555 0100'],
  ])('writes %s as %s', (e164, shown) => {
    expect(displayPhone(e164)).toBe(shown);
  });

  it('leaves what the plan does not know, or a number of the wrong length, as it is', () => {
    expect(displayPhone('+999123')).toBe('+999123');
    expect(displayPhone('+5215512345678')).toBe('+5215512345678');
  });
});

describe('phoneProblem', () => {
  it('accepts a mobile of every offered country under its own prefix', () => {
    for (const [code, , sent] of TABLE) expect(phoneProblem(sent), code).toBeUndefined();
  });

  it('refuses a Peruvian mobile typed under +1, and says what a +1 number is', () => {
    expect(phoneProblem('+1987654321')).toBe(
      'expected a number that exists under +1 (US, AG, AI, AS, …), e.g. +12015550123; +1987654321 is not one',
    );
    // Ten digits, but no such area code.
    expect(phoneProblem('+11234567890')).toMatch(/^expected a number that exists under \+1 /);
  });

  it('refuses a number of another length or range than its prefix has, and an unknown calling code', () => {
    expect(phoneProblem('+5112')).toBe('expected a number that exists under +51 (PE), e.g. +51912345678; +5112 is not one');
    expect(phoneProblem('+591123')).toMatch(/under \+591 \(BO\), e\.g\. \+591/);
    expect(phoneProblem('+999123456789')).toBe(
      'expected "+", a country calling code and the number; +999123456789 starts with no calling code',
    );
  });

  it('accepts the forms normalisePhone stores (an Argentine mobile without its 9, a calling code typed twice)', () => {
    expect(phoneProblem('+541123456789')).toBeUndefined();
    expect(phoneProblem('+5151987654321')).toBeUndefined();
    expect(phoneProblem('+5215512345678')).toBeUndefined();
  });

  it('has nothing to check without a phone', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('phone')).toBeUndefined();
  });
});
