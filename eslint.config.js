// @ts-check
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint/layers.js';
import knownAttributes from './scripts/eslint/known-attributes.js';

const embudo = { rules: { ...layers.rules, 'known-attributes': knownAttributes } };

// Dates and times are written by one module's named option sets, zones checked by one other: an
// ad-hoc Intl.DateTimeFormat option object is how `dateStyle` met `timeZoneName` (a TypeError in
// the browser that blanked the landing), and every formatter made costs a phone milliseconds.
const DATE_TIME_MODULES = ['src/data/date-time.ts', 'src/contracts/zone-format.ts'];
const DATE_TIME_MESSAGE =
  'Write dates and times with src/data/date-time.ts (formatDateTime, formatDay, formatter and its named option sets; add a set there if none fits); zone checks and wall clocks are in src/contracts/time-zone.ts.';
const DATE_TIME_SYNTAX = [
  'NewExpression[callee.object.name="Intl"][callee.property.name="DateTimeFormat"]',
  'CallExpression[callee.object.name="Intl"][callee.property.name="DateTimeFormat"]',
  'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
].map((selector) => ({ selector, message: DATE_TIME_MESSAGE }));

// The widgets' minifier assumes getters are pure (rollup.config.ts, pure_getters) and drops a
// read whose value goes nowhere; a signal read only to subscribe (`void s.value;`) would vanish
// from the build and the effect would never re-run. Use the value instead.
const PURE_GETTER_SYNTAX = [
  'ExpressionStatement > MemberExpression[property.name="value"]',
  'UnaryExpression[operator="void"] > MemberExpression[property.name="value"]',
  'SequenceExpression > MemberExpression[property.name="value"]',
].map((selector) => ({
  selector,
  message: 'A `.value` read whose value is unused is removed by the minifier (pure_getters): use the value, e.g. pass it on.',
}));

// The site is rendered on the server and hydrated: React 19 does not attach a custom element's
// `on<event>` prop when it hydrates (react#35446), only on a later re-render. Listen through a ref.
const ELEMENT_EVENT_SYNTAX = [
  {
    selector: 'JSXAttribute[name.name=/^onembudo-/]',
    message: 'React 19 does not attach custom element events when it hydrates (react#35446): use lib/use-element-event.ts.',
  },
];

// Each block names every no-restricted-syntax selector its files take: a later block's options
// replace an earlier one's, they do not add up. Test files may use Intl to compute expected values.
const TESTS = ['**/*.test.{ts,tsx}', 'tests/**'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', '.bench/', 'coverage/', '.tmp/', 'tests/fixtures/vendor/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { embudo },
    rules: {
      'embudo/layers': 'error',
      'embudo/known-attributes': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^(_.*|h|Fragment)$', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-globals': ['error', { name: 'name', message: 'Use a local variable; window.name is rarely what you mean.' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // examples/ are plain pages as a partner would write them: they load /widgets/*.js, not our modules.
    ignores: [...TESTS, ...DATE_TIME_MODULES, 'examples/**'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_TIME_SYNTAX] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...PURE_GETTER_SYNTAX, ...DATE_TIME_SYNTAX] },
  },
  {
    files: DATE_TIME_MODULES,
    rules: { 'no-restricted-syntax': ['error', ...PURE_GETTER_SYNTAX] },
  },
  {
    files: ['host/app/**/*.tsx'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...ELEMENT_EVENT_SYNTAX, ...DATE_TIME_SYNTAX] },
  },
  {
    // Tests may use non-null assertions and loose typing freely.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
