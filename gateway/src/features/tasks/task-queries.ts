import type { EntityManager } from '@mikro-orm/postgresql';
import type { SortOrder, TaskSort, TaskStatus } from '@pilotage/domain';
import {
  Conditions,
  Params,
  isoTimestamp,
  pageClause,
  pageWithTotal,
  preparedName,
  query,
} from '../../kernel/database/sql';
import { TextSearch } from '../../kernel/database/search';
import { countTasksSql } from './task-counts';
import type { TaskView } from './tasks.types';

// The performance statistics read the same counters: they reach them through the task queries.
export { type CountScope, EACH_EMPLOYEE, EVERYONE, countRowsSql, dueReads, overdueReads } from './task-counts';

export interface TaskQuery {
  status?: TaskStatus;
  assignedEmployeeId?: number;
  /** Part of the title or description, case and accents ignored. */
  q?: string;
  sortBy: TaskSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT_COLUMNS: Record<TaskQuery['sortBy'], string> = {
  created_at: 't.created_at',
  due_date: 't.due_date',
  title: 't.title',
  // Workflow order (À faire, En cours, Terminé), not alphabetical order; indexed as is (tasks_status_rank_index).
  status: "case t.status when 'À faire' then 0 when 'En cours' then 1 else 2 end",
};
const STATUS_RANKS: Record<TaskStatus, number> = { 'À faire': 0, 'En cours': 1, Terminé: 2 };

/** Whether a task of `t` is overdue on `today` (a placeholder of the business day). */
export const overdueTask = (today: string) =>
  `(t.status <> 'Terminé' and coalesce(t.due_date < ${today}::date, false))`;

// `today` is the placeholder of the business day deciding which tasks are overdue; `more`, columns after the view's.
const selectTasks = (today: string, more = '') => `
  select t.id, t.title, t.description, t.due_date::text as "dueDate", t.status,
         t.assigned_employee_id as "assignedEmployeeId", e.name as "assignedEmployeeName",
         t.is_routine as "isRoutine", t.frequency,
         ${overdueTask(today)} as "isOverdue",
         ${isoTimestamp('t.created_at')} as "createdAt"${more}
    from tasks t left join employees e on e.id = t.assigned_employee_id`;

/** The filters and order of the task list (shared with its export). */
export function taskListClauses(filters: Omit<TaskQuery, 'limit' | 'offset'>): { where: Conditions; orderBy: string } {
  const where = new Conditions();
  // Sorted by status, the status filter is written as the rank the list sorts by (the same rows: a
  // status is one of three), so the rank's index answers in id order, the rank being fixed.
  if (filters.status !== undefined && filters.sortBy === 'status')
    where.add(`${SORT_COLUMNS.status} = ${STATUS_RANKS[filters.status]}`);
  else if (filters.status !== undefined) where.add(`t.status = ${where.bind(filters.status)}`);
  if (filters.assignedEmployeeId !== undefined)
    where.add(`t.assigned_employee_id = ${where.bind(filters.assignedEmployeeId)}`);
  // The task's text as indexed by tasks_text_search_index, or its assignee's name: the employees
  // found through employees_name_search_index, their tasks through the assignee indexes (BitmapOr).
  if (filters.q !== undefined) {
    const search = new TextSearch(where, filters.q);
    where.add(
      `(${search.matches(`t.title || ' ' || t.description`)} or t.assigned_employee_id = any(array(` +
        `select e.id from employees e where ${search.matches('e.name')})))`,
    );
  }
  // Ties (same creation instant, same due date) are broken by id so pages never overlap.
  const nulls = filters.sortBy === 'due_date' ? ' nulls last' : '';
  return { where, orderBy: `order by ${SORT_COLUMNS[filters.sortBy]} ${filters.order}${nulls}, t.id ${filters.order}` };
}

/**
 * The page's rows and the number of rows matching the filters, in one statement (one round trip):
 * the number is a scalar subquery PostgreSQL runs once (an InitPlan) beside the page, read from the
 * counters kept by triggers, or, for a search, counted from the matches. Both read one snapshot, so
 * they agree. An empty page carries no row to hold the number: it is then asked alone.
 * A statement's text depends only on which filters are given and on the order, so it is prepared
 * (planned once per connection); a search's text, which depends on its words, is not.
 */
export async function selectTaskPage(
  em: EntityManager,
  page: TaskQuery,
  today: string,
): Promise<{ items: TaskView[]; total: number }> {
  const { where, orderBy } = taskListClauses(page);
  const list = new Params(where.values);
  const day = list.bind(today);
  const totalSql = taskTotalSql(list, page, where);
  const listSql = `${selectTasks(day, `, (${totalSql}) as total`)} ${where.sql} ${orderBy} ${pageClause(list, page)}`;
  const prepared = page.q === undefined ? preparedName('task-page', listSql) : undefined;
  const rows = await query<TaskView & { total: number }>(em, listSql, list.values, prepared);
  // Only a search's count reads the filters' own values.
  return pageWithTotal(em, rows, (alone) => taskTotalSql(alone, page, where), page.q !== undefined ? where.values : []);
}

/** SQL of the number of tasks matching the filters (values bound on `params`, which continues `where`'s). */
function taskTotalSql(params: Params, page: TaskQuery, where: Conditions): string {
  if (page.q !== undefined) return `select count(*)::int from tasks t ${where.sql}`;
  return countTasksSql(params, { status: page.status, employeeId: page.assignedEmployeeId });
}

export async function selectTask(em: EntityManager, id: number, today: string): Promise<TaskView | undefined> {
  const [row] = await query<TaskView>(em, `${selectTasks('$1')} where t.id = $2`, [today, id]);
  return row;
}
