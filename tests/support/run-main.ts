/**
 * Test support: runs the real main.ts in its own Node process (tsx as an import hook, so signals and
 * exit codes are main's own). With `onStarted`, waits for the startup line, lets the callback use the
 * server, then sends SIGTERM. Shared by the start and mail tests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a run of main.ts printed, and how it ended. */
export interface MainRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `killAfterMs` is only a guard against a hung process: on a loaded 2-core machine several tsx
 * processes starting at once take well over 8 s, so it stays far above a normal start (about 1 s).
 */
export function runMain(env: Record<string, string>, onStarted?: (url: string) => Promise<void>, killAfterMs = 25_000): Promise<MainRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let started = false;
    const killTimer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Embudo is running at (http:\/\/[^\s"]+)/.exec(stdout);
      if (match?.[1] && onStarted && !started) {
        started = true;
        onStarted(match[1]).then(
          () => child.kill('SIGTERM'),
          (error: unknown) => {
            child.kill('SIGKILL');
            reject(error);
          },
        );
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killTimer);
      resolve({ code, stdout, stderr });
    });
  });
}
