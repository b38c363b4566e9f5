// @vitest-environment node
/**
 * The lead contract: the exact messages the browser shows and the API answers, trimming, dropped
 * keys (properties over arbitrary input: ./lead.properties.test.ts).
 */

import { describe, expect, expectTypeOf, it } from 'vitest';
import { BOOTCAMP_SLUGS, type BootcampSlug } from './bootcamp';
import { COUNTRY_CODES, type CountryCode } from './country';
import {
  EMAIL_PATTERN,
  ENROLMENT_TOKEN,
  LEAD_ID_PATTERN,
  LEAD_KINDS,
  LeadSchema,
  MAX_LEAD_BYTES,
  MIN_FILL_MS,
  PHONE_PATTERN,
  PHONE_PLACEHOLDER,
  quarantineReason,
  validateLead,
  type AdvisorLead,
  type BrochureLead,
  type FieldIssue,
  type Lead,
  type LeadInput,
  type MasterclassLead,
  type ScholarshipLead,
} from './lead';
import { advisor, brochure, LEAD_FIELD_ORDER, masterclass, scholarship } from '../../tests/support/lead-test-fixtures';

const forms = { scholarship, brochure, masterclass, advisor };

const issuesOf = (input: unknown): FieldIssue[] => {
  const check = validateLead(input);
  return check.ok ? [] : check.issues;
};
const onlyIssue = (input: unknown): FieldIssue | undefined => {
  const issues = issuesOf(input);
  expect(issues).toHaveLength(1);
  return issues[0];
};

describe('constants', () => {
  it('keeps the values other code relies on', () => {
    expect(LEAD_KINDS).toEqual(['scholarship', 'brochure', 'masterclass', 'advisor']);
    expect(MAX_LEAD_BYTES).toBe(16384);
    expect(MIN_FILL_MS).toBe(1000);
    expect(ENROLMENT_TOKEN).toBe('embudo-web-2026');
    expect(PHONE_PLACEHOLDER).toBe('phone');
  });

  it('patterns: email, E.164 phone, URL-safe ids', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(false);
    expect(EMAIL_PATTERN.test('a b@c.de')).toBe(false);
    expect(PHONE_PATTERN.test('+51987654321')).toBe(true);
    expect(PHONE_PATTERN.test('+1234567')).toBe(true);
    expect(PHONE_PATTERN.test('+123456')).toBe(false);
    expect(PHONE_PATTERN.test('+0123456789')).toBe(false);
    expect(PHONE_PATTERN.test('+1234567890123456')).toBe(false);
    expect(LEAD_ID_PATTERN.test(crypto.randomUUID())).toBe(true);
    expect(LEAD_ID_PATTERN.test('1234567')).toBe(false);
  });

  it('the schema lists every kind, in LEAD_KINDS order', () => {
    expect(LeadSchema.key).toBe('kind');
    expect(Object.keys(LeadSchema.variants)).toEqual([...LEAD_KINDS]);
    for (const kind of LEAD_KINDS) {
      const fields = Object.keys(LeadSchema.variants[kind]).flatMap((key) =>
        key === 'meta' ? ['meta', 'meta.fillMs', 'meta.hp', 'meta.page', 'meta.lang'] : [key],
      );
      expect(['kind', ...fields]).toEqual(LEAD_FIELD_ORDER[kind]);
    }
  });

  it('exposes limits a form can reuse (plain data)', () => {
    expect(LeadSchema.variants.scholarship.name.max).toBe(100);
    expect(LeadSchema.variants.brochure.email.max).toBe(254);
    expect(LeadSchema.variants.brochure.source.max).toBe(2048);
  });
});

describe('validateLead: valid leads', () => {
  it.each(LEAD_KINDS)('accepts a complete %s lead and returns it as is', (kind) => {
    const input = forms[kind]();
    expect(validateLead(input)).toEqual({ ok: true, lead: input });
  });

  it('accepts a lead without meta, and meta with none of its fields', () => {
    const { meta: _meta, ...bare } = scholarship();
    expect(validateLead(bare)).toEqual({ ok: true, lead: bare });
    expect(validateLead(scholarship({ meta: {} }))).toEqual({ ok: true, lead: scholarship({ meta: {} }) });
    expect(validateLead(scholarship({ meta: undefined }))).toMatchObject({ ok: true });
  });

  it('trims email and name, and only those', () => {
    const check = validateLead(brochure({ email: '  ana@example.com\n', name: ' Ana ', source: ' ?a=1 ', Token: ' t ' }));
    expect(check).toMatchObject({ ok: true, lead: { email: 'ana@example.com', name: 'Ana', source: ' ?a=1 ', Token: ' t ' } });
  });

  it('drops unknown keys, in the body and in meta', () => {
    const check = validateLead(scholarship({ extra: 1, evento: false, Token: 'x', meta: { lang: 'en', other: 'x' } }));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.lead).not.toHaveProperty('extra');
    expect(check.lead).not.toHaveProperty('evento');
    expect(check.lead).not.toHaveProperty('Token');
    expect(check.lead.meta).toEqual({ lang: 'en' });
  });

  it('returns a new object: the input is not changed', () => {
    const input = scholarship({ email: ' ana@example.com ' });
    const check = validateLead(input);
    expect(check.ok && check.lead).not.toBe(input);
    expect(input.email).toBe(' ana@example.com ');
  });

  it('accepts the no-phone forms: "" for scholarship, the placeholder for brochure', () => {
    expect(validateLead(scholarship({ phone: '' })).ok).toBe(true);
    expect(validateLead(brochure({ phone: '+14155550123' })).ok).toBe(true);
  });

  it.each([...BOOTCAMP_SLUGS])('accepts bootcamp %s', (bootcamp) => {
    expect(validateLead(scholarship({ bootcamp })).ok).toBe(true);
  });

  it('accepts every one of the offered countries (Bolivia, Venezuela, the Dominican Republic and Brazil too), and only upper case', () => {
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['BO', 'VE', 'DO', 'BR']));
    for (const country of COUNTRY_CODES) expect(validateLead(brochure({ country })).ok).toBe(true);
    expect(validateLead(brochure({ country: 'pe' })).ok).toBe(false);
  });

  it('accepts limits exactly at the maximum', () => {
    const email = `${'a'.repeat(248)}@b.com`; // 254 characters
    expect(
      validateLead(
        brochure({
          email,
          name: 'n'.repeat(100),
          Token: 't'.repeat(128),
          source: 's'.repeat(2048),
          meta: { hp: 'h'.repeat(500), page: `https://e.co/${'p'.repeat(2035)}` },
        }),
      ).ok,
    ).toBe(true);
    expect(validateLead(scholarship({ fecha: 'f'.repeat(100), name: ` ${'n'.repeat(98)} ` })).ok).toBe(true);
  });

  it('meta.fillMs: 0, -0 and large whole numbers are fine', () => {
    for (const fillMs of [0, -0, 1, 999, 86_400_000]) expect(validateLead(scholarship({ meta: { fillMs } })).ok).toBe(true);
  });
});

describe('validateLead: the masterclass registration', () => {
  it('carries the instant of the class, with its offset, as sent', () => {
    for (const masterclassAt of [
      '2027-01-14T19:00:00-05:00',
      '2027-01-14T19:00-05:00',
      '2027-01-15T00:00:00Z',
      '2027-01-14T19:00:00.000+01:00',
      '2027-12-31T23:59:59+14:00',
    ]) {
      expect(validateLead(masterclass({ masterclassAt }))).toEqual({ ok: true, lead: masterclass({ masterclassAt }) });
    }
  });

  it('is kept trimmed', () => {
    expect(validateLead(masterclass({ masterclassAt: ' 2027-01-14T19:00:00-05:00\n' }))).toMatchObject({
      ok: true,
      lead: { masterclassAt: '2027-01-14T19:00:00-05:00' },
    });
  });

  it('null: a sign-up to hear of the next date, none being scheduled', () => {
    expect(validateLead(masterclass({ masterclassAt: null }))).toEqual({ ok: true, lead: masterclass({ masterclassAt: null }) });
  });

  it('no scholarship or brochure field is kept', () => {
    const check = validateLead(masterclass({ beca: true, fecha: 'jueves', Token: 'x', evento: false }));
    expect(check.ok && Object.keys(check.lead)).toEqual([
      'kind',
      'id',
      'lead',
      'bootcamp',
      'email',
      'name',
      'country',
      'meta',
      'phone',
      'masterclassAt',
    ]);
  });

  it('the phone is a number or "" (not asked yet), as in the scholarship form', () => {
    expect(validateLead(masterclass({ phone: '' })).ok).toBe(true);
    expect(onlyIssue(masterclass({ phone: 'phone' }))).toEqual({
      field: 'phone',
      message: 'phone: expected "+", the dial prefix and the number, 8 to 15 digits',
    });
  });

  it.each([
    ['', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    ['2027-01-14', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    ['2027-01-14T19:00:00', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    ['2027-13-14T19:00:00-05:00', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    ['2027-01-14T24:00:00-05:00', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    ['jueves, 14 de enero, 19:00', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    ['2027-01-14T19:00:00-5:00', 'masterclassAt: expected an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"'],
    [`2027-01-14T19:00:00.${'0'.repeat(30)}Z`, 'masterclassAt: expected at most 40 characters'],
    [1768435200000, 'masterclassAt: expected an instant with its offset, or null'],
    [undefined, 'masterclassAt: required'],
  ])('masterclassAt %j → %s', (masterclassAt, message) => {
    expect(onlyIssue(masterclass({ masterclassAt }))).toEqual({ field: 'masterclassAt', message });
  });
});

describe('validateLead: the advisor request', () => {
  it('keeps the people fields only: no scholarship (beca, fecha), brochure or masterclass field', () => {
    const check = validateLead(advisor({ beca: true, fecha: 'jueves', Token: 'x', evento: false, masterclassAt: null }));
    expect(check.ok && Object.keys(check.lead)).toEqual(['kind', 'id', 'lead', 'bootcamp', 'email', 'name', 'country', 'meta', 'phone']);
  });

  it('the phone is a number or "" (not asked yet), as in the scholarship form', () => {
    expect(validateLead(advisor({ phone: '' })).ok).toBe(true);
    expect(onlyIssue(advisor({ phone: 'phone' }))).toEqual({
      field: 'phone',
      message: 'phone: expected "+", the dial prefix and the number, 8 to 15 digits',
    });
  });

  it('is held like any lead when a bot sent it', () => {
    const check = validateLead(advisor({ meta: { fillMs: 200 } }));
    expect(check.ok && quarantineReason(check.lead)).toBe('too-fast');
  });
});

describe('validateLead: the body', () => {
  it.each([null, undefined, 42, 'lead', true, [], [scholarship()], () => 1])('blames (body) for %s', (input) => {
    expect(validateLead(input)).toEqual({ ok: false, issues: [{ field: '(body)', message: 'expected a JSON object' }] });
  });

  it('kind missing, undefined, or unknown: the only issue is kind', () => {
    const { kind: _kind, ...noKind } = scholarship({ email: 'bad' });
    expect(validateLead(noKind)).toEqual({ ok: false, issues: [{ field: 'kind', message: 'kind: required' }] });
    expect(validateLead({ ...noKind, kind: undefined })).toEqual({ ok: false, issues: [{ field: 'kind', message: 'kind: required' }] });
    for (const kind of ['', 'Scholarship', 'toString', '__proto__', 'constructor', null, 1, ['brochure'], {}]) {
      expect(validateLead({ ...noKind, kind })).toEqual({
        ok: false,
        issues: [{ field: 'kind', message: 'kind: expected "scholarship" or "brochure" or "masterclass" or "advisor"' }],
      });
    }
    expect(validateLead({})).toEqual({ ok: false, issues: [{ field: 'kind', message: 'kind: required' }] });
  });

  it('an object with a null prototype is checked like any other', () => {
    expect(validateLead(Object.assign(Object.create(null), scholarship())).ok).toBe(true);
  });

  it('reports every bad field, one issue each, in schema order', () => {
    const check = validateLead({ kind: 'scholarship', email: ' ', country: 'pe', name: 1, meta: { fillMs: -1, lang: 'fr' }, phone: '123' });
    expect(check).toEqual({
      ok: false,
      issues: [
        { field: 'id', message: 'id: required' },
        { field: 'lead', message: 'lead: required' },
        { field: 'bootcamp', message: 'bootcamp: required' },
        { field: 'email', message: 'email: required' },
        { field: 'name', message: 'name: expected text' },
        { field: 'country', message: `country: expected one of the ${COUNTRY_CODES.length} offered two-letter codes, e.g. "PE"` },
        { field: 'meta.fillMs', message: 'meta.fillMs: expected 0 or more' },
        { field: 'meta.lang', message: 'meta.lang: expected "es" or "en"' },
        { field: 'beca', message: 'beca: required' },
        { field: 'phone', message: 'phone: expected "+", the dial prefix and the number, 8 to 15 digits' },
        { field: 'fecha', message: 'fecha: required' },
      ],
    });
  });

  it('an empty brochure lists every required field', () => {
    expect(issuesOf({ kind: 'brochure' }).map((issue) => issue.message)).toEqual([
      'id: required',
      'lead: required',
      'bootcamp: required',
      'email: required',
      'name: required',
      'country: required',
      'evento: required',
      'Token: required',
      'landing: required',
      'source: required',
      'phone: required',
    ]);
  });
});

/** [kind, field, value, message]: the first rule the value breaks, exactly as the API says it. */
const FIELD_CASES: [keyof typeof forms, string, unknown, string][] = [
  // id
  ['scholarship', 'id', undefined, 'id: required'],
  ['scholarship', 'id', 12345678, 'id: expected a string'],
  ['scholarship', 'id', '1234567', 'id: expected 8 to 64 letters, digits, "-" or "_"'],
  ['brochure', 'id', 'a'.repeat(65), 'id: expected 8 to 64 letters, digits, "-" or "_"'],
  ['brochure', 'id', 'abcd efgh', 'id: expected 8 to 64 letters, digits, "-" or "_"'],
  // literals
  ['scholarship', 'lead', false, 'lead: expected true'],
  ['scholarship', 'lead', 'true', 'lead: expected true'],
  ['brochure', 'lead', null, 'lead: expected true'],
  ['scholarship', 'beca', 1, 'beca: expected true'],
  ['scholarship', 'beca', undefined, 'beca: required'],
  ['brochure', 'evento', true, 'evento: expected false'],
  ['brochure', 'evento', 0, 'evento: expected false'],
  ['brochure', 'landing', 'Temario', 'landing: expected "temario"'],
  ['brochure', 'landing', undefined, 'landing: required'],
  // bootcamp
  ['scholarship', 'bootcamp', 'rust', `bootcamp: expected one of ${BOOTCAMP_SLUGS.join(', ')}`],
  ['brochure', 'bootcamp', null, `bootcamp: expected one of ${BOOTCAMP_SLUGS.join(', ')}`],
  // email: trimmed first, then required, length, form
  ['scholarship', 'email', undefined, 'email: required'],
  ['scholarship', 'email', '', 'email: required'],
  ['scholarship', 'email', ' \t\n', 'email: required'],
  ['scholarship', 'email', 42, 'email: expected text'],
  ['scholarship', 'email', ['a@b.co'], 'email: expected text'],
  ['brochure', 'email', `${'a'.repeat(249)}@b.com`, 'email: expected at most 254 characters'],
  ['brochure', 'email', 'ana@example', 'email: expected an address like name@example.com'],
  ['brochure', 'email', 'a b@c.de', 'email: expected an address like name@example.com'],
  ['brochure', 'email', 'a@b.c', 'email: expected an address like name@example.com'],
  // name: checked as sent
  ['scholarship', 'name', undefined, 'name: required'],
  ['scholarship', 'name', null, 'name: expected text'],
  ['scholarship', 'name', 'n'.repeat(101), 'name: expected at most 100 characters'],
  ['scholarship', 'name', ` ${'n'.repeat(100)}`, 'name: expected at most 100 characters'],
  ['scholarship', 'name', 'Ana\n', 'name: expected one line of text without control characters'],
  ['brochure', 'name', 'A\u0000na', 'name: expected one line of text without control characters'],
  ['brochure', 'name', 'Ana\u2028', 'name: expected one line of text without control characters'],
  ['brochure', 'name', 'Ana\u0085', 'name: expected one line of text without control characters'],
  ['brochure', 'name', '\u0007'.repeat(101), 'name: expected at most 100 characters'],
  // country
  ['scholarship', 'country', 'pe', `country: expected one of the ${COUNTRY_CODES.length} offered two-letter codes, e.g. "PE"`],
  ['scholarship', 'country', 'PE ', `country: expected one of the ${COUNTRY_CODES.length} offered two-letter codes, e.g. "PE"`],
  ['scholarship', 'country', 'CU', `country: expected one of the ${COUNTRY_CODES.length} offered two-letter codes, e.g. "PE"`],
  ['brochure', 'country', undefined, 'country: required'],
  // phone
  ['scholarship', 'phone', 'phone', 'phone: expected "+", the dial prefix and the number, 8 to 15 digits'],
  ['scholarship', 'phone', '+51 987 654 321', 'phone: expected "+", the dial prefix and the number, 8 to 15 digits'],
  ['scholarship', 'phone', 51987654321, 'phone: expected "" or "+", the dial prefix and the number, 8 to 15 digits'],
  ['scholarship', 'phone', null, 'phone: expected "" or "+", the dial prefix and the number, 8 to 15 digits'],
  ['brochure', 'phone', '', 'phone: expected "+", the dial prefix and the number, 8 to 15 digits'],
  ['brochure', 'phone', false, 'phone: expected "phone" or "+", the dial prefix and the number, 8 to 15 digits'],
  ['brochure', 'phone', undefined, 'phone: required'],
  // fecha, Token, source: one line of text
  ['scholarship', 'fecha', 'f'.repeat(101), 'fecha: expected at most 100 characters'],
  ['scholarship', 'fecha', '1\r\n2', 'fecha: expected one line of text without control characters'],
  ['scholarship', 'fecha', 1, 'fecha: expected text'],
  ['brochure', 'Token', '', 'Token: required'],
  ['brochure', 'Token', 't'.repeat(129), 'Token: expected at most 128 characters'],
  ['brochure', 'Token', 'tok\ten', 'Token: expected one line of text without control characters'],
  ['brochure', 'Token', 1, 'Token: expected text'],
  ['brochure', 'source', 's'.repeat(2049), 'source: expected at most 2048 characters'],
  ['brochure', 'source', '?a=\u001b', 'source: expected one line of text without control characters'],
  ['brochure', 'source', undefined, 'source: required'],
  // meta
  ['scholarship', 'meta', null, 'meta: expected an object'],
  ['scholarship', 'meta', 'x', 'meta: expected an object'],
  ['scholarship', 'meta', [], 'meta: expected an object'],
  ['scholarship', 'meta', { fillMs: '5' }, 'meta.fillMs: expected a number'],
  ['scholarship', 'meta', { fillMs: Number.NaN }, 'meta.fillMs: expected a number'],
  ['scholarship', 'meta', { fillMs: 1.5 }, 'meta.fillMs: expected whole milliseconds'],
  ['scholarship', 'meta', { fillMs: Number.POSITIVE_INFINITY }, 'meta.fillMs: expected whole milliseconds'],
  ['scholarship', 'meta', { fillMs: -1 }, 'meta.fillMs: expected 0 or more'],
  ['brochure', 'meta', { hp: 1 }, 'meta.hp: expected text'],
  ['brochure', 'meta', { hp: 'h'.repeat(501) }, 'meta.hp: expected at most 500 characters'],
  ['brochure', 'meta', { page: null }, 'meta.page: expected text'],
  ['brochure', 'meta', { page: 'p'.repeat(2049) }, 'meta.page: expected at most 2048 characters'],
  ['brochure', 'meta', { lang: 'ES' }, 'meta.lang: expected "es" or "en"'],
  ['brochure', 'meta', { lang: null }, 'meta.lang: expected "es" or "en"'],
];

describe('validateLead: one field at a time', () => {
  it.each(FIELD_CASES)('%s %s = %j → %s', (kind, field, value, message) => {
    const issue = onlyIssue(forms[kind]({ [field]: value }));
    expect(issue).toEqual({ field: message.slice(0, message.indexOf(':')), message });
    expect(issue?.field.split('.')[0]).toBe(field);
  });

  it.each(['id', 'lead', 'bootcamp', 'email', 'name', 'country', 'beca', 'phone', 'fecha'])(
    'scholarship without %s: "<field>: required"',
    (field) => {
      const input = scholarship();
      delete input[field];
      expect(validateLead(input)).toEqual({ ok: false, issues: [{ field, message: `${field}: required` }] });
    },
  );

  it.each(['evento', 'Token', 'landing', 'source', 'phone'])('brochure without %s: "<field>: required"', (field) => {
    const input = brochure();
    delete input[field];
    expect(validateLead(input)).toEqual({ ok: false, issues: [{ field, message: `${field}: required` }] });
  });

  it('meta: several bad fields, one issue each, in order', () => {
    expect(issuesOf(scholarship({ meta: { lang: 'x', page: 1, hp: 2, fillMs: 'x' } }))).toEqual([
      { field: 'meta.fillMs', message: 'meta.fillMs: expected a number' },
      { field: 'meta.hp', message: 'meta.hp: expected text' },
      { field: 'meta.page', message: 'meta.page: expected text' },
      { field: 'meta.lang', message: 'meta.lang: expected "es" or "en"' },
    ]);
  });
});

describe('quarantineReason', () => {
  const lead = (meta?: Lead['meta']): Lead => ({ ...(scholarship() as ScholarshipLead), meta });
  it('honeypot first, then too fast, else null', () => {
    expect(quarantineReason(lead({ hp: 'bot', fillMs: 10 }))).toBe('honeypot');
    expect(quarantineReason(lead({ hp: '', fillMs: MIN_FILL_MS - 1 }))).toBe('too-fast');
    expect(quarantineReason(lead({ fillMs: 0 }))).toBe('too-fast');
    expect(quarantineReason(lead({ fillMs: MIN_FILL_MS }))).toBeNull();
    expect(quarantineReason(lead({}))).toBeNull();
    expect(quarantineReason(lead(undefined))).toBeNull();
  });
});

describe('types', () => {
  it('Lead is the union of the two forms, with literal types where the schema has them', () => {
    expectTypeOf<Lead>().toEqualTypeOf<ScholarshipLead | BrochureLead | MasterclassLead | AdvisorLead>();
    expectTypeOf<keyof AdvisorLead>().toEqualTypeOf<
      'kind' | 'id' | 'lead' | 'bootcamp' | 'email' | 'name' | 'country' | 'meta' | 'notify' | 'phone'
    >();
    expectTypeOf<MasterclassLead['masterclassAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<keyof MasterclassLead>().toEqualTypeOf<
      'kind' | 'id' | 'lead' | 'bootcamp' | 'email' | 'name' | 'country' | 'meta' | 'notify' | 'phone' | 'masterclassAt'
    >();
    expectTypeOf<LeadInput>().toEqualTypeOf<Lead>();
    expectTypeOf<ScholarshipLead['kind']>().toEqualTypeOf<'scholarship'>();
    expectTypeOf<ScholarshipLead['lead']>().toEqualTypeOf<true>();
    expectTypeOf<ScholarshipLead['beca']>().toEqualTypeOf<true>();
    expectTypeOf<BrochureLead['evento']>().toEqualTypeOf<false>();
    expectTypeOf<BrochureLead['landing']>().toEqualTypeOf<'temario'>();
    expectTypeOf<Lead['bootcamp']>().toEqualTypeOf<BootcampSlug>();
    expectTypeOf<Lead['country']>().toEqualTypeOf<CountryCode>();
    expectTypeOf<Lead['email' | 'name' | 'phone' | 'id']>().toEqualTypeOf<string>();
    expectTypeOf<Lead['meta']>().toEqualTypeOf<
      { fillMs?: number | undefined; hp?: string | undefined; page?: string | undefined; lang?: 'es' | 'en' | undefined } | undefined
    >();
    expectTypeOf<keyof ScholarshipLead>().toEqualTypeOf<
      'kind' | 'id' | 'lead' | 'bootcamp' | 'email' | 'name' | 'country' | 'meta' | 'notify' | 'beca' | 'phone' | 'fecha'
    >();
    expectTypeOf<keyof BrochureLead>().toEqualTypeOf<
      | 'kind'
      | 'id'
      | 'lead'
      | 'bootcamp'
      | 'email'
      | 'name'
      | 'country'
      | 'meta'
      | 'notify'
      | 'evento'
      | 'Token'
      | 'landing'
      | 'source'
      | 'phone'
      | 'Plan'
      | 'formaPago'
      | 'select_mes'
      | 'select_turno'
      | 'fechaSelect'
    >();
    expectTypeOf<Lead['notify']>().toEqualTypeOf<boolean | undefined>();
  });
});
