import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/chromium';
import { ADMIN_TOKEN, DEMO_CONTENT, DEMO_PORT, SHIPPED_PORT } from './tests/browser/env';

/**
 * Browser tests drive Debian's Chromium (no test tool can download a browser here). The servers
 * under test are the real one, built, on loopback; every other request is routed to fixtures. The
 * first serves the shipped content/ (every spec's baseURL); the second the same build with the demo
 * content profile, for the specs that look at filled sections (they set their baseURL to it).
 */
const port = SHIPPED_PORT;

export default defineConfig({
  testDir: 'tests/browser',
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds the unit report.
  outputDir: 'test-results/browser-artifacts',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // `npm test` (the CI path, JSON report) retries a failed test once and names it as flaky in the
  // summary, so one timing fault on a loaded machine does not void a whole run; direct runs
  // (development, --repeat-each checks of new tests) get no retry, so a flake shows as a failure.
  retries: process.env.PW_REPORTER === 'json' ? 1 : 0,
  reporter: process.env.PW_REPORTER === 'json' ? [['json', { outputFile: 'test-results/browser.json' }], ['line']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node dist/server/main.js`,
      url: `http://127.0.0.1:${port}/healthz`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // A throwaway store (never the repo's ./data), no per-IP limit (every test is 127.0.0.1),
        // and an admin token so tests can count the rows a scenario stored.
        EMBUDO_DB: 'test-results/browser-store/embudo.db',
        EMBUDO_RATE_LIMIT: 'off',
        EMBUDO_ADMIN_TOKEN: ADMIN_TOKEN,
      },
      reuseExistingServer: false,
      // Start renders the fixed pages before /healthz answers: about 6 s idle, over 20 s on a loaded machine.
      timeout: 60_000,
    },
    {
      // The demo content profile: its own port and throwaway store; its testimonials and prices
      // come from the profile (never from a shell's EMBUDO_TESTIMONIALS / EMBUDO_PRICING).
      command: `node dist/server/main.js`,
      url: `http://127.0.0.1:${DEMO_PORT}/healthz`,
      env: {
        PORT: String(DEMO_PORT),
        HOST: '127.0.0.1',
        EMBUDO_CONTENT: DEMO_CONTENT,
        EMBUDO_TESTIMONIALS: '',
        EMBUDO_PRICING: '',
        EMBUDO_DATABASE_URL: '',
        EMBUDO_DB: 'test-results/browser-store/demo.db',
        EMBUDO_RATE_LIMIT: 'off',
        EMBUDO_ADMIN_TOKEN: ADMIN_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
