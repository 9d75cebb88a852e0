import { everyone, loginAdmin } from '../support/actors';
import { call, graphql } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

async function generate(quantity: unknown = 1): Promise<string[]> {
  const response = await call(server.url, 'POST', '/api/admin/generate-token', {
    token: await loginAdmin(server),
    body: { quantity },
  });
  expect(response.status).toBe(201);
  return response.body.tokens;
}

const registration = (signup_token: string, n = 1) => ({
  username: `nouveau${n}`,
  email: `nouveau${n}@example.fr`,
  password: 'secret-123',
  signup_token,
});

describe('sign-up token administration', () => {
  it.each([
    ['POST', '/api/admin/generate-token', { quantity: 1 }],
    ['GET', '/api/admin/signup-tokens', undefined],
    ['GET', '/api/admin/signup-tokens/stats', undefined],
    ['DELETE', '/api/admin/signup-tokens/1', undefined],
  ])('%s %s is for Admins only', async (method, path, body) => {
    const tokens = await everyone(server);
    expect((await call(server.url, method, path, { body })).status).toBe(401);
    expect((await call(server.url, method, path, { token: tokens.employe, body })).status).toBe(403);
    expect((await call(server.url, method, path, { token: tokens.manager, body })).status).toBe(403);
  });

  it('generates unguessable, distinct, URL-safe tokens', async () => {
    const tokens = await generate(50);
    expect(tokens).toHaveLength(50);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it.each([0, 51, 2.5, '3', null, -1])('refuses quantity %j with the spec message', async (quantity) => {
    const response = await call(server.url, 'POST', '/api/admin/generate-token', {
      token: await loginAdmin(server),
      body: { quantity },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Veuillez entrer une quantité valide (1-50).' });
    expect(await server.sql('select id from signup_tokens')).toHaveLength(0);
  });

  it('lists tokens newest first with their state, and counts them', async () => {
    const [first, second] = await generate(2);
    await call(server.url, 'POST', '/api/register', { body: registration(first) });
    const admin = await loginAdmin(server);
    const list = await call(server.url, 'GET', '/api/admin/signup-tokens', { token: admin });
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body).toEqual([
      { id: 2, token: second, is_used: false, created_at: expect.any(String), expires_at: expect.any(String) },
      { id: 1, token: first, is_used: true, created_at: expect.any(String), expires_at: expect.any(String) },
    ]);
    const stats = await call(server.url, 'GET', '/api/admin/signup-tokens/stats', { token: admin });
    expect(stats.body).toEqual({ total_tokens: 2, used_tokens: 1, unused_tokens: 1 });
  });

  it('makes a token expire SIGNUP_TOKEN_TTL_DAYS after its creation (7 days by default), and shows when', async () => {
    const before = Date.now();
    await generate(1);
    const month = await startTestServer({ databaseUrl: server.databaseUrl, signupTokenTtlDays: 30 });
    try {
      const generated = await call(month.url, 'POST', '/api/admin/generate-token', {
        token: await loginAdmin(server),
        body: { quantity: 1 },
      });
      expect(generated.status).toBe(201);
    } finally {
      await month.close();
    }
    const list = await call(server.url, 'GET', '/api/admin/signup-tokens', { token: await loginAdmin(server) });
    const days = list.body.map((row: { created_at: string; expires_at: string }) => {
      expect(row.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
      return (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    });
    expect(days).toEqual([30, 7]);
    // Stored as the column the registration checks.
    const stored = await server.sql<{ days: number }>(
      `select extract(epoch from expires_at - created_at)::int / 86400 as days from signup_tokens order by id`,
    );
    expect(stored).toEqual([{ days: 7 }, { days: 30 }]);
    const gql = await graphql(
      server.url,
      '{ signupTokens { items { token expiresAt } } }',
      {},
      await loginAdmin(server),
    );
    expect(gql.data.signupTokens.items.map((t: { expiresAt: string }) => t.expiresAt)).toEqual(
      list.body.map((row: { expires_at: string }) => row.expires_at),
    );
  });

  it('deletes a token, used or not', async () => {
    const [token] = await generate(1);
    await call(server.url, 'POST', '/api/register', { body: registration(token) });
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'DELETE', '/api/admin/signup-tokens/1', { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.message).toBeTruthy();
    expect((await call(server.url, 'DELETE', '/api/admin/signup-tokens/1', { token: admin })).status).toBe(404);
    expect((await call(server.url, 'DELETE', '/api/admin/signup-tokens/abc', { token: admin })).status).toBe(400);
  });
});

describe('POST /api/register', () => {
  it('creates a Manager account with a token and uses the token up', async () => {
    const [token] = await generate();
    const response = await call(server.url, 'POST', '/api/register', { body: registration(token) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Compte créé avec succès.' });
    const signIn = await call(server.url, 'POST', '/api/login', {
      body: { username: 'nouveau1', password: 'secret-123' },
    });
    const me = await call(server.url, 'GET', '/api/me', { token: signIn.body.access_token });
    expect(me.body.role).toBe('Manager');
    const again = await call(server.url, 'POST', '/api/register', { body: registration(token, 2) });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Ce jeton d'inscription a déjà été utilisé.");
  });

  it('refuses an unknown token', async () => {
    const response = await call(server.url, 'POST', '/api/register', { body: registration('inconnu-inconnu-inconnu') });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Jeton d'inscription invalide.");
  });

  it('cannot choose its role (no mass assignment)', async () => {
    const [token] = await generate();
    await call(server.url, 'POST', '/api/register', { body: { ...registration(token), role: 'Admin', id: 1 } });
    const [row] = await server.sql<{ role: string }>("select role from users where username = 'nouveau1'");
    expect(row.role).toBe('Manager');
  });

  it.each([
    [
      { username: 'a', email: 'a@example.fr', password: 'secret-123' },
      "Tous les champs, y compris le jeton d'inscription, sont requis.",
    ],
    [
      { username: 'a', email: 'a@example.fr', password: 'court', signup_token: 'x' },
      'Le mot de passe doit faire au moins 6 caractères',
    ],
    [
      { username: 'a', email: 'faux', password: 'secret-123', signup_token: 'x' },
      'Veuillez entrer une adresse email valide.',
    ],
  ])('validates %j', async (body, message) => {
    const response = await call(server.url, 'POST', '/api/register', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  it('leaves the token available when the username is taken', async () => {
    const [token] = await generate();
    const response = await call(server.url, 'POST', '/api/register', {
      body: { ...registration(token), username: 'Admin' },
    });
    expect(response.status).toBe(409);
    const [row] = await server.sql<{ is_used: boolean }>('select is_used from signup_tokens');
    expect(row.is_used).toBe(false);
    expect((await call(server.url, 'POST', '/api/register', { body: registration(token) })).status).toBe(201);
  });

  it('lets exactly one of 20 concurrent registrations with one token succeed', async () => {
    const [token] = await generate();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(server.url, 'POST', '/api/register', { body: registration(token, i) })),
    );
    expect(
      responses.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${JSON.stringify(r.body)}`),
    ).toEqual([]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await server.sql("select id from users where username like 'nouveau%'")).toHaveLength(1);
  });
});
