import pino, { type Logger } from 'pino';

const { chindingsSym } = pino.symbols;

/**
 * Fastify's child logger of a request (its `childLoggerFactory`), bound to the request's id. pino's
 * own `child` passes every binding through the redaction, whose `*.field` paths make it walk even
 * a plain string: about 6 KB of garbage per request. An id alone (a UUID, or a short plain one:
 * transports/http/request-id.ts) is appended to the bindings as pino writes it, JSON-encoded;
 * anything else goes through `child` as before.
 */
export function requestLogger(
  logger: Logger,
  bindings: Record<string, unknown>,
  options: pino.ChildLoggerOptions,
): Logger {
  const keys = Object.keys(bindings);
  const id = bindings.reqId;
  if (keys.length !== 1 || typeof id !== 'string') return logger.child(bindings, options);
  const child = logger.child({}, options) as Logger & { [chindingsSym]: string };
  child[chindingsSym] += `,"reqId":${JSON.stringify(id)}`;
  return child;
}
