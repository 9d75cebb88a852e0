import { Migration } from '@mikro-orm/migrations';

/**
 * Adds the rows of `changes` — (date, amount, n), n = +1 for a row that now exists, -1 for one that no
 * longer does — to the month and year totals, in one upsert in key order (a stable lock order between
 * concurrent writers).
 */
const addPeriodTotals = (changes: string) => `
  with d as (
    select date, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (${changes}) s (date, amount, n)
     group by date
  )
  insert into financial_period_totals as t (period, bucket, revenue, expenses, transactions)
  select period, bucket, sum(revenue), sum(expenses), sum(n)
    from (select 'month' as period, date_trunc('month', date::timestamp)::date as bucket, revenue, expenses, n from d
          union all
          select 'year', date_trunc('year', date::timestamp)::date, revenue, expenses, n from d) levels
   group by period, bucket
  having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
   order by period collate "C", bucket
      on conflict (period, bucket) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions`;

const removeZeroRows = `delete from financial_period_totals
   where ctid = any (array(select ctid from financial_period_totals where transactions = 0 for update skip locked))`;

/**
 * Month and year roll-ups beside the day totals (Migration20261124000000_counts), so that a transaction
 * count or sum over any date range reads its edge days, its edge months and its whole years
 * (gateway/src/kernel/helpers/date-buckets.ts) — a few dozen rows at most — instead of one row per day
 * (365 for a year, every day of the history without a filter).
 *
 * Kept like the day totals, by statement-level AFTER triggers with transition tables in the transaction
 * of the change (whatever wrote it), emptied by TRUNCATE; a row exists only while its count is not zero.
 */
export class Migration202611280500000001_financial_period_totals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table financial_period_totals (
        period varchar(5) not null check (period in ('month', 'year')),
        bucket date not null,
        revenue numeric not null,
        expenses numeric not null,
        transactions integer not null,
        primary key (period, bucket) include (transactions, revenue, expenses)
      );
      create index financial_period_totals_zero_index on financial_period_totals (period, bucket) where transactions = 0;

      create function financial_period_totals_track() returns trigger language plpgsql set work_mem = '64MB' as $$
      begin
        if tg_op = 'INSERT' then
          ${addPeriodTotals('select date, amount, 1 from new_rows')};
          return null;
        elsif tg_op = 'DELETE' then
          ${addPeriodTotals('select date, amount, -1 from old_rows')};
        else
          ${addPeriodTotals('select date, amount, 1 from new_rows union all select date, amount, -1 from old_rows')};
        end if;
        ${removeZeroRows};
        return null;
      end $$;
      create trigger financial_transactions_period_insert after insert on financial_transactions
        referencing new table as new_rows for each statement execute function financial_period_totals_track();
      create trigger financial_transactions_period_update after update on financial_transactions
        referencing old table as old_rows new table as new_rows for each statement execute function financial_period_totals_track();
      create trigger financial_transactions_period_delete after delete on financial_transactions
        referencing old table as old_rows for each statement execute function financial_period_totals_track();

      create function financial_period_totals_clear() returns trigger language plpgsql as $$
      begin
        delete from financial_period_totals;
        return null;
      end $$;
      create trigger financial_transactions_period_truncate after truncate on financial_transactions
        for each statement execute function financial_period_totals_clear();

      -- The transactions already there, from their day totals.
      insert into financial_period_totals (period, bucket, revenue, expenses, transactions)
      select period, bucket, sum(revenue), sum(expenses), sum(transactions)
        from (select 'month' as period, date_trunc('month', date::timestamp)::date as bucket, revenue, expenses, transactions
                from financial_day_totals
              union all
              select 'year', date_trunc('year', date::timestamp)::date, revenue, expenses, transactions
                from financial_day_totals) levels
       group by period, bucket
      having sum(transactions) <> 0;
    `);
  }
}
