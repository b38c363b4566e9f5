// @ts-check
import tseslint from 'typescript-eslint';
import embudo from './scripts/eslint/layers.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', '.bench/', 'coverage/', '.tmp/', 'tests/fixtures/vendor/'] },
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
    // The widgets' minifier assumes getters are pure (rollup.config.ts, pure_getters) and drops a
    // read whose value goes nowhere; a signal read only to subscribe (`void s.value;`) would vanish
    // from the build and the effect would never re-run. Use the value instead.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ExpressionStatement > MemberExpression[property.name="value"]', 'UnaryExpression[operator="void"] > MemberExpression[property.name="value"]', 'SequenceExpression > MemberExpression[property.name="value"]'].map((selector) => ({
          selector,
          message: 'A `.value` read whose value is unused is removed by the minifier (pure_getters): use the value, e.g. pass it on.',
        })),
      ],
    },
  },
  {
    // The site is rendered on the server and hydrated: React 19 does not attach a custom element's
    // `on<event>` prop when it hydrates (react#35446), only on a later re-render. Listen through a ref.
    files: ['host/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^onembudo-/]',
          message: 'React 19 does not attach custom element events when it hydrates (react#35446): use lib/use-element-event.ts.',
        },
      ],
    },
  },
  {
    // Tests may use non-null assertions and loose typing freely.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
