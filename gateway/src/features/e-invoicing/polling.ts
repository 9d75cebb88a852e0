import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import type { FlowClient } from './flow-client';

const PAGE = 100;

interface SearchedFlow {
  flowId?: string;
  trackingId?: string;
  updatedAt?: string;
  acknowledgement?: { status: string; details?: unknown[] };
}

/**
 * One round of polling: the flows the platform changed since the cursor, page by page (`updatedAfter`,
 * oldest first). A sent invoice whose acknowledgement is `Error` becomes « Rejetée » with the
 * platform's details. The cursor row is locked for the round (`skip locked`): a replica finding it
 * taken leaves the round to the other, so every change is applied once. Answers whether it polled.
 */
export async function pollOnce(em: EntityManager, connect: (em: EntityManager) => Promise<FlowClient | null>) {
  return em.transactional(async (tx) => {
    const [cursor] = await query<{ updated_after: string }>(
      tx,
      `select to_char(updated_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_after
         from e_invoicing_poll_cursor where id = 1 for update skip locked`,
    );
    if (!cursor) return false;
    const client = await connect(tx);
    if (client === null) return false;
    let after = cursor.updated_after;
    for (;;) {
      const answer = await client.call({
        method: 'POST',
        path: '/v1/flows/search',
        json: { limit: PAGE, where: { updatedAfter: after, flowDirection: ['Out'], flowType: ['CustomerInvoice'] } },
      });
      const results = answer.json<{ results?: SearchedFlow[] }>().results ?? [];
      for (const flow of results) {
        if (flow.acknowledgement?.status === 'Error' && flow.flowId) {
          await query(
            tx,
            `update e_invoicing_transmissions set state = 'rejected', flow_id = $1, reasons = $3::jsonb, updated_at = now()
              where (flow_id = $1 or tracking_id = $2) and state in ('pending', 'deposited')`,
            [flow.flowId, flow.trackingId ?? '', JSON.stringify(flow.acknowledgement.details ?? [])],
          );
        }
        if (flow.updatedAt && flow.updatedAt > after) after = flow.updatedAt;
      }
      if (results.length < PAGE) break;
    }
    await query(tx, 'update e_invoicing_poll_cursor set updated_after = $1, polled_at = now() where id = 1', [after]);
    return true;
  });
}
