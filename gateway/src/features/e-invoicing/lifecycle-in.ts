import type { EntityManager } from '@mikro-orm/postgresql';
import { LIFECYCLE_STATE_OF_CODE } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import { CdarError, parseCdar } from './cdar-parser';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import type { FlowClient } from './flow-client';

/** A flow as the Flow Service describes it (search results, metadata, webhook callbacks). */
export interface FlowMetadata {
  flowId?: string;
  trackingId?: string;
  flowType?: string;
  flowDirection?: string;
  updatedAt?: string;
  acknowledgement?: { status: string; details?: unknown[] };
}

/** A lifecycle message the platform brings us about one of our invoices (the client's or its own). */
export const isIncomingLifecycle = (flow: FlowMetadata): flow is FlowMetadata & { flowId: string } =>
  flow.flowType === 'CustomerInvoiceLC' && flow.flowDirection === 'In' && typeof flow.flowId === 'string';

/**
 * Downloads a lifecycle flow (its Original: the CDAR message) and records each status it carries
 * against the transmitted invoice of that number, in the caller's transaction. A flow already read
 * (by polling or by the webhook) is not downloaded again, and each (flow, invoice, code) is recorded
 * once: replays change nothing. « Refusée » keeps the client's reason; « Rejetée », « Refusée » and
 * « Encaissée » become the invoice's network state. Answers how many statuses were recorded.
 */
export async function receiveLifecycleFlow(
  tx: EntityManager,
  client: FlowClient,
  flowId: string,
  log?: (message: string) => void,
): Promise<number> {
  const seen = await query(tx, `select 1 from e_invoicing_statuses where direction = 'In' and flow_id = $1 limit 1`, [
    flowId,
  ]);
  if (seen.length > 0) return 0;
  const original = await client.call({
    method: 'GET',
    path: `/v1/flows/${encodeURIComponent(flowId)}?docType=Original`,
    flowId,
  });
  let statuses;
  try {
    statuses = parseCdar(original.body).statuses;
  } catch (error) {
    // A message we cannot read would stop every later round: it is logged and passed over.
    if (error instanceof CdarError) {
      log?.(`${flowId}: ${error.message}`);
      return 0;
    }
    throw error;
  }
  let recorded = 0;
  for (const status of statuses) {
    const [invoice] = await query<{ invoice_id: number }>(
      tx,
      `select t.invoice_id from e_invoicing_transmissions t join invoices i on i.id = t.invoice_id where i.number = $1`,
      [status.invoiceNumber],
    );
    if (!invoice) {
      log?.(`${flowId}: no transmitted invoice numbered ${status.invoiceNumber}`);
      continue;
    }
    const inserted = await query(
      tx,
      `insert into e_invoicing_statuses (invoice_id, direction, status_code, state, flow_id, reason_code, reason, amount_cents, status_date)
       values ($1, 'In', $2, 'received', $3, $4, $5, $6, $7)
       on conflict (flow_id, invoice_id, status_code) where direction = 'In' do nothing returning id`,
      [
        invoice.invoice_id,
        status.code,
        flowId,
        status.reasonCode,
        status.reason,
        status.amountCents,
        status.statusDate,
      ],
    );
    if (inserted.length === 0) continue;
    recorded += 1;
    eInvoicingMetrics.lifecycleReceived(status.code);
    const state = LIFECYCLE_STATE_OF_CODE[status.code];
    // « Déposée » is the platform's answer to our own flow, already recorded when it took it.
    if (!state || state === 'deposited') continue;
    const reasons =
      status.reasonCode || status.reason
        ? JSON.stringify([{ reasonCode: status.reasonCode ?? undefined, reasonMessage: status.reason ?? undefined }])
        : null;
    await query(
      tx,
      `update e_invoicing_transmissions set state = $2, reasons = coalesce($3::jsonb, reasons), updated_at = now()
        where invoice_id = $1 and flow_id is not null
          and (state = 'deposited' or ($2 = 'cashed' and state = 'refused'))`,
      [invoice.invoice_id, state, state === 'cashed' ? null : reasons],
    );
  }
  return recorded;
}
