import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskStatus } from '@pilotage/domain';
import { Conditions, Params, isoTimestamp, query } from '../database/sql';
import type { TaskView } from './tasks.types';

export const TASK_SORTS = ['created_at', 'due_date', 'title', 'status'] as const;
export const ORDERS = ['asc', 'desc'] as const;

export interface TaskQuery {
  status?: TaskStatus;
  assignedEmployeeId?: number;
  sortBy: (typeof TASK_SORTS)[number];
  order: (typeof ORDERS)[number];
  limit: number;
  offset: number;
}

const SORT_COLUMNS: Record<TaskQuery['sortBy'], string> = {
  created_at: 't.created_at',
  due_date: 't.due_date',
  title: 't.title',
  // Workflow order (À faire, En cours, Terminé), not alphabetical order.
  status: "case t.status when 'À faire' then 0 when 'En cours' then 1 else 2 end",
};

// `today` is the placeholder of the business day deciding which tasks are overdue.
const selectTasks = (today: string) => `
  select t.id, t.title, t.description, t.due_date::text as "dueDate", t.status,
         t.assigned_employee_id as "assignedEmployeeId", e.name as "assignedEmployeeName",
         t.is_routine as "isRoutine", t.frequency,
         (t.status <> 'Terminé' and coalesce(t.due_date < ${today}::date, false)) as "isOverdue",
         ${isoTimestamp('t.created_at')} as "createdAt"
    from tasks t left join employees e on e.id = t.assigned_employee_id`;

function whereClause(filters: Pick<TaskQuery, 'status' | 'assignedEmployeeId'>): Conditions {
  const where = new Conditions();
  if (filters.status !== undefined) where.add(`t.status = ${where.bind(filters.status)}`);
  if (filters.assignedEmployeeId !== undefined) where.add(`t.assigned_employee_id = ${where.bind(filters.assignedEmployeeId)}`);
  return where;
}

/** The page's rows and the number of rows matching the filters, as two queries run side by side. */
export async function selectTaskPage(em: EntityManager, page: TaskQuery, today: string): Promise<{ items: TaskView[]; total: number }> {
  const where = whereClause(page);
  // Ties (same creation instant, same due date) are broken by id so pages never overlap.
  const nulls = page.sortBy === 'due_date' ? ' nulls last' : '';
  const orderBy = `order by ${SORT_COLUMNS[page.sortBy]} ${page.order}${nulls}, t.id ${page.order}`;
  const list = new Params(where.values);
  const listSql = `${selectTasks(list.bind(today))} ${where.sql} ${orderBy} limit ${list.bind(page.limit)} offset ${list.bind(page.offset)}`;
  const [items, [{ total }]] = await Promise.all([
    query<TaskView>(em, listSql, list.values),
    query<{ total: number }>(em, `select count(*)::int as total from tasks t ${where.sql}`, where.values),
  ]);
  return { items, total };
}

export async function selectTask(em: EntityManager, id: number, today: string): Promise<TaskView | undefined> {
  const [row] = await query<TaskView>(em, `${selectTasks('$1')} where t.id = $2`, [today, id]);
  return row;
}
