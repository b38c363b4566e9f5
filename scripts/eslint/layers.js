// @ts-check
/**
 * The one-way import flow (docs/architecture.md#import-rule), as a lint rule:
 *   src/contracts ← src/* ← widgets/* ← host/app;   host/server → src/contracts, src/data.
 * Nothing imports host/; no widget imports another widget (widgets/index.ts, the all-in-one
 * bundle entry, is the one file that imports them all); src/contracts has no DOM and imports nothing else;
 * src/services never imports src/ui (views come in through ports).
 */
import path from 'node:path';

const root = process.cwd();

/** @param {string} file */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const parts = rel.split('/');
  if (parts[0] === 'src') return { layer: parts[1] === 'contracts' ? 'contracts' : 'src', sub: parts[1] ?? '', rel };
  if (parts[0] === 'widgets') return { layer: parts.length > 2 ? 'widget' : 'widgets-entry', sub: parts[1] ?? '', rel };
  if (parts[0] === 'host')
    return { layer: parts[1] === 'server' ? 'server' : parts[1] === 'app' ? 'app' : 'host', sub: parts[1] ?? '', rel };
  return { layer: 'other', sub: '', rel };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way (docs/architecture.md#import-rule)' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    /** @param {any} node @param {string} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const forbid = (/** @type {string} */ why) => context.report({ node, message: `${from.rel} must not import "${source}": ${why}` });
      if (!source.startsWith('.')) {
        if ((from.layer === 'src' || from.layer === 'contracts' || from.layer === 'widget') && /^react(-dom)?(\/|$)/.test(source)) {
          forbid('widgets and src/ are Preact; React belongs to host/app only');
        }
        // The phone metadata (about 150 KB) stays on the server; the widgets send +<dial><digits>.
        // Build scripts read its metadata to write the small dial-code table (scripts/gen-dial-codes.ts).
        if (from.layer !== 'server' && !from.rel.startsWith('scripts/') && /^libphonenumber-js(\/|$)/.test(source))
          forbid('libphonenumber-js belongs to host/server and build scripts only (the widgets stay light)');
        return;
      }
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (to.layer === 'other') return;
      switch (from.layer) {
        case 'contracts':
          if (to.layer !== 'contracts') forbid('src/contracts imports nothing but contracts');
          break;
        case 'src':
          if (to.layer === 'widget' || to.layer === 'widgets-entry' || to.layer === 'server' || to.layer === 'app' || to.layer === 'host')
            forbid('src/ is the shared runtime: it imports nothing from widgets/ or host/');
          // Services are the models under the views: a service that needs a view (the toaster) takes
          // it through a port its composer passes in (src/services/toasts). Tests compose, so they may.
          else if (from.sub === 'services' && to.sub === 'ui' && !/\.test\.tsx?$/.test(from.rel))
            forbid('src/services never imports src/ui: take the view through a port the composer passes in');
          break;
        case 'widget':
          if (to.layer === 'widget' && to.sub !== from.sub)
            forbid('a widget never imports a sibling widget; move the shared part into src/');
          else if (to.layer !== 'widget' && to.layer !== 'src' && to.layer !== 'contracts') forbid('widgets import src/ only');
          break;
        case 'widgets-entry':
          if (to.layer === 'server' || to.layer === 'app' || to.layer === 'host') forbid('nothing imports host/');
          break;
        case 'server':
          if (to.layer === 'src' && to.sub !== 'data') forbid('the server uses src/contracts and src/data only');
          else if (to.layer === 'widget' || to.layer === 'widgets-entry' || to.layer === 'app')
            forbid('the server does not import widgets or the app');
          break;
        case 'app':
          if (to.layer === 'server') forbid('the site does not import the server');
          break;
        default:
          break;
      }
    }
    return {
      ImportDeclaration: (node) => check(node, /** @type {string} */ (node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, /** @type {string} */ (node.source.value)),
      ExportAllDeclaration: (node) => check(node, /** @type {string} */ (node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, /** @type {string} */ (node.source.value)),
    };
  },
};

export default { rules: { layers: rule } };
