import { twoFactorMessages } from '@pilotage/domain';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../gateway/src/kernel/context/access';
import { signedIn } from '../support/actors';
import { graphql } from '../support/http';
import { ADMIN_PASSWORD, type TestServer, type Tokens, withTestServer } from '../support/server';
import { totpCode } from '../support/two-factor';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphql(server.url, query, variables, token);
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken mfaRequired mfaToken } }';
const SECOND_STEP = 'mutation($i: LoginTwoFactorInput!) { loginTwoFactor(input: $i) { accessToken } }';
const SETUP = 'mutation($i: SetupTwoFactorInput!) { setupTwoFactor(input: $i) { secret otpauthUrl } }';
const ENABLE = 'mutation($i: EnableTwoFactorInput!) { enableTwoFactor(input: $i) { recoveryCodes } }';

describe('two-factor sign-in over GraphQL', () => {
  it('sets up, enables, signs in in two steps and disables, like REST', async () => {
    const plain = await gql(LOGIN, { i: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(plain.data.login).toEqual({ accessToken: expect.any(String), mfaRequired: false, mfaToken: null });

    const withoutPassword = await gql(SETUP, { i: { password: 'wrong-password' } }, tokens.admin);
    expect(withoutPassword.errors?.[0]).toMatchObject({
      message: 'Le mot de passe actuel est incorrect.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const setup = await gql(SETUP, { i: { password: ADMIN_PASSWORD } }, tokens.admin);
    const { secret, otpauthUrl } = setup.data.setupTwoFactor;
    expect(otpauthUrl).toContain('otpauth://totp/Pilotage:admin');
    const enabled = await gql(ENABLE, { i: { password: ADMIN_PASSWORD, code: totpCode(secret) } }, tokens.admin);
    expect(enabled.data.enableTwoFactor.recoveryCodes).toHaveLength(10);
    expect((await gql('{ me { twoFactorEnabled twoFactorRequired } }', {}, tokens.admin)).data.me).toEqual({
      twoFactorEnabled: true,
      twoFactorRequired: false,
    });

    const first = await gql(LOGIN, { i: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(first.data.login).toEqual({ accessToken: null, mfaRequired: true, mfaToken: expect.any(String) });
    const wrong = await gql(SECOND_STEP, { i: { mfaToken: first.data.login.mfaToken, code: 'abcdef' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: twoFactorMessages.codeInvalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const second = await gql(SECOND_STEP, { i: { mfaToken: first.data.login.mfaToken, code: totpCode(secret, 1) } });
    const token = second.data.loginTwoFactor.accessToken;
    expect((await gql('{ me { username } }', {}, token)).data.me.username).toBe('admin');

    const regenerated = await gql(
      'mutation($i: RegenerateRecoveryCodesInput!) { regenerateRecoveryCodes(input: $i) { recoveryCodes } }',
      { i: { password: ADMIN_PASSWORD, code: enabled.data.enableTwoFactor.recoveryCodes[0] } },
      token,
    );
    const newCodes: string[] = regenerated.data.regenerateRecoveryCodes.recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(enabled.data.enableTwoFactor.recoveryCodes[3]);

    const email = await gql(
      'mutation($i: EmailChangeInput!) { changeMyEmail(input: $i) { email } }',
      { i: { email: 'direction@example.fr', password: ADMIN_PASSWORD } },
      token,
    );
    expect(email.data.changeMyEmail.email).toBe('direction@example.fr');

    const disable = 'mutation($i: DisableTwoFactorInput!) { disableTwoFactor(input: $i) { message } }';
    const oldCode = await gql(
      disable,
      { i: { password: ADMIN_PASSWORD, code: enabled.data.enableTwoFactor.recoveryCodes[3] } },
      token,
    );
    expect(oldCode.errors?.[0].message).toBe(twoFactorMessages.codeInvalid);
    const disabled = await gql(disable, { i: { password: ADMIN_PASSWORD, code: newCodes[3] } }, token);
    expect(disabled.data.disableTwoFactor.message).toBe('Double authentification désactivée.');
  });

  it("lets an Admin remove a user's two-factor sign-in and shows it in the user list", async () => {
    const manager = await signedIn(server, 'Manager');
    const { secret } = (await gql(SETUP, { i: { password: 'secret-123' } }, manager.token)).data.setupTwoFactor;
    await gql(ENABLE, { i: { password: 'secret-123', code: totpCode(secret) } }, manager.token);
    const users = await gql('{ users { items { id twoFactorEnabled } } }', {}, tokens.admin);
    expect(users.data.users.items).toContainEqual({ id: manager.id, twoFactorEnabled: true });
    const remove = 'mutation($id: Int!) { removeUserTwoFactor(id: $id) { message } }';
    expect((await gql(remove, { id: manager.id }, manager.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(remove, { id: manager.id }, tokens.admin)).data.removeUserTwoFactor.message).toBe(
      'Double authentification retirée.',
    );
    expect(
      (await gql('{ users { items { id twoFactorEnabled } } }', {}, tokens.admin)).data.users.items,
    ).toContainEqual({
      id: manager.id,
      twoFactorEnabled: false,
    });
  });

  it('applies require2faForAdmins to GraphQL too', async () => {
    const saved = await gql(
      'mutation { updateSettings(input: {require2faForAdmins: true}) { require2faForAdmins } }',
      {},
      tokens.admin,
    );
    expect(saved.data.updateSettings.require2faForAdmins).toBe(true);
    const refused = await gql('{ users { total } }', {}, tokens.admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: TWO_FACTOR_REQUIRED_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql('{ me { twoFactorRequired } }', {}, tokens.admin)).data.me.twoFactorRequired).toBe(true);
    expect((await gql(SETUP, { i: { password: ADMIN_PASSWORD } }, tokens.admin)).data.setupTwoFactor.secret).toMatch(
      /^[A-Z2-7]+$/,
    );
  });
});
