/**
 * Whether a failure is the database being out of reach (down, restarting, refusing connections,
 * the network between them cut) rather than anything about the request: such a request is
 * answered 503, 'try again shortly', not 500, and `GET /api/health` says the instance cannot
 * serve.
 */

/** Node's socket errors: nothing listens, the peer went away, the name does not resolve. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), the server shutting down
 * or starting (57P01–57P03), no connection slot left (53300), and a connection refused for its
 * database or role: the database gone or renamed (3D000), the role or its password no longer
 * accepted (28000, 28P01). None of these can come from a request's own data.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|3D000|28000|28P01)$/;

/** 55000 is any "object not in prerequisite state"; only this one is a connection refused. */
const REFUSING_CONNECTIONS = 'is not currently accepting connections';

/** `pg`'s own errors for a connection lost, never made or gone silent, which carry no code. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // A statement with no answer within `query_timeout` (db.ts): the server stalled mid-query.
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  if (code === '55000' && typeof message === 'string' && message.includes(REFUSING_CONNECTIONS)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
}
