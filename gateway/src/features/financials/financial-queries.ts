import type { EntityManager } from '@mikro-orm/postgresql';
import type { FinancialSort, SortOrder } from '@pilotage/domain';
import {
  Conditions,
  Params,
  isoTimestamp,
  pageClause,
  pageWithTotal,
  preparedName,
  query,
} from '../../kernel/database/sql';
import { TextSearch } from '../../kernel/database/search';
import { coveringBuckets } from '../../kernel/helpers/date-buckets';
import type { FinancialTransactionView } from './financials.types';

export interface FinancialQuery {
  startDate?: string;
  endDate?: string;
  /** Part of the description, category or source, case and accents ignored. */
  q?: string;
  /** Only the transactions linked to this employee (their page). */
  employeeId?: number;
  sortBy: FinancialSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

// numeric(14,2) becomes a JSON number only here, at the edge; `type` follows the sign. `more`, columns after the view's.
// The receipt is a column of the row (Migration2026121700000000001_transaction_receipts): a page opens no relation
// for it, whose locks and executor set-up would cost more per page than reading its rows.
const selectTransactions = (more = '') => `
  select f.id, f.amount::float8 as amount, f.description, f.date::text as date, f.category,
         case when f.amount >= 0 then 'Revenu' else 'Dépense' end as type,
         f.related_employee_id as "relatedEmployeeId", e.name as "relatedEmployeeName", f.related_source as "relatedSource",
         ${isoTimestamp('f.created_at')} as "createdAt",
         f.receipt_file_id is not null as "hasAttachment"${more}
    from financial_transactions f left join employees e on e.id = f.related_employee_id`;

/** The inclusive date range on `f.date`, shared by the list, the statistics and the daily balance (also over the day totals, as `f`). */
export function transactionDates(range: { startDate?: string; endDate?: string }): Conditions {
  const where = new Conditions();
  if (range.startDate) where.add(`f.date >= ${where.bind(range.startDate)}::date`);
  if (range.endDate) where.add(`f.date <= ${where.bind(range.endDate)}::date`);
  return where;
}

/** The list's filters: the date range, the employee and the search (which the statistics and daily balance do not take). */
export function transactionFilters(
  filters: Pick<FinancialQuery, 'startDate' | 'endDate' | 'q' | 'employeeId'>,
): Conditions {
  const where = transactionDates(filters);
  // Read from the related-employee indexes, in each of the list's orders.
  if (filters.employeeId !== undefined) where.add(`f.related_employee_id = ${where.bind(filters.employeeId)}`);
  // One text as indexed by financial_transactions_text_search_index.
  if (filters.q !== undefined)
    where.add(
      new TextSearch(where, filters.q).matches(`f.description || ' ' || f.category || ' ' || f.related_source`),
    );
  return where;
}

/** The filters and order of the transaction list (shared with its export); ties broken by id. */
export function transactionListClauses(filters: Omit<FinancialQuery, 'limit' | 'offset'>): {
  where: Conditions;
  orderBy: string;
} {
  return {
    where: transactionFilters(filters),
    orderBy: `order by f.${filters.sortBy} ${filters.order}, f.id ${filters.order}`,
  };
}

/**
 * SQL of the number of transactions dated in [startDate, endDate] (either bound optional), from the totals
 * kept by triggers: the edge days from the day totals, the edge months and the whole years from the
 * month and year roll-ups (Migration202611280500000001_financial_period_totals), a few dozen rows at most.
 */
export function transactionCountSql(params: Params, range: { startDate?: string; endDate?: string }): string {
  const parts = coveringBuckets(range.startDate, range.endDate).map(({ period, from, to }) => {
    const bounds = (column: string) =>
      [from && `${column} >= ${params.bind(from)}::date`, to && `${column} <= ${params.bind(to)}::date`].filter(
        Boolean,
      );
    if (period === 'day') {
      const where = bounds('date');
      return `select transactions from financial_day_totals ${where.length ? `where ${where.join(' and ')}` : ''}`;
    }
    return `select transactions from financial_period_totals where ${[`period = '${period}'`, ...bounds('bucket')].join(' and ')}`;
  });
  // Start after end: no bucket, no transaction.
  if (parts.length === 0) return 'select 0 as total';
  return `select coalesce(sum(transactions), 0)::int as total from (${parts.join(' union all ')}) totals`;
}

/** SQL of the number of one employee's transactions dated in the range, from their day totals (kept by triggers). */
function employeeTransactionCountSql(
  params: Params,
  employeeId: number,
  range: { startDate?: string; endDate?: string },
) {
  const where = [`employee_id = ${params.bind(employeeId)}`];
  if (range.startDate) where.push(`date >= ${params.bind(range.startDate)}::date`);
  if (range.endDate) where.push(`date <= ${params.bind(range.endDate)}::date`);
  return `select coalesce(sum(transactions), 0)::int as total from financial_employee_day_totals where ${where.join(' and ')}`;
}

/**
 * The page's rows and the number of rows matching the filters, in one statement (one round trip),
 * as the task list does (selectTaskPage): the number is a scalar subquery run once, from the totals
 * kept by triggers over the date range (transactionCountSql, or one employee's day totals), or, for a
 * search, the count of the matches; an empty page asks it alone. Prepared unless it has a search or dates.
 */
export async function selectTransactionPage(
  em: EntityManager,
  page: FinancialQuery,
): Promise<{ items: FinancialTransactionView[]; total: number }> {
  const { where, orderBy } = transactionListClauses(page);
  const list = new Params(where.values);
  const totalSql = transactionTotalSql(list, page, where);
  const listSql = `${selectTransactions(`, (${totalSql}) as total`)} ${where.sql} ${orderBy} ${pageClause(list, page)}`;
  // A date range leaves the plan to the values: for any dates (a generic plan) PostgreSQL would sort
  // the range rather than read it in the order asked, so such a page is planned with its dates each time.
  const planned = page.q === undefined && page.startDate === undefined && page.endDate === undefined;
  const prepared = planned ? preparedName('transaction-page', listSql) : undefined;
  const rows = await query<FinancialTransactionView & { total: number }>(em, listSql, list.values, prepared);
  // Only a search's count reads the filters' own values.
  return pageWithTotal(
    em,
    rows,
    (alone) => transactionTotalSql(alone, page, where),
    page.q !== undefined ? where.values : [],
  );
}

/** SQL of the number of transactions matching the filters (values bound on `params`, which continues `where`'s). */
function transactionTotalSql(params: Params, page: FinancialQuery, where: Conditions): string {
  if (page.q !== undefined) return `select count(*)::int from financial_transactions f ${where.sql}`;
  if (page.employeeId !== undefined) return employeeTransactionCountSql(params, page.employeeId, page);
  return transactionCountSql(params, page);
}

export async function selectTransaction(em: EntityManager, id: number): Promise<FinancialTransactionView | undefined> {
  const [row] = await query<FinancialTransactionView>(em, `${selectTransactions()} where f.id = $1`, [id]);
  return row;
}

/** Asked by the financials (which invoices build on), so the invoices' own files stay theirs. The number of the invoice whose payment `transactionId` is, if any: such a transaction changes only through its invoice. */
/** Whether a statement line is settled with a transaction (« Banque »). */
export async function isReconciled(em: EntityManager, transactionId: number): Promise<boolean> {
  return (await query(em, 'select 1 from bank_lines where transaction_id = $1', [transactionId])).length > 0;
}

/** The reference (FF-…) of the supplier invoice a transaction pays, or null. */
export async function supplierInvoicePaidBy(em: EntityManager, transactionId: number): Promise<string | null> {
  const [row] = await query<{ reference: string }>(
    em,
    'select reference from supplier_invoices where payment_transaction_id = $1',
    [transactionId],
  );
  return row?.reference ?? null;
}

export async function invoicePaidBy(em: EntityManager, transactionId: number): Promise<string | null> {
  const [row] = await query<{ number: string }>(em, 'select number from invoices where payment_transaction_id = $1', [
    transactionId,
  ]);
  return row?.number ?? null;
}
