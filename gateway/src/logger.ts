import pino, { type Logger } from 'pino';

/** JSON lines on stdout; credentials never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_password',
        '*.newPassword',
        '*.telegram_bot_token',
        '*.telegramBotToken',
        '*.access_token',
        '*.accessToken',
      ],
      censor: '[masqué]',
    },
  });
}
