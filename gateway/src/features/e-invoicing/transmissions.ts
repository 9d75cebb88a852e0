import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import { E_INVOICING_QUEUE, insertQueueJob } from '../../kernel/jobs/queue';
import { readConnection } from './e-invoicing-settings';
import type { EInvoicingEnv } from '../../kernel/config/config';
import { type FlowClient, PaCallError } from './flow-client';
import { eInvoicingMetrics } from './e-invoicing-metrics';

/** A job names the invoice to transmit; its row holds the rest. */
export interface TransmissionJob {
  invoiceId: number;
}

/** The file handed to the platform: the issued invoice's Factur-X PDF. */
export interface InvoiceFile {
  fileName: string;
  bytes: Uint8Array;
}

export type InvoiceFileReader = (em: EntityManager, invoiceId: number) => Promise<InvoiceFile>;

/**
 * Queues the transmission of an issued invoice on the issuing transaction, when a platform is
 * configured; without one the invoice stays « Non transmise ». The tracking id is drawn once here:
 * every retry sends the same, which is how the platform and our search recognise the flow.
 */
export async function queueTransmission(em: EntityManager, env: EInvoicingEnv, invoiceId: number): Promise<boolean> {
  if (!em.isInTransaction()) throw new Error('queueTransmission must run inside the issuing transaction');
  if ((await readConnection(em, env)) === null) return false;
  await query(em, 'insert into e_invoicing_transmissions (invoice_id, tracking_id) values ($1, $2)', [
    invoiceId,
    crypto.randomUUID(),
  ]);
  const jobId = await insertQueueJob(em, E_INVOICING_QUEUE, { invoiceId } satisfies TransmissionJob);
  if (jobId === null) throw new Error('the e-invoicing queue is missing: are the migrations applied?');
  return true;
}

interface Flow {
  flowId?: string;
  trackingId?: string;
  acknowledgement?: { status: string; details?: { reasonCode: string; reasonMessage: string; item: string }[] };
}

/**
 * Transmits one invoice, holding its row's lock for the whole exchange: a second replica handed the
 * same job skips the locked row. Before posting, the platform is asked for a flow with the row's
 * tracking id: one found (a 202 lost, a crash after the platform took it) is recorded, not posted
 * again. A failure worth retrying throws, and the job comes back with backoff.
 */
export async function transmitInvoice(
  em: EntityManager,
  invoiceId: number,
  connect: (em: EntityManager) => Promise<FlowClient | null>,
  readFile: InvoiceFileReader,
): Promise<void> {
  const retry = await em.transactional(async (tx): Promise<string | null> => {
    const [row] = await query<{ tracking_id: string; state: string; flow_id: string | null }>(
      tx,
      `select tracking_id, state, flow_id from e_invoicing_transmissions where invoice_id = $1 for update skip locked`,
      [invoiceId],
    );
    if (!row || row.flow_id !== null || row.state !== 'pending') return null;
    const client = await connect(tx);
    if (client === null) return null;
    try {
      const found = await client.call({
        method: 'POST',
        path: '/v1/flows/search',
        json: { limit: 1, where: { trackingId: row.tracking_id, flowDirection: ['Out'] } },
      });
      let flow = found.json<{ results?: Flow[] }>().results?.[0] ?? null;
      if (!flow) {
        const file = await readFile(tx, invoiceId);
        const form = new FormData();
        const flowInfo = {
          trackingId: row.tracking_id,
          name: file.fileName,
          processingRule: 'B2B',
          flowSyntax: 'Factur-X',
          flowProfile: 'Basic',
          sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'),
        };
        form.append('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }), 'flowInfo.json');
        form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.fileName);
        const answer = await client.call({ method: 'POST', path: '/v1/flows', form });
        flow = answer.json<Flow>();
        eInvoicingMetrics.flowSent('CustomerInvoice');
      }
      if (!flow.flowId) throw new PaCallError('La plateforme a répondu sans identifiant de flux.', 'flow', 202, true);
      await query(
        tx,
        `update e_invoicing_transmissions set state = 'deposited', flow_id = $2, attempts = attempts + 1,
           last_error = null, updated_at = now() where invoice_id = $1`,
        [invoiceId, flow.flowId],
      );
      return null;
    } catch (error) {
      if (error instanceof PaCallError) {
        await query(
          tx,
          `update e_invoicing_transmissions set attempts = attempts + 1, last_error = $2, updated_at = now() where invoice_id = $1`,
          [invoiceId, error.message],
        );
        return error.retryable ? error.message : null;
      }
      throw error;
    }
  });
  // Thrown once the attempt and its error are committed.
  if (retry !== null) throw new TransmissionRetry(retry);
}

/** The platform could not take the flow now: the job is retried later, the row's error kept. */
export class TransmissionRetry extends Error {}
