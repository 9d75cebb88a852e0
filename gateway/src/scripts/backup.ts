import 'reflect-metadata';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { backupMessages } from '@pilotage/domain';
import pino from 'pino';
import { loadConfig } from '../kernel/config/config';
import { openOrm } from '../composition/database';
import { migrate } from '../kernel/database/orm';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../kernel/database/embedded';
import { runBackup } from '../features/backups/backups.service';

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`;
  return `${(bytes / 1024 ** 2).toFixed(1).replace('.', ',')} Mo`;
}

/**
 * `npm run backup`: one backup now, as the nightly job takes it, while Pilotage runs or not:
 * DATABASE_URL, else the embedded server a running gateway holds, else the embedded cluster of
 * DATA_DIR started for the occasion.
 */
async function run(): Promise<void> {
  const config = loadConfig();
  const dir = path.join(config.dataDir, 'postgres');
  const running = config.databaseUrl ?? (await runningEmbeddedUrl(dir, 'pilotage'));
  const embedded = running === null ? await startEmbeddedPostgres({ dir, database: 'pilotage' }) : null;
  const url = running ?? embedded!.url;
  const orm = await openOrm(url);
  try {
    await migrate(orm, url);
    const result = await runBackup(
      orm.em.fork() as EntityManager,
      url,
      config.backup,
      config.timezone,
      pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
    );
    console.log(backupMessages.written(result.file, humanSize(result.size)));
    if (result.remoteLocation) console.log(backupMessages.copied(result.remoteLocation));
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}

run().catch((error: unknown) => {
  console.error(backupMessages.failed(error instanceof Error ? error.message.split('\n')[0] : String(error)));
  process.exitCode = 1;
});
