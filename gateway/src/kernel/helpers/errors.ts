import { apiMessages } from '@pilotage/domain';
/**
 * Domain errors carry their HTTP status and GraphQL code, so both transports report the same
 * failure the same way. Messages are French and shown to users as they are.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'NOT_IMPLEMENTED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const statusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export class DomainError extends Error {
  readonly status: number;
  /**
   * Facts a client may act on (camelCase): REST adds them beside `error` in snake_case, GraphQL
   * in `extensions` (the number a refused invoice number will get, say).
   */
  details: Record<string, unknown> = {};

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** What went wrong underneath, for the log only (a 503's database failure). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'DomainError';
    this.status = statusByCode[code];
  }
}

export const badInput = (message: string) => new DomainError('BAD_USER_INPUT', message);
export const unauthenticated = (message = apiMessages.authenticationRequired) =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = apiMessages.forbidden) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string, details: Record<string, string> = {}) =>
  Object.assign(new DomainError('CONFLICT', message), { details });
export const payloadTooLarge = (message: string) => new DomainError('PAYLOAD_TOO_LARGE', message);
/** A file that arrived whole but cannot be read (a malformed XML, an unknown type). */
export const unprocessable = (message: string) => new DomainError('UNPROCESSABLE_CONTENT', message);
export const tooManyRequests = (message: string) => new DomainError('TOO_MANY_REQUESTS', message);

export const INTERNAL_ERROR_MESSAGE = apiMessages.internalError;

/** PostgreSQL unique_violation, whether raised by pg directly or wrapped by MikroORM. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; name?: string } | null;
  return e?.code === '23505' || e?.name === 'UniqueConstraintViolationException';
}

export const INVALID_VALUE_MESSAGE = apiMessages.invalidValue;

/**
 * PostgreSQL's "data exception" class (22xxx: NUL character, number out of range, bad date…):
 * the input was at fault, so it answers 400 rather than 500 wherever validation let it through.
 */
export function isInvalidDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

// Node's socket failures and PostgreSQL's "connection exception" (08xxx), shutdown (57P01–57P03),
// "insufficient resources" (53xxx: disk full, out of memory, too many connections) and statement
// timeout (57014) classes.
const UNREACHABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|08[0-9A-Z]{3}|57P0[1-3]|53[0-9A-Z]{3}|57014)$/;
// What pg, pg-pool and knex say when the server went away, stopped answering or the pool waited too long;
// pg's bare "timeout expired" is a new connection whose server did not answer within its connect timeout;
// knex's "Transaction query already complete" is what a transaction whose connection was cut (and so
// rolled back) answers to the request's next statement.
const UNREACHABLE_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|^timeout expired$|Timeout acquiring a connection|not queryable|Connection ended|connect ECONNREFUSED|Transaction query already complete/;

/**
 * A failure of the database rather than of the request: the server restarts, is paused, cannot
 * be reached or has no room left. The request did nothing it could report; the transports answer 503 (try again).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
    current =
      (current as { cause?: unknown; previous?: unknown }).cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}

export const SERVICE_UNAVAILABLE_MESSAGE = apiMessages.serviceUnavailable;
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;
