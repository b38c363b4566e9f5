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
    const reason = (error as Error).message;
    const position = /position (\d+)/.exec(reason)?.[1];
    const where = position === undefined ? '' : (({ line, column }) => ` at line ${line}, column ${column}`)(lineColumn(source, Number(position)));
    throw fail(`is not valid JSON${where}: ${reason}`, error);
  }
}
