import type { EntrySource } from './entry-source';
import { purchaseLines, selectPurchases, supplierAux, supplierLetterKey } from './purchase-rows';

const documentName = (kind: 'invoice' | 'credit_note') =>
  kind === 'credit_note' ? 'Avoir fournisseur' : 'Facture fournisseur';

/**
 * An approved supplier invoice: its expense account (6xx, HT) and the deductible VAT (44566, per
 * rate) debited, the supplier (401, TTC) credited; a supplier credit note, the reverse (journal AC).
 */
export const supplierInvoiceSource: EntrySource = {
  name: 'supplier-invoice',
  async derive(em, chart, upTo) {
    return (await selectPurchases(em, upTo)).map((row) => ({
      sourceKey: `supplier_invoice:${row.id}`,
      journal: 'purchases',
      date: row.date,
      pieceRef: row.reference,
      pieceDate: row.date,
      label: `${documentName(row.kind)} ${row.number ?? row.reference} ${row.supplierName}`,
      lines: purchaseLines(chart, row, row.kind === 'credit_note' ? -1 : 1),
    }));
  },
};

/**
 * A supplier invoice's payment (by hand or by a matched bank debit): the supplier (401) debited,
 * the bank (512) credited, lettered with the invoice; a credit note's refund, the reverse (journal BQ).
 */
export const supplierPaymentSource: EntrySource = {
  name: 'supplier-payment',
  async derive(em, chart, upTo) {
    return (await selectPurchases(em, upTo))
      .filter((row) => row.paidAt !== null && row.paidAt <= upTo)
      .map((row) => {
        const cents = row.paymentCents ?? row.totalCents;
        const supplier = {
          account: chart.accounts.suppliers,
          aux: supplierAux(row),
          letterKey: supplierLetterKey(row.id),
        };
        const bank = { account: chart.accounts.bank };
        const [debit, credit] = row.kind === 'credit_note' ? [bank, supplier] : [supplier, bank];
        return {
          sourceKey: `supplier_payment:${row.id}`,
          journal: 'bank' as const,
          date: row.paidAt!,
          pieceRef: row.reference,
          pieceDate: row.paidAt!,
          label: `Règlement ${documentName(row.kind).toLowerCase()} ${row.number ?? row.reference} ${row.supplierName}`,
          lines: [
            { ...debit, debitCents: cents, creditCents: 0 },
            { ...credit, debitCents: 0, creditCents: cents },
          ],
        };
      });
  },
};
