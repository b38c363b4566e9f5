/**
 * Test support: a logger whose lines are kept in memory, in the production format (JSON lines) by
 * default, so a test reads exactly what a log pipeline would.
 */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from './log';

export interface CapturedLog {
  logger: Logger;
  /** Every line written so far, as written. */
  text(): string;
  /** Every line parsed as JSON (throws on a line that is not: the proof that each one is). */
  records(): Array<Record<string, unknown>>;
}

export function captureLog(format: 'json' | 'pretty' = 'json', level = 'info'): CapturedLog {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ format, level, env: {}, destination: sink });
  return {
    logger,
    text: () => text,
    records: () =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
