/**
 * Entry point of `npm start` (bundled to dist/server/main.js, run from the project root).
 * Environment: HOST (default 127.0.0.1), PORT (default 4173), EMBUDO_ROOT (default: cwd).
 */
import { ConfigError, assertBuilt, readConfig } from './config';
import { ListenError, startServer } from './start';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = readConfig(process.env, process.cwd());
  assertBuilt(config.distDir);

  const server = await startServer(config);
  console.log(`Embudo is running at ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": do not make the user wait for the grace period.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal} received, shutting down…`);
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ListenError && error.code === 'EADDRINUSE') {
    fail(`${error.message} Stop the other process or start with PORT=<another port>.`);
  }
  if (error instanceof ListenError || error instanceof ConfigError) fail(error.message);
  fail(`Embudo could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
