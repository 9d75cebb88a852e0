import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../shared/errors';

// CONTRACT.md: 5 test messages a minute per user, counted in PostgreSQL so it holds across replicas.
export const MAX_TEST_MESSAGES_PER_MINUTE = 5;
const WINDOW = "interval '1 minute'";

export const TEST_LIMIT_MESSAGE = 'Trop de messages de test : 5 par minute au maximum. Réessayez dans un instant.';

/**
 * Counts one test message for the user, or refuses it (429) when the last minute already holds
 * the maximum. Attempts are serialised per user by an advisory lock held until the transaction ends.
 */
export async function countTestMessage(em: EntityManager, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const trx = tx.getTransactionContext();
    await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`telegram-test:${userId}`], 'all', trx);
    const [row] = await connection.execute<{ recent: string }[]>(
      `select count(*) as recent from telegram_test_messages where user_id = ? and sent_at > now() - ${WINDOW}`,
      [userId],
      'all',
      trx,
    );
    if (Number(row.recent) >= MAX_TEST_MESSAGES_PER_MINUTE) throw tooManyRequests(TEST_LIMIT_MESSAGE);
    await connection.execute('insert into telegram_test_messages (user_id) values (?)', [userId], 'run', trx);
    // Rows older than the window serve nothing.
    await connection.execute(`delete from telegram_test_messages where user_id = ? and sent_at <= now() - ${WINDOW}`, [userId], 'run', trx);
  });
}
