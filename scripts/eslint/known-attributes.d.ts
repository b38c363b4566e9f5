import type { Rule } from 'eslint';

/** embudo/known-attributes: an Embudo element's hyphenated JSX attributes are in the manifest. */
declare const rule: Rule.RuleModule;
export default rule;
