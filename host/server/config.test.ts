// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseAdminToken, parsePort, readConfig, readLeadSettings, resolveDbPath } from './config';

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
      dbPath: path.join('/srv/embudo', 'data', 'embudo.db'),
      store: {
        dbPath: path.join('/srv/embudo', 'data', 'embudo.db'),
        databaseUrl: undefined,
        pool: { poolSize: 10, poolWaitMs: 2000, statementTimeoutMs: 5000 },
      },
      leads: {
        allowedOrigins: { any: false, origins: new Set() },
        adminToken: undefined,
        trustProxy: 0,
        rateLimit: { limit: 60, windowMs: 60_000 },
        adminSessionMs: 8 * 3_600_000,
      },
      mail: null,
      followUp: { webhook: null, meta: null, tiktok: null },
      sourceMaps: 'private',
    });
  });

  it('EMBUDO_SOURCE_MAPS: private unless "public"; any other value is refused naming the variable', () => {
    expect(readConfig({ EMBUDO_SOURCE_MAPS: ' Public ' }, '/srv').sourceMaps).toBe('public');
    expect(readConfig({ EMBUDO_SOURCE_MAPS: 'private' }, '/srv').sourceMaps).toBe('private');
    expect(readConfig({ EMBUDO_SOURCE_MAPS: '' }, '/srv').sourceMaps).toBe('private');
    expect(() => readConfig({ EMBUDO_SOURCE_MAPS: 'yes' }, '/srv')).toThrow(/^Invalid EMBUDO_SOURCE_MAPS "yes": expected "public"/);
  });

  it('EMBUDO_SMTP_URL and EMBUDO_MAIL_FROM turn mail on together; a bad or lone one is refused naming the variable', () => {
    const site = { EMBUDO_SITE_URL: 'https://www.example.com/' };
    expect(
      readConfig(
        { ...site, EMBUDO_SMTP_URL: ' smtps://user:secret@smtp.example.com:465 ', EMBUDO_MAIL_FROM: 'Embudo Bootcamp <hola@example.com>' },
        '/srv',
      ).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'Embudo Bootcamp <hola@example.com>',
      fromAddress: 'hola@example.com',
      siteOrigin: 'https://www.example.com',
    });
    expect(
      readConfig({ ...site, EMBUDO_SMTP_URL: 'smtp://127.0.0.1:2525', EMBUDO_MAIL_FROM: 'hola@example.com' }, '/srv').mail,
    ).toMatchObject({ fromAddress: 'hola@example.com' });
    // Links in mails never come from a request's Host header: the public address must be set.
    expect(() => readConfig({ EMBUDO_SMTP_URL: 'smtp://127.0.0.1:2525', EMBUDO_MAIL_FROM: 'hola@example.com' }, '/srv')).toThrow(
      /Mail needs EMBUDO_SITE_URL/,
    );
    expect(() =>
      readConfig(
        { EMBUDO_SITE_URL: 'www.example.com', EMBUDO_SMTP_URL: 'smtp://127.0.0.1:2525', EMBUDO_MAIL_FROM: 'hola@example.com' },
        '/srv',
      ),
    ).toThrow(/"www.example.com" is not an http\(s\) address/);
    expect(() => readConfig({ EMBUDO_SMTP_URL: 'smtp://127.0.0.1:2525' }, '/srv')).toThrow(
      /EMBUDO_SMTP_URL is set but EMBUDO_MAIL_FROM is not/,
    );
    expect(() => readConfig({ EMBUDO_MAIL_FROM: 'hola@example.com' }, '/srv')).toThrow(
      /EMBUDO_MAIL_FROM is set but EMBUDO_SMTP_URL is not/,
    );
    expect(() =>
      readConfig({ ...site, EMBUDO_SMTP_URL: 'https://smtp.example.com', EMBUDO_MAIL_FROM: 'hola@example.com' }, '/srv'),
    ).toThrow(/Invalid EMBUDO_SMTP_URL: the scheme is "https"/);
    expect(() => readConfig({ ...site, EMBUDO_SMTP_URL: 'smtp.example.com:465', EMBUDO_MAIL_FROM: 'hola@example.com' }, '/srv')).toThrow(
      ConfigError,
    );
    expect(() =>
      readConfig({ ...site, EMBUDO_SMTP_URL: 'smtp://:pw@smtp.example.com', EMBUDO_MAIL_FROM: 'hola@example.com' }, '/srv'),
    ).toThrow(/a password without a user/);
    expect(() => readConfig({ ...site, EMBUDO_SMTP_URL: 'smtp://smtp.example.com', EMBUDO_MAIL_FROM: 'hola' }, '/srv')).toThrow(
      /Invalid EMBUDO_MAIL_FROM "hola"/,
    );
    expect(() =>
      readConfig({ ...site, EMBUDO_SMTP_URL: 'smtp://smtp.example.com', EMBUDO_MAIL_FROM: 'Eve <a@b.example>\nBcc: x@y.example' }, '/srv'),
    ).toThrow(/EMBUDO_MAIL_FROM/);
  });

  it('EMBUDO_DATABASE_URL picks PostgreSQL, with the pool settings; bad values are refused naming the variable', () => {
    expect(
      readConfig(
        {
          EMBUDO_DATABASE_URL: ' postgres://u:p@db:5432/embudo ',
          EMBUDO_DB_POOL: '20',
          EMBUDO_DB_POOL_WAIT_MS: '500',
          EMBUDO_DB_STATEMENT_TIMEOUT_MS: '3000',
        },
        '/srv/embudo',
      ).store,
    ).toEqual({
      dbPath: path.join('/srv/embudo', 'data', 'embudo.db'),
      databaseUrl: 'postgres://u:p@db:5432/embudo',
      pool: { poolSize: 20, poolWaitMs: 500, statementTimeoutMs: 3000 },
    });
    expect(() => readConfig({ EMBUDO_DATABASE_URL: 'mysql://db/embudo' }, '/srv')).toThrow(/EMBUDO_DATABASE_URL: expected postgres:\/\//);
    expect(() => readConfig({ EMBUDO_DB_POOL: '0' }, '/srv')).toThrow(ConfigError);
    expect(() => readConfig({ EMBUDO_DB_POOL_WAIT_MS: 'soon' }, '/srv')).toThrow(/Invalid EMBUDO_DB_POOL_WAIT_MS "soon"/);
  });

  it('honours HOST, PORT and EMBUDO_ROOT', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080', EMBUDO_ROOT: '/opt/e' }, '/srv')).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      distDir: path.join('/opt/e', 'dist'),
    });
  });
});

describe('resolveDbPath', () => {
  it('defaults to data/embudo.db under the root', () => {
    expect(resolveDbPath({}, '/srv/e')).toBe(path.join('/srv/e', 'data', 'embudo.db'));
    expect(resolveDbPath({ EMBUDO_ROOT: '/opt/e' }, '/srv')).toBe(path.join('/opt/e', 'data', 'embudo.db'));
  });

  it('resolves EMBUDO_DB against the root, keeps absolute paths and :memory:', () => {
    expect(resolveDbPath({ EMBUDO_DB: 'var/leads.db' }, '/srv/e')).toBe(path.join('/srv/e', 'var', 'leads.db'));
    expect(resolveDbPath({ EMBUDO_DB: '/tmp/x.db' }, '/srv/e')).toBe('/tmp/x.db');
    expect(resolveDbPath({ EMBUDO_DB: ':memory:' }, '/srv/e')).toBe(':memory:');
    expect(resolveDbPath({ EMBUDO_DB: '  ' }, '/srv/e')).toBe(path.join('/srv/e', 'data', 'embudo.db'));
  });
});

describe('readLeadSettings', () => {
  it('reads every lead variable', () => {
    const settings = readLeadSettings({
      EMBUDO_ALLOWED_ORIGINS: 'https://partner.example, http://localhost:8080/',
      EMBUDO_ADMIN_TOKEN: 'test-S30ALM9dgMBfjfURhmOvSYSyPAtgz43DI_D_s-7JrCY',
      EMBUDO_TRUST_PROXY: 'true',
      EMBUDO_RATE_LIMIT: '10/s',
      EMBUDO_ADMIN_SESSION: '30min',
    });
    expect(settings).toEqual({
      allowedOrigins: { any: false, origins: new Set(['https://partner.example', 'http://localhost:8080']) },
      adminToken: 'test-S30ALM9dgMBfjfURhmOvSYSyPAtgz43DI_D_s-7JrCY',
      trustProxy: 1,
      rateLimit: { limit: 10, windowMs: 1000 },
      adminSessionMs: 1_800_000,
    });
    expect(() => readLeadSettings({ EMBUDO_ADMIN_SESSION: 'forever' })).toThrow(/EMBUDO_ADMIN_SESSION/);
    expect(readLeadSettings({ EMBUDO_ALLOWED_ORIGINS: '*', EMBUDO_RATE_LIMIT: 'off' })).toMatchObject({
      allowedOrigins: { any: true },
      rateLimit: null,
    });
  });

  it.each([
    [{ EMBUDO_ALLOWED_ORIGINS: 'partner.example' }, /EMBUDO_ALLOWED_ORIGINS entry "partner\.example"/],
    [{ EMBUDO_ALLOWED_ORIGINS: 'https://partner.example/landing' }, /no path/],
    [{ EMBUDO_TRUST_PROXY: 'maybe' }, /Invalid EMBUDO_TRUST_PROXY "maybe"/],
    [{ EMBUDO_RATE_LIMIT: 'fast' }, /Invalid EMBUDO_RATE_LIMIT "fast".*60\/min/],
    [{ EMBUDO_ADMIN_TOKEN: 'short' }, /EMBUDO_ADMIN_TOKEN is too weak/],
  ])('refuses %j with a ConfigError naming the variable', (env, message) => {
    expect(() => readLeadSettings(env)).toThrow(ConfigError);
    expect(() => readLeadSettings(env)).toThrow(message);
  });
});

describe('parseAdminToken', () => {
  const RANDOM = 's6ZiBbyD1BpBe9Enkikc/JLb+N6JpcQbhsihoa+bqf4=';

  it('treats blank as unset and trims', () => {
    expect(parseAdminToken(undefined)).toBeUndefined();
    expect(parseAdminToken('   ')).toBeUndefined();
    expect(parseAdminToken(` ${RANDOM} `)).toBe(RANDOM);
  });

  it('refuses inner whitespace', () => {
    expect(() => parseAdminToken('s6ZiBbyD1BpBe9Enkikc JLb+N6JpcQbhsihoa+bqf4')).toThrow(ConfigError);
  });

  it.each([
    ['one repeated character', 'aaaaaaaaaaaaaaaa'],
    ['a long repeated character', 'x'.repeat(200)],
    ['an alphabet run', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'],
    ['a repeated word', 'passwordpasswordpasswordpassword'],
    ['words and a year', 'EmbudoAdminToken2026!EmbudoAdmin'],
    ['the old 16-character floor, hex', '0123456789abcdef0123'],
    ['21 random base64 characters', 'iMD/NMY/QT1Ssw2M7hUWm'],
  ])('refuses %s, naming the variable and how to make a token', (_, token) => {
    expect(() => parseAdminToken(token)).toThrow(ConfigError);
    expect(() => parseAdminToken(token)).toThrow(/EMBUDO_ADMIN_TOKEN is too weak: about \d+ bits.*128.*openssl rand -base64 32/);
  });

  it.each([
    ['openssl rand -base64 32', RANDOM],
    ['the same, URL-safe and unpadded', 'yuFqoUk03AWTIHkYoxZhA2iwKSg3ZCVLaF85S8Bk1MY'],
    ['24 random hex bytes (the advice before)', '9f2c41d07be8a3561e0f7d4b2a98c3e5d16f0ab74c8e2913'],
    ['22 random base64 characters', 'x5D3pqXbdP57UnZyuHy7ix'],
  ])('accepts %s', (_, token) => {
    expect(parseAdminToken(token)).toBe(token);
  });
});
