import pino, { type DestinationStream, type Logger } from 'pino';
import { CENSOR, REDACTED_PATHS, scrubLine, serializeError } from './log-redaction';

/** JSON lines on stdout (or `destination`); credentials, bot tokens and SQL values never reach them. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { err: serializeError },
    hooks: { streamWrite: scrubLine },
  };
  return destination ? pino(options, destination) : pino(options);
}
