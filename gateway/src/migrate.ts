import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from './config';
import { startEmbeddedPostgres } from './database/embedded';
import { migrate, openOrm } from './database/orm';

/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
async function run() {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), database: 'pilotage' });
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await openOrm(url);
  try {
    const applied = await migrate(orm, url);
    console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base de données à jour.');
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}

run().catch((error: unknown) => {
  console.error('La migration a échoué :', error);
  process.exit(1);
});
