// @vitest-environment node
import { readFileSync } from 'node:fs';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../src/data/countries';
import { dialLabel, dialRegion, dialRegions } from '../src/data/dial-codes';
import { phoneNumber } from '../src/services/phone';
import { dialEntries, entryText, moduleText, OUTPUT } from './gen-dial-codes';

describe('the generated dial codes (src/data/dial-codes.generated.ts)', () => {
  it('are what the script writes from the installed libphonenumber-js metadata', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(moduleText());
  });

  it('list every region of the metadata with its calling code and possible lengths', () => {
    const regions = getCountries();
    expect([...dialRegions().keys()]).toEqual([...regions].sort());
    for (const code of regions) expect(dialRegion(code)?.calling, code).toBe(getCountryCallingCode(code));
  });

  it('give every offered country its table prefix, Bolivia, Venezuela, the Dominican Republic and Brazil included', () => {
    for (const c of COUNTRIES) expect(`+${dialRegion(c.code)!.calling}`, c.code).toBe(c.dial);
    expect(['BO', 'VE', 'DO', 'BR', 'US', 'CA', 'PR'].map((code) => dialLabel(dialRegion(code)!))).toEqual([
      '+591',
      '+58',
      '+1-809',
      '+55',
      '+1',
      '+1',
      '+1-787',
    ]);
    expect(dialRegion('BO')!.lengths).toEqual([8, 9]);
    expect(dialRegion('VE')!.lengths).toEqual([10]);
  });

  it('show an area code only for the Caribbean countries sharing +1, the one their mobiles start with', () => {
    const withArea = dialEntries().filter((e) => e.area);
    expect(withArea.every((e) => e.calling === '1')).toBe(true);
    expect(withArea.map((e) => e.region)).not.toContain('US');
    expect(withArea.map((e) => e.region)).not.toContain('CA');
    expect(withArea.length).toBeGreaterThan(20);
    expect(entryText(dialEntries().find((e) => e.region === 'JM')!)).toBe('JM1-876:10:1');
  });

  it('turn a number as typed at home into one the full metadata finds valid, in every offered country and a few others', () => {
    const typed: Array<[string, string]> = [
      ['BO', '71234567'],
      ['VE', '0412 1234567'],
      ['DO', '809 234 5678'],
      ['DO', '234 5678'],
      ['BR', '(11) 96123-4567'],
      ['PE', '987 654 321'],
      ['GB', '07400 123456'],
      ['US', '1 (201) 555-0123'],
      ['RU', '8 912 345-67-89'],
      ['CI', '07 01 23 45 67'],
      ['HU', '06 20 123 4567'],
      ['JM', '876 210 1234'],
      ['IT', '312 345 6789'],
    ];
    for (const [region, number] of typed) {
      const phone = phoneNumber(region, number);
      expect(parsePhoneNumberFromString(phone)?.isValid(), `${region} ${number} → ${phone}`).toBe(true);
      expect(parsePhoneNumberFromString(phone)?.country, `${region} ${number}`).toBe(region);
    }
  });

  it('stay small: no metadata in the browser, about 3 KB of text', () => {
    expect(moduleText().length).toBeLessThan(4096);
  });
});
