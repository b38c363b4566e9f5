// @ts-check
/**
 * Hyphenated JSX attributes of Embudo elements, checked against the Custom Elements Manifest
 * (`npm run manifest` writes it). TypeScript never reports an unknown JSX attribute whose name has a
 * hyphen (the rule that lets `data-*` through), so `<embudo-countdown hide-yaer>` or
 * `onembudo-tme-up={…}` would type-check and silently do nothing; camelCase names are tsc's to check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @type {Map<string, Map<string, Set<string>>>} manifest path → tag → accepted names */
const cache = new Map();

/** @param {string} file */
function namesByTag(file) {
  let byTag = cache.get(file);
  if (byTag) return byTag;
  /** @type {{ modules: { declarations?: { tagName?: string; attributes?: { name: string }[]; events?: { name: string }[] }[] }[] }} */
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  byTag = new Map();
  for (const d of manifest.modules.flatMap((m) => m.declarations ?? []))
    if (d.tagName)
      byTag.set(d.tagName, new Set([...(d.attributes ?? []).map((a) => a.name), ...(d.events ?? []).map((e) => `on${e.name}`)]));
  cache.set(file, byTag);
  return byTag;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "An Embudo element's hyphenated JSX attributes are in its manifest" },
    schema: [{ type: 'object', properties: { manifest: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const manifest = path.resolve(context.cwd, context.options[0]?.manifest ?? 'dist/widgets/custom-elements.json');
    return {
      /** @param {any} node */
      JSXOpeningElement(node) {
        const tag = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!tag.startsWith('embudo-')) return;
        let known;
        try {
          known = namesByTag(manifest).get(tag);
        } catch {
          context.report({ node, message: `${path.relative(context.cwd, manifest)} cannot be read: run \`npm run manifest\` first.` });
          return;
        }
        if (!known) return context.report({ node, message: `<${tag}> is not in the Custom Elements Manifest.` });
        for (const attr of node.attributes) {
          const name = attr.type === 'JSXAttribute' && attr.name.type === 'JSXIdentifier' ? attr.name.name : '';
          if (!name.includes('-') || known.has(name) || /^(data|aria)-/.test(name)) continue;
          const near = [...known].filter((k) => k.includes('-')).sort();
          context.report({
            node: attr,
            message: `<${tag}> has no attribute or event "${name}" (its hyphenated ones: ${near.join(', ')}).`,
          });
        }
      },
    };
  },
};

export default rule;
