import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import type { FlowClient } from './flow-client';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import { type FlowMetadata, isIncomingLifecycle, receiveLifecycleFlow } from './lifecycle-in';

const PAGE = 100;

/** The flow types a round asks for: our invoices' acknowledgements and the lifecycle messages about them. */
const POLLED_TYPES = ['CustomerInvoice', 'CustomerInvoiceLC'];

/**
 * Applies what the platform says of one flow, in the caller's transaction: a sent invoice whose
 * acknowledgement is `Error` becomes « Rejetée » with the platform's details; a lifecycle message
 * is read by lifecycle-in.ts. Polling and the webhook both come here.
 */
export async function applyFlow(tx: EntityManager, client: FlowClient, flow: FlowMetadata): Promise<void> {
  if (flow.flowType !== 'CustomerInvoiceLC' && flow.acknowledgement?.status === 'Error' && flow.flowId) {
    const rejected = await query(
      tx,
      `update e_invoicing_transmissions set state = 'rejected', flow_id = $1, reasons = $3::jsonb, updated_at = now()
        where (flow_id = $1 or tracking_id = $2) and state in ('pending', 'deposited') returning invoice_id`,
      [flow.flowId, flow.trackingId ?? '', JSON.stringify(flow.acknowledgement.details ?? [])],
    );
    if (rejected.length > 0) eInvoicingMetrics.flowRejected();
  }
  if (isIncomingLifecycle(flow)) await receiveLifecycleFlow(tx, client, flow.flowId);
}

/**
 * One round of polling: the flows the platform changed since the cursor, page by page (`updatedAfter`,
 * oldest first), each applied by `applyFlow`. The cursor row is locked for the round (`skip locked`): a replica finding it
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
        json: { limit: PAGE, where: { updatedAfter: after, flowType: POLLED_TYPES } },
      });
      const results = answer.json<{ results?: FlowMetadata[] }>().results ?? [];
      for (const flow of results) {
        await applyFlow(tx, client, flow);
        if (flow.updatedAt && flow.updatedAt > after) after = flow.updatedAt;
      }
      if (results.length < PAGE) break;
    }
    await query(tx, 'update e_invoicing_poll_cursor set updated_after = $1, polled_at = now() where id = 1', [after]);
    return true;
  });
}
