import type PgBoss from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../kernel/context/context';
import { ensureQueue } from '../../kernel/jobs/queue';
import { runBackup } from './backups.service';

export const BACKUP_QUEUE = 'database-backup';
// A large database takes a while to copy: the job is not taken for dead before this.
const BACKUP_EXPIRE_SECONDS = 3 * 60 * 60;

export interface BackupSchedule {
  stop(): Promise<void>;
}

/**
 * The nightly backup (BACKUP_SCHEDULE in the business time zone) on the job queue: every replica
 * schedules it (one schedule row per queue name) and works the queue, and pg-boss hands each
 * night's job to one of them, so one backup is taken a night whatever the number of replicas. It runs
 * on the notifications' pg-boss instance (`boss`), which starts and stops it.
 */
export async function startBackupSchedule(deps: AppDeps, boss: PgBoss): Promise<BackupSchedule | null> {
  const cron = deps.config.backup.cron;
  if (cron === null) return null;
  const log = deps.log.child({ module: 'backup' });
  const databaseUrl = deps.orm.config.get('clientUrl')!;
  await ensureQueue(boss, BACKUP_QUEUE, { retryLimit: 2, retryDelay: 600, expireInSeconds: BACKUP_EXPIRE_SECONDS });
  await boss.schedule(BACKUP_QUEUE, cron, {}, { tz: deps.config.timezone });
  await boss.work(BACKUP_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await runBackup(deps.orm.em.fork() as EntityManager, databaseUrl, deps.config.backup, deps.config.timezone, log);
  });
  // Stops fetching; a backup under way is waited for by the instance's own graceful stop.
  return { stop: () => boss.offWork(BACKUP_QUEUE) };
}
