import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_SUPPLIER_FILE_BYTES, eInvoicingMessages as say, supplierInvoiceMessages } from '@pilotage/domain';
import type { AppDeps, Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { DomainError, unprocessable } from '../../kernel/helpers/errors';
import { type FlowClient, PaCallError } from './flow-client';

/**
 * Supplier invoices delivered by the Plateforme Agréée: the incoming `SupplierInvoice` flows changed
 * since the reception cursor, page by page (`updatedAfter`, oldest first), each downloaded
 * (`docType=Original`) and filed through the same intake as an upload, with the origin « Plateforme »
 * and its flow id. The cursor row is locked for the round (`skip locked`): a replica finding it taken
 * leaves the round to the other. A flow that cannot be filed (a duplicate of an invoice already
 * entered, an unreadable file) is recorded with its reason and the round moves on; a platform
 * failure worth retrying ends the round undone, to be read again by the next.
 */

const PAGE = 100;

/**
 * Files one delivered flow as a supplier invoice: the purchases feature's intake, given by the
 * composition (the purchases feature stands on this one, to send its statuses back).
 */
export type SupplierInvoiceFiler = (
  ctx: Context,
  file: { bytes: Buffer; fileName: string; origin: 'platform'; flowId: string },
) => Promise<{ id: number }>;

export type ReceptionOutcome = 'filed' | 'duplicate' | 'unreadable';

interface SearchedFlow {
  flowId?: string;
  updatedAt?: string;
}

/** The file name the platform gives in `Content-Disposition`, if any. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // An invalid escape: the plain name below, if any.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** A job's context: no actor, so the journal names the system. */
const systemContext = (deps: AppDeps, em: EntityManager): Context => ({
  deps,
  em,
  actor: null,
  sessionId: null,
  authError: null,
  clientAddress: '',
});

/** Why a flow could not be filed, or null when the failure is not the flow's own (retry the round). */
function refusal(error: unknown): { outcome: Exclude<ReceptionOutcome, 'filed'>; problem: string } | null {
  if (error instanceof DomainError && error.code === 'CONFLICT' && typeof error.details.reference === 'string')
    return { outcome: 'duplicate', problem: say.receivedDuplicate(error.details.reference) };
  if (error instanceof DomainError && error.code === 'UNPROCESSABLE_CONTENT')
    return { outcome: 'unreadable', problem: say.receivedUnreadable(error.message) };
  return null;
}

async function record(
  em: EntityManager,
  flowId: string,
  outcome: ReceptionOutcome,
  invoiceId: number | null,
  problem: string | null,
): Promise<void> {
  await query(
    em,
    `insert into e_invoicing_received_flows (flow_id, outcome, supplier_invoice_id, problem) values ($1, $2, $3, $4)`,
    [flowId, outcome, invoiceId, problem],
  );
  // Shown on « Échanges avec la plateforme » beside the download that brought it.
  if (problem !== null)
    await query(
      em,
      `update e_invoicing_exchanges set error = $2
        where id = (select max(id) from e_invoicing_exchanges where flow_id = $1)`,
      [flowId, problem],
    );
}

/** One incoming flow: skipped when already read, else downloaded and filed, or recorded as refused. */
async function receiveFlow(
  ctx: Context,
  client: FlowClient,
  flowId: string,
  fileSupplierInvoice: SupplierInvoiceFiler,
): Promise<ReceptionOutcome | null> {
  const known = await query(ctx.em, 'select 1 from e_invoicing_received_flows where flow_id = $1', [flowId]);
  if (known.length > 0) return null;
  let bytes: Buffer;
  let fileName: string | undefined;
  try {
    const original = await client.call({
      method: 'GET',
      path: `/v1/flows/${encodeURIComponent(flowId)}?docType=Original`,
      flowId,
    });
    bytes = original.body;
    fileName = fileNameOf(original.headers.get('content-disposition'));
  } catch (error) {
    // A flow the platform cannot give (404, 403…) is recorded; an outage ends the round.
    if (!(error instanceof PaCallError) || error.retryable || error.status === 401) throw error;
    await record(ctx.em, flowId, 'unreadable', null, say.receivedUnreadable(error.message));
    return 'unreadable';
  }
  try {
    // An upload's size is bounded by its transport; the platform's file is bounded here, as the store requires.
    if (bytes.length > MAX_SUPPLIER_FILE_BYTES) throw unprocessable(supplierInvoiceMessages.fileTooLarge);
    const invoice = await fileSupplierInvoice(ctx, {
      bytes,
      fileName: fileName ?? `flux-${flowId}`,
      origin: 'platform',
      flowId,
    });
    await record(ctx.em, flowId, 'filed', invoice.id, null);
    return 'filed';
  } catch (error) {
    const refused = refusal(error);
    if (refused === null) throw error;
    await record(ctx.em, flowId, refused.outcome, null, refused.problem);
    return refused.outcome;
  }
}

/**
 * One round of reception. Answers what became of the flows read, or null when it did not run (no
 * platform configured, or another replica holds the round).
 */
export async function receiveIncomingInvoices(
  deps: AppDeps,
  em: EntityManager,
  connect: (em: EntityManager) => Promise<FlowClient | null>,
  fileSupplierInvoice: SupplierInvoiceFiler,
): Promise<ReceptionOutcome[] | null> {
  return em.transactional(async (tx) => {
    const [cursor] = await query<{ updated_after: string }>(
      tx,
      `select to_char(updated_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_after
         from e_invoicing_reception_cursor where id = 1 for update skip locked`,
    );
    if (!cursor) return null;
    const client = await connect(tx);
    if (client === null) return null;
    const ctx = systemContext(deps, tx);
    const outcomes: ReceptionOutcome[] = [];
    let after = cursor.updated_after;
    for (;;) {
      const answer = await client.call({
        method: 'POST',
        path: '/v1/flows/search',
        json: { limit: PAGE, where: { updatedAfter: after, flowDirection: ['In'], flowType: ['SupplierInvoice'] } },
      });
      const results = answer.json<{ results?: SearchedFlow[] }>().results ?? [];
      for (const flow of results) {
        const outcome = flow.flowId ? await receiveFlow(ctx, client, flow.flowId, fileSupplierInvoice) : null;
        if (outcome !== null) outcomes.push(outcome);
        if (flow.updatedAt && flow.updatedAt > after) after = flow.updatedAt;
      }
      if (results.length < PAGE) break;
    }
    await query(tx, 'update e_invoicing_reception_cursor set updated_after = $1, polled_at = now() where id = 1', [
      after,
    ]);
    return outcomes;
  });
}
