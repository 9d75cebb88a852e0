import type { EntrySource } from './entry-source';
import { saleLines, selectSales } from './invoice-rows';

/** An issued invoice: clients (411) debited TTC, sales (706/707) and VAT collected (44571) credited per rate. */
export const issuedInvoiceSource: EntrySource = {
  name: 'issued-invoice',
  async derive(em, chart, upTo) {
    return (await selectSales(em, 'invoice', upTo)).map((sale) => ({
      sourceKey: `invoice:${sale.id}`,
      journal: 'sales',
      date: sale.issueDate,
      pieceRef: sale.number,
      pieceDate: sale.issueDate,
      label: `Facture ${sale.number} ${sale.clientName}`,
      lines: saleLines(chart, sale, 1),
    }));
  },
};
