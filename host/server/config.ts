import { existsSync } from 'node:fs';
import path from 'node:path';

/** What main.ts needs to start: where to listen and what to serve. */
export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  examplesDir: string;
}

/** A configuration problem with a message meant for the person starting the server. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Default listen address: loopback, so a dev server is not exposed to the network by surprise. */
export const DEFAULT_HOST = '127.0.0.1';
/** Default port (the same as `vite preview`, so it is familiar). */
export const DEFAULT_PORT = 4173;

/** Parses PORT: an integer 0–65535; unset or blank means the default. */
export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const text = value.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new ConfigError(`Invalid PORT "${value}": expected a whole number from 0 to 65535, e.g. PORT=4173.`);
  }
  return port;
}

/** Reads HOST, PORT and EMBUDO_ROOT (default: the working directory) into a ServerConfig. */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const root = path.resolve(cwd, env.EMBUDO_ROOT ?? cwd);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  return {
    host,
    port: parsePort(env.PORT),
    distDir: path.join(root, 'dist'),
    examplesDir: path.join(root, 'examples'),
  };
}

/** Throws a ConfigError telling the user to build when the site or widgets output is missing. */
export function assertBuilt(distDir: string): void {
  const required = [path.join(distDir, 'site', 'index.html'), path.join(distDir, 'widgets')];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new ConfigError(`Build output not found (${missing.join(', ')}). Run \`npm run build\` first, then start again.`);
  }
}
