/**
 * Reading the JSON files the business edits (content/pricing.json, content/testimonials.json):
 * one place that reads, drops an editor's byte-order mark, and turns a JSON syntax error into a
 * message with the line and column, so each loader only says what its file is for.
 */
import { readFileSync } from 'node:fs';

/** 1-based line and column of a character offset. */
export function lineColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** A content file's text and parsed value. */
export interface ContentFile {
  source: string;
  value: unknown;
}

/**
 * Reads and parses `file`. Missing: `null` (the loader decides what that means). Unreadable or
 * not JSON: the error `fail(reason, cause)` builds, where `reason` is "cannot be read: …" or
 * "is not valid JSON at line L, column C: …".
 */
export function readContentFile(file: string, fail: (reason: string, cause: unknown) => Error): ContentFile | null {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw fail(`cannot be read: ${(error as Error).message}`, error);
  }
  // A byte-order mark is what some editors add; JSON.parse would call it an unexpected token.
  source = source.replace(/^\uFEFF/, '');
  try {
    return { source, value: JSON.parse(source) as unknown };
  } catch (error) {
    // V8's message has a position for some errors only ("Unexpected end of JSON input", a bare
    // NaN have none): the scanner finds the place and says what is wrong in words.
    const found = jsonSyntaxError(source) ?? { offset: 0, problem: (error as Error).message };
    const { line, column } = lineColumn(source, found.offset);
    throw fail(`is not valid JSON at line ${line}, column ${column}: ${found.problem}`, error);
  }
}

/** Where a JSON text first breaks the grammar, and why in words; null when it is valid JSON. */
export function jsonSyntaxError(source: string): { offset: number; problem: string } | null {
  let i = 0;
  class Stop {
    constructor(
      readonly offset: number,
      readonly problem: string,
    ) {}
  }
  const stop = (problem: string, at = i): never => {
    throw new Stop(at, problem);
  };
  const space = () => {
    while (i < source.length && ' \t\n\r'.includes(source[i]!)) i++;
  };
  const describe = (at: number): string => {
    if (at >= source.length)
      return source.trim() === '' ? 'the file is empty; expected a JSON object' : 'the file ends in the middle of a value (cut short?)';
    const word = /^[A-Za-z_$][\w$]*/.exec(source.slice(at))?.[0];
    if (word === 'NaN' || word === 'Infinity') return `${word} is not a JSON number; write a number`;
    if (word) return `unexpected word "${word}": text needs double quotes ("${word}"), and true, false and null are lower case`;
    if (source[at] === "'") return 'single quotes: JSON strings and keys need double quotes';
    return `unexpected ${JSON.stringify(source[at])}`;
  };
  const string = () => {
    if (source[i] !== '"')
      stop(source[i] === "'" ? describe(i) : `expected a key in double quotes, found ${describe(i).replace(/^unexpected /, '')}`);
    const start = i++;
    for (;;) {
      if (i >= source.length) stop('a string is not closed (a missing ")', start);
      const ch = source[i]!;
      if (ch === '"') break;
      if (ch < ' ') stop('a line break or control character inside a string (write \\n, or close the string)');
      if (ch === '\\') {
        const next = source[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) stop('\\u must be followed by four hex digits');
          i += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) stop(`unknown escape \\${next ?? ''}`);
        i += 2;
        continue;
      }
      i++;
    }
    i++;
  };
  const value = (): void => {
    space();
    const ch = source[i];
    if (ch === '{') {
      i++;
      space();
      if (source[i] === '}') return void i++;
      for (;;) {
        space();
        string();
        space();
        if (source[i] !== ':') stop(`expected ":" after the key, found ${describe(i).replace(/^unexpected /, '')}`);
        i++;
        value();
        space();
        if (source[i] === ',') {
          i++;
          space();
          if (source[i] === '}') stop('a comma before "}" (JSON allows no trailing comma)');
          continue;
        }
        if (source[i] === '}') return void i++;
        stop(
          i >= source.length
            ? describe(i)
            : `expected "," or "}" after a value, found ${describe(i).replace(/^unexpected /, '')} (a missing comma?)`,
        );
      }
    }
    if (ch === '[') {
      i++;
      space();
      if (source[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (source[i] === ',') {
          i++;
          space();
          if (source[i] === ']') stop('a comma before "]" (JSON allows no trailing comma)');
          continue;
        }
        if (source[i] === ']') return void i++;
        stop(
          i >= source.length
            ? describe(i)
            : `expected "," or "]" after a value, found ${describe(i).replace(/^unexpected /, '')} (a missing comma?)`,
        );
      }
    }
    if (ch === '"') return string();
    const literal = /^(?:true|false|null)(?![\w$])/.exec(source.slice(i, i + 6))?.[0];
    if (literal) return void (i += literal.length);
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(source.slice(i, i + 400))?.[0];
    if (number && !/^[\w.$]/.test(source[i + number.length] ?? '')) return void (i += number.length);
    stop(describe(i));
  };
  try {
    value();
    space();
    if (i < source.length) stop(`unexpected ${JSON.stringify(source[i])} after the end of the document`);
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, problem: error.problem };
    throw error;
  }
}
