import { UNMAPPED_CATEGORY_ACCOUNT } from '@pilotage/domain';
import { query } from '../../../kernel/database/sql';
import type { Chart } from '../chart';
import type { DerivedLine, EntrySource } from './entry-source';

/**
 * Bank (512) against the account of a category: revenue credited, expense debited. `signedCents`
 * is the transaction's amount, positive for revenue.
 */
export function categoryLines(chart: Chart, category: string, signedCents: number): DerivedLine[] {
  const account = chart.categories.get(category) ?? UNMAPPED_CATEGORY_ACCOUNT;
  const cents = Math.abs(signedCents);
  const bank = chart.accounts.bank;
  const [debit, credit] = signedCents > 0 ? [bank, account] : [account, bank];
  return [
    { account: debit, debitCents: cents, creditCents: 0 },
    { account: credit, debitCents: 0, creditCents: cents },
  ];
}

/**
 * Which source books a transaction, so each is booked exactly once: an invoice's payment (the
 * payment source, against the client), a supplier invoice's payment (against the supplier), one a
 * bank line created when it was settled (the bank line source); every other one was typed by hand.
 * A hand-typed transaction that a bank line was later matched with stays this source's: the line
 * confirms it, it adds no entry.
 */
export const BOOKED_ELSEWHERE = `(exists (select from invoices i where i.payment_transaction_id = t.id)
  or exists (select from supplier_invoices s where s.payment_transaction_id = t.id)
  or exists (select from bank_lines b where b.transaction_id = t.id and b.match_kind in ('create', 'rule')))`;

/** A transaction typed by hand: bank (512) against the account of its category (journal BQ). */
export const handTypedTransactionSource: EntrySource = {
  name: 'hand-typed-transaction',
  async derive(em, chart, upTo) {
    const rows = await query<{ id: number; date: string; description: string; category: string; cents: number }>(
      em,
      `select t.id, t.date::text as date, t.description, t.category, (t.amount * 100)::float8 as cents
         from financial_transactions t
        where t.date <= $1::date and t.amount <> 0 and not ${BOOKED_ELSEWHERE}
        order by t.date, t.id`,
      [upTo],
    );
    return rows.map((row) => ({
      sourceKey: `transaction:${row.id}`,
      journal: 'bank' as const,
      date: row.date,
      pieceRef: `T${row.id}`,
      pieceDate: row.date,
      label: row.description,
      lines: categoryLines(chart, row.category, row.cents),
    }));
  },
};
