import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, stopGateway } from '../support/gateway-process';
import { type ExternalPostgres, startExternalPostgres } from '../support/external-postgres';
import { call } from '../support/http';
import { TEST_JWT_SECRET } from '../support/secrets';

// Real processes and real initdb runs: slow on a busy machine.
jest.setTimeout(180_000);

describe('npm start with no DATABASE_URL (embedded PostgreSQL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-start-'));
  fs.chmodSync(dataDir, 0o755);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the first Admin with a printed password, keeps the data across restarts and stops cleanly', async () => {
    const first = await startGateway({ DATA_DIR: dataDir });
    // Not a terminal: the generated password waits in DATA_DIR, never in the output.
    const password = fs.readFileSync(path.join(dataDir, 'first-admin-password'), 'utf8').trim();
    expect(first.output()).not.toContain(password);
    expect(password).toBeTruthy();
    const login = await call(first.url, 'POST', '/api/login', { body: { username: 'admin', password } });
    expect(login.status).toBe(200);
    expect((await call(first.url, 'GET', '/readyz')).body).toEqual({ status: 'ok' });
    const home = await call(first.url, 'GET', '/dashboard');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    for (const line of first
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{')))
      expect(() => JSON.parse(line)).not.toThrow();
    expect(await stopGateway(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const started = Date.now();
    const second = await startGateway({ DATA_DIR: dataDir });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output()).not.toMatch(/first Admin password generated/);
    // Same JWT secret kept in DATA_DIR: the first run's token still works.
    expect((await call(second.url, 'GET', '/api/me', { token: login.body.access_token })).status).toBe(200);

    // SIGTERM while sign-ins (argon2, tens of ms each) are in flight: every one still completes.
    const received = () => (second.output().match(/"msg":"incoming request"/g) ?? []).length;
    const before = received();
    const inFlight = Array.from({ length: 8 }, () =>
      call(second.url, 'POST', '/api/login', { body: { username: 'admin', password } }),
    );
    // Only requests the server has received count as in flight; later ones would rightly get 503.
    while (received() < before + 8) await new Promise((resolve) => setTimeout(resolve, 5));
    const exitCode = stopGateway(second);
    expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await exitCode).toBe(0);
    expect(second.output()).toMatch(/"msg":"shutting down"/);
  });
});

describe('with DATABASE_URL', () => {
  let database: ExternalPostgres;
  let port: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-external-'));
  fs.chmodSync(dir, 0o755);

  beforeAll(async () => {
    database = await startExternalPostgres(path.join(dir, 'postgres'));
    port = Number(new URL(database.url).port);
  });
  afterAll(async () => {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses that server, reports 503 while it is down and recovers without a restart', async () => {
    const gateway = await startGateway({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dir, 'unused'),
      ADMIN_PASSWORD: 'premier-admin',
      JWT_SECRET: TEST_JWT_SECRET,
    });
    expect(fs.existsSync(path.join(dir, 'unused', 'postgres'))).toBe(false);
    const token = (
      await call(gateway.url, 'POST', '/api/login', { body: { username: 'admin', password: 'premier-admin' } })
    ).body.access_token;
    expect(token).toBeTruthy();

    await database.stop();
    expect((await call(gateway.url, 'GET', '/readyz')).status).toBe(503);
    const duringOutage = await call(gateway.url, 'GET', '/api/me', { token });
    expect(duringOutage.status).toBe(503);
    expect(duringOutage.headers.get('retry-after')).toBe('5');
    expect(duringOutage.body.error).toBe('Service momentanément indisponible : réessayez dans quelques secondes.');
    expect((await call(gateway.url, 'GET', '/healthz')).status).toBe(200);

    database = await startExternalPostgres(path.join(dir, 'postgres'), port);
    let ready = 503;
    for (let i = 0; i < 50 && ready !== 200; i += 1) {
      ready = (await call(gateway.url, 'GET', '/readyz')).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toBe(200);
    expect((await call(gateway.url, 'GET', '/api/me', { token })).body.username).toBe('admin');
    expect(gateway.child.exitCode).toBeNull();
    expect(await stopGateway(gateway)).toBe(0);
    expect(gateway.output()).not.toMatch(/premier-admin/);
  });
});
