import { Api } from 'grammy';
import { createLogger } from '../../gateway/src/kernel/logging/logger';
import { TelegramClient } from '../../gateway/src/features/notifications/telegram-client';
import { loginAdmin } from '../support/actors';
import { FAKE_BOT_TOKEN, type FakeTelegram, startFakeTelegram } from '../support/fake-telegram';
import { call, graphql } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

// What the gateway writes, line by line, through the logger main.ts uses.
const lines: string[] = [];
const log = createLogger('debug', { write: (line: string) => void lines.push(line) });
const output = () => lines.join('');

let fake: FakeTelegram;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await startTestServer({ telegramApiRoot: fake.url }, log);
});
beforeEach(async () => {
  await server.reset();
  fake.reset();
  lines.length = 0;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const SIGNUP_SECRET = 'Jeton-Tres-Secret-4d3c2b1a';
const registration = {
  username: 'nouveau',
  email: 'nouveau@example.fr',
  password: 'Mot-De-Passe-Secret-42',
  signup_token: SIGNUP_SECRET,
};

describe('the log', () => {
  it('stays JSON lines, one per event', async () => {
    await call(server.url, 'GET', '/healthz');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(output()).toContain('"msg":"incoming request"');
  });

  it('never holds the Authorization header, a password or a token of a request', async () => {
    const admin = await loginAdmin(server);
    await call(server.url, 'GET', '/api/me', { token: admin });
    await call(server.url, 'GET', '/register?token=' + SIGNUP_SECRET, {
      headers: { accept: 'text/html', cookie: 'session=Cookie-Secret-123' },
    });
    await call(server.url, 'PUT', '/api/me/password', {
      token: admin,
      body: { current_password: 'admin-password', new_password: 'Nouveau-Secret-99' },
    });
    expect(output()).toContain('"msg":"request completed"');
    for (const secret of [admin, SIGNUP_SECRET, 'Cookie-Secret-123', 'admin-password', 'Nouveau-Secret-99'])
      expect(output()).not.toContain(secret);
  });

  it('masks secrets under their usual names, at the top of a log object and one level down', () => {
    log.info(
      {
        password: 'p1-secret',
        body: {
          new_password: 'p2-secret',
          currentPassword: 'p3-secret',
          signup_token: 't1-secret',
          accessToken: 't2-secret',
          mfa_token: 't3-secret',
          telegram_bot_token: 't4-secret',
          token: 't5-secret',
        },
      },
      'payload',
    );
    expect(output()).not.toMatch(/p\d-secret|t\d-secret/);
    expect(output()).toContain('[masqué]');
  });

  it('logs a failed SQL statement without the values it carried, over REST and GraphQL', async () => {
    // The registration looks its token up by value: without the table, that statement fails (500).
    await server.sql('alter table signup_tokens rename to signup_tokens_away');
    try {
      const rest = await call(server.url, 'POST', '/api/register', { body: registration });
      expect(rest.status).toBe(500);
      const gql = await graphql(
        server.url,
        'mutation($input: RegisterInput!) { register(input: $input) { message } }',
        {
          input: {
            username: 'autre',
            email: 'autre@example.fr',
            password: 'Mot-De-Passe-Secret-42',
            signupToken: SIGNUP_SECRET,
          },
        },
      );
      expect(gql.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await server.sql('alter table signup_tokens_away rename to signup_tokens');
    }
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.err);
    expect(failures.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['request failed', 'GraphQL resolver failed']),
    );
    // Still useful: the statement (its values bound apart, as $n) and PostgreSQL's reason are there, the value is not.
    for (const { err } of failures) {
      expect(err.message).toMatch(/from signup_tokens where token_hash = any\(\$1\) /);
      expect(err.message).toMatch(/relation "signup_tokens" does not exist/);
    }
    expect(output()).not.toContain(SIGNUP_SECRET);
    expect(output()).not.toContain('Mot-De-Passe-Secret-42');
  });

  it('drops the parameters of a driver error and the values PostgreSQL repeats', async () => {
    const em = server.orm.em.fork();
    const failures = [
      em.getConnection().execute('select * from users where email = ? and id = ?', ['cache@secret.fr', 424242]),
      em
        .getConnection()
        .execute(
          "insert into users (username, email, password_hash, role) values ('admin', 'double@secret.fr', 'x', 'Manager')",
        ),
      em.getConnection().execute('select ?::integer', ['pas-un-entier-secret']),
    ];
    for (const failure of failures) log.error({ err: await failure.catch((error: unknown) => error) }, 'query failed');
    const logged = lines.map((line) => JSON.parse(line).err);
    expect(logged).toHaveLength(3);
    for (const err of logged)
      for (const field of ['params', 'parameters', 'bindings']) expect(err).not.toHaveProperty(field);
    expect(logged[1].detail ?? logged[1].message).toMatch(/Key \(.*\)=\(\?\)/);
    for (const secret of ['cache@secret.fr', '424242', 'double@secret.fr', 'pas-un-entier-secret'])
      expect(output()).not.toContain(secret);
  });

  it('never holds the Telegram bot token, not even inside a failed Bot API URL', async () => {
    const admin = await loginAdmin(server);
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: FAKE_BOT_TOKEN } });
    fake.down = true;
    const verified = await call(server.url, 'POST', '/api/settings/telegram/verify', {
      token: admin,
      body: { chat_id: '1' },
    });
    expect(verified.body.details.error).toMatch(/injoignable/);
    // grammY's own errors name the URL, and so the token: logged as they are, they still leave it out.
    const raw = await new Api(FAKE_BOT_TOKEN, { apiRoot: 'http://127.0.0.1:9', timeoutSeconds: 2 })
      .getMe()
      .catch((error: unknown) => error);
    expect(JSON.stringify(raw, Object.getOwnPropertyNames(raw)) + String((raw as { error?: unknown }).error)).toContain(
      FAKE_BOT_TOKEN,
    );
    log.error(
      { err: raw, url: `${fake.url}/bot${FAKE_BOT_TOKEN}/getMe` },
      `Telegram failed: ${String((raw as { error?: unknown }).error)}`,
    );
    const failure = await new TelegramClient(FAKE_BOT_TOKEN, { apiRoot: fake.url, timeoutSeconds: 2 })
      .getMe()
      .catch((error: unknown) => error);
    log.warn({ err: failure }, 'verify failed');
    expect(output()).toContain('Telegram failed');
    expect(output()).toContain('/bot[masqué]/getMe');
    expect(output()).not.toContain(FAKE_BOT_TOKEN);
    expect(output()).not.toContain(FAKE_BOT_TOKEN.split(':')[1]);
  });
});
