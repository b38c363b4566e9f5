/**
 * Typed attribute specs: each widget declares its attributes once, as data. The runtime derives
 * the kebab-case attribute, the camelCase property, parsing, defaults and the error message
 * from that one declaration (and the manifest generator reads the same declaration).
 */

/** One attribute kind: how to read the attribute text (or a property value) into a typed value. */
export interface PropSpec<T> {
  readonly kind: 'string' | 'number' | 'boolean' | 'date' | 'enum';
  readonly defaultValue: T;
  /** The expected form, in words, for error messages. */
  readonly expected: string;
  /** Parses attribute text or a property value; `undefined` means invalid. */
  parse(value: unknown): T | undefined;
  readonly values?: readonly string[];
}

/** A widget's attribute table: property name → spec. */
export type PropSpecs = Record<string, PropSpec<unknown>>;

/** The typed values of a spec table. */
export type PropValues<S extends PropSpecs> = { [K in keyof S]: S[K] extends PropSpec<infer T> ? T : never };

/** `endAt` → `end-at`. */
export const toAttributeName = (property: string): string => property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** A free-text attribute. */
export function string(defaultValue = ''): PropSpec<string> {
  return {
    kind: 'string',
    defaultValue,
    expected: 'text',
    parse: (v) => (v == null ? defaultValue : String(v)),
  };
}

/** A finite number attribute, optionally bounded. */
export function number(defaultValue: number, min = -Infinity, max = Infinity): PropSpec<number> {
  return {
    kind: 'number',
    defaultValue,
    expected: `a number${min > -Infinity ? ` from ${min}` : ''}${max < Infinity ? ` to ${max}` : ''}`,
    parse(v) {
      if (v == null || v === '') return defaultValue;
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    },
  };
}

/** A presence attribute: present means true, absent means false (booleans default to false). */
export function boolean(): PropSpec<boolean> {
  return {
    kind: 'boolean',
    defaultValue: false,
    expected: 'present or absent',
    // An attribute's text is never checked: `hide-day=""` and `hide-day="hide-day"` both mean true.
    parse: (v) => (typeof v === 'string' ? true : Boolean(v)),
  };
}

/** ISO 8601 date-time that states its offset (or Z), or whole epoch milliseconds. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const EPOCH_MS = /^\d{12,16}$/;
/**
 * Epoch milliseconds before this (March 1973) are refused: such a number is nearly always Unix
 * seconds pasted by mistake (1767225599), which read as milliseconds is January 1970 and would end
 * the countdown at once without a word.
 */
const EARLIEST_EPOCH_MS = 1e11;

/**
 * Parses an instant; a local time without offset is refused, since it would differ per visitor, and
 * so is an epoch number too small to be milliseconds (seconds by mistake). A Date is taken as it is.
 */
export function parseInstant(v: unknown): number | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.getTime();
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) >= EARLIEST_EPOCH_MS ? Math.trunc(v) : undefined;
  if (typeof v !== 'string') return undefined;
  const text = v.trim();
  if (EPOCH_MS.test(text)) return Number(text);
  if (!ISO_WITH_OFFSET.test(text)) return undefined;
  const ms = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? undefined : ms;
}

/** An instant attribute held as epoch ms, or null when absent. */
export function date(): PropSpec<number | null> {
  return {
    kind: 'date',
    defaultValue: null,
    expected: 'an ISO 8601 date-time with offset (e.g. 2026-12-31T23:59:59-05:00) or epoch milliseconds (not seconds)',
    parse: (v) => (v == null || v === '' ? null : parseInstant(v)),
  };
}

/** One of a fixed list of words. */
export function oneOf<const V extends string>(values: readonly V[], defaultValue: V): PropSpec<V> {
  return {
    kind: 'enum',
    defaultValue,
    values,
    expected: `one of ${values.map((x) => `"${x}"`).join(', ')}`,
    parse(v) {
      if (v == null || v === '') return defaultValue;
      const word = String(v).trim().toLowerCase();
      return (values as readonly string[]).includes(word) ? (word as V) : undefined;
    },
  };
}
