import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import { readSettings } from '../settings/settings.service';
import type { GlobalSettingsView } from '../settings/settings.types';
import { type NotificationEvent, renderNotification } from './messages';
import { insertJob } from '../../kernel/jobs/queue';

export type { NotificationEvent } from './messages';

const SWITCH: Record<NotificationEvent['kind'], keyof GlobalSettingsView> = {
  task_created: 'notificationTasksEnabled',
  task_assigned: 'notificationTasksEnabled',
  transaction_added: 'notificationFinancialsEnabled',
  all_tasks_done: 'notificationAllTasksDoneEnabled',
};

/** Chat ids of every Admin and Manager who saved one, each chat once. */
async function recipientChats(em: EntityManager): Promise<string[]> {
  const rows = await query<{ chat_id: string }>(
    em,
    `select distinct telegram_chat_id as chat_id from users
      where role in ('Admin', 'Manager') and telegram_chat_id is not null and telegram_chat_id <> '' order by 1`,
  );
  return rows.map((row) => row.chat_id);
}

/**
 * Queues the event's message for every recipient. Call it inside the `em.transactional` that makes
 * the change: the jobs commit with it (or vanish with its rollback), and the request never waits
 * for Telegram. The switch and the token are read now, at the moment of the event.
 * Returns how many messages were queued.
 */
export async function enqueueNotification(em: EntityManager, event: NotificationEvent): Promise<number> {
  if (!em.isInTransaction()) throw new Error('enqueueNotification must run inside the transaction of the change');
  const settings = await readSettings(em);
  if (settings.telegramBotToken === '' || !settings[SWITCH[event.kind]]) return 0;
  const chats = await recipientChats(em);
  const text = renderNotification(event);
  for (const chatId of chats) {
    const id = await insertJob(em, { kind: event.kind, chatId, text });
    if (id === null) throw new Error('the notification queue is missing: are the migrations applied?');
  }
  return chats.length;
}

/**
 * After a task became 'Terminé' (already flushed in this transaction): queues 'all_tasks_done'
 * when no task is left open. The lock serialises concurrent completions, so when the last two open
 * tasks are finished at once, the second to commit sees the first and exactly one message goes.
 */
export async function enqueueIfAllTasksDone(
  em: EntityManager,
  actorName: string,
  lastTaskTitle: string,
): Promise<number> {
  await query(em, 'select pg_advisory_xact_lock(hashtext($1))', ['notifications:all-tasks-done']);
  // The counters kept by triggers (Migration20261124000000_counts) answer without reading tasks: the everyone rows, one per status.
  const [row] = await query<{ open: boolean }>(
    em,
    `select exists (select 1 from task_counts where everyone and period = 'all' and bucket is null and status <> 'Terminé' and tasks > 0) as open`,
  );
  if (row.open) return 0;
  return enqueueNotification(em, { kind: 'all_tasks_done', actorName, lastTaskTitle });
}
