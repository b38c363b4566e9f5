/**
 * The real Embudo server (dist/server/main.js) in a child process, for the bench's Lighthouse runs
 * and the lead load test: its own port on 127.0.0.1, its own throwaway lead store, and whatever
 * extra environment the run needs (e.g. a rate limit high enough for a load test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running child server. */
export interface RealServer {
  origin: string;
  /** The lead store file (in a temporary folder removed by close). */
  dbPath: string;
  /** The server's process id (the desk bench samples its memory). */
  pid: number;
  close(): Promise<void>;
}

/** Starts dist/server/main.js on a free loopback port; resolves once it prints its address. */
export function startRealServer(root: string, env: Record<string, string> = {}): Promise<RealServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-bench-'));
  const dbPath = path.join(dir, 'embudo.db');
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', EMBUDO_DB: dbPath, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`the server did not start within 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1]!, dbPath, pid: child.pid!, close });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}
