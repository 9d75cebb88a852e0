import type { EntityManager } from '@mikro-orm/postgresql';
import { transactionDates } from '../financials/financial-queries';
import { Params, query } from '../../kernel/database/sql';
import { type CountScope, EACH_EMPLOYEE, EVERYONE, countRowsSql, dueReads, overdueReads } from '../tasks/task-queries';
import type { EmployeePerformanceView, OverallStatsView, PerformanceStatsView } from './performance.types';

export const MAX_TOP = 100;

export interface PerformanceQuery {
  startDate?: string;
  endDate?: string;
  employeeId?: number;
  /** Only this many employees, the best completion rates first (ties by name). */
  top?: number;
}

const rate = (completed: string, assigned: string) =>
  `case when ${assigned} = 0 then 0 else ${completed}::float8 / ${assigned} end`;

/** Sums of `(employee_id, status, tasks, overdue)` counter rows (countRowsSql): all tasks, the Terminé ones, the overdue ones. */
const figures = (rows: string) => `
  coalesce(sum(tasks), 0)::int as assigned, coalesce(sum(tasks) filter (where status = 'Terminé'), 0)::int as completed,
  coalesce(sum(overdue), 0)::int as overdue
  from (${rows}) c`;

/**
 * Task figures from the counters kept by triggers (task_counts), never from the tasks: the
 * counts under the filters and the overdue ones (not Terminé, due before `today`), shaped as JSON
 * by PostgreSQL. The overall figures read the everyone rows (or the one employee's). Employees by
 * name, from the per-employee rows; or with `top`, ranked by completion rate (ties by name) from
 * the task counts alone (without a date filter, from the per-employee totals' index), the overdue
 * ones then read for the chosen few only.
 */
function taskStatsSql(filters: PerformanceQuery, today: string): { sql: string; values: unknown[] } {
  const params = new Params();
  const reads = { tasks: dueReads(filters), overdue: overdueReads(filters, today) };
  const one: CountScope | undefined = filters.employeeId ? { employeeId: filters.employeeId } : undefined;
  const overall = countRowsSql(params, reads, one ?? EVERYONE);
  const employees = filters.employeeId ? `where e.id = ${params.bind(filters.employeeId)}` : '';
  // Columns of `shown`, unambiguous in both places it is ordered.
  const order = filters.top ? 'rate desc, lower(name), id' : 'lower(name), id';
  let shown: string;
  if (filters.top && !filters.startDate && !filters.endDate && !filters.employeeId) {
    // Every due date (the dashboard's top): the first rows of the per-employee totals' index, in the
    // ranking's order (Migration202611280500000002_employee_task_totals).
    shown = `select t.employee_id as id, t.name, t.assigned, t.completed, 0 as overdue, t.rate
               from employee_task_totals t order by t.rate desc, lower(t.name), t.employee_id limit ${params.bind(filters.top)}`;
  } else {
    // With `top`, the ranking needs no overdue figures: they are read for the shown employees only.
    const counted = countRowsSql(params, filters.top ? { tasks: reads.tasks } : reads, one ?? EACH_EMPLOYEE);
    const top = filters.top ? `order by ${order} limit ${params.bind(filters.top)}` : '';
    shown = `
      with counts as (select employee_id, ${figures(counted)} group by employee_id)
      select e.id, e.name, coalesce(c.assigned, 0) as assigned, coalesce(c.completed, 0) as completed, coalesce(c.overdue, 0) as overdue,
             ${rate('coalesce(c.completed, 0)', 'coalesce(c.assigned, 0)')} as rate
        from employees e left join counts c on c.employee_id = e.id ${employees}
       ${top}`;
  }
  const late = filters.top
    ? countRowsSql(params, { tasks: [], overdue: reads.overdue }, { employeesIn: 'select id from shown' })
    : undefined;
  const sql = `
    with overall as (
      select ${figures(overall)}
    ), shown as (${shown}
    )${late ? `, late as (select employee_id, ${figures(late)} group by employee_id)` : ''}
    select (select json_build_object(
                     'totalTasks', o.assigned, 'completedTasks', o.completed, 'overdueTasks', o.overdue,
                     'completionRate', ${rate('o.completed', 'o.assigned')})
              from overall o) as overall,
           (select count(*)::int from employees e ${employees}) as "activeEmployees",
           (select coalesce(json_agg(json_build_object(
                     'employeeId', p.id, 'employeeName', p.name, 'assignedTasks', p.assigned, 'completedTasks', p.completed,
                     'completionRate', p.rate, 'overdueTasks', ${late ? 'coalesce(l.overdue, 0)' : 'p.overdue'}) order by ${order}), '[]')
              from shown p ${late ? 'left join late l on l.employee_id = p.id' : ''}) as employees`;
  return { sql, values: params.values };
}

/** Money figures from the day totals kept by triggers (per employee for `employee_id`), exact numerics until the end. */
function moneyStatsSql(filters: PerformanceQuery): { sql: string; values: unknown[] } {
  const where = transactionDates(filters);
  if (filters.employeeId) where.add(`f.employee_id = ${where.bind(filters.employeeId)}`);
  const totals = filters.employeeId ? 'financial_employee_day_totals' : 'financial_day_totals';
  const sql = `
    select coalesce(sum(f.revenue), 0)::float8 as "totalRevenue",
           coalesce(sum(f.expenses), 0)::float8 as "totalExpenses",
           coalesce(sum(f.revenue - f.expenses), 0)::float8 as "netProfit"
      from ${totals} f ${where.sql}`;
  return { sql, values: where.values };
}

export async function selectPerformanceStats(
  em: EntityManager,
  filters: PerformanceQuery,
  today: string,
): Promise<PerformanceStatsView> {
  const tasks = taskStatsSql(filters, today);
  const money = moneyStatsSql(filters);
  type TaskRow = {
    overall: Pick<OverallStatsView, 'totalTasks' | 'completedTasks' | 'overdueTasks' | 'completionRate'>;
    activeEmployees: number;
    employees: EmployeePerformanceView[];
  };
  const [[taskRow], [moneyRow]] = await Promise.all([
    query<TaskRow>(em, tasks.sql, tasks.values),
    query<Pick<OverallStatsView, 'totalRevenue' | 'totalExpenses' | 'netProfit'>>(em, money.sql, money.values),
  ]);
  return {
    overallStats: { ...taskRow.overall, ...moneyRow, activeEmployees: taskRow.activeEmployees },
    employeePerformance: taskRow.employees,
  };
}
