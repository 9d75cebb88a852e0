import { today } from '@pilotage/domain';
import { login, loginAdmin, signedIn } from '../support/actors';
import { call } from '../support/http';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

describe('POST /api/login', () => {
  it('returns an access token for the right password', async () => {
    const response = await call(server.url, 'POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['access_token']);
    expect(response.body.access_token.split('.')).toHaveLength(3);
  });

  it('accepts the username in any case', async () => {
    const response = await call(server.url, 'POST', '/api/login', {
      body: { username: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(200);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const wrong = await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: 'nope-nope' } });
    const unknown = await call(server.url, 'POST', '/api/login', {
      body: { username: 'ghost', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Identifiants invalides.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('asks for both fields in French', async () => {
    const response = await call(server.url, 'POST', '/api/login', { body: { username: 'admin' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Veuillez saisir le nom d'utilisateur et le mot de passe.");
  });
});

describe('GET /api/me', () => {
  it('describes the signed-in user without any password', async () => {
    const token = await loginAdmin(server);
    const before = today('Europe/Paris');
    const response = await call(server.url, 'GET', '/api/me', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: 1,
      username: 'admin',
      email: 'admin@example.fr',
      role: 'Admin',
      telegram_chat_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      business_time_zone: 'Europe/Paris',
      today: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      two_factor_enabled: false,
      two_factor_required: false,
    });
    // The business day (APP_TIMEZONE, Europe/Paris by default), which the web client takes as "today".
    expect([before, today('Europe/Paris')]).toContain(response.body.today);
  });

  it("gives the business time zone and today's date in it, for the web client's default dates", async () => {
    // UTC+14: a day ahead of most test machines for ten hours a day.
    const kiritimati = await startTestServer({ timezone: 'Pacific/Kiritimati' });
    try {
      const token = await loginAdmin(kiritimati);
      const before = today('Pacific/Kiritimati');
      const rest = await call(kiritimati.url, 'GET', '/api/me', { token });
      const graphql = await call(kiritimati.url, 'POST', '/graphql', {
        token,
        body: { query: '{ me { businessTimeZone today } }' },
      });
      const days = [before, today('Pacific/Kiritimati')];
      expect(rest.body.business_time_zone).toBe('Pacific/Kiritimati');
      expect(days).toContain(rest.body.today);
      expect(graphql.body.data.me.businessTimeZone).toBe('Pacific/Kiritimati');
      expect(days).toContain(graphql.body.data.me.today);
    } finally {
      await kiritimati.close();
    }
  });

  it('is open to an Employé, who can also save a chat id', async () => {
    const employe = await signedIn(server, 'Employé');
    expect((await call(server.url, 'GET', '/api/me', { token: employe.token })).body.role).toBe('Employé');
    const saved = await call(server.url, 'PUT', '/api/me/settings', {
      token: employe.token,
      body: { telegram_chat_id: '123456789' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.telegram_chat_id).toBe('123456789');
  });

  it('refuses a missing token with 401 and a French error', async () => {
    const response = await call(server.url, 'GET', '/api/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Authentification requise.' });
  });

  it('stops accepting the token of a deleted user at once', async () => {
    const manager = await signedIn(server, 'Manager');
    const admin = await loginAdmin(server);
    expect((await call(server.url, 'DELETE', `/api/users/${manager.id}`, { token: admin })).status).toBe(200);
    const response = await call(server.url, 'GET', '/api/me', { token: manager.token });
    expect(response.status).toBe(401);
  });

  it('applies a role change on the next request: the old session ends, the next sign-in has the new role', async () => {
    const manager = await signedIn(server, 'Manager', 'promu');
    const admin = await loginAdmin(server);
    expect((await call(server.url, 'GET', '/api/users', { token: manager.token })).status).toBe(403);
    await call(server.url, 'PUT', `/api/users/${manager.id}`, {
      token: admin,
      body: { username: 'promu', email: 'promu@example.fr', role: 'Admin' },
    });
    expect((await call(server.url, 'GET', '/api/users', { token: manager.token })).status).toBe(401);
    const promoted = await login(server, 'promu', 'secret-123');
    expect((await call(server.url, 'GET', '/api/users', { token: promoted })).status).toBe(200);
  });
});
