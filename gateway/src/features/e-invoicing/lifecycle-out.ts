import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { compactIdentifier } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import { E_INVOICING_QUEUE, insertQueueJob } from '../../kernel/jobs/queue';
import { buildCdar } from './cdar';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import { type FlowClient, PaCallError } from './flow-client';
import { TransmissionRetry } from './transmissions';

/** A job of the e-invoicing queue that posts one lifecycle status (an `Out` row of e_invoicing_statuses). */
export interface LifecycleJob {
  statusId: string;
}

export const isLifecycleJob = (data: object): data is LifecycleJob => 'statusId' in data;

/** « Encaissée » in the AFNOR XP Z12-012 lifecycle. */
export const CASHED_CODE = 212;

/**
 * Queues « Encaissée » (212) for an invoice the platform holds, in the payment's transaction: its
 * row (the amount, the day, a tracking id drawn once) and a job. An invoice never transmitted, or
 * whose « Encaissée » was already queued (a payment cancelled then recorded again), queues nothing.
 */
export async function queueCashedStatus(
  em: EntityManager,
  invoiceId: number,
  payment: { amountCents: number; date: string },
): Promise<boolean> {
  if (!em.isInTransaction()) throw new Error('queueCashedStatus must run inside the payment transaction');
  const [row] = await query<{ id: string }>(
    em,
    `insert into e_invoicing_statuses (invoice_id, direction, status_code, state, tracking_id, amount_cents, status_date)
     select t.invoice_id, 'Out', $2, 'pending', $3, $4, $5 from e_invoicing_transmissions t
      where t.invoice_id = $1 and t.state in ('pending', 'deposited', 'refused')
     on conflict (invoice_id, status_code) where direction = 'Out' do nothing
     returning id::text`,
    [invoiceId, CASHED_CODE, crypto.randomUUID(), payment.amountCents, payment.date],
  );
  if (!row) return false;
  const jobId = await insertQueueJob(em, E_INVOICING_QUEUE, { statusId: row.id } satisfies LifecycleJob);
  if (jobId === null) throw new Error('the e-invoicing queue is missing: are the migrations applied?');
  return true;
}

interface StatusRow {
  invoice_id: number;
  status_code: number;
  state: string;
  tracking_id: string;
  amount_cents: string | null;
  status_date: string;
  number: string;
  kind: string;
  issue_date: string;
  seller_siret: string;
  seller_name: string;
  client_siren: string;
  client_name: string;
  transmission: string;
}

/**
 * Posts one lifecycle status as a CDAR flow (`CustomerInvoiceLC`), holding its row's lock: the
 * same care as an invoice's transmission (transmissions.ts). The platform is first asked for a flow
 * of the row's tracking id, so a lost 202 or a crash is not posted twice; the status waits while the
 * invoice itself is not deposited yet. Once taken, the invoice shows « Encaissée ».
 */
export async function sendLifecycleStatus(
  em: EntityManager,
  statusId: string,
  connect: (em: EntityManager) => Promise<FlowClient | null>,
): Promise<void> {
  const retry = await em.transactional(async (tx): Promise<string | null> => {
    const [row] = await query<StatusRow>(
      tx,
      `select s.invoice_id, s.status_code, s.state, s.tracking_id, s.amount_cents::text, s.status_date::text,
              i.number, i.kind, i.issue_date::text, i.seller->>'siret' as seller_siret, i.seller->>'companyName' as seller_name,
              i.client_siren, i.client_name, t.state as transmission
         from e_invoicing_statuses s
         join invoices i on i.id = s.invoice_id
         join e_invoicing_transmissions t on t.invoice_id = s.invoice_id
        where s.id = $1 and s.direction = 'Out' for update of s skip locked`,
      [statusId],
    );
    if (!row || row.state !== 'pending') return null;
    // The invoice's own flow first: a status about an invoice the platform does not hold yet would be refused.
    if (row.transmission === 'pending') return 'La facture n’est pas encore déposée.';
    if (row.transmission === 'rejected') return null;
    const client = await connect(tx);
    if (client === null) return null;
    try {
      const found = await client.call({
        method: 'POST',
        path: '/v1/flows/search',
        json: { limit: 1, where: { trackingId: row.tracking_id, flowDirection: ['Out'] } },
      });
      let flow = found.json<{ results?: { flowId?: string }[] }>().results?.[0] ?? null;
      if (!flow) {
        const cdar = Buffer.from(
          buildCdar({
            id: row.tracking_id,
            issuedAt: new Date(),
            sender: { siren: compactIdentifier(row.seller_siret).slice(0, 9), name: row.seller_name, role: 'SE' },
            recipient: { siren: row.client_siren, name: row.client_name, role: 'BY' },
            invoice: {
              number: row.number,
              issueDate: row.issue_date,
              typeCode: row.kind === 'credit_note' ? '381' : '380',
              issuerSiren: compactIdentifier(row.seller_siret).slice(0, 9),
            },
            code: row.status_code,
            statusDate: row.status_date,
            amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
          }),
          'utf8',
        );
        const fileName = `CDAR_${row.number}_${row.status_code}.xml`.replace(/[^\w.-]/g, '_');
        const flowInfo = {
          trackingId: row.tracking_id,
          name: fileName,
          processingRule: 'B2B',
          flowSyntax: 'CDAR',
          sha256: crypto.createHash('sha256').update(cdar).digest('hex'),
        };
        const form = new FormData();
        form.append('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }), 'flowInfo.json');
        form.append('file', new Blob([new Uint8Array(cdar)], { type: 'application/xml' }), fileName);
        flow = (await client.call({ method: 'POST', path: '/v1/flows', form })).json<{ flowId?: string }>();
        eInvoicingMetrics.flowSent('CustomerInvoiceLC');
      }
      if (!flow.flowId) throw new PaCallError('La plateforme a répondu sans identifiant de flux.', 'flow', 202, true);
      await query(
        tx,
        `update e_invoicing_statuses set state = 'sent', flow_id = $2, attempts = attempts + 1, last_error = null,
           updated_at = now() where id = $1`,
        [statusId, flow.flowId],
      );
      if (row.status_code === CASHED_CODE)
        await query(
          tx,
          `update e_invoicing_transmissions set state = 'cashed', updated_at = now()
            where invoice_id = $1 and state in ('deposited', 'refused')`,
          [row.invoice_id],
        );
      return null;
    } catch (error) {
      if (!(error instanceof PaCallError)) throw error;
      await query(
        tx,
        `update e_invoicing_statuses set attempts = attempts + 1, last_error = $2, updated_at = now() where id = $1`,
        [statusId, error.message],
      );
      return error.retryable ? error.message : null;
    }
  });
  if (retry !== null) throw new TransmissionRetry(retry);
}
