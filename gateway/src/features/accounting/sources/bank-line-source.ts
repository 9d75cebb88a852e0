import { query } from '../../../kernel/database/sql';
import type { EntrySource } from './entry-source';
import { categoryLines } from './hand-typed-transaction-source';

/**
 * A bank line settled by creating a transaction (« Créer une transaction » or a rule): bank (512)
 * against the account of the transaction's category, on the line's booking day, its piece the
 * bank's reference (journal BQ). The transaction it created is booked here only (see
 * BOOKED_ELSEWHERE); a line settled with an invoice, a supplier invoice or a transaction typed
 * before is booked by that record's own source.
 */
export const bankLineSource: EntrySource = {
  name: 'bank-line',
  async derive(em, chart, upTo) {
    const rows = await query<{
      id: number;
      date: string;
      bankRef: string | null;
      description: string;
      category: string;
      cents: number;
    }>(
      em,
      `select b.id, b.booking_date::text as date, b.bank_ref as "bankRef", t.description, t.category,
              (t.amount * 100)::float8 as cents
         from bank_lines b join financial_transactions t on t.id = b.transaction_id
        where b.state = 'Rapprochée' and b.match_kind in ('create', 'rule') and b.booking_date <= $1::date
          and t.amount <> 0
        order by b.booking_date, b.id`,
      [upTo],
    );
    return rows.map((row) => ({
      sourceKey: `bank_line:${row.id}`,
      journal: 'bank' as const,
      date: row.date,
      pieceRef: row.bankRef ?? `L${row.id}`,
      pieceDate: row.date,
      label: row.description,
      lines: categoryLines(chart, row.category, row.cents),
    }));
  },
};
