import PgBoss from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../kernel/context/context';
import { BOSS_SCHEMA, ensureQueue } from '../../kernel/jobs/queue';
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
 * night's job to one of them, so one backup is taken a night whatever the number of replicas.
 */
export async function startBackupSchedule(deps: AppDeps): Promise<BackupSchedule | null> {
  const cron = deps.config.backup.cron;
  if (cron === null) return null;
  const log = deps.log.child({ module: 'backup' });
  const databaseUrl = deps.orm.config.get('clientUrl')!;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: BOSS_SCHEMA,
    application_name: 'pilotage-backup-schedule',
    max: 2,
    // Maintenance is the notification worker's; this instance only runs the cron and its job.
    supervise: false,
  });
  boss.on('error', (error: Error) => log.error({ error: error.message }, 'backup queue error'));
  await boss.start();
  await ensureQueue(boss, BACKUP_QUEUE, { retryLimit: 2, retryDelay: 600, expireInSeconds: BACKUP_EXPIRE_SECONDS });
  await boss.schedule(BACKUP_QUEUE, cron, {}, { tz: deps.config.timezone });
  await boss.work(BACKUP_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await runBackup(deps.orm.em.fork() as EntityManager, databaseUrl, deps.config.backup, deps.config.timezone, log);
  });
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }) };
}
