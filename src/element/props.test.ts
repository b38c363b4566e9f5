import { describe, expect, it } from 'vitest';
import { boolean, date, number, oneOf, parseInstant, string, toAttributeName } from './props';

describe('attribute specs', () => {
  it('derives kebab-case attribute names', () => {
    expect(toAttributeName('endAt')).toBe('end-at');
    expect(toAttributeName('hideYear')).toBe('hide-year');
    expect(toAttributeName('theme')).toBe('theme');
  });

  it('parses instants: ISO 8601 with offset or Z, and epoch ms', () => {
    expect(parseInstant('2026-12-31T23:59:59-05:00')).toBe(Date.UTC(2027, 0, 1, 4, 59, 59));
    expect(parseInstant('2026-12-31T23:59:59Z')).toBe(Date.UTC(2026, 11, 31, 23, 59, 59));
    expect(parseInstant('2026-12-31T23:59:59.250+0100')).toBe(Date.UTC(2026, 11, 31, 22, 59, 59, 250));
    expect(parseInstant('2026-12-31 23:59-05:00')).toBe(Date.UTC(2027, 0, 1, 4, 59));
    expect(parseInstant('1767225599000')).toBe(1767225599000);
    expect(parseInstant(1767225599000.7)).toBe(1767225599000);
    expect(parseInstant(new Date(5000))).toBe(5000);
  });

  it('refuses instants without an offset, nonsense, and invalid dates', () => {
    for (const bad of ['2026-12-31T23:59:59', '2026-12-31', 'tomorrow', 'NaN', '', '2026-13-45T99:99:99Z', '12e5']) {
      expect(parseInstant(bad), bad).toBeUndefined();
    }
    expect(parseInstant(Number.NaN)).toBeUndefined();
    // Unix seconds by mistake (January 1970 as milliseconds), as text or as a number.
    for (const seconds of ['1767225599', ' 1767225599 ', '-1767225599000', 1767225599, 99_999_999_999]) {
      expect(parseInstant(seconds), String(seconds)).toBeUndefined();
    }
    expect(parseInstant('100000000000')).toBe(1e11);
    expect(parseInstant(-1e12)).toBe(-1e12);
    expect(parseInstant(new Date('x'))).toBeUndefined();
    expect(parseInstant({})).toBeUndefined();
  });

  it('date(): absent is null, bad is undefined (invalid)', () => {
    const spec = date();
    expect(spec.parse(null)).toBeNull();
    expect(spec.parse('')).toBeNull();
    expect(spec.parse('soon')).toBeUndefined();
    expect(spec.expected).toMatch(/ISO 8601.*offset.*epoch milliseconds.*not seconds/);
  });

  it('oneOf(): case-insensitive words from the list, default when absent', () => {
    const spec = oneOf(['light', 'dark'], 'light');
    expect(spec.parse('DARK')).toBe('dark');
    expect(spec.parse(null)).toBe('light');
    expect(spec.parse('purple')).toBeUndefined();
    expect(spec.expected).toBe('one of "light", "dark"');
  });

  it('boolean(): presence means true, whatever the text', () => {
    const spec = boolean();
    expect(spec.defaultValue).toBe(false);
    expect(spec.parse('')).toBe(true);
    expect(spec.parse('false')).toBe(true);
    expect(spec.parse(null)).toBe(false);
    expect(spec.parse(false)).toBe(false);
    expect(spec.parse(true)).toBe(true);
  });

  it('number() and string()', () => {
    const n = number(3, 1, 10);
    expect(n.parse('4')).toBe(4);
    expect(n.parse(null)).toBe(3);
    expect(n.parse('0')).toBeUndefined();
    expect(n.parse('abc')).toBeUndefined();
    expect(n.parse('Infinity')).toBeUndefined();
    expect(n.expected).toBe('a number from 1 to 10');
    expect(string('x').parse(null)).toBe('x');
    expect(string().parse(42)).toBe('42');
  });
});
