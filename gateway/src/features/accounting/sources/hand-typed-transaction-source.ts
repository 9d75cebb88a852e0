import { UNMAPPED_CATEGORY_ACCOUNT } from '@pilotage/domain';
import { query } from '../../../kernel/database/sql';
import type { EntrySource } from './entry-source';

/**
 * A transaction typed by hand (not an invoice's payment, which the payment source books against
 * the client): bank (512) against the account of its category, revenue credited, expense debited.
 */
export const handTypedTransactionSource: EntrySource = {
  name: 'hand-typed-transaction',
  async derive(em, chart, upTo) {
    const rows = await query<{ id: number; date: string; description: string; category: string; cents: number }>(
      em,
      `select t.id, t.date::text as date, t.description, t.category, (t.amount * 100)::float8 as cents
         from financial_transactions t
        where t.date <= $1::date and t.amount <> 0
          and not exists (select from invoices i where i.payment_transaction_id = t.id)
        order by t.date, t.id`,
      [upTo],
    );
    return rows.map((row) => {
      const account = chart.categories.get(row.category) ?? UNMAPPED_CATEGORY_ACCOUNT;
      const cents = Math.abs(row.cents);
      const bank = chart.accounts.bank;
      const [debit, credit] = row.cents > 0 ? [bank, account] : [account, bank];
      return {
        sourceKey: `transaction:${row.id}`,
        journal: 'bank' as const,
        date: row.date,
        pieceRef: `T${row.id}`,
        pieceDate: row.date,
        label: row.description,
        lines: [
          { account: debit, debitCents: cents, creditCents: 0 },
          { account: credit, debitCents: 0, creditCents: cents },
        ],
      };
    });
  },
};
