import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import {
  BOT_TOKEN_CONTEXT,
  SIGNUP_TOKEN_CONTEXT,
  TOTP_SECRET_CONTEXT,
  sealStoredSecrets,
} from '../../gateway/src/kernel/credentials/stored-secrets';
import { Keyring, SecretBoxError, open, seal, useSecretKeys } from '../../gateway/src/kernel/credentials/secret-box';
import { ACCOUNT_PASSWORD, loginAdmin, signedIn } from '../support/actors';
import { call } from '../support/http';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';
import { type TestServer, startTestServer } from '../support/server';
import { signupTokenHash } from '../support/signup-tokens';
import { enableTwoFactor, totpCode } from '../support/two-factor';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  admin = await loginAdmin(server);
});
afterEach(() => useSecretKeys(new Keyring(TEST_SECRETS_KEY)));
afterAll(() => server.close());

const BOT_TOKEN = '123456789:AAH-secret-bot-token-value_0123456789';
const SEALED = /^v1:[0-9a-f]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,}$/;
const NEW_KEY = 'c0ffee5e1ec7ab1e9d8c7b6a5f4e3d2c1b0a99887766554433221100fedcba98';

async function storedBotToken(): Promise<string> {
  const [row] = await server.sql<{ value: string }>("select value from settings where key = 'telegram_bot_token'");
  return row.value;
}

async function generatedToken(): Promise<string> {
  const generated = await call(server.url, 'POST', '/api/admin/generate-token', {
    token: admin,
    body: { quantity: 1 },
  });
  expect(generated.status).toBe(201);
  return generated.body.tokens[0];
}

/** Signs `username` in with its password and an authenticator code; the access token or the refusal's status. */
async function signInWithCode(username: string, secret: string): Promise<number> {
  const first = await call(server.url, 'POST', '/api/login', { body: { username, password: 'secret-123' } });
  expect(first.body.mfa_required).toBe(true);
  const second = await call(server.url, 'POST', '/api/login/2fa', {
    body: { mfa_token: first.body.mfa_token, code: totpCode(secret, 1) },
  });
  return second.status;
}

describe('secrets are stored sealed', () => {
  it('the Telegram bot token: not in clear in its row, read back by the Admin as it was given, masked in the journal', async () => {
    const saved = await call(server.url, 'PUT', '/api/settings', {
      token: admin,
      body: { telegram_bot_token: BOT_TOKEN },
    });
    expect(saved.status).toBe(200);
    const stored = await storedBotToken();
    expect(stored).toMatch(SEALED);
    expect(stored).not.toContain(BOT_TOKEN);
    expect((await call(server.url, 'GET', '/api/settings', { token: admin })).body.telegram_bot_token).toBe(BOT_TOKEN);

    // Saving the other settings leaves the token as it is (not sealed again, not journaled again).
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { notification_tasks_enabled: 'false' } });
    expect(await storedBotToken()).toBe(stored);
    const journal = await server.sql<{ changes: string }>(
      "select changes::text from audit_log where entity_type = 'setting'",
    );
    expect(journal.length).toBeGreaterThan(0);
    for (const { changes } of journal) expect(changes).not.toContain(BOT_TOKEN);
    expect(journal.map((row) => row.changes).join()).toContain('***');
  });

  it('the sign-up tokens: sealed, found by their keyed hash, listed in clear for the Admin, and they still register', async () => {
    const token = await generatedToken();
    const [row] = await server.sql<{ token: string; token_hash: string }>(
      'select token, token_hash from signup_tokens',
    );
    expect(row.token).toMatch(SEALED);
    expect(row.token).not.toContain(token);
    expect(row.token_hash).toBe(signupTokenHash(token));
    expect(row.token_hash).not.toContain(token);

    const listed = await call(server.url, 'GET', '/api/admin/signup-tokens', { token: admin });
    expect(listed.body.map((t: { token: string }) => t.token)).toEqual([token]);

    const registered = await call(server.url, 'POST', '/api/register', {
      body: { username: 'nouvelle', email: 'nouvelle@example.fr', password: 'secret-123', signup_token: token },
    });
    expect(registered.status).toBe(201);
    expect(await server.sql('select is_used from signup_tokens')).toEqual([{ is_used: true }]);
    const journal = await server.sql<{ changes: string }>(
      "select changes::text from audit_log where entity_type = 'signup_token'",
    );
    for (const { changes } of journal) expect(changes).not.toContain(token);
    expect(journal.map((r) => r.changes).join()).not.toContain(row.token_hash);
  });

  it('the TOTP secret: sealed in both columns, and a code of the authenticator still signs in', async () => {
    const manager = await signedIn(server, 'Manager', 'camille');
    const setup = await call(server.url, 'POST', '/api/me/2fa/setup', {
      token: manager.token,
      body: { password: ACCOUNT_PASSWORD },
    });
    expect(setup.status).toBe(200);
    const [pending] = await server.sql<{ totp_pending_secret: string }>(
      'select totp_pending_secret from users where id = $1',
      [manager.id],
    );
    expect(pending.totp_pending_secret).toMatch(SEALED);
    expect(pending.totp_pending_secret).not.toContain(setup.body.secret);
    const enabling = await call(server.url, 'POST', '/api/me/2fa/enable', {
      token: manager.token,
      body: { password: ACCOUNT_PASSWORD, code: totpCode(setup.body.secret) },
    });
    expect(enabling.status).toBe(200);
    const [enabled] = await server.sql<{ totp_secret: string }>('select totp_secret from users where id = $1', [
      manager.id,
    ]);
    expect(enabled.totp_secret).toMatch(SEALED);
    expect(enabled.totp_secret).not.toContain(setup.body.secret);

    expect(await signInWithCode('camille', setup.body.secret)).toBe(200);
  });
});

describe('a sealed value cannot be altered or moved', () => {
  it('refuses a ciphertext changed by one character, and the settings answer a generic error', async () => {
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: BOT_TOKEN } });
    const stored = await storedBotToken();
    const last = stored.at(-1) === 'A' ? 'B' : 'A';
    const tampered = stored.slice(0, -1) + last;
    expect(() => open(tampered, BOT_TOKEN_CONTEXT)).toThrow(SecretBoxError);
    await server.sql("update settings set value = $1 where key = 'telegram_bot_token'", [tampered]);
    const read = await call(server.url, 'GET', '/api/settings', { token: admin });
    expect(read.status).toBe(500);
    expect(JSON.stringify(read.body)).not.toContain(BOT_TOKEN);
  });

  it('refuses a value sealed for another place (the context is authenticated)', () => {
    const sealed = seal(BOT_TOKEN, BOT_TOKEN_CONTEXT);
    expect(open(sealed, BOT_TOKEN_CONTEXT)).toBe(BOT_TOKEN);
    expect(() => open(sealed, SIGNUP_TOKEN_CONTEXT)).toThrow(SecretBoxError);
  });

  it('refuses a value under a key it does not hold', () => {
    const sealed = seal(BOT_TOKEN, BOT_TOKEN_CONTEXT);
    useSecretKeys(new Keyring(NEW_KEY));
    expect(() => open(sealed, BOT_TOKEN_CONTEXT)).toThrow(SecretBoxError);
  });
});

describe('values stored in clear before', () => {
  it('are sealed at start, once, and stay usable', async () => {
    const manager = await signedIn(server, 'Manager', 'dominique');
    const { secret } = await enableTwoFactor(server.url, manager.token, ACCOUNT_PASSWORD);
    const clearToken = 'ancien-jeton-en-clair-0123456789';
    await server.sql('update users set totp_secret = $2 where id = $1', [manager.id, secret]);
    await server.sql("insert into settings (key, value) values ('telegram_bot_token', $1)", [BOT_TOKEN]);
    await server.sql("insert into signup_tokens (token, expires_at) values ($1, now() + interval '1 day')", [
      clearToken,
    ]);

    expect(await sealStoredSecrets(server.orm.em.fork())).toBe(3);
    expect(await sealStoredSecrets(server.orm.em.fork())).toBe(0);

    const [user] = await server.sql<{ totp_secret: string }>('select totp_secret from users where id = $1', [
      manager.id,
    ]);
    expect(user.totp_secret).toMatch(SEALED);
    expect(await storedBotToken()).toMatch(SEALED);
    const [token] = await server.sql<{ token: string; token_hash: string }>(
      'select token, token_hash from signup_tokens',
    );
    expect(token.token).toMatch(SEALED);
    expect(token.token_hash).toBe(signupTokenHash(clearToken));

    expect(await signInWithCode('dominique', secret)).toBe(200);
    expect((await call(server.url, 'GET', '/api/settings', { token: admin })).body.telegram_bot_token).toBe(BOT_TOKEN);
    const registered = await call(server.url, 'POST', '/api/register', {
      body: { username: 'ancienne', email: 'ancienne@example.fr', password: 'secret-123', signup_token: clearToken },
    });
    expect(registered.status).toBe(201);
  });
});

describe('rotation (npm run secrets:rotate)', () => {
  it('opens the former values during the rotation, seals every value again under the new key, and is idempotent', async () => {
    const manager = await signedIn(server, 'Manager', 'sacha');
    const { secret } = await enableTwoFactor(server.url, manager.token, ACCOUNT_PASSWORD);
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: BOT_TOKEN } });
    const token = await generatedToken();
    const before = await server.sql<{ v: string }>(
      "select totp_secret as v from users where id = $1 union all select value from settings where key = 'telegram_bot_token' union all select token from signup_tokens",
      [manager.id],
    );
    const oldId = before[0].v.split(':')[1];

    // SECRETS_KEY is the new key, SECRETS_KEY_PREVIOUS the old one: everything still works before the rotation runs.
    const rotating = new Keyring(NEW_KEY, [TEST_SECRETS_KEY]);
    useSecretKeys(rotating);
    const newId = rotating.current.id;
    expect(newId).not.toBe(oldId);
    expect((await call(server.url, 'GET', '/api/settings', { token: admin })).body.telegram_bot_token).toBe(BOT_TOKEN);
    expect((await call(server.url, 'GET', '/api/admin/signup-tokens', { token: admin })).body[0].token).toBe(token);

    expect(await sealStoredSecrets(server.orm.em.fork(), { rotate: true })).toBe(3);
    expect(await sealStoredSecrets(server.orm.em.fork(), { rotate: true })).toBe(0);
    const after = await server.sql<{ v: string }>(
      "select totp_secret as v from users where id = $1 union all select value from settings where key = 'telegram_bot_token' union all select token from signup_tokens",
      [manager.id],
    );
    for (const { v } of after) expect(v.split(':')[1]).toBe(newId);
    const [{ token_hash }] = await server.sql<{ token_hash: string }>('select token_hash from signup_tokens');
    expect(token_hash).toBe(signupTokenHash(token));

    // The former key withdrawn: every value opens under the new key alone.
    useSecretKeys(new Keyring(NEW_KEY));
    expect(open(after[0].v, TOTP_SECRET_CONTEXT)).toBe(secret);
    expect((await call(server.url, 'GET', '/api/settings', { token: admin })).body.telegram_bot_token).toBe(BOT_TOKEN);
    expect(await signInWithCode('sacha', secret)).toBe(200);
    const registered = await call(server.url, 'POST', '/api/register', {
      body: { username: 'tournante', email: 'tournante@example.fr', password: 'secret-123', signup_token: token },
    });
    expect(registered.status).toBe(201);
  });
});

describe('the rotation command', () => {
  const ROTATE = path.join(__dirname, '..', '..', 'gateway', 'dist', 'src', 'scripts', 'rotate-secrets.js');
  const rotate = () =>
    promisify(execFile)(process.execPath, [ROTATE], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: server.databaseUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        SECRETS_KEY: NEW_KEY,
        SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY,
      },
    });

  it('seals every value again under SECRETS_KEY, then finds nothing left to do', async () => {
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: BOT_TOKEN } });
    const token = await generatedToken();
    expect((await rotate()).stdout).toContain('2 secret(s) chiffré(s) de nouveau avec la clé actuelle');
    expect((await rotate()).stdout).toContain('Tous les secrets sont déjà chiffrés avec la clé actuelle.');

    useSecretKeys(new Keyring(NEW_KEY));
    expect(open(await storedBotToken(), BOT_TOKEN_CONTEXT)).toBe(BOT_TOKEN);
    expect((await call(server.url, 'GET', '/api/admin/signup-tokens', { token: admin })).body[0].token).toBe(token);
  });
});

describe('SECRETS_KEY', () => {
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is required in production, refused when weak or equal to JWT_SECRET, and kept apart from its former keys', () => {
    expect(refusal({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET })).toMatch(
      /^SECRETS_KEY est obligatoire en production/,
    );
    expect(refusal({ SECRETS_KEY: 'trop-court' })).toMatch(/^SECRETS_KEY est trop/);
    expect(refusal({ JWT_SECRET: TEST_JWT_SECRET, SECRETS_KEY: TEST_JWT_SECRET })).toBe(
      'SECRETS_KEY doit différer de JWT_SECRET : chacun protège autre chose.',
    );
    expect(refusal({ SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY })).toMatch(
      /^SECRETS_KEY_PREVIOUS ne sert que pendant une rotation/,
    );
    const config = loadConfig({ SECRETS_KEY: NEW_KEY, SECRETS_KEY_PREVIOUS: ` ${TEST_SECRETS_KEY} , ${NEW_KEY}` });
    expect(config.secretsKey).toBe(NEW_KEY);
    expect(config.secretsKeyPrevious).toEqual([TEST_SECRETS_KEY]);
  });
});
