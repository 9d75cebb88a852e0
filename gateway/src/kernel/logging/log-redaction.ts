import pino from 'pino';

/**
 * What must never reach a log line, whatever logged it: credentials under their usual names,
 * values carried by SQL errors, Telegram bot tokens, and sign-up or access tokens in URLs.
 */

export const CENSOR = '[masqué]';

const SECRET_FIELDS = [
  'password',
  'new_password',
  'current_password',
  'newPassword',
  'currentPassword',
  'token',
  'access_token',
  'accessToken',
  'signup_token',
  'signupToken',
  'telegram_bot_token',
  'telegramBotToken',
  'mfa_token',
  'mfaToken',
];

/** pino `redact` paths: the secret fields at the top of a log object and one level down. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

// A bot token (`123456789:AA…`, the shape settings accept), alone or in a Bot API URL (`/bot<token>/getMe`).
const BOT_TOKEN = /\d{1,20}:[A-Za-z0-9_-]{20,}/g;
// Tokens in a query string: /register?token=…, ?access_token=…
const URL_TOKEN = /([?&](?:token|signup_token|access_token)=)[^&\s"#]*/gi;

/** The last pass over every finished line, so a token logged under any name or inside any text is masked. */
export function scrubLine(line: string): string {
  return line.replace(BOT_TOKEN, CENSOR).replace(URL_TOKEN, `$1${CENSOR}`);
}

// Fields of driver errors (knex, pg, MikroORM) that hold the values sent with a query.
const DROPPED_ERROR_FIELDS = new Set(['params', 'parameters', 'bindings', 'values', 'internalQuery']);

// knex writes `<query with its values inlined> - <PostgreSQL's message>`: the statement runs to the last « - ».
const SQL_STATEMENT = /\b(?:select|insert|update|delete|with)\b[\s\S]*(?= - )/gi;
const SQL_STRING = /E'(?:[^'\\]|\\[\s\S]|'')*'|'(?:[^']|'')*'/g;
const SQL_NUMBER = /(?<![\w$."])-?\d+(?:\.\d+)?\b/g;
// PostgreSQL repeats values in its own messages and details.
const PG_VALUES: [RegExp, string][] = [
  [/(Key \(.*?\)=)\(.*?\)(?= already exists| is not present| is still referenced|$)/gm, '$1(?)'],
  [/(Failing row contains )\(.*\)/g, '$1(?)'],
  [/(invalid input (?:syntax|value) for [^:\n]*: )"(?:[^"]|"")*"/g, '$1"?"'],
];

/** The text of an error with every SQL value replaced by `?`. */
export function stripSqlValues(text: string): string {
  let stripped = text.replace(SQL_STATEMENT, (statement) =>
    statement.replace(SQL_STRING, "'?'").replace(SQL_NUMBER, '?'),
  );
  for (const [pattern, replacement] of PG_VALUES) stripped = stripped.replace(pattern, replacement);
  return stripped;
}

function scrubErrorFields(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return stripSqlValues(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubErrorFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !DROPPED_ERROR_FIELDS.has(key))
      .map(([key, field]) => [key, scrubErrorFields(field, depth + 1)]),
  );
}

/** pino's error serializer, without the query values that driver errors carry. */
export function serializeError(error: unknown): unknown {
  const serialized = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return scrubErrorFields(serialized, 0);
}
