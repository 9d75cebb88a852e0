import type { EntityManager } from '@mikro-orm/postgresql';
import { DONE } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import type { FinancialTransactionView } from '../financials/financials.types';
import type { TaskView } from '../tasks/tasks.types';
import { enqueueIfAllTasksDone, enqueueNotification } from './events';
import type { TaskFacts } from './messages';

// The business services' side of notifications: each call runs in the service's transaction,
// after its flush, with the view it is about to return.

const taskFacts = (view: TaskView): TaskFacts => ({
  title: view.title,
  dueDate: view.dueDate,
  status: view.status,
  assigneeName: view.assignedEmployeeName,
});

/** What an update is compared with: the task as it was loaded, before the change. */
export interface TaskBefore {
  assignedEmployeeId: number | null;
  status: string;
}

export async function notifyTaskCreated(em: EntityManager, actorName: string, view: TaskView): Promise<void> {
  await enqueueNotification(em, { kind: 'task_created', actorName, task: taskFacts(view) });
}

/** Reassigned to another employee, and/or completed as the last open task. */
export async function notifyTaskUpdated(em: EntityManager, actorName: string, view: TaskView, before: TaskBefore): Promise<void> {
  if (view.assignedEmployeeId !== null && view.assignedEmployeeId !== before.assignedEmployeeId) {
    const [previous] =
      before.assignedEmployeeId === null
        ? []
        : await query<{ name: string }>(em, 'select name from employees where id = $1', [before.assignedEmployeeId]);
    await enqueueNotification(em, { kind: 'task_assigned', actorName, task: taskFacts(view), previousAssigneeName: previous?.name ?? null });
  }
  if (view.status === DONE && before.status !== DONE) await enqueueIfAllTasksDone(em, actorName, view.title);
}

export async function notifyTransactionAdded(em: EntityManager, actorName: string, view: FinancialTransactionView): Promise<void> {
  await enqueueNotification(em, {
    kind: 'transaction_added',
    actorName,
    transaction: {
      amount: view.amount,
      description: view.description,
      date: view.date,
      category: view.category,
      employeeName: view.relatedEmployeeName,
      source: view.relatedSource,
    },
  });
}
