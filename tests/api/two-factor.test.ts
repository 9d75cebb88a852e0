import { twoFactorMessages } from '@pilotage/domain';
import { MAX_FAILURES_PER_USERNAME, THROTTLED_MESSAGE } from '../../gateway/src/kernel/credentials/login-throttle';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../gateway/src/kernel/context/access';
import { signedIn } from '../support/actors';
import { call } from '../support/http';
import { ADMIN_PASSWORD, type TestServer, type Tokens, withTestServer } from '../support/server';
import { enableTwoFactor, totpCode } from '../support/two-factor';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

const signIn = (username: string, password: string) =>
  call(server.url, 'POST', '/api/login', { body: { username, password } });
const secondStep = (body: Record<string, string>) => call(server.url, 'POST', '/api/login/2fa', { body });

/** The first step of the Admin's sign-in, which must ask for the code. */
async function adminChallenge(): Promise<string> {
  const first = await signIn('admin', ADMIN_PASSWORD);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  return first.body.mfa_token;
}

/** A valid code that is not the one just used: the next step's (accepted for clock drift). */
const freshCode = (secret: string) => totpCode(secret, 1);

describe('two-factor sign-in, from setup to disabling', () => {
  it('asks for a code after the password, refuses wrong and replayed codes, takes each recovery code once', async () => {
    const setup = await call(server.url, 'POST', '/api/me/2fa/setup', {
      token: tokens.admin,
      body: { password: ADMIN_PASSWORD },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toBe(`otpauth://totp/Pilotage:admin?secret=${setup.body.secret}&issuer=Pilotage`);
    // Until a code proves the app holds the secret, nothing changes for signing in.
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).body.two_factor_enabled).toBe(false);
    expect(Object.keys((await signIn('admin', ADMIN_PASSWORD)).body)).toEqual(['access_token']);

    const wrong = await call(server.url, 'POST', '/api/me/2fa/enable', {
      token: tokens.admin,
      body: { password: ADMIN_PASSWORD, code: '12345' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Code de vérification invalide.');
    const enabled = await call(server.url, 'POST', '/api/me/2fa/enable', {
      token: tokens.admin,
      body: { password: ADMIN_PASSWORD, code: totpCode(setup.body.secret) },
    });
    expect(enabled.status).toBe(200);
    const recoveryCodes: string[] = enabled.body.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Stored hashed only.
    const stored = await server.sql<{ code_hash: string }>(
      'select code_hash from user_recovery_codes where user_id = 1',
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).body).toMatchObject({
      two_factor_enabled: true,
      two_factor_required: false,
    });
    expect(
      (await call(server.url, 'POST', '/api/me/2fa/setup', { token: tokens.admin, body: { password: ADMIN_PASSWORD } }))
        .status,
    ).toBe(409);

    // The password alone opens no session.
    const mfaToken = await adminChallenge();
    const refused = await secondStep({
      mfa_token: mfaToken,
      code: '000000' === totpCode(setup.body.secret, 1) ? '111111' : '000000',
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Code de vérification invalide.' });
    const code = freshCode(setup.body.secret);
    const accepted = await secondStep({ mfa_token: mfaToken, code });
    expect(accepted.status).toBe(200);
    expect(Object.keys(accepted.body)).toEqual(['access_token']);
    expect((await call(server.url, 'GET', '/api/me', { token: accepted.body.access_token })).body.username).toBe(
      'admin',
    );

    // The challenge served once; the code cannot serve again within its step.
    const reused = await secondStep({ mfa_token: mfaToken, code });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe(twoFactorMessages.challengeExpired);
    const replayed = await secondStep({ mfa_token: await adminChallenge(), code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error).toBe('Code de vérification invalide.');

    // A recovery code, typed in capitals and without dashes, works once.
    const typed = recoveryCodes[0].replace(/-/g, '').toUpperCase();
    const recovered = await secondStep({ mfa_token: await adminChallenge(), recovery_code: typed });
    expect(recovered.status).toBe(200);
    expect((await secondStep({ mfa_token: await adminChallenge(), recovery_code: recoveryCodes[0] })).status).toBe(401);
    const both = await secondStep({ mfa_token: await adminChallenge(), code, recovery_code: recoveryCodes[1] });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe(twoFactorMessages.codeOrRecoveryRequired);

    // Disabling wants the password and a code (here a recovery code).
    const token = recovered.body.access_token;
    const badPassword = await call(server.url, 'POST', '/api/me/2fa/disable', {
      token,
      body: { password: 'wrong-password', code: recoveryCodes[1] },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.error).toBe('Le mot de passe actuel est incorrect.');
    const badCode = await call(server.url, 'POST', '/api/me/2fa/disable', {
      token,
      body: { password: ADMIN_PASSWORD, code: recoveryCodes[0] },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error).toBe('Code de vérification invalide.');
    const disabled = await call(server.url, 'POST', '/api/me/2fa/disable', {
      token,
      body: { password: ADMIN_PASSWORD, code: recoveryCodes[1] },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ message: 'Double authentification désactivée.' });
    expect(await server.sql('select 1 from user_recovery_codes')).toEqual([]);
    expect(await server.sql('select totp_secret, totp_enabled_at from users where id = 1')).toEqual([
      { totp_secret: null, totp_enabled_at: null },
    ]);
    expect(Object.keys((await signIn('admin', ADMIN_PASSWORD)).body)).toEqual(['access_token']);
    expect(
      (await call(server.url, 'POST', '/api/me/2fa/disable', { token, body: { password: ADMIN_PASSWORD, code } }))
        .status,
    ).toBe(409);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const { secret } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    const mfaToken = await adminChallenge();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME; attempt += 1) {
      expect((await secondStep({ mfa_token: mfaToken, recovery_code: 'aaaa-bbbb-cccc' })).status).toBe(401);
    }
    const throttled = await secondStep({ mfa_token: mfaToken, code: freshCode(secret) });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ error: THROTTLED_MESSAGE });
    // The password step counts the same failures.
    expect((await signIn('admin', ADMIN_PASSWORD)).status).toBe(429);
  });

  it('lets the challenge live five minutes', async () => {
    const { secret } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    const mfaToken = await adminChallenge();
    const [{ minutes }] = await server.sql<{ minutes: number }>(
      `select round(extract(epoch from expires_at - now()) / 60) as minutes from mfa_challenges`,
    );
    expect(Number(minutes)).toBe(5);
    await server.sql(`update mfa_challenges set expires_at = now() - interval '1 second'`);
    const expired = await secondStep({ mfa_token: mfaToken, code: freshCode(secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe(twoFactorMessages.challengeExpired);
    expect((await secondStep({ mfa_token: 'not-a-token', code: freshCode(secret) })).body.error).toBe(
      twoFactorMessages.challengeExpired,
    );
  });
});

describe("an Admin removes a user's two-factor sign-in", () => {
  it('is shown in the user list, and only an Admin removes it', async () => {
    const manager = await signedIn(server, 'Manager');
    await enableTwoFactor(server.url, manager.token, 'secret-123');
    const list = await call(server.url, 'GET', '/api/users', { token: tokens.admin });
    expect(list.body.find((user: { id: number }) => user.id === manager.id).two_factor_enabled).toBe(true);
    expect(list.body.find((user: { id: number }) => user.id === 1).two_factor_enabled).toBe(false);
    expect((await signIn(manager.username, 'secret-123')).body.mfa_required).toBe(true);

    expect((await call(server.url, 'DELETE', `/api/users/${manager.id}/2fa`, { token: manager.token })).status).toBe(
      403,
    );
    const removed = await call(server.url, 'DELETE', `/api/users/${manager.id}/2fa`, { token: tokens.admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Double authentification retirée.' });
    expect(await server.sql('select 1 from user_recovery_codes')).toEqual([]);
    expect(Object.keys((await signIn(manager.username, 'secret-123')).body)).toEqual(['access_token']);
    expect((await call(server.url, 'DELETE', `/api/users/${manager.id}/2fa`, { token: tokens.admin })).status).toBe(
      409,
    );
    expect((await call(server.url, 'DELETE', '/api/users/2147483647/2fa', { token: tokens.admin })).status).toBe(404);
  });
});

describe('require_2fa_for_admins', () => {
  it('stops an Admin without two-factor sign-in everywhere but where they set it up', async () => {
    expect((await call(server.url, 'GET', '/api/settings', { token: tokens.admin })).body.require_2fa_for_admins).toBe(
      'false',
    );
    const invalid = await call(server.url, 'PUT', '/api/settings', {
      token: tokens.admin,
      body: { require_2fa_for_admins: 'oui' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe("Le paramètre require_2fa_for_admins vaut 'true' ou 'false'.");
    const saved = await call(server.url, 'PUT', '/api/settings', {
      token: tokens.admin,
      body: { require_2fa_for_admins: 'true' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.require_2fa_for_admins).toBe('true');

    const refused = await call(server.url, 'GET', '/api/users', { token: tokens.admin });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: TWO_FACTOR_REQUIRED_MESSAGE });
    expect((await call(server.url, 'GET', '/api/settings', { token: tokens.admin })).status).toBe(403);
    expect((await call(server.url, 'GET', '/api/tasks', { token: tokens.admin })).status).toBe(403);
    const me = await call(server.url, 'GET', '/api/me', { token: tokens.admin });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ two_factor_enabled: false, two_factor_required: true });
    // Other roles are not concerned.
    expect((await call(server.url, 'GET', '/api/tasks', { token: tokens.manager })).status).toBe(200);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.manager })).body.two_factor_required).toBe(false);

    await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).body).toMatchObject({
      two_factor_enabled: true,
      two_factor_required: false,
    });
    expect((await call(server.url, 'GET', '/api/users', { token: tokens.admin })).status).toBe(200);
  });

  it('still lets the Admin sign out', async () => {
    await server.sql(`insert into settings (key, value) values ('require_2fa_for_admins', 'true')`);
    expect((await call(server.url, 'POST', '/api/logout', { token: tokens.admin })).status).toBe(204);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).status).toBe(401);
  });
});

describe('the journal', () => {
  const signIns = () =>
    server.sql<{ action: string; actor_username: string; entity_id: string }>(
      `select action, actor_username, entity_id from audit_log where action in ('login', 'login_failed') order by id`,
    );

  it('writes the sign-in at the second step, and each refused code', async () => {
    const { secret } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    const mfaToken = await adminChallenge();
    expect(await signIns()).toEqual([]);
    await secondStep({ mfa_token: mfaToken, recovery_code: 'aaaa-bbbb-cccc' });
    expect((await secondStep({ mfa_token: mfaToken, code: freshCode(secret) })).status).toBe(200);
    expect(await signIns()).toEqual([
      { action: 'login_failed', actor_username: 'admin', entity_id: '1' },
      { action: 'login', actor_username: 'admin', entity_id: '1' },
    ]);
  });

  it('shows turning it on and off as events and changes of the user, without the secret', async () => {
    const { secret, recoveryCodes } = await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    await call(server.url, 'POST', '/api/me/2fa/disable', {
      token: tokens.admin,
      body: { password: ADMIN_PASSWORD, code: recoveryCodes[0] },
    });
    const rows = await server.sql<{ actor_username: string; changes: Record<string, unknown> }>(
      `select actor_username, changes from audit_log where action = 'update' and entity_type = 'user' and entity_id = '1' order by id`,
    );
    const changed = rows.filter((row) => 'totp_enabled_at' in row.changes);
    expect(changed).toHaveLength(2);
    for (const row of rows) expect(row.actor_username).toBe('admin');
    expect(JSON.stringify(rows)).not.toContain(secret);
    const events = await server.sql(
      `select action, actor_username, entity_id from audit_log where action like 'two_factor_%' order by id`,
    );
    expect(events).toEqual([
      { action: 'two_factor_enabled', actor_username: 'admin', entity_id: '1' },
      { action: 'two_factor_disabled', actor_username: 'admin', entity_id: '1' },
    ]);
  });
});
