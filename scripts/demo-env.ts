/** The demo's environment (`npm run demo`, scripts/demo.ts), apart so a unit test can hold it to its promises. */

/** The demo content profile, relative to the project root. */
export const DEMO_CONTENT = 'examples/content-demo';
/** The demo's own SQLite lead store, relative to the project root (never `data/embudo.db`). */
export const DEMO_DB = 'data/demo.db';

/**
 * `env` with the demo profile and its own store forced, and every setting that could point the
 * server at other content or at the real store removed (the testimonials and pricing then come from
 * the profile, the leads from its SQLite file).
 */
export function demoEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, EMBUDO_CONTENT: DEMO_CONTENT, EMBUDO_DB: DEMO_DB };
  delete out.EMBUDO_DATABASE_URL;
  delete out.EMBUDO_TESTIMONIALS;
  delete out.EMBUDO_PRICING;
  return out;
}
