import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';

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

export type SendState = 'claimed' | 'sending' | 'sent';

/**
 * Records that the job's message is about to go to Telegram, and answers 'claimed'; or, when an
 * earlier attempt got that far, what it left: 'sent' (the job's completion was lost) or 'sending'
 * (the attempt never learnt or never wrote its outcome).
 */
export async function claimSend(em: EntityManager, jobId: string): Promise<SendState> {
  const [row] = await query<{ state: SendState }>(
    em,
    `with claimed as (insert into telegram_sends (job_id) values ($1) on conflict (job_id) do nothing returning 'claimed'::text as state)
     select state from claimed union all select state from telegram_sends where job_id = $1`,
    [jobId],
  );
  return row.state;
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
