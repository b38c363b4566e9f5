// @vitest-environment node
/**
 * RELIABILITY row 20: fuzzed name/email/phone/country and a 1 MB body answer 4xx with the field, or
 * 413; never a 5xx. Property-based (fast-check) over the shared validator and the endpoint itself.
 */
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { validateLead } from '../../../src/contracts/lead';
import { leadRoutes } from './routes';
import { memoryLeadOptions, scholarshipLead, brochureLead, testLeadId } from '../../../tests/support/lead-api';

const options = memoryLeadOptions({ log: () => {} });
const app = new Hono();
app.route('/api', leadRoutes(options));
afterAll(() => options.store.close());

const RUNS = { numRuns: 150 };

const post = (body: string | Uint8Array, contentType = 'application/json', route = '/api/leads') =>
  app.request(route, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

interface Answer {
  status: string;
  issues?: { field: string; message: string }[];
}

/** Text of every kind: ASCII, any Unicode, control characters, lone surrogates, long runs. */
const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u2028',
    '=cmd|/C calc',
    '<script>alert(1)</script>',
    '+51 987 654 321',
    'pe',
    'PE ',
    '@'.repeat(300),
    'a@b.co',
  ),
);

const fieldValue = fc.oneof(anyText, fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));

describe('validateLead (fuzzed)', () => {
  it('never throws on any JSON value, and blames a named field', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const check = validateLead(value);
        if (!check.ok) {
          expect(check.issues.length).toBeGreaterThan(0);
          for (const issue of check.issues) {
            expect(issue.field).not.toBe('');
            expect(issue.message).toMatch(/\S/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on anything at all (functions, symbols, cycles aside)', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => {
        expect(() => validateLead(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it.each(['name', 'email', 'phone', 'country'])('a fuzzed %s is accepted, or refused naming %s', (field) => {
    fc.assert(
      fc.property(fieldValue, fc.boolean(), (value, brochure) => {
        const lead = (brochure ? brochureLead : scholarshipLead)({ [field]: value });
        const check = validateLead(lead);
        if (!check.ok) expect(check.issues.map((issue) => issue.field)).toEqual([field]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('POST /api/leads (fuzzed): always 2xx or 4xx, never 5xx', () => {
  it('arbitrary JSON values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 4 }),
        fc.constantFrom('application/json', 'text/plain', 'text/plain;charset=UTF-8'),
        async (value, type) => {
          const res = await post(JSON.stringify(value), type);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(await res.json()).toMatchObject({ status: 'invalid' });
        },
      ),
      RUNS,
    );
  });

  it('arbitrary strings and bytes as the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyText.map((text) => text as string | Uint8Array),
          fc.uint8Array({ maxLength: 400 }),
        ),
        async (body) => {
          const res = await post(body, 'text/plain');
          expect([400, 422]).toContain(res.status);
        },
      ),
      RUNS,
    );
  });

  it.each(['name', 'email', 'phone', 'country'])('a fuzzed %s: 201, or 422 naming %s', async (field) => {
    await fc.assert(
      fc.asyncProperty(fieldValue, fc.boolean(), async (value, brochure) => {
        const lead = (brochure ? brochureLead : scholarshipLead)({ id: testLeadId(), [field]: value });
        const res = await post(JSON.stringify(lead));
        const body = (await res.json()) as Answer;
        if (res.status === 201) {
          expect(body.status).toBe('stored');
        } else {
          expect(res.status).toBe(422);
          expect(body.issues?.map((issue) => issue.field)).toEqual([field]);
          expect(body.issues?.[0]?.message.startsWith(`${field}: `)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('every field fuzzed at once', async () => {
    const fuzzedLead = fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 70 }), fc.constant(testLeadId())),
        kind: fc.oneof(fc.constantFrom('scholarship', 'brochure'), anyText),
        lead: fieldValue,
        beca: fieldValue,
        evento: fieldValue,
        bootcamp: fc.oneof(fc.constantFrom('fullstack', 'cloud-aws'), anyText),
        email: fieldValue,
        name: fieldValue,
        phone: fieldValue,
        country: fieldValue,
        fecha: fieldValue,
        Token: fieldValue,
        landing: fieldValue,
        source: fieldValue,
        meta: fc.oneof(
          fieldValue,
          fc.record(
            { fillMs: fc.oneof(fc.integer(), fc.double(), anyText), hp: anyText, page: anyText, lang: anyText },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fuzzedLead, async (lead) => {
        const res = await post(JSON.stringify(lead));
        expect([200, 201, 422]).toContain(res.status);
      }),
      RUNS,
    );
  });

  it('arbitrary Content-Type and Origin headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), async (contentType, origin) => {
        const headers = new Headers();
        try {
          headers.set('Content-Type', contentType);
          headers.set('Origin', origin);
        } catch {
          return; // not a legal header value: no client can send it
        }
        const res = await app.request('/api/leads', { method: 'POST', headers, body: JSON.stringify(scholarshipLead()) });
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it('arbitrary bodies to /api/events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          anyText,
        ),
        async (body) => {
          const res = await post(body, 'application/json', '/api/events');
          expect(res.status).toBeGreaterThanOrEqual(200);
          expect(res.status).toBeLessThan(500);
        },
      ),
      RUNS,
    );
  });

  it('a 1 MB body is a 413, whether or not it declares its length, and nothing is stored', async () => {
    const before = await options.store.countLeads();
    const big = JSON.stringify({ ...scholarshipLead(), name: 'x'.repeat(1024 * 1024) });
    const undeclared = await post(big);
    expect(undeclared.status).toBe(413);
    expect(await undeclared.json()).toMatchObject({ status: 'invalid', issues: [{ field: '(body)' }] });
    const declared = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await options.store.countLeads()).toBe(before);
  });

  it('deeply nested JSON is refused without a crash', async () => {
    const deep = '['.repeat(8000) + ']'.repeat(8000);
    expect((await post(deep)).status).toBe(422);
    const deepObject = '{"a":'.repeat(2500) + '1' + '}'.repeat(2500);
    expect([400, 422]).toContain((await post(deepObject)).status);
  });
});
