import type { EntityManager } from '@mikro-orm/postgresql';
import { Conditions, Params, isoTimestamp, query } from '../database/sql';
import type { FinancialTransactionView } from './financials.types';

export const FINANCIAL_SORTS = ['date', 'amount', 'created_at'] as const;

export interface FinancialQuery {
  startDate?: string;
  endDate?: string;
  sortBy: (typeof FINANCIAL_SORTS)[number];
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// numeric(14,2) becomes a JSON number only here, at the edge; `type` follows the sign.
const SELECT_TRANSACTIONS = `
  select f.id, f.amount::float8 as amount, f.description, f.date::text as date, f.category,
         case when f.amount >= 0 then 'Revenu' else 'Dépense' end as type,
         f.related_employee_id as "relatedEmployeeId", e.name as "relatedEmployeeName", f.related_source as "relatedSource",
         ${isoTimestamp('f.created_at')} as "createdAt"
    from financial_transactions f left join employees e on e.id = f.related_employee_id`;

/** The inclusive date range on `f.date`, shared by the list, the statistics and the daily balance. */
export function transactionDates(range: { startDate?: string; endDate?: string }): Conditions {
  const where = new Conditions();
  if (range.startDate) where.add(`f.date >= ${where.bind(range.startDate)}::date`);
  if (range.endDate) where.add(`f.date <= ${where.bind(range.endDate)}::date`);
  return where;
}

export async function selectTransactionPage(em: EntityManager, page: FinancialQuery): Promise<{ items: FinancialTransactionView[]; total: number }> {
  const where = transactionDates(page);
  const orderBy = `order by f.${page.sortBy} ${page.order}, f.id ${page.order}`;
  const list = new Params(where.values);
  const listSql = `${SELECT_TRANSACTIONS} ${where.sql} ${orderBy} limit ${list.bind(page.limit)} offset ${list.bind(page.offset)}`;
  const [items, [{ total }]] = await Promise.all([
    query<FinancialTransactionView>(em, listSql, list.values),
    query<{ total: number }>(em, `select count(*)::int as total from financial_transactions f ${where.sql}`, where.values),
  ]);
  return { items, total };
}

export async function selectTransaction(em: EntityManager, id: number): Promise<FinancialTransactionView | undefined> {
  const [row] = await query<FinancialTransactionView>(em, `${SELECT_TRANSACTIONS} where f.id = $1`, [id]);
  return row;
}
