import { messages, twoFactorMessages } from '@pilotage/domain';
import { MAX_FAILURES_PER_USERNAME, THROTTLED_MESSAGE } from '../../gateway/src/kernel/credentials/login-throttle';
import { login, signedIn } from '../support/actors';
import { call, graphql } from '../support/http';
import { ADMIN_PASSWORD, type TestServer, type Tokens, withTestServer } from '../support/server';
import { enableTwoFactor, totpCode } from '../support/two-factor';

// « Two-factor takeover » and « unthrottled code guessing »: a stolen access token alone must not
// change a factor, and every wrong password or code it tries is a counted, journaled failure.

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

const post = (path: string, token: string, body: Record<string, unknown> = {}) =>
  call(server.url, 'POST', path, { token, body });
const failedSignIns = async (userId: number) =>
  (
    await server.sql<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'login_failed' and entity_id = $1`,
      [String(userId)],
    )
  )[0].count;
const twoFactorOn = async (userId: number) =>
  (await server.sql<{ on: boolean }>('select totp_enabled_at is not null as on from users where id = $1', [userId]))[0]
    .on;

describe('a stolen access token cannot bind its own authenticator', () => {
  it('refuses the setup and the enabling without the password, and stores no secret', async () => {
    const bare = await post('/api/me/2fa/setup', tokens.admin);
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ error: messages.passwordRequired });
    const guessed = await post('/api/me/2fa/setup', tokens.admin, { password: 'not-the-password' });
    expect(guessed.status).toBe(400);
    expect(guessed.body).toEqual({ error: messages.currentPasswordWrong });
    expect(await server.sql('select totp_pending_secret from users where id = 1')).toEqual([
      { totp_pending_secret: null },
    ]);

    // With the password, the setup goes on; the enabling wants it again.
    const { secret } = (await post('/api/me/2fa/setup', tokens.admin, { password: ADMIN_PASSWORD })).body;
    const withoutPassword = await post('/api/me/2fa/enable', tokens.admin, { code: totpCode(secret) });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body).toEqual({ error: messages.passwordRequired });
    const wrongPassword = await post('/api/me/2fa/enable', tokens.admin, {
      password: 'not-the-password',
      code: totpCode(secret),
    });
    expect(wrongPassword.status).toBe(400);
    expect(await twoFactorOn(1)).toBe(false);
    // The owner still signs in with the password alone.
    expect(
      Object.keys(
        (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).body,
      ),
    ).toEqual(['access_token']);
  });

  it('asks for the password to change the email, and refuses a taken one', async () => {
    const manager = await signedIn(server, 'Manager');
    const put = (body: Record<string, unknown>) =>
      call(server.url, 'PUT', '/api/me/email', { token: manager.token, body });
    expect((await put({ email: 'thief@example.com' })).body).toEqual({ error: messages.passwordRequired });
    expect((await put({ email: 'thief@example.com', password: 'guess' })).body).toEqual({
      error: messages.currentPasswordWrong,
    });
    expect((await put({ email: 'admin@example.fr', password: 'secret-123' })).status).toBe(409);
    expect(await server.sql('select email from users where id = $1', [manager.id])).toEqual([
      { email: `${manager.username}@example.fr` },
    ]);
    const changed = await put({ email: 'nouvelle@example.fr', password: 'secret-123' });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('nouvelle@example.fr');
    expect((await call(server.url, 'GET', '/api/me', { token: manager.token })).body.email).toBe('nouvelle@example.fr');
  });

  it('gives ten new recovery codes for the password and a code, and the old ones stop working', async () => {
    const { recoveryCodes } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    expect((await post('/api/me/2fa/recovery-codes', tokens.admin, { code: recoveryCodes[0] })).status).toBe(400);
    const renewed = await post('/api/me/2fa/recovery-codes', tokens.admin, {
      password: ADMIN_PASSWORD,
      code: recoveryCodes[0],
    });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.recovery_codes;
    expect(new Set(fresh).size).toBe(10);
    const old = await post('/api/me/2fa/disable', tokens.admin, { password: ADMIN_PASSWORD, code: recoveryCodes[1] });
    expect(old.body).toEqual({ error: twoFactorMessages.codeInvalid });
    expect((await post('/api/me/2fa/disable', tokens.admin, { password: ADMIN_PASSWORD, code: fresh[1] })).status).toBe(
      200,
    );
  });
});

/** One kind of wrong guess at a factor change, made ready for the Admin (user 1). */
interface Guess {
  name: string;
  /** Arranges the account and answers the request with a wrong password or code. */
  arrange(): Promise<() => Promise<{ status: number; error?: string }>>;
}

const rest =
  (method: string, path: string, body: Record<string, unknown>) =>
  async (): Promise<{ status: number; error?: string }> => {
    const response = await call(server.url, method, path, { token: tokens.admin, body });
    return { status: response.status, error: response.body?.error };
  };

const GUESSES: Guess[] = [
  {
    name: 'setup, wrong password',
    arrange: async () => rest('POST', '/api/me/2fa/setup', { password: 'wrong-password' }),
  },
  {
    name: 'enable, wrong code',
    arrange: async () => {
      await post('/api/me/2fa/setup', tokens.admin, { password: ADMIN_PASSWORD });
      return rest('POST', '/api/me/2fa/enable', { password: ADMIN_PASSWORD, code: 'zzzzzz' });
    },
  },
  {
    name: 'disable, wrong code',
    arrange: async () => {
      await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
      return rest('POST', '/api/me/2fa/disable', { password: ADMIN_PASSWORD, code: 'aaaa-bbbb-cccc' });
    },
  },
  {
    name: 'disable over GraphQL, wrong code',
    arrange: async () => {
      await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
      return async () => {
        const result = await graphql(
          server.url,
          'mutation($i: DisableTwoFactorInput!) { disableTwoFactor(input: $i) { message } }',
          { i: { password: ADMIN_PASSWORD, code: 'aaaa-bbbb-cccc' } },
          tokens.admin,
        );
        const code = result.errors?.[0].extensions?.code;
        return {
          status: code === 'TOO_MANY_REQUESTS' ? 429 : code === 'BAD_USER_INPUT' ? 400 : 200,
          error: result.errors?.[0].message,
        };
      };
    },
  },
  {
    name: 'disable, wrong password',
    arrange: async () => {
      const { recoveryCodes } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
      return rest('POST', '/api/me/2fa/disable', { password: 'wrong-password', code: recoveryCodes[0] });
    },
  },
  {
    name: 'recovery codes, wrong code',
    arrange: async () => {
      await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
      return rest('POST', '/api/me/2fa/recovery-codes', { password: ADMIN_PASSWORD, code: '000000' });
    },
  },
  {
    name: 'email, wrong password',
    arrange: async () => rest('PUT', '/api/me/email', { email: 'x@example.fr', password: 'wrong-password' }),
  },
];

describe('every wrong password or code of a factor change is a counted sign-in failure', () => {
  it.each(GUESSES)(
    '$name: 400 and a login_failed row each time, 429 from the 11th, and signing in is throttled too',
    async ({ arrange }) => {
      const guess = await arrange();
      for (let attempt = 1; attempt <= MAX_FAILURES_PER_USERNAME; attempt += 1)
        expect((await guess()).status).toBe(400);
      expect(await failedSignIns(1)).toBe(MAX_FAILURES_PER_USERNAME);
      expect(await guess()).toEqual({ status: 429, error: THROTTLED_MESSAGE });
      const signIn = await call(server.url, 'POST', '/api/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(signIn.status).toBe(429);
    },
  );
});

describe('turning two-factor sign-in on or off', () => {
  it("ends the user's other sessions, not the current one, and is a journaled event", async () => {
    const otherBrowser = await login(server, 'admin', ADMIN_PASSWORD);
    const { secret, recoveryCodes } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    expect((await call(server.url, 'GET', '/api/me', { token: otherBrowser })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).status).toBe(200);

    const challenge = await call(server.url, 'POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const secondBrowser = (
      await call(server.url, 'POST', '/api/login/2fa', {
        body: { mfa_token: challenge.body.mfa_token, code: totpCode(secret, 1) },
      })
    ).body.access_token;
    const off = await post('/api/me/2fa/disable', tokens.admin, { password: ADMIN_PASSWORD, code: recoveryCodes[0] });
    expect(off.status).toBe(200);
    expect((await call(server.url, 'GET', '/api/me', { token: secondBrowser })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).status).toBe(200);

    const events = await server.sql(
      `select action, actor_username, entity_id from audit_log where action like 'two_factor_%' order by id`,
    );
    expect(events).toEqual([
      { action: 'two_factor_enabled', actor_username: 'admin', entity_id: '1' },
      { action: 'two_factor_disabled', actor_username: 'admin', entity_id: '1' },
    ]);
  });

  it("lets an Admin remove another Admin's, which ends that Admin's sessions, but not their own", async () => {
    const other = await signedIn(server, 'Admin');
    await enableTwoFactor(server.url, other.token, 'secret-123');
    const removed = await call(server.url, 'DELETE', `/api/users/${other.id}/2fa`, { token: tokens.admin });
    expect(removed.status).toBe(200);
    expect(await twoFactorOn(other.id)).toBe(false);
    expect((await call(server.url, 'GET', '/api/me', { token: other.token })).status).toBe(401);
    expect(
      await server.sql(`select actor_username, entity_id from audit_log where action = 'two_factor_disabled'`),
    ).toEqual([{ actor_username: 'admin', entity_id: String(other.id) }]);

    await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    const own = await call(server.url, 'DELETE', '/api/users/1/2fa', { token: tokens.admin });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: twoFactorMessages.removeOwn });
    expect(await twoFactorOn(1)).toBe(true);
  });
});
