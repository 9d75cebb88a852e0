// Starts one real PostgreSQL for the whole run (the embedded one, or DATABASE_URL's server) and
// prepares a migrated template database; each test file clones it (see support/server.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../gateway/dist/src/kernel/database/embedded.js';
import { migrate, openOrm } from '../../gateway/dist/src/composition/database.js';

export const TEMPLATE = 'pilotage_test_template';

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function globalSetup() {
  // Every project that needs the database names this setup: the first one starts it for all.
  if (process.env.PILOTAGE_TEST_ADMIN_URL) return;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-test-'));
    await fs.chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      database: 'postgres',
      ephemeral: true,
    });
    adminUrl = embedded.adminUrl;
    globalThis.__PILOTAGE_PG__ = { embedded, dir };
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${TEMPLATE} with (force)`);
  await client.query(`create database ${TEMPLATE}`);
  await client.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  const orm = await openOrm(templateUrl);
  await migrate(orm, templateUrl);
  await orm.close(true);
  process.env.PILOTAGE_TEST_ADMIN_URL = adminUrl;
  process.env.PILOTAGE_TEST_TEMPLATE = TEMPLATE;
}
