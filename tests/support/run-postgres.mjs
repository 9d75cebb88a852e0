// A standalone PostgreSQL for tests that need to stop and restart "the external database":
// `node run-postgres.mjs <dir> [port]` prints its URL on one line, and stops on SIGTERM.
import { startEmbeddedPostgres } from '../../gateway/dist/src/kernel/database/embedded.js';

const [dir, port] = process.argv.slice(2);
const database = await startEmbeddedPostgres({
  dir,
  database: 'pilotage',
  ephemeral: true,
  port: port ? Number(port) : undefined,
});
console.log(`URL ${database.url}`);
process.on('SIGTERM', () => database.stop().then(() => process.exit(0)));
