import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceKind, InvoiceSeller, InvoiceTotals, OperationCategory } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import type { StoredLine } from './invoice-record';

/** What an issue writes: everything printed, frozen from then on. */
export interface NewInvoice {
  kind: InvoiceKind;
  number: string;
  clientName: string;
  clientAddress: string;
  clientSiren: string | null;
  clientVatNumber: string | null;
  clientEmail: string | null;
  issueDate: string;
  serviceDate: string | null;
  dueDate: string;
  operationCategory: OperationCategory;
  notes: string;
  seller: InvoiceSeller;
  lines: StoredLine[];
  totals: Pick<InvoiceTotals, 'subtotalCents' | 'vat' | 'vatTotalCents' | 'totalCents'>;
  credited: { invoiceId: number; reason: string } | null;
  createdBy: number;
}

/** Inserts the invoice and its lines (one statement each) in the caller's transaction; answers its id. */
export async function insertInvoice(em: EntityManager, invoice: NewInvoice): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    em,
    `insert into invoices (kind, number, client_name, client_address, client_siren, client_vat_number, issue_date, service_date, due_date,
                           operation_category, notes, seller, subtotal_cents, vat_total_cents, total_cents, vat_breakdown,
                           credited_invoice_id, credit_reason, created_by, client_email)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16::jsonb, $17, $18, $19, $20)
     returning id`,
    [
      invoice.kind,
      invoice.number,
      invoice.clientName,
      invoice.clientAddress,
      invoice.clientSiren,
      invoice.clientVatNumber,
      invoice.issueDate,
      invoice.serviceDate,
      invoice.dueDate,
      invoice.operationCategory,
      invoice.notes,
      JSON.stringify(invoice.seller),
      invoice.totals.subtotalCents,
      invoice.totals.vatTotalCents,
      invoice.totals.totalCents,
      JSON.stringify(invoice.totals.vat),
      invoice.credited?.invoiceId ?? null,
      invoice.credited?.reason ?? null,
      invoice.createdBy,
      invoice.clientEmail,
    ],
  );
  const { lines } = invoice;
  await query(
    em,
    `insert into invoice_lines (invoice_id, position, description, quantity_thousandths, unit_price_cents, vat_rate, total_cents)
     select $1, l.position, l.description, l.quantity, l.price, l.rate, l.total
       from unnest($2::text[], $3::bigint[], $4::bigint[], $5::numeric[], $6::bigint[])
            with ordinality as l (description, quantity, price, rate, total, position)`,
    [
      id,
      lines.map((line) => line.description),
      lines.map((line) => line.quantityThousandths),
      lines.map((line) => line.unitPriceCents),
      lines.map((line) => line.vatRate),
      lines.map((line) => line.totalCents),
    ],
  );
  return id;
}

/** Records the payment, clearing an earlier cancellation's reason: one of the two changes the immutability trigger lets through. */
export async function markPaid(em: EntityManager, id: number, date: string, transactionId: number): Promise<void> {
  await query(
    em,
    'update invoices set paid_at = $2, payment_transaction_id = $3, payment_cancel_reason = null where id = $1',
    [id, date, transactionId],
  );
}

/**
 * Cancels the payment, with its reason (journaled): the other change the trigger lets through. The
 * caller deletes the transaction it unlinks in the same database transaction (checked at commit).
 */
export async function markUnpaid(em: EntityManager, id: number, reason: string): Promise<void> {
  await query(
    em,
    'update invoices set paid_at = null, payment_transaction_id = null, payment_cancel_reason = $2 where id = $1',
    [id, reason],
  );
}
