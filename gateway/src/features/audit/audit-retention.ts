import type { EntityManager } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { ensureQueue } from '../../kernel/jobs/queue';

export const AUDIT_PURGE_QUEUE = 'audit-log-purge';
/** Every night at 03:17 in the business time zone: a quiet hour, off the round ones other jobs take. */
export const AUDIT_PURGE_CRON = '17 3 * * *';

/**
 * Deletes the journal rows older than `retentionDays` through `purge_audit_log`, the only way the
 * journal's guard lets a row go (Migration20261126000000_audit_log); answers how many went.
 */
export async function purgeAuditLog(em: EntityManager, retentionDays: number): Promise<number> {
  const [row] = await query<{ purged: string }>(em, 'select purge_audit_log($1) as purged', [retentionDays]);
  return Number(row.purged);
}

export interface AuditRetention {
  stop(): Promise<void>;
}

/**
 * The daily purge, on the job queue the notifications use and on their pg-boss instance (`boss`, started
 * and stopped by them: one instance and one pool per gateway): every replica schedules it (the schedule
 * is one row per queue name) and works it, and pg-boss hands each day's job to one of them.
 */
export async function startAuditRetention(deps: AppDeps, boss: PgBoss): Promise<AuditRetention> {
  const log = deps.log.child({ module: 'audit-retention' });
  await ensureQueue(boss, AUDIT_PURGE_QUEUE, { retryLimit: 3, retryDelay: 300 });
  await boss.schedule(AUDIT_PURGE_QUEUE, AUDIT_PURGE_CRON, {}, { tz: deps.config.timezone });
  await boss.work(AUDIT_PURGE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const purged = await purgeAuditLog(deps.orm.em.fork(), deps.config.auditRetentionDays);
    log.info({ purged, retentionDays: deps.config.auditRetentionDays }, 'activity journal purged');
  });
  // Stops fetching; a purge under way is waited for by the instance's own graceful stop.
  return { stop: () => boss.offWork(AUDIT_PURGE_QUEUE) };
}
