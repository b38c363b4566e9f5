/** Replaced at build time by rollup (and defined in vitest) with package.json's version. */
declare const __EMBUDO_VERSION__: string;
/** False in the production build: dev-only checks are stripped. */
declare const __DEV__: boolean;
