/**
 * The counter tables (task_counts, financial_day_totals, financial_employee_day_totals) compared
 * with the aggregation of their base tables, the obvious way: one row of three booleans, all true
 * when every counter equals its recomputation (and no zero rows are left behind).
 */
export const COUNTERS_MATCH_RECOMPUTATION = `select
   (select coalesce(array_agg(x order by x), '{}') from (select everyone, period, bucket, employee_id, status, tasks from task_counts) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      -- Per assignee (null: unassigned), then every task together (everyone, employee_id null).
      select false as everyone, *
        from (select 'all'::varchar as period, null::date as bucket, assigned_employee_id, status, count(*)::int from tasks group by 3, 4
              union all select 'year', date_trunc('year', due_date::timestamp)::date, assigned_employee_id, status, count(*)::int from tasks where due_date is not null group by 2, 3, 4
              union all select 'month', date_trunc('month', due_date::timestamp)::date, assigned_employee_id, status, count(*)::int from tasks where due_date is not null group by 2, 3, 4
              union all select 'day', due_date, assigned_employee_id, status, count(*)::int from tasks where due_date is not null group by 2, 3, 4) each
      union all
      select true, *
        from (select 'all'::varchar, null::date, null::int, status, count(*)::int from tasks group by 4
              union all select 'year', date_trunc('year', due_date::timestamp)::date, null, status, count(*)::int from tasks where due_date is not null group by 2, 4
              union all select 'month', date_trunc('month', due_date::timestamp)::date, null, status, count(*)::int from tasks where due_date is not null group by 2, 4
              union all select 'day', due_date, null, status, count(*)::int from tasks where due_date is not null group by 2, 4) everyone) x) as tasks,
   (select coalesce(array_agg(x order by x), '{}') from (select date, revenue, expenses, transactions from financial_day_totals) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      select date, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0), count(*)::int
        from financial_transactions group by date) x) as days,
   (select coalesce(array_agg(x order by x), '{}') from (select employee_id, date, revenue, expenses, transactions from financial_employee_day_totals) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      select related_employee_id, date, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0), count(*)::int
        from financial_transactions where related_employee_id is not null group by 1, 2) x) as employees`;

export interface CountersMatch {
  tasks: boolean;
  days: boolean;
  employees: boolean;
}
