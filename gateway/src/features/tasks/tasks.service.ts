import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Frequency,
  SORT_ORDERS,
  TASK_SORTS,
  TASK_STATUSES,
  TODO,
  apiMessages,
  routineProblem,
  today,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { auditedRetryingTransaction } from '../../kernel/journal/audit-actor';
import { EMPLOYEE_NOT_FOUND, employeeReference } from '../employees/employees.service';
import { type UpdatedTask, notifyTaskCreated, notifyTaskUpdated } from '../notifications/business-events.service';
import { STAFF, requireRole } from '../../kernel/context/access';
import { badInput, notFound } from '../../kernel/helpers/errors';
import type { Page } from '../../kernel/helpers/pagination';
import { choiceParam, pageRequest } from '../../kernel/helpers/pagination';
import { optionalChoiceParam, optionalIdParam } from '../../kernel/helpers/query-params';
import { searchParam } from '../../kernel/database/search';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import { createNextOccurrence } from './routine-occurrence';
import { type TaskQuery, selectTask, selectTaskPage } from './task-queries';
import { Task } from './task.entity';
import { CreateTaskInput, type TaskView, UpdateTaskInput } from './tasks.types';

/** What the notifications tell of a task. */
function notifiedTask(view: TaskView): UpdatedTask {
  return {
    title: view.title,
    dueDate: view.dueDate,
    status: view.status,
    assigneeName: view.assignedEmployeeName,
    assignedEmployeeId: view.assignedEmployeeId,
  };
}

export const TASK_NOT_FOUND = apiMessages.taskNotFound;

const businessDay = (ctx: Context) => today(ctx.deps.config.timezone);

/** Filters, sort and page from a query string (snake_case or camelCase) or GraphQL arguments. */
export function taskQuery(raw: Record<string, unknown>): TaskQuery {
  return {
    status: optionalChoiceParam(raw.status, 'status', TASK_STATUSES),
    assignedEmployeeId: optionalIdParam(raw.assignedEmployeeId ?? raw.assigned_employee_id),
    q: searchParam(raw.q, 'q'),
    sortBy: choiceParam(raw.sortBy ?? raw.sort_by, 'sort_by', TASK_SORTS, 'created_at'),
    order: choiceParam(raw.order, 'order', SORT_ORDERS, 'desc'),
    ...pageRequest(raw),
  };
}

export async function listTasks(ctx: Context, query: TaskQuery): Promise<Page<TaskView>> {
  requireRole(ctx, STAFF);
  return selectTaskPage(ctx.em, query, businessDay(ctx));
}

async function taskView(em: EntityManager, id: number, day: string): Promise<TaskView> {
  const view = await selectTask(em, id, day);
  if (!view) throw notFound(TASK_NOT_FOUND);
  return view;
}

export async function getTask(ctx: Context, id: number): Promise<TaskView> {
  requireRole(ctx, STAFF);
  return taskView(ctx.em, id, businessDay(ctx));
}

/** A routine task needs one of the six frequencies; any other task stores none. */
function routine(isRoutine: boolean, frequency: unknown): Pick<Task, 'isRoutine' | 'frequency'> {
  const problem = routineProblem(isRoutine, frequency);
  if (problem) throw badInput(problem);
  return { isRoutine, frequency: isRoutine ? (frequency as Frequency) : null };
}

export async function createTask(ctx: Context, raw: unknown): Promise<TaskView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(CreateTaskInput, raw);
  const day = businessDay(ctx);
  return auditedRetryingTransaction(ctx, async (em) => {
    const task = em.create(Task, {
      title: input.title.trim(),
      description: input.description?.trim() ?? '',
      dueDate: input.dueDate ?? null,
      status: input.status ?? TODO,
      assignedEmployee: await employeeReference(em, input.assignedEmployeeId, EMPLOYEE_NOT_FOUND),
      ...routine(input.isRoutine === true, input.frequency),
    });
    await em.flush();
    await createNextOccurrence(em, task, day);
    const view = await taskView(em, task.id, day);
    await notifyTaskCreated(em, actor.username, notifiedTask(view));
    return view;
  });
}

export async function updateTask(ctx: Context, id: number, raw: unknown): Promise<TaskView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(UpdateTaskInput, raw);
  const day = businessDay(ctx);
  return auditedRetryingTransaction(ctx, async (em) => {
    const task = await em.findOne(Task, { id });
    if (task === null) throw notFound(TASK_NOT_FOUND);
    const before = { assignedEmployeeId: task.assignedEmployee?.id ?? null, status: task.status };
    if (input.title !== undefined) task.title = input.title.trim();
    if (typeof input.description === 'string') task.description = input.description.trim();
    if (input.dueDate !== undefined) task.dueDate = input.dueDate;
    if (input.status) task.status = input.status;
    if (input.assignedEmployeeId !== undefined)
      task.assignedEmployee = await employeeReference(em, input.assignedEmployeeId, EMPLOYEE_NOT_FOUND);
    const isRoutine = typeof input.isRoutine === 'boolean' ? input.isRoutine : task.isRoutine;
    Object.assign(task, routine(isRoutine, input.frequency !== undefined ? input.frequency : task.frequency));
    await em.flush();
    await createNextOccurrence(em, task, day);
    const view = await taskView(em, id, day);
    await notifyTaskUpdated(em, actor.username, notifiedTask(view), before);
    return view;
  });
}

export async function deleteTask(ctx: Context, id: number): Promise<MessageView> {
  requireRole(ctx, STAFF);
  const deleted = await auditedRetryingTransaction(ctx, (em) => em.nativeDelete(Task, { id }));
  if (deleted === 0) throw notFound(TASK_NOT_FOUND);
  return { message: apiMessages.taskDeleted };
}
