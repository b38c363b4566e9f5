/**
 * The scholarship code each application gets: 8 characters of Crockford's base32 (digits and
 * capitals without I, L, O, U, so nobody misreads or mistypes one), 40 bits from the crypto random
 * source. Unguessable enough that a code cannot be found by trying, short enough to type.
 */
import { randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Length of a scholarship code. */
export const SCHOLARSHIP_CODE_LENGTH = 8;

/** A well-formed code (what the store and the mails carry). */
export const SCHOLARSHIP_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** A new random code: 5 random bytes are exactly 8 base32 digits. */
export function newScholarshipCode(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = SCHOLARSHIP_CODE_LENGTH - 1; i >= 0; i--) code += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}
