import type { EntityManager } from '@mikro-orm/postgresql';
import type { OperationCategory, VatAmount } from '@pilotage/domain';
import { query } from '../../../kernel/database/sql';
import type { Chart } from '../chart';
import type { DerivedLine } from './entry-source';
import { clientAux, invoiceLetterKey } from './entry-source';

/** What the sales entries read of an invoice or a credit note. */
export interface SaleRow {
  id: number;
  number: string;
  clientName: string;
  issueDate: string;
  operationCategory: OperationCategory;
  totalCents: number;
  vat: VatAmount[];
  /** The invoice a credit note credits; its own id for an invoice. */
  invoiceId: number;
  invoiceNumber: string;
}

export async function selectSales(
  em: EntityManager,
  kind: 'invoice' | 'credit_note',
  upTo: string,
): Promise<SaleRow[]> {
  return query<SaleRow>(
    em,
    `select i.id, i.number, i.client_name as "clientName", i.issue_date::text as "issueDate",
            i.operation_category as "operationCategory", i.total_cents::float8 as "totalCents", i.vat_breakdown as vat,
            coalesce(i.credited_invoice_id, i.id) as "invoiceId", coalesce(ci.number, i.number) as "invoiceNumber"
       from invoices i left join invoices ci on ci.id = i.credited_invoice_id
      where i.kind = $1 and i.issue_date <= $2::date
      order by i.issue_date, i.id`,
    [kind, upTo],
  );
}

/**
 * The lines of a sale: the client's account for the total, the sales account and the VAT collected
 * for each rate. `sign` 1 for an invoice (client debited), -1 for a credit note (the reverse).
 */
export function saleLines(chart: Chart, sale: SaleRow, sign: 1 | -1): DerivedLine[] {
  const side = (cents: number, debit: boolean) =>
    debit === (sign === 1) ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents };
  const sales = sale.operationCategory === 'Biens' ? chart.accounts.salesGoods : chart.accounts.salesServices;
  const lines: DerivedLine[] = [
    {
      account: chart.accounts.clients,
      aux: clientAux(sale.clientName),
      letterKey: invoiceLetterKey(sale.invoiceId),
      ...side(sale.totalCents, true),
    },
  ];
  for (const amount of sale.vat) {
    lines.push({ account: sales, ...side(amount.baseCents, false) });
    if (amount.vatCents > 0) lines.push({ account: chart.accounts.vatCollected, ...side(amount.vatCents, false) });
  }
  return lines.filter((line) => line.debitCents > 0 || line.creditCents > 0);
}
