/**
 * Whether an error means "the database cannot be reached just now" (stopped, restarting, frozen, out of
 * connections, or slower than the service's own timeouts), as opposed to a fault of the request or of the
 * code. The services answer such an error 503 with Retry-After (http/base-app.ts) instead of a generic 500,
 * so that people read that it is worth trying again in a few seconds, and the UI keeps a queued write.
 */

/** What the services answer while the database is away (sw/server.json holds its Kiswahili). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service cannot reach its database just now. Please try again in a few seconds.';
export const DATABASE_UNAVAILABLE_CODE = 'database_unavailable';
/** The answer's Retry-After, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away, starting, or full: admin_shutdown (a stop or a
 * restart), crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery),
 * too_many_connections, and the session ended by our own idle-in-transaction timeout. Class 08
 * (connection exception) is matched as a class.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '25P03']);

/**
 * node-postgres' and pg-pool's own errors, which carry no code: a connection lost or never made within
 * DB_CONNECT_TIMEOUT_MS, no free connection within it, no answer within the statement timeout's margin
 * (a frozen server), a client used after its connection broke, a pool used while the service stops.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^timeout expired$/,
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const alone = (error: Record<string, unknown>): boolean => {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code)) return true;
    // a Unix socket whose file is gone: the server is stopped
    if (code === 'ENOENT' && error.syscall === 'connect') return true;
    if (SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // query_canceled by our statement_timeout (not an operator's pg_cancel_backend)
    if (code === '57014') return typeof error.message === 'string' && /statement timeout/.test(error.message);
  }
  return (
    error instanceof Error &&
    !(error instanceof TypeError) && // fetch's 'fetch failed' is another service, not the database
    DRIVER_MESSAGES.some((message) => message.test(error.message))
  );
};

/** True when `error` (or, for Node's AggregateError of several addresses, each of its errors) is one. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!isRecord(error)) return false;
  if (alone(error)) return true;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
};
