import { Field, Float, ObjectType } from 'type-graphql';
import type { Context } from '../context';
import { query } from '../database/sql';
import { STAFF, requireRole } from '../shared/access';
import { dayRange } from '../shared/calendar';
import { transactionDates } from './financial-queries';

@ObjectType('FinancialDailyBalance', { description: "Les transactions d'un jour, additionnées : revenus, dépenses et solde net." })
export class DailyBalanceView {
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) date!: string;
  @Field(() => Float, { description: 'Somme des montants positifs.' }) revenue!: number;
  @Field(() => Float, { description: 'Somme des montants négatifs, en valeur absolue.' }) expenses!: number;
  @Field(() => Float, { description: 'Revenus moins dépenses.' }) net!: number;
}

/**
 * One row per day that has transactions, oldest first, under the list's date filters (inclusive).
 * The sums stay exact numerics in PostgreSQL and become JSON numbers only in the select list.
 */
export async function dailyBalances(ctx: Context, raw: Record<string, unknown>): Promise<DailyBalanceView[]> {
  requireRole(ctx, STAFF);
  const range = dayRange(raw.startDate ?? raw.start_date, raw.endDate ?? raw.end_date);
  const where = transactionDates(range);
  return query<DailyBalanceView>(
    ctx.em,
    `select f.date::text as date,
            coalesce(sum(f.amount) filter (where f.amount > 0), 0)::float8 as revenue,
            coalesce(-sum(f.amount) filter (where f.amount < 0), 0)::float8 as expenses,
            sum(f.amount)::float8 as net
       from financial_transactions f ${where.sql}
      group by f.date
      order by f.date`,
    where.values,
  );
}
