// @vitest-environment node
/** The CRM event contract: the first field at fault, the short code, and arbitrary input. */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CrmEventSchema, FBCLID_EVENT, fbclidShortCode, validateCrmEvent, type CrmEvent } from './events';

const event = { event_name: 'event-fbclid', fbclid_short_code: 'AB12', fbclid: 'IwAR0abc_DEF-123.x' };
const FIELDS = ['(body)', 'event_name', 'fbclid_short_code', 'fbclid'];

describe('validateCrmEvent', () => {
  it('accepts the docs/product.md#crm-call event and drops unknown keys', () => {
    expect(validateCrmEvent(event)).toEqual({ ok: true, event });
    expect(validateCrmEvent({ ...event, extra: 1 })).toEqual({ ok: true, event });
    expect(validateCrmEvent({ ...event, fbclid: 'a'.repeat(500), fbclid_short_code: '0' }).ok).toBe(true);
  });

  it.each([null, undefined, 1, 'event', [], [event]])('blames (body) for %j', (input) => {
    expect(validateCrmEvent(input)).toEqual({ ok: false, field: '(body)', message: 'expected a JSON object' });
  });

  it.each<[string, unknown, string]>([
    ['event_name', undefined, 'event_name: required'],
    ['event_name', 'event-lead', 'event_name: expected "event-fbclid"'],
    ['event_name', null, 'event_name: expected "event-fbclid"'],
    ['fbclid_short_code', undefined, 'fbclid_short_code: required'],
    ['fbclid_short_code', 12, 'fbclid_short_code: expected text'],
    ['fbclid_short_code', 'ab12', 'fbclid_short_code: expected 1 to 4 upper-case letters or digits'],
    ['fbclid_short_code', 'ABCDE', 'fbclid_short_code: expected 1 to 4 upper-case letters or digits'],
    ['fbclid_short_code', '', 'fbclid_short_code: expected 1 to 4 upper-case letters or digits'],
    ['fbclid', undefined, 'fbclid: required'],
    ['fbclid', ['x'], 'fbclid: expected text'],
    ['fbclid', 'bad fbclid!', 'fbclid: expected 1 to 500 letters, digits, ".", "-" or "_"'],
    ['fbclid', 'a'.repeat(501), 'fbclid: expected 1 to 500 letters, digits, ".", "-" or "_"'],
    ['fbclid', '', 'fbclid: expected 1 to 500 letters, digits, ".", "-" or "_"'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validateCrmEvent({ ...event, [field]: value })).toEqual({ ok: false, field, message });
    const missing: Record<string, unknown> = { ...event };
    delete missing[field];
    expect(validateCrmEvent(missing)).toEqual({ ok: false, field, message: `${field}: required` });
  });

  it('names only the first field at fault, and the event name before the others', () => {
    expect(validateCrmEvent({ fbclid: '!' })).toEqual({ ok: false, field: 'event_name', message: 'event_name: required' });
    expect(validateCrmEvent({ event_name: FBCLID_EVENT, fbclid: '!' })).toMatchObject({ field: 'fbclid_short_code' });
  });

  it('the schema is plain data keyed by the event name', () => {
    expect(CrmEventSchema.key).toBe('event_name');
    expect(Object.keys(CrmEventSchema.variants)).toEqual([FBCLID_EVENT]);
    expectTypeOf<CrmEvent>().toEqualTypeOf<{ event_name: 'event-fbclid'; fbclid_short_code: string; fbclid: string }>();
  });

  it('never throws, and names a field of the schema', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true }),
          fc.record(
            {
              event_name: fc.oneof(fc.constant(FBCLID_EVENT), fc.string()),
              fbclid_short_code: fc.string(),
              fbclid: fc.string({ unit: 'binary' }),
            },
            { requiredKeys: [] },
          ),
        ),
        (input) => {
          const check = validateCrmEvent(input);
          if (!check.ok) {
            expect(FIELDS).toContain(check.field);
            if (check.field === '(body)') expect(check.message).toBe('expected a JSON object');
            else expect(check.message.startsWith(`${check.field}: `)).toBe(true);
          } else {
            expect(validateCrmEvent(check.event)).toEqual(check);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('fbclidShortCode', () => {
  it('is the seed site’s code: base 36 of the Java string hash, 4 characters, upper case', () => {
    expect(fbclidShortCode('')).toBe('0');
    expect(fbclidShortCode('a')).toBe('2P');
    expect(fbclidShortCode('IwAR0abc_DEF-123.x')).toBe('NSWE');
    expect(fbclidShortCode('IwAR2xyz')).toBe('NXFL');
    expect(fbclidShortCode('z'.repeat(20))).toBe('SF55');
  });

  it('always makes a code the event contract accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.-]{1,500}$/), (fbclid) => {
        expect(validateCrmEvent({ event_name: FBCLID_EVENT, fbclid_short_code: fbclidShortCode(fbclid), fbclid }).ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
