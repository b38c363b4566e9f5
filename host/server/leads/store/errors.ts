/** The store's errors, and where the SQLite file goes by default. */

/** The store path used when EMBUDO_DB is not set, relative to the project root. */
export const DEFAULT_DB_PATH = 'data/embudo.db';

/** Raised when the store cannot be opened; the message says what to change. */
export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';
}

/** Raised by writes after `close()`: the server is shutting down, the client should retry. */
export class StoreClosedError extends Error {
  override readonly name = 'StoreClosedError';
}

/**
 * Raised when the database cannot answer in time (PostgreSQL restarting or unreachable, every pooled
 * connection busy past the wait deadline, a statement over its timeout): a passing condition, the
 * API answers 503 with Retry-After and the client retries.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}
