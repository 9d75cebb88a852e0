import jwt from 'jsonwebtoken';
import { login, loginAdmin, signedIn } from '../support/actors';
import { call, graphql, type ApiResponse, type GraphqlResult } from '../support/http';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const INVALID_TOKEN = "Jeton d'accès invalide ou expiré. Veuillez vous reconnecter.";
const WRONG_CURRENT = 'Le mot de passe actuel est incorrect.';
const NEW_TOO_SHORT = 'Le nouveau mot de passe doit faire au moins 6 caractères.';
const CHANGED = 'Mot de passe modifié. Vos autres sessions ont été fermées.';

/** What a call came to, whichever transport carried it. */
interface Outcome {
  ok: boolean;
  code?: string;
  message?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};
const fromRest = (response: ApiResponse): Outcome =>
  response.status < 300
    ? { ok: true, message: response.body?.message }
    : { ok: false, code: CODE_BY_STATUS[response.status], message: response.body.error };
const fromGraphql = (result: GraphqlResult, field: string): Outcome =>
  result.errors
    ? { ok: false, code: result.errors[0].extensions?.code, message: result.errors[0].message }
    : { ok: true, message: result.data[field]?.message };

interface Transport {
  logout(token?: string): Promise<Outcome>;
  changeMyPassword(token: string | undefined, currentPassword: string, newPassword: string): Promise<Outcome>;
  resetPassword(admin: string, id: number, newPassword: string): Promise<Outcome>;
  updateUser(admin: string, id: number, input: { username: string; email: string; role: string }): Promise<Outcome>;
  deleteUser(admin: string, id: number): Promise<Outcome>;
}

const rest: Transport = {
  logout: async (token) => fromRest(await call(server.url, 'POST', '/api/logout', { token })),
  changeMyPassword: async (token, currentPassword, newPassword) =>
    fromRest(
      await call(server.url, 'PUT', '/api/me/password', {
        token,
        body: { current_password: currentPassword, new_password: newPassword },
      }),
    ),
  resetPassword: async (admin, id, newPassword) =>
    fromRest(
      await call(server.url, 'POST', `/api/users/${id}/reset-password`, {
        token: admin,
        body: { new_password: newPassword },
      }),
    ),
  updateUser: async (admin, id, input) =>
    fromRest(await call(server.url, 'PUT', `/api/users/${id}`, { token: admin, body: input })),
  deleteUser: async (admin, id) => fromRest(await call(server.url, 'DELETE', `/api/users/${id}`, { token: admin })),
};

const gql: Transport = {
  logout: async (token) => fromGraphql(await graphql(server.url, 'mutation { logout }', {}, token), 'logout'),
  changeMyPassword: async (token, currentPassword, newPassword) =>
    fromGraphql(
      await graphql(
        server.url,
        'mutation($i: ChangePasswordInput!) { changeMyPassword(input: $i) { message } }',
        { i: { currentPassword, newPassword } },
        token,
      ),
      'changeMyPassword',
    ),
  resetPassword: async (admin, id, newPassword) =>
    fromGraphql(
      await graphql(
        server.url,
        'mutation($id: Int!, $i: ResetPasswordInput!) { resetUserPassword(id: $id, input: $i) { message } }',
        { id, i: { newPassword } },
        admin,
      ),
      'resetUserPassword',
    ),
  updateUser: async (admin, id, input) =>
    fromGraphql(
      await graphql(
        server.url,
        'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id } }',
        { id, i: input },
        admin,
      ),
      'updateUser',
    ),
  deleteUser: async (admin, id) =>
    fromGraphql(
      await graphql(server.url, 'mutation($id: Int!) { deleteUser(id: $id) { message } }', { id }, admin),
      'deleteUser',
    ),
};

/** Whether the token still opens a session: 200 on /api/me, or 401 with the usual message. */
async function alive(token: string): Promise<boolean> {
  const me = await call(server.url, 'GET', '/api/me', { token });
  if (me.status === 401) expect(me.body.error).toBe(INVALID_TOKEN);
  else expect(me.status).toBe(200);
  return me.status === 200;
}

const sessionCount = async (userId: number) =>
  Number(
    (await server.sql<{ n: string }>('select count(*) as n from user_sessions where user_id = $1', [userId]))[0].n,
  );

describe.each([
  ['REST', rest],
  ['GraphQL', gql],
])('over %s', (_name, transport) => {
  describe('logout', () => {
    it("ends the presented token's session only; using it again is refused", async () => {
      const manager = await signedIn(server, 'Manager');
      const other = await login(server, manager.username, 'secret-123');
      expect(await transport.logout(manager.token)).toEqual(expect.objectContaining({ ok: true }));
      expect(await alive(manager.token)).toBe(false);
      expect(await alive(other)).toBe(true);
      expect(await sessionCount(manager.id)).toBe(1);
      expect(await transport.logout(manager.token)).toEqual({
        ok: false,
        code: 'UNAUTHENTICATED',
        message: INVALID_TOKEN,
      });
    });

    it('needs a signed-in caller', async () => {
      expect(await transport.logout()).toEqual(expect.objectContaining({ ok: false, code: 'UNAUTHENTICATED' }));
    });

    it('is open to an Employé', async () => {
      const employe = await signedIn(server, 'Employé');
      expect((await transport.logout(employe.token)).ok).toBe(true);
      expect(await alive(employe.token)).toBe(false);
    });
  });

  describe('changing one’s own password', () => {
    it('refuses a wrong current password and a short new one, in French, and changes nothing', async () => {
      const manager = await signedIn(server, 'Manager');
      const other = await login(server, manager.username, 'secret-123');
      expect(await transport.changeMyPassword(manager.token, 'pas-le-bon', 'nouveau-secret')).toEqual({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: WRONG_CURRENT,
      });
      expect(await transport.changeMyPassword(manager.token, 'secret-123', 'court')).toEqual({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: NEW_TOO_SHORT,
      });
      expect(await transport.changeMyPassword(manager.token, 'secret-123', '')).toEqual({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: NEW_TOO_SHORT,
      });
      expect(await transport.changeMyPassword(manager.token, 'secret-123', 'x'.repeat(1025))).toEqual(
        expect.objectContaining({ ok: false, code: 'BAD_USER_INPUT' }),
      );
      expect(await alive(other)).toBe(true);
      expect(await login(server, manager.username, 'secret-123')).toMatch(/^ey/);
    });

    it('keeps the current session, ends every other one, and the new password replaces the old', async () => {
      const manager = await signedIn(server, 'Manager');
      const others = [
        await login(server, manager.username, 'secret-123'),
        await login(server, manager.username, 'secret-123'),
      ];
      const admin = await loginAdmin(server);
      expect(await transport.changeMyPassword(manager.token, 'secret-123', 'nouveau-secret')).toEqual({
        ok: true,
        message: CHANGED,
      });
      expect(await alive(manager.token)).toBe(true);
      for (const token of others) expect(await alive(token)).toBe(false);
      expect(await alive(admin)).toBe(true);
      expect(await sessionCount(manager.id)).toBe(1);
      expect(await login(server, manager.username, 'nouveau-secret')).toMatch(/^ey/);
      const old = await call(server.url, 'POST', '/api/login', {
        body: { username: manager.username, password: 'secret-123' },
      });
      expect(old.status).toBe(401);
    });

    it('is open to an Employé, and refused without a token', async () => {
      const employe = await signedIn(server, 'Employé');
      expect(await transport.changeMyPassword(employe.token, 'secret-123', 'nouveau-secret')).toEqual({
        ok: true,
        message: CHANGED,
      });
      expect(await login(server, employe.username, 'nouveau-secret')).toMatch(/^ey/);
      expect(await transport.changeMyPassword(undefined, 'secret-123', 'nouveau-secret')).toEqual(
        expect.objectContaining({ ok: false, code: 'UNAUTHENTICATED' }),
      );
    });
  });

  describe("an Admin's change ends every session of the user at once", () => {
    it('on a password reset', async () => {
      const manager = await signedIn(server, 'Manager');
      const other = await login(server, manager.username, 'secret-123');
      const admin = await loginAdmin(server);
      expect((await transport.resetPassword(admin, manager.id, 'reinitialise')).ok).toBe(true);
      expect(await alive(manager.token)).toBe(false);
      expect(await alive(other)).toBe(false);
      expect(await alive(admin)).toBe(true);
      expect(await login(server, manager.username, 'reinitialise')).toMatch(/^ey/);
    });

    it('on a role change, but not on a mere username or email edit', async () => {
      const manager = await signedIn(server, 'Manager');
      const admin = await loginAdmin(server);
      const edited = {
        username: `${manager.username}-bis`,
        email: `${manager.username}-bis@example.fr`,
        role: 'Manager',
      };
      expect((await transport.updateUser(admin, manager.id, edited)).ok).toBe(true);
      expect(await alive(manager.token)).toBe(true);
      expect((await transport.updateUser(admin, manager.id, { ...edited, role: 'Employé' })).ok).toBe(true);
      expect(await alive(manager.token)).toBe(false);
      expect(await sessionCount(manager.id)).toBe(0);
      expect(await alive(admin)).toBe(true);
    });

    it('on a deletion (the sessions go with the account)', async () => {
      const manager = await signedIn(server, 'Manager');
      await login(server, manager.username, 'secret-123');
      const admin = await loginAdmin(server);
      expect(await sessionCount(manager.id)).toBe(2);
      expect((await transport.deleteUser(admin, manager.id)).ok).toBe(true);
      expect(await alive(manager.token)).toBe(false);
      expect(await sessionCount(manager.id)).toBe(0);
    });
  });
});

describe('the REST answers', () => {
  it('logout answers 204 without a body', async () => {
    const token = await loginAdmin(server);
    const response = await call(server.url, 'POST', '/api/logout', { token });
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect((await call(server.url, 'POST', '/api/logout', { token })).status).toBe(401);
  });

  it('a password change answers 200 with its message', async () => {
    const token = await loginAdmin(server);
    const response = await call(server.url, 'PUT', '/api/me/password', {
      token,
      body: { current_password: ADMIN_PASSWORD, new_password: 'nouveau-secret' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: CHANGED });
  });

  it('a wrong current password answers 400 and counts as a failed sign-in', async () => {
    const token = await loginAdmin(server);
    const response = await call(server.url, 'PUT', '/api/me/password', {
      token,
      body: { current_password: 'faux', new_password: 'nouveau-secret' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: WRONG_CURRENT });
    expect(await server.sql("select username from login_attempts where username = 'admin'")).toHaveLength(1);
  });
});

describe('sessions in the database', () => {
  it('refuses an expired session even while its token has not expired', async () => {
    const token = await loginAdmin(server);
    await server.sql("update user_sessions set expires_at = now() - interval '1 second'");
    expect(await alive(token)).toBe(false);
  });

  it('opens a row per sign-in, lasting as long as the token, and prunes the user’s expired rows', async () => {
    await loginAdmin(server);
    await server.sql("update user_sessions set expires_at = now() - interval '1 second'");
    const token = await loginAdmin(server);
    const rows = await server.sql<{ id: string; seconds: number }>(
      'select id, extract(epoch from expires_at - created_at)::int as seconds from user_sessions',
    );
    const payload = jwt.decode(token) as jwt.JwtPayload;
    expect(rows).toEqual([{ id: payload.sid, seconds: 12 * 3600 }]);
  });

  it("refuses a signed token naming another user's session, or no session", async () => {
    const manager = await signedIn(server, 'Manager');
    const { sid } = jwt.decode(manager.token) as jwt.JwtPayload;
    const secret = server.deps.jwtSecret;
    expect(await alive(jwt.sign({ sid }, secret, { subject: '1', expiresIn: 60 }))).toBe(false);
    expect(await alive(jwt.sign({ sid: 'pas-un-uuid' }, secret, { subject: String(manager.id), expiresIn: 60 }))).toBe(
      false,
    );
    expect(await alive(jwt.sign({}, secret, { subject: String(manager.id), expiresIn: 60 }))).toBe(false);
    expect(await alive(jwt.sign({ sid }, secret, { subject: String(manager.id), expiresIn: 60 }))).toBe(true);
  });
});
