/**
 * `npm run demo` (after `npm run build`): serves the built site with the demo content profile,
 * examples/content-demo (fictional people, dates, companies and pictures; content/README.md), so
 * every section can be seen filled. The profile and the store are forced here, whatever the shell
 * says: the demo must never show the school's content as its own, nor write a test lead into the
 * real store (a PostgreSQL URL or another SQLite file). PORT and HOST still apply.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { demoEnvironment } from './demo-env';

const env = demoEnvironment(process.env);
const dropped = ['EMBUDO_DATABASE_URL', 'EMBUDO_TESTIMONIALS', 'EMBUDO_PRICING'].filter((name) => process.env[name]?.trim());
console.log(`Embudo DEMO: fictional content from ${env.EMBUDO_CONTENT}, leads kept in ${env.EMBUDO_DB} (never the real store).`);
if (dropped.length) console.log(`Note: ${dropped.join(', ')} ignored for the demo.`);

const server = spawn(process.execPath, [path.join('dist', 'server', 'main.js')], { stdio: 'inherit', env });
// Ctrl+C reaches the server from the terminal itself (same process group): passing it on too would
// be the server's "second Ctrl+C" and cut its graceful stop short. A SIGTERM sent to this script is
// passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
