import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '@pilotage/domain';
import { secretStrength } from './secret-strength';

/** Every environment variable the gateway reads, parsed and checked in one place. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** DATABASE_LISTEN_URL: a direct connection for LISTEN when DATABASE_URL goes through a pooler in transaction mode. */
  databaseListenUrl: string | null;
  dataDir: string;
  jwtSecret: string | null;
  /** SECRETS_KEY: seals the secrets stored in the database (shared/secret-box.ts); null: the one kept in DATA_DIR. */
  secretsKey: string | null;
  /** SECRETS_KEY_PREVIOUS: former keys (comma-separated) whose sealed values still open while `npm run secrets:rotate` has not run. */
  secretsKeyPrevious: string[];
  admin: { username: string; email: string; password: string | null };
  telegramApiRoot: string;
  timezone: string;
  logLevel: string;
  production: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY): a hop count or their addresses/CIDRs. */
  trustProxy: number | string[] | false;
  /** METRICS_PORT: /metrics on its own listener (same HOST) instead of the main port. */
  metricsPort: number | null;
  /** METRICS_TOKEN: without METRICS_PORT, /metrics on the main port wants `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** SIGNUP_TOKEN_TTL_DAYS: how long a new sign-up token can be used. */
  signupTokenTtlDays: number;
  /** AUDIT_RETENTION_DAYS: how long activity journal rows are kept before the daily purge deletes them. */
  auditRetentionDays: number;
  /** Bounds on the live WebSockets (live-server.ts), so that one session cannot make the process hold and send without end. */
  live: LiveLimits;
  webDist: string;
  /** BACKUP_*: the nightly backup of the database (features/backups). */
  backup: BackupConfig;
  /** SMTP_URL, MAIL_FROM and DKIM_*: the outgoing mail server; null when mail is not configured here. */
  mail: MailConfig | null;
  /** DKIM_*: signs the mail of the server an Admin configures (SMTP_URL's own is in `mail`); domain null: the sender's. */
  mailDkim: MailDkimConfig | null;
  /** SMTP_CA: a PEM certificate authority the mail server's certificate is also checked against (a private CA). */
  mailCa: string | null;
  /** GRAPHQL_COMPILED (on by default, `off`): GraphQL queries run compiled by graphql-jit. */
  graphqlCompiled: boolean;
  /** PA_*: the Plateforme Agréée given by the environment; the settings screen's fields win when filled. */
  eInvoicing: EInvoicingEnv;
  /** The outboxes' pacing and retries (Telegram notifications and mail); the defaults suit production. */
  outbox: OutboxConfig;
}

export interface OutboxConfig {
  /** TELEGRAM_CHAT_INTERVAL_MS: at most one message per chat in this many milliseconds (Telegram's limit: 1000). */
  telegramChatIntervalMs: number;
  /** TELEGRAM_RETRY_DELAY_SECONDS: the first retry of a failed notification, doubled at each further one. */
  telegramRetryDelaySeconds: number;
  /** MAIL_RETRY_DELAY_SECONDS: the first retry of a failed mail, doubled at each further one. */
  mailRetryDelaySeconds: number;
  /** OUTBOX_EXPIRE_SECONDS: a message whose worker died (its job still active) is taken up again after this long. */
  expireSeconds: number;
  /** JOB_MAINTENANCE_SECONDS: how often the job queue looks for such expired jobs (and archives finished ones). */
  maintenanceSeconds: number;
  /** OUTBOX_POLL_MS: how long an outbox worker waits before it looks for its next message. */
  pollMs: number;
}

export interface EInvoicingEnv {
  flowUrl: string | null;
  tokenUrl: string | null;
  clientId: string | null;
  clientSecret: string | null;
  /** PA_POLL_SECONDS: how often lifecycle and incoming flows are asked for. */
  pollSeconds: number;
  /** PA_TIMEOUT_SECONDS: how long one call to the platform may take before it counts as failed. */
  timeoutSeconds: number;
}

export interface BackupConfig {
  /** BACKUP_DIR: where backup files go (default DATA_DIR/backups). */
  dir: string;
  /** BACKUP_PASSPHRASE: seals each file (AES-256-GCM, scrypt-derived key); null: plain gzip. */
  passphrase: string | null;
  /** BACKUP_S3_URL: an S3-compatible bucket (and prefix) each file is also copied to. */
  s3Url: string | null;
  /** BACKUP_SCHEDULE as a cron line in the business time zone; null: `off`, no nightly backup. */
  cron: string | null;
  /** BACKUP_KEEP: how many daily, weekly and monthly backups stay. */
  keep: { daily: number; weekly: number; monthly: number };
}

export interface MailConfig {
  /** nodemailer's connection URL: smtp:// (STARTTLS when offered) or smtps:// (implicit TLS). */
  smtpUrl: string;
  from: string;
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
}

export interface MailDkimConfig {
  domainName: string | null;
  keySelector: string;
  privateKey: string;
}

export interface LiveLimits {
  /** LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: subscriptions open at once on one socket. */
  subscriptionsPerSocket: number;
  /** LIVE_MAX_SOCKETS_PER_SESSION: signed-in sockets of one session, in this process. */
  socketsPerSession: number;
  /** LIVE_MAX_SOCKETS: sockets of this process, signed in or not yet. */
  sockets: number;
}

export class ConfigError extends Error {}

function intInRange(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »).`);
  }
  return value;
}

function validTimezone(raw: string): string {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: raw });
    return raw;
  } catch {
    throw new ConfigError(`APP_TIMEZONE « ${raw} » n'est pas un fuseau horaire connu.`);
  }
}

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count: the client address is the one the
 * farthest trusted proxy saw), or the proxies' own addresses/CIDRs. `true` alone would believe
 * the leftmost X-Forwarded-For value, which the client writes itself, so it is refused.
 */
function parseTrustProxy(raw: string | undefined): number | string[] | false {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return intInRange('TRUST_PROXY', value, 0, 1, 10);
  if (value === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true croirait n'importe quelle adresse écrite par le client : indiquez le nombre de proxys devant Pilotage (ex. 1) ou leurs adresses/CIDR (ex. 10.0.0.0/8).",
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) {
      throw new ConfigError(`TRUST_PROXY : « ${entry} » n'est ni un nombre de proxys, ni une adresse IP, ni un CIDR.`);
    }
  }
  return entries;
}

// proxy-addr (fastify's trustProxy) also knows these names for the usual private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

// The example values shipped in this repository (k8s/base/secret.example.yaml, former tests and
// benchmarks): public, so never a secret, however long they are.
const PLACEHOLDER_SECRETS = new Set([
  'replace-with-at-least-32-random-characters',
  'change-me',
  'changeme',
  'test-secret-test-secret-test-secret-0123',
  'bench-secret-bench-secret-bench-secret-0123',
  'a-secret-of-at-least-thirty-two-chars!!',
]);
const MIN_SECRET_BITS = 256;
const MIN_DISTINCT_CHARACTERS = 10;
const GENERATE_HINT = 'générez-en un avec « openssl rand -base64 48 »';

/**
 * JWT_SECRET signs every session: a guessable one lets anyone forge an Admin token. SECRETS_KEY
 * seals the secrets stored in the database: a guessable one opens them all.
 */
function checkSecret(name: string, secret: string): void {
  if (PLACEHOLDER_SECRETS.has(secret.trim().toLowerCase())) {
    throw new ConfigError(`${name} est la valeur d'exemple de la documentation : ${GENERATE_HINT}.`);
  }
  const { bits, distinctCharacters } = secretStrength(secret);
  if (distinctCharacters < MIN_DISTINCT_CHARACTERS) {
    throw new ConfigError(
      `${name} est trop répétitif (${distinctCharacters} caractères différents, ${MIN_DISTINCT_CHARACTERS} au moins) : ${GENERATE_HINT}.`,
    );
  }
  if (bits < MIN_SECRET_BITS) {
    throw new ConfigError(
      `${name} est trop faible (environ ${bits} bits d'entropie estimée, ${MIN_SECRET_BITS} au moins, soit 32 octets aléatoires) : ${GENERATE_HINT}.`,
    );
  }
}

/** SECRETS_KEY and the former keys still accepted while a rotation runs. */
function secretsKeys(env: NodeJS.ProcessEnv, jwtSecret: string | null): { current: string | null; previous: string[] } {
  const current = env.SECRETS_KEY?.trim() || null;
  if (current !== null) checkSecret('SECRETS_KEY', current);
  if (current !== null && current === jwtSecret?.trim()) {
    throw new ConfigError('SECRETS_KEY doit différer de JWT_SECRET : chacun protège autre chose.');
  }
  if (env.NODE_ENV === 'production' && current === null) {
    throw new ConfigError(
      `SECRETS_KEY est obligatoire en production (il chiffre les secrets enregistrés) : ${GENERATE_HINT}.`,
    );
  }
  const previous = (env.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (previous.length > 0 && current === null) {
    throw new ConfigError(
      'SECRETS_KEY_PREVIOUS ne sert que pendant une rotation : indiquez aussi la nouvelle clé dans SECRETS_KEY.',
    );
  }
  return { current, previous: previous.filter((key) => key !== current) };
}

/** web/dist of the repository, found from this file whether it runs compiled (dist/src) or not (src). */
function webDist(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i += 1) {
    dir = path.dirname(dir);
    if (fs.existsSync(path.join(dir, 'web', 'package.json'))) return path.join(dir, 'web', 'dist');
  }
  return path.resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');
}

/** BACKUP_SCHEDULE: `HH:MM` every day (default 02:30), a five-field cron line, or `off`. */
function parseBackupSchedule(raw: string | undefined): string | null {
  const value = raw?.trim() || '02:30';
  if (value === 'off') return null;
  const time = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (time) return `${Number(time[2])} ${Number(time[1])} * * *`;
  if (/^[\d*/,-]+( [\d*/,-]+){4}$/.test(value)) return value;
  throw new ConfigError(
    `BACKUP_SCHEDULE doit être une heure HH:MM (ex. 02:30), une ligne cron à cinq champs ou « off » (reçu « ${value} »).`,
  );
}

/** BACKUP_KEEP: `daily,weekly,monthly` counts (default 7,4,12). */
function parseBackupKeep(raw: string | undefined): BackupConfig['keep'] {
  const value = raw?.trim() || '7,4,12';
  const parts = value.split(',').map((part) => part.trim());
  const [daily, weekly, monthly] = parts.map((part) => Number(part));
  if (
    parts.length !== 3 ||
    ![daily, weekly, monthly].every((n) => Number.isInteger(n) && n >= 0 && n <= 1000) ||
    daily < 1
  ) {
    throw new ConfigError(
      `BACKUP_KEEP doit donner trois nombres « quotidiennes,hebdomadaires,mensuelles » (ex. 7,4,12), au moins une quotidienne (reçu « ${value} »).`,
    );
  }
  return { daily, weekly, monthly };
}

function parseS3Url(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    parsed = null;
  }
  const bucket = parsed?.protocol === 's3:' ? parsed.host : parsed?.pathname.split('/')[1];
  if (!parsed || !['s3:', 'http:', 'https:'].includes(parsed.protocol) || !bucket) {
    throw new ConfigError(
      `BACKUP_S3_URL doit être s3://seau/prefixe ou https://point-d-acces/seau/prefixe (reçu « ${value} »).`,
    );
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : null);
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== null) checkSecret('JWT_SECRET', jwtSecret);
  if (env.NODE_ENV === 'production' && jwtSecret === null) {
    throw new ConfigError('JWT_SECRET est obligatoire en production.');
  }
  const secrets = secretsKeys(env, jwtSecret);
  const adminPassword = nonEmpty(env.ADMIN_PASSWORD);
  if (adminPassword !== null && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD doit contenir au moins 6 caractères.');
  }
  const port = intInRange('PORT', env.PORT, 8080, 0, 65535);
  const metricsPort = env.METRICS_PORT?.trim()
    ? intInRange('METRICS_PORT', env.METRICS_PORT.trim(), 0, 1, 65535)
    : null;
  if (metricsPort !== null && metricsPort === port) {
    throw new ConfigError(`METRICS_PORT doit différer de PORT (${port}) : /metrics a son propre port.`);
  }
  const metricsToken = nonEmpty(env.METRICS_TOKEN)?.trim() ?? null;
  if (metricsToken !== null && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN doit contenir au moins 16 caractères.');
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseListenUrl: nonEmpty(env.DATABASE_LISTEN_URL),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? 'data'),
    jwtSecret,
    secretsKey: secrets.current,
    secretsKeyPrevious: secrets.previous,
    admin: {
      username: nonEmpty(env.ADMIN_USERNAME) ?? 'admin',
      email: nonEmpty(env.ADMIN_EMAIL) ?? 'admin@localhost',
      password: adminPassword,
    },
    telegramApiRoot: (nonEmpty(env.TELEGRAM_API_ROOT) ?? 'https://api.telegram.org').replace(/\/+$/, ''),
    timezone: validTimezone(nonEmpty(env.APP_TIMEZONE) ?? 'Europe/Paris'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsPort,
    metricsToken,
    signupTokenTtlDays: intInRange('SIGNUP_TOKEN_TTL_DAYS', env.SIGNUP_TOKEN_TTL_DAYS?.trim(), 7, 1, 365),
    auditRetentionDays: intInRange(
      'AUDIT_RETENTION_DAYS',
      env.AUDIT_RETENTION_DAYS?.trim(),
      DEFAULT_AUDIT_RETENTION_DAYS,
      1,
      36_500,
    ),
    live: {
      subscriptionsPerSocket: intInRange(
        'LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET',
        env.LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET?.trim(),
        10,
        1,
        100,
      ),
      socketsPerSession: intInRange(
        'LIVE_MAX_SOCKETS_PER_SESSION',
        env.LIVE_MAX_SOCKETS_PER_SESSION?.trim(),
        5,
        1,
        100,
      ),
      sockets: intInRange('LIVE_MAX_SOCKETS', env.LIVE_MAX_SOCKETS?.trim(), 1_000, 1, 100_000),
    },
    webDist: webDist(),
    backup: {
      dir: path.resolve(nonEmpty(env.BACKUP_DIR) ?? path.join(nonEmpty(env.DATA_DIR) ?? 'data', 'backups')),
      passphrase: nonEmpty(env.BACKUP_PASSPHRASE),
      s3Url: parseS3Url(nonEmpty(env.BACKUP_S3_URL)),
      cron: parseBackupSchedule(env.BACKUP_SCHEDULE),
      keep: parseBackupKeep(env.BACKUP_KEEP),
    },
    mail: parseMail(env),
    mailDkim: parseDkim(env),
    mailCa: nonEmpty(env.SMTP_CA)?.replace(/\\n/g, '\n') ?? null,
    graphqlCompiled: parseOnOff('GRAPHQL_COMPILED', env.GRAPHQL_COMPILED, true),
    eInvoicing: parseEInvoicing(env),
    outbox: parseOutbox(env),
  };
}

/** The outboxes' intervals; tests shorten them to see a fault's whole recovery in seconds. */
function parseOutbox(env: NodeJS.ProcessEnv): OutboxConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    telegramChatIntervalMs: intInRange(
      'TELEGRAM_CHAT_INTERVAL_MS',
      value('TELEGRAM_CHAT_INTERVAL_MS'),
      1000,
      0,
      60_000,
    ),
    telegramRetryDelaySeconds: intInRange(
      'TELEGRAM_RETRY_DELAY_SECONDS',
      value('TELEGRAM_RETRY_DELAY_SECONDS'),
      5,
      1,
      3600,
    ),
    mailRetryDelaySeconds: intInRange('MAIL_RETRY_DELAY_SECONDS', value('MAIL_RETRY_DELAY_SECONDS'), 30, 1, 3600),
    expireSeconds: intInRange('OUTBOX_EXPIRE_SECONDS', value('OUTBOX_EXPIRE_SECONDS'), 300, 5, 86_400),
    maintenanceSeconds: intInRange('JOB_MAINTENANCE_SECONDS', value('JOB_MAINTENANCE_SECONDS'), 120, 1, 3600),
    // pg-boss polls every half second at most.
    pollMs: intInRange('OUTBOX_POLL_MS', value('OUTBOX_POLL_MS'), 2000, 500, 60_000),
  };
}

/** PA_FLOW_URL and PA_TOKEN_URL must be http(s) URLs; the client pair goes together. */
function parseEInvoicing(env: NodeJS.ProcessEnv): EInvoicingEnv {
  const value = (name: string) => env[name]?.trim() || null;
  const url = (name: string) => {
    const raw = value(name);
    if (raw === null) return null;
    let parsed: URL | null = null;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = null;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
      throw new ConfigError(`${name} doit être une adresse https:// (reçu « ${raw} »).`);
    }
    return raw.replace(/\/+$/, '');
  };
  const clientId = value('PA_CLIENT_ID');
  const clientSecret = value('PA_CLIENT_SECRET');
  if ((clientId === null) !== (clientSecret === null)) {
    throw new ConfigError('PA_CLIENT_ID et PA_CLIENT_SECRET vont ensemble : donnez les deux.');
  }
  return {
    flowUrl: url('PA_FLOW_URL'),
    tokenUrl: url('PA_TOKEN_URL'),
    clientId,
    clientSecret,
    pollSeconds: intInRange('PA_POLL_SECONDS', value('PA_POLL_SECONDS') ?? undefined, 30, 1, 86_400),
    timeoutSeconds: intInRange('PA_TIMEOUT_SECONDS', value('PA_TIMEOUT_SECONDS') ?? undefined, 15, 1, 300),
  };
}

function parseOnOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'on') return true;
  if (text === 'off') return false;
  throw new ConfigError(`${name} doit valoir on ou off (reçu « ${value} »).`);
}

const MAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** SMTP_URL with MAIL_FROM (a bare address or `Name <address>`), and DKIM signing when its three variables are set. */
function parseMail(env: NodeJS.ProcessEnv): MailConfig | null {
  const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : null);
  const smtpUrl = nonEmpty(env.SMTP_URL)?.trim() ?? null;
  const from = nonEmpty(env.MAIL_FROM)?.trim() ?? null;
  if (smtpUrl === null) {
    if (from !== null) throw new ConfigError("MAIL_FROM est donné sans SMTP_URL : indiquez aussi le serveur d'envoi.");
    return null;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL doit être une adresse smtp://utilisateur:motdepasse@hôte:port (ou smtps://).');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL doit commencer par smtp:// ou smtps:// (reçu « ${url.protocol}// »).`);
  }
  if (from === null)
    throw new ConfigError("MAIL_FROM est obligatoire avec SMTP_URL : l'adresse d'expéditeur des courriels.");
  const address = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from;
  if (!MAIL_ADDRESS.test(address) || /[\r\n]/.test(from)) {
    throw new ConfigError(`MAIL_FROM « ${from} » n'est pas une adresse de courriel valide.`);
  }
  const dkim = parseDkim(env);
  return {
    smtpUrl,
    from,
    dkim: dkim ? { ...dkim, domainName: dkim.domainName ?? address.split('@')[1] } : null,
  };
}

/** DKIM_SELECTOR and DKIM_PRIVATE_KEY (and DKIM_DOMAIN, else null: the sender's domain). */
function parseDkim(env: NodeJS.ProcessEnv): MailDkimConfig | null {
  const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : null);
  const dkimSelector = nonEmpty(env.DKIM_SELECTOR)?.trim() ?? null;
  const dkimKey = nonEmpty(env.DKIM_PRIVATE_KEY)?.replace(/\\n/g, '\n') ?? null;
  if ((dkimSelector === null) !== (dkimKey === null)) {
    throw new ConfigError(
      'DKIM_SELECTOR et DKIM_PRIVATE_KEY vont ensemble : donnez les deux pour signer les courriels.',
    );
  }
  if (dkimKey !== null && !dkimKey.includes('PRIVATE KEY')) {
    throw new ConfigError('DKIM_PRIVATE_KEY doit être une clé privée PEM (-----BEGIN PRIVATE KEY-----…).');
  }
  if (dkimSelector === null || dkimKey === null) return null;
  return { domainName: nonEmpty(env.DKIM_DOMAIN)?.trim() ?? null, keySelector: dkimSelector, privateKey: dkimKey };
}
