/** Settings shared by playwright.config.ts (the server under test) and the browser tests. */

/** The lead export token of the server under test (random: the server refuses a guessable one): tests count stored rows through GET /api/leads. */
export const ADMIN_TOKEN = 'test-u-xomufsgEmVKNH8s63Na_0S4YZO7711-4ppHM2XaIo';

/** The port of the server under test with the shipped content/ (EMBUDO_TEST_PORT). */
export const SHIPPED_PORT = Number(process.env.EMBUDO_TEST_PORT ?? 4317);

/**
 * The port of the second server under test, the same build with the demo content profile
 * (examples/content-demo) on a store of its own: EMBUDO_DEMO_TEST_PORT, else the next port.
 */
export const DEMO_PORT = Number(process.env.EMBUDO_DEMO_TEST_PORT ?? SHIPPED_PORT + 1);

/** The demo profile's folder, as the demo server is started with it. */
export const DEMO_CONTENT = 'examples/content-demo';
