// @vitest-environment node
/**
 * The lead contract's properties over arbitrary input: never throws, idempotent, every issue names
 * a schema field, in schema order (the exact messages: ./lead.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMAIL_PATTERN, LEAD_KINDS, MAX_LEAD_BYTES, validateLead, type FieldIssue } from './lead';
import { advisor, brochure, LEAD_FIELD_ORDER, masterclass, scholarship } from '../../tests/support/lead-test-fixtures';

const forms = { scholarship, brochure, masterclass, advisor };

const ALL_FIELDS = new Set<string>([
  '(body)',
  ...LEAD_FIELD_ORDER.scholarship,
  ...LEAD_FIELD_ORDER.brochure,
  ...LEAD_FIELD_ORDER.masterclass,
  ...LEAD_FIELD_ORDER.advisor,
]);

// ---------------------------------------------------------------------------------------------
// Properties

/** Text of every kind: ASCII, any Unicode, control characters, lone surrogates, near-valid values. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u2028',
    'phone',
    'temario',
    'es',
    'en',
    'PE',
    'pe',
    'fullstack',
    '+51987654321',
    ' a@b.co ',
    'a@b.co',
    '12345678',
  ),
  fc.integer({ min: 95, max: 2100 }).map((n) => 'x'.repeat(n)),
);
/** Any value a field may hold, JSON or not. */
const anyValue = fc.oneof(
  anyText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(undefined, Number.NaN, Number.POSITIVE_INFINITY, -0),
);
/** A lead of either kind with a few fields replaced (or removed) by arbitrary values. */
const nearLead = fc
  .tuple(
    fc.constantFrom(...LEAD_KINDS),
    fc.dictionary(fc.constantFrom(...ALL_FIELDS, 'extra', 'meta'), anyValue, { maxKeys: 4 }),
    fc.dictionary(fc.constantFrom('fillMs', 'hp', 'page', 'lang', 'other'), anyValue, { maxKeys: 3 }),
  )
  .map(([kind, over, meta]) => {
    const lead = forms[kind]({ meta: { fillMs: 2000, lang: 'es', ...meta } });
    for (const [key, value] of Object.entries(over)) lead[key] = value;
    return lead;
  });
/** Objects with arbitrary strings (or nothing) for each field, and a plausible kind. */
const stringLead = fc.record(
  {
    kind: fc.oneof(fc.constantFrom(...LEAD_KINDS), anyText),
    ...Object.fromEntries(
      [...ALL_FIELDS].filter((field) => field !== 'kind' && !field.includes('.') && field !== '(body)').map((field) => [field, anyText]),
    ),
    meta: fc.record({ fillMs: fc.oneof(fc.integer(), fc.double()), hp: anyText, page: anyText, lang: anyText }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const anyInput = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
  fc.jsonValue({ maxDepth: 4 }),
  nearLead,
  stringLead,
);

/** Checks the shape of a refusal: issues name schema fields, once each, in schema order. */
function expectWellFormedIssues(input: unknown, issues: FieldIssue[]): void {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect(ALL_FIELDS.has(issue.field)).toBe(true);
    if (issue.field === '(body)') expect(issue.message).toBe('expected a JSON object');
    else expect(issue.message.startsWith(`${issue.field}: `)).toBe(true);
  }
  const kind = (input as { kind?: unknown } | null)?.kind;
  if (issues.length > 1 || (issues[0]?.field !== 'kind' && issues[0]?.field !== '(body)')) {
    const order: readonly string[] = LEAD_FIELD_ORDER[kind as keyof typeof LEAD_FIELD_ORDER];
    const positions = issues.map((issue) => order.indexOf(issue.field));
    expect(positions.every((position, i) => position > (positions[i - 1] ?? -1))).toBe(true);
  }
}

describe('validateLead: properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(() => validateLead(input)).not.toThrow();
      }),
      { numRuns: 1500 },
    );
  });

  it('refusals name schema fields, once each, in schema order, with "<field>: " messages', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const check = validateLead(input);
        if (!check.ok) expectWellFormedIssues(input, check.issues);
      }),
      { numRuns: 1500 },
    );
  });

  it('what it accepts re-validates to the same output, also after a JSON round trip', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(nearLead, stringLead), (input) => {
        const check = validateLead(input);
        if (!check.ok) return;
        accepted++;
        expect(validateLead(check.lead)).toEqual(check);
        const wire: unknown = JSON.parse(JSON.stringify(check.lead)); // -0 comes back as 0
        expect(validateLead(wire)).toEqual({ ok: true, lead: wire });
        expect(JSON.stringify(check.lead).length).toBeLessThan(MAX_LEAD_BYTES);
      }),
      { numRuns: 1500 },
    );
    expect(accepted).toBeGreaterThan(50);
  });

  it('the output keeps only schema fields, and trimmed email and name', () => {
    fc.assert(
      fc.property(nearLead, (input) => {
        const check = validateLead(input);
        if (!check.ok) return;
        expect(Object.keys(check.lead).every((key) => LEAD_FIELD_ORDER[check.lead.kind].includes(key as never))).toBe(true);
        expect(Object.keys(check.lead.meta ?? {}).every((key) => ['fillMs', 'hp', 'page', 'lang'].includes(key))).toBe(true);
        expect(check.lead.email).toBe(check.lead.email.trim());
        expect(check.lead.name).toBe(check.lead.name.trim());
        expect(EMAIL_PATTERN.test(check.lead.email)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('one bad field among good ones: exactly that field is named', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEAD_KINDS),
        fc.constantFrom('email', 'name', 'phone', 'country', 'id', 'bootcamp', 'lead'),
        anyValue,
        (kind, field, value) => {
          const check = validateLead(forms[kind]({ [field]: value }));
          if (!check.ok) expect(check.issues.map((issue) => issue.field)).toEqual([field]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
