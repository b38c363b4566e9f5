/** Settings shared by playwright.config.ts (the server under test) and the browser tests. */

/** The lead export token of the server under test: tests count stored rows through GET /api/leads. */
export const ADMIN_TOKEN = 'browser-tests-admin-token';
