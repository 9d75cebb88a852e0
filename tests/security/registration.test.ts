import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { signupTokenHash } from '../support/signup-tokens';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  adminToken = await loginAdmin(server);
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) => call(server.url, 'POST', '/api/register', { body });
const newToken = async (): Promise<string> => {
  const generated = await call(server.url, 'POST', '/api/admin/generate-token', {
    token: adminToken,
    body: { quantity: 1 },
  });
  expect(generated.status).toBe(201);
  return generated.body.tokens[0];
};
const registration = (signupToken: string, username: string, email: string) => ({
  username,
  email,
  password: 'secret-123',
  signup_token: signupToken,
});

describe('registration tells nothing without a valid token', () => {
  it.each([
    ['an unknown token', async () => 'inconnu-inconnu-inconnu-0000'],
    [
      'a used token',
      async () => {
        const token = await newToken();
        expect((await register(registration(token, 'premier', 'premier@example.fr'))).status).toBe(201);
        return token;
      },
    ],
    [
      'an expired token',
      async () => {
        const token = await newToken();
        await server.sql("update signup_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [
          signupTokenHash(token),
        ]);
        return token;
      },
    ],
  ])('answers the same for %s whether the username and email are taken or free', async (_name, make) => {
    const token = await make();
    const taken = await register(registration(token, 'admin', 'admin@example.fr'));
    const free = await register(registration(token, 'personne', 'personne@example.fr'));
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect(await server.sql("select id from users where username = 'personne'")).toEqual([]);
  });

  it('refuses an expired token with a French message and keeps it unused', async () => {
    const token = await newToken();
    await server.sql("update signup_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [
      signupTokenHash(token),
    ]);
    const response = await register(registration(token, 'tardif', 'tardif@example.fr'));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Ce jeton d'inscription a expiré. Demandez-en un nouveau à un administrateur.");
    const [row] = await server.sql<{ is_used: boolean }>('select is_used from signup_tokens where token_hash = $1', [
      signupTokenHash(token),
    ]);
    expect(row.is_used).toBe(false);
  });
});

describe('registration throttling', () => {
  it('answers 429 after 20 failed registrations from one address, even with a good token', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (await register(registration(`faux-jeton-${i}-xxxxxxxxxxxxxxxx`, `u${i}`, `u${i}@example.fr`))).status,
      ).toBe(400);
    const token = await newToken();
    const blocked = await register(registration(token, 'legitime', 'legitime@example.fr'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("Trop de tentatives d'inscription. Veuillez réessayer dans quelques minutes.");
    const [row] = await server.sql<{ is_used: boolean }>('select is_used from signup_tokens where token_hash = $1', [
      signupTokenHash(token),
    ]);
    expect(row.is_used).toBe(false);
  });

  it('does not count successful registrations', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await register(registration(await newToken(), `ok${i}`, `ok${i}@example.fr`))).status).toBe(201);
    expect(Number((await server.sql<{ count: string }>('select count(*) from registration_attempts'))[0].count)).toBe(
      0,
    );
  });

  it('keeps one winner among concurrent registrations with one token', async () => {
    const token = await newToken();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => register(registration(token, `course${i}`, `course${i}@example.fr`))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
  });
});

describe('a flood of password checks', () => {
  it('does not hold the connection pool: a signed-in user keeps being answered', async () => {
    const flood = Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(server.url, 'POST', '/api/login', { body: { username: `inconnu${i}`, password: 'x'.repeat(1000) } }),
      ),
    );
    const me = await call(server.url, 'GET', '/api/me', { token: adminToken });
    expect(me.status).toBe(200);
    const answers = await flood;
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
  });
});
