import { apiMessages } from '@pilotage/domain';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { snakeizeKeys } from '../../kernel/helpers/case';
import {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_VALUE_MESSAGE,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isInvalidDataError,
} from '../../kernel/helpers/errors';

// fastify's own refusals, in French.
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, apiMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, apiMessages.invalidJsonBody],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, apiMessages.emptyJsonBody],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, apiMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, apiMessages.invalidContentLength],
  FST_ERR_BAD_URL: [400, apiMessages.invalidUrl],
};

/**
 * Every failure answers `{"error": "<French message>"}`; details of 500s go to the log only. A
 * failure that is the database's (it restarts, is paused, has no room) answers 503 with
 * Retry-After: recognised by its error, or, for what a driver reports as something else (a
 * transaction its own rollback ended), by `databaseAnswers` failing right then.
 */
export function installErrorHandlers(app: FastifyInstance, databaseAnswers: () => Promise<boolean>) {
  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: SERVICE_UNAVAILABLE_MESSAGE });
  app.setErrorHandler(async (error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      if (error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
      return reply.code(error.status).send({ error: error.message, ...(snakeizeKeys(error.details) as object) });
    }
    if (isInvalidDataError(error)) return reply.code(400).send({ error: INVALID_VALUE_MESSAGE });
    const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
      return reply.code(400).send({ error: FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY[1] });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: apiMessages.invalidRequest });
    if (isDatabaseUnavailable(error) || !(await databaseAnswers())) {
      request.log.warn({ err: error }, 'database unavailable');
      return unavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
  });
}

/**
 * What Node's HTTP parser refuses before fastify sees a request (a request line and headers over
 * 16 KB, a request slower than the request timeout, a malformed request), answered like every other
 * refusal: `{"error": "<French message>"}`, then the connection closed (fastify's own handler answers
 * in English). Nothing is answered to a connection already reset.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, apiMessages.requestHeadersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, apiMessages.requestTimeout]
        : [400, apiMessages.invalidRequest];
  const body = JSON.stringify({ error: message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
