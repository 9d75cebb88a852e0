import { ConfigError, loadConfig } from '../../gateway/src/kernel/config/config';
import { call } from '../support/http';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

const attempt = (server: TestServer, forwardedFor: string, password = 'mauvais-mot-de-passe', username = 'admin') =>
  call(server.url, 'POST', '/api/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const recordedAddresses = async (server: TestServer) =>
  (await server.sql<{ client_address: string }>('select client_address from login_attempts order by id')).map(
    (row) => row.client_address,
  );

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses/CIDRs, and refuses a bare true with a French message', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/nombre de proxys/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/ni un CIDR/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.fr' })).toThrow(/ni une adresse IP/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('behind one trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1 });
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('counts against the address the proxy saw (the last hop), not what the client wrote before it', async () => {
    await attempt(server, '198.51.100.1, 203.0.113.7');
    await attempt(server, '::ffff:203.0.113.8');
    expect(await recordedAddresses(server)).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('locks a username after ten failures even when each comes from another forged address', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await attempt(server, `203.0.113.${i}`)).status).toBe(401);
    const blocked = await attempt(server, '203.0.113.200', ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.');
  });

  it.each([
    ['a value longer than 64 characters', 'x'.repeat(300)],
    ['free text', "'; drop table users; --"],
    ['an address with a port', '203.0.113.9:4444'],
    ['an empty value', ''],
    ['a list of commas', ',,,'],
    ['a NUL-free control character', 'abc\tdef'],
  ])('falls back to the socket address for %s, never a 5xx, and still counts the failure', async (_name, value) => {
    const response = await attempt(server, value);
    expect(response.status).toBe(401);
    expect(await recordedAddresses(server)).toEqual(['127.0.0.1']);
  });

  it('keeps counting garbage X-Forwarded-For failures until the username is locked', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt(server, `${'z'.repeat(70)}${i}`)).status).toBe(401);
    expect((await attempt(server, 'n/a', ADMIN_PASSWORD)).status).toBe(429);
  });

  it('caps one address at 50 failures whatever the usernames, and other addresses go on', async () => {
    await server.sql(
      "insert into login_attempts (username, client_address) select 'u' || g, '203.0.113.50' from generate_series(1, 50) g",
    );
    expect((await attempt(server, '203.0.113.50', ADMIN_PASSWORD)).status).toBe(429);
    expect((await attempt(server, '203.0.113.51', ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('ignores X-Forwarded-For entirely', async () => {
    await attempt(server, '203.0.113.7');
    expect(await recordedAddresses(server)).toEqual(['127.0.0.1']);
  });

  it('refuses a sign-in whose failure cannot be recorded, even with the right password (fail closed)', async () => {
    await server.sql("alter table login_attempts add constraint refuse_all check (username = '')");
    try {
      const refused = await call(server.url, 'POST', '/api/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        error: 'Connexion momentanément impossible. Veuillez réessayer dans quelques instants.',
      });
      expect(refused.body.access_token).toBeUndefined();
    } finally {
      await server.sql('alter table login_attempts drop constraint refuse_all');
    }
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
  });

  it('keeps no failure behind a successful sign-in', async () => {
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
    expect(await recordedAddresses(server)).toEqual([]);
  });
});
