import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIN_ADMIN_TOKEN_BITS, tokenEntropyBits } from './token-entropy';

describe('tokenEntropyBits', () => {
  it('counts a random token at about its length times the bits of its alphabet', () => {
    // 64 random base64 characters carry 384 bits; chance patterns take off a little, never most.
    const random = randomBytes(48).toString('base64');
    expect(tokenEntropyBits(random)).toBeGreaterThan(300);
    expect(tokenEntropyBits('9f2c41d07be8a356')).toBeCloseTo(64, 0);
  });

  it('always accepts what `openssl rand -base64 32` prints', () => {
    for (let i = 0; i < 2000; i++)
      expect(tokenEntropyBits(randomBytes(32).toString('base64'))).toBeGreaterThanOrEqual(MIN_ADMIN_TOKEN_BITS);
  });

  it('prices a run or a sequence as one decision', () => {
    expect(tokenEntropyBits('a'.repeat(16))).toBeLessThan(16);
    expect(tokenEntropyBits('a'.repeat(1000))).toBeLessThan(30);
    expect(tokenEntropyBits('abcdefghijklmnopqrstuvwxyz')).toBeLessThan(40);
    expect(tokenEntropyBits('9876543210')).toBeLessThan(20);
  });

  it('prices a copy of an earlier stretch by where from and how long', () => {
    const once = tokenEntropyBits('Xq7#pL2v');
    expect(tokenEntropyBits('Xq7#pL2vXq7#pL2vXq7#pL2vXq7#pL2v')).toBeLessThan(once + 12);
  });

  it('prices a token made of words as language, not random letters', () => {
    expect(tokenEntropyBits('correct-horse-battery-staple')).toBeLessThan(MIN_ADMIN_TOKEN_BITS);
    expect(tokenEntropyBits('SuperSecretAdminTokenForEmbudo!')).toBeLessThan(MIN_ADMIN_TOKEN_BITS);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(tokenEntropyBits('ñ'.repeat(40))).toBeLessThan(30);
  });
});
