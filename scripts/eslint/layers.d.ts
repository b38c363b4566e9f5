import type { Rule } from 'eslint';

/** The `embudo` ESLint plugin: the one-way import rule. */
declare const plugin: { rules: { layers: Rule.RuleModule } };
export default plugin;
