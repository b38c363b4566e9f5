import { describe, expect, it } from 'vitest';
import { SOCIAL_PROOF_COUNTRIES, proofPlace } from './social-proof-countries';

describe('social-proof countries (docs/product.md#entities)', () => {
  it('maps exactly the 20 countries', () => {
    expect(Object.keys(SOCIAL_PROOF_COUNTRIES).sort()).toEqual(
      ['PE', 'MX', 'EC', 'GT', 'CR', 'SV', 'HN', 'UY', 'PY', 'PA', 'NI', 'US', 'BO', 'CL', 'DO', 'PR', 'BR', 'CO', 'AR', 'VE'].sort(),
    );
  });

  it('gives the flag and the name in both languages', () => {
    expect(proofPlace('PE', 'es')).toEqual({ flag: '🇵🇪', name: 'Perú' });
    expect(proofPlace('DO', 'en')).toEqual({ flag: '🇩🇴', name: 'Dominican Republic' });
  });

  it('names other real regions truthfully (a lead from Spain is not from Latin America)', () => {
    expect(proofPlace('ES', 'es')).toEqual({ flag: '🇪🇸', name: 'España' });
    expect(proofPlace('CA', 'en')).toEqual({ flag: '🇨🇦', name: 'Canada' });
  });

  it('falls back to Latinoamérica / Latin America for unknown codes', () => {
    expect(proofPlace('ZZ', 'es').name).toBe('Latinoamérica');
    expect(proofPlace(undefined, 'en').name).toBe('Latin America');
    expect(proofPlace('toString', 'en').name).toBe('Latin America');
  });
});
