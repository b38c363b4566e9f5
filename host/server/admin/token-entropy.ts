/**
 * How hard EMBUDO_ADMIN_TOKEN is to guess, in bits: an estimate of what it takes to describe the
 * token to someone who knows how people make tokens. The admin token is the only lock on every
 * lead's email and phone, so the server refuses one under MIN_ADMIN_TOKEN_BITS.
 *
 * The estimate walks the token left to right and adds, for each character:
 * - its share of the alphabet: log2 of the pool the token draws from (lowercase 26, uppercase 26,
 *   digits 10, base64's symbols 4 or all ASCII punctuation 33, anything else 100; a token of hex
 *   digits only draws from 16);
 * - only 1 bit when it takes the same step as the two before it (the third `a` of `aaa`, the `c`
 *   of `abc`, the `7` of `987`): a run or a sequence is one decision, not one per character;
 * - a few bits for a whole stretch of 3+ characters that copies an earlier part (`passwordpassword`,
 *   `abcabcabc`): the cost of saying "where from and how long", about 2 × log2(length);
 * - 2.5 bits per letter of a word-like run (4+ letters with vowels, `Admin`, `secret`) when such
 *   runs make up half the token or more: about what a letter of an English or Spanish word carries.
 * Random tokens keep nearly their full count: 44 base64 characters from `openssl rand -base64 32`
 * ≈ 265 bits, 22 of them ≈ 130; 32 hex digits are 128 bits and, with the odd chance pattern, about
 * one in three falls short (so hex tokens want 33+ digits: `openssl rand -hex 24`). Tokens made by
 * hand lose what made them easy to make: `aaaaaaaaaaaaaaaa` ≈ 11 bits, `passwordpasswordpassword` ≈ 29.
 */

/** Fewest estimated bits an admin token may have: out of reach of any guessing, online or off. */
export const MIN_ADMIN_TOKEN_BITS = 128;

/** How to make a token the server accepts (said in every refusal). */
export const MAKE_TOKEN_COMMAND = 'openssl rand -base64 32';

/** Bits of a letter inside a word: written language is far from random letters. */
const WORD_LETTER_BITS = 2.5;
/** Bits of a character that continues the step of the two before it. */
const STEP_BITS = 1;
/** Largest step between neighbours that counts as a sequence (0 = a repeat). */
const MAX_STEP = 1;
/** Shortest earlier stretch worth counting as a copy. */
const MIN_COPY = 3;

function poolSize(chars: readonly string[]): number {
  if (chars.length > 0 && chars.every((ch) => /[0-9a-f]/.test(ch))) return 16;
  if (chars.length > 0 && chars.every((ch) => /[0-9A-F]/.test(ch))) return 16;
  let pool = 0;
  if (chars.some((ch) => /[a-z]/.test(ch))) pool += 26;
  if (chars.some((ch) => /[A-Z]/.test(ch))) pool += 26;
  if (chars.some((ch) => /[0-9]/.test(ch))) pool += 10;
  const symbols = chars.filter((ch) => /[!-/:-@[-`{-~]/.test(ch));
  // Base64's few symbols (`+/=`, URL-safe `-_`) add little: only other punctuation widens the pool to all 33.
  if (symbols.length) pool += symbols.every((ch) => '+/=-_'.includes(ch)) ? 4 : 33;
  if (chars.some((ch) => ch > '~')) pool += 100;
  return Math.max(pool, 2);
}

/**
 * Marks the letters of word-like runs: 4+ letters (lowercase, or one capital then lowercase, or all
 * capitals), a vowel (y counts) for every 4 letters and never 5 consonants in a row. Random
 * base64 has such a run now and then; hand-made tokens are mostly made of them.
 */
function wordLetters(chars: readonly string[]): boolean[] {
  const marks = chars.map(() => false);
  const text = chars.join('');
  for (const match of text.matchAll(/[A-Z][a-z]{3,}|[a-z]{4,}|[A-Z]{4,}/g)) {
    const word = match[0].toLowerCase();
    const vowels = word.match(/[aeiouy]/g)?.length ?? 0;
    if (vowels * 4 < word.length || /[^aeiouy]{5}/.test(word)) continue;
    // Positions in code points: matchAll's index counts UTF-16 units, equal here only for ASCII.
    const start = [...text.slice(0, match.index)].length;
    for (let i = start; i < start + word.length; i++) marks[i] = true;
  }
  // A random token has a word-like run now and then; only a token mostly made of them is a phrase.
  return marks.filter(Boolean).length * 2 >= chars.length ? marks : marks.map(() => false);
}

/** Length of the longest earlier stretch (it may overlap, as `aaaa` copies itself) that `chars` repeats at `at`. */
function longestCopy(chars: readonly string[], at: number): number {
  let best = 0;
  for (let from = 0; from < at; from++) {
    let length = 0;
    while (at + length < chars.length && chars[from + length] === chars[at + length]) length++;
    best = Math.max(best, length);
  }
  return best;
}

/** The estimated bits of a token (see the top of this file for how). */
export function tokenEntropyBits(token: string): number {
  const chars = [...token];
  const perChar = Math.log2(poolSize(chars));
  const inWord = wordLetters(chars);
  const copyBits = 2 * Math.log2(Math.max(chars.length, 2));
  const code = (i: number) => chars[i]!.codePointAt(0)!;
  let bits = 0;
  for (let i = 0; i < chars.length;) {
    const copy = longestCopy(chars, i);
    if (copy >= MIN_COPY) {
      bits += copyBits;
      i += copy;
      continue;
    }
    const step = i >= 2 && code(i) - code(i - 1) === code(i - 1) - code(i - 2) && Math.abs(code(i) - code(i - 1)) <= MAX_STEP;
    bits += step ? STEP_BITS : inWord[i] ? Math.min(WORD_LETTER_BITS, perChar) : perChar;
    i++;
  }
  return bits;
}
