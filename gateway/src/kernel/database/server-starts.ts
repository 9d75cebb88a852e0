import type { ClientBase, Pool } from 'pg';

/** When a pool's server started, as its newest connection found it, and how many different starts it has seen. */
export interface ServerStart {
  startedAt?: string;
  changes: number;
}

const starts = new WeakMap<Pool, ServerStart>();

/**
 * Asks a new connection of `pool` when its server started: the pool's `onConnect`, run before the connection's
 * first borrower. What holds only for one server's transaction ids (the totals remembered by snapshot,
 * counted-page.ts) is dropped when another start is seen: a restart, or a switch to a restored backup.
 */
export async function noteServerStart(pool: Pool, client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ startedAt: string }>('select pg_postmaster_start_time()::text as "startedAt"');
  const start = starts.get(pool) ?? { changes: 0 };
  if (start.startedAt !== rows[0].startedAt) start.changes += 1;
  start.startedAt = rows[0].startedAt;
  starts.set(pool, start);
}

/** The start of `pool`'s server last seen; none before its first connection (or without noteServerStart). */
export const serverStart = (pool: Pool): ServerStart => starts.get(pool) ?? { changes: 0 };
