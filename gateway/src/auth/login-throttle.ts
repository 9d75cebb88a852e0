import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../shared/errors';

// CONTRACT.md: 10 failures for one username or 50 from one address within 15 minutes.
const WINDOW = "interval '15 minutes'";
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

export const THROTTLED_MESSAGE = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.';

/**
 * Serialises attempts for one username (advisory lock held until the transaction ends) and
 * refuses them while the window holds too many failures. Call inside a transaction.
 */
export async function assertLoginAllowed(em: EntityManager, username: string, clientAddress: string): Promise<void> {
  const connection = em.getConnection();
  await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`login:${username}`], 'all', em.getTransactionContext());
  const [counts] = await connection.execute<{ by_username: string; by_address: string }[]>(
    `select
       (select count(*) from login_attempts where username = ? and attempted_at > now() - ${WINDOW}) as by_username,
       (select count(*) from login_attempts where client_address = ? and attempted_at > now() - ${WINDOW}) as by_address`,
    [username, clientAddress],
    'all',
    em.getTransactionContext(),
  );
  if (Number(counts.by_username) >= MAX_FAILURES_PER_USERNAME || Number(counts.by_address) >= MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests(THROTTLED_MESSAGE);
  }
}

export async function recordFailure(em: EntityManager, username: string, clientAddress: string): Promise<void> {
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  await connection.execute('insert into login_attempts (username, client_address) values (?, ?)', [username, clientAddress], 'run', trx);
  // Old rows serve nothing; pruning here keeps the table at the size of one window.
  await connection.execute(`delete from login_attempts where attempted_at < now() - ${WINDOW}`, [], 'run', trx);
}
