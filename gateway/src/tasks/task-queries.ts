import type { EntityManager } from '@mikro-orm/postgresql';
import { Conditions, isoTimestamp, readRows } from '../shared/sql';
import type { TaskStatus } from './task.entity';
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

// `today` is the first parameter: the business day deciding which tasks are overdue.
const SELECT_TASKS = `
  select t.id, t.title, t.description, t.due_date::text as "dueDate", t.status,
         t.assigned_employee_id as "assignedEmployeeId", e.name as "assignedEmployeeName",
         t.is_routine as "isRoutine", t.frequency,
         (t.status <> 'Terminé' and coalesce(t.due_date < ?::date, false)) as "isOverdue",
         ${isoTimestamp('t.created_at')} as "createdAt"
    from tasks t left join employees e on e.id = t.assigned_employee_id`;

function whereClause(query: Pick<TaskQuery, 'status' | 'assignedEmployeeId'>): Conditions {
  const where = new Conditions();
  if (query.status !== undefined) where.add('t.status = ?', query.status);
  if (query.assignedEmployeeId !== undefined) where.add('t.assigned_employee_id = ?', query.assignedEmployeeId);
  return where;
}

/** The page's rows and the number of rows matching the filters, as two queries run side by side. */
export async function selectTaskPage(em: EntityManager, query: TaskQuery, today: string): Promise<{ items: TaskView[]; total: number }> {
  const where = whereClause(query);
  // Ties (same creation instant, same due date) are broken by id so pages never overlap.
  const nulls = query.sortBy === 'due_date' ? ' nulls last' : '';
  const orderBy = `order by ${SORT_COLUMNS[query.sortBy]} ${query.order}${nulls}, t.id ${query.order}`;
  const [items, [{ total }]] = await Promise.all([
    readRows<TaskView>(em, `${SELECT_TASKS} ${where.sql} ${orderBy} limit ? offset ?`, [today, ...where.params, query.limit, query.offset]),
    readRows<{ total: number }>(em, `select count(*)::int as total from tasks t ${where.sql}`, where.params),
  ]);
  return { items, total };
}

export async function selectTask(em: EntityManager, id: number, today: string): Promise<TaskView | undefined> {
  const [row] = await readRows<TaskView>(em, `${SELECT_TASKS} where t.id = ?`, [today, id]);
  return row;
}
