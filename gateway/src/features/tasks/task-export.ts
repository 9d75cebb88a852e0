import { type CsvColumn, csvDay, csvYesNo, today } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { Params, dayIn } from '../../kernel/database/sql';
import { STAFF, requireRole } from '../../kernel/context/access';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { type TaskQuery, overdueTask, taskListClauses } from './task-queries';

interface TaskLine {
  title: string;
  assignedEmployeeName: string | null;
  dueDate: string | null;
  status: string;
  isOverdue: boolean;
  createdDay: string;
}

const COLUMNS: CsvColumn<TaskLine>[] = [
  { header: 'Titre', value: (task) => task.title },
  { header: 'Assigné à', value: (task) => task.assignedEmployeeName ?? 'Non assigné' },
  { header: "Date d'échéance", value: (task) => csvDay(task.dueDate) },
  { header: 'Statut', value: (task) => task.status },
  { header: 'En retard', value: (task) => csvYesNo(task.isOverdue) },
  { header: 'Créée le', value: (task) => csvDay(task.createdDay) },
];

/** « Tâches_<jour>.csv »: every task of the list's filters, in its order. */
export function exportTasks(ctx: Context, filters: Omit<TaskQuery, 'limit' | 'offset'>): CsvExport<TaskLine> {
  requireRole(ctx, STAFF);
  const { timezone } = ctx.deps.config;
  const { where, orderBy } = taskListClauses(filters);
  const params = new Params(where.values);
  const sql = `
    select t.title, e.name as "assignedEmployeeName", t.due_date::text as "dueDate", t.status,
           ${overdueTask(params.bind(today(timezone)))} as "isOverdue",
           ${dayIn('t.created_at', params.bind(timezone))} as "createdDay"
      from tasks t left join employees e on e.id = t.assigned_employee_id
     ${where.sql} ${orderBy}`;
  return { name: 'Tâches', columns: COLUMNS, sql, values: params.values };
}
