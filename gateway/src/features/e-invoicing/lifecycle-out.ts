import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { compactIdentifier } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import { E_INVOICING_QUEUE, insertQueueJob } from '../../kernel/jobs/queue';
import type { EInvoicingEnv } from '../../kernel/config/config';
import { type CdarStatus, buildCdar } from './cdar';
import { readConnection } from './e-invoicing-settings';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import { type FlowClient, PaCallError } from './flow-client';
import { TransmissionRetry } from './transmissions';

/** A job of the e-invoicing queue that posts one lifecycle status (an `Out` row of e_invoicing_statuses). */
export interface LifecycleJob {
  statusId: string;
}

export const isLifecycleJob = (data: object): data is LifecycleJob => 'statusId' in data;

/** The AFNOR XP Z12-012 lifecycle codes sent: the seller's « Encaissée », the buyer's « Approuvée » and « Refusée ». */
export const CASHED_CODE = 212;
export const APPROVED_CODE = 205;
export const REFUSED_CODE = 210;

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
  return row ? queueJob(em, row.id) : false;
}

/** The buyer's decision about a supplier invoice, as the AFNOR XP Z12-012 lifecycle codes it. */
export type SupplierInvoiceDecision =
  { code: typeof APPROVED_CODE; date: string } | { code: typeof REFUSED_CODE; date: string; reason: string };

/**
 * Queues the buyer's « Approuvée » (205) or « Refusée » (210, with its reason) about a supplier
 * invoice the platform delivered, in the decision's transaction, when a platform is configured. An
 * uploaded invoice, or one whose decision was already queued, queues nothing.
 */
export async function queueSupplierInvoiceStatus(
  em: EntityManager,
  env: EInvoicingEnv,
  supplierInvoiceId: number,
  decision: SupplierInvoiceDecision,
): Promise<boolean> {
  if (!em.isInTransaction()) throw new Error('queueSupplierInvoiceStatus must run inside the decision transaction');
  if ((await readConnection(em, env)) === null) return false;
  const [row] = await query<{ id: string }>(
    em,
    `insert into e_invoicing_statuses (supplier_invoice_id, direction, status_code, state, tracking_id, reason, status_date)
     select f.id, 'Out', $2, 'pending', $3, $4, $5 from supplier_invoices f where f.id = $1 and f.origin = 'platform'
     on conflict (supplier_invoice_id) where supplier_invoice_id is not null do nothing
     returning id::text`,
    [
      supplierInvoiceId,
      decision.code,
      crypto.randomUUID(),
      decision.code === REFUSED_CODE ? decision.reason : null,
      decision.date,
    ],
  );
  return row ? queueJob(em, row.id) : false;
}

async function queueJob(em: EntityManager, statusId: string): Promise<true> {
  const jobId = await insertQueueJob(em, E_INVOICING_QUEUE, { statusId } satisfies LifecycleJob);
  if (jobId === null) throw new Error('the e-invoicing queue is missing: are the migrations applied?');
  return true;
}

interface StatusRow {
  invoice_id: number | null;
  supplier_invoice_id: number | null;
  status_code: number;
  state: string;
  tracking_id: string;
  amount_cents: string | null;
  status_date: string;
  reason: string | null;
}

/** What a status is about, ready to be written as CDAR, or why it cannot be sent now. */
type Subject =
  | {
      ready: true;
      flowType: 'CustomerInvoiceLC' | 'SupplierInvoiceLC';
      parties: Pick<CdarStatus, 'sender' | 'recipient' | 'invoice'>;
    }
  | { ready: false; retry: string | null };

const sirenOf = (identifier: string | null) => compactIdentifier(identifier ?? '').slice(0, 9);

/** An issued invoice: the seller (us) tells the buyer; it waits until the invoice itself is deposited. */
async function issuedInvoiceSubject(em: EntityManager, invoiceId: number): Promise<Subject> {
  const [row] = await query<{
    number: string;
    kind: string;
    issue_date: string;
    seller_siret: string;
    seller_name: string;
    client_siren: string;
    client_name: string;
    transmission: string;
  }>(
    em,
    `select i.number, i.kind, i.issue_date::text, i.seller->>'siret' as seller_siret, i.seller->>'companyName' as seller_name,
            i.client_siren, i.client_name, t.state as transmission
       from invoices i join e_invoicing_transmissions t on t.invoice_id = i.id
      where i.id = $1`,
    [invoiceId],
  );
  if (!row || row.transmission === 'rejected') return { ready: false, retry: null };
  // The invoice's own flow first: a status about an invoice the platform does not hold yet would be refused.
  if (row.transmission === 'pending') return { ready: false, retry: 'La facture n’est pas encore déposée.' };
  const seller = sirenOf(row.seller_siret);
  return {
    ready: true,
    flowType: 'CustomerInvoiceLC',
    parties: {
      sender: { siren: seller, name: row.seller_name, role: 'SE' },
      recipient: { siren: row.client_siren, name: row.client_name, role: 'BY' },
      invoice: {
        number: row.number,
        issueDate: row.issue_date,
        typeCode: row.kind === 'credit_note' ? '381' : '380',
        issuerSiren: seller,
      },
    },
  };
}

/** A supplier invoice the platform delivered: the buyer (us, by the invoice settings) tells its supplier. */
async function supplierInvoiceSubject(em: EntityManager, supplierInvoiceId: number): Promise<Subject> {
  const [row] = await query<{
    number: string;
    kind: string;
    issue_date: string;
    supplier_siren: string | null;
    supplier_name: string;
    buyer_siret: string | null;
    buyer_name: string | null;
  }>(
    em,
    `select coalesce(f.number, f.reference) as number, f.kind, coalesce(f.issue_date, f.created_at::date)::text as issue_date,
            f.supplier_siren, f.supplier_name, s.siret as buyer_siret, s.company_name as buyer_name
       from supplier_invoices f left join invoice_settings s on true
      where f.id = $1
      order by s.id limit 1`,
    [supplierInvoiceId],
  );
  if (!row) return { ready: false, retry: null };
  const supplier = sirenOf(row.supplier_siren);
  return {
    ready: true,
    flowType: 'SupplierInvoiceLC',
    parties: {
      sender: { siren: sirenOf(row.buyer_siret), name: row.buyer_name ?? '', role: 'BY' },
      recipient: { siren: supplier, name: row.supplier_name, role: 'SE' },
      invoice: {
        number: row.number,
        issueDate: row.issue_date,
        typeCode: row.kind === 'credit_note' ? '381' : '380',
        issuerSiren: supplier,
      },
    },
  };
}

/**
 * Posts one lifecycle status as a CDAR flow (`CustomerInvoiceLC` about an issued invoice,
 * `SupplierInvoiceLC` about a supplier invoice), holding its row's lock: the same care as an
 * invoice's transmission (transmissions.ts). The platform is first asked for a flow of the row's
 * tracking id, so a lost 202 or a crash is not posted twice; a status about an issued invoice waits
 * while the invoice itself is not deposited yet. Once taken, an issued invoice shows « Encaissée ».
 */
export async function sendLifecycleStatus(
  em: EntityManager,
  statusId: string,
  connect: (em: EntityManager) => Promise<FlowClient | null>,
): Promise<void> {
  const retry = await em.transactional(async (tx): Promise<string | null> => {
    const [row] = await query<StatusRow>(
      tx,
      `select s.invoice_id, s.supplier_invoice_id, s.status_code, s.state, s.tracking_id, s.amount_cents::text,
              s.status_date::text, s.reason
         from e_invoicing_statuses s
        where s.id = $1 and s.direction = 'Out' for update of s skip locked`,
      [statusId],
    );
    if (!row || row.state !== 'pending') return null;
    const subject =
      row.invoice_id !== null
        ? await issuedInvoiceSubject(tx, row.invoice_id)
        : await supplierInvoiceSubject(tx, row.supplier_invoice_id!);
    if (!subject.ready) return subject.retry;
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
            ...subject.parties,
            id: row.tracking_id,
            issuedAt: new Date(),
            code: row.status_code,
            statusDate: row.status_date,
            reason: row.reason === null ? null : { code: '', text: row.reason },
            amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
          }),
          'utf8',
        );
        const fileName = `CDAR_${subject.parties.invoice.number}_${row.status_code}.xml`.replace(/[^\w.-]/g, '_');
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
        eInvoicingMetrics.flowSent(subject.flowType);
      }
      if (!flow.flowId) throw new PaCallError('La plateforme a répondu sans identifiant de flux.', 'flow', 202, true);
      await query(
        tx,
        `update e_invoicing_statuses set state = 'sent', flow_id = $2, attempts = attempts + 1, last_error = null,
           updated_at = now() where id = $1`,
        [statusId, flow.flowId],
      );
      if (row.invoice_id !== null && row.status_code === CASHED_CODE)
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
