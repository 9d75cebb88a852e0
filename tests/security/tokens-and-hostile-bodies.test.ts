import crypto from 'node:crypto';
import net from 'node:net';
import jwt from 'jsonwebtoken';
import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const secret = () => server.deps.jwtSecret;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('is an HS256 JWT for the user, expiring in 12 hours', async () => {
    const token = await loginAdmin(server);
    const decoded = jwt.decode(token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload.sub).toBe('1');
    expect(decoded.payload.exp! - decoded.payload.iat!).toBe(12 * 3600);
  });

  it.each([
    [
      'alg none',
      () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 60 })}.`,
    ],
    ['another secret', () => jwt.sign({}, 'another-secret-another-secret-0000', { subject: '1', expiresIn: 60 })],
    ['HS512 with the right secret', () => jwt.sign({}, secret(), { subject: '1', expiresIn: 60, algorithm: 'HS512' })],
    ['expired', () => jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10 }, secret(), { subject: '1' })],
    ['no expiry', () => jwt.sign({}, secret(), { subject: '1' })],
    ['unknown user', () => jwt.sign({}, secret(), { subject: '999', expiresIn: 60 })],
    ['garbage', () => 'pas.un.jeton'],
  ])('refuses a token with %s (401)', async (_name, make) => {
    const response = await call(server.url, 'GET', '/api/me', { token: make() });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/^Jeton d'accès invalide ou expiré/);
  });

  it('refuses a tampered signature', async () => {
    const [header, payload, signature] = (await loginAdmin(server)).split('.');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await call(server.url, 'GET', '/api/me', { token: `${header}.${payload}.${flipped}` })).status).toBe(401);
    const otherPayload = base64url({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '2' });
    expect((await call(server.url, 'GET', '/api/me', { token: `${header}.${otherPayload}.${signature}` })).status).toBe(
      401,
    );
  });

  it('refuses a malformed Authorization header', async () => {
    const token = await loginAdmin(server);
    const response = await call(server.url, 'GET', '/api/me', { headers: { authorization: `Token ${token}` } });
    expect(response.status).toBe(401);
  });
});

describe('login throttling', () => {
  it('answers 429 after 10 failures for one username, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: `faux-${i}` } })).status,
      ).toBe(401);
    }
    const blocked = await call(server.url, 'POST', '/api/login', {
      body: { username: 'Admin', password: ADMIN_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.');
  });

  it('counts concurrent failures too', async () => {
    await Promise.all(
      Array.from({ length: 15 }, () =>
        call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: 'faux' } }),
      ),
    );
    const [row] = await server.sql<{ count: string }>("select count(*) from login_attempts where username = 'admin'");
    expect(Number(row.count)).toBe(10);
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(429);
  });

  it('answers 429 after 50 failures from one address, whatever the usernames', async () => {
    await server.sql(
      "insert into login_attempts (username, client_address) select 'u' || g, '127.0.0.1' from generate_series(1, 50) g",
    );
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(429);
  });

  it('forgets failures older than 15 minutes', async () => {
    await server.sql(
      "insert into login_attempts (username, client_address, attempted_at) select 'admin', '10.0.0.1', now() - interval '16 minutes' from generate_series(1, 20)",
    );
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
  });
});

describe('hostile requests', () => {
  it('answers 413 to a body over 1 MB', async () => {
    const big = JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) });
    const response = await call(server.url, 'POST', '/api/login', { rawBody: big });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/trop volumineuse/);
  });

  it('answers 431 in French to an address or headers over 16 KB, and the gateway keeps answering', async () => {
    const long = await call(server.url, 'GET', `/api/tasks?q=${'é'.repeat(3_000)}`);
    expect(long.status).toBe(431);
    expect(long.body).toEqual({ error: 'Adresse ou en-têtes de la requête trop longs (16 Ko au maximum).' });
    const header = await call(server.url, 'POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { 'x-padding': 'x'.repeat(17_000) },
    });
    expect(header.status).toBe(431);
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
  });

  it('answers 400 in French to a request the HTTP parser cannot read', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const received: Buffer[] = [];
      const socket = net.connect(Number(port), hostname, () => socket.write('N’IMPORTE QUOI / HTTP/1.1\r\n\r\n'));
      socket.on('data', (chunk) => received.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
      socket.on('error', reject);
    });
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ error: 'Requête invalide.' });
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await call(server.url, 'POST', '/api/login', { rawBody: '{"username": "admin",' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Corps de requête JSON invalide.' });
  });

  it.each(['null', '[]', '"texte"', '42', 'true'])('answers 400, not 500, to the JSON body %s', async (raw) => {
    const response = await call(server.url, 'POST', '/api/login', { rawBody: raw });
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe('string');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await call(server.url, 'POST', '/api/login', {
      rawBody: 'username=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error).toMatch(/JSON/);
  });

  it('answers 400 to a NUL character, which PostgreSQL cannot store', async () => {
    const response = await call(server.url, 'POST', '/api/login', { body: { username: 'ad\u0000min', password: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Données invalides : caractère nul non accepté.');
  });

  it('answers 404 in JSON for an unknown API path', async () => {
    const response = await call(server.url, 'GET', '/api/inconnu', { token: await loginAdmin(server) });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Ressource introuvable.' });
  });

  it('survives a burst of random payloads without a single 500', async () => {
    const admin = await loginAdmin(server);
    const paths = [
      '/api/login',
      '/api/register',
      '/api/users',
      '/api/admin/generate-token',
      '/api/settings',
      '/api/me/settings',
      '/api/users/2/reset-password',
    ];
    const values = [
      null,
      0,
      -1,
      1e308,
      '',
      ' ',
      'x'.repeat(5000),
      [],
      {},
      { $ne: 1 },
      true,
      '1 OR 1=1',
      '\u0000',
      '😀',
    ];
    const failures: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const pick = <T>(list: T[]) => list[crypto.randomInt(list.length)];
      const body = Object.fromEntries(
        ['username', 'email', 'password', 'signup_token', 'quantity', 'role', 'new_password', 'telegram_chat_id'].map(
          (k) => [k, pick(values)],
        ),
      );
      const [method, path] = [pick(['POST', 'PUT']), pick(paths)];
      const response = await call(server.url, method, path, { token: pick([admin, undefined]), body });
      if (response.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});
