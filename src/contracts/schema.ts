/**
 * A tiny declarative validator for the contracts. A schema is a table of fields and their rules,
 * read by one small interpreter, so the browser and the server check a body against the same
 * table and give the same answer. (A general schema library cost ~3.5 KB gzip of the widgets'
 * 6 KB budget; this file and the tables are a fraction of that.)
 *
 * A rule is plain data, told apart by the property that defines it: `value` (exactly that value),
 * `values` (one of a list), `count` (a whole number), `flag` (a boolean), `fields` (a nested object); anything else is
 * text. Every message reads `<field>: <problem>`, the field being a dot path (`email`,
 * `meta.fillMs`), so a message shown on its own still names its field.
 */

import { CONTROL_CHARACTER, FORBIDDEN_CHARACTER, isWellFormed } from './fields';

/** One problem with one field: `field` is a dot path such as `email` or `meta.fillMs`. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Whether a field may be missing (or `undefined`); a missing required field is "<field>: required".
 * `nullable`: JSON `null` is accepted as is (a value the sender says is not there, e.g. no date yet).
 */
interface Presence {
  readonly optional?: boolean;
  readonly nullable?: boolean;
}

/**
 * A string. Rules are checked in this order and only the first one broken is reported:
 * `also` (accepted as is) → `trim: 'before'` → `required` → `max` → no control character (every
 * text, `oneLine` or not) → well-formed, nothing invisible or direction-changing → `pattern`.
 */
export type TextRule = TextRules & (TextPattern | { readonly pattern?: undefined; readonly expected?: undefined });

/** The rules of a text field besides its pattern. */
export interface TextRules extends Presence {
  /** What a non-string is told it should be, after "expected " (default "text"). */
  readonly typeName?: string;
  /** One exact string accepted as is, besides what the other rules accept (e.g. '' for "no phone"). */
  readonly also?: string;
  /** 'before': trim, then check and keep the trimmed text. 'after': check the text as sent, keep it trimmed. */
  readonly trim?: 'before' | 'after';
  /** The empty string is refused ("required"). */
  readonly required?: boolean;
  /** Longest accepted length, in UTF-16 code units (what `String#length` counts). */
  readonly max?: number;
  /** No C0/C1 control characters or line/paragraph separators: the text is one line. */
  readonly oneLine?: boolean;
}

/** The form a text must match, and how the message describes it. */
export interface TextPattern {
  /** Without the g or y flag: `test` would then carry state from one call to the next. */
  readonly pattern: RegExp;
  /** What the pattern stands for, after "expected ": 'an address like name@example.com'. */
  readonly expected: string;
}

/** A boolean (`true` or `false`); refused as "expected true or false". */
export interface FlagRule extends Presence {
  readonly flag: true;
}

/** Exactly one value (`true`, `'temario'`…); refused as "expected <value as JSON>". */
export interface LiteralRule<V extends string | boolean = string | boolean> extends Presence {
  readonly value: V;
}

/** One of a list of strings. */
export interface OneOfRule<V extends string = string> extends Presence {
  readonly values: readonly V[];
  /** What to say after "expected "; default "one of a, b, c". */
  readonly expected?: string;
}

/** A whole number, 0 or more, of the named unit ("expected whole milliseconds"). */
export interface CountRule extends Presence {
  readonly count: string;
}

/** A nested JSON object (not an array) with its own field table; unknown keys are dropped. */
export interface ObjectRule<F extends Fields = Fields> extends Presence {
  readonly fields: F;
}

/** Any rule. */
export type Rule = TextRule | LiteralRule | OneOfRule | CountRule | ObjectRule | FlagRule;

/** A field table: checked, and written to the output, in key order. */
export type Fields = { readonly [key: string]: Rule };

/** The outcome of a check: the output, or the issues (at least one). */
export type Check<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/**
 * A body whose fields depend on one discriminating field (`kind`): one field table per value.
 * A missing or unknown discriminator is the only issue reported, as it decides the other fields.
 */
export interface VariantSchema<K extends string = string, V extends Record<string, Fields> = Record<string, Fields>> {
  readonly key: K;
  readonly variants: V;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

/** The TypeScript type of the values a rule accepts. */
export type InferRule<R> = R extends { value: infer V extends string | boolean }
  ? V
  : R extends { values: readonly (infer V)[] }
    ? V
    : R extends { count: string }
      ? number
      : R extends { flag: true }
        ? boolean
        : R extends { fields: infer F extends Fields }
          ? InferFields<F>
          : string;

/** A rule's type, with `null` when the rule accepts it. */
type InferPresent<R> = R extends { nullable: true } ? InferRule<R> | null : InferRule<R>;

/** The TypeScript type of an object that passed a field table. */
export type InferFields<F extends Fields> = Simplify<
  { -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: InferPresent<F[K]> } & {
    -readonly [K in OptionalKeys<F>]?: InferPresent<F[K]> | undefined;
  }
>;

/** The TypeScript type of a body that passed a variant schema: one object type per variant. */
export type InferVariant<S extends VariantSchema> = {
  [V in keyof S['variants'] & string]: Simplify<{ -readonly [K in S['key']]: V } & InferFields<S['variants'][V]>>;
}[keyof S['variants'] & string];

const REQUIRED = 'required';

// Arrays are objects to `typeof`, but a JSON array is not the object a body or `meta` must be.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value == 'object' && value !== null && !Array.isArray(value);

/** Checks one value: returns the output value, or records the first rule it breaks and returns undefined. */
function checkValue(rule: Rule, value: unknown, field: string, issues: FieldIssue[]): unknown {
  const fail = (expected: string): undefined =>
    void issues.push({ field, message: `${field}: ${expected == REQUIRED ? expected : `expected ${expected}`}` });
  if (value === undefined) return rule.optional ? value : fail(REQUIRED);
  if (value === null && rule.nullable) return value;
  if ('value' in rule) return value === rule.value ? value : fail(JSON.stringify(rule.value));
  if ('values' in rule)
    return (rule.values as readonly unknown[]).includes(value) ? value : fail(rule.expected ?? `one of ${rule.values.join(', ')}`);
  if ('flag' in rule) return typeof value == 'boolean' ? value : fail('true or false');
  if ('count' in rule) {
    if (typeof value != 'number' || value !== value) return fail('a number');
    return !Number.isInteger(value) ? fail(`whole ${rule.count}`) : value < 0 ? fail('0 or more') : value;
  }
  if ('fields' in rule) return isObject(value) ? checkFields(rule.fields, value, `${field}.`, issues) : fail('an object');
  if (typeof value != 'string') return fail(rule.typeName ?? 'text');
  if (value === rule.also) return value;
  const text = rule.trim == 'before' ? value.trim() : value;
  if (rule.required && !text) return fail(REQUIRED);
  if (text.length > (rule.max ?? Infinity)) return fail(`at most ${rule.max} characters`);
  // Every string, one-line or not: no control character, no lone surrogate, nothing invisible or
  // direction-changing (src/contracts/fields), whatever the field.
  if (CONTROL_CHARACTER.test(text)) return fail('one line of text without control characters');
  if (!isWellFormed(text)) return fail('well-formed Unicode text');
  if (FORBIDDEN_CHARACTER.test(text)) return fail('text without invisible or direction-changing characters');
  // Trimmed before the form is checked: 'after' keeps its edges for the checks above only.
  if (rule.pattern && !rule.pattern.test(text.trim())) return fail(rule.expected);
  return rule.trim ? text.trim() : text;
}

/** Checks every field of the table (all of them, not stopping at the first bad one); returns the output object. */
function checkFields(fields: Fields, input: Record<string, unknown>, prefix: string, issues: FieldIssue[]): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const key in fields) {
    const value = checkValue(fields[key] as Rule, input[key], prefix + key, issues);
    if (value !== undefined) output[key] = value;
  }
  return output;
}

/**
 * Checks an untrusted value against a variant schema; never throws. Issues come one per field, in
 * schema order; a body that is not an object is field '(body)'. The output drops unknown keys.
 */
export function checkVariant<S extends VariantSchema>(schema: S, input: unknown): Check<InferVariant<S>> {
  const { key, variants } = schema;
  const names = Object.keys(variants);
  if (!isObject(input)) return { ok: false, issues: [{ field: '(body)', message: 'expected a JSON object' }] };
  const tag = input[key];
  if (!names.includes(tag as string)) {
    return {
      ok: false,
      issues: [{ field: key, message: `${key}: ${tag === undefined ? REQUIRED : `expected "${names.join('" or "')}"`}` }],
    };
  }
  const issues: FieldIssue[] = [];
  const value = { [key]: tag, ...checkFields(variants[tag as string] as Fields, input, '', issues) };
  return issues.length ? { ok: false, issues } : { ok: true, value: value as InferVariant<S> };
}
