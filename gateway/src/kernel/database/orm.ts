import { Migrator } from '@mikro-orm/migrations';
import { type EntityClass, MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Client, Pool } from 'pg';
import { migrationsList } from './migrations';
import { registerSqlPool } from './sql';

export type Orm = MikroORM;

// Two pools per process, both opened from DATABASE_URL: MikroORM's (transactions and unit-of-work
// writes; knex takes no external pg pool) and the SQL pool (reads and single statements, the hot
// path, see sql.ts). With pg-boss's 4 and the live screens' LISTEN connection that makes 17 a
// replica: the HPA's 6 replicas fit in the max_connections of 150 set in k8s/ (100 by default).
const ORM_POOL_SIZE = 4;
const SQL_POOL_SIZE = 8;
const IDLE_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * The client's own bound on a statement, past the server's: a paused or unreachable server never
 * answers, and its statement timeout never fires. The request then fails (503) instead of hanging.
 */
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;

/** `entities` comes from the composition root (src/composition/entities.ts): the kernel knows no feature. */
export function ormConfig(clientUrl: string, entities: readonly EntityClass<object>[]) {
  return defineConfig({
    clientUrl,
    entities: [...entities],
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    forceUtcTimezone: true,
    // Connection failures must not crash the process: the pool reconnects once the server is back.
    pool: { min: 0, max: ORM_POOL_SIZE, idleTimeoutMillis: IDLE_TIMEOUT_MS, acquireTimeoutMillis: CONNECT_TIMEOUT_MS },
    driverOptions: {
      connection: {
        statement_timeout: STATEMENT_TIMEOUT_MS,
        query_timeout: QUERY_TIMEOUT_MS,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      },
    },
    allowGlobalContext: false,
    debug: false,
  });
}

/** The ORM and its SQL pool, which `orm.close()` closes too: whoever opens the database closes both at once. */
export async function openOrm(clientUrl: string, entities: readonly EntityClass<object>[]): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl, entities));
  const pool = new Pool({
    connectionString: clientUrl,
    max: SQL_POOL_SIZE,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // Also bounds the wait for a free connection, as acquireTimeoutMillis does for MikroORM's pool.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // Connection failures must not crash the process: an idle connection the server dropped leaves
  // the pool, and the next query opens a new one once the server is back.
  pool.on('error', () => undefined);
  registerSqlPool(orm, pool);
  const closeOrm = orm.close.bind(orm);
  orm.close = async (force) => {
    try {
      await closeOrm(force);
    } finally {
      if (!pool.ended) await pool.end();
    }
  };
  return orm;
}

// Arbitrary constant shared by every replica: whoever holds it applies pending migrations.
const MIGRATION_LOCK_KEY = 7_243_001;

/** Applies pending migrations; replicas starting together wait for each other on an advisory lock. */
export async function migrate(orm: Orm, clientUrl: string): Promise<string[]> {
  const lock = new Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
