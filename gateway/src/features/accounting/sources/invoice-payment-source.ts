import { query } from '../../../kernel/database/sql';
import { type EntrySource, clientAux, invoiceLetterKey } from './entry-source';

/** An invoice's payment: bank (512) debited, the client (411) credited, lettered with the invoice. */
export const invoicePaymentSource: EntrySource = {
  name: 'invoice-payment',
  async derive(em, chart, upTo) {
    const rows = await query<{ id: number; number: string; clientName: string; paidAt: string; cents: number }>(
      em,
      `select i.id, i.number, i.client_name as "clientName", i.paid_at::text as "paidAt", (t.amount * 100)::float8 as cents
         from invoices i join financial_transactions t on t.id = i.payment_transaction_id
        where i.paid_at <= $1::date
        order by i.paid_at, i.id`,
      [upTo],
    );
    return rows
      .filter((row) => row.cents > 0)
      .map((row) => ({
        sourceKey: `payment:${row.id}`,
        journal: 'bank',
        date: row.paidAt,
        pieceRef: row.number,
        pieceDate: row.paidAt,
        label: `Règlement facture ${row.number} ${row.clientName}`,
        lines: [
          { account: chart.accounts.bank, debitCents: row.cents, creditCents: 0 },
          {
            account: chart.accounts.clients,
            aux: clientAux(row.clientName),
            letterKey: invoiceLetterKey(row.id),
            debitCents: 0,
            creditCents: row.cents,
          },
        ],
      }));
  },
};
