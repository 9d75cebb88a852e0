import type { EntityManager } from '@mikro-orm/postgresql';
import { transactionDates } from '../financials/financial-queries';
import { Conditions, Params, query } from '../database/sql';
import type { EmployeePerformanceView, OverallStatsView, PerformanceStatsView } from './performance.types';

export interface PerformanceQuery {
  startDate?: string;
  endDate?: string;
  employeeId?: number;
}

const rate = (completed: string, assigned: string) => `case when ${assigned} = 0 then 0 else ${completed}::float8 / ${assigned} end`;

/**
 * Task figures in one pass over the tasks: counts per employee (a parallel hash aggregate, or an
 * index-only scan of the stats index when filtered), summed again for the overall figures, all
 * shaped as JSON by PostgreSQL. Only aggregated rows leave the database.
 */
function taskStatsSql(filters: PerformanceQuery, today: string): { sql: string; values: unknown[] } {
  const where = new Conditions();
  if (filters.startDate) where.add(`t.due_date >= ${where.bind(filters.startDate)}::date`);
  if (filters.endDate) where.add(`t.due_date <= ${where.bind(filters.endDate)}::date`);
  if (filters.employeeId) where.add(`t.assigned_employee_id = ${where.bind(filters.employeeId)}`);
  const params = new Params(where.values);
  const todayParam = params.bind(today);
  const employees = filters.employeeId ? `where e.id = ${params.bind(filters.employeeId)}` : '';
  const sql = `
    with counts as (
      select t.assigned_employee_id as employee_id,
             count(*)::int as assigned,
             (count(*) filter (where t.status = 'Terminé'))::int as completed,
             (count(*) filter (where t.status <> 'Terminé' and t.due_date < ${todayParam}::date))::int as overdue
        from tasks t ${where.sql}
       group by t.assigned_employee_id
    ), overall as (
      select coalesce(sum(assigned), 0)::int as assigned, coalesce(sum(completed), 0)::int as completed, coalesce(sum(overdue), 0)::int as overdue
        from counts
    )
    select (select json_build_object(
                     'totalTasks', o.assigned, 'completedTasks', o.completed, 'overdueTasks', o.overdue,
                     'completionRate', ${rate('o.completed', 'o.assigned')})
              from overall o) as overall,
           (select count(*)::int from employees e ${employees}) as "activeEmployees",
           (select coalesce(json_agg(json_build_object(
                     'employeeId', e.id, 'employeeName', e.name,
                     'assignedTasks', coalesce(c.assigned, 0), 'completedTasks', coalesce(c.completed, 0),
                     'completionRate', ${rate('coalesce(c.completed, 0)', 'coalesce(c.assigned, 0)')},
                     'overdueTasks', coalesce(c.overdue, 0)) order by lower(e.name), e.id), '[]')
              from employees e left join counts c on c.employee_id = e.id ${employees}) as employees`;
  return { sql, values: params.values };
}

function moneyStatsSql(filters: PerformanceQuery): { sql: string; values: unknown[] } {
  const where = transactionDates(filters);
  if (filters.employeeId) where.add(`f.related_employee_id = ${where.bind(filters.employeeId)}`);
  // Sums are exact numerics; they become JSON numbers only at the end.
  const sql = `
    select coalesce(sum(f.amount) filter (where f.amount > 0), 0)::float8 as "totalRevenue",
           coalesce(-sum(f.amount) filter (where f.amount < 0), 0)::float8 as "totalExpenses",
           coalesce(sum(f.amount), 0)::float8 as "netProfit"
      from financial_transactions f ${where.sql}`;
  return { sql, values: where.values };
}

export async function selectPerformanceStats(em: EntityManager, filters: PerformanceQuery, today: string): Promise<PerformanceStatsView> {
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
