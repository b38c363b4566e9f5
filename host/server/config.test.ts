// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parsePort, readConfig } from './config';

describe('parsePort', () => {
  it.each([
    [undefined, 4173],
    ['', 4173],
    ['0', 0],
    ['8080', 8080],
    [' 3000 ', 3000],
    ['65535', 65535],
  ])('%j → %d', (value, port) => {
    expect(parsePort(value)).toBe(port);
  });

  it.each(['65536', '-1', '80.5', 'abc', '1e3', '0x50'])('refuses %j with a clear message', (value) => {
    expect(() => parsePort(value)).toThrow(ConfigError);
    expect(() => parsePort(value)).toThrow(/Invalid PORT .* 0 to 65535/);
  });
});

describe('readConfig', () => {
  it('defaults to 127.0.0.1:4173 and the working directory', () => {
    expect(readConfig({}, '/srv/embudo')).toEqual({
      host: '127.0.0.1',
      port: 4173,
      distDir: path.join('/srv/embudo', 'dist'),
      examplesDir: path.join('/srv/embudo', 'examples'),
    });
  });

  it('honours HOST, PORT and EMBUDO_ROOT', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080', EMBUDO_ROOT: '/opt/e' }, '/srv')).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      distDir: path.join('/opt/e', 'dist'),
    });
  });
});
