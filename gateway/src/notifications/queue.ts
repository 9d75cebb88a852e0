import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';

/** pg-boss keeps its tables in this schema, created by our migrations (see `bossConstructionSql`). */
export const BOSS_SCHEMA = 'pgboss';
export const NOTIFICATION_QUEUE = 'telegram-notifications';

export type NotificationKind = 'task_created' | 'task_assigned' | 'transaction_added' | 'all_tasks_done';

/** One message for one chat: a failure for one recipient never resends to the others. */
export interface NotificationJob {
  kind: NotificationKind;
  chatId: string;
  text: string;
}

/**
 * How long and how often a message is retried. Stored on the queue row and copied onto each job
 * when it is inserted; `startNotifications` rewrites it from code at start.
 */
export interface RetryPolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) at each further retry. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An active job whose worker died is retried after this long. */
  expireInSeconds: number;
}

// 10 retries from 5 s with doubling: about 1.5 to 3 hours of Telegram outage before a dead letter.
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 };

/**
 * pg-boss's schema and our queue, as SQL to run inside a migration's transaction: every database
 * then has the queue, so an enqueue inside any business transaction finds it, whether or not a
 * worker has started yet. pg-boss wraps its plan in BEGIN/COMMIT; the migration is the transaction.
 */
export function bossConstructionSql(): string {
  const plan = PgBoss.getConstructionPlans(BOSS_SCHEMA).trim();
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;')) throw new Error('unexpected pg-boss construction plan');
  const queueOptions = JSON.stringify({ policy: 'standard', ...DEFAULT_RETRY_POLICY });
  return `${plan.slice('BEGIN;'.length, -'COMMIT;'.length)};
    select ${BOSS_SCHEMA}.create_queue('${NOTIFICATION_QUEUE}', '${queueOptions}'::json)`;
}

/**
 * pg-boss's SQL uses $1..$n placeholders; MikroORM's raw queries take `?` with an ordered list.
 * Each occurrence becomes one `?` bound to its value (a placeholder may repeat).
 */
function toOrderedPlaceholders(text: string, values: unknown[]): { sql: string; params: unknown[] } {
  if (text.includes('?')) throw new Error('pg-boss statement contains "?": cannot be rebound');
  const params: unknown[] = [];
  const sql = text.replace(/\$(\d+)/g, (_, index: string) => {
    params.push(values[Number(index) - 1] ?? null);
    return '?';
  });
  return { sql, params };
}

/**
 * A pg-boss executor on the caller's transaction: the job row is written by the same database
 * transaction as the change it reports, so both commit or neither does.
 */
export function transactionExecutor(em: EntityManager): PgBoss.Db {
  const trx = em.getTransactionContext();
  if (trx === undefined) throw new Error('notifications must be enqueued inside the transaction of the change');
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const { sql, params } = toOrderedPlaceholders(text, values);
      const rows = await em.getConnection().execute<Record<string, unknown>[]>(sql, params, 'all', trx);
      return { rows };
    },
  };
}

const refuse: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('the notification sender only writes through a transaction executor')),
};

// Never started and never connected: it only turns `send` into SQL for `transactionExecutor`.
let sender: PgBoss | null = null;

/** Inserts one job on the caller's transaction; the id, or null if pg-boss refused it. */
export function insertJob(em: EntityManager, job: NotificationJob): Promise<string | null> {
  sender ??= new PgBoss({ db: refuse, schema: BOSS_SCHEMA });
  return sender.send(NOTIFICATION_QUEUE, job, { db: transactionExecutor(em) });
}
