import { type CsvColumn, csvDay, csvDecimal } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { STAFF, requireRole } from '../../kernel/context/access';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { type FinancialQuery, transactionListClauses } from './financial-queries';

interface TransactionLine {
  date: string;
  description: string;
  /** numeric(14,2) as PostgreSQL writes it: '-12.50'. */
  amount: string;
  category: string;
  relatedEmployeeName: string | null;
  relatedSource: string;
}

const COLUMNS: CsvColumn<TransactionLine>[] = [
  { header: 'Date', value: (row) => csvDay(row.date) },
  { header: 'Description', value: (row) => row.description },
  // A plain decimal, so spreadsheets read it as a number.
  { header: 'Montant', value: (row) => csvDecimal(row.amount) },
  { header: 'Catégorie', value: (row) => row.category },
  { header: 'Employé Lié', value: (row) => row.relatedEmployeeName ?? '' },
  { header: 'Source', value: (row) => row.relatedSource },
];

/** « Transactions_<jour>.csv »: every transaction of the list's filters, in its order. */
export function exportTransactions(
  ctx: Context,
  filters: Omit<FinancialQuery, 'limit' | 'offset'>,
): CsvExport<TransactionLine> {
  requireRole(ctx, STAFF);
  const { where, orderBy } = transactionListClauses(filters);
  const sql = `
    select f.date::text as date, f.description, f.amount::text as amount, f.category,
           e.name as "relatedEmployeeName", f.related_source as "relatedSource"
      from financial_transactions f left join employees e on e.id = f.related_employee_id
     ${where.sql} ${orderBy}`;
  return { name: 'Transactions', columns: COLUMNS, sql, values: where.values };
}
