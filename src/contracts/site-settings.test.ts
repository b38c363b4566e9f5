import { describe, expect, it } from 'vitest';
import site from '../../content/site.json';
import { siteSettingsIssues } from './site-content';

/** content/site.json with `change` applied to a copy (a path of keys → a value; undefined removes it). */
function edited(change: Record<string, unknown>): unknown {
  const doc = structuredClone(site) as Record<string, unknown>;
  for (const [field, value] of Object.entries(change)) {
    const keys = field.split('.');
    let at = doc;
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
    if (value === undefined) delete at[keys.at(-1)!];
    else at[keys.at(-1)!] = value;
  }
  return doc;
}

const issues = (change: Record<string, unknown>) => siteSettingsIssues(edited(change));

describe('site.json: the landing figures and the certificate year', () => {
  it('the shipped file has none', () => {
    expect(siteSettingsIssues(site)).toEqual([]);
  });

  it.each([
    ['stats.vacancies', [0, -5, 1.5, '500000', null], [1, 500_000]],
    ['stats.employability', [-1, 101, 85.5, '85', '85 %'], [0, 85, 100]],
    ['stats.roi', [0, 12.5, '500', '+500 %'], [1, 500, 1000]],
    ['stats.rating', [-0.1, 5.1, 4.85, '4.9', '4,9', Number.NaN], [0, 4.9, 5, 3.2]],
    ['stats.graduates', [0, 2847.5, '2.847', '2,847'], [1, 2847]],
    ['stats.monthlySalaryUSD.min', [0, 2500.5, '2500', '2,500'], [1, 2500]],
    ['stats.monthlySalaryUSD.max', [0, '8000'], [8000, 20_000]],
    ['certificateYear', [1999, 2101, 2026.5, '2026'], [2026, 2030]],
  ])('%s: a wrong value is named with the form expected; a right one passes', (field, wrong, right) => {
    for (const value of wrong) {
      const found = issues({ [field]: value });
      expect(found, `${field} = ${String(value)}`).toHaveLength(1);
      expect(found[0]!.field).toBe(field);
      expect(found[0]!.message).toMatch(/^expected .*(such as|e\.g\.|0–100)/);
    }
    for (const value of right) expect(issues({ [field]: value }), `${field} = ${value}`).toEqual([]);
  });

  it('a missing part is named: the whole stats, one figure, the salary range, the year', () => {
    expect(issues({ stats: undefined })).toEqual([
      {
        field: 'stats',
        message: expect.stringContaining('expected { vacancies, employability, roi, rating, graduates, monthlySalaryUSD }'),
      },
    ]);
    expect(issues({ 'stats.graduates': undefined }).map((i) => i.field)).toEqual(['stats.graduates']);
    expect(issues({ 'stats.monthlySalaryUSD': [2500, 8000] })).toEqual([
      { field: 'stats.monthlySalaryUSD', message: 'expected { "min": 2500, "max": 8000 } (USD a month)' },
    ]);
    expect(issues({ certificateYear: undefined }).map((i) => i.field)).toEqual(['certificateYear']);
  });

  it('a salary range upside down is refused', () => {
    expect(issues({ 'stats.monthlySalaryUSD': { min: 8000, max: 2500 } })).toEqual([
      { field: 'stats.monthlySalaryUSD', message: 'expected min no greater than max' },
    ]);
    expect(issues({ 'stats.monthlySalaryUSD': { min: 3000, max: 3000 } })).toEqual([]);
  });
});
