import { type CsvColumn, INVOICE_KIND_LABELS, type InvoiceKind, csvDay, csvDecimal, today } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { Params } from '../../kernel/database/sql';
import { STAFF, requireRole } from '../../kernel/context/access';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { type InvoiceFilters, invoiceListClauses } from './invoice-queries';
import { INVOICE_FROM, invoiceStatus } from './invoice-record';

interface InvoiceLine {
  number: string;
  kind: InvoiceKind;
  clientName: string;
  issueDate: string;
  dueDate: string;
  /** Decimal texts in euros, as PostgreSQL writes numeric: '1200.00'. */
  subtotal: string;
  vatTotal: string;
  total: string;
  status: string;
  paidAt: string | null;
}

const COLUMNS: CsvColumn<InvoiceLine>[] = [
  { header: 'Numéro', value: (row) => row.number },
  { header: 'Type', value: (row) => INVOICE_KIND_LABELS[row.kind] },
  { header: 'Client', value: (row) => row.clientName },
  { header: "Date d'émission", value: (row) => csvDay(row.issueDate) },
  { header: 'Échéance', value: (row) => csvDay(row.dueDate) },
  { header: 'Total HT', value: (row) => csvDecimal(row.subtotal) },
  { header: 'TVA', value: (row) => csvDecimal(row.vatTotal) },
  { header: 'Total TTC', value: (row) => csvDecimal(row.total) },
  { header: 'Statut', value: (row) => row.status },
  { header: 'Payée le', value: (row) => csvDay(row.paidAt) },
];

const euros = (column: string) => `(${column} / 100.0)::numeric(16, 2)::text`;

/** « Factures_<jour>.csv »: every invoice and credit note of the list's filters, in its order. */
export function exportInvoices(ctx: Context, filters: InvoiceFilters): CsvExport<InvoiceLine> {
  requireRole(ctx, STAFF);
  const day = today(ctx.deps.config.timezone);
  const { where, orderBy } = invoiceListClauses(filters, day);
  const params = new Params(where.values);
  const sql = `
    select i.number, i.kind, i.client_name as "clientName", i.issue_date::text as "issueDate", i.due_date::text as "dueDate",
           ${euros('i.subtotal_cents')} as subtotal, ${euros('i.vat_total_cents')} as "vatTotal", ${euros('i.total_cents')} as total,
           ${invoiceStatus(params.bind(day))} as status, i.paid_at::text as "paidAt"
      ${INVOICE_FROM}
     ${where.sql} ${orderBy}`;
  return { name: 'Factures', columns: COLUMNS, sql, values: params.values };
}
