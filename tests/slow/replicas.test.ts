import crypto from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import { call } from '../support/http';
import { adminQuery, withDatabase } from '../support/server';
import { type GatewayProcess, startGatewayProcess, replicaEnv } from '../deploy/support/gateway-process';

// Two gateway processes over one PostgreSQL, as two pods of the Deployment: they must share
// everything that matters through the database.

const ADMIN = { username: 'admin', password: 'replica-admin-password' };
let databaseUrl: string;
let databaseName: string;
let replicas: GatewayProcess[] = [];

async function query<T>(text: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // An empty database, not the migrated template: both replicas race to migrate it.
  databaseName = `pilotage_replicas_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${databaseName}`);
  databaseUrl = withDatabase(process.env.PILOTAGE_TEST_ADMIN_URL!, databaseName);
  const env = replicaEnv(databaseUrl, ADMIN);
  const started = await Promise.allSettled([startGatewayProcess(env), startGatewayProcess(env)]);
  replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}, 90_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop()));
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
}, 30_000);

const [a, b] = [0, 1].map((i) => () => replicas[i]);

describe('two gateways on one PostgreSQL', () => {
  it('both start together on an empty database: migrations and the first Admin happen once', async () => {
    for (const replica of replicas) expect((await call(replica.url, 'GET', '/readyz')).status).toBe(200);
    const migrations = await query<{ name: string; count: number }>(
      'select name, count(*)::int as count from mikro_orm_migrations group by name',
    );
    expect(migrations.length).toBeGreaterThan(0);
    for (const migration of migrations) expect(migration.count).toBe(1);
    expect(await query('select id, username, role from users')).toEqual([{ id: 1, username: 'admin', role: 'Admin' }]);
  });

  it('each runs one pg-boss instance, which also schedules and works the journal purge', async () => {
    const pools = await query<{ name: string; count: number }>(
      `select application_name as name, count(*)::int as count from pg_stat_activity
        where datname = current_database() and application_name like 'pilotage-%' group by 1 order by 1`,
    );
    expect(pools.map((pool) => pool.name)).not.toContain('pilotage-audit-retention');
    expect(pools.map((pool) => pool.name)).toContain('pilotage-notifications');
    expect(await query(`select name, cron from pgboss.schedule where name = 'audit-log-purge'`)).toEqual([
      { name: 'audit-log-purge', cron: '17 3 * * *' },
    ]);
  });

  it('accepts on one replica a token issued by the other', async () => {
    const login = await call(a().url, 'POST', '/api/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const me = await call(b().url, 'GET', '/api/me', { token: login.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('admin');
  });

  it('logs JSON lines on stdout, nothing on stderr', () => {
    for (const replica of replicas) {
      const logs = replica
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      expect(logs.map((entry) => entry.msg)).toContain('ready');
      expect(replica.stderr()).toBe('');
    }
  });

  // Runs last: it locks the Admin out for the rest of the window.
  it('keeps a throttled login throttled on both replicas (10 failures for one username → 429)', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const replica = attempt % 2 === 0 ? a() : b();
      const response = await call(replica.url, 'POST', '/api/login', {
        body: { username: ADMIN.username, password: `wrong-${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    for (const replica of [a(), b()]) {
      const response = await call(replica.url, 'POST', '/api/login', { body: ADMIN });
      expect(response.status).toBe(429);
      expect(response.body.error).toEqual(expect.any(String));
    }
  });

  // A notification queued by one replica is sent exactly once: tests/slow/notifications-replicas.test.ts.

  it('finishes an in-flight request after SIGTERM, then exits with code 0', async () => {
    // A login whose body is still arriving when the signal comes: it must still be answered.
    const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' });
    const answer = new Promise<number>((resolve, reject) => {
      // Its own connection (agent: false): an idle keep-alive socket of the client's would hold
      // the drain open until the client closes it or the 10 s grace ends.
      const request = http.request(`${a().url}/api/login`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const codes = Promise.all(replicas.map((r) => r.stop()));
    expect(await answer).toBe(401);
    expect(await codes).toEqual([0, 0]);
  }, 30_000);
});
