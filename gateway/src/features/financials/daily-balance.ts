import { Field, Float, ObjectType } from 'type-graphql';
import {
  CHART_BUCKET_CHOICES,
  type ChartBucket,
  type ChartBucketChoice,
  apiMessages,
  chartBucket,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { STAFF, requireRole } from '../../kernel/context/access';
import { dayRange } from '../../kernel/helpers/calendar';
import { badInput } from '../../kernel/helpers/errors';
import { transactionDates } from './financial-queries';

@ObjectType('FinancialDailyBalance', {
  description:
    "Les transactions d'un jour (ou d'une semaine, d'un mois : voir `bucket`), additionnées : revenus, dépenses et solde net.",
})
export class DailyBalanceView {
  @Field(() => String, { description: 'AAAA-MM-JJ : le jour, ou le premier jour de la semaine (lundi) ou du mois.' })
  date!: string;
  @Field(() => Float, { description: 'Somme des montants positifs.' }) revenue!: number;
  @Field(() => Float, { description: 'Somme des montants négatifs, en valeur absolue.' }) expenses!: number;
  @Field(() => Float, { description: 'Revenus moins dépenses.' }) net!: number;
  @Field(() => String, { description: 'day, week ou month : ce que la ligne additionne.' }) bucket!: ChartBucket;
}

const isChoice = (value: unknown): value is ChartBucketChoice =>
  (CHART_BUCKET_CHOICES as readonly unknown[]).includes(value);

/**
 * The bucket asked for; `auto` follows the period's length, whose open bounds are those of the
 * days that have transactions (read from the day totals' primary key).
 */
async function resolvedBucket(
  ctx: Context,
  choice: ChartBucketChoice,
  range: { startDate?: string; endDate?: string },
): Promise<ChartBucket> {
  if (choice !== 'auto') return choice;
  let { startDate, endDate } = range;
  if (!startDate || !endDate) {
    const where = transactionDates(range).add('f.transactions > 0');
    const [bounds] = await query<{ first: string | null; last: string | null }>(
      ctx.em,
      `select min(f.date)::text as first, max(f.date)::text as last from financial_day_totals f ${where.sql}`,
      where.values,
    );
    startDate ??= bounds.first ?? undefined;
    endDate ??= bounds.last ?? undefined;
  }
  return startDate && endDate ? chartBucket(startDate, endDate) : 'day';
}

/**
 * One row per day (or week, or month) that has transactions, oldest first, under the list's date
 * filters (inclusive), read from the day totals kept by triggers and grouped by date_trunc. The
 * sums stay exact numerics in PostgreSQL and become JSON numbers only in the select list. Without
 * `bucket`, one row a day, as before.
 */
export async function dailyBalances(ctx: Context, raw: Record<string, unknown>): Promise<DailyBalanceView[]> {
  requireRole(ctx, STAFF);
  const range = dayRange(raw.startDate ?? raw.start_date, raw.endDate ?? raw.end_date);
  const choice = raw.bucket ?? 'day';
  if (!isChoice(choice)) throw badInput(apiMessages.choiceParameter('bucket', CHART_BUCKET_CHOICES));
  const bucket = await resolvedBucket(ctx, choice, range);
  const where = transactionDates(range).add('f.transactions > 0');
  if (bucket === 'day')
    return query<DailyBalanceView>(
      ctx.em,
      `select f.date::text as date, f.revenue::float8 as revenue, f.expenses::float8 as expenses,
              (f.revenue - f.expenses)::float8 as net, 'day' as bucket
         from financial_day_totals f ${where.sql}
        order by f.date`,
      where.values,
    );
  const unit = where.bind(bucket);
  return query<DailyBalanceView>(
    ctx.em,
    `select date_trunc(${unit}, f.date::timestamp)::date::text as date, sum(f.revenue)::float8 as revenue,
            sum(f.expenses)::float8 as expenses, sum(f.revenue - f.expenses)::float8 as net, ${unit}::text as bucket
       from financial_day_totals f ${where.sql}
      group by 1
      order by 1`,
    where.values,
  );
}
