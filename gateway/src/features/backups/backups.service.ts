import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { BackupConfig } from '../../kernel/config/config';
import type { Context } from '../../kernel/context/context';
import { ADMIN, requireRole } from '../../kernel/context/access';
import { isoTimestamp, query } from '../../kernel/database/sql';
import { backupsToKeep, type Dated } from './backup-retention';
import { deleteRemote, listRemote, remoteStore, uploadBackup } from './remote-copy';
import { type BackupResult, backupTakenAt, takeBackup } from './take-backup';
import type { BackupStatusView } from './backups.types';

/** The dashboard warns past this age of the last good backup. */
export const STALE_AFTER_HOURS = 48;

export interface BackupRun extends BackupResult {
  remoteLocation: string | null;
  removed: string[];
}

function dated(names: string[]): Dated[] {
  return names.flatMap((name) => {
    const takenAt = backupTakenAt(name);
    return takenAt ? [{ name, takenAt }] : [];
  });
}

/** Applies BACKUP_KEEP to the backups of `names`; answers those to delete (and their checksum files). */
function toRemove(names: string[], config: BackupConfig, timezone: string): string[] {
  const backups = dated(names);
  const keep = backupsToKeep(backups, config.keep, timezone);
  return backups.filter((backup) => !keep.has(backup.name)).flatMap(({ name }) => [name, `${name}.sha256`]);
}

async function pruneLocal(config: BackupConfig, timezone: string): Promise<string[]> {
  const names = await fs.readdir(config.dir);
  const removed = toRemove(names, config, timezone).filter((name) => names.includes(name));
  for (const name of removed) await fs.rm(path.join(config.dir, name), { force: true });
  return removed;
}

async function record(em: EntityManager, startedAt: Date, run: BackupRun | null, error: string | null) {
  await query(
    em,
    `insert into backup_runs (started_at, succeeded, file_name, size_bytes, sha256, schema_version, total_rows, encrypted, remote_location, error)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      startedAt,
      run !== null,
      run ? path.basename(run.file) : null,
      run?.size ?? null,
      run?.sha256 ?? null,
      run?.manifest.schemaVersion ?? null,
      run ? run.manifest.tables.reduce((sum, table) => sum + table.rows, 0) : null,
      run ? run.file.endsWith('.enc') : false,
      run?.remoteLocation ?? null,
      error,
    ],
  );
}

/**
 * One backup as `npm run backup` and the nightly job take it: the file in BACKUP_DIR, its copy in
 * BACKUP_S3_URL, BACKUP_KEEP applied to both, and the run recorded (a failure too, then rethrown).
 */
export async function runBackup(
  em: EntityManager,
  databaseUrl: string,
  config: BackupConfig,
  timezone: string,
  log: Logger,
): Promise<BackupRun> {
  const startedAt = new Date();
  try {
    const result = await takeBackup(databaseUrl, { dir: config.dir, passphrase: config.passphrase });
    let remoteLocation: string | null = null;
    const removed = await pruneLocal(config, timezone);
    if (config.s3Url !== null) {
      const store = remoteStore(config.s3Url);
      remoteLocation = await uploadBackup(store, result.file);
      const remoteRemoved = toRemove(await listRemote(store), config, timezone);
      for (const name of remoteRemoved) await deleteRemote(store, name);
      removed.push(...remoteRemoved.map((name) => store.locationOf(name)));
    }
    const run: BackupRun = { ...result, remoteLocation, removed };
    await record(em, startedAt, run, null);
    log.info(
      { file: result.file, size: result.size, remoteLocation, removed: removed.length },
      'database backup written',
    );
    return run;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    await record(em, startedAt, null, reason).catch((err: unknown) =>
      log.error({ err }, 'recording a failed backup failed'),
    );
    throw error;
  }
}

interface RunRow {
  finished_at: string;
  finished: Date;
  file_name: string;
  size_bytes: string;
  encrypted: boolean;
  remote_location: string | null;
}

/** What Paramètres shows and the dashboard checks (Admin only). */
export async function backupStatus(ctx: Context): Promise<BackupStatusView> {
  requireRole(ctx, ADMIN);
  const [last] = await query<RunRow>(
    ctx.em,
    `select ${isoTimestamp('finished_at')} as finished_at, finished_at as finished, file_name, size_bytes, encrypted, remote_location from backup_runs
     where succeeded order by finished_at desc, id desc limit 1`,
  );
  const [failure] = await query<{ finished_at: string; error: string }>(
    ctx.em,
    `select ${isoTimestamp('finished_at')} as finished_at, coalesce(error, '') as error from backup_runs
     where not succeeded and finished_at > coalesce((select max(finished_at) from backup_runs where succeeded), '-infinity')
     order by finished_at desc, id desc limit 1`,
  );
  // Without any backup yet, the clock starts when the database was created (its first migration).
  const [{ stale }] = await query<{ stale: boolean }>(
    ctx.em,
    `select coalesce($1::timestamptz, (select min(executed_at) from mikro_orm_migrations)) < now() - make_interval(hours => $2) as stale`,
    [last?.finished ?? null, STALE_AFTER_HOURS],
  );
  const schedule = ctx.deps.config.backup.cron;
  return {
    lastBackup: last
      ? {
          finishedAt: last.finished_at,
          fileName: last.file_name,
          sizeBytes: Number(last.size_bytes),
          encrypted: last.encrypted,
          remoteLocation: last.remote_location,
        }
      : null,
    lastFailure: failure ? { finishedAt: failure.finished_at, error: failure.error } : null,
    stale: schedule !== null && stale,
    schedule,
  };
}
