import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../gateway/src/kernel/config/config';
import { persistentSecret } from '../../gateway/src/kernel/config/secrets';
import { readText, readYaml } from '../deploy/support/files';
import { TEST_JWT_SECRET } from '../support/secrets';

const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...env });
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('JWT_SECRET', () => {
  it.each([
    ['openssl rand -hex 32', () => crypto.randomBytes(32).toString('hex')],
    ['openssl rand -base64 32', () => crypto.randomBytes(32).toString('base64')],
    ['43 base64url characters', () => crypto.randomBytes(32).toString('base64url')],
    ['openssl rand -base64 48', () => crypto.randomBytes(48).toString('base64')],
  ])('accepts a random secret of 32 bytes or more (%s), every time', (_, generate) => {
    for (let i = 0; i < 200; i += 1) {
      const secret = generate();
      expect(load({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
  });

  it('accepts the secret the gateway generates in DATA_DIR when none is given', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-secret-'));
    try {
      const generated = await persistentSecret(dir, 'jwt-secret');
      expect(load({ JWT_SECRET: generated }).jwtSecret).toBe(generated);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is optional outside production (generated then), required in production', () => {
    expect(loadConfig({}).jwtSecret).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET est obligatoire en production.');
  });

  it.each([
    ['too short', crypto.randomBytes(16).toString('hex')],
    ['a passphrase', 'Correct-Horse-Battery-Staple-2024!'],
    ['a pattern repeated', 'Pilotage2024!Pilotage2024!Pilotage2024!Pilotage2024!'],
    ['words repeated with a suffix', 'pilotage-secret-pilotage-secret-pilotage-secret-0123'],
  ])('refuses a guessable secret (%s) with its estimated entropy, in French', (_, secret) => {
    expect(refusal({ JWT_SECRET: secret })).toMatch(
      /^JWT_SECRET est trop faible \(environ \d+ bits d'entropie estimée, 256 au moins, soit 32 octets aléatoires\) : générez-en un avec « openssl rand -base64 48 »\.$/,
    );
  });

  it.each([['a'.repeat(64)], ['ab'.repeat(40)], ['012345678'.repeat(8)]])(
    'refuses a secret of fewer than 10 distinct characters (%s)',
    (secret) => {
      expect(refusal({ JWT_SECRET: secret })).toMatch(
        /^JWT_SECRET est trop répétitif \(\d caractères différents, 10 au moins\)/,
      );
    },
  );

  it('refuses every JWT_SECRET example shipped in the repository, however long', () => {
    const example = readYaml('k8s/base/secret.example.yaml').stringData.JWT_SECRET;
    expect(example.length).toBeGreaterThanOrEqual(32);
    for (const secret of [example, example.toUpperCase(), 'change-me', 'bench-secret-bench-secret-bench-secret-0123']) {
      expect(refusal({ JWT_SECRET: secret })).toBe(
        "JWT_SECRET est la valeur d'exemple de la documentation : générez-en un avec « openssl rand -base64 48 ».",
      );
    }
    // Every value written after JWT_SECRET in the docs and deployment files is a command or empty, never a usable secret.
    for (const file of [
      '.env.example',
      'README.md',
      'docs/deployment.md',
      'compose.yaml',
      'k8s/base/secret.example.yaml',
    ]) {
      for (const [, value] of readText(file).matchAll(/JWT_SECRET[=:][ \t]*['"]?([^\s'"`|]+)/g)) {
        if (value.startsWith('$(') || value === example) continue;
        expect(() => load({ JWT_SECRET: value })).toThrow(ConfigError);
      }
    }
  });
});

describe('METRICS_PORT and METRICS_TOKEN', () => {
  it('are off by default', () => {
    expect(load({})).toMatchObject({ metricsPort: null, metricsToken: null });
  });

  it('take a port other than PORT, and a token of 16 characters or more', () => {
    expect(load({ METRICS_PORT: '9464', METRICS_TOKEN: 'jeton-de-metriques-0123' })).toMatchObject({
      metricsPort: 9464,
      metricsToken: 'jeton-de-metriques-0123',
    });
    expect(refusal({ METRICS_PORT: '0' })).toBe('METRICS_PORT doit être un entier entre 1 et 65535 (reçu « 0 »).');
    expect(refusal({ METRICS_PORT: '70000' })).toBe(
      'METRICS_PORT doit être un entier entre 1 et 65535 (reçu « 70000 »).',
    );
    expect(refusal({ METRICS_PORT: 'neuf' })).toBe(
      'METRICS_PORT doit être un entier entre 1 et 65535 (reçu « neuf »).',
    );
    expect(refusal({ PORT: '9000', METRICS_PORT: '9000' })).toBe(
      'METRICS_PORT doit différer de PORT (9000) : /metrics a son propre port.',
    );
    expect(refusal({ METRICS_TOKEN: 'court' })).toBe('METRICS_TOKEN doit contenir au moins 16 caractères.');
  });
});

describe('SIGNUP_TOKEN_TTL_DAYS', () => {
  it('is 7 days by default, an integer from 1 to 365 otherwise', () => {
    expect(load({}).signupTokenTtlDays).toBe(7);
    expect(load({ SIGNUP_TOKEN_TTL_DAYS: '30' }).signupTokenTtlDays).toBe(30);
    for (const raw of ['0', '366', '2.5', 'sept']) {
      expect(refusal({ SIGNUP_TOKEN_TTL_DAYS: raw })).toBe(
        `SIGNUP_TOKEN_TTL_DAYS doit être un entier entre 1 et 365 (reçu « ${raw} »).`,
      );
    }
  });
});

describe('LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET, LIVE_MAX_SOCKETS_PER_SESSION and LIVE_MAX_SOCKETS', () => {
  it('are 10, 5 and 1,000 by default, integers within their bounds otherwise', () => {
    expect(load({}).live).toEqual({ subscriptionsPerSocket: 10, socketsPerSession: 5, sockets: 1_000 });
    expect(
      load({ LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: '20', LIVE_MAX_SOCKETS_PER_SESSION: '3', LIVE_MAX_SOCKETS: '5000' })
        .live,
    ).toEqual({
      subscriptionsPerSocket: 20,
      socketsPerSession: 3,
      sockets: 5_000,
    });
    expect(refusal({ LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: '0' })).toBe(
      'LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET doit être un entier entre 1 et 100 (reçu « 0 »).',
    );
    expect(refusal({ LIVE_MAX_SOCKETS_PER_SESSION: 'cinq' })).toBe(
      'LIVE_MAX_SOCKETS_PER_SESSION doit être un entier entre 1 et 100 (reçu « cinq »).',
    );
    expect(refusal({ LIVE_MAX_SOCKETS: '1e9' })).toBe(
      'LIVE_MAX_SOCKETS doit être un entier entre 1 et 100000 (reçu « 1e9 »).',
    );
  });
});

describe('BACKUP_* variables', () => {
  it('default to DATA_DIR/backups, 02:30 every night, 7 daily, 4 weekly and 12 monthly, no passphrase nor copy', () => {
    expect(load({ DATA_DIR: '/srv/pilotage' }).backup).toEqual({
      dir: '/srv/pilotage/backups',
      passphrase: null,
      s3Url: null,
      cron: '30 2 * * *',
      keep: { daily: 7, weekly: 4, monthly: 12 },
    });
  });

  it('take a time, a cron line or off, and counts to keep', () => {
    expect(load({ BACKUP_SCHEDULE: '4:05' }).backup.cron).toBe('5 4 * * *');
    expect(load({ BACKUP_SCHEDULE: '0 */6 * * *' }).backup.cron).toBe('0 */6 * * *');
    expect(load({ BACKUP_SCHEDULE: 'off' }).backup.cron).toBeNull();
    expect(load({ BACKUP_KEEP: '14, 8, 24' }).backup.keep).toEqual({ daily: 14, weekly: 8, monthly: 24 });
    expect(load({ BACKUP_DIR: '/mnt/sauvegardes', BACKUP_S3_URL: 's3://seau/pilotage' }).backup).toMatchObject({
      dir: '/mnt/sauvegardes',
      s3Url: 's3://seau/pilotage',
    });
  });

  it('refuse what they cannot read, in French', () => {
    expect(refusal({ BACKUP_SCHEDULE: '25:00' })).toMatch(/^BACKUP_SCHEDULE doit être une heure HH:MM/);
    expect(refusal({ BACKUP_KEEP: '7,4' })).toMatch(/^BACKUP_KEEP doit donner trois nombres/);
    expect(refusal({ BACKUP_KEEP: '0,4,12' })).toMatch(/au moins une quotidienne/);
    expect(refusal({ BACKUP_S3_URL: 'ftp://seau' })).toMatch(/^BACKUP_S3_URL doit être s3:\/\/seau\/prefixe/);
  });
});

describe('GRAPHQL_COMPILED', () => {
  it('is on by default, on or off otherwise', () => {
    expect(load({}).graphqlCompiled).toBe(true);
    expect(load({ GRAPHQL_COMPILED: 'off' }).graphqlCompiled).toBe(false);
    expect(load({ GRAPHQL_COMPILED: ' ON ' }).graphqlCompiled).toBe(true);
    expect(refusal({ GRAPHQL_COMPILED: 'non' })).toBe('GRAPHQL_COMPILED doit valoir on ou off (reçu « non »).');
  });
});

describe('the outboxes’ intervals', () => {
  it('keep the production defaults unless set', () => {
    expect(load({}).outbox).toEqual({
      telegramChatIntervalMs: 1000,
      telegramRetryDelaySeconds: 5,
      mailRetryDelaySeconds: 30,
      expireSeconds: 300,
      maintenanceSeconds: 120,
      pollMs: 2000,
    });
    expect(
      load({
        TELEGRAM_CHAT_INTERVAL_MS: '0',
        TELEGRAM_RETRY_DELAY_SECONDS: ' 1 ',
        MAIL_RETRY_DELAY_SECONDS: '2',
        OUTBOX_EXPIRE_SECONDS: '20',
        JOB_MAINTENANCE_SECONDS: '3',
        OUTBOX_POLL_MS: '500',
      }).outbox,
    ).toEqual({
      telegramChatIntervalMs: 0,
      telegramRetryDelaySeconds: 1,
      mailRetryDelaySeconds: 2,
      expireSeconds: 20,
      maintenanceSeconds: 3,
      pollMs: 500,
    });
  });

  it('refuse what is not a whole number in range, in French', () => {
    expect(refusal({ TELEGRAM_CHAT_INTERVAL_MS: '-1' })).toBe(
      'TELEGRAM_CHAT_INTERVAL_MS doit être un entier entre 0 et 60000 (reçu « -1 »).',
    );
    expect(refusal({ OUTBOX_EXPIRE_SECONDS: '2' })).toBe(
      'OUTBOX_EXPIRE_SECONDS doit être un entier entre 5 et 86400 (reçu « 2 »).',
    );
    expect(refusal({ TELEGRAM_RETRY_DELAY_SECONDS: '1.5' })).toMatch(
      /^TELEGRAM_RETRY_DELAY_SECONDS doit être un entier/,
    );
    expect(refusal({ MAIL_RETRY_DELAY_SECONDS: 'trente' })).toMatch(/^MAIL_RETRY_DELAY_SECONDS doit être un entier/);
    expect(refusal({ OUTBOX_POLL_MS: '100' })).toBe(
      'OUTBOX_POLL_MS doit être un entier entre 500 et 60000 (reçu « 100 »).',
    );
    expect(refusal({ JOB_MAINTENANCE_SECONDS: '0' })).toMatch(/^JOB_MAINTENANCE_SECONDS doit être un entier/);
  });
});
