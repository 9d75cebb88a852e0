import type { EntityManager } from '@mikro-orm/postgresql';

// Per-chat send slots live in PostgreSQL so that every replica keeps to one message a second per chat.

/**
 * Reserves the chat's next send slot and returns how many milliseconds to wait for it, or null when
 * the slot is further than `maxWaitMs` away (after a long `retry_after`): try again later then.
 */
export async function reserveSendSlot(em: EntityManager, chatId: string, intervalMs: number, maxWaitMs: number): Promise<number | null> {
  const rows = await em.getConnection().execute<{ wait_ms: string }[]>(
    `insert into telegram_chat_pacing as p (chat_id, next_send_at) values (?, clock_timestamp() + ? * interval '1 millisecond')
     on conflict (chat_id) do update
       set next_send_at = greatest(p.next_send_at, clock_timestamp()) + ? * interval '1 millisecond'
       where p.next_send_at <= clock_timestamp() + ? * interval '1 millisecond'
     returning greatest(0, extract(epoch from (next_send_at - clock_timestamp())) * 1000 - ?) as wait_ms`,
    [chatId, intervalMs, intervalMs, maxWaitMs, intervalMs],
  );
  return rows.length === 0 ? null : Math.ceil(Number(rows[0].wait_ms));
}

/** Telegram said "retry after N seconds" for this chat: no replica sends to it before then. */
export async function postponeChat(em: EntityManager, chatId: string, seconds: number): Promise<void> {
  await em.getConnection().execute(
    `insert into telegram_chat_pacing as p (chat_id, next_send_at) values (?, clock_timestamp() + ? * interval '1 second')
     on conflict (chat_id) do update set next_send_at = greatest(p.next_send_at, excluded.next_send_at)`,
    [chatId, seconds],
    'run',
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
  await em.getConnection().execute(
    `insert into notification_dead_letters (job_id, kind, chat_id, text, error, attempts) values (?, ?, ?, ?, ?, ?)
     on conflict (job_id) do nothing`,
    [letter.jobId, letter.kind, letter.chatId, letter.text, letter.error, letter.attempts],
    'run',
  );
}
