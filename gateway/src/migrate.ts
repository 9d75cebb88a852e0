import 'reflect-metadata';
import { loadConfig } from './kernel/config/config';
import { withConfiguredDatabase } from './composition/configured-database';
import { migrate } from './kernel/database/orm';

/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
async function run() {
  const applied = await withConfiguredDatabase(loadConfig(), migrate);
  console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base de données à jour.');
}

run().catch((error: unknown) => {
  console.error('La migration a échoué :', error);
  process.exit(1);
});
