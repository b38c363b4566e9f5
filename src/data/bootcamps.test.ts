import { describe, expect, it } from 'vitest';
import * as contracts from '../contracts/bootcamp';
import { BOOTCAMPS, BOOTCAMP_SLUGS, DEFAULT_BOOTCAMP, bootcampName, getBootcamp, isBootcampSlug, jobRole } from './bootcamps';

describe('bootcamps', () => {
  it('re-exports the contract slugs (same objects, not a copy)', () => {
    expect(BOOTCAMP_SLUGS).toBe(contracts.BOOTCAMP_SLUGS);
    expect(isBootcampSlug).toBe(contracts.isBootcampSlug);
    expect(DEFAULT_BOOTCAMP).toBe('fullstack');
    expect([...BOOTCAMP_SLUGS]).toEqual([
      'fullstack',
      'fullstack-web-apps-completo',
      'frontend-completo',
      'backend-completo',
      'apps-moviles-flutter',
      'cloud-aws',
    ]);
  });

  it('has an entry for exactly every slug, with names in both languages', () => {
    expect(Object.keys(BOOTCAMPS).sort()).toEqual([...BOOTCAMP_SLUGS].sort());
    for (const slug of BOOTCAMP_SLUGS) {
      expect(bootcampName(slug, 'es').length).toBeGreaterThan(0);
      expect(bootcampName(slug, 'en').length).toBeGreaterThan(0);
    }
    expect(bootcampName('frontend-completo', 'es')).toBe('Frontend con React JS');
    expect(bootcampName('apps-moviles-flutter', 'en')).toBe('Mobile Apps with Flutter');
  });

  it.each([
    ['fullstack-web-apps-completo', 'Full Stack Web and Mobile Apps developer', 'desarrollador Full Stack Web y Apps Móviles'],
    ['frontend-completo', 'Frontend with React JS developer', 'desarrollador Frontend con React JS'],
    ['backend-completo', 'Backend with Python developer', 'desarrollador Backend con Python'],
    ['cloud-aws', 'Cloud AWS developer', 'desarrollador Cloud AWS'],
    ['fullstack', 'Full Stack Web developer', 'desarrollador Full Stack Web'],
    ['apps-moviles-flutter', '', ''],
  ])('job role of %s is the contract’s (docs/product.md#job-roles) “%s”', (slug, en, es) => {
    expect(jobRole(slug, 'en')).toBe(en);
    expect(jobRole(slug, 'es')).toBe(es);
  });

  it('falls back to the default bootcamp for unknown slugs', () => {
    for (const v of [undefined, null, '', 'data-science', 'FRONTEND-COMPLETO', 'toString', '__proto__']) {
      expect(getBootcamp(v)).toBe(BOOTCAMPS.fullstack);
      expect(jobRole(v, 'en')).toBe('Full Stack Web developer');
    }
  });
});
