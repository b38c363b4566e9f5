// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFile, isHashedName, safeSegments } from './static';
import { createFixture, type Fixture } from '../../tests/support/test-fixtures';

describe('safeSegments', () => {
  it('decodes each segment once', () => {
    expect(safeSegments('chunks/runtime-AbCdEf12.js')).toEqual(['chunks', 'runtime-AbCdEf12.js']);
    expect(safeSegments('a%20b.html')).toEqual(['a b.html']);
    expect(safeSegments('%252e%252e')).toEqual(['%2e%2e']);
    expect(safeSegments('')).toEqual([]);
  });

  it.each(['..', '../package.json', 'a/../../b', '%2e%2e/x', '..%2fx', 'a%2fb', 'a%5cb', '..\\x', '%00', '.env', 'a//b', '%E0%A4%A'])(
    'refuses %j',
    (path) => {
      expect(safeSegments(path)).toBeNull();
    },
  );
});

describe('findFile', () => {
  let fixture: Fixture;
  beforeAll(() => {
    fixture = createFixture();
  });
  afterAll(() => fixture.remove());

  it('finds a regular file and refuses directories and escapes', async () => {
    const widgets = `${fixture.distDir}/widgets`;
    expect(await findFile(widgets, 'countdown.js')).toMatchObject({ size: expect.any(Number) });
    expect(await findFile(widgets, 'chunks')).toBeNull();
    expect(await findFile(widgets, '')).toBeNull();
    expect(await findFile(widgets, '../secret.txt')).toBeNull();
    expect(await findFile(widgets, '..%2fsecret.txt')).toBeNull();
    expect(await findFile(widgets, 'missing.js')).toBeNull();
  });
});

describe('isHashedName', () => {
  it.each([
    ['runtime-AbCdEf12.js', true],
    ['runtime-Bx3k9_aZ.mjs', true],
    ['app-a1b2c3d4e5.css', true],
    ['countdown.js', false],
    ['runtime-short.js', false],
    ['manifest.json', false],
  ])('%s → %s', (name, hashed) => {
    expect(isHashedName(name)).toBe(hashed);
  });
});
