import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A UUID is 36 characters of this alphabet: both forms a tracing proxy sends pass.
const ACCEPTED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's id: the client's X-Request-Id when it is a UUID or a short token (at most 64
 * characters of letters, digits, '-' and '_'), else a new UUID. Anything else is neither echoed
 * nor logged: a header of any length or content would otherwise reach every log line of the request.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : crypto.randomUUID();
}
