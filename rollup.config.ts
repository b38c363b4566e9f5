import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import type { OutputOptions, Plugin, RollupOptions } from 'rollup';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { findLaterParts, laterBuild } from './scripts/rollup-later';
import { siteHtml } from './scripts/rollup-site-html';

/**
 * Every bundle Embudo ships:
 * - dist/widgets/<name>.js   one self-contained IIFE per widget (what partners paste), and embudo.js with all;
 *                            a widget's later part (widgets/<name>/<name>.later.ts(x)) in <name>-later.js beside
 *                            it unless small (scripts/rollup-later.ts), loaded by <name>.js and by embudo.js;
 * - dist/widgets/esm/*.js    ESM entries for module scripts and bundlers, sharing one runtime chunk;
 * - dist/site/               the React host app; dist/server/main.js the Node server.
 * Size budgets and the manifest are checked after this by scripts/size.ts.
 */

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; dependencies: Record<string, string> };
const production = process.env.NODE_ENV !== 'development';

/** Widget folders that have an entry: widgets/<name>/index.ts. */
const widgetNames = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/index.ts`))
  .map((d) => d.name)
  .sort();

const widgetEntries: Record<string, string> = Object.fromEntries([
  ...widgetNames.map((name) => [name, `widgets/${name}/index.ts`]),
  ['embudo', 'widgets/index.ts'],
]);

/** The later parts the element classes declare (`static later = laterPart(…)`), and their plugins. */
const later = laterBuild(findLaterParts(widgetNames), widgetEntries);

const defines = () =>
  replace({
    preventAssignment: true,
    values: {
      __EMBUDO_VERSION__: JSON.stringify(pkg.version),
      __DEV__: JSON.stringify(!production),
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    },
  });

/**
 * V8's explicit compile hint (Chrome 136+): a classic widget script's functions are compiled
 * eagerly while it streams in, on a background thread, instead of on the main thread at their
 * first call (the first render). Measured on the partner article at 4× CPU: embudo.js's
 * script evaluation on the main thread 200 → 165 ms. Other engines read it as a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const minify = (preamble?: string) =>
  terser({
    ecma: 2022,
    module: true,
    // pure_getters: property reads are taken as free of side effects (smaller output). A signal's
    // `.value` read subscribes, so one whose value is unused would be dropped: lint forbids those
    // (eslint.config.js, no-restricted-syntax).
    compress: { passes: 2, pure_getters: true },
    format: { comments: false, ...(preamble ? { preamble } : {}) },
  });

const preactPlugins = (): Plugin[] => [
  defines(),
  resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  esbuild({ target: 'es2022', jsx: 'transform', jsxFactory: 'h', jsxFragment: 'Fragment', minify: false }),
];

/**
 * Everything every widget needs goes to the one runtime chunk, loaded once per page. What only
 * some widgets use (the shared clock and the text bindings src/element/live.ts, live-text.ts: the countdown and
 * the deadline bar only) stays in chunks of its own, except five tiny
 * modules several widgets use, which cost more as chunks of their own (gzip framing, import and export
 * lists: about 100 B each) than inside the runtime: the lead-resume check (outbox-resume, 4 of 7
 * widgets, about 200 B gzip), the country codes (contracts/country, 4 of 7, about 150 B), the
 * texts' `fill` (contracts/fill, 3 of 7: the countdown, the deadline bar, the pricing; about 70 B),
 * the visitor's first move (ui/first-move, 7 of 7: the later parts and the motion wait for it) and
 * the one GET with a deadline (services/http: the geo chain, pricing and social proof, 4 of 7): it
 * costs the runtime about 190 B, and as a chunk of its own 350 B and one more request in each
 * closure that fetches (docs/performance.md#size).
 */
const RUNTIME_MODULES = [
  /node_modules[\\/](preact|@preact)[\\/]/,
  /[\\/]src[\\/]element[\\/](?!live(-text)?\.ts$)/,
  /[\\/]src[\\/]i18n[\\/]lang\.ts$/,
  /[\\/]src[\\/]services[\\/](config|outbox-resume|http)\.ts$/,
  /[\\/]src[\\/]contracts[\\/]country\.ts$/,
  /[\\/]src[\\/]contracts[\\/]fill\.ts$/,
  /[\\/]src[\\/]ui[\\/]first-move\.ts$/,
];
const isRuntime = (id: string): boolean => RUNTIME_MODULES.some((re) => re.test(id));
// Preact and the element class that renders with it: a chunk of their own, as the countdown and
// the pricing block paint without Preact (a page of countdowns never loads it).
const isPreact = (id: string): boolean => /node_modules[\\/]preact[\\/]|[\\/]src[\\/]element[\\/]preact-element\.ts$/.test(id);

const esm: RollupOptions = {
  input: widgetEntries,
  plugins: [later.esm, ...preactPlugins(), minify()],
  output: {
    dir: 'dist/widgets/esm',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => (isPreact(id) ? 'preact' : isRuntime(id) ? 'runtime' : undefined),
    sourcemap: true,
  },
};

const iife = (name: string, input: string, plugins: Plugin[] = []): RollupOptions => ({
  input,
  plugins: [...plugins, later.loaders, ...preactPlugins(), minify(COMPILE_HINT)],
  // One file, one runtime: the later parts declared 'inline' are inlined (their dynamic import),
  // the others are part scripts beside it, for embudo.js too.
  output: { file: `dist/widgets/${name}.js`, format: 'iife', sourcemap: true, inlineDynamicImports: true } satisfies OutputOptions,
});

/** The part scripts, dist/widgets/<name>-later.js: run on their widget script's own modules (scripts/rollup-later.ts). */
const partScripts: RollupOptions[] = later.scripts.map(({ input, plugin, output }) => ({
  input,
  plugins: [plugin, ...preactPlugins(), minify()],
  output,
}));

/**
 * widgets/embudo.css, the optional stylesheet that keeps the in-flow widgets' room before their
 * script runs, copied beside embudo.js as dist/widgets/embudo.css (scripts/size.ts lists it in
 * the manifest with its SRI hash, like the scripts).
 */
const widgetStylesheet = (): Plugin => ({
  name: 'embudo-css',
  buildStart() {
    this.addWatchFile('widgets/embudo.css');
  },
  generateBundle() {
    // Comments and runs of white space out: a partner's page downloads only the rules.
    const css = readFileSync('widgets/embudo.css', 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};]) ?/g, '$1')
      .trim();
    this.emitFile({ type: 'asset', fileName: 'embudo.css', source: `${css}\n` });
  },
});

const server: RollupOptions = {
  input: 'host/server/main.ts',
  external: (id) =>
    id.startsWith('node:') || builtinModules.includes(id) || Object.keys(pkg.dependencies).some((d) => id === d || id.startsWith(`${d}/`)),
  plugins: [defines(), resolve({ extensions: ['.ts', '.js'], preferBuiltins: true }), esbuild({ target: 'node20' })],
  // One file: main.ts's lazy imports (the mail stack, loaded only when mail is set up) stay inside it.
  output: { file: 'dist/server/main.js', format: 'es', sourcemap: true, inlineDynamicImports: true },
};

/**
 * react-router 7's package exports only its development build (warnings, checks: about 80 KB more
 * before minifying); the site's browser bundle takes the production build it also ships.
 */
const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  resolveId(source) {
    if (source !== 'react-router') return null;
    const file = 'node_modules/react-router/dist/production/index.mjs';
    if (!existsSync(file)) this.error(`${file} is missing: react-router's production build moved (rollup.config.ts)`);
    return this.resolve(`./${file}`, `${process.cwd()}/rollup.config.ts`, { skipSelf: true });
  },
});

const reactPlugins = (browser: boolean): Plugin[] => [
  ...(browser ? [reactRouterProduction()] : []),
  defines(),
  json({ preferConst: true }),
  resolve({ browser, extensions: ['.ts', '.tsx', '.mjs', '.js'], preferBuiltins: !browser }),
  commonjs(),
  esbuild({ target: browser ? 'es2022' : 'node20', jsx: 'automatic', jsxImportSource: 'react' }),
];

/**
 * The site in the browser: the entry hydrates the server's HTML; each page is a chunk of its own
 * (host/app/pages/index.ts), loaded lazily. React and the router sit in the entry, the pages'
 * shared parts in chunks of their own.
 */
const site: RollupOptions = {
  input: { app: 'host/app/main.tsx' },
  plugins: [
    ...reactPlugins(true),
    minify(),
    siteHtml({ template: 'host/app/index.html', appDir: 'host/app', publicDir: 'host/app/public', pagesIndex: 'host/app/pages/index.ts' }),
  ],
  output: {
    dir: 'dist/site',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    sourcemap: true,
  },
};

/**
 * The site on the server: `render(url, content, now)` for the pre-render of every route (the server
 * renders pages with the business's content, read at its start). React and the router stay
 * external (dependencies), the pages inline.
 */
const siteServer: RollupOptions = {
  input: 'host/app/entry-server.tsx',
  external: (id) => id.startsWith('node:') || Object.keys(pkg.dependencies).some((d) => id === d || id.startsWith(`${d}/`)),
  plugins: reactPlugins(false),
  output: { file: 'dist/ssr/entry-server.js', format: 'es', inlineDynamicImports: true, sourcemap: true },
};

/** The partner example's own React 19 app (examples/partner.html): a page Embudo must coexist with. */
const partnerApp: RollupOptions = {
  input: 'examples/partner-app/main.tsx',
  // examples/partner-app/tsconfig.json sets React JSX (esbuild reads the nearest tsconfig).
  plugins: [
    defines(),
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', jsxImportSource: 'react' }),
    minify(),
  ],
  output: { file: 'dist/examples/partner-app.js', format: 'iife' },
};

export default [
  esm,
  // The ESM build first (it finds each part script's shared modules), then the part scripts, then the
  // widget scripts: each hands its part what the part uses, and pins it by its hash.
  ...partScripts,
  ...Object.entries(widgetEntries).map(([name, input]) => iife(name, input, name === 'embudo' ? [widgetStylesheet()] : [])),
  // Loaded on demand by the countdown and deadline-bar scripts when an earlier page left a lead to send.
  iife('outbox', 'src/services/outbox-main.ts'),
  server,
  site,
  siteServer,
  partnerApp,
];
