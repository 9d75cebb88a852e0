import { Field, Float, ObjectType } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { STAFF, requireRole } from '../../kernel/context/access';
import { dayRange } from '../../kernel/helpers/calendar';
import { transactionDates } from './financial-queries';

@ObjectType('FinancialDailyBalance', {
  description: "Les transactions d'un jour, additionnées : revenus, dépenses et solde net.",
})
export class DailyBalanceView {
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) date!: string;
  @Field(() => Float, { description: 'Somme des montants positifs.' }) revenue!: number;
  @Field(() => Float, { description: 'Somme des montants négatifs, en valeur absolue.' }) expenses!: number;
  @Field(() => Float, { description: 'Revenus moins dépenses.' }) net!: number;
}

/**
 * One row per day that has transactions, oldest first, under the list's date filters (inclusive),
 * read from the day totals kept by triggers. The sums stay exact numerics in PostgreSQL and
 * become JSON numbers only in the select list.
 */
export async function dailyBalances(ctx: Context, raw: Record<string, unknown>): Promise<DailyBalanceView[]> {
  requireRole(ctx, STAFF);
  const range = dayRange(raw.startDate ?? raw.start_date, raw.endDate ?? raw.end_date);
  const where = transactionDates(range).add('f.transactions > 0');
  return query<DailyBalanceView>(
    ctx.em,
    `select f.date::text as date, f.revenue::float8 as revenue, f.expenses::float8 as expenses, (f.revenue - f.expenses)::float8 as net
       from financial_day_totals f ${where.sql}
      order by f.date`,
    where.values,
  );
}
