/**
 * The counter tables (task_counts, employee_task_totals, financial_day_totals, financial_period_totals,
 * financial_employee_day_totals) compared
 * with the aggregation of their base tables, the obvious way: one row of booleans, all true
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
   -- One row per employee (0 and 0 without tasks), its name and rate as the ranking reads them.
   (select coalesce(array_agg(x order by x), '{}') from (select employee_id, name, assigned, completed, rate from employee_task_totals) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      select e.id, e.name, count(t.id)::int as assigned, (count(t.id) filter (where t.status = 'Terminé'))::int as completed,
             case when count(t.id) = 0 then 0 else (count(t.id) filter (where t.status = 'Terminé'))::float8 / count(t.id) end
        from employees e left join tasks t on t.assigned_employee_id = e.id group by e.id, e.name) x) as "employeeTotals",
   (select coalesce(array_agg(x order by x), '{}') from (select date, revenue, expenses, transactions from financial_day_totals) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      select date, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0), count(*)::int
        from financial_transactions group by date) x) as days,
   (select coalesce(array_agg(x order by x), '{}') from (select period, bucket, revenue, expenses, transactions from financial_period_totals) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      select period, bucket, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0), count(*)::int
        from (select 'month'::varchar as period, date_trunc('month', date::timestamp)::date as bucket, amount from financial_transactions
              union all select 'year', date_trunc('year', date::timestamp)::date, amount from financial_transactions) levels
       group by period, bucket) x) as periods,
   (select coalesce(array_agg(x order by x), '{}') from (select employee_id, date, revenue, expenses, transactions from financial_employee_day_totals) x) =
   (select coalesce(array_agg(x order by x), '{}') from (
      select related_employee_id, date, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0), count(*)::int
        from financial_transactions where related_employee_id is not null group by 1, 2) x) as employees`;

export interface CountersMatch {
  tasks: boolean;
  employeeTotals: boolean;
  days: boolean;
  periods: boolean;
  employees: boolean;
}
