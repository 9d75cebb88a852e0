// The dataset of the A/B and memory benches (an embedded PostgreSQL, migrated, with its first Admin
// and BENCH_TASKS tasks, 100,000 by default, and their employees and transactions) and their gateways.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../gateway/dist/src/kernel/database/embedded.js';
import { migrate, openOrm } from '../gateway/dist/src/composition/database.js';
import { seedLargeDataset } from '../gateway/dist/src/scripts/large-dataset.js';
import { ensureFirstAdmin } from '../gateway/dist/src/features/users/first-admin.js';
import { log } from './process-helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
export const SIZES = {
  managers: 5,
  employees: Math.max(100, TASKS / 100),
  tasks: TASKS,
  transactions: Math.max(1_000, TASKS / 5),
};
export const ADMIN_PASSWORD = 'bench-admin-password';

/** Starts the embedded server in `dir/postgres` and fills database `name`; the caller stops it. */
export async function startSeededDatabase(dir, name) {
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: name, ephemeral: true });
  const orm = await openOrm(database.url);
  await migrate(orm, database.url);
  await ensureFirstAdmin(orm.em.fork(), { username: 'admin', email: 'admin@bench.local', password: ADMIN_PASSWORD });
  await orm.close(true);
  log(`seeding ${SIZES.employees} employees, ${SIZES.tasks} tasks, ${SIZES.transactions} transactions`);
  await seedLargeDataset(database.url, SIZES, { managerPasswordHash: 'not-a-hash' });
  return database;
}

/** A production gateway of these benches on `port`, logging warnings only; `env` adds or overrides variables. */
export function spawnBenchGateway({ databaseUrl, dir, port, metricsToken, script, nodeArgs = [], env = {} }) {
  return spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
      SECRETS_KEY: crypto.randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      METRICS_TOKEN: metricsToken,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
