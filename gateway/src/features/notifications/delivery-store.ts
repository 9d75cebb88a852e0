import type { EntityManager } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import { query } from '../../kernel/database/sql';
import { transactionExecutor } from '../../kernel/jobs/queue';

// Per-chat send slots live in PostgreSQL so that every replica keeps to one message a second per chat.

/**
 * Reserves the chat's next send slot and returns how many milliseconds to wait for it, or null when
 * the slot is further than `maxWaitMs` away (after a long `retry_after`): try again later then.
 */
export async function reserveSendSlot(
  em: EntityManager,
  chatId: string,
  intervalMs: number,
  maxWaitMs: number,
): Promise<number | null> {
  const rows = await query<{ wait_ms: string }>(
    em,
    `insert into telegram_chat_pacing as p (chat_id, next_send_at) values ($1, clock_timestamp() + $2 * interval '1 millisecond')
     on conflict (chat_id) do update
       set next_send_at = greatest(p.next_send_at, clock_timestamp()) + $2 * interval '1 millisecond'
       where p.next_send_at <= clock_timestamp() + $3 * interval '1 millisecond'
     returning greatest(0, extract(epoch from (next_send_at - clock_timestamp())) * 1000 - $2) as wait_ms`,
    [chatId, intervalMs, maxWaitMs],
  );
  return rows.length === 0 ? null : Math.ceil(Number(rows[0].wait_ms));
}

/** Telegram said "retry after N seconds" for this chat: no replica sends to it before then. */
export async function postponeChat(em: EntityManager, chatId: string, seconds: number): Promise<void> {
  await query(
    em,
    `insert into telegram_chat_pacing as p (chat_id, next_send_at) values ($1, clock_timestamp() + $2 * interval '1 second')
     on conflict (chat_id) do update set next_send_at = greatest(p.next_send_at, excluded.next_send_at)`,
    [chatId, seconds],
  );
}

export interface DeadLetter {
  jobId: string;
  kind: string;
  chatId: string;
  text: string;
  error: string;
  attempts: number;
}

/** A message that will not be sent, kept for people to read; recording it twice is harmless. */
export async function recordDeadLetter(em: EntityManager, letter: DeadLetter): Promise<void> {
  await query(
    em,
    `insert into notification_dead_letters (job_id, kind, chat_id, text, error, attempts) values ($1, $2, $3, $4, $5, $6)
     on conflict (job_id) do nothing`,
    [letter.jobId, letter.kind, letter.chatId, letter.text, letter.error, letter.attempts],
  );
}

// Where a send stands (Migration2026121300000000001_telegram_sends). Each call is its own committed
// statement, outside any transaction, so that it holds whatever happens to the process next.

/**
 * 'superseded': the job is no longer this attempt's (it outlived its expiry and pg-boss handed it
 * out again, or it is already finished): the attempt must neither send nor end the job.
 */
export type SendState = 'claimed' | 'sending' | 'sent' | 'superseded';

/** One handing-out of a job: pg-boss counts them in `retry_count`, so the pair names the worker holding it. */
export interface JobAttempt {
  queue: string;
  id: string;
  retryCount: number;
}

/**
 * Records that the job's message is about to go to Telegram, and answers 'claimed'; or, when an
 * earlier attempt got that far, what it left: 'sent' (the job's completion was lost) or 'sending'
 * (the attempt never learnt or never wrote its outcome). Only the attempt that holds the job
 * claims: the job's row is locked (for share) until the claim commits, so pg-boss cannot hand it
 * out again in between, and a later attempt always reads what this one wrote. So at most one
 * process at a time sends a given message, even when a worker outlives its job's expiry.
 */
export async function claimSend(em: EntityManager, attempt: JobAttempt): Promise<SendState> {
  const [row] = await query<{ state: SendState }>(
    em,
    `with held as (
       select id from pgboss.job where name = $2 and id = $1 and state = 'active' and retry_count = $3 for share
     ), claimed as (
       insert into telegram_sends (job_id) select id from held on conflict (job_id) do nothing returning 'claimed'::text as state
     )
     select state from claimed
     union all select s.state from telegram_sends s where s.job_id = $1 and exists (select 1 from held)
     union all select 'superseded' where not exists (select 1 from held)`,
    [attempt.id, attempt.queue, attempt.retryCount],
  );
  // No row: another attempt's claim is not visible yet; it may be sending, so this one must not.
  return row?.state ?? 'sending';
}

/**
 * Completes or fails the job (`end`, given an executor on the transaction) only if this attempt
 * still holds it, its row locked meanwhile: an attempt that outlived its expiry must not end the
 * attempt of the worker the job was handed to next. False when it no longer holds it.
 */
export async function endAttempt(
  em: EntityManager,
  attempt: JobAttempt,
  end: (db: PgBoss.Db) => Promise<unknown>,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const held = await query(
      tx,
      `select 1 from pgboss.job where name = $2 and id = $1 and state = 'active' and retry_count = $3 for update`,
      [attempt.id, attempt.queue, attempt.retryCount],
    );
    if (held.length === 0) return false;
    await end(transactionExecutor(tx));
    return true;
  });
}

/** Telegram took the message: no later attempt of this job sends it again. */
export async function markSent(em: EntityManager, jobId: string): Promise<void> {
  await query(em, `update telegram_sends set state = 'sent', sent_at = now() where job_id = $1`, [jobId]);
}

/** Telegram refused the message (it was not shown), or the job is completed: the row has nothing more to say. */
export async function forgetSend(em: EntityManager, jobId: string): Promise<void> {
  await query(em, 'delete from telegram_sends where job_id = $1', [jobId]);
}

/** A send whose outcome nobody knows: a dead letter for the Admins, in the transaction that drops the mark. */
export async function recordUncertainSend(em: EntityManager, letter: DeadLetter): Promise<void> {
  await em.transactional(async (tx) => {
    await recordDeadLetter(tx, letter);
    await forgetSend(tx, letter.jobId);
  });
}
