// @vitest-environment node
/** The tiny validator on a schema of its own: rule order, messages, output, inferred types. */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkVariant, type Fields, type InferVariant, type VariantSchema } from './schema';

const shape = {
  key: 'type',
  variants: {
    a: {
      code: { typeName: 'a string', pattern: /^[A-Z]{2}$/, expected: 'two capitals' },
      note: { max: 5, oneLine: true, optional: true },
      mail: { trim: 'before', required: true, max: 6, pattern: /^\S+@\S+$/, expected: 'a mail' },
      who: { max: 4, oneLine: true, trim: 'after' },
      tel: { also: '-', pattern: /^\d+$/, expected: 'digits', typeName: '"-" or digits' },
      flag: { value: false },
      size: { values: ['s', 'm'], optional: true },
      tone: { values: ['x', 'y'], expected: '"x" or "y"', optional: true },
      wait: { count: 'seconds', optional: true },
      box: { optional: true, fields: { n: { count: 'items' }, s: { max: 1, optional: true } } },
      year: { nullable: true, pattern: /^\d{4}$/, expected: 'a year' },
    },
    b: { word: { required: true } },
  },
} as const satisfies VariantSchema<'type', Record<'a' | 'b', Fields>>;

const good = { type: 'a', code: 'PE', mail: 'a@b', who: 'Ana', tel: '123', flag: false, year: null };
const check = (over: Record<string, unknown>) => checkVariant(shape, { ...good, ...over });
const message = (over: Record<string, unknown>) => {
  const result = check(over);
  return result.ok ? 'ok' : result.issues.map((issue) => issue.message).join(' | ');
};

describe('checkVariant', () => {
  it('returns the accepted value with the discriminator first and unknown keys dropped', () => {
    const result = check({ extra: 1, note: 'hi', box: { n: 2, z: 1 } });
    expect(result).toEqual({ ok: true, value: { ...good, note: 'hi', box: { n: 2 } } });
    expect(result.ok && Object.keys(result.value)[0]).toBe('type');
    expect(checkVariant(shape, { type: 'b', word: 'w', code: 1 })).toEqual({ ok: true, value: { type: 'b', word: 'w' } });
  });

  it('names the discriminator alone when it is missing or unknown', () => {
    expect(checkVariant(shape, { code: 1 })).toEqual({ ok: false, issues: [{ field: 'type', message: 'type: required' }] });
    expect(checkVariant(shape, { type: 'c', code: 1 })).toEqual({
      ok: false,
      issues: [{ field: 'type', message: 'type: expected "a" or "b"' }],
    });
    expect(checkVariant(shape, { type: 'hasOwnProperty' })).toMatchObject({ ok: false, issues: [{ field: 'type' }] });
  });

  it('text rules, in order: also, trim before, required, max, one line, pattern', () => {
    expect(message({ code: 1 })).toBe('code: expected a string');
    expect(message({ code: 'pe' })).toBe('code: expected two capitals');
    expect(message({ note: 1 })).toBe('note: expected text');
    expect(message({ note: 'toolong' })).toBe('note: expected at most 5 characters');
    expect(message({ note: 'a\nb' })).toBe('note: expected one line of text without control characters');
    expect(message({ note: '\n'.repeat(6) })).toBe('note: expected at most 5 characters');
    expect(message({ mail: '   ' })).toBe('mail: required');
    expect(message({ mail: '  a@b  ' })).toBe('ok');
    expect(message({ mail: ' ab@cdef ' })).toBe('mail: expected at most 6 characters');
    expect(message({ mail: 'ab' })).toBe('mail: expected a mail');
    expect(message({ who: ' Ana ' })).toBe('who: expected at most 4 characters');
    expect(message({ who: 'Ana\t' })).toBe('who: expected one line of text without control characters');
    expect(message({ tel: '-' })).toBe('ok');
    expect(message({ tel: '--' })).toBe('tel: expected digits');
    expect(message({ tel: 1 })).toBe('tel: expected "-" or digits');
  });

  it('trims: before keeps the trimmed text, after checks as sent and keeps it trimmed', () => {
    expect(check({ mail: ' a@b\n', who: ' A ' })).toMatchObject({ ok: true, value: { mail: 'a@b', who: 'A' } });
  });

  it('literals, lists, counts, nested objects', () => {
    expect(message({ flag: true })).toBe('flag: expected false');
    expect(message({ flag: 'false' })).toBe('flag: expected false');
    expect(message({ size: 'l' })).toBe('size: expected one of s, m');
    expect(message({ tone: 'z' })).toBe('tone: expected "x" or "y"');
    expect(message({ wait: '1' })).toBe('wait: expected a number');
    expect(message({ wait: Number.NaN })).toBe('wait: expected a number');
    expect(message({ wait: 0.5 })).toBe('wait: expected whole seconds');
    expect(message({ wait: -1 })).toBe('wait: expected 0 or more');
    expect(message({ wait: 0 })).toBe('ok');
    expect(message({ box: [] })).toBe('box: expected an object');
    expect(message({ box: null })).toBe('box: expected an object');
    expect(message({ box: {} })).toBe('box.n: required');
    expect(message({ box: { n: 1, s: 'xy' } })).toBe('box.s: expected at most 1 characters');
  });

  it('nullable: null is kept as is, anything else meets the rules, and missing is still "required"', () => {
    expect(check({})).toMatchObject({ ok: true, value: { year: null } });
    expect(check({ year: '2027' })).toMatchObject({ ok: true, value: { year: '2027' } });
    expect(message({ year: 'soon' })).toBe('year: expected a year');
    expect(message({ year: 2027 })).toBe('year: expected text');
    expect(message({ year: undefined })).toBe('year: required');
    expect(message({ code: null })).toBe('code: expected a string');
  });

  it('missing and undefined are the same: "required", unless optional', () => {
    expect(message({ flag: undefined, code: undefined })).toBe('code: required | flag: required');
    expect(check({ note: undefined, box: undefined })).toEqual({ ok: true, value: good });
  });

  it('checks every field, reporting each once, in table order', () => {
    expect(message({ flag: 1, code: 1, tel: 1, mail: 1, who: 1, box: { s: 1 }, year: 1 })).toBe(
      'code: expected a string | mail: expected text | who: expected text | tel: expected "-" or digits | flag: expected false | box.n: required | box.s: expected text | year: expected text',
    );
  });

  it('infers the output type from the table', () => {
    type Out = InferVariant<typeof shape>;
    expectTypeOf<Extract<Out, { type: 'b' }>>().toEqualTypeOf<{ type: 'b'; word: string }>();
    type A = Extract<Out, { type: 'a' }>;
    expectTypeOf<A['flag']>().toEqualTypeOf<false>();
    expectTypeOf<A['size']>().toEqualTypeOf<'s' | 'm' | undefined>();
    expectTypeOf<A['wait']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<A['box']>().toEqualTypeOf<{ n: number; s?: string | undefined } | undefined>();
    expectTypeOf<A['code']>().toEqualTypeOf<string>();
    expectTypeOf<A['year']>().toEqualTypeOf<string | null>();
  });

  it('never throws, and accepted values check again to themselves', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.jsonValue({ maxDepth: 1 }),
      fc.constantFrom<unknown>(undefined, null, '-', 'PE', 'a@b', false, 0, 's', 'x', '2027'),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ maxDepth: 2 }),
          fc.dictionary(fc.constantFrom('type', ...Object.keys(shape.variants.a), 'word'), value).map((over) => ({ ...good, ...over })),
        ),
        (input) => {
          const result = checkVariant(shape, input);
          if (result.ok) expect(checkVariant(shape, result.value)).toEqual(result);
          else expect(result.issues.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
