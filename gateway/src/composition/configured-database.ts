import path from 'node:path';
import type { Config } from '../kernel/config/config';
import { startEmbeddedPostgres } from '../kernel/database/embedded';
import { type Orm, openOrm } from './database';

/**
 * For one-off commands (migrate, seed): opens DATABASE_URL, or the embedded database in
 * DATA_DIR, runs `work`, then closes everything it opened.
 */
export async function withConfiguredDatabase<T>(
  config: Config,
  work: (orm: Orm, url: string) => Promise<T>,
): Promise<T> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), database: 'pilotage' });
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await openOrm(url);
  try {
    return await work(orm, url);
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}
