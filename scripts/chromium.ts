/**
 * The one Chromium every browser run drives (the browser tests, the bench, scripts/test.ts): the
 * CHROMIUM_PATH environment variable when set, else Debian's package at /usr/bin/chromium. No test
 * tool may download a browser here, so every launch names this path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
