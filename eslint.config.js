// @ts-check
import tseslint from 'typescript-eslint';
import embudo from './scripts/eslint/layers.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', '.bench/', 'coverage/', '.tmp/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { embudo },
    rules: {
      'embudo/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^(_.*|h|Fragment)$', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-globals': ['error', { name: 'name', message: 'Use a local variable; window.name is rarely what you mean.' }],
    },
  },
  {
    // Tests may use non-null assertions and loose typing freely.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
