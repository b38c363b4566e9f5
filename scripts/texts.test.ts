/// <reference types="vite/client" />
/**
 * Every `{ es, en }` text table the code exports, in every layer, says the same things in both
 * languages (docs/architecture.md#texts): the same keys all the way down, and in each text the same
 * `{name}` placeholders. A key or a placeholder written in one language only is how a page shows
 * 'undefined' or a raw '{name}' in the other. No text is a function of its values: a function's
 * words cannot be compared, so its two languages could differ unseen. Tables are found by walking
 * each module's exports, so a new module or a new exported table is checked without being listed here.
 */
import { describe, expect, it } from 'vitest';
import { countdownMessages } from '../src/services/countdown.texts';
import { leadFormMessages } from '../src/services/lead-form.texts';
import { pricingMessages } from '../widgets/pricing/pricing.texts';
import { pricingDetailsMessages } from '../widgets/pricing/pricing.later.texts';
import { MESSAGES as DESK } from '../host/server/admin/messages';
import { BROCHURE } from '../host/server/mail/templates';

// The modules that hold texts: the shared runtime's texts and data, the services', the UI pieces' and
// the widgets' tables (`<module>.texts.ts` beside their owner), the site, the desk and the mails.
const MODULES: Record<string, Record<string, unknown>> = import.meta.glob(
  [
    '../src/i18n/*.ts',
    '../src/services/*.texts.ts',
    '../src/ui/*.texts.ts',
    '../widgets/*/*.texts.ts',
    '../src/data/*.ts',
    '../src/contracts/*.ts',
    '../host/app/**/*.{ts,tsx}',
    '../host/server/admin/messages.ts',
    '../host/server/mail/templates.tsx',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
    // Type tests are for tsc only: they touch elements that are not on any page.
    '!**/*.typetest.tsx',
    // The browser entry hydrates the page it runs in.
    '!../host/app/main.tsx',
  ],
  { eager: true },
);

// Every module of the widgets and the shared runtime as text: a table declared outside the walked
// modules (in a view, say) would go unchecked.
const SOURCES: Record<string, string> = import.meta.glob(['../src/**/*.{ts,tsx}', '../widgets/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('$$typeof' in value);

/** A bilingual pair: an object whose keys are exactly `es` and `en`. */
const isPair = (value: unknown): value is { es: unknown; en: unknown } =>
  isRecord(value) && Object.keys(value).length === 2 && 'es' in value && 'en' in value;

// The privacy policy names the discount cookies `discount-temporal-{campaña}` / `{campaign}`: shown
// as written, never filled, so not placeholders.
const LITERAL_BRACES = /\{(campaña|campaign)\}/g;

const placeholders = (text: string): string =>
  [...text.replace(LITERAL_BRACES, '').matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(', ');

/** Where `es` and `en` differ: a key (or list item) one of them lacks, a kind of value, or a text's placeholders. */
export function differences(es: unknown, en: unknown, at = ''): string[] {
  if (typeof es === 'string' && typeof en === 'string')
    return placeholders(es) === placeholders(en) ? [] : [`${at}: placeholders {${placeholders(es)}} in es, {${placeholders(en)}} in en`];
  if (Array.isArray(es) && Array.isArray(en)) {
    const found = es.length === en.length ? [] : [`${at}: ${es.length} items in es, ${en.length} in en`];
    for (let i = 0; i < Math.min(es.length, en.length); i++) found.push(...differences(es[i], en[i], `${at}[${i}]`));
    return found;
  }
  if (isRecord(es) && isRecord(en)) {
    const found: string[] = [];
    for (const key of new Set([...Object.keys(es), ...Object.keys(en)])) {
      if (!(key in en)) found.push(`${at}.${key}: in es only`);
      else if (!(key in es)) found.push(`${at}.${key}: in en only`);
      else found.push(...differences(es[key], en[key], `${at}.${key}`));
    }
    return found;
  }
  const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v);
  return kind(es) === kind(en) ? [] : [`${at}: ${kind(es)} in es, ${kind(en)} in en`];
}

/**
 * Where a text is a function of its values instead of a template (docs/architecture.md#texts):
 * such a text is code, so its placeholders cannot be compared between the languages.
 */
export function functionTexts(value: unknown, at = ''): string[] {
  if (typeof value === 'function') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => functionTexts(item, `${at}[${i}]`));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => functionTexts(item, `${at}.${key}`));
  return [];
}

/** Every bilingual pair inside `value` (itself included), by path; a pair's own inside is compared, not walked again. */
function pairs(value: unknown, at: string, seen: Set<unknown>, out: Map<string, { es: unknown; en: unknown }>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isPair(value)) {
    out.set(at, value);
    return;
  }
  if (Array.isArray(value)) value.forEach((item, i) => pairs(item, `${at}[${i}]`, seen, out));
  else if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype)
    for (const [key, item] of Object.entries(value)) pairs(item, `${at}.${key}`, seen, out);
}

const TABLES = new Map<string, { es: unknown; en: unknown }>();
const seen = new Set<unknown>();
for (const [file, exports] of Object.entries(MODULES))
  for (const [name, value] of Object.entries(exports)) pairs(value, `${file.replace(/^\.\.\//, '')} ${name}`, seen, TABLES);

describe('texts: every { es, en } table', () => {
  it('finds the tables of every layer (runtime, widgets, site, desk, mails)', () => {
    const found = new Set(TABLES.values());
    // The site's modules are reached through the glob only: they are React, the other configs are Preact.
    const faq = MODULES['../host/app/sections/faq.tsx']?.FAQ_TEXTS;
    for (const table of [countdownMessages, leadFormMessages, pricingMessages, pricingDetailsMessages, faq, DESK, BROCHURE])
      expect(found).toContain(table);
    expect(TABLES.size).toBeGreaterThan(50);
  });

  it('walks every module of src/ and widgets/ that declares a table (`satisfies Texts`)', () => {
    const declaring = Object.keys(SOURCES).filter((file) => /\bsatisfies Texts?\b/.test(SOURCES[file]!));
    expect(declaring).toContain('../widgets/social-proof/social-proof.texts.ts');
    expect(declaring.filter((file) => !(file in MODULES))).toEqual([]);
  });

  it('has the same keys, deeply, and the same {name} placeholders in both languages', () => {
    const found = [...TABLES].flatMap(([at, { es, en }]) => differences(es, en).map((d) => `${at}${d}`));
    expect(found).toEqual([]);
  });

  it('writes texts as templates, never as functions of their values', () => {
    const found = [...TABLES].flatMap(([at, pair]) => functionTexts(pair).map((where) => `${at}${where}`));
    expect(found).toEqual([]);
  });

  it('catches a key in one language only, a different placeholder and a missing list item', () => {
    expect(differences({ a: 'x', b: { c: 'y' } }, { a: 'x', b: {} })).toEqual(['.b.c: in es only']);
    expect(differences({ a: 'Hola {name}' }, { a: 'Hi {nmae}' })).toEqual(['.a: placeholders {name} in es, {nmae} in en']);
    expect(differences(['a', 'b'], ['a'])).toEqual([': 2 items in es, 1 in en']);
    expect(differences({ a: 'x' }, { a: { one: 'x' } })).toEqual(['.a: string in es, object in en']);
    expect(functionTexts({ es: { a: 'x', b: { c: (n: number) => `${n}` } }, en: { a: 'x', d: [() => 'y'] } })).toEqual([
      '.es.b.c',
      '.en.d[0]',
    ]);
  });
});
