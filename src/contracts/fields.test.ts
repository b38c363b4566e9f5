// Rows 1-4: hostile values refused at the door, by the one set of field rules the forms and the server share.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTER, isSafeText, isWellFormed } from './fields';
import { validateLead, type FieldIssue } from './lead';
import { brochure, scholarship } from '../../tests/support/lead-test-fixtures';

const issues = (input: unknown): FieldIssue[] => {
  const check = validateLead(input);
  return check.ok ? [] : check.issues;
};
const fields = (input: unknown) => issues(input).map((issue) => issue.field);

// The characters the rules forbid, one of each family.
const HOSTILE = {
  NUL: '\u0000',
  ESC: '\u001b',
  DEL: '\u007f',
  C1: '\u0085',
  'zero-width space': '\u200b',
  'zero-width joiner': '\u200d',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'word joiner': '\u2060',
  BOM: '\ufeff',
  'line separator': '\u2028',
} as const;

describe('row 1: an email with a control, bidi or zero-width character is 422 naming the field', () => {
  it.each(Object.entries(HOSTILE))('%s', (_label, char) => {
    for (const email of [`ana${char}@example.com`, `ana@exa${char}mple.com`, `a${char}na@example.com`]) {
      expect(fields(scholarship({ email }))).toEqual(['email']);
    }
  });

  it('accepts what <input type="email"> accepts (plus a top-level domain), refuses the rest', () => {
    for (const email of [
      'ana@example.com',
      'ana.maria+beca@correo.com.pe',
      "o'brien@example.ie",
      'a_b-c@sub.example.co',
      'x@xn--espaa-rta.es',
      'jose@españa.es',
    ]) {
      expect(fields(brochure({ email })), email).toEqual([]);
    }
    for (const email of [
      'ana@@example.com',
      'ana@example',
      'ana@.example.com',
      'ana@example..com',
      'ana@-example.com',
      '"ana"@example.com',
      'añа@example.com',
      'ana@exa mple.com',
      'ana;=1@x.com,b',
    ]) {
      expect(fields(brochure({ email })), email).toEqual(['email']);
    }
  });
});

describe('row 2: a lone surrogate is 422', () => {
  it.each(['Ana \ud800', 'Ana \udc00', '\ud83d', 'A\udfffna'])('name %j', (name) => {
    expect(issues(scholarship({ name }))).toEqual([{ field: 'name', message: 'name: expected well-formed Unicode text' }]);
  });

  it('in any text field', () => {
    expect(fields(scholarship({ fecha: 'x\ud800' }))).toEqual(['fecha']);
    expect(fields(brochure({ source: '?a=\udbff' }))).toEqual(['source']);
    expect(fields(brochure({ meta: { hp: '\udc00' } }))).toEqual(['meta.hp']);
  });

  it('isWellFormed agrees with String#isWellFormed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        expect(isWellFormed(text)).toBe((text as unknown as { isWellFormed(): boolean }).isWellFormed());
      }),
    );
  });
});

describe('row 3: meta.page is an absolute http(s) URL of reasonable length, or nothing', () => {
  it.each([
    ['CR LF', 'https://example.com/\r\nSet-Cookie: x=1'],
    ['NUL', 'https://example.com/\u0000'],
    ['TAB', 'https://example.com/\tx'],
    ['relative', '/beca?x=1'],
    ['javascript:', 'javascript:alert(1)'],
    ['no host', 'https:///x'],
    ['spaces', 'https://example.com/a b'],
    ['too long', `https://example.com/${'p'.repeat(2030)}`],
  ])('%s → 422 meta.page', (_label, page) => {
    expect(fields(brochure({ meta: { page } }))).toEqual(['meta.page']);
  });

  it('accepts real pages, and none', () => {
    for (const page of ['https://embudo.example/beca?utm_source=x&a=1;=2*21;', 'http://127.0.0.1:4173/', 'https://x.co/#/ruta']) {
      expect(fields(brochure({ meta: { page } })), page).toEqual([]);
    }
    expect(fields(brochure({ meta: {} }))).toEqual([]);
  });
});

describe('row 4: a name is letters and marks of any script, spaces, apostrophes, hyphens and periods', () => {
  it.each([
    'Ana;=1+41;',
    '=HYPERLINK("x")',
    '+51 987',
    '@SUM(A1)',
    'Ana, Lu',
    '<b>Ana</b>',
    'javascript:alert(1)',
    'Ana 2',
    'Ana\u200bPérez',
    'Ana\u202eZ',
  ])('%j → 422 name', (name) => {
    expect(fields(scholarship({ name }))).toEqual(['name']);
  });

  // Real names in Spanish, Portuguese, Polish, Vietnamese and Arabic (and a few more).
  const REAL = [
    'María José Peña Núñez',
    'José Ángel de la Cruz',
    'Ñusta Quispe Mamani',
    'João Conceição',
    'Ana Luíza Gonçalves',
    'Łukasz Wójcik-Żółć',
    'Grzegorz Brzęczyszczykiewicz',
    'Nguyễn Thị Minh Khai',
    'Trần Hưng Đạo',
    'محمد بن عبد الله',
    'فاطمة الزهراء',
    "D'Arcy O'Connor",
    'Jean-Luc Picard',
    'J. R. R. Tolkien',
    'O’Neill',
    'Zoë Saldaña',
    '',
  ];
  it.each(REAL)('%j passes', (name) => {
    expect(fields(scholarship({ name }))).toEqual([]);
    expect(fields(brochure({ name: ` ${name} ` }))).toEqual([]);
  });

  it('decomposed accents (combining marks) pass as well', () => {
    for (const name of REAL) expect(fields(scholarship({ name: name.normalize('NFD') }))).toEqual([]);
  });
});

describe('properties: no accepted value carries a forbidden character', () => {
  const forbidden = fc.constantFrom(
    ...Object.values(HOSTILE),
    '\ud800',
    '\udfff',
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u2069',
    '\u180e',
  );
  const withForbidden = fc.tuple(fc.string({ maxLength: 10 }), forbidden, fc.string({ maxLength: 10 })).map(([a, bad, b]) => a + bad + b);
  const textFields = ['email', 'name', 'fecha'] as const;

  it('a forbidden character anywhere in any text field is refused, naming that field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...textFields), withForbidden, (field, value) => {
        expect(fields(scholarship({ [field]: value }))).toEqual([field]);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('Token', 'source', 'Plan', 'formaPago', 'select_mes', 'select_turno', 'fechaSelect'),
        withForbidden,
        (field, value) => {
          expect(fields(brochure({ [field]: value }))).toEqual([field]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every string of an accepted lead is safe text', () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 15 }),
      withForbidden,
    );
    fc.assert(
      fc.property(
        fc.record({
          name: anyText,
          email: fc.oneof(
            anyText,
            anyText.map((t) => `${t}@example.com`),
          ),
          fecha: anyText,
          hp: anyText,
          page: anyText.map((t) => `https://e.co/${t}`),
        }),
        ({ name, email, fecha, hp, page }) => {
          const check = validateLead(scholarship({ name, email, fecha, meta: { hp, page } }));
          if (!check.ok) return;
          const strings: string[] = [];
          JSON.stringify(check.lead, (_key, value: unknown) => (typeof value === 'string' && strings.push(value), value));
          for (const text of strings) {
            expect(isSafeText(text)).toBe(true);
            expect(FORBIDDEN_CHARACTER.test(text)).toBe(false);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('the notification checkbox and the page state', () => {
  it('notify is a boolean when present', () => {
    expect(fields(scholarship({ notify: true }))).toEqual([]);
    expect(fields(brochure({ notify: false }))).toEqual([]);
    expect(issues(brochure({ notify: 'yes' }))).toEqual([{ field: 'notify', message: 'notify: expected true or false' }]);
  });

  it('the enrolment lead carries Plan, formaPago, select_mes, select_turno and fechaSelect, one line each', () => {
    const state = { Plan: 'Contado', formaPago: 'tarjeta', select_mes: 'Noviembre', select_turno: 'noche', fechaSelect: '2025-11-03' };
    expect(validateLead(brochure(state))).toMatchObject({ ok: true, lead: state });
    expect(fields(brochure({ select_turno: 'noche\n' }))).toEqual(['select_turno']);
    expect(fields(brochure({ Plan: 'p'.repeat(101) }))).toEqual(['Plan']);
  });
});
