// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './known-attributes.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const manifest = path.join(mkdtempSync(path.join(tmpdir(), 'known-attributes-')), 'custom-elements.json');
writeFileSync(
  manifest,
  JSON.stringify({
    modules: [
      {
        declarations: [
          { tagName: 'embudo-countdown', attributes: [{ name: 'hide-year' }, { name: 'lang' }], events: [{ name: 'embudo-time-up' }] },
        ],
      },
    ],
  }),
);
const options = [{ manifest }];
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('embudo/known-attributes', rule, {
  valid: [
    { code: '<embudo-countdown hide-year lang="en" onembudo-time-up={f} data-x="1" aria-label="t" hideYear />', options },
    { code: '<div hide-yaer />', options },
  ],
  invalid: [
    { code: '<embudo-countdown hide-yaer />', options, errors: [{ message: /<embudo-countdown> has no attribute or event "hide-yaer"/ }] },
    { code: '<embudo-countdown onembudo-tme-up={f} />', options, errors: [{ message: /"onembudo-tme-up"/ }] },
    { code: '<embudo-nothing />', options, errors: [{ message: /<embudo-nothing> is not in the Custom Elements Manifest/ }] },
    {
      code: '<embudo-countdown />',
      options: [{ manifest: '/nonexistent/custom-elements.json' }],
      errors: [{ message: /run `npm run manifest` first/ }],
    },
  ],
});
