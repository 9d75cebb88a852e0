import { apiMessages } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import { tooManyRequests } from '../../kernel/helpers/errors';

// docs/product.md §11: 5 test messages a minute per user, counted in PostgreSQL so it holds across
// replicas. The verify call (getMe + getChat) is limited the same way, on a count of its own.
export const MAX_TELEGRAM_CALLS_PER_MINUTE = 5;
const WINDOW = "interval '1 minute'";

/** The interactive Telegram calls, as the `kind` column of `telegram_test_messages` names them. */
export type TelegramCallKind = 'test' | 'verify';

export const TELEGRAM_LIMIT_MESSAGES: Record<TelegramCallKind, string> = {
  test: apiMessages.telegramTestsThrottled,
  verify: apiMessages.telegramChecksThrottled,
};

/**
 * Counts one call of this kind for the user, or refuses it (429) when the last minute already
 * holds the maximum. Calls are serialised per user and kind by an advisory lock held until the
 * transaction ends.
 */
export async function countTelegramCall(em: EntityManager, userId: number, kind: TelegramCallKind): Promise<void> {
  await em.transactional(async (tx) => {
    await query(tx, 'select pg_advisory_xact_lock(hashtext($1))', [`telegram-${kind}:${userId}`]);
    const [row] = await query<{ recent: string }>(
      tx,
      `select count(*) as recent from telegram_test_messages where user_id = $1 and kind = $2 and sent_at > now() - ${WINDOW}`,
      [userId, kind],
    );
    if (Number(row.recent) >= MAX_TELEGRAM_CALLS_PER_MINUTE) throw tooManyRequests(TELEGRAM_LIMIT_MESSAGES[kind]);
    await query(tx, 'insert into telegram_test_messages (user_id, kind) values ($1, $2)', [userId, kind]);
    // Rows older than the window serve nothing.
    await query(
      tx,
      `delete from telegram_test_messages where user_id = $1 and kind = $2 and sent_at <= now() - ${WINDOW}`,
      [userId, kind],
    );
  });
}
