import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Classic `h` JSX, as in the build: no jsx-runtime module in the widgets' bytes.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  define: { __EMBUDO_VERSION__: JSON.stringify('0.0.0-test'), __DEV__: 'true' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    // Property tests and server starts take 1–2 s here; a busy 2-core CI machine can take several times that.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
