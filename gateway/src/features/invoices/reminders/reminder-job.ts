import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../../kernel/context/context';
import { ensureQueue } from '../../../kernel/jobs/queue';
import { runDueReminders } from './reminders.service';

export const REMINDER_QUEUE = 'invoice-reminders';
/** Every morning at 08:13 in the business time zone: mail read during the working day, off the round hours. */
export const REMINDER_CRON = '13 8 * * *';

export interface ReminderJob {
  stop(): Promise<void>;
}

/**
 * The daily reminders on the gateway's pg-boss instance (`boss`, started and stopped by its owner):
 * every replica schedules it (one schedule row per queue name) and works the queue, and pg-boss hands
 * each day's job to one of them. Were two runs to overlap all the same (a retry, a manual run),
 * the unique index on (invoice, level) and the invoice's row lock still send each level once.
 * A day missed (the gateways down) is caught up by the next run: see dueReminder.
 */
export async function startReminderJob(deps: AppDeps, boss: PgBoss): Promise<ReminderJob> {
  const log = deps.log.child({ module: 'reminders' });
  await ensureQueue(boss, REMINDER_QUEUE, { retryLimit: 3, retryDelay: 600, expireInSeconds: 1800 });
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, {}, { tz: deps.config.timezone });
  await boss.work(REMINDER_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const run = await runDueReminders(deps, undefined, log);
    log.info(run, 'invoice reminders queued');
  });
  // Stops fetching; a run under way is waited for by the instance's own graceful stop.
  return { stop: () => boss.offWork(REMINDER_QUEUE) };
}
