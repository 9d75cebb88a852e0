import { Migration } from '@mikro-orm/migrations';

// The workflow order of statuses, exactly as the task list sorts by it (an expression index only
// serves the identical expression).
const STATUS_RANK = "case status when 'À faire' then 0 when 'En cours' then 1 else 2 end";

/**
 * Adds the rows of `changes` — a query of (employee_id, status, due_date, n), n = +1 for a row
 * that now exists, -1 for one that no longer does — to every level of `task_counts`, per
 * employee and for everyone together: the rows are grouped per day first, then into the eight
 * (scope × level) grouping sets in one pass, and applied with one upsert in key order (a stable
 * lock order between concurrent writers; bytewise, cheaper to sort than the database's collation).
 */
const addTaskCounts = (changes: string) => `
  with d as (
    select employee_id, status, due_date, sum(n)::int as n from (${changes}) s (employee_id, status, due_date, n) group by 1, 2, 3
  )
  insert into task_counts as c (everyone, period, bucket, employee_id, status, tasks)
  select everyone, period, bucket, employee_id, status, n
    from (select grouping(e) = 1 as everyone,
                 case when grouping(d) = 0 then 'day' when grouping(m) = 0 then 'month' when grouping(y) = 0 then 'year' else 'all' end as period,
                 coalesce(d, m, y) as bucket, e as employee_id, status, sum(n)::int as n
            from (select employee_id as e, status, n, due_date as d,
                         date_trunc('month', due_date::timestamp)::date as m, date_trunc('year', due_date::timestamp)::date as y
                    from d) x
           group by status, grouping sets ((e), ()), grouping sets ((), (y), (m), (d))) levels
   where n <> 0 and (period = 'all' or bucket is not null)
   order by everyone, period collate "C", bucket, employee_id, status collate "C"
      on conflict (everyone, period, bucket, employee_id, status) do update set tasks = c.tasks + excluded.tasks`;

/**
 * Adds the rows of `changes` — (date, employee_id, amount, n), n = ±1 as above — to the day
 * totals, and to the per-employee day totals for the rows linked to an employee.
 */
const addMoneyTotals = (changes: string) => `
  with d as (
    select date, employee_id, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (${changes}) s (date, employee_id, amount, n)
     group by date, employee_id
  ), days as (
    insert into financial_day_totals as t (date, revenue, expenses, transactions)
    select date, sum(revenue), sum(expenses), sum(n) from d
     group by date
    having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
     order by date
        on conflict (date) do update
       set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions
  )
  insert into financial_employee_day_totals as t (employee_id, date, revenue, expenses, transactions)
  select employee_id, date, revenue, expenses, n from d
   where employee_id is not null and (n <> 0 or revenue <> 0 or expenses <> 0)
   order by employee_id, date
      on conflict (employee_id, date) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions`;

/** Removes the rows of `table` brought to zero; one that another transaction holds locked is skipped (never waited for: no deadlock) and goes with a later statement. */
const removeZeroRows = (table: string, zero: string) =>
  `delete from ${table} where ctid = any (array(select ctid from ${table} where ${zero} for update skip locked))`;

/**
 * A trigger function applying `add` to the statement's rows: inserted rows count +1, deleted
 * rows -1, an update is its old rows out and its new rows in (an update that changes no counted
 * column adds nothing), then `cleanup` removes the counter rows brought to zero.
 */
const trackingFunction = (name: string, add: (changes: string) => string, counted: string, cleanup: string[]) => `
  -- work_mem for this function only: a statement of a million rows aggregates in memory, not on disk.
  create function ${name}() returns trigger language plpgsql set work_mem = '64MB' as $$
  begin
    if tg_op = 'INSERT' then
      ${add(`select ${counted}, 1 from new_rows`)};
      return null;
    elsif tg_op = 'DELETE' then
      ${add(`select ${counted}, -1 from old_rows`)};
    else
      ${add(`select ${counted}, 1 from new_rows union all select ${counted}, -1 from old_rows`)};
    end if;
    ${cleanup.join(';\n    ')};
    return null;
  end $$;`;

/** The three statement-level triggers of `table` (transition tables allow one event per trigger). */
const triggers = (table: string, fn: string) => `
  create trigger ${table}_counted_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}();
  create trigger ${table}_counted_update after update on ${table} referencing old table as old_rows new table as new_rows
    for each statement execute function ${fn}();
  create trigger ${table}_counted_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}();`;

/**
 * Counts and money totals kept by PostgreSQL, so list totals and statistics read a few thousand
 * counter rows instead of every task and transaction; and one index per list order.
 *
 * `task_counts` holds the number of tasks per employee (null: unassigned) × status × due date,
 * and (`everyone`, employee_id null) of every task together × status × due date, so figures over
 * all employees read a few rows per bucket instead of one per employee (10,000 employees barely
 * compress); each at four levels: `period` 'day' (bucket = the due date), 'month' and 'year'
 * (bucket = the period's first day), and 'all' (bucket null: every task, with or without a due
 * date). Each task is counted once at each level of each scope. A day level alone would not
 * compress a million tasks over 730 days and 1,000 employees; with the coarser levels an inclusive range [start, end] is read as its edge
 * days + edge months + whole years (gateway/src/kernel/helpers/date-buckets.ts), at most ~60 day rows,
 * ~22 month rows and the years per employee and status; no date filter reads the 'all' level
 * alone. `financial_day_totals` keeps per day the revenue (sum of positive amounts), the expenses
 * (absolute sum of negative amounts) and the number of transactions, exact numerics;
 * `financial_employee_day_totals` the same per related employee, for `employee_id` filters.
 *
 * They are maintained by statement-level AFTER triggers with transition tables, in the
 * transaction of the change, whatever wrote it (API, psql, a generate_series insert of a million
 * rows: one aggregation per statement, not one upsert per row). Employee deletion is counted
 * too: its tasks' ON DELETE CASCADE and its transactions' ON DELETE SET NULL are statements on
 * those tables, with the same triggers. TRUNCATE empties the counters. A counter row exists only
 * while its count is not zero (the partial `…_zero_index` finds the ones to remove).
 *
 * Each statement locks its counter rows in key order, so concurrent single-statement writes never
 * deadlock (every task write locks everyone rows, so concurrent task writes wait for each
 * other's commit: keep those transactions short); two concurrent transactions of several
 * statements each touching the same counter rows in crossed orders can, and PostgreSQL then
 * aborts one of them (deadlock detected; gateway/src/kernel/database/transaction.ts retries).
 */
export class Migration20261124000000_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table task_counts (
        everyone boolean not null,
        period varchar(5) not null check (period in ('all', 'year', 'month', 'day')),
        bucket date null,
        employee_id integer null,
        status varchar(20) not null,
        tasks integer not null,
        constraint task_counts_bucket_check check ((period = 'all') = (bucket is null)),
        constraint task_counts_everyone_check check (not everyone or employee_id is null),
        constraint task_counts_key unique nulls not distinct (everyone, period, bucket, employee_id, status) include (tasks)
      );
      -- One employee's counts (performance-stats with employee_id or top, the list total of one
      -- assignee); "employee_id = x" never matches an everyone row.
      create index task_counts_employee_index on task_counts (employee_id, period, bucket) include (status, tasks);
      create index task_counts_zero_index on task_counts (period) where tasks = 0;

      create table financial_day_totals (
        date date primary key,
        revenue numeric not null,
        expenses numeric not null,
        transactions integer not null
      );
      create index financial_day_totals_zero_index on financial_day_totals (date) where transactions = 0;

      create table financial_employee_day_totals (
        employee_id integer not null,
        date date not null,
        revenue numeric not null,
        expenses numeric not null,
        transactions integer not null,
        primary key (employee_id, date)
      );
      create index financial_employee_day_totals_zero_index on financial_employee_day_totals (employee_id) where transactions = 0;

      ${trackingFunction('task_counts_track', addTaskCounts, 'assigned_employee_id, status, due_date', [removeZeroRows('task_counts', 'tasks = 0')])}
      ${trackingFunction('financial_totals_track', addMoneyTotals, 'date, related_employee_id, amount', [
        removeZeroRows('financial_day_totals', 'transactions = 0'),
        removeZeroRows('financial_employee_day_totals', 'transactions = 0'),
      ])}
      ${triggers('tasks', 'task_counts_track')}
      ${triggers('financial_transactions', 'financial_totals_track')}

      create function task_counts_clear() returns trigger language plpgsql as $$
      begin
        delete from task_counts;
        return null;
      end $$;
      create function financial_totals_clear() returns trigger language plpgsql as $$
      begin
        delete from financial_day_totals;
        delete from financial_employee_day_totals;
        return null;
      end $$;
      create trigger tasks_counted_truncate after truncate on tasks for each statement execute function task_counts_clear();
      create trigger financial_transactions_counted_truncate after truncate on financial_transactions
        for each statement execute function financial_totals_clear();

      -- One index per list order, ties broken by id: a btree serves both directions, except due
      -- dates, nulls last both ways. The status order is the workflow's (the expression of
      -- task-queries.ts). Status filters read the same indexes (a third to a half of the rows
      -- match); the employee filter has its own. Statistics no longer read tasks.
      drop index tasks_status_created_at_index;
      drop index tasks_assigned_employee_stats_index;
      create index tasks_due_date_desc_index on tasks (due_date desc nulls last, id desc);
      create index tasks_title_index on tasks (title, id);
      create index tasks_status_rank_index on tasks ((${STATUS_RANK}), id);
      create index tasks_assigned_employee_due_date_index on tasks (assigned_employee_id, due_date, id);
      create index tasks_assigned_employee_due_date_desc_index on tasks (assigned_employee_id, due_date desc nulls last, id desc);
      create index tasks_assigned_employee_title_index on tasks (assigned_employee_id, title, id);
      create index tasks_assigned_employee_status_rank_index on tasks (assigned_employee_id, (${STATUS_RANK}), id);
      -- The employees list is by name.
      drop index employees_created_at_index;
      create index employees_name_index on employees (lower(name), id);

      ${addTaskCounts('select assigned_employee_id, status, due_date, 1 from tasks')};
      ${addMoneyTotals('select date, related_employee_id, amount, 1 from financial_transactions')};
    `);
  }
}
