import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  InvoiceKind,
  InvoiceStatus,
  NetworkFilter,
  OperationCategory,
  VatAmount,
  VatRate,
} from '@pilotage/domain';
import { Params, isoTimestamp, query } from '../../kernel/database/sql';

/** A line as stored: integers, and the rate in percent. */
export interface StoredLine {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  vatRate: VatRate;
  totalCents: number;
}

/** An issued invoice or credit note as stored, with what the other rows say of it (its credit notes, its status). */
export interface InvoiceRecord {
  id: number;
  kind: InvoiceKind;
  number: string;
  status: InvoiceStatus;
  clientName: string;
  clientAddress: string;
  clientSiren: string | null;
  clientVatNumber: string | null;
  clientEmail: string | null;
  /** The last time a mail of this invoice reached the mail server. */
  sentAt: string | null;
  issueDate: string;
  serviceDate: string | null;
  dueDate: string;
  operationCategory: OperationCategory;
  notes: string;
  /** The seller snapshot as jsonb gives it back (keys reordered): see `storedSeller`. */
  seller: Record<string, unknown>;
  subtotalCents: number;
  vatTotalCents: number;
  totalCents: number;
  vatBreakdown: VatAmount[];
  lines: StoredLine[];
  creditedInvoiceId: number | null;
  creditedInvoiceNumber: string | null;
  creditedInvoiceIssueDate: string | null;
  creditReason: string | null;
  creditNotes: { id: number; number: string; totalCents: number }[];
  /** What the credit notes of an invoice take back, TTC. */
  creditedCents: number;
  paidAt: string | null;
  paymentTransactionId: number | null;
  createdAt: string;
  /** Where it stands on the e-invoicing network (e_invoicing_transmissions), or why it is not there. */
  networkState: NetworkFilter;
  /** The platform's rejection or the client's refusal reasons, as received. */
  networkReasons: { reasonCode?: string; reasonMessage?: string; item?: string }[];
}

/**
 * The rows an invoice query reads: `i` the invoice, `c` the sum and list of its credit notes.
 * Cents are bigint columns: read as float8, exact below 2^53, so pg hands them over as numbers.
 */
export const INVOICE_FROM = `
  from invoices i
  cross join lateral (
    select coalesce(sum(n.total_cents), 0)::float8 as cents,
           coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'number', n.number, 'totalCents', n.total_cents) order by n.id), '[]') as notes
      from invoices n where n.credited_invoice_id = i.id
  ) c`;

/**
 * docs/product.md « Factures »: a credit note is always Émise; an invoice is Annulée par avoir once
 * its credit notes cover its total, else Payée once paid, else En retard after its due date
 * (`today`: the placeholder of the business day), else Émise.
 */
export const invoiceStatus = (today: string) => `
  case when i.kind = 'credit_note' then 'Émise'
       when c.cents > 0 and c.cents >= i.total_cents then 'Annulée par avoir'
       when i.paid_at is not null then 'Payée'
       when i.due_date < ${today}::date then 'En retard'
       else 'Émise' end`;

/** The network state (`t`: its e_invoicing_transmissions row): the stored one, else why there is none. */
const NETWORK_STATE = `case when t.state is not null then t.state
       when i.client_siren is null then 'not_applicable' else 'not_transmitted' end`;

/** Every column of the record, the business day bound on `params`. */
export function invoiceColumns(params: Params, today: string): string {
  return `
    select i.id, i.kind, i.number, ${invoiceStatus(params.bind(today))} as status,
           i.client_name as "clientName", i.client_address as "clientAddress",
           i.client_siren as "clientSiren", i.client_vat_number as "clientVatNumber", i.client_email as "clientEmail",
           (select ${isoTimestamp('m.sent_at')} from mail_outbox m
             where m.invoice_id = i.id and m.kind = 'invoice' and m.status = 'sent' order by m.sent_at desc limit 1) as "sentAt",
           i.issue_date::text as "issueDate", i.service_date::text as "serviceDate", i.due_date::text as "dueDate",
           i.operation_category as "operationCategory", i.notes, i.seller,
           i.subtotal_cents::float8 as "subtotalCents", i.vat_total_cents::float8 as "vatTotalCents", i.total_cents::float8 as "totalCents",
           i.vat_breakdown as "vatBreakdown",
           (select coalesce(jsonb_agg(jsonb_build_object(
                     'description', l.description, 'quantityThousandths', l.quantity_thousandths, 'unitPriceCents', l.unit_price_cents,
                     'vatRate', l.vat_rate, 'totalCents', l.total_cents) order by l.position), '[]')
              from invoice_lines l where l.invoice_id = i.id) as lines,
           i.credited_invoice_id as "creditedInvoiceId", ci.number as "creditedInvoiceNumber",
           ci.issue_date::text as "creditedInvoiceIssueDate", i.credit_reason as "creditReason",
           c.notes as "creditNotes", c.cents as "creditedCents",
           i.paid_at::text as "paidAt", i.payment_transaction_id as "paymentTransactionId",
           ${isoTimestamp('i.created_at')} as "createdAt",
           ${NETWORK_STATE} as "networkState", coalesce(t.reasons, '[]') as "networkReasons"
      ${INVOICE_FROM}
      left join invoices ci on ci.id = i.credited_invoice_id
      left join e_invoicing_transmissions t on t.invoice_id = i.id`;
}

/**
 * One record, or undefined. `lock` takes the invoice's row lock first (FOR UPDATE, which the
 * immutability trigger allows): credit notes and payments of one invoice then run one at a time.
 */
export async function selectInvoiceRecord(
  em: EntityManager,
  id: number,
  today: string,
  lock = false,
): Promise<InvoiceRecord | undefined> {
  if (lock && (await query(em, 'select id from invoices where id = $1 for update', [id])).length === 0)
    return undefined;
  const params = new Params([id]);
  const [row] = await query<InvoiceRecord>(em, `${invoiceColumns(params, today)} where i.id = $1`, params.values);
  return row;
}
