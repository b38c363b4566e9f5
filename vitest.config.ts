import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const shared = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/unit/setup.ts'],
  // Property tests and server starts take 1–2 s here; a busy 2-core CI machine can take several times that.
  testTimeout: 15_000,
  restoreMocks: true,
  unstubGlobals: true,
};

export default defineConfig({
  define: { __EMBUDO_VERSION__: JSON.stringify('0.0.0-test'), __DEV__: 'true' },
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's 2 cores, with
    // a core idle while it waits on a child process, a PostgreSQL cluster or a server. Two files at
    // a time keep both busy: the run took 54 % of the time (docs/performance.md#the-suite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Classic `h` JSX, as in the build: no jsx-runtime module in the widgets' bytes.
        oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
        test: {
          ...shared,
          name: 'runtime',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'host/server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['scripts/texts.test.ts'],
        },
      },
      {
        extends: true,
        // The site is React 19 (automatic JSX runtime). The texts test imports the site's modules too.
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: { ...shared, name: 'site', include: ['host/app/**/*.test.{ts,tsx}', 'scripts/texts.test.ts'] },
      },
    ],
  },
});
