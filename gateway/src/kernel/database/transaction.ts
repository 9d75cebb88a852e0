import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';

// Deadlock and serialization failure: PostgreSQL rolled the whole transaction back, so running it
// again is safe and is what the server expects from its client.
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

const isRetryable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * `em.transactional(work)`, run again when PostgreSQL aborts it for a deadlock. Writes to tasks
 * and transactions also update the counter rows (see Migration20261124000000_counts): two
 * transactions of several statements each may lock the same counters in opposite orders. Each
 * attempt starts from a fresh transaction, so `work` must do all its reads inside it.
 */
export async function retryingTransaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await em.transactional(work);
    } catch (error) {
      // Inside an outer transaction the retry belongs to the outermost one.
      if (!isRetryable(error) || attempt >= ATTEMPTS || em.isInTransaction()) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
