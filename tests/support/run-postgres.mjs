// A standalone PostgreSQL for tests that need to stop and restart "the external database":
// `node run-postgres.mjs <dir> [port] [--durable]` prints its URL on one line, and stops on SIGTERM.
// Without --durable it trades durability for speed (fsync and synchronous commit off), as the
// test clusters do: a crash of such a server loses commits it had acknowledged.
import { startEmbeddedPostgres } from '../../gateway/dist/src/kernel/database/embedded.js';

const args = process.argv.slice(2);
const durable = args.includes('--durable');
const [dir, port] = args.filter((arg) => arg !== '--durable');
const database = await startEmbeddedPostgres({
  dir,
  database: 'pilotage',
  ephemeral: !durable,
  port: port ? Number(port) : undefined,
});
console.log(`URL ${database.url}`);
process.on('SIGTERM', () => database.stop().then(() => process.exit(0)));
