import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    forceUtcTimezone: true,
    // Connection failures must not crash the process: the pool reconnects once the server is back.
    pool: { min: 0, max: 10, idleTimeoutMillis: 10_000, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { statement_timeout: 15_000, connectionTimeoutMillis: 5_000 } },
    allowGlobalContext: false,
    debug: false,
  });
}

export async function openOrm(clientUrl: string): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl));
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

/** True when every committed migration is recorded as applied. */
export async function migrationsApplied(orm: Orm): Promise<boolean> {
  const pending = await orm.getMigrator().getPendingMigrations();
  return pending.length === 0;
}
