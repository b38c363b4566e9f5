/**
 * The server's logger (pino).
 *
 * - `NODE_ENV=production`: one JSON object per line on stdout, for a log pipeline: `level` as a
 *   word (`info`, `warn`, `error`), `time` in ISO 8601 (UTC), `pid`, `hostname`, `msg`, and the
 *   line's own fields (an access line: `reqId`, `method`, `path`, `route`, `status`, `ms`).
 * - otherwise: the same lines made readable by pino-pretty (`[12:00:00] INFO: Embudo is running…`).
 *
 * Both write synchronously from this thread. pino's worker-thread transports would move the
 * formatting off the main thread, but a process that exits right after a fatal start message (or a
 * test that reads stdout the moment the server stops) could lose the last lines, and every test
 * server would start a thread. A few hundred bytes per request written at once cost less than that.
 *
 * EMBUDO_LOG_LEVEL (`fatal`, `error`, `warn`, `info` (default), `debug`, `trace` or `silent`) sets
 * what is written.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger } from 'pino';

/** The levels EMBUDO_LOG_LEVEL accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A bad EMBUDO_LOG_LEVEL; the message says what is accepted. */
export class LogSettingError extends Error {
  override readonly name = 'LogSettingError';
}

/** Parses EMBUDO_LOG_LEVEL: unset or blank → `info`; anything not in LOG_LEVELS is refused by name. */
export function parseLogLevel(value: string | undefined): (typeof LOG_LEVELS)[number] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return 'info';
  const level = LOG_LEVELS.find((known) => known === text);
  if (!level)
    throw new LogSettingError(
      `Invalid EMBUDO_LOG_LEVEL "${String(value).slice(0, 50)}": expected one of ${LOG_LEVELS.join(', ')} (default info).`,
    );
  return level;
}

/** The fields of an access line (access-log.ts), shown in its message in the pretty format. */
const ACCESS_FIELDS = 'reqId,method,path,query,route,status,ms';

export interface LoggerOptions {
  /** NODE_ENV picks the format, EMBUDO_LOG_LEVEL the level (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** `json` or `pretty`; default: json when NODE_ENV=production, else pretty. */
  format?: 'json' | 'pretty';
  /** Where lines go: a file descriptor (default 1, stdout) or a stream (tests collect lines in one). */
  destination?: number | DestinationStream;
  /** Overrides EMBUDO_LOG_LEVEL. */
  level?: string;
}

/** Makes a logger as the options (and the environment) say. Throws LogSettingError on a bad level. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const env = options.env ?? process.env;
  const level = options.level ?? parseLogLevel(env.EMBUDO_LOG_LEVEL);
  const format = options.format ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty');
  const target = options.destination ?? 1;
  const settings = {
    level,
    name: 'embudo',
    // A word, not pino's number: pipelines and people filter on `level: "error"` without a table.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (format === 'json') {
    return pino(settings, typeof target === 'number' ? pino.destination({ dest: target, sync: true }) : target);
  }
  const stream = pretty({
    colorize: false,
    translateTime: 'HH:MM:ss',
    // The process, host, logger name and part say nothing new to a person at a terminal, and an
    // access line's message already reads `GET /us 200 3.1 ms` (its fields are for the JSON lines).
    ignore: `pid,hostname,name,part,${ACCESS_FIELDS}`,
    sync: true,
    ...(typeof target === 'number' ? { destination: target } : { destination: target as unknown as NodeJS.WritableStream }),
  });
  return pino(settings, stream);
}

/**
 * The `log(message, error?)` function the routes, the queue and the stores take: a line at `level`
 * with the error (its type, message and stack) under `err`.
 */
export function logFunction(logger: Logger, level: 'warn' | 'error' = 'error'): (message: string, error?: unknown) => void {
  return (message, error) => {
    if (error === undefined) logger[level](message);
    else logger[level]({ err: error }, message);
  };
}

let shared: Logger | undefined;

/** Makes `logger` the process's own (main.ts, at start): every part given no logger writes through it. */
export function setDefaultLogger(logger: Logger): void {
  shared = logger;
}

/**
 * The logger of parts that were given none: the process's own, made from the environment on first
 * use. Under a test runner (NODE_ENV=test) it is silent unless EMBUDO_LOG_LEVEL says otherwise, so
 * apps built by tests do not print an access line per request; tests that read the lines pass a
 * logger writing into a buffer. main.ts always passes its own.
 */
export function defaultLogger(): Logger {
  shared ??= createLogger(process.env.NODE_ENV === 'test' && !process.env.EMBUDO_LOG_LEVEL ? { level: 'silent' } : {});
  return shared;
}
