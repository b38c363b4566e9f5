/**
 * The real Embudo server in a child process that a test or a bench part can kill and start again:
 * `dist/server/main.js` (built) or `host/server/main.ts` through tsx (no build needed, for unit
 * tests), on 127.0.0.1, with the environment given (the lead store file, limits). Unlike
 * real-server.ts it keeps no temporary folder of its own: the caller owns the store file, so a
 * restart finds the same leads.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Options of startServerProcess. */
export interface ServerProcessOptions {
  /** The project root (cwd of the process). */
  root: string;
  /** `dist`: node dist/server/main.js; `ts`: node --import tsx host/server/main.ts. */
  entry: 'dist' | 'ts';
  /** 0 (default) takes a free port; give the port of a killed run to come back on the same address. */
  port?: number;
  /** Environment (EMBUDO_DB, EMBUDO_ROOT, EMBUDO_RATE_LIMIT…), over the parent's. */
  env?: Record<string, string>;
  /** How long to wait for the startup line (default 30 s: tsx on a loaded machine is slow). */
  startTimeoutMs?: number;
}

/** A running server process. */
export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Sends `signal` and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the server and resolves once it prints `Embudo is running at …`. */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const args = options.entry === 'dist' ? ['dist/server/main.js'] : ['--import', 'tsx', 'host/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: options.root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port ?? 0), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals = 'SIGTERM'): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return gone;
  };
  return new Promise((resolve, reject) => {
    const timeoutMs = options.startTimeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      void kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Embudo is running at (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const origin = match[1]!;
        resolve({ origin, port: Number(new URL(origin).port), child, output: () => output, kill });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}
