import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '@pilotage/domain';
import PgBoss from 'pg-boss';
import { query } from '../database/sql';

/**
 * pg-boss keeps its tables in this schema. Our migrations create it with the queue (frozen SQL from
 * pg-boss 10.4.2), so an enqueue inside any business transaction finds it whether or not a worker
 * has started yet; pg-boss migrates its own schema on later upgrades.
 */
export const BOSS_SCHEMA = 'pgboss';
export const NOTIFICATION_QUEUE = 'telegram-notifications';
/** Outgoing mail: each job names one `mail_outbox` row (Migration20261128010000_mail_outbox). */
export const MAIL_QUEUE = 'mail-outbox';
/** Invoices to hand to the Plateforme Agréée: each job names one `e_invoicing_transmissions` row. */
export const E_INVOICING_QUEUE = 'e-invoicing-transmissions';

/** One message for one chat: a failure for one recipient never resends to the others. */
export interface NotificationJob {
  kind: NotificationKind;
  chatId: string;
  text: string;
}

/**
 * How long and how often a message is retried. Stored on the queue row and copied onto each job
 * when it is inserted; `startNotifications` rewrites it from code at start (the migration that
 * created the queue holds the policy of its day).
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
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
};

/**
 * A pg-boss executor on the caller's transaction: the job row is written by the same database
 * transaction as the change it reports, so both commit or neither does. pg-boss writes `$n`
 * placeholders, as every statement here does.
 */
export function transactionExecutor(em: EntityManager): PgBoss.Db {
  if (!em.isInTransaction()) throw new Error('notifications must be enqueued inside the transaction of the change');
  return { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await query(em, text, values) }) };
}

const refuse: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('the notification sender only writes through a transaction executor')),
};

// Never started and never connected: it only turns `send` into SQL for `transactionExecutor`.
let sender: PgBoss | null = null;

/** Inserts one job on the caller's transaction; the id, or null if pg-boss refused it. */
export function insertJob(em: EntityManager, job: NotificationJob): Promise<string | null> {
  return insertQueueJob(em, NOTIFICATION_QUEUE, job);
}

/** Inserts one job of any of our queues on the caller's transaction; the id, or null if pg-boss refused it. */
export function insertQueueJob(em: EntityManager, queue: string, data: object): Promise<string | null> {
  sender ??= new PgBoss({ db: refuse, schema: BOSS_SCHEMA });
  return sender.send(queue, data, { db: transactionExecutor(em) });
}

/**
 * Creates a queue once. Replicas starting together race to create it, and pg-boss's creation (a
 * row and a partition) can deadlock with the other replica's: the loser looks again, after a
 * short pause for the winner to commit, and tries once more.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if ((await boss.getQueue(name)) !== null) return;
    try {
      await boss.createQueue(name, { name, ...options });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
