import { twoFactorMessages } from '@pilotage/domain';
import { signedIn } from '../support/actors';
import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { enableTwoFactor, totpCode } from '../support/two-factor';

// A sign-in challenge (`mfa_token`) proves a password that was right when it was made: it dies with
// that password, and of parallel second steps with one challenge only one wins and spends a code.

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

const PASSWORD = 'secret-123';
const challenge = async (username: string, password = PASSWORD): Promise<string> => {
  const first = await call(server.url, 'POST', '/api/login', { body: { username, password } });
  expect(first.body.mfa_required).toBe(true);
  return first.body.mfa_token;
};
const secondStep = (body: Record<string, string>) => call(server.url, 'POST', '/api/login/2fa', { body });

/** A Manager with two-factor sign-in on, its secret and recovery codes. */
async function managerWithTwoFactor() {
  const manager = await signedIn(server, 'Manager');
  return { ...manager, ...(await enableTwoFactor(server.url, manager.token, PASSWORD)) };
}

describe('parallel second steps with one challenge', () => {
  it('sign in once and spend at most one recovery code', async () => {
    const manager = await managerWithTwoFactor();
    const mfaToken = await challenge(manager.username);
    const answers = await Promise.all(
      manager.recoveryCodes.slice(0, 8).map((code) => secondStep({ mfa_token: mfaToken, recovery_code: code })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer.body).toEqual({ error: twoFactorMessages.challengeExpired });
    const [{ spent }] = await server.sql<{ spent: number }>(
      'select count(*)::int as spent from user_recovery_codes where user_id = $1 and used_at is not null',
      [manager.id],
    );
    expect(spent).toBe(1);
  });
});

describe('a pending challenge dies with the password', () => {
  it("after an Admin's password reset", async () => {
    const manager = await managerWithTwoFactor();
    const mfaToken = await challenge(manager.username);
    const reset = await call(server.url, 'POST', `/api/users/${manager.id}/reset-password`, {
      token: tokens.admin,
      body: { new_password: 'other-456' },
    });
    expect(reset.status).toBe(200);
    const late = await secondStep({ mfa_token: mfaToken, code: totpCode(manager.secret, 1) });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ error: twoFactorMessages.challengeExpired });
  });

  it('after its owner changes it', async () => {
    const manager = await managerWithTwoFactor();
    const mfaToken = await challenge(manager.username);
    const changed = await call(server.url, 'PUT', '/api/me/password', {
      token: manager.token,
      body: { current_password: PASSWORD, new_password: 'other-456' },
    });
    expect(changed.status).toBe(200);
    const late = await secondStep({ mfa_token: mfaToken, recovery_code: manager.recoveryCodes[0] });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ error: twoFactorMessages.challengeExpired });
  });

  it('after the account is deleted', async () => {
    const manager = await managerWithTwoFactor();
    const mfaToken = await challenge(manager.username);
    expect((await call(server.url, 'DELETE', `/api/users/${manager.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await secondStep({ mfa_token: mfaToken, recovery_code: manager.recoveryCodes[0] })).status).toBe(401);
    expect(await server.sql('select 1 from mfa_challenges')).toEqual([]);
  });
});
