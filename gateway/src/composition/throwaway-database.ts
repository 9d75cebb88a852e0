import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../kernel/database/embedded';
import { type Orm, migrate, openOrm } from './database';

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on a new database migrated from scratch, then removes it: a database created on
 * `serverUrl`'s server and dropped after, or without one an embedded PostgreSQL started in a
 * temporary directory and deleted after. For generators that read the schema (`npm run schema`).
 */
export async function withMigratedThrowawayDatabase<T>(
  serverUrl: string | undefined,
  work: (orm: Orm) => Promise<T>,
): Promise<T> {
  let url: string;
  let remove: () => Promise<void>;
  if (serverUrl) {
    const name = `pilotage_throwaway_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    remove = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-throwaway-'));
    // A root start runs PostgreSQL as the postgres account, which must reach its cluster in here.
    await fs.chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      database: 'pilotage',
      ephemeral: true,
    }).catch(async (error: unknown) => {
      await fs.rm(dir, { recursive: true, force: true });
      throw error;
    });
    url = embedded.url;
    remove = async () => {
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  try {
    const orm = await openOrm(url);
    try {
      await migrate(orm, url);
      return await work(orm);
    } finally {
      await orm.close(true);
    }
  } finally {
    await remove();
  }
}
