import path from 'node:path';
import { backupMessages } from '@pilotage/domain';
import { loadConfig } from '../kernel/config/config';
import { StartupError } from '../kernel/config/startup-error';
import { startEmbeddedPostgres } from '../kernel/database/embedded';
import { inspectPostmaster } from '../kernel/database/orphan-postmaster';
import { RestoreRefused, restoreBackup } from '../features/backups/restore-backup';

/**
 * `npm run restore -- <file> [--force]`: into DATABASE_URL, or the embedded cluster of DATA_DIR
 * (created when the directory is empty). Pilotage must be stopped. One French line, exit 1 on refusal.
 */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [file] = args.filter((arg) => arg !== '--force');
  if (!file) throw new RestoreRefused(backupMessages.restoreUsage);
  const config = loadConfig();
  let embedded = null;
  if (config.databaseUrl === null) {
    const dir = path.join(config.dataDir, 'postgres');
    if ((await inspectPostmaster(dir)).kind === 'owned') throw new RestoreRefused(backupMessages.instanceRunning);
    embedded = await startEmbeddedPostgres({ dir, database: 'pilotage' });
  }
  try {
    const { manifest, rows } = await restoreBackup({
      file: path.resolve(file),
      databaseUrl: config.databaseUrl ?? embedded!.url,
      force,
      passphrase: config.backup.passphrase,
    });
    console.log(backupMessages.restored(manifest.tables.length, rows, manifest.schemaVersion));
  } finally {
    await embedded?.stop();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof RestoreRefused || error instanceof StartupError
      ? error.message
      : backupMessages.restoreFailed(error instanceof Error ? error.message.split('\n')[0] : String(error)),
  );
  process.exitCode = 1;
});
