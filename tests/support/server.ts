import 'reflect-metadata';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import pino, { type Logger } from 'pino';
import { createApp } from '../../gateway/src/composition/app';
import { type Config, loadConfig } from '../../gateway/src/kernel/config/config';
import { type AppDeps, newSessionCache } from '../../gateway/src/kernel/context/context';
import { type Orm, openOrm } from '../../gateway/src/composition/database';
import { ensureFirstAdmin } from '../../gateway/src/features/users/first-admin';
import { loadSecretKeys, sealStoredSecrets } from '../../gateway/src/kernel/credentials/stored-secrets';
// Used at call time only, so the import cycle with actors.ts is harmless.
import { everyone } from './actors';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from './secrets';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-password';

export interface TestServer {
  url: string;
  databaseUrl: string;
  app: FastifyInstance;
  deps: AppDeps;
  orm: Orm;
  /** Empties every table and recreates the first Admin (user 1): the known state of each test. */
  reset(): Promise<void>;
  /** Runs SQL directly against the test database (for arranging data and checking what is stored). */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The same server's URL, for another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs a statement on the test server's maintenance database (create/drop database). */
export async function adminQuery(text: string): Promise<void> {
  const client = new Client({ connectionString: process.env.PILOTAGE_TEST_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.PILOTAGE_TEST_ADMIN_URL;
  const template = process.env.PILOTAGE_TEST_TEMPLATE;
  if (!adminUrl || !template) throw new Error('tests/support/global-setup.mjs did not run');
  const name = `pilotage_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  return { url: withDatabase(adminUrl, name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * Empties every table and restarts its identities, as one `truncate … restart identity cascade` of
 * them all would, but names only the tables holding rows or whose identity has moved: truncating
 * gives each table and index new files, which costs more than the rest of a small test.
 */
const TRUNCATE_TOUCHED_TABLES = `do $$
declare
  touched text[] := '{}';
  tables record;
  has_rows boolean;
begin
  for tables in
    with owned_sequences as materialized (
      select d.refobjid as table_id, s.oid as sequence_id
      from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
      where d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    )
    select t.relname as name, exists (
        select from owned_sequences o where o.table_id = t.oid and pg_sequence_last_value(o.sequence_id) is not null
      ) as identity_moved
    from pg_class t
    where t.relnamespace = 'public'::regnamespace and t.relkind in ('r', 'p') and t.relname <> 'mikro_orm_migrations'
  loop
    execute format('select exists (select from %I)', tables.name) into has_rows;
    if not (has_rows or tables.identity_moved) then continue; end if;
    -- The journal refuses TRUNCATE but inside its owner's reset function (Migration20261127030001_audit_guard).
    if tables.name = 'audit_log' then perform audit_log_reset(); else touched := touched || format('%I', tables.name); end if;
  end loop;
  if cardinality(touched) > 0 then
    execute 'truncate ' || array_to_string(touched, ', ') || ' restart identity cascade';
  end if;
end $$`;

/**
 * The gateway on a loopback port over its own database, as main.ts would run it. With
 * `databaseUrl`, a further gateway (replica) over that database instead: it neither resets nor drops it.
 * `log` replaces the silent logger (to read what the gateway logs).
 */
export async function startTestServer(overrides: Partial<Config> = {}, log?: Logger): Promise<TestServer> {
  const shared = overrides.databaseUrl ?? null;
  const database = shared === null ? await createTestDatabase() : { url: shared, drop: async () => undefined };
  const config: Config = {
    ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, SECRETS_KEY: TEST_SECRETS_KEY, APP_TIMEZONE: 'Europe/Paris' }),
    databaseUrl: database.url,
    port: 0,
    ...overrides,
  };
  const orm = await openOrm(database.url);
  await loadSecretKeys(config);
  await sealStoredSecrets(orm.em.fork());
  const deps: AppDeps = {
    config,
    orm,
    jwtSecret: config.jwtSecret!,
    log: log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    sessionCache: newSessionCache(),
  };
  const app = await createApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const sqlClient = new Client({ connectionString: database.url });
  await sqlClient.connect();
  // A statement typed here reaches this gateway's session cache at once, as a change made through its
  // services does; other gateways (replicas) learn of it from PostgreSQL's notification, as in production.
  const sql = async <T>(text: string, values: unknown[] = []) => {
    const { rows } = await sqlClient.query(text, values);
    deps.sessionCache.clear();
    return rows as T[];
  };
  // The first reset creates the first Admin as a start does; the next ones put the same row back
  // rather than hash its password again (argon2 is slow on purpose, and every test resets).
  let firstAdmin: unknown = null;
  const reset = async () => {
    await sql(TRUNCATE_TOUCHED_TABLES);
    if (firstAdmin === null) {
      await ensureFirstAdmin(orm.em.fork(), {
        username: ADMIN_USERNAME,
        email: 'admin@example.fr',
        password: ADMIN_PASSWORD,
      });
      [{ row: firstAdmin }] = await sql<{ row: unknown }>('select row_to_json(users) as row from users');
    } else {
      await sql('insert into users select * from json_populate_record(null::users, $1)', [firstAdmin]);
      await sql(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    }
  };
  if (shared === null) await reset();
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: database.url,
    app,
    deps,
    orm,
    reset,
    sql,
    close: async () => {
      await app.close();
      await sqlClient.end();
      await orm.close(true);
      await database.drop();
    },
  };
}

export type Tokens = Awaited<ReturnType<typeof everyone>>;

/**
 * The usual hooks of a test file: one gateway for the file, then before each test a known
 * database and a fresh token for every kind of caller, handed to `receive`.
 */
export function withTestServer(receive: (server: TestServer, tokens: Tokens) => void): void {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(async () => {
    await server.reset();
    receive(server, await everyone(server));
  });
  afterAll(() => server?.close());
}
