import fs from 'node:fs';
import path from 'node:path';

/** Every environment variable the gateway reads, parsed and checked in one place. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string | null;
  admin: { username: string; email: string; password: string | null };
  telegramApiRoot: string;
  timezone: string;
  logLevel: string;
  production: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY), for the client address. */
  trustProxy: boolean | string;
  webDist: string;
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

/** `true`, or a comma-separated list of proxy addresses/CIDRs whose X-Forwarded-For is believed. */
function parseTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** web/dist of the repository, found from this file whether it runs compiled (dist/src) or not (src). */
function webDist(): string {
  let dir = __dirname;
  for (let i = 0; i < 4; i += 1) {
    dir = path.dirname(dir);
    if (fs.existsSync(path.join(dir, 'web', 'package.json'))) return path.join(dir, 'web', 'dist');
  }
  return path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : null);
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET doit contenir au moins 32 caractères.');
  }
  if (env.NODE_ENV === 'production' && jwtSecret === null) {
    throw new ConfigError('JWT_SECRET est obligatoire en production.');
  }
  const adminPassword = nonEmpty(env.ADMIN_PASSWORD);
  if (adminPassword !== null && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD doit contenir au moins 6 caractères.');
  }
  return {
    port: intInRange('PORT', env.PORT, 8080, 0, 65535),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? 'data'),
    jwtSecret,
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
    webDist: webDist(),
  };
}
